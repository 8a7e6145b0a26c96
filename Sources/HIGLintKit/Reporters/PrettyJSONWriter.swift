/// Pretty JSON written by hand, byte for byte as `StableJSON`'s encoder writes it (two-space
/// indentation, `"key" : value`, slashes as they are): how the JSON and SARIF reports write each
/// finding. The caller gives the keys in sorted order, as the encoder sorts them.
///
/// - Note: A finding is a handful of strings; going through `JSONEncoder` and re-indenting its
///   text cost 3.2 times the text report on 10,000 files with 64,000 findings (`Benchmarks/run`'s
///   "many findings" workload); this writer, about the text report's cost.
struct PrettyJSONWriter {
    private(set) var text = ""
    /// The indentation of the value being written, in levels of two spaces.
    private var depth: Int
    /// Whether the open object or array has a member yet, innermost last.
    private var hasMembers: [Bool] = []

    /// A value that starts `depth` levels deep in a larger document (its first line indented too).
    init(depth: Int = 0) {
        self.depth = depth
        text.reserveCapacity(1024)
        indent()
    }

    mutating func openObject() { open("{") }
    mutating func closeObject() { close("}") }
    mutating func openArray() { open("[") }
    mutating func closeArray() { close("]") }

    /// Starts the member `key` of the open object; its value is written next.
    mutating func key(_ key: String) {
        nextMember()
        Self.appendQuoted(key, to: &text)
        text += " : "
    }

    /// Starts the next element of the open array.
    mutating func element() { nextMember() }

    mutating func string(_ value: String) { Self.appendQuoted(value, to: &text) }
    mutating func int(_ value: Int) { text += String(value) }
    mutating func bool(_ value: Bool) { text += value ? "true" : "false" }

    /// A value written elsewhere at the same depth (its first line not indented).
    mutating func raw(_ json: String) { text += json }

    mutating func member(_ key: String, _ value: String) { self.key(key); string(value) }
    mutating func member(_ key: String, _ value: Int) { self.key(key); int(value) }

    private mutating func open(_ bracket: String) {
        text += bracket
        hasMembers.append(false)
        depth += 1
    }

    private mutating func close(_ bracket: String) {
        depth -= 1
        // An empty object or array is written as the encoder writes it: an empty line inside.
        if hasMembers.removeLast() == false { text += "\n" }
        text += "\n"
        indent()
        text += bracket
    }

    private mutating func nextMember() {
        if hasMembers[hasMembers.count - 1] { text += "," } else { hasMembers[hasMembers.count - 1] = true }
        text += "\n"
        indent()
    }

    private mutating func indent() {
        text += depth < Self.indentation.count ? Self.indentation[depth] : String(repeating: "  ", count: depth)
    }

    private static let indentation = (0..<16).map { String(repeating: "  ", count: $0) }

    /// `value` quoted and escaped as the encoder does: `"` and `\`, and control characters (the
    /// usual ones by name, the others as `\u00XX`); everything else as it is. Every character
    /// escaped is ASCII, so the text between them is copied in runs of bytes.
    static func appendQuoted(_ value: String, to out: inout String) {
        out += "\""
        let plain = value.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
        if plain == true {
            out += value
            out += "\""
            return
        }
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                if runStart < index { out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart..<index]), as: UTF8.self) }
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): out += "\\\""
                case UInt8(ascii: "\\"): out += "\\\\"
                case UInt8(ascii: "\n"): out += "\\n"
                case UInt8(ascii: "\r"): out += "\\r"
                case UInt8(ascii: "\t"): out += "\\t"
                case 0x08: out += "\\b"
                case 0x0C: out += "\\f"
                default:
                    let hex = String(byte, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
            if runStart < bytes.count {
                out += String(decoding: UnsafeBufferPointer(rebasing: bytes[runStart...]), as: UTF8.self)
            }
        }
        out += "\""
    }
}
