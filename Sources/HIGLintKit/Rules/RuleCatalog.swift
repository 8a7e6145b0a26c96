import Foundation

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
    /// Decoded on every core: reading the YAML is most of higlint's start-up time.
    public static func builtIn() throws -> RuleCatalog {
        let files = EmbeddedRules.files.map { RuleSource(name: $0.name, text: $0.text) }
        let decoded = ParallelMap.map(files, jobs: ProcessInfo.processInfo.activeProcessorCount) { file in
            Result { try RuleFile.decode(file.text, file: "Rules/" + file.name) }
        }
        return try RuleCatalog(rules: decoded.map { try $0.get() })
    }

    private struct RuleSource: Sendable {
        var name: String
        var text: String
    }

    /// The rule files' names and texts, as embedded.
    public static var builtInFiles: [(name: String, text: String)] { EmbeddedRules.files }
}
