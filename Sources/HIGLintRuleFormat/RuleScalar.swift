import Yams

/// A scalar of a rule file, typed the way higlint reads rule files: a plain (unquoted) scalar
/// that reads as a whole number, a number, `true`/`false` or `null` is one (YAML 1.2's core
/// schema); anything else, and anything quoted, is text. (Not YAML 1.1's `yes`/`on` booleans.)
public enum RuleScalar: Sendable, Equatable {
    case integer(Int)
    case number(Double)
    case boolean(Bool)
    case text(String)
    case null

    public init(_ scalar: Node.Scalar) {
        let text = scalar.string
        guard scalar.style == .plain || scalar.style == .any else {
            self = .text(text)
            return
        }
        if let n = Int(text) { self = .integer(n) }
        else if let n = Double(text), n.isFinite { self = .number(n) }
        else if ["true", "True", "TRUE"].contains(text) { self = .boolean(true) }
        else if ["false", "False", "FALSE"].contains(text) { self = .boolean(false) }
        else if ["", "~", "null", "Null", "NULL"].contains(text) { self = .null }
        else { self = .text(text) }
    }

    /// The kind's name in the embedded document.
    public var kind: String {
        switch self {
        case .integer: return "integer"
        case .number: return "number"
        case .boolean: return "boolean"
        case .text: return "text"
        case .null: return "null"
        }
    }

    /// The value as text, as it reads in a rule file.
    public var text: String {
        switch self {
        case .integer(let n): return String(n)
        case .number(let n): return "\(n)"
        case .boolean(let b): return b ? "true" : "false"
        case .text(let s): return s
        case .null: return "null"
        }
    }
}
