/// The bytes of HTML or SVG being written: markup, coordinates and escaped texts appended as UTF-8
/// without a String made for each piece. A drawing is hundreds of small pieces (four coordinates a
/// box, a class, a label), and the visual report draws a screen for each file with findings.
struct MarkupBuffer: Sendable {
    private var bytes: ByteBuffer

    init(capacity: Int = 0) { bytes = ByteBuffer(capacity: capacity) }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try bytes.withBytes(body)
    }

    /// The text written.
    var string: String { bytes.string }

    /// How many bytes are written.
    var count: Int { bytes.count }

    /// Markup, as it is.
    @inline(__always)
    mutating func add(_ markup: StaticString) { bytes.append(markup) }

    /// Markup written in another buffer, as it is.
    mutating func add(_ markup: MarkupBuffer) { markup.withBytes { bytes.append($0) } }

    /// Empties the buffer, keeping its memory when no other buffer shares it.
    mutating func removeAll() { bytes.removeAll() }

    /// Markup made elsewhere (a nested drawing, a class name), as it is: never text from a description.
    mutating func add(markup: String) { bytes.append(string: markup) }

    /// Markup made elsewhere as UTF-8 bytes (a wireframe set aside), as it is.
    mutating func add(bytes markup: [UInt8]) { markup.withUnsafeBufferPointer { bytes.append($0) } }

    /// Text from a description or a finding, escaped for element content or a quoted attribute
    /// value: markup characters as references, controls other than line breaks and tabs (which
    /// HTML does not allow) as U+FFFD. `HTMLText` escapes through here.
    mutating func add(text: String) {
        var text = text
        text.withUTF8 { utf8 in
            // The runs of bytes between the ones to escape are copied whole. A String's bytes are
            // valid UTF-8, so a C1 control (U+0080 to U+009F) is 0xC2 and a byte from 0x80 to 0x9F.
            var runStart = 0, index = 0
            while true {
                index = HTMLText.firstToEscape(in: utf8, from: index)
                guard index < utf8.count else { break }
                let byte = utf8[index]
                let isC1 = byte == 0xC2 && index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1])
                guard byte != 0xC2 || isC1 else {
                    index += 1
                    continue
                }
                bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                index += isC1 ? 2 : 1
                runStart = index
                switch byte {
                case UInt8(ascii: "&"): add("&amp;")
                case UInt8(ascii: "<"): add("&lt;")
                case UInt8(ascii: ">"): add("&gt;")
                case UInt8(ascii: "\""): add("&quot;")
                case UInt8(ascii: "'"): add("&#39;")
                default: add("\u{FFFD}")
                }
            }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    /// `file:line:column`, the file escaped.
    mutating func add(_ location: SourceLocation) {
        add(text: location.file)
        bytes.append(UInt8(ascii: ":"))
        add(int: location.line)
        bytes.append(UInt8(ascii: ":"))
        add(int: location.column)
    }

    mutating func add(int value: Int) { bytes.append(int: value) }

    /// A coordinate to a tenth, without a needless fraction, within a million points
    /// (`ScreenDrawing.bounded`).
    mutating func add(coordinate value: Double) {
        let tenths = Int((ScreenDrawing.bounded(value) * 10).rounded())
        let tenth = UInt8(tenths.magnitude % 10)
        bytes.append(digitsOf: tenths.magnitude / 10, negative: tenths < 0, tenth: tenth == 0 ? nil : tenth)
    }
}
