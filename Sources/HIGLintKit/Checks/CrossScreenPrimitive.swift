/// A check that compares screens. Each description contributes small facts as it is checked (no
/// tree is kept); once every file of a run has been read, the facts are compared.
protocol CrossScreenPrimitive: CheckPrimitive {
    /// What this element tells about its screen, or nil when it has nothing to add.
    func fact(_ context: ElementContext) -> ScreenFact?
    /// The facts that break the rule, by position among `facts`, with what the message needs.
    func compare(_ facts: CheckFacts) -> [(position: Int, finding: CheckFinding)]
}

extension CrossScreenPrimitive {
    /// Cross-screen checks report nothing from a single element.
    func evaluate(_ context: ElementContext) -> [CheckFinding] { [] }

    var asCrossScreen: (any CrossScreenPrimitive)? { self }
}

/// One screen's contribution to a cross-screen comparison.
struct ScreenFact: Sendable, Equatable {
    /// The screen's name, as messages give it.
    var screen: String
    var location: SourceLocation
    var path: String
    /// Facts are compared within one app only: the screen's `app` property, or else the Xcode
    /// target that ships its file (`AppContext.scope`), or else the folder its file is in (a folder
    /// of screens is taken to be one app).
    var scope: String
    /// ... and within a group only (e.g. screens of one orientation).
    var group: String
    var value: String
}

extension ScreenFact {
    /// The app a description belongs to, for cross-screen comparisons.
    static func scope(of context: ElementContext) -> String {
        if let app = context.root.string("app"), !app.isEmpty { return "app " + app }
        if let app = context.description.app { return app.scope }
        let path = context.description.path
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "folder ." }
        return "folder " + path[..<slash]
    }
}
