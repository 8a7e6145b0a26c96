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

    var bool: Bool? {
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
        var text = text
        return text.withUTF8 { decimal(bytes: $0) }
    }

    /// `decimal(_:)` of a text given as its UTF-8 bytes (a word of a longer text, say).
    ///
    /// - Note: for speed: bytes rather than a String's UTF-8 view, and insets' four numbers read
    ///   from their words' bytes, as the hit-region check reads insets on every control.
    static func decimal(bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        // By hand rather than with Foundation: selectors ask this of many values.
        var start = 0, end = bytes.count
        while start < end && bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start && bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        var index = start
        let negative = index < end && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        var sawDigit = false, sawPoint = false, digitAfterPoint = false
        // Whole numbers of up to 15 digits, most values, are exact in a Double and made here.
        var whole = 0, wholeDigits = 0
        while index < end {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if sawPoint { digitAfterPoint = true } else {
                    sawDigit = true
                    whole = whole &* 10 &+ Int(byte &- UInt8(ascii: "0"))
                    wholeDigits += 1
                }
            case UInt8(ascii: "."):
                guard sawDigit, !sawPoint else { return nil }
                sawPoint = true
            default:
                return nil
            }
        }
        guard sawDigit, !sawPoint || digitAfterPoint else { return nil }
        if !sawPoint && wholeDigits <= 15 { return negative ? -Double(whole) : Double(whole) }
        return Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
    }

    static func format(_ n: Double) -> String {
        if n.rounded() == n, abs(n) < 1e15 { return String(Int64(n)) }
        return String(n)
    }
}
