/// A parsed description file: the path as the user gave it, its syntax and its root element.
public struct ScreenDescription: Sendable {
    /// How the tree was written: a description in XML or JSON, or a screen read from an
    /// Interface Builder file (`.storyboard`, `.xib`).
    public enum Syntax: String, Sendable { case xml, json, interfaceBuilder }

    public var path: String
    public var syntax: Syntax
    public var root: Element
    /// Problems of form the reader noticed but could read past (a JSON member that is neither a
    /// scalar nor `children`, a duplicate key, stray text in XML). The schema check reports them.
    public var formatWarnings: [FormatWarning]

    public init(path: String, syntax: Syntax, root: Element, formatWarnings: [FormatWarning] = []) {
        self.path = path
        self.syntax = syntax
        self.root = root
        self.formatWarnings = formatWarnings
    }

    /// The root kinds higlint checks; a file with any other root is not a description.
    public static let rootKinds: Set<String> = ["screen", "app"]

    public var isDescription: Bool { Self.rootKinds.contains(root.kind) }
}

/// A problem of form in a description that did not stop the reader.
public struct FormatWarning: Sendable, Equatable {
    public var message: String
    public var location: SourceLocation
}
