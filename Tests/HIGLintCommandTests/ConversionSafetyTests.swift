import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGLintKit
import TestSupport

/// `higlint convert` writes well-formed XML and JSON that read back into the same tree, or
/// refuses, naming the place and what cannot be written (exit status 2, nothing written).
@Suite struct ConversionSafetyTests {
    /// `higlint convert NAME --to SYNTAX` on a file holding `text`.
    static func convert(_ text: String, name: String = "s.json", to syntax: String, output: Bool = false) throws -> (run: BinaryRun, written: String?) {
        let directory = try TemporaryDirectory()
        try directory.write(name, text)
        let outputURL = directory.url.appendingPathComponent("out.\(syntax)")
        let run = try BinaryRun.run(["convert", name, "--to", syntax] + (output ? ["--output", outputURL.path] : []), in: directory.url)
        return (run, try? String(contentsOf: outputURL, encoding: .utf8))
    }

    static func read(_ text: String, _ syntax: ScreenDescription.Syntax) -> ScreenDescription? {
        if case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: "back") { return description }
        return nil
    }

    static func isWellFormedXML(_ text: String) -> Bool {
        (try? XMLElements.parse(text)) != nil
    }

    /// Property names (as JSON string contents) that are not XML names, or that XML would read
    /// as something other than a property.
    static let badNames: [String] = [
        "a b", "x=\\\"y\\\" onload=\\\"z", "1abc", "", "-a", ".a", "a>b", "a/b", "a&b", "a\\tb", "\\u00e9 \\u00e9",
        ":a", "a:", "a:b:c", "xmlns", "xmlns:p", "higlint:ignore",
    ]

    @Test("convert --to xml refuses a property name that is not an XML name: its place and the name, exit 2, nothing written",
          arguments: ConversionSafetyTests.badNames)
    func badPropertyName(_ name: String) throws {
        let json = "{\"type\": \"screen\", \"name\": \"Mail\",\n  \"\(name)\": 1}"
        for output in [false, true] {
            let (run, written) = try Self.convert(json, to: "xml", output: output)
            #expect(run.status == 2, "\(name): \(run.stdout)")
            #expect(run.stdout.isEmpty && written == nil, "\(name): \(run.stdout)")
            #expect(run.stderr.hasPrefix("s.json:2:3: error: "), "\(name): \(run.stderr)")
            #expect(run.stderr.split(separator: "\n").count == 1, "\(name): \(run.stderr)")
        }
    }

    @Test("convert --to xml refuses a kind that is not an XML name", arguments: ["a b", "1abc", "", "x=\\\"y\\\" onload=\\\"z", "a:b:c", "xmlns:p", "<b>"])
    func badKind(_ kind: String) throws {
        let json = "{\"type\": \"screen\", \"name\": \"Mail\", \"children\": [\n  {\"type\": \"navigationBar\"},\n  {\"type\": \"\(kind)\"}]}"
        let (run, _) = try Self.convert(json, to: "xml")
        #expect(run.status == 2 && run.stdout.isEmpty, "\(kind): \(run.stdout)")
        #expect(run.stderr.hasPrefix("s.json:3:3: error: "), "\(kind): \(run.stderr)")
    }

    @Test("the error names the bad name, quoted and escaped")
    func errorMessage() throws {
        let (run, _) = try Self.convert("{\"type\": \"screen\", \"name\": \"Mail\", \"x=\\\"y\\\" onload=\\\"z\\u001b\": 1}", to: "xml")
        #expect(run.stderr == "s.json:1:36: error: cannot write XML: the property name \"x=\\\"y\\\" onload=\\\"z\\u001B\" is not an XML name\n", "\(run.stderr)")
        let (kind, _) = try Self.convert("{\"type\": \"screen\", \"name\": \"Mail\", \"children\": [{\"type\": \"1abc\"}]}", to: "xml")
        #expect(kind.stderr == "s.json:1:49: error: cannot write XML: the kind \"1abc\" is not an XML name\n", "\(kind.stderr)")
    }

    /// Characters XML 1.0 cannot hold, not even as a character reference.
    static let unholdable = ["\\u0000", "\\u0001", "\\u0008", "\\u000b", "\\u000c", "\\u001b", "\\u001f", "\\ufffe", "\\uffff"]

    @Test("convert --to xml refuses a value with a character XML 1.0 cannot hold", arguments: ConversionSafetyTests.unholdable)
    func unholdableValue(_ escape: String) throws {
        let json = "{\"type\": \"screen\", \"name\": \"Mail\",\n  \"children\": [{\"type\": \"label\", \"text\": \"a\(escape)b\"}]}"
        let (run, written) = try Self.convert(json, to: "xml", output: true)
        #expect(run.status == 2 && written == nil, "\(escape): \(run.stderr)")
        #expect(run.stderr.hasPrefix("s.json:2:34: error: cannot write XML: the value of text holds U+"), "\(escape): \(run.stderr)")
    }

    @Test("convert --to xml keeps what XML can hold: line breaks, tabs and markup as references, DEL, C1, separators, non-BMP")
    func holdableValues() throws {
        let value = "a\\tb\\nc\\rd\\r\\ne <&> \\\" ' \\u007f\\u0085\\u009f\\u2028\\u2029\\u202e\\ud83d\\ude00 \\ufffd ]]> --"
        let json = "{\"type\": \"screen\", \"name\": \"\(value)\", \"higlint:ignore\": [\"a\", \"b\"], \"children\": [{\"type\": \"label\", \"text\": \"\(value)\"}]}"
        let (run, _) = try Self.convert(json, to: "xml")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.isWellFormedXML(run.stdout), "\(run.stdout)")
        let original = try #require(Self.read(json, .json))
        let back = try #require(Self.read(run.stdout, .xml), "\(run.stdout)")
        #expect(Shape(back.root) == Shape(original.root))
        #expect(back.root.property("name")?.value.text == "a\tb\nc\rd\r\ne <&> \" ' \u{7F}\u{85}\u{9F}\u{2028}\u{2029}\u{202E}\u{1F600} \u{FFFD} ]]> --")
    }

    @Test("a JSON member given twice is written once in XML, with the value that counts (the last)")
    func duplicateMembers() throws {
        let json = "{\"type\": \"screen\", \"name\": \"A\", \"name\": \"B\", \"children\": [{\"type\": \"label\", \"text\": \"x\", \"text\": \"y\", \"x\": 1}]}"
        let (run, _) = try Self.convert(json, to: "xml")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.isWellFormedXML(run.stdout), "\(run.stdout)")
        let back = try #require(Self.read(run.stdout, .xml), "\(run.stdout)")
        #expect(back.root.properties.map(\.name) == ["name"] && back.root.property("name")?.value.text == "B")
        #expect(back.root.children[0].properties.map { "\($0.name)=\($0.value.text)" } == ["text=y", "x=1"])
    }

    @Test("convert --to json refuses an XML attribute that would become the element's type or children")
    func reservedJSONNames() throws {
        for attribute in ["type", "children"] {
            let xml = "<screen name=\"Mail\">\n  <label \(attribute)=\"button\"/>\n</screen>"
            let (run, written) = try Self.convert(xml, name: "s.xml", to: "json", output: true)
            #expect(run.status == 2 && written == nil, "\(attribute): \(run.stdout)")
            #expect(run.stderr == "s.xml:2:10: error: cannot write JSON: the property name \"\(attribute)\" is reserved in JSON\n", "\(run.stderr)")
        }
    }

    @Test("convert --to json escapes every character JSON requires, and reads back the same")
    func jsonEscapes() throws {
        // From XML: what XML can hold, including tab, line feed and carriage return as references.
        let xml = "<screen name=\"&#9;&#10;&#13;&quot; \\ / \u{7F}\u{85}\u{2028}\u{2029}\u{1F600}\"/>"
        // From JSON: every control character, U+0000 included.
        let controls = (0..<0x20).map { String(format: "\\u%04x", $0) }.joined()
        let json = "{\"type\": \"screen\", \"name\": \"\(controls)\\\" \\\\ \\/ \u{7F}\u{2028}\"}"
        for (text, name) in [(xml, "s.xml"), (json, "s.json")] {
            let (run, _) = try Self.convert(text, name: name, to: "json")
            #expect(run.status == 0, "\(run.stderr)")
            let original = try #require(Self.read(text, name.hasSuffix("xml") ? .xml : .json), "\(text)")
            let object = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            #expect(object?["name"] as? String == original.root.property("name")?.value.text, "\(run.stdout)")
            let back = try #require(Self.read(run.stdout, .json), "\(run.stdout)")
            #expect(Shape(back.root) == Shape(original.root))
        }
    }

    @Test("convert --to json keeps text that is not a plain decimal as text, as the schema reads it")
    func numbersStayAsWritten() throws {
        let xml = "<screen name=\"Mail\"><button width=\"1e2\" height=\"0x10\" x=\" 44 \" y=\"30.5\"/></screen>"
        let (run, _) = try Self.convert(xml, name: "s.xml", to: "json")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("\"width\": \"1e2\""), "\(run.stdout)")
        #expect(run.stdout.contains("\"height\": \"0x10\""), "\(run.stdout)")
        #expect(run.stdout.contains("\"x\": 44"), "\(run.stdout)")
        #expect(run.stdout.contains("\"y\": 30.5"), "\(run.stdout)")
    }
}

/// An element tree as text, to compare trees: kinds, properties (value as text), suppressions, children.
struct Shape: Equatable, CustomStringConvertible {
    var kind: String
    var properties: [String]
    var suppressions: [[String]]
    var children: [Shape]

    init(_ element: Element) {
        kind = element.kind
        properties = element.properties.map { "\($0.name)=\($0.value.text)" }
        suppressions = element.suppressions.map(\.ruleIDs)
        children = element.children.map(Shape.init)
    }

    var description: String { "\(kind)\(properties)\(suppressions.isEmpty ? "" : "\(suppressions)")\(children.isEmpty ? "" : "\(children)")" }
}
