import Foundation
import Yams

/// Decodes one rule file. Keys are checked strictly: a misspelt key is an error, never ignored.
enum RuleFile {
    struct Failure: Error, CustomStringConvertible {
        var file: String
        var message: String
        var description: String { "\(file): \(message)" }
    }

    static let ruleKeys = ["id", "title", "severity", "enabled", "summary", "parameters", "appliesTo", "checks", "citations", "examples"]
    static let checkKeys = ["type", "appliesTo", "message", "severity", "citation", "citationFor"]
    /// Variables every check can use in its message.
    static let commonVariables = ["element", "kind", "label"]

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
                               citationIndex: (header.citation ?? 1) - 1,
                               citationIndexByVariant: (header.citationFor ?? [:]).mapValues { $0 - 1 })
        }
    }

    /// Decodes a rule file; `overrides` give some of its parameters other values (from
    /// `.higlint.yml`), already checked for kind by the configuration.
    static func decode(_ text: String, file: String, overrides: [String: RuleParameter.Value] = [:]) throws -> Rule {
        do {
            guard var node = try Yams.compose(yaml: text), let original = node.mapping else {
                throw Failure(file: file, message: "a rule file must be a YAML mapping")
            }
            try checkKeys(of: original, allowed: ruleKeys, context: "rule", file: file)
            var parameters: [RuleParameter] = []
            if let declared = original["parameters"] {
                guard let declaredMapping = declared.mapping else { throw Failure(file: file, message: "parameters must be a mapping of names to default values") }
                for (key, value) in declaredMapping {
                    guard let name = key.string, let defaultValue = RuleParameter.Value.from(value) else {
                        throw Failure(file: file, message: "each parameter needs a name and a scalar default value")
                    }
                    parameters.append(RuleParameter(name: name, defaultValue: defaultValue, value: overrides[name] ?? defaultValue))
                }
            }
            node = RuleParameter.substitute(parameters, in: node)
            guard let mapping = node.mapping else { throw Failure(file: file, message: "a rule file must be a YAML mapping") }
            for check in mapping["checks"]?.sequence ?? [] {
                guard let checkMapping = check.mapping else { throw Failure(file: file, message: "each check must be a mapping") }
                let type = checkMapping["type"]?.string ?? ""
                let parameters = CheckPrimitives.all[type].map { $0.parameters } ?? []
                try checkKeys(of: checkMapping, allowed: checkKeys + parameters, context: "check '\(type)'", file: file)
            }
            let decoder = YAMLDecoder()
            let header = try decoder.decode(Header.self, from: node)
            let checks = try decoder.decode(ChecksOnly.self, from: node).checks.map(\.check)
            guard !checks.isEmpty else { throw Failure(file: file, message: "a rule needs at least one check") }
            guard !header.citations.isEmpty else { throw Failure(file: file, message: "a rule needs at least one citation") }
            for check in checks {
                guard ([check.citationIndex] + check.citationIndexByVariant.values).allSatisfy(header.citations.indices.contains) else {
                    throw Failure(file: file, message: "a check names a citation the rule does not have; it has \(header.citations.count)")
                }
                let known = Set(commonVariables + type(of: check.primitive).variables)
                // `{@name}` is the checked element's property `name`.
                if let unknown = check.message.placeholders.first(where: { !known.contains($0) && !$0.hasPrefix("@") }) {
                    throw Failure(file: file, message: "message uses {\(unknown)}, which '\(type(of: check.primitive).typeName)' does not provide (it provides \(known.sorted().joined(separator: ", ")))")
                }
            }
            return Rule(id: header.id, title: header.title, severity: header.severity, enabledByDefault: header.enabled ?? true,
                        summary: header.summary.trimmingCharacters(in: .whitespacesAndNewlines), parameters: parameters,
                        appliesTo: header.appliesTo, checks: checks, citations: header.citations, examples: header.examples,
                        source: text)
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
                let line = key.mark.map { ":\($0.line)" } ?? ""
                throw Failure(file: file + line, message: "unknown key '\(name)' in \(context)\(Suggestions.didYouMean(name, among: allowed))")
            }
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing key '\(key.stringValue)' at \(path(context).isEmpty ? "top level" : path(context))"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return "\(path(context)): \(context.debugDescription)"
        @unknown default: return "\(error)"
        }
    }
}
