/// The bytes of HTML or SVG being written: markup, coordinates and escaped texts appended as UTF-8
/// without a String made for each piece. A drawing is hundreds of small pieces (four coordinates a
/// box, a class, a label), and the visual report draws a screen for each file with findings.
///
/// - Note: Writing the drawings and the findings' lists here instead of by string interpolation
///   took the report's own work (reading files again, laying out, drawing, listing) from 40 % to
///   33 % of the processor time of the visual report's run on 1,000 screens with findings
///   (`Benchmarks/run findings`, `--jobs 1`, perf); escaping by bytes here took the lists from 7.6 %
///   to 3.2 %.
struct MarkupBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// The text written.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Markup, as it is.
    mutating func add(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup made elsewhere (a nested drawing, a class name), as it is: never text from a description.
    mutating func add(markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Text from a description or a finding, escaped for element content or a quoted attribute
    /// value: markup characters as references, controls other than line breaks and tabs (which
    /// HTML does not allow) as U+FFFD. `HTMLText` escapes through here.
    mutating func add(text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard utf8.contains(where: HTMLText.needsEscaping) else {
                bytes.append(contentsOf: utf8)
                return
            }
            // Byte by byte: a String's bytes are valid UTF-8, so a C1 control (U+0080 to U+009F)
            // is 0xC2 and a byte from 0x80 to 0x9F.
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                index += 1
                switch byte {
                case UInt8(ascii: "&"): add("&amp;")
                case UInt8(ascii: "<"): add("&lt;")
                case UInt8(ascii: ">"): add("&gt;")
                case UInt8(ascii: "\""): add("&quot;")
                case UInt8(ascii: "'"): add("&#39;")
                case 0x0A, 0x09: bytes.append(byte)
                case 0..<0x20, 0x7F: add("\u{FFFD}")
                case 0xC2 where index < utf8.count && (0x80...0x9F).contains(utf8[index]):
                    index += 1
                    add("\u{FFFD}")
                default: bytes.append(byte)
                }
            }
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

    /// An integer's decimal digits, written in place.
    ///
    /// - Note: writing the digits here rather than through `String(value)` took the coordinates
    ///   from 186 to 93 million of the 3,548 million instructions of the visual report's run on
    ///   1,000 screens with findings (`Benchmarks/instructions`): four coordinates a box.
    mutating func add(int value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let magnitude = value.magnitude
        var divisor: UInt = 1
        while magnitude / divisor >= 10 { divisor *= 10 }
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(magnitude / divisor % 10))
            divisor /= 10
        } while divisor > 0
    }

    /// A coordinate to a tenth, without a needless fraction, within a million points
    /// (`ScreenDrawing.bounded`).
    mutating func add(coordinate value: Double) {
        let whole = Int((ScreenDrawing.bounded(value) * 10).rounded())
        if whole % 10 == 0 {
            add(int: whole / 10)
            return
        }
        if whole < 0 { bytes.append(UInt8(ascii: "-")) }
        add(int: abs(whole) / 10)
        bytes.append(UInt8(ascii: "."))
        bytes.append(UInt8(ascii: "0") + UInt8(abs(whole) % 10))
    }
}
