/// The bytes of HTML or SVG being written: markup, coordinates and escaped texts appended as UTF-8
/// without a String made for each piece. A drawing is hundreds of small pieces (four coordinates a
/// box, a class, a label), and the visual report draws a screen for each file with findings.
///
/// - Note: Writing the drawings and the findings' lists here instead of by string interpolation
///   took the report's own work (reading files again, laying out, drawing, listing) from 40 % to
///   33 % of the processor time of the visual report's run on 1,000 screens with findings
///   (`Benchmarks/run findings`, `--jobs 1`, perf); escaping by bytes here took the lists from 7.6 %
///   to 3.2 %.
///
/// - Note: keeping the bytes in memory of its own, where appending is a copy, rather than in an
///   array, whose `append(contentsOf:)` cost about a hundred instructions a piece, and appending
///   numbers and the runs of a text between escapes whole, took the visual report's run on
///   1,000 screens with findings from 3,134 to 3,072 million instructions (`Benchmarks/instructions`).
struct MarkupBuffer: Sendable {
    /// The bytes: one buffer's own, copied before a change if another buffer shares them.
    private final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) var base: UnsafeMutablePointer<UInt8>
        @exclusivity(unchecked) var count = 0
        @exclusivity(unchecked) var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 256)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        func copy(capacity: Int) -> Storage {
            let copy = Storage(capacity: capacity)
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }
    }

    private var storage: Storage

    init(capacity: Int = 0) { storage = Storage(capacity: capacity) }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// The text written.
    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Room for `count` more bytes, which the caller writes: where they go.
    @inline(__always)
    private mutating func extend(by count: Int) -> UnsafeMutablePointer<UInt8> {
        let needed = storage.count + count
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(capacity: max(needed, storage.capacity))
        } else if needed > storage.capacity {
            storage = storage.copy(capacity: max(needed, 2 * storage.capacity))
        }
        let end = storage.base + storage.count
        storage.count = needed
        return end
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) { extend(by: 1).initialize(to: byte) }

    @inline(__always)
    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        extend(by: bytes.count).initialize(from: source, count: bytes.count)
    }

    /// Markup, as it is.
    mutating func add(_ markup: StaticString) {
        markup.withUTF8Buffer { append($0) }
    }

    /// Markup made elsewhere (a nested drawing, a class name), as it is: never text from a description.
    mutating func add(markup: String) {
        var markup = markup
        markup.withUTF8 { append($0) }
    }

    /// Text from a description or a finding, escaped for element content or a quoted attribute
    /// value: markup characters as references, controls other than line breaks and tabs (which
    /// HTML does not allow) as U+FFFD. `HTMLText` escapes through here.
    mutating func add(text: String) {
        var text = text
        text.withUTF8 { utf8 in
            // The runs of bytes between the ones to escape are copied whole. A String's bytes are
            // valid UTF-8, so a C1 control (U+0080 to U+009F) is 0xC2 and a byte from 0x80 to 0x9F.
            var runStart = 0, index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let isC1 = byte == 0xC2 && index + 1 < utf8.count && (0x80...0x9F).contains(utf8[index + 1])
                guard HTMLText.needsEscaping(byte), byte != 0xC2 || isC1 else {
                    index += 1
                    continue
                }
                append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
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
            append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
    }

    /// `file:line:column`, the file escaped.
    mutating func add(_ location: SourceLocation) {
        add(text: location.file)
        append(UInt8(ascii: ":"))
        add(int: location.line)
        append(UInt8(ascii: ":"))
        add(int: location.column)
    }

    /// An integer's decimal digits, written in place.
    mutating func add(int value: Int) { add(digitsOf: value.magnitude, negative: value < 0, tenth: nil) }

    /// A coordinate to a tenth, without a needless fraction, within a million points
    /// (`ScreenDrawing.bounded`).
    mutating func add(coordinate value: Double) {
        let tenths = Int((ScreenDrawing.bounded(value) * 10).rounded())
        let tenth = UInt8(tenths.magnitude % 10)
        add(digitsOf: tenths.magnitude / 10, negative: tenths < 0, tenth: tenth == 0 ? nil : tenth)
    }

    /// A number's digits, and a tenth after a point if given, written from the last into a small
    /// buffer and appended at once.
    ///
    /// - Note: writing the digits here rather than through `String(value)` took the coordinates
    ///   from 186 to 70 million of the 3,548 million instructions of the visual report's run on
    ///   1,000 screens with findings (`Benchmarks/instructions`): four coordinates a box.
    private mutating func add(digitsOf magnitude: UInt, negative: Bool, tenth: UInt8?) {
        // A sign, at most 20 digits, a point and a tenth.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 23) { digits in
            var start = digits.count
            func write(_ byte: UInt8) {
                start -= 1
                digits[start] = byte
            }
            if let tenth {
                write(UInt8(ascii: "0") + tenth)
                write(UInt8(ascii: "."))
            }
            var rest = magnitude
            repeat {
                write(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            if negative { write(UInt8(ascii: "-")) }
            append(UnsafeBufferPointer(rebasing: digits[start...]))
        }
    }
}
