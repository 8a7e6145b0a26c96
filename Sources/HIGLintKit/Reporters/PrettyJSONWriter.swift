/// How higlint writes JSON (the JSON and SARIF reports, shard files, baselines, the rule list):
/// pretty, two-space indentation, `"key" : value`, keys in sorted order, slashes as they are, an
/// empty array or object with an empty line inside — the same bytes for the same value, so that
/// files diff well. Findings are written member by member, the caller giving the keys in sorted
/// order; other values through their `Encodable` conformance (`value`).
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

    /// `value` quoted and escaped (`JSONStringBytes.appendEscaped`).
    static func appendQuoted(_ value: String, to out: inout ByteBuffer) {
        out.append(UInt8(ascii: "\""))
        JSONStringBytes.appendEscaped(value, to: &out)
        out.append(UInt8(ascii: "\""))
    }

    /// The member `key` whose value is the text `first` followed by `second`, without joining them.
    mutating func member(_ key: String, _ first: String, then second: String) {
        self.key(key)
        bytes.append(UInt8(ascii: "\""))
        JSONStringBytes.appendEscaped(first, to: &bytes)
        JSONStringBytes.appendEscaped(second, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }

    /// A value as its `Encodable` conformance describes it, object members in the order of
    /// their keys.
    mutating func value(_ value: some Encodable) throws { self.value(try EncodedJSON.of(value)) }

    mutating func value(_ json: EncodedJSON) {
        switch json {
        case .null: bytes.append("null")
        case .bool(let value): bool(value)
        case .int(let value): int(value)
        case .double(let value):
            if value.rounded() == value, let whole = Int(exactly: value) { int(whole) } else { bytes.append(string: "\(value)") }
        case .string(let value): string(value)
        case .array(let elements):
            openArray()
            for element in elements {
                self.element()
                self.value(element)
            }
            closeArray()
        case .object(let members):
            openObject()
            for (key, member) in members.sorted(by: { $0.key < $1.key }) {
                self.key(key)
                self.value(member)
            }
            closeObject()
        }
    }

    /// Elements of the open array written elsewhere, one after another at the depth of its
    /// elements (the first line indented) and separated by `nextValue`: a slice of them.
    mutating func elements(_ written: ByteBuffer) {
        guard written.count > 0 else { return }
        if hasMembers[hasMembers.count - 1] { bytes.append(UInt8(ascii: ",")) } else { hasMembers[hasMembers.count - 1] = true }
        bytes.append(UInt8(ascii: "\n"))
        written.withBytes { bytes.append($0) }
    }

    /// Writes what is written so far to `stream`, and goes on from there: a large document is
    /// never held whole.
    mutating func flush(to stream: ReportStream) {
        bytes.withBytes { stream.write(bytes: $0) }
        bytes.removeAll()
    }
}
