import Yams

/// A rule file (YAML, as written in `Rules/`) as higlint makes its rule from it: the declared
/// parameters, and the rest of the file as a plain value tree with every `$name` replaced by the
/// parameter's value in force. The build makes these of the rules compiled into higlint (as Swift
/// literals: starting higlint parses neither YAML nor JSON); project rule files and rules with
/// parameters set in `.higlint.yml` are made at run time.
public struct RuleDocument: Sendable {
    public struct Failure: Error, CustomStringConvertible {
        public var message: String
        public var description: String { message }
    }

    public struct Parameter: Sendable {
        public var name: String
        public var defaultValue: RuleScalar
        public var value: RuleScalar

        public init(name: String, defaultValue: RuleScalar, value: RuleScalar) {
            (self.name, self.defaultValue, self.value) = (name, defaultValue, value)
        }
    }

    public var parameters: [Parameter]
    /// The file without `parameters`: a mapping.
    public var rule: RuleValue

    public init(parameters: [Parameter], rule: RuleValue) {
        self.parameters = parameters
        self.rule = rule
    }

    /// - Parameters:
    ///   - root: the rule file, composed by Yams.
    ///   - overrides: values for some declared parameters (already checked to be of their kind).
    public init(_ root: Node.Mapping, overrides: [String: RuleScalar] = [:]) throws {
        var parameters: [Parameter] = []
        if let declared = root["parameters"] {
            guard let mapping = declared.mapping else {
                throw Failure(message: "parameters must be a mapping of names to default values")
            }
            for (key, value) in mapping {
                guard let name = key.scalar?.string, let scalar = value.scalar else {
                    throw Failure(message: "each parameter needs a name and a scalar default value")
                }
                let defaultValue = RuleScalar(scalar)
                parameters.append(Parameter(name: name, defaultValue: defaultValue, value: overrides[name] ?? defaultValue))
            }
        }
        let values = Dictionary(parameters.map { ("$" + $0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        self.parameters = parameters
        rule = .map(root.filter { $0.key.scalar?.string != "parameters" }.map { ($0.key.scalar?.string ?? "", Self.value(of: $0.value, values)) })
    }

    private static func value(of node: Node, _ values: [String: RuleScalar]) -> RuleValue {
        switch node {
        case .scalar(let scalar):
            if scalar.string.hasPrefix("$"), let value = values[scalar.string] { return .scalar(value) }
            return .scalar(RuleScalar(scalar))
        case .mapping(let mapping):
            return .map(mapping.map { ($0.key.scalar?.string ?? "", value(of: $0.value, values)) })
        case .sequence(let sequence):
            return .list(sequence.map { value(of: $0, values) })
        case .alias:
            return .scalar(.null)
        }
    }

    /// The document as a Swift expression that makes it again.
    public var swiftLiteral: String {
        "RuleDocument(parameters: [" + parameters.map {
            "RuleDocument.Parameter(name: \(RuleScalar.stringLiteral($0.name)), defaultValue: \($0.defaultValue.swiftLiteral), value: \($0.value.swiftLiteral))"
        }.joined(separator: ", ") + "], rule: \(rule.swiftLiteral))"
    }
}
