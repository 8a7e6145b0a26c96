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
        /// The repair of this check's findings, when it declares one (`fix:`).
        var fix: FixDeclaration?

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
        /// Examples on which the rule must stay silent.
        var passing: [Example]
        /// Examples on which the rule, and only the rule, must fire.
        var failing: [Example]

        init(passing: [Example], failing: [Example]) {
            (self.passing, self.failing) = (passing, failing)
        }

        init(reading: RuleReading) throws {
            let fields = try reading.fields(allowed: ["passing", "failing"], in: "examples")
            passing = try fields.required("passing")
            failing = try fields.required("failing")
            if passing.contains(where: { !$0.messages.isEmpty }) {
                throw reading.problem("a passing example gives no findings, so no messages")
            }
        }
    }

    /// One example: a description (XML or JSON), an Interface Builder file, or source code that
    /// builds an alert, with `↓` before each element (or property, or code argument) at fault
    /// when it is a failing one (see `RuleExamples`). Written in a rule file as the text alone (a
    /// description or IB file), or as a mapping: `{ description: …, messages: [...] }` to pin the
    /// findings' messages, `{ code: { language: objc, text: … } }` for code (with `messages` too,
    /// if wanted).
    struct Example: RuleReadable, Sendable {
        /// The example as written, marks included.
        var text: String
        /// The findings' messages, when the example pins them; empty when it does not.
        var messages: [String]
        /// The language of an example written in code; nil for a description or an IB file.
        var language: CodeLanguage?
        /// For a failing example of a rule with a fix: the text once every fix is made (`fixed:`).
        var fixed: String?

        init(text: String, messages: [String] = [], language: CodeLanguage? = nil) {
            self.text = text
            self.messages = messages
            self.language = language
        }

        init(reading: RuleReading) throws {
            guard case .map = reading.value else {
                self.init(text: try String(reading: reading))
                return
            }
            let fields = try reading.fields(allowed: ["description", "code", "messages", "fixed"], in: "an example")
            let messages: [String] = try fields.optional("messages") ?? []
            if let code: CodeExample = try fields.optional("code") {
                guard try fields.optional("description", as: String.self) == nil else {
                    throw reading.problem("an example is a description or code, not both")
                }
                self.init(text: code.text, messages: messages, language: code.language)
            } else {
                self.init(text: try fields.required("description"), messages: messages)
                fixed = try fields.optional("fixed")
            }
        }

        /// The text without its marks, as a reader takes it.
        var unmarkedText: String { RuleExamples.unmarked(text).text }
    }

    /// `{ language: objc, text: … }`: an example written in source code.
    struct CodeExample: RuleReadable, Sendable {
        var language: CodeLanguage
        var text: String

        init(reading: RuleReading) throws {
            let fields = try reading.fields(allowed: ["language", "text"], in: "a code example")
            let name: String = try fields.required("language")
            guard let language = CodeLanguage(rawValue: name) else {
                throw reading.problem("unknown language '\(name)': one of \(CodeLanguage.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            self.language = language
            text = try fields.required("text")
        }
    }
}

extension Rule.Example: ExpressibleByStringLiteral {
    /// A description or Interface Builder example, as a rule file writes it as text alone.
    init(stringLiteral text: String) { self.init(text: text) }
}
