/// A parsed description file: the path as the user gave it, its syntax and its root element.
public struct ScreenDescription: Sendable {
    /// How the tree was written: a description in XML or JSON, or a screen read from an
    /// Interface Builder file (`.storyboard`, `.xib`), or an alert built in source code (`.m`).
    public enum Syntax: String, Sendable { case xml, json, interfaceBuilder, code }

    public var path: String
    public var syntax: Syntax
    public var root: Element
    /// Problems of form the reader noticed but could read past (a JSON member that is neither a
    /// scalar nor `children`, a duplicate key, stray text in XML). The schema check reports them.
    public var formatWarnings: [FormatWarning]
    /// The app the screen belongs to, when an Xcode project ships its file (see `AppContext`).
    var app: AppContext?
    /// For an alert read from code: the name that suggests a screen made for the app's developers
    /// (`DevelopmentScreenHint`), whose findings are then information only.
    var developmentHint: String?
    /// For a top-level view of a xib that no controller shows as its view (a cell, a toolbar
    /// accessory, a panel a view class loads): its own size in points, at which the drawings show
    /// it on a neutral canvas rather than inside a device. Not a property: no rule judges it.
    var freeStandingSize: (width: Double, height: Double)?
    /// The height of the status bar Interface Builder's canvas shows at the top of the scene: the
    /// device's. Where a storyboard leaves the status bar to be inferred from its containers, the
    /// screen has no status bar element, but the drawings show one. Not a property: whether the
    /// app shows a status bar there, and in which style, is not in the file, so no rule judges it.
    var canvasStatusBarHeight: Double?

    public init(path: String, syntax: Syntax, root: Element, formatWarnings: [FormatWarning] = []) {
        self.path = path
        self.syntax = syntax
        self.root = root
        self.formatWarnings = formatWarnings
    }

    /// The root kinds higlint checks; a file with any other root is not a description.
    static let rootKinds: Set<String> = ["screen", "app"]

    var isDescription: Bool { Self.rootKinds.contains(root.kind) }

    /// Whether a file whose root element is `rootKind` is meant as a description, and so read and
    /// judged rather than passed over: its root is `screen` or `app`, a near miss of one
    /// (`Screen`, `scren`), or anything at all in a file named as a description
    /// (`mail.screen.xml`, `weather.app.json`). The schema check then reports the root.
    static func isMeant(rootKind: String, path: String) -> Bool {
        rootKinds.contains(rootKind) || Suggestions.closest(to: rootKind, among: rootKinds) != nil || isNamedAsDescription(path)
    }

    /// Whether the file's name says it is a description: `*.screen.*` or `*.app.*`.
    static func isNamedAsDescription(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map { $0.lowercased() } ?? ""
        return name.contains(".screen.") || name.contains(".app.")
    }
}

/// A problem of form in a description that did not stop the reader.
public struct FormatWarning: Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
}
