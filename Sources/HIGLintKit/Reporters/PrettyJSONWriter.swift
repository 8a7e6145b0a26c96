/// Pretty JSON written by hand, byte for byte as `StableJSON`'s encoder writes it (two-space
/// indentation, `"key" : value`, slashes as they are): how the JSON and SARIF reports write each
/// finding. The caller gives the keys in sorted order, as the encoder sorts them.
///
/// - Note: for speed: a finding is a handful of strings, and going through `JSONEncoder` and
///   re-indenting its text cost several times the text report on runs with many findings
///   (`Benchmarks/run findings`). Bytes are written (`ByteBuffer`) rather than appended to a
///   String for the same reason.
struct PrettyJSONWriter {
    private var bytes = ByteBuffer(capacity: 1024)
    /// The indentation of the value being written, in levels of two spaces.
    private var depth: Int
    /// Whether the open object or array has a member yet, innermost last.
    private var hasMembers: [Bool] = []

    /// A value that starts `depth` levels deep in a larger document (its first line indented too).
    init(depth: Int = 0) {
        self.depth = depth
        hasMembers.reserveCapacity(8)
        indent()
    }

    /// The JSON written.
    var text: String { bytes.string }
    /// The JSON written, as bytes.
    var written: ByteBuffer { bytes }

    /// Ends a value of a series written one after another at the writer's depth (the elements of
    /// a JSON array, a chunk of them at a time) and starts the next: a comma, a new line and the
    /// indentation, as joining the values' texts with ",\n" would.
    mutating func nextValue() {
        bytes.append(UInt8(ascii: ","))
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    mutating func openObject() { open(UInt8(ascii: "{")) }
    mutating func closeObject() { close(UInt8(ascii: "}")) }
    mutating func openArray() { open(UInt8(ascii: "[")) }
    mutating func closeArray() { close(UInt8(ascii: "]")) }

    /// Starts the member `key` of the open object; its value is written next.
    mutating func key(_ key: String) {
        nextMember()
        Self.appendQuoted(key, to: &bytes)
        bytes.append(" : ")
    }

    /// Starts the next element of the open array.
    mutating func element() { nextMember() }

    mutating func string(_ value: String) { Self.appendQuoted(value, to: &bytes) }
    mutating func int(_ value: Int) { bytes.append(int: value) }
    mutating func bool(_ value: Bool) { bytes.append(value ? "true" : "false") }

    /// A value written elsewhere at the same depth (its first line not indented).
    mutating func raw(_ json: String) { bytes.append(string: json) }
    mutating func raw(_ json: [UInt8]) { json.withUnsafeBufferPointer { bytes.append($0) } }

    /// How many bytes are written: where the next value starts, for `written(from:)`.
    var count: Int { bytes.count }
    /// The bytes written from `offset` on (a value written at some depth, to be written again at
    /// the same depth with `raw`).
    func written(from offset: Int) -> [UInt8] { bytes.bytes(from: offset) }

    mutating func member(_ key: String, _ value: String) { self.key(key); string(value) }
    mutating func member(_ key: String, _ value: Int) { self.key(key); int(value) }

    private mutating func open(_ bracket: UInt8) {
        bytes.append(bracket)
        hasMembers.append(false)
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        // An empty object or array is written as the encoder writes it: an empty line inside.
        if hasMembers.removeLast() == false { bytes.append(UInt8(ascii: "\n")) }
        bytes.append(UInt8(ascii: "\n"))
        indent()
        bytes.append(bracket)
    }

    private mutating func nextMember() {
        if hasMembers[hasMembers.count - 1] { bytes.append(UInt8(ascii: ",")) } else { hasMembers[hasMembers.count - 1] = true }
        bytes.append(UInt8(ascii: "\n"))
        indent()
    }

    private mutating func indent() { bytes.append(UInt8(ascii: " "), count: 2 * depth) }

    /// `value` quoted and escaped as the encoder does: `"` and `\`, and control characters (the
    /// usual ones by name, the others as `\u00XX`); everything else as it is. Every character
    /// escaped is ASCII, so the text between them is copied in runs of bytes.
    static func appendQuoted(_ value: String, to out: inout ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        appendEscaped(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// The member `key` whose value is the text `first` followed by `second`, without joining them.
    mutating func member(_ key: String, _ first: String, then second: String) {
        self.key(key)
        bytes.append(UInt8(ascii: "\""))
        Self.appendEscaped(first, to: &bytes)
        Self.appendEscaped(second, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// `value` escaped as `appendQuoted` escapes it, without the quotes.
    private static func appendEscaped(_ value: String, to out: inout ByteBuffer) {
        var value = value
        value.withUTF8 { bytes in
            var runStart = 0
            var index = 0
            while true {
                index = JSONStringBytes.firstToEscape(in: bytes, from: index)
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
                    // Lowercase hexadecimal, as the encoder writes it.
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
