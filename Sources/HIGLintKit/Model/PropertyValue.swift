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
        case .string(let s): return PropertyValue.decimal(s)
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

    /// A plain decimal such as `44`, `-7` or `0.5`; not `1e2`, `nan`, `inf` or hexadecimal, which
    /// the schemas refuse too.
    static func decimal(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let unsigned = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        let parts = unsigned.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
        else { return nil }
        return Double(trimmed)
    }

    static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }
}
