import Foundation
import HIGLintRuleFormat
import Yams

/// Decodes one rule file. Keys are checked strictly: a misspelt key is an error, never ignored.
enum RuleFile {
    struct Failure: Error, CustomStringConvertible {
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

    private struct Header: Decodable {
        var id: String
        var title: String
        var severity: Severity
        var enabled: Bool?
        var summary: String
        var appliesTo: Selector
        var citations: [Citation]
        var examples: Rule.Examples
    }

    private struct CheckHeader: Decodable {
        var type: String
        var appliesTo: Selector?
        var message: String
        /// Messages by finding variant, for checks whose cases need other words.
        var messageFor: [String: String]?
        var severity: Severity?
        /// Which of the rule's citations (1-based) this check's findings carry.
        var citation: Int?
        /// Citations (1-based) by finding variant, for checks whose cases different guidelines cover.
        var citationFor: [String: Int]?
    }

    private struct ChecksOnly: Decodable {
        var checks: [AnyCheck]
    }

    /// Decodes each check with the primitive its `type` names.
    private struct AnyCheck: Decodable {
        var check: Rule.Check
        init(from decoder: Decoder) throws {
            let header = try CheckHeader(from: decoder)
            guard let primitiveType = CheckPrimitives.all[header.type] else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: decoder.codingPath,
                    debugDescription: "unknown check type '\(header.type)'\(Suggestions.didYouMean(header.type, among: CheckPrimitives.all.keys))"))
            }
            check = Rule.Check(primitive: try primitiveType.init(from: decoder), appliesTo: header.appliesTo,
                               message: MessageTemplate(header.message), severity: header.severity,
                               citationIndex: (header.citation ?? 1) - 1, citationDeclared: header.citation != nil,
                               citationIndexByVariant: (header.citationFor ?? [:]).mapValues { $0 - 1 },
                               messageByVariant: (header.messageFor ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, MessageTemplate($0.value)) })
        }
    }

    /// The document a rule file becomes (see `RuleDocument`), as decoded.
    private struct Document: Decodable {
        var parameters: [DeclaredParameter]
        var rule: Body

        struct Body: Decodable {
            var header: Header
            var checks: [AnyCheck]
            init(from decoder: Decoder) throws {
                header = try Header(from: decoder)
                checks = try ChecksOnly(from: decoder).checks
            }
        }
    }

    private struct DeclaredParameter: Decodable {
        var name: String
        var kind: String
        var `default`: String
        var value: String

        func parameter() throws -> RuleParameter {
            guard let defaultValue = RuleParameter.Value(kind: kind, text: self.default),
                  let value = RuleParameter.Value(kind: kind, text: value) else {
                throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "parameter '\(name)' needs a default value: a number, true or false, or text"))
            }
            return RuleParameter(name: name, defaultValue: defaultValue, value: value)
        }
    }

    /// Decodes a rule file; `overrides` give some of its parameters other values (from
    /// `.higlint.yml`), already checked for kind by the configuration.
    static func decode(_ text: String, file: String, overrides: [String: RuleParameter.Value] = [:]) throws -> Rule {
        do {
            // No implicit tag resolution: Yams resolves tags with a chain of regular expressions on
            // every comparison of keys. The encoding is named because its default reads the whole
            // environment on every call.
            guard let node = try Yams.compose(yaml: text, .basic, .default, .utf8), let mapping = node.mapping else {
                throw Failure(file: file, message: "a rule file must be a YAML mapping")
            }
            try checkKeys(of: mapping, allowed: ruleKeys, context: "rule", file: file)
            for check in mapping["checks"]?.sequence ?? [] {
                guard let checkMapping = check.mapping else { throw Failure(file: file, message: "each check must be a mapping") }
                let type = checkMapping["type"]?.string ?? ""
                // An unknown type first: its keys cannot be judged without it.
                if let typeNode = checkMapping["type"], CheckPrimitives.all[type] == nil {
                    throw Failure(file: file, at: typeNode.mark,
                                  message: "unknown check type '\(type)'\(Suggestions.didYouMean(type, among: CheckPrimitives.all.keys))")
                }
                let parameters = CheckPrimitives.all[type].map { $0.parameters } ?? []
                try checkKeys(of: checkMapping, allowed: checkKeys + parameters, context: "check '\(type)'", file: file)
            }
            do {
                try RuleValidation.validate(mapping)
            } catch {
                throw Failure(file: file, at: error.mark, message: error.message)
            }
            let json = try RuleDocument.json(from: mapping, overrides: overrides.mapValues(\.scalar))
            return try decode(document: json, source: text, file: file)
        } catch let failure as RuleDocument.Failure {
            throw Failure(file: file, message: failure.message)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(file: file, message: "\(error)")
        }
    }

    /// Decodes the JSON document of a rule file (see `RuleDocument`); `source` is the rule file.
    /// `checkedPatterns` says that the rule's regular expressions are known to compile (the
    /// built-in rules'), so they are compiled only when first used.
    static func decode(document json: String, source: String, file: String, checkedPatterns: Bool = false) throws -> Rule {
        do {
            let decoder = JSONDecoder()
            if checkedPatterns { decoder.userInfo[Pattern.compileOnFirstUse] = true }
            let document = try decoder.decode(Document.self, from: Data(json.utf8))
            let header = document.rule.header
            let checks = document.rule.checks.map(\.check)
            guard !checks.isEmpty else { throw Failure(file: file, message: "a rule needs at least one check") }
            guard !header.citations.isEmpty else { throw Failure(file: file, message: "a rule needs at least one citation") }
            for check in checks {
                guard ([check.citationIndex] + check.citationIndexByVariant.values).allSatisfy(header.citations.indices.contains) else {
                    throw Failure(file: file, message: "a check names a citation the rule does not have; it has \(header.citations.count)")
                }
                let known = Set(commonVariables + type(of: check.primitive).variables)
                // `{@name}` is the checked element's property `name`.
                let placeholders = ([check.message] + check.messageByVariant.map(\.message)).flatMap(\.placeholders)
                if let unknown = placeholders.first(where: { !known.contains($0) && !$0.hasPrefix("@") }) {
                    throw Failure(file: file, message: "message uses {\(unknown)}, which '\(type(of: check.primitive).typeName)' does not provide (it provides \(known.sorted().joined(separator: ", ")))")
                }
            }
            return Rule(id: header.id, title: header.title, severity: header.severity, enabledByDefault: header.enabled ?? true,
                        summary: header.summary.trimmedOfWhitespaceAndNewlines,
                        parameters: try document.parameters.map { try $0.parameter() },
                        appliesTo: header.appliesTo, checks: checks, citations: header.citations, examples: header.examples,
                        source: source, document: json)
        } catch let failure as Failure {
            throw failure
        } catch let error as DecodingError {
            throw Failure(file: file, message: describe(error))
        } catch {
            throw Failure(file: file, message: "\(error)")
        }
    }

    private static func checkKeys(of mapping: Node.Mapping, allowed: [String], context: String, file: String) throws {
        for key in mapping.keys {
            guard let name = key.string, allowed.contains(name) else {
                let name = key.string ?? "?"
                throw Failure(file: file, at: key.mark, message: "unknown key '\(name)' in \(context)\(Suggestions.didYouMean(name, among: allowed))")
            }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            // Paths are within the rule, not the document around it.
            context.codingPath.drop(while: { $0.stringValue == "rule" }).map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context).isEmpty ? "top level" : path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let place = path(context)
            return place.isEmpty ? context.debugDescription : "\(place): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
