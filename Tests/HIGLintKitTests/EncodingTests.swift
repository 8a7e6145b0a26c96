import Foundation
import Testing
@testable import HIGLintKit

/// Descriptions are UTF-8: UTF-16 and UTF-32, with or without a byte order mark, are refused at
/// 1:1 with a message that says which they are.
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

    @Test("check names a UTF-16 file without a byte order mark as such, and exits 2")
    func wideEncodingFromCommandLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("le.screen.xml", Self.xmlDeclared.data(using: .utf16LittleEndian)!)
        let run = try BinaryRun.run(["check", "le.screen.xml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("le.screen.xml:1:1: error: the file is not valid UTF-8: it is UTF-16 (little-endian, without a byte order mark)"), "\(run.stdout)")
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
}
