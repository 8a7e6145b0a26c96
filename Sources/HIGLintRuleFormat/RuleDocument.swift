import Yams

/// Turns a rule file (YAML, as written in `Rules/`) into the JSON document higlint decodes:
///
///     {"parameters": [{"name": "max", "kind": "integer", "default": "5", "value": "4"}],
///      "rule": {…the file without `parameters`, every `$name` replaced by its value…}}
///
/// The build does this once for the rules compiled into higlint, so that starting higlint reads
/// JSON, which is several times faster to decode than YAML; project rule files and rules with
/// parameters set in `.higlint.yml` go the same way at run time.
public enum RuleDocument {
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    /// - Parameters:
    ///   - root: the rule file, composed by Yams.
    ///   - overrides: values for some declared parameters (already checked to be of their kind).
    public static func json(from root: Node.Mapping, overrides: [String: RuleScalar] = [:]) throws -> String {
        var parameters: [(name: String, defaultValue: RuleScalar, value: RuleScalar)] = []
        if let declared = root["parameters"] {
            guard let mapping = declared.mapping else {
                throw Failure(message: "parameters must be a mapping of names to default values")
            }
            for (key, value) in mapping {
                guard let name = key.scalar?.string, let scalar = value.scalar else {
                    throw Failure(message: "each parameter needs a name and a scalar default value")
                }
                let defaultValue = RuleScalar(scalar)
                parameters.append((name, defaultValue, overrides[name] ?? defaultValue))
            }
        }
        let values = Dictionary(parameters.map { ("$" + $0.name, $0.value) }, uniquingKeysWith: { first, _ in first })

        var out = "{\"parameters\":["
        out += parameters.map { parameter in
            "{\"name\":\(JSONText.quoted(parameter.name)),\"kind\":\"\(parameter.defaultValue.kind)\","
                + "\"default\":\(JSONText.quoted(parameter.defaultValue.text)),\"value\":\(JSONText.quoted(parameter.value.text))}"
        }.joined(separator: ",")
        out += "],\"rule\":{"
        out += root.filter { $0.key.scalar?.string != "parameters" }
            .map { JSONText.quoted($0.key.scalar?.string ?? "") + ":" + json(of: $0.value, values) }
            .joined(separator: ",")
        return out + "}}"
    }

    private static func json(of node: Node, _ values: [String: RuleScalar]) -> String {
        switch node {
        case .scalar(let scalar):
            if scalar.string.hasPrefix("$"), let value = values[scalar.string] { return value.json }
            return RuleScalar(scalar).json
        case .mapping(let mapping):
            return "{" + mapping.map { JSONText.quoted($0.key.scalar?.string ?? "") + ":" + json(of: $0.value, values) }
                .joined(separator: ",") + "}"
        case .sequence(let sequence):
            return "[" + sequence.map { json(of: $0, values) }.joined(separator: ",") + "]"
        case .alias:
            return "null"
        }
    }
}
