import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Descriptions are UTF-8: UTF-16 and UTF-32, with or without a byte order mark, are refused at
/// 1:1 with a message that says which they are. Lines end at LF, CRLF or a CR alone, and
/// positions count them so in both syntaxes.
@Suite struct EncodingTests {
    static func outcome(_ data: Data, _ syntax: ScreenDescription.Syntax) -> ReadOutcome {
        DescriptionReader.read(data: data, syntax: syntax, path: "s.\(syntax.rawValue)")
    }

    static let xml = "<screen name=\"Caf\u{E9}\">\n  <toolbar tittle=\"a\"/>\n</screen>\n"
    static let xmlDeclared = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + xml
    static let json = "{\"type\": \"screen\", \"name\": \"Caf\u{E9}\",\n  \"tittle\": 1}\n"

    enum Wide: String, CaseIterable, CustomTestStringConvertible {
        case utf16LE = "UTF-16 (little-endian", utf16BE = "UTF-16 (big-endian", utf32LE = "UTF-32 (little-endian", utf32BE = "UTF-32 (big-endian"

        var encoding: String.Encoding {
            switch self {
            case .utf16LE: .utf16LittleEndian
            case .utf16BE: .utf16BigEndian
            case .utf32LE: .utf32LittleEndian
            case .utf32BE: .utf32BigEndian
            }
        }

        var byteOrderMark: [UInt8] {
            switch self {
            case .utf16LE: [0xFF, 0xFE]
            case .utf16BE: [0xFE, 0xFF]
            case .utf32LE: [0xFF, 0xFE, 0x00, 0x00]
            case .utf32BE: [0x00, 0x00, 0xFE, 0xFF]
            }
        }

        var testDescription: String { rawValue + ")" }
    }

    @Test("UTF-16 and UTF-32, with or without a byte order mark, are refused at 1:1, saying which", arguments: Wide.allCases)
    func wideEncodingsRefused(_ wide: Wide) throws {
        for (text, syntax) in [(Self.xml, ScreenDescription.Syntax.xml), (Self.xmlDeclared, .xml), (Self.json, .json)] {
            for bom in [false, true] {
                let data = Data(bom ? wide.byteOrderMark : []) + text.data(using: wide.encoding)!
                guard case .failure(let error) = Self.outcome(data, syntax) else {
                    Issue.record("\(wide) \(syntax) bom: \(bom) was read")
                    continue
                }
                #expect(error.line == 1 && error.column == 1, "\(error)")
                #expect(error.message.hasPrefix("the file is not valid UTF-8: it is \(wide.rawValue)"), "\(error.message)")
                #expect(error.message.contains(bom ? "with a byte order mark" : "without a byte order mark"), "\(error.message)")
            }
        }
    }

    @Test("UTF-8, with or without its byte order mark, still reads; the mark takes no column")
    func utf8StillReads() throws {
        for (text, syntax) in [(Self.xml, ScreenDescription.Syntax.xml), (Self.json, .json)] {
            for bom in [false, true] {
                let data = Data(bom ? [0xEF, 0xBB, 0xBF] : []) + Data(text.utf8)
                guard case .description(let description) = Self.outcome(data, syntax) else {
                    Issue.record("\(syntax) bom: \(bom) was not read")
                    continue
                }
                #expect(description.root.property("name")?.value.text == "Caf\u{E9}")
                #expect(description.root.location.line == 1 && description.root.location.column == 1)
            }
        }
    }

    // MARK: Line ends

    static let xmlLines = [
        "<screen name=\"Mail\">",
        "  <navigationBar title=\"Caf\u{E9}\" tittle=\"x\"/>",
        "  <toolbar>",
        "    <barButtonItem systemItem=\"refresh\"/>",
        "",
        "    <barButtonItem",
        "       systemItem=\"compose\"/>",
        "  </toolbar>",
        "  text",
        "</screen>",
    ]
    static let jsonLines = [
        "{\"type\": \"screen\", \"name\": \"Mail\",",
        "  \"children\": [",
        "    {\"type\": \"navigationBar\", \"title\": \"Caf\u{E9}\", \"tittle\": \"x\"},",
        "",
        "    {\"type\": \"toolbar\", \"children\": [",
        "      {\"type\": \"barButtonItem\",",
        "       \"systemItem\": \"refresh\", \"systemItem\": \"compose\"},",
        "      {\"type\": \"barButtonItem\", \"style\": {}}]}]}",
    ]

    /// Joins lines with the given line ends, taken in turn. An empty line after a CR does not
    /// end in an LF, which would make one CRLF of the two line ends.
    static func join(_ lines: [String], _ ends: [String]) -> String {
        var text = ""
        for (index, line) in lines.enumerated() {
            var end = ends[index % ends.count]
            if line.isEmpty && text.hasSuffix("\r") && end.hasPrefix("\n") { end = "\r" }
            text += line + end
        }
        return text
    }

    /// Every position the reader gives: elements, properties, suppressions and format warnings.
    static func positions(_ text: String, _ syntax: ScreenDescription.Syntax) throws -> [String] {
        guard case .description(let description) = outcome(Data(text.utf8), syntax) else {
            throw ReadError("not read: \(outcome(Data(text.utf8), syntax))")
        }
        var out: [String] = []
        func walk(_ element: Element) {
            out.append("\(element.kind) \(element.location.line):\(element.location.column)")
            for property in element.properties {
                out.append("  \(property.name) \(property.location.line):\(property.location.column)")
            }
            element.children.forEach(walk)
        }
        walk(description.root)
        out += description.formatWarnings.map { "\($0.message) \($0.location.line):\($0.location.column)" }
        return out
    }

