import HIGLintRuleFormat
import Yams

/// A value of a rule that users may change in `.higlint.yml`, declared in the rule file and used
/// in its checks as `$name`:
///
///     parameters:
///       max: 5
///     checks:
///       - type: childCount
///         when: { greaterThan: $max }
struct RuleParameter: Sendable, Equatable {
    enum Value: Sendable, Equatable, CustomStringConvertible {
        case integer(Int)
        case number(Double)
        case boolean(Bool)
        case text(String)

        var description: String {
            switch self {
            case .integer(let n): return String(n)
            case .number(let n): return PropertyValue.format(n)
            case .boolean(let b): return b ? "true" : "false"
            case .text(let s): return s
            }
        }

        /// The value as the rule document writes it.
        var scalar: RuleScalar {
            switch self {
            case .integer(let n): return .integer(n)
            case .number(let n): return .number(n)
            case .boolean(let b): return .boolean(b)
            case .text(let s): return .text(s)
            }
        }

        /// The value a rule document gives; nil for `null`, which no parameter may have.
        init?(_ scalar: RuleScalar) {
            switch scalar {
            case .integer(let n): self = .integer(n)
            case .number(let n): self = .number(n)
            case .boolean(let b): self = .boolean(b)
            case .text(let s): self = .text(s)
            case .null: return nil
            }
        }

        /// The same kind of value as this one, from a YAML scalar; nil when it is of another kind.
        func sameKind(from node: Node) -> Value? {
            guard let scalar = node.scalar else { return nil }
            switch self {
            case .integer: return Int(scalar.string).map(Value.integer)
            case .number: return Double(scalar.string).flatMap { $0.isFinite ? Value.number($0) : nil }
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
    }

    var name: String
    var defaultValue: Value
    var value: Value
}
