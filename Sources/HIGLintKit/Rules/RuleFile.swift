import Foundation
import HIGLintRuleFormat
import Yams

/// Reads one rule file. Keys are checked strictly: a misspelt key is an error, never ignored.
enum RuleFile {
    struct Failure: Error, CustomStringConvertible, Sendable {
        var file: String
        /// Where in the file, when the problem is at one node.
        var line: Int?
        var column: Int?
        var message: String
        var description: String {
            [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": \(message)"
        }

        init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
            (self.file, self.line, self.column, self.message) = (file, line, column, message)
        }

        init(file: String, at mark: Mark?, message: String) {
            self.init(file: file, line: mark?.line, column: mark?.column, message: message)
        }
    }

    static let ruleKeys = RuleLanguage.ruleKeys.map(\.name)
    static let checkKeys = RuleLanguage.checkKeys.map(\.name)
    /// Variables every check can use in its message.
    static let commonVariables = RuleLanguage.commonVariables.map(\.name)

    /// Reads a rule file; `overrides` give some of its parameters other values (from
    /// `.higlint.yml`), already checked for kind by the configuration.
    static func decode(_ text: String, file: String, overrides: [String: RuleParameter.Value] = [:]) throws -> Rule {
        do {
            // No implicit tag resolution: Yams resolves tags with a chain of regular expressions on
            // every comparison of keys. The encoding is named because its default reads the whole
            // environment on every call.
            guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8), let mapping = node.mapping else {
                throw Failure(file: file, message: "a rule file must be a YAML mapping")
            }
            do {
                try RuleValidation.validate(mapping)
            } catch {
                throw Failure(file: file, at: error.mark, message: error.message)
            }
            let document = try RuleDocument(mapping, overrides: overrides.mapValues(\.scalar))
            do {
                return try rule(from: document, source: text, file: file)
            } catch let problem as RuleProblem {
                throw Failure(file: file, at: yamlNode(at: problem.path, in: node, key: problem.isAboutKey)?.mark, message: problem.description)
            }
        } catch let failure as RuleDocument.Failure {
            throw Failure(file: file, message: failure.message)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(file: file, message: "\(error)")
        }
    }

    /// Makes the rule of a rule file's document (see `RuleDocument`); `source` is the rule file.
    /// `checked` says that the document is known to make a rule (a built-in rule's, or one a rule
    /// was made from before): its regular expressions are compiled only when first used, and its
    /// examples are read only when asked for (`Rule.examples`).
    static func rule(from document: RuleDocument, source: String, file: String, checked: Bool = false) throws -> Rule {
        let reading = RuleReading(value: document.rule, path: [], compilesPatternsOnFirstUse: checked)
        let fields = try reading.fields(allowed: ruleKeys.filter { $0 != "parameters" }, in: "rule")
        let citations: [Citation] = try fields.required("citations")
        let checksReading = reading.at(.key("checks"), fields.entries.first { $0.key == "checks" }?.value ?? .list([]))
        guard case .list(let checkValues) = checksReading.value, !checkValues.isEmpty else {
            throw Failure(file: file, message: "a rule needs at least one check")
        }
        guard !citations.isEmpty else { throw Failure(file: file, message: "a rule needs at least one citation") }
        let checkReadings = checkValues.enumerated().map { checksReading.at(.index($0.offset), $0.element) }
        let checkStore: RuleChecks
        let ownSelectors: [Selector?]
        if checked {
            // Known to make its checks: only their selectors now, the checks when first asked for.
            ownSelectors = try checkReadings.map(checkSelector)
            checkStore = RuleChecks(building: { (try? checkReadings.map(check)) ?? [] })
        } else {
            let checks = try checkReadings.map(check)
            try validate(checks, citations: citations, file: file)
            ownSelectors = checks.map(\.appliesTo)
            checkStore = RuleChecks(checks)
        }
        let id: String = try fields.required("id")
        let title: String = try fields.required("title")
        let severity: Severity = try fields.required("severity")
        let enabledByDefault = try fields.optional("enabled", as: Bool.self) ?? true
        let summary = try fields.required("summary", as: String.self).trimmedOfWhitespaceAndNewlines
        let parameters = try document.parameters.map { try parameter($0, file: file) }
        let appliesTo: Selector = try fields.required("appliesTo")
        let rule = Rule(id: id, title: title, severity: severity, enabledByDefault: enabledByDefault, summary: summary,
                        parameters: parameters, appliesTo: appliesTo, checkSelectors: ownSelectors,
                        checks: checkStore, citations: citations, source: source, document: document)
        if !checked {
            _ = try fields.required("examples", as: Rule.Examples.self)
            _ = try fields.optional("interfaceBuilder", as: InterfaceBuilderScope.self)
            _ = try fields.optional("code", as: String.self)
        }
        return rule
    }

    /// Refuses checks that name a citation the rule does not have, or fill a placeholder their
    /// primitive does not provide.
    private static func validate(_ checks: [Rule.Check], citations: [Citation], file: String) throws {
        for check in checks {
            guard ([check.citationIndex] + check.citationIndexByVariant.values).allSatisfy(citations.indices.contains) else {
                throw Failure(file: file, message: "a check names a citation the rule does not have; it has \(citations.count)")
            }
            let known = Set(commonVariables + type(of: check.primitive).variables)
            // `{@name}` is the checked element's property `name`.
            let fixValue = (check.fix?.operations ?? []).compactMap { operation -> MessageTemplate? in
                switch operation {
                case .set(_, let to): return to
                case .setNamed(_, let named): return named
                case .remove, .move: return nil
                }
            }
            let placeholders = ([check.message] + check.messageByVariant.map(\.message) + [check.interfaceBuilderMessage].compactMap { $0 } + fixValue)
                .flatMap(\.placeholders)
            if let unknown = placeholders.first(where: { !known.contains($0) && !$0.hasPrefix("@") }) {
                throw Failure(file: file, message: "message uses {\(unknown)}, which '\(type(of: check.primitive).typeName)' does not provide (it provides \(known.sorted().joined(separator: ", ")))")
            }
        }
    }

    /// A check's own selector (`appliesTo`), read without building the check.
    private static func checkSelector(_ reading: RuleReading) throws -> Selector? {
        guard case .map(let entries) = reading.value else { throw reading.problem("each check must be a mapping") }
        return try RuleFields(reading: reading, entries: entries).optional("appliesTo")
    }

    /// The declared Interface Builder scope of a rule file's document (none declared: the rule
    /// applies to both formats).
    static func interfaceBuilderScope(of document: RuleDocument) throws -> InterfaceBuilderScope {
        let reading = RuleReading(value: document.rule, path: [], compilesPatternsOnFirstUse: true)
        guard case .map(let entries) = reading.value else { throw reading.problem("expected a mapping (rule)") }
        return try RuleFields(reading: reading, entries: entries).optional("interfaceBuilder") ?? InterfaceBuilderScope()
    }

    /// Why the rule of a rule file's document cannot apply to code, as its `code` key says; nil
    /// when it says nothing.
    static func codeReason(of document: RuleDocument) throws -> String? {
        let reading = RuleReading(value: document.rule, path: [], compilesPatternsOnFirstUse: true)
        guard case .map(let entries) = reading.value else { throw reading.problem("expected a mapping (rule)") }
        return try RuleFields(reading: reading, entries: entries).optional("code")
    }

    /// The examples of a rule file's document.
    static func examples(of document: RuleDocument) throws -> Rule.Examples {
        let reading = RuleReading(value: document.rule, path: [], compilesPatternsOnFirstUse: true)
        guard case .map(let entries) = reading.value else { throw reading.problem("expected a mapping (rule)") }
        return try RuleFields(reading: reading, entries: entries).required("examples")
    }

    /// One check: its primitive, made from the parameters its declaration names, and what the
    /// rule says of its findings.
    private static func check(_ reading: RuleReading) throws -> Rule.Check {
        guard case .map(let entries) = reading.value else { throw reading.problem("each check must be a mapping") }
        let type: String = try RuleFields(reading: reading, entries: entries).required("type")
        guard let primitive = CheckPrimitives.all[type] else {
            throw reading.at(.key("type"), .scalar(.text(type)))
                .problem("unknown check type '\(type)'\(Suggestions.didYouMean(type, among: CheckPrimitives.all.keys))")
        }
        let declared = primitive.declaration.parameters
        let fields = try reading.fields(allowed: checkKeys + declared.map(\.name), in: "check '\(type)'")
        if let missing = declared.first(where: { $0.required && !fields.contains($0.name) }) {
            throw reading.problem("missing key '\(missing.name)'")
        }
        var parameters = fields
        parameters.entries.removeAll { entry in checkKeys.contains(entry.key) }
        let citation: Int? = try fields.optional("citation")
        return Rule.Check(primitive: try primitive.init(parameters), appliesTo: try fields.optional("appliesTo"),
                          message: MessageTemplate(try fields.required("message")), severity: try fields.optional("severity"),
                          citationIndex: (citation ?? 1) - 1, citationDeclared: citation != nil,
                          citationIndexByVariant: (try fields.optional("citationFor", as: [String: Int].self) ?? [:]).mapValues { $0 - 1 },
                          messageByVariant: (try fields.optional("messageFor", as: [String: String].self) ?? [:])
                            .sorted { $0.key < $1.key }.map { ($0.key, MessageTemplate($0.value)) },
                          interfaceBuilderMessage: (try fields.optional("messageInInterfaceBuilder", as: String.self)).map(MessageTemplate.init),
                          fix: try fields.optional("fix"))
    }

    private static func parameter(_ declared: RuleDocument.Parameter, file: String) throws -> RuleParameter {
        guard let defaultValue = RuleParameter.Value(declared.defaultValue), let value = RuleParameter.Value(declared.value) else {
            throw Failure(file: file, message: "parameter '\(declared.name)' needs a default value: a number, true or false, or text")
        }
        return RuleParameter(name: declared.name, defaultValue: defaultValue, value: value)
    }

    /// The YAML node at `path` in a rule file (with `key`, the last key itself rather than its
    /// value), for the line and column of a problem.
    private static func yamlNode(at path: [RulePathStep], in root: Node, key isKey: Bool) -> Node? {
        var node = root
        for (position, step) in path.enumerated() {
            switch step {
            case .key(let key):
                guard let entry = node.mapping?.first(where: { $0.key.string == key }) else { return node }
                node = isKey && position == path.count - 1 ? entry.key : entry.value
            case .index(let index):
                guard let items = node.sequence, items.indices.contains(index) else { return node }
                node = items[index]
            }
        }
        return node
    }
}
