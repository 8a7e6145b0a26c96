/// JSON strings, byte by byte: what the JSON writers (`PrettyJSONWriter`, `convert`) escape, and where
/// the JSON parser ends a plain run of a string's bytes. The bytes a JSON string cannot hold as
/// they are: control characters, `"` and `\`; everything else (slashes and non-ASCII included)
/// is written as it is.
enum JSONStringBytes {
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// Where the first byte JSON escapes is in `bytes`, from `start` on; `bytes.count` when there
    /// is none.
    static func firstToEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count && !needsEscape(bytes[index]) { index += 1 }
        return index
    }

    /// `value` as a JSON string literal, quotes included: for JSON written as text (`convert`).
    static func quoted(_ value: String) -> String {
        var out = ByteBuffer(capacity: value.utf8.count + 2)
        out.append(UInt8(ascii: "\""))
        appendEscaped(value, to: &out)
        out.append(UInt8(ascii: "\""))
        return out.string
    }

    /// `value` escaped, without the quotes: `"` and `\`, and control characters (the usual ones
    /// by name, the others as `\u00xx`, lowercase, as Foundation's encoder writes them). Every
    /// byte escaped is ASCII, so the text between them is copied in runs of bytes.
    static func appendEscaped(_ value: String, to out: inout ByteBuffer) {
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while true {
                index = firstToEscape(in: bytes, from: index)
                guard index < bytes.count else { break }
                let byte = bytes[index]
                out.append(UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                index += 1
                runStart = index
                switch byte {
                case UInt8(ascii: "\""): out.append("\\\"")
                case UInt8(ascii: "\\"): out.append("\\\\")
                case UInt8(ascii: "\n"): out.append("\\n")
                case UInt8(ascii: "\r"): out.append("\\r")
                case UInt8(ascii: "\t"): out.append("\\t")
                case 0x08: out.append("\\b")
                case 0x0C: out.append("\\f")
                default:
                    func hexDigit(_ value: UInt8) -> UInt8 { value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10 }
                    out.append("\\u00")
                    out.append(hexDigit(byte >> 4))
                    out.append(hexDigit(byte & 0xF))
                }
            }
            out.append(UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }
}
