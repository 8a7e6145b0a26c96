import Foundation

/// A property's value as written. XML attributes are always text; JSON members keep their type,
/// and the vocabulary decides whether `"44"` and `44` mean the same thing (they do for numbers).
public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// The value as text, the way it would be written in an XML attribute.
    public var text: String {
        switch self {
        case .string(let s): return s
        case .number(let n): return PropertyValue.format(n)
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    public var description: String { text }

    public var number: Double? {
        switch self {
        case .number(let n): return n
        case .string(let s): return Double(s.trimmingCharacters(in: .whitespaces))
        default: return nil
        }
    }

    public var bool: Bool? {
        switch self {
        case .bool(let b): return b
        case .string("true"): return true
        case .string("false"): return false
        default: return nil
        }
    }

    static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }
}
