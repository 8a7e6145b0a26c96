import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The elements of an XML document in order, read with Foundation's parser (libxml2).
package struct XMLElements {
    package struct Element {
        package var name: String
        package var attributes: [String: String]
        /// The `name` of the enclosing `<file>`, for Checkstyle's errors.
        package var file: String?
    }

    package static func parse(_ text: String) throws -> [Element] {
        let parser = XMLParser(data: Data(text.utf8))
        let collector = Collector()
        parser.delegate = collector
        guard parser.parse() else { throw ParseFailure(description: "\(parser.parserError.map(String.init(describing:)) ?? "not well-formed")") }
        return collector.elements
    }

    package struct ParseFailure: Error, CustomStringConvertible { package var description: String }

    package final class Collector: NSObject, XMLParserDelegate {
        package var elements: [Element] = []
        package var file: String?

        package func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if elementName == "file" { file = attributes["name"] }
            elements.append(Element(name: elementName, attributes: attributes, file: file))
        }
    }
}
