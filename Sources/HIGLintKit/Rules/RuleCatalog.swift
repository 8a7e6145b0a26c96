/// The rules higlint knows, in id order.
public struct RuleCatalog: Sendable {
    public let rules: [Rule]
    private let byID: [String: Rule]

    public init(rules: [Rule]) throws {
        var seen: [String: Rule] = [:]
        for rule in rules {
            guard seen.updateValue(rule, forKey: rule.id) == nil else {
                throw RuleFile.Failure(file: rule.id, message: "two rules have the id '\(rule.id)'")
            }
        }
        self.rules = rules.sorted { $0.id < $1.id }
        self.byID = seen
    }

    public subscript(id: String) -> Rule? { byID[id] }

    /// The rules compiled into higlint from `Rules/`.
    public static func builtIn() throws -> RuleCatalog {
        try RuleCatalog(rules: EmbeddedRules.files.map { try RuleFile.decode($0.text, file: "Rules/" + $0.name) })
    }

    /// The rule files' names and texts, as embedded.
    public static var builtInFiles: [(name: String, text: String)] { EmbeddedRules.files }
}
