import Yams

/// A value of a rule that users may change in `.higlint.yml`, declared in the rule file and used
/// in its checks as `$name`:
///
///     parameters:
///       max: 5
///     checks:
///       - type: childCount
///         when: { greaterThan: $max }
public struct RuleParameter: Sendable, Equatable {
    public enum Value: Sendable, Equatable, CustomStringConvertible {
        case integer(Int)
        case number(Double)
        case boolean(Bool)
        case text(String)

        public var description: String {
            switch self {
            case .integer(let n): return String(n)
            case .number(let n): return PropertyValue.format(n)
            case .boolean(let b): return b ? "true" : "false"
            case .text(let s): return s
            }
        }

        /// The YAML node that stands in for `$name` in the rule file.
        var node: Node {
            switch self {
            case .integer(let n): return Node(String(n), Tag(.int))
            case .number(let n): return Node(String(n), Tag(.float))
            case .boolean(let b): return Node(b ? "true" : "false", Tag(.bool))
            case .text(let s): return Node(s, Tag(.str), .doubleQuoted)
            }
        }

        /// The same kind of value as this one, from a YAML scalar; nil when it is of another kind.
        func sameKind(from node: Node) -> Value? {
            guard let scalar = node.scalar else { return nil }
            switch self {
            case .integer: return Int(scalar.string).map(Value.integer)
            case .number: return Double(scalar.string).map(Value.number)
            case .boolean: return ["true": true, "false": false][scalar.string].map(Value.boolean)
            case .text: return .text(scalar.string)
            }
        }

        var kindName: String {
            switch self {
            case .integer: return "a whole number"
            case .number: return "a number"
            case .boolean: return "true or false"
            case .text: return "text"
            }
        }

        static func from(_ node: Node) -> Value? {
            guard let scalar = node.scalar else { return nil }
            let text = scalar.string
            if scalar.style == .plain {
                if let n = Int(text) { return .integer(n) }
                if let n = Double(text) { return .number(n) }
                if text == "true" || text == "false" { return .boolean(text == "true") }
            }
            return .text(text)
        }
    }

    public var name: String
    public var defaultValue: Value
    public var value: Value

    /// Replaces every scalar `$name` under `node` with the parameter's value.
    static func substitute(_ parameters: [RuleParameter], in node: Node) -> Node {
        switch node {
        case .scalar(let scalar):
            if scalar.string.hasPrefix("$"), let parameter = parameters.first(where: { "$" + $0.name == scalar.string }) {
                return parameter.value.node
            }
            return node
        case .mapping(let mapping):
            return .mapping(Node.Mapping(mapping.map { ($0.key, substitute(parameters, in: $0.value)) }, mapping.tag, mapping.style))
        case .sequence(let sequence):
            return .sequence(Node.Sequence(sequence.map { substitute(parameters, in: $0) }, sequence.tag, sequence.style))
        case .alias:
            return node
        }
    }
}
