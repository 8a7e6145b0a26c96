import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Both syntaxes read into the same tree, with a position for every element and property.
struct ReaderTests {
    func read(_ text: String, _ syntax: ScreenDescription.Syntax) throws -> ScreenDescription {
        switch DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: "s.\(syntax.rawValue)") {
        case .description(let description): return description
        case .notADescription: throw ReadError("not a description")
        case .failure(let error): throw error
        }
    }

    @Test("XML: elements and attributes keep their line and column")
    func xmlPositions() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <screen name="Mail">
              <toolbar style="black"
                       translucent="true">
                <barButtonItem systemItem="reply"/>
              </toolbar>
            \t<label text="é €" x="1"/>
            </screen>
            """
        let d = try read(text, .xml)
        #expect(d.root.kind == "screen")
        #expect(d.root.location == SourceLocation(file: "s.xml", line: 2, column: 1))
        #expect(d.root.property("name")?.location.column == 9)
        let toolbar = d.root.children[0]
        #expect(toolbar.location == SourceLocation(file: "s.xml", line: 3, column: 3))
        #expect(toolbar.property("style")?.location == SourceLocation(file: "s.xml", line: 3, column: 12))
        #expect(toolbar.property("translucent")?.location == SourceLocation(file: "s.xml", line: 4, column: 12))
        #expect(toolbar.children[0].location == SourceLocation(file: "s.xml", line: 5, column: 5))
        #expect(toolbar.children[0].string("systemItem") == "reply")
        let label = d.root.children[1]
        #expect(label.location == SourceLocation(file: "s.xml", line: 7, column: 2))
        // Columns count characters, not bytes: "é €" is 3 characters and 6 bytes.
        #expect(label.property("x")?.location == SourceLocation(file: "s.xml", line: 7, column: 20))
        #expect(label.string("text") == "é €")
    }

    @Test("JSON: objects and members keep their line and column; types survive")
    func jsonPositions() throws {
        let text = """
            {
              "type": "screen", "name": "Mail",
              "children": [
                { "type": "button", "title": "Caf\\u00e9 \\ud83d\\ude00", "width": 44, "enabled": false },
                {"type": "toolbar"}
              ]
            }
            """
        let d = try read(text, .json)
        #expect(d.root.location == SourceLocation(file: "s.json", line: 1, column: 1))
        #expect(d.root.property("name")?.location == SourceLocation(file: "s.json", line: 2, column: 21))
        let button = d.root.children[0]
        #expect(button.location == SourceLocation(file: "s.json", line: 4, column: 5))
        #expect(button.string("title") == "Café 😀")
        #expect(button["width"] == .number(44))
        #expect(button["enabled"] == .bool(false))
        #expect(button.property("width")?.location == SourceLocation(file: "s.json", line: 4, column: 60))
        #expect(d.root.children[1].location == SourceLocation(file: "s.json", line: 5, column: 5))
    }

    @Test("both syntaxes read into the same tree, and conversion round-trips")
    func sameTree() throws {
        let xml = try read("""
            <screen name="Clock"><tabBar><tabBarItem title="Alarm" badge="2"/></tabBar><button title="A &amp; B" width="44"/></screen>
            """, .xml)
        let json = try read(DescriptionWriter.json(xml.root), .json)
        let back = try read(DescriptionWriter.xml(json.root), .xml)
        for tree in [json.root, back.root] {
            #expect(tree.kind == "screen")
            #expect(tree.children.map(\.kind) == ["tabBar", "button"])
            #expect(tree.children[0].children[0].string("badge") == "2")
            #expect(tree.children[1].string("title") == "A & B")
            #expect(tree.children[1].number("width") == 44)
        }
    }

    @Test("a file whose root is not a screen or an app is not a description")
    func otherRoots() {
        for (text, syntax) in [("{\"name\": \"pkg\", \"version\": \"1.0.0\"}", ScreenDescription.Syntax.json),
                               ("[1, 2]", .json), ("{\"type\": \"module\"}", .json),
                               ("<project><modelVersion>4</modelVersion></project>", .xml)] {
            guard case .notADescription = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: "x") else {
                Issue.record("\(text) should be passed over")
                continue
            }
        }
    }

    @Test("JSON members that are neither scalars nor children are reported, not dropped silently")
    func jsonFormatWarnings() throws {
        let d = try read("""
            {"type": "screen", "name": "A", "name": "B", "frame": {"x": 1}, "children": [{"title": "no type"}]}
            """, .json)
        #expect(d.root.string("name") == "B")
        let messages = d.formatWarnings.map(\.message)
        #expect(messages.contains { $0.contains("duplicate member \"name\"") })
        #expect(messages.contains { $0.contains("\"frame\" must be a string, number or boolean") })
        #expect(messages.contains { $0.contains("no \"type\"") })
    }

    @Test("a declared encoding other than UTF-8 does not change how UTF-8 bytes read")
    func declaredEncodingIgnored() throws {
        let d = try read("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n<screen name=\"Café\"/>", .xml)
        #expect(d.root.string("name") == "Café")
    }

    @Test("numbers are plain decimals: nan, inf, 1e2 and hexadecimal are not numbers")
    func strictNumbers() throws {
        #expect(PropertyValue.string("44").number == 44)
        #expect(PropertyValue.string(" -7.5 ").number == -7.5)
        // Whole numbers are made by hand, others by the standard library: both give its value.
        for text in ["0", "-0", "007", "320", "-44", "123456789012345", "1234567890123456", "99999999999999999999",
                     "0.5", "-12.25", "000000000000000000001"] {
            #expect(PropertyValue.string(text).number == Double(text), "\(text)")
            #expect(PropertyValue.string(text).number?.sign == Double(text)?.sign, "\(text)")
        }
        for text in ["nan", "inf", "1e2", "0x10", "", "-", "4.", ".5", "1.2.3"] {
            #expect(PropertyValue.string(text).number == nil, "\(text)")
        }
        let d = try read("<screen name=\"x\"><button width=\"nan\" height=\"44\"/></screen>", .xml)
        let violations = Linter(catalog: try RuleCatalog.builtIn()).check(d)
        #expect(violations.contains { $0.ruleID == "schema" && $0.message.contains("must be a number") })
    }

    @Test("a walk's test of file names by their bytes agrees with Foundation's path extension")
    func descriptionExtensions() {
        let names = ["a.xml", "a.XML", "a.Json", "a.jsonx", "a.xm", "a.b.xml", "a..json", "a.", "xml", "a_xml", "a.xml.png",
                     "é.xml", "a.xmĺ", "a.ⅹml", "a.\u{212A}", "screen.storyboard", "a.json ", "a. json"]
        for name in names {
            #expect(InputFormats.hasClaimedExtension(name)
                    == InputFormats.extensions.contains((name as NSString).pathExtension.lowercased()), "\(name)")
        }
    }

    @Test("a plain decimal reads as it did through the String's UTF-8 view, and insets with it")
    func decimalsByBytes() {
        // PropertyValue.decimal as it was written over a String's UTF-8 view.
        func reference(_ text: String) -> Double? {
            var utf8 = Substring(text).utf8[...]
            while utf8.first == UInt8(ascii: " ") { utf8 = utf8.dropFirst() }
            while utf8.last == UInt8(ascii: " ") { utf8 = utf8.dropLast() }
            var digits = utf8
            if digits.first == UInt8(ascii: "-") { digits = digits.dropFirst() }
            var sawDigit = false, sawPoint = false, digitAfterPoint = false
            for byte in digits {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): if sawPoint { digitAfterPoint = true } else { sawDigit = true }
                case UInt8(ascii: "."):
                    guard sawDigit, !sawPoint else { return nil }
                    sawPoint = true
                default: return nil
                }
            }
            guard sawDigit, !sawPoint || digitAfterPoint else { return nil }
            return Double(String(Substring(utf8)))
        }
        let pieces = [" ", "-", "0", "1", "7", "9", ".", "e", "x", ",", "+", "é", "12345678", "  "]
        var generator = SystemRandomNumberGenerator()
        var texts = ["", " ", "-", "-0", "0.5", "-.5", "5.", "1234567890123456", "-999999999999999", " 44 ", "1 2", "٣"]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 1...8, using: &generator) { text += pieces.randomElement(using: &generator)! }
            texts.append(text)
        }
        for text in texts {
            #expect(PropertyValue.decimal(text)?.bitPattern == reference(text)?.bitPattern, "\(text.debugDescription)")
        }
    }

    @Test("insets are four numbers between spaces or commas")
    func insets() {
        // What splitting the words out first gives.
        func reference(_ text: String) -> [Double]? {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "," })
            let numbers = words.compactMap { PropertyValue.decimal(String($0)) }
            return numbers.count == 4 && words.count == 4 ? numbers : nil
        }
        let texts = ["0 0 0 0", "-9 0 -8 0", "1,2,3,4", " 1  2 ,3,,4 ", "1 2 3", "1 2 3 4 5", "1 2 x 4", "", "   ",
                     "1.5 2 3 4.25", "1 2 3 4,", "1e2 2 3 4", "é 1 2 3", "1\t2 3 4"]
        for text in texts {
            let insets = EdgeInsets(text)
            #expect(insets.map { [$0.top, $0.left, $0.bottom, $0.right] } == reference(text), "\(text)")
        }
    }

    @Test("a path is within a head when it is the head, or the head and a slash begin it")
    func pathsWithinAHead() {
        let cases: [(String, String, Bool)] = [
            ("screen[A]", "screen[A]", true), ("screen[A]/toolbar/barButtonItem[Send]", "screen[A]", true),
            ("screen[AB]/toolbar", "screen[A]", false), ("screen[A]toolbar", "screen[A]", false), ("screen", "screen[A]", false),
            ("", "", true), ("/x", "", true), ("x", "", false), ("", "screen", false),
            ("screen[Café]/label", "screen[Café]", true), ("screen[Cafe\u{301}]/label", "screen[Café]", false),
        ]
        for (path, head, expected) in cases {
            #expect(ElementPath.isWithin(path, head: head) == expected, "\(path) within \(head)")
        }
    }

    @Test("element paths tell siblings apart, by label when it is unique, else by position")
    func elementPaths() throws {
        let d = try read("""
            <screen name="S"><alert title="A"><button title="OK"/><button title="OK"/><button title="Cancel" role="cancel"/></alert><view/><view/></screen>
            """, .xml)
        let alert = d.root.children[0]
        #expect(ElementPath.segments(for: alert.children)[0] == "button[1]")
        #expect(ElementPath.segments(for: alert.children)[1] == "button[2]")
        #expect(ElementPath.segments(for: alert.children)[2] == "button[Cancel]")
        #expect(ElementPath.segments(for: d.root.children)[2] == "view[2]")
        #expect(ElementPath.segments(for: d.root.children)[0] == "alert[A]")
    }

    @Test("one child's path segment is the one all the children's segments give it")
    func oneSegmentAgreesWithAll() {
        var generator = SystemRandomNumberGenerator()
        let location = SourceLocation(file: "s.xml", line: 1, column: 1)
        for _ in 0..<300 {
            let siblings = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                var properties: [Element.Property] = []
                for name in ["title", "name", "text", "systemItem"] where Bool.random(using: &generator) {
                    properties.append(.init(name: name, value: .string(["", "OK", "Cancel"].randomElement(using: &generator)!), location: location))
                }
                return Element(kind: ["button", "view"].randomElement(using: &generator)!, properties: properties, location: location)
            }
            let all = ElementPath.segments(for: siblings)
            let labels = siblings.map(\.label)
            for index in siblings.indices {
                #expect(ElementPath.segment(at: index, among: siblings) == all[index])
                #expect(ElementPath.segment(at: index, among: siblings, labels: labels) == all[index])
            }
        }
    }
}

@Suite struct LineIndexTests {
    @Test("line and column of every byte agree with counting scalars one by one")
    func positionsAgreeWithCounting() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "漢", "😀", "\n", " ", "<", "\u{FEFF}"]
        for _ in 0..<50 {
            var text = Bool.random(using: &generator) ? "\u{FEFF}" : ""
            for _ in 0..<Int.random(in: 0...80, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let bytes = Array(text.utf8)
            bytes.withUnsafeBufferPointer { buffer in
                let index = LineIndex(buffer)
                var line = 1, column = 1
                for offset in 0...bytes.count {
                    #expect(index.position(of: offset) == (line, column), "offset \(offset) of \(bytes)")
                    guard offset < bytes.count else { break }
                    let bom = offset < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) && line == 1
                    if bytes[offset] == UInt8(ascii: "\n") { line += 1; column = 1 }
                    else if bytes[offset] & 0xC0 != 0x80 && !bom { column += 1 }
                }
            }
        }
    }

    @Test("asked in any order, far into long lines, a position is the one counting gives")
    func anyOrderInLongLines() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "漢", "😀", " ", "<b x=\"1\">", "\u{FEFF}"]
        for round in 0..<6 {
            // Lines of up to 40,000 bytes, ten checkpoints and more, some files with one line only.
            var text = round % 2 == 0 ? "\u{FEFF}" : ""
            for _ in 0..<Int.random(in: 1...(round < 3 ? 1 : 4), using: &generator) {
                for _ in 0..<Int.random(in: 1_000...8_000, using: &generator) { text += pieces.randomElement(using: &generator)! }
                text += "\n"
            }
            let bytes = Array(text.utf8)
            var expected: [(line: Int, column: Int)] = []
            var line = 1, column = 1
            for offset in 0...bytes.count {
                expected.append((line, column))
                guard offset < bytes.count else { break }
                let bom = offset < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) && line == 1
                if bytes[offset] == UInt8(ascii: "\n") { line += 1; column = 1 }
                else if bytes[offset] & 0xC0 != 0x80 && !bom { column += 1 }
            }
            bytes.withUnsafeBufferPointer { buffer in
                let index = LineIndex(buffer)
                // Backwards, then at random, then forwards in steps: every way the readers ask.
                let offsets = Array(stride(from: bytes.count, through: 0, by: -97))
                    + (0..<500).map { _ in Int.random(in: 0...bytes.count, using: &generator) }
                    + Array(stride(from: 0, through: bytes.count, by: 1_013))
                for offset in offsets {
                    #expect(index.position(of: offset) == expected[offset], "offset \(offset) of \(bytes.count) bytes")
                }
            }
        }
    }
}

@Suite struct JSONNumberTests {
    /// The number a JSON text reads as, by the parser.
    func parsed(_ text: String) throws -> Double? {
        let bytes = Array(text.utf8)
        let value = try bytes.withUnsafeBufferPointer { try JSONParser.parse($0, maxDepth: 10, depthLimitMessage: "deep") }
        guard case .number(let number, _) = value else { return nil }
        return number
    }

    @Test("a number reads as Double reads its text, to the bit: whole numbers read at once and the rest alike")
    func numbersReadAsDoubleReadsThem() throws {
        var texts = ["0", "-0", "7", "-7", "10", "320", "-44", "999999999999999", "-999999999999999", "1000000000000000",
                     "9007199254740993", "123456789012345678901234567890", "0.5", "-0.0", "1e3", "1E-2", "44.0", "2.5e+1"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            texts.append(String(Int.random(in: -999_999_999_999_999...999_999_999_999_999, using: &generator)))
            texts.append(String(Int.random(in: -2_000...2_000, using: &generator)))
        }
        for text in texts {
            let number = try #require(try parsed(text), "\(text)")
            #expect(number.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
    }
}

@Suite struct JSONStringTests {
    func parsed(_ text: String) throws(JSONParser.Failure) -> JSONValue {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(JSONParser.Failure) in
            try JSONParser.parse(buffer, maxDepth: 10, depthLimitMessage: "deep")
        }
    }

    @Test("a string reads as Foundation reads it: plain runs of every length, escapes anywhere, non-ASCII text")
    func stringsReadAsFoundationReadsThem() throws {
        let pieces = ["", "a", "abcdefg", "abcdefgh", "abcdefghijklmnopq", "\\n", "\\\"", "\\\\", "\\/", "\\u00e9", "\\ud83d\\ude00",
                      "é", "日本", "🙂", "\\t\\b\\f\\r"]
        var generator = SystemRandomNumberGenerator()
        var texts = pieces
        for _ in 0..<500 { texts.append((0..<Int.random(in: 1...5, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()) }
        for text in texts {
            let json = "\"\(text)\""
            guard case .string(let value, _) = try parsed(json) else {
                Issue.record("\(json) is not a string")
                continue
            }
            let expected = try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String
            #expect(value == expected, "\(json)")
        }
    }

    @Test("a control character, an unterminated string and a bad escape are errors at their place")
    func badStrings() {
        let cases: [(String, String, Int)] = [
            ("\"abcdefghij\u{1}k\"", "control character in string (escape it)", 11),
            ("\"ab\\ncdefghij\u{1F}\"", "control character in string (escape it)", 13),
            ("\"abcdefghijklmnop", "unterminated string", 0),
            ("\"abc\\n", "unterminated string", 0),
            ("\"abcdefghij\\x\"", "invalid escape sequence in string", 11),
        ]
        for (text, message, offset) in cases {
            do {
                _ = try parsed(text)
                Issue.record("\(text.debugDescription) was read")
            } catch {
                #expect(error.message == message && error.offset == offset, "\(text.debugDescription): \(error.message) at \(error.offset)")
            }
        }
    }
}
