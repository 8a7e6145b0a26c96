import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The visual report's byte writer (`MarkupBuffer`) writes what the string functions it replaced
/// write: coordinates as `ScreenDrawing.n`, texts escaped as `HTMLText`.
struct MarkupBufferTests {
    @Test("a byte needs escaping when it is a control but tab and line feed, a markup character, DEL or a C1 control's first")
    func bytesThatNeedEscaping() {
        for value in 0...255 {
            let byte = UInt8(value)
            let expected = (byte < 0x20 && byte != 0x09 && byte != 0x0A) || Array("&<>\"'".utf8).contains(byte) || byte == 0x7F || byte == 0xC2
            #expect(HTMLText.needsEscaping(byte) == expected, "byte \(value)")
        }
    }

    @Test("a coordinate is written to a tenth, as Double writes the tenth, without a needless fraction")
    func coordinates() {
        var values: [Double] = [0, -0.0, 0.04, -0.04, 0.05, -0.05, 0.5, -0.5, 1, -1, 12.3, -12.3, 13.5, 294.45, 99.95, -99.95,
                                999_999.94, -999_999.96, .leastNonzeroMagnitude,
                                // Halves of a tenth, exact in binary: rounded away from zero.
                                0.25, -0.25, 2.25, -2.25, 0.75, -0.75, 1_023.75, -1_023.75, 0.049999999999999996]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            values.append(Double.random(in: -2_000...2_000, using: &generator))
            values.append(Double(Int.random(in: -20_000...20_000, using: &generator)) / 10)
        }
        for value in values {
            let rounded = (value * 10).rounded() / 10
            let expected = rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
            var buffer = MarkupBuffer()
            buffer.add(coordinate: value)
            #expect(buffer.string == expected, "\(value)")
            #expect(ScreenDrawing.n(value) == expected, "\(value)")
        }
    }

    @Test("whole numbers are written as String writes them, on either side of every change in their number of digits")
    func wholeNumbers() {
        var values = [0, 1, -1, Int.max, Int.min + 1, Int.min]
        for power in [10, 100, 1_000, 10_000, 100_000] { values += [power - 1, power, power + 1, -(power - 1), -power, -(power + 1)] }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 { values.append(Int.random(in: -20_000...20_000, using: &generator)) }
        // Several in one buffer, as a report writes them: each written after the last, none over another.
        var buffer = ByteBuffer()
        for value in values {
            buffer.append(int: value)
            buffer.append(UInt8(ascii: " "))
        }
        #expect(buffer.string == values.map(String.init).joined(separator: " ") + " ")
    }

    @Test("a coordinate a description makes huge, infinite or not a number is drawn within a million points, not a crash")
    func hugeCoordinates() {
        let cases: [(Double, String)] = [(1e20, "1000000"), (-1e20, "-1000000"), (.infinity, "1000000"), (-.infinity, "-1000000"),
                                         (.nan, "0"), (Double(Int.max), "1000000"), (.greatestFiniteMagnitude, "1000000")]
        for (value, expected) in cases {
            #expect(ScreenDrawing.n(value) == expected, "\(value)")
        }
    }

    @Test("a text is escaped: markup characters as references, controls and C1 controls as U+FFFD; line breaks, tabs and the rest kept")
    func texts() {
        let cases: [(String, String)] = [
            ("", ""), ("plain", "plain"),
            ("</script><script>alert(1)</script>", "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"),
            ("a & b < c > d \"e\" 'f'", "a &amp; b &lt; c &gt; d &quot;e&quot; &#39;f&#39;"),
            ("tab\tand\nline", "tab\tand\nline"), ("nul\u{0}bell\u{7}", "nul\u{FFFD}bell\u{FFFD}"), ("del\u{7F}", "del\u{FFFD}"),
            ("c1 \u{80} \u{85} \u{9F} and not \u{A0} \u{C2}\u{A9}", "c1 \u{FFFD} \u{FFFD} \u{FFFD} and not \u{A0} \u{C2}\u{A9}"),
            ("é é 日本 🇫🇷 👩‍👩‍👧 & <", "é é 日本 🇫🇷 👩‍👩‍👧 &amp; &lt;"), ("\r\n", "\u{FFFD}\n"), ("\u{2028}", "\u{2028}"), ("x\u{9F}", "x\u{FFFD}"),
        ]
        for (text, expected) in cases {
            var buffer = MarkupBuffer()
            buffer.add(text: text)
            #expect(buffer.string == expected, "\(text.debugDescription)")
            #expect(HTMLText.text(text) == expected && HTMLText.attribute(text) == expected, "\(text.debugDescription)")
        }
    }

    @Test("texts of every length escape as byte by byte: a byte to escape anywhere in a run of four is found")
    func randomTexts() {
        // The pieces a text is made of: plain bytes, each byte that needs escaping, and the
        // multi-byte characters whose first byte is 0xC2 (a C1 control or not).
        let pieces = ["a", "Z", " ", "1", "é", "日", "🇫🇷", "\u{2028}", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{7F}",
                      "\u{85}", "\u{A0}", "\u{A9}"]
        var generator = SystemRandomNumberGenerator()
        for length in 0..<40 {
            for _ in 0..<50 {
                // Mostly plain, so that whole runs of four are passed over before a byte to escape.
                let text = (0..<length).map { _ in Int.random(in: 0..<4, using: &generator) == 0 ? pieces.randomElement(using: &generator)! : "x" }.joined()
                var buffer = MarkupBuffer()
                buffer.add(text: text)
                #expect(buffer.string == EscapingTests.html(text), "\(text.debugDescription)")
            }
        }
    }

    @Test("integers and places are written in full")
    func integersAndPlaces() {
        var buffer = MarkupBuffer()
        for value in [0, 7, -7, 10, 1_234_567, Int.max, Int.min] {
            buffer.add(int: value)
            buffer.add(" ")
        }
        buffer.add(SourceLocation(file: "a&b.xml", line: 12, column: 3))
        #expect(buffer.string == "0 7 -7 10 1234567 \(Int.max) \(Int.min) a&amp;b.xml:12:3")
    }

    @Test("a buffer is a value: a copy changed leaves the original as it was, past its first capacity too")
    func buffersAreValues() {
        var original = MarkupBuffer(capacity: 4)
        original.add("<svg>")
        var copy = original
        for _ in 0..<1_000 { copy.add(text: "a & b") }
        copy.add(int: -42)
        #expect(original.string == "<svg>")
        #expect(copy.string == "<svg>" + String(repeating: "a &amp; b", count: 1_000) + "-42")
        original.add(coordinate: 12.34)
        #expect(original.string == "<svg>12.3")
        #expect(copy.string.hasSuffix("-42"))
    }

    @Test("a message's colours get a square each after their value, hidden from assistive technology; other # words do not")
    func colorSwatches() {
        var out = MarkupBuffer()
        HTMLColorSwatches.add("Label \"A&B\": text #999999 on #FFFFFF80: 2.8:1; issue #12345, #ABCDEFG", to: &out)
        let markup = out.string
        #expect(markup.components(separatedBy: "<svg class=\"swatch\"").count == 3)
        #expect(markup.contains(##"fill="#999999""##) && markup.contains(##"fill="#FFFFFF80""##))
        #expect(markup.contains(#"aria-hidden="true""#))
        #expect(markup.hasPrefix("Label &quot;A&amp;B&quot;: text #999999<svg") || markup.hasPrefix("Label &#34;A&amp;B&#34;: text #999999<svg"))
        #expect(markup.hasSuffix("issue #12345, #ABCDEFG"))
    }
}
