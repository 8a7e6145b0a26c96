import Foundation
import Testing
@testable import HIGLintKit

/// The one libxml2 SAX core under the description reader and the Interface Builder tree: the
/// events it hands a builder, and the refusals, limits and error positions both readers share.
@Suite struct XMLSAXParserTests {
    /// Writes down every event, with the offsets the parser gives.
    final class Recorder: XMLEventBuilder {
        var events: [String] = []

        func startElement(_ tag: XMLStartTag) {
            events.append("<\(tag.name) \(tag.start)..<\(tag.end) " + tag.attributes.map { "\($0.name)=\($0.value)" }.joined(separator: ","))
        }

        func endElement() { events.append("/") }

        func characters(_ text: UnsafeBufferPointer<UInt8>, end: Int) {
            events.append("text \(String(decoding: text, as: UTF8.self).debugDescription) to \(end)")
        }

        func comment(_ text: String, start: Int) { events.append("comment \(text.debugDescription) at \(start)") }
    }

    static func record(_ text: String, limits: ReaderLimits = .default) throws(ReadError) -> [String] {
        let recorder = Recorder()
        let bytes = Array(text.utf8)
        try bytes.withUnsafeBufferPointer { buffer throws(ReadError) in
            try XMLSAXParser.parse(buffer, lines: LineIndex(buffer), limits: limits, doctypeRefusal: "no DOCTYPE", into: recorder)
        }
        return recorder.events
    }

    @Test("a builder is told every start tag with its place and attributes, end tag, text and comment, in order")
    func events() throws {
        let text = "<a x=\"1 &amp; 2\" xmlns:h=\"u\" h:y='=\"'><!-- hi --><b/>t&lt;</a>"
        let events = try Self.record(text)
        #expect(events == [
            "<a 0..<37 x=1 & 2,h:y==\"",
            "comment \" hi \" at 38",
            "<b 49..<51 ",
            "/",
            "text \"t\" to 53",
            "text \"<\" to 58",
            "/",
        ], "\(events)")
    }

    @Test("a DOCTYPE, too deep a nesting and too many attributes are refused at their place; libxml2's errors keep theirs")
    func refusals() {
        func error(_ text: String, _ limits: ReaderLimits = .default) -> ReadError? {
            do { _ = try Self.record(text, limits: limits); return nil } catch { return error }
        }
        let doctype = error("<?xml version=\"1.0\"?>\n<!DOCTYPE a [<!ENTITY e \"x\">]>\n<a>&e;</a>")
        #expect(doctype == ReadError("no DOCTYPE", line: 2, column: 13), "\(String(describing: doctype?.line)):\(String(describing: doctype?.column))")
        #expect(error("<a>\n <b>\n  <c/></b></a>", ReaderLimits(maxDepth: 2))
            == ReadError("elements nested deeper than 2 levels", line: 3, column: 3))
        #expect(error("<a>\n <b p=\"1\" q=\"2\" r=\"3\"/></a>", ReaderLimits(maxAttributes: 2))
            == ReadError("an element with more than 2 attributes (the limit is 2)", line: 2, column: 2))
        #expect(error("<a>\n</b>")?.line == 2)
        #expect(error("")?.message == "the file is empty")
    }

    @Test("an Interface Builder file whose lines end in a CR alone has its errors placed as with LF", arguments: ["\r", "\r\n", "\n"])
    func interfaceBuilderLineEnds(_ end: String) {
        let lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" targetRuntime=\"iOS.CocoaTouch\">",
                     "  <objects>", "  </object>", "</document>"]
        let outcome = DescriptionReader.read(data: Data(lines.joined(separator: end).utf8), syntax: .interfaceBuilder, path: "v.xib")
        guard case .failure(let error) = outcome else {
            Issue.record("read: \(outcome)")
            return
        }
        #expect(error.line == 4 && error.message.contains("objects line 3"), "\(error)")
    }

    @Test("attribute names are found in a tag's bytes past values that hold names, quotes and equals signs")
    func attributeNames() {
        let tag = "<view a=\"b='c'\" d = 'e=\"f' xmlns:g=\"h\"\n\tg:i=\"\"/>"
        let bytes = Array(tag.utf8)
        let names = bytes.withUnsafeBufferPointer { buffer in
            XMLSourceScan.attributeNames(in: buffer, tagStart: 0, tagEnd: buffer.count).map { String(decoding: buffer[$0], as: UTF8.self) }
        }
        #expect(names == ["a", "d", "xmlns:g", "g:i"])
    }

    @Test("a description's attributes are placed past the namespace declarations among them")
    func attributesAmongNamespaceDeclarations() throws {
        let text = "<screen xmlns=\"d\" name=\"x\"\n  xmlns:h=\"u\" h:note=\"xmlns:h\" xmlnsish=\"1\"><label text=\"a\"/></screen>"
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            Issue.record("not read")
            return
        }
        let places = description.root.properties.map { "\($0.name) \($0.location.line):\($0.location.column)" }
        #expect(places == ["name 1:19", "h:note 2:15", "xmlnsish 2:32"])
        #expect(description.root.children.first?.properties.first?.location.column == 52)
    }
}
