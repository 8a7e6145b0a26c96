/// How a rule is held to each input format: tested by an example in that format, applicable but
/// not yet tested, or unable to apply (with the reason its file gives in `interfaceBuilder` or
/// `code`, or, for code, that its subject is not an alert, an action sheet or a button). A
/// row of the coverage table of docs/rules.md.
struct RuleCoverage: Sendable, Equatable {
    /// The input formats a rule may meet, in the order of the table's columns.
    enum Format: String, CaseIterable, Sendable {
        /// higlint's own screen descriptions, in XML or JSON (and its app descriptions).
        case description = "XML/JSON"
        /// Interface Builder's XML document format (Xcode 5 and later).
        case interfaceBuilderDocument = "IB document"
        /// Interface Builder's archive format (Xcode 3–4).
        case interfaceBuilderArchive = "IB archive"
        /// Alerts and action sheets read from source code (`CodeLanguage`).
        case code = "code"

        /// The format an example of a rule file is written in.
        init(ofExample example: Rule.Example) {
            if example.language != nil {
                self = .code
                return
            }
            let text = example.text
            let head = text.trimmingCharacters(in: .whitespacesAndNewlines).prefix(400)
            if head.contains("<archive type=\"com.apple.InterfaceBuilder") {
                self = .interfaceBuilderArchive
            } else if head.contains("<document type=\"com.apple.InterfaceBuilder") {
                self = .interfaceBuilderDocument
            } else {
                self = .description
            }
        }
    }

    enum Status: Sendable, Equatable {
        /// The rule has an example in the format, which the rule example tests run.
        case tested
        /// The subject exists in the format, but no example there shows the rule firing yet.
        case untested
        /// The subject cannot exist in the format, for this reason.
        case cannotApply(String)
    }

    var ruleID: String
    /// One status per format, in `Format.allCases` order.
    var statuses: [Status]

    func status(in format: Format) -> Status {
        statuses[Format.allCases.firstIndex(of: format)!]
    }

    init(ruleID: String, statuses: [Status]) {
        (self.ruleID, self.statuses) = (ruleID, statuses)
    }

    /// A rule's coverage: a format is tested when a failing example is written in it, and
    /// cannot apply when the rule file says why.
    init(rule: Rule) {
        let failing = Set(rule.examples.failing.map(Format.init(ofExample:)))
        let scope = rule.interfaceBuilder
        self.init(ruleID: rule.id, statuses: Format.allCases.map { format in
            if failing.contains(format) { return .tested }
            let reason: String? = switch format {
            case .description: nil
            case .interfaceBuilderDocument: scope.documentReason
            case .interfaceBuilderArchive: scope.archiveReason
            case .code: CodeScope.reason(for: rule)
            }
            return reason.map(Status.cannotApply) ?? .untested
        })
    }
}
