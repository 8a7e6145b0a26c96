import CLibXML2

/// What `XMLSAXParser` tells as it reads a document, in document order. The description reader
/// and the Interface Builder tree are the two builders.
protocol XMLEventBuilder: AnyObject {
    func startElement(_ tag: XMLStartTag)
    func endElement()
    /// Character data; `end` is the offset just past it in the file.
    func characters(_ text: UnsafeBufferPointer<UInt8>, end: Int)
    /// A comment's text; `start` is the offset of its `<!--`.
    func comment(_ text: String, start: Int)
}

extension XMLEventBuilder {
    func characters(_ text: UnsafeBufferPointer<UInt8>, end: Int) {}
    func comment(_ text: String, start: Int) {}
}

/// A start tag as libxml2 hands it over. Valid only during the `startElement` call.
struct XMLStartTag {
    /// `prefix:local`, or `local`.
    let name: String
    /// The offset of the `<` that opens the tag.
    let start: Int
    /// The offset just past the tag's `>`.
    let end: Int
    let attributes: XMLAttributes
}

/// The attributes of a start tag, in source order, as names and values. Namespace declarations
/// (`xmlns:…`) are not among them.
struct XMLAttributes: Sequence {
    /// libxml2's array: five pointers an attribute (local name, prefix, URI, value start, value end).
    let pointers: UnsafeMutablePointer<UnsafePointer<xmlChar>?>?
    let count: Int
    let names: XMLNameTable

    var underestimatedCount: Int { count }

    func makeIterator() -> Iterator { Iterator(attributes: self) }

    struct Iterator: IteratorProtocol {
        let attributes: XMLAttributes
        var index = 0

        mutating func next() -> (name: String, value: String)? {
            guard let pointers = attributes.pointers else { return nil }
            while index < attributes.count {
                let base = index * 5
                index += 1
                guard let valueStart = pointers[base + 3], let valueEnd = pointers[base + 4] else { continue }
                let value = String(decoding: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart), as: UTF8.self)
                return (attributes.names.name(prefix: pointers[base + 1], local: pointers[base]), value)
            }
            return nil
        }
    }
}
