import Testing
@testable import HIGLintKit

/// Lines and columns found from a file's line starts agree with counting from the file's start,
/// for every offset and every place of texts with CRLF, multi-byte characters and no last newline.
struct TextLinesTests {
    /// Counting from the start, byte by byte: what the line starts must agree with.
    static func counted(_ offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return (line, column)
    }

    static let texts = ["", "\n", "a", "<a b=\"c\"/>\n<d/>", "x\r\ny\r\n", "héllo\nwörld 😀 end\n\nlast", "\n\n\n", "日本語\n語",
                        // Long lines, across many checkpoints: one line of mixed widths, and lines of 63, 64 and 65 bytes.
                        String(repeating: "ab é 日 😀 ", count: 40), String(repeating: "x", count: 63) + "\n" + String(repeating: "y", count: 64)
                            + "\n" + String(repeating: "z", count: 65) + "\n" + String(repeating: "é", count: 64)]

    @Test("every offset's line and column, and back", arguments: texts)
    func roundTrip(_ text: String) {
        let bytes = Array(text.utf8)
        let lines = TextLines(bytes)
        for offset in 0...bytes.count + 2 {
            let place = lines.lineAndColumn(of: offset)
            #expect(place == Self.counted(offset, in: bytes))
            // Offsets inside a multi-byte character name the character's place, which maps back to its start.
            if offset <= bytes.count, offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                #expect(lines.offset(line: place.line, column: place.column) == offset)
            }
        }
    }

    @Test("a place the file does not have is nil")
    func missingPlaces() {
        let lines = TextLines(Array("ab\ncd".utf8))
        #expect(lines.offset(line: 0, column: 1) == nil)
        #expect(lines.offset(line: 1, column: 0) == nil)
        #expect(lines.offset(line: 3, column: 1) == nil)
        #expect(lines.offset(line: 1, column: 4) == nil)
        #expect(lines.offset(line: 1, column: 3) == 2)
        #expect(lines.offset(line: 2, column: 3) == 5)
        #expect(lines.offset(line: 2, column: 4) == nil)
    }
}
