/// Text from input (a title quoted in a message, a file's name, an element path), made safe to
/// show to a person: in a terminal, a CI log, a workflow command, a Markdown comment.
///
/// Control characters (C0, DEL and C1), the line and paragraph separators (U+2028, U+2029) and
/// the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) are written as JSON
/// writes escapes: `\n`, `\r`, `\t`, `\b`, `\f`, and `\u001B` for the others. So an escape
/// sequence in a title cannot rewrite the reader's terminal, a line break cannot start a line
/// that looks like a finding or a workflow command, and an override cannot make text read
/// backwards. Everything else, backslashes included, is left as it is: the escapes are for
/// the eye, and the JSON and SARIF reports carry the exact text.
///
/// Every human-readable format (text, GitHub, Markdown, and the text-report lines inside the
/// JUnit report) and what `higlint convert` prints to standard error pass input through here;
/// colour codes that higlint adds itself are added around the escaped text.
public enum DisplayText {
    /// `text` with the characters above escaped.
    public static func escaped(_ text: String) -> String {
        if isSafe(text) { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        appendEscaped(text, to: &out)
        return out
    }

    /// Appends `text`, escaped, to `out`: a report appends piece by piece, without a string of
    /// its own for each.
    static func append(_ text: String, to out: inout String) {
        if isSafe(text) { out += text } else { appendEscaped(text, to: &out) }
    }

    /// Whether a scalar is shown as an escape.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// Whether no scalar of `text` needs an escape, from its UTF-8 bytes: every such scalar
    /// starts with a byte below 0x20, 0x7F, 0xC2 (U+0080–U+00BF) or 0xE2 (U+2000–U+2FFF), and
    /// most text has none of them, so it is looked at no further.
    @inline(__always)
    private static func isSafe(_ text: String) -> Bool {
        func check<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
            for byte in bytes where byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return false }
            return true
        }
        if let answer = text.utf8.withContiguousStorageIfAvailable({ check($0) }) { return answer }
        return check(text.utf8)
    }

    /// The scalars to escape are found by their UTF-8 bytes (see `isSafe`), and the runs of
    /// bytes between them copied whole.
    ///
    /// - Note: runs are copied rather than scalar by scalar, for speed: every quoted guideline has
    ///   a curly quotation mark, which starts with 0xE2.
    private static func appendEscaped(_ text: String, to out: inout String) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0, index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // The scalar starting here and its length in bytes, where it may need an escape.
                var scalar: UInt32?, length = 1
                if byte < 0x20 || byte == 0x7F {
                    scalar = UInt32(byte)
                } else if byte == 0xC2, index + 1 < bytes.count {
                    scalar = UInt32(bytes[index + 1] & 0x3F) | 0x80
                    length = 2
                } else if byte == 0xE2, index + 2 < bytes.count {
                    scalar = 0x2000 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                    length = 3
                }
                guard let value = scalar, let unicode = Unicode.Scalar(value), needsEscape(unicode) else {
                    index += byte < 0x80 ? 1 : length
                    continue
                }
                if runStart < index { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                index += length
                runStart = index
                switch unicode {
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                case "\u{08}": out += "\\b"
                case "\u{0C}": out += "\\f"
                default:
                    let hex = String(value, radix: 16, uppercase: true)
                    out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                }
            }
            if runStart < bytes.count { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self) }
        }
    }
}
