import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The JSON and SARIF reports write each finding by hand (`PrettyJSONWriter`); these tests hold that
/// writing to the bytes Foundation's encoder gives for the same value, whatever the texts hold.
struct PrettyJSONWriterTests {
    /// `value` as Foundation's encoder writes it (pretty, keys sorted, slashes as they are),
    /// `depth` levels deep in a larger document: what higlint's JSON once was made of, and what
    /// its writer is held to.
    static func encoderText(_ value: some Encodable, depth: Int = 0) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        let indent = String(repeating: "  ", count: depth)
        return indent + text.replacingOccurrences(of: "\n", with: "\n" + indent)
    }

    /// Texts with everything JSON escapes, and what it does not: every control character, quotes,
    /// backslashes, slashes, non-ASCII letters, U+2028, an emoji, a byte order mark.
    static let texts: [String] = {
        var controls = ""
        for value in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(value)!) }
        return ["", "plain", controls, "quote \" and \\ back\\slash", "a/b//c", "é ü 漢字 \u{2028}\u{2029} 🙂 \u{FEFF}\u{7F}",
                "screen[Mail]/toolbar/barButtonItem[2]", "line\nbreak\ttab\r"]
    }()

    static let citation = Citation(section: "Toolbars › Toolbar Contents", page: 80, quote: "\"Quoted\" \\ text\nover lines")

    static func violations() -> [Violation] {
        var all: [Violation] = []
        for (index, text) in texts.enumerated() {
            for file in ["SampleScreens/a.screen.xml", "/abs/dir with space/odd, name: 100%.json", text.isEmpty ? "x" : text] {
                all.append(Violation(ruleID: "rule-\(index)", severity: Severity.allCases[index % 3], message: text,
                                     location: SourceLocation(file: file, line: index, column: index * 7), elementPath: text,
                                     citation: index % 2 == 0 ? citation : nil,
                                     // Every other finding compares screens: one or two related places.
                                     related: index % 2 == 1 ? [] : (0...(index % 4 == 0 ? 1 : 0)).map { other in
                                         RelatedPlace(location: SourceLocation(file: other == 0 ? file : text, line: index + 1, column: other),
                                                      elementPath: text, screen: text, value: other == 0 ? "black" : text)
                                     }))
            }
        }
        return all
    }

    @Test("the first byte JSON escapes is found wherever it is, and no other byte is taken for one")
    func firstToEscape() {
        // Every byte at every place in a text of up to 24 bytes, around the words' edges.
        let plain = Array("abcdefghijklmnopqrstuvwx".utf8)
        for length in 0...plain.count {
            for place in 0..<max(length, 1) {
                for value in 0...255 {
                    var bytes = Array(plain.prefix(length))
                    if place < length { bytes[place] = UInt8(value) }
                    let expected = bytes.firstIndex { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } ?? bytes.count
                    let found = bytes.withUnsafeBufferPointer { JSONStringBytes.firstToEscape(in: $0, from: 0) }
                    if found != expected { Issue.record("byte \(value) at \(place) of \(length): \(found), not \(expected)") }
                }
            }
        }
        let text = Array("a\"bcdefghij\\k\u{1}".utf8)
        let found = text.withUnsafeBufferPointer { bytes in [0, 1, 2, 11, 12, 13, 14].map { JSONStringBytes.firstToEscape(in: bytes, from: $0) } }
        #expect(found == [1, 1, 11, 11, 13, 13, 14])
    }

    @Test func aFindingIsWrittenAsTheEncoderWritesIt() throws {
        for violation in Self.violations() {
            let expected = try Self.encoderText(JSONReport.ViolationEntry(violation), depth: 2)
            #expect(JSONReporter.entry(violation, depth: 2) == expected)
        }
    }

    @Test("a chunk of JSON findings is the findings one after another, each citation written as it is")
    func aJSONChunkIsItsFindings() {
        // Citations repeated, left out, and equal as `String`s in other bytes (composed and decomposed).
        let citations = [Self.citation, Citation(section: "Caf\u{E9}", page: 1, quote: "q"), Citation(section: "Cafe\u{301}", page: 1, quote: "q")]
        let violations = Self.violations().enumerated().map { index, v in
            Violation(ruleID: v.ruleID, severity: v.severity, message: v.message, location: v.location, elementPath: v.elementPath,
                      citation: index % 4 == 3 ? nil : citations[index % citations.count], related: v.related)
        }
        for range in [0..<0, 0..<1, 2..<violations.count, 0..<violations.count] {
            let joined = violations[range].map { JSONReporter.entry($0, depth: 2) }.joined(separator: ",\n")
            #expect(JSONReporter.entries(violations[range]).string == joined)
        }
    }

    @Test func aSARIFResultIsWrittenAsTheEncoderWritesIt() throws {
        for violation in Self.violations() {
            let expected = try Self.encoderText(SARIFLog.result(for: violation, ruleIndex: 3, fingerprint: "f:1"), depth: 4)
            #expect(SARIFReporter.result(for: violation, ruleIndex: 3, fingerprint: "f:1") == expected)
        }
    }

    @Test("a chunk of SARIF results is the results one after another, each citation's reference written as it is")
    func aSARIFChunkIsItsResults() {
        // Citations repeated, left out, and equal as `String`s in other bytes (composed and decomposed).
        let citations = [Self.citation, Citation(section: "Caf\u{E9}", page: 1, quote: "q"), Citation(section: "Cafe\u{301}", page: 1, quote: "q")]
        let results = Self.violations().enumerated().map { index, v in
            (violation: Violation(ruleID: v.ruleID, severity: v.severity, message: v.message, location: v.location, elementPath: v.elementPath,
                                  citation: index % 4 == 3 ? nil : citations[index % citations.count], related: v.related),
             ruleIndex: index % 5, fingerprint: "f:\(index)")
        }
        for range in [0..<0, 0..<1, 2..<results.count, 0..<results.count] {
            let joined = results[range].map { SARIFReporter.result(for: $0.violation, ruleIndex: $0.ruleIndex, fingerprint: $0.fingerprint) }
            #expect(SARIFReporter.results(results[range]).string == joined.joined(separator: ",\n"))
        }
    }

    @Test func aFingerprintHashesTheJoinedTexts() {
        for text in Self.texts {
            #expect(SARIFReporter.fnv1aValue(text, "a/b.xml", text) == SARIFReporter.fnv1aValue([text, "a/b.xml", text].joined(separator: "\u{0}")))
        }
    }

    @Test func emptyContainersAreWrittenAsTheEncoderWritesThem() throws {
        struct Empty: Encodable { var a: [String: Int] = [:], b: [Int] = [] }
        var json = PrettyJSONWriter()
        json.openObject()
        json.key("a")
        json.openObject()
        json.closeObject()
        json.key("b")
        json.openArray()
        json.closeArray()
        json.closeObject()
        #expect(json.text == (try Self.encoderText(Empty())))
    }
}
