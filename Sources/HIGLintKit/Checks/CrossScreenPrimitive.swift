/// A check that compares screens. Each description contributes small facts as it is checked (no
/// tree is kept); once every file of a run has been read, the facts are compared.
public protocol CrossScreenPrimitive: CheckPrimitive {
    /// What this element tells about its screen, or nil when it has nothing to add.
    func fact(_ context: ElementContext) -> ScreenFact?
    /// The facts that break the rule, by position among `facts`, with what the message needs.
    func compare(_ facts: CheckFacts) -> [(position: Int, finding: CheckFinding)]
}

extension CrossScreenPrimitive {
    /// Cross-screen checks report nothing from a single element.
    public func evaluate(_ context: ElementContext) -> [CheckFinding] { [] }

    public var asCrossScreen: (any CrossScreenPrimitive)? { self }
}

/// One screen's contribution to a cross-screen comparison.
public struct ScreenFact: Sendable, Equatable {
    /// The screen's name, as messages give it.
    public var screen: String
    public var location: SourceLocation
    public var path: String
    /// Facts are compared within one app only: the screen's `app` property, or else the folder
    /// its file is in (a folder of screens is taken to be one app).
    public var scope: String
    /// ... and within a group only (e.g. screens of one orientation).
    public var group: String
    public var value: String
}

extension ScreenFact {
    /// The app a description belongs to, for cross-screen comparisons.
    static func scope(of context: ElementContext) -> String {
        if let app = context.root.string("app"), !app.isEmpty { return "app " + app }
        let path = context.description.path
        guard let slash = path.lastIndex(of: "/") else { return "folder ." }
        return "folder " + path[..<slash]
    }
}
