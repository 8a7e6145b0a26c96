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

    /// The rules compiled into higlint from `Rules/`, made from the documents the build wrote of
    /// them as Swift values. Made once per process: every run of a process asks for the same.
    public static func builtIn() throws -> RuleCatalog {
        try builtInOutcome.get()
    }

    private static let builtInOutcome: Result<RuleCatalog, RuleFile.Failure> = {
        do {
            return .success(try makeBuiltIn())
        } catch let failure as RuleFile.Failure {
            return .failure(failure)
        } catch {
            return .failure(RuleFile.Failure(file: "Rules/", message: "\(error)"))
        }
    }()

    private static func makeBuiltIn() throws -> RuleCatalog {
        try RuleCatalog(rules: EmbeddedRules.files.map { file in
            let name = "Rules/" + file.name
            // A file the build could not convert is read as YAML, to report it with its lines.
            guard let document = file.document else { return try RuleFile.decode(file.text, file: name) }
            do {
                return try RuleFile.rule(from: document, source: file.text, file: name, checked: true)
            } catch let problem as RuleProblem {
                throw RuleFile.Failure(file: name, message: problem.description)
            }
        })
    }

    /// The rule files' names and texts, as embedded.
    static var builtInFiles: [(name: String, text: String)] { EmbeddedRules.files.map { ($0.name, $0.text) } }
}
