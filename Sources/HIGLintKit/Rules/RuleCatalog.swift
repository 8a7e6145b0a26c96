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

    /// The rules compiled into higlint from `Rules/`, from the JSON documents the build made of
    /// them. Decoded on every core: decoding the rules is most of higlint's start-up time.
    public static func builtIn() throws -> RuleCatalog {
        let files = EmbeddedRules.files.map { RuleSource(name: $0.name, text: $0.text, document: $0.document) }
        let decoded = WorkerPool.map(files, jobs: ProcessInfo.processInfo.activeProcessorCount) { file in
            Result {
                // A file the build could not convert is read as YAML, to report it with its lines.
                file.document.isEmpty
                    ? try RuleFile.decode(file.text, file: "Rules/" + file.name)
                    : try RuleFile.decode(document: file.document, source: file.text, file: "Rules/" + file.name, checkedPatterns: true)
            }
        }
        return try RuleCatalog(rules: decoded.map { try $0.get() })
    }

    private struct RuleSource: Sendable {
        var name: String
        var text: String
        var document: String
    }

    /// The rule files' names and texts, as embedded.
    static var builtInFiles: [(name: String, text: String)] { EmbeddedRules.files.map { ($0.name, $0.text) } }
}