    static let lineEnds: [[String]] = [["\r"], ["\r\n"], ["\n", "\r", "\r\n"], ["\r\n", "\r"], ["\r", "\n"]]

    @Test("XML: a CR alone, CRLF and LF each end one line, mixed or not", arguments: EncodingTests.lineEnds)
    func xmlLineEnds(_ ends: [String]) throws {
        let reference = try Self.positions(Self.join(Self.xmlLines, ["\n"]), .xml)
        #expect(reference.contains("barButtonItem 6:5") && reference.contains("  systemItem 7:8"), "\(reference)")
        #expect(try Self.positions(Self.join(Self.xmlLines, ends), .xml) == reference)
    }

    @Test("JSON: a CR alone, CRLF and LF each end one line, mixed or not", arguments: EncodingTests.lineEnds)
    func jsonLineEnds(_ ends: [String]) throws {
        let reference = try Self.positions(Self.join(Self.jsonLines, ["\n"]), .json)
        #expect(reference.contains("barButtonItem 6:7") && reference.contains("  systemItem 7:8"), "\(reference)")
        #expect(try Self.positions(Self.join(Self.jsonLines, ends), .json) == reference)
    }

    @Test("errors in files with CR line ends are placed as in the same file with LF line ends",
          arguments: [(["\r"]), (["\r\n"]), (["\n", "\r"])])
    func errorPositions(_ ends: [String]) throws {
        let cases: [([String], ScreenDescription.Syntax, Int)] = [
            (["{\"type\": \"screen\",", "", "  \"name\": @}"], .json, 3),
            (["<?xml version=\"1.0\"?>", "", "<!DOCTYPE screen>", "<screen name=\"x\"/>"], .xml, 3),
            (["<screen name=\"x\">", "  <toolbar>", "  </toolbr>", "</screen>"], .xml, 3),
            (["<screen name=\"x\">", "", "  <label text=\"a\" text=\"b\"/>", "</screen>"], .xml, 3),
        ]
        for (lines, syntax, line) in cases {
            guard case .failure(let expected) = Self.outcome(Data(Self.join(lines, ["\n"]).utf8), syntax),
                  case .failure(let error) = Self.outcome(Data(Self.join(lines, ends).utf8), syntax) else {
                Issue.record("read: \(lines)")
                continue
            }
            #expect(expected.line == line, "\(lines): \(expected)")
            #expect(error.line == expected.line && error.column == expected.column && error.message == expected.message,
                    "\(lines) \(ends): \(error) vs \(expected)")
        }
    }

    @Test("LineIndex: line and column of every byte, with CR, LF and CRLF line ends, agree with counting one by one")
    func lineIndexAgreesWithCounting() {
        var generator = SeededGenerator(seed: 7)
        let pieces = ["a", "\u{E9}", "\u{6F22}", "\u{1F600}", "\n", "\r", "\r\n", "\r\r", "\n\r", " ", "<", "\u{FEFF}"]
        for round in 0..<300 {
            var text = round % 3 == 0 ? "\u{FEFF}" : ""
            for _ in 0..<Int.random(in: 0...120, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let bytes = Array(text.utf8)
            let hasCR = bytes.contains(0x0D)
            bytes.withUnsafeBufferPointer { buffer in
                for index in [LineIndex(buffer), LineIndex(buffer, mayHoldCarriageReturns: hasCR)] {
                    var line = 1, column = 1
                    for offset in 0...bytes.count {
                        #expect(index.position(of: offset) == (line, column), "offset \(offset) of \(bytes)")
                        guard offset < bytes.count else { break }
                        let bom = offset < 3 && bytes.starts(with: [0xEF, 0xBB, 0xBF]) && line == 1
                        let byte = bytes[offset]
                        // A CR directly before an LF is part of that one line end.
                        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (offset + 1 == bytes.count || bytes[offset + 1] != UInt8(ascii: "\n"))) {
                            line += 1; column = 1
                        } else if byte & 0xC0 != 0x80 && !bom {
                            column += 1
                        }
                    }
                }
            }
        }
    }

    @Test("the UTF-8 scan finds the first bad byte as before, and whether a CR occurs")
    func utf8Scan() {
        var generator = SeededGenerator(seed: 11)
        let pieces: [[UInt8]] = [[0x61], [0x0D], [0x0A], [0xC3, 0xA9], [0xE6, 0xBC, 0xA2], [0xF0, 0x9F, 0x98, 0x80], [0xFF], [0xC3], [0xED, 0xA0, 0x80],
                                 [0xE0, 0x80, 0x80], [0xF4, 0x90, 0x80, 0x80], [0x80], Array("abcdefgh".utf8), Array("abcdefg\r".utf8)]
        for _ in 0..<2000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 0...24, using: &generator) { bytes += pieces.randomElement(using: &generator)! }
            bytes.withUnsafeBufferPointer { buffer in
                let scan = UTF8Scan(buffer)
                // Foundation's decoder is the reference for validity.
                let valid = String(validating: bytes, as: UTF8.self) != nil
                #expect((scan.firstInvalidOffset == nil) == valid, "\(bytes)")
                if let bad = scan.firstInvalidOffset {
                    #expect(String(validating: bytes[..<bad], as: UTF8.self) != nil, "\(bytes)")
                    #expect(firstInvalidUTF8Offset(buffer) == bad)
                } else {
                    #expect(scan.holdsCarriageReturn == bytes.contains(0x0D), "\(bytes)")
                }
            }
        }
    }
}
