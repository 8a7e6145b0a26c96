import HIGLintRuleFormat

/// A guideline higlint checks, as declared in a file of `Rules/`: what it is, where the
/// guidelines say it, how to check it (one or more configured primitives) and examples.
public struct Rule: Sendable {
    public var id: String
    public var title: String
    public var severity: Severity
    public var enabledByDefault: Bool
    /// What exactly is checked, in a sentence or two.
    public var summary: String
    /// Values users may change in `.higlint.yml`, with the ones in force.
    var parameters: [RuleParameter]
    var appliesTo: Selector
    /// Each check's own selector (nil: it runs on the rule's), in the order of `checks`: read when
    /// the rule is made, so that a linter knows which kinds each check looks at before the check
    /// is built.
    var checkSelectors: [Selector?]
    /// The configured checks, built when first asked for (see `RuleChecks`).
    var checks: [Check] {
        get { checkStore.checks }
        set { checkStore = RuleChecks(newValue) }
    }
    private var checkStore: RuleChecks
    /// The first is the primary citation; others are further places that say the same.
    public var citations: [Citation]
    /// The rule file's text, so the rule can be read again with other parameter values.
    var source: String
    /// The document the rule was made from (its file's, parameters applied), so that a thread can
    /// make a copy of its own (`independentCopy()`) and the examples are read when asked for.
    var document: RuleDocument

    public var citation: Citation { citations[0] }

    init(id: String, title: String, severity: Severity, enabledByDefault: Bool, summary: String, parameters: [RuleParameter],
         appliesTo: Selector, checkSelectors: [Selector?], checks: RuleChecks, citations: [Citation], source: String, document: RuleDocument) {
        (self.id, self.title, self.severity, self.enabledByDefault, self.summary) = (id, title, severity, enabledByDefault, summary)
        (self.parameters, self.appliesTo, self.checkSelectors, checkStore) = (parameters, appliesTo, checkSelectors, checks)
        (self.citations, self.source, self.document) = (citations, source, document)
    }

    /// The rule file's examples, read from its document when asked for: the tests, `explain` and
    /// the catalogue use them, a check never does. A rule is made only from a document whose
    /// examples read (`RuleFile.rule(from:source:file:checked:)`).
    var examples: Examples {
        (try? RuleFile.examples(of: document)) ?? Examples(passing: [], failing: [])
    }

    /// Where the rule's subject cannot exist in Interface Builder files, and why, as its file
    /// declares it (`interfaceBuilder`); read when asked for, as the examples are.
    var interfaceBuilder: InterfaceBuilderScope {
        (try? RuleFile.interfaceBuilderScope(of: document)) ?? InterfaceBuilderScope()
    }

    /// The same rule made again from its document: equal to this one, but sharing none of its
    /// storage, so that a thread checking with it never touches the reference counts another
    /// thread's checks touch. A severity the configuration set (`Configuration.catalog`) is kept:
    /// the document does not hold it.
    func independentCopy() -> Rule {
        guard var copy = try? RuleFile.rule(from: document, source: source, file: id, checked: true) else { return self }
        copy.severity = severity
        for (index, check) in checks.enumerated() where copy.checks[index].severity != check.severity {
            copy.checks[index].severity = check.severity
        }
        return copy
    }

    /// One configured primitive with its message and, if it differs from the rule's, severity.
    struct Check: Sendable {
        var primitive: any CheckPrimitive
        var appliesTo: Selector?
        var message: MessageTemplate
        var severity: Severity?
        /// Index into the rule's citations of the one this check's findings carry.
        var citationIndex: Int
        /// Whether the rule file names the check's citation (`citation:`), as a rule with several
        /// citations must for each check.
        var citationDeclared: Bool = true
        /// Overrides of `citationIndex` for findings of a given variant.
        var citationIndexByVariant: [String: Int]
        /// Other messages for findings of a given variant (a tie, say), sorted by variant.
        var messageByVariant: [(variant: String, message: MessageTemplate)] = []
        /// The message for findings on a screen read from an Interface Builder file, where the
        /// advice names what to change in Xcode (a frame, a constraint, a setting of the
        /// Attributes inspector) rather than a property of the description format; nil when
        /// `message` suits both.
        var interfaceBuilderMessage: MessageTemplate?

        /// The message of `finding` on a screen written in `syntax`: its variant's, else, on an
        /// Interface Builder screen, the one for Interface Builder, else the check's.
        func message(for finding: CheckFinding, in syntax: ScreenDescription.Syntax? = nil) -> MessageTemplate {
            if let variant = finding.variant, let own = messageByVariant.first(where: { $0.variant == variant }) {
                return own.message
            }
            if syntax == .interfaceBuilder, let interfaceBuilderMessage { return interfaceBuilderMessage }
            return message
        }

        func citationIndex(for finding: CheckFinding) -> Int {
            finding.variant.flatMap { citationIndexByVariant[$0] } ?? citationIndex
        }
    }

    struct Examples: RuleReadable, Sendable {
        /// Descriptions (XML or JSON) on which the rule must stay silent.
        var passing: [String]
        /// Descriptions on which the rule, and only the rule, must fire.
        var failing: [FailingExample]

        init(passing: [String], failing: [FailingExample]) {
            (self.passing, self.failing) = (passing, failing)
        }

        init(reading: RuleReading) throws {
            let fields = try reading.fields(allowed: ["passing", "failing"], in: "examples")
            passing = try fields.required("passing")
            failing = try fields.required("failing")
        }
    }

    /// A description on which the rule fires, with `↓` before each element at fault (see
    /// `RuleExamples`), written in a rule file as the text alone or as a mapping that also gives
    /// the messages expected (`{ description: …, messages: [...] }`), in report order.
    struct FailingExample: RuleReadable, Sendable {
        /// The description as written, marks included.
        var text: String
        /// The findings' messages, when the example pins them; empty when it does not.
        var messages: [String]

        init(text: String, messages: [String] = []) {
            self.text = text
            self.messages = messages
        }

        init(reading: RuleReading) throws {
            guard case .map = reading.value else {
                self.init(text: try String(reading: reading))
                return
            }
            let fields = try reading.fields(allowed: ["description", "messages"], in: "a failing example")
            self.init(text: try fields.required("description"), messages: try fields.optional("messages") ?? [])
        }

        /// The description without its marks, as a reader takes it.
        var unmarkedText: String { RuleExamples.unmarked(text).text }
    }
}
