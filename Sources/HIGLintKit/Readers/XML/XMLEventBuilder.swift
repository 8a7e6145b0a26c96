/// What `XMLSAXParser` tells as it reads a document, in document order. The description reader
/// and the Interface Builder tree are the two builders.
protocol XMLEventBuilder: AnyObject {
    func startElement(_ tag: XMLStartTag)
    func endElement()
    /// Character data; `end` is the offset where libxml2 stands as it hands the text over, at
    /// about the text's end.
    func characters(_ text: UnsafeBufferPointer<UInt8>, end: Int)
    /// A comment's text; `start` is the offset of its `<!--`.
    func comment(_ text: String, start: Int)
}

extension XMLEventBuilder {
    func characters(_ text: UnsafeBufferPointer<UInt8>, end: Int) {}
    func comment(_ text: String, start: Int) {}
}

/// A start tag as libxml2 hands it over.
struct XMLStartTag {
    /// `prefix:local`, or `local`.
    let name: String
    /// The offset of the `<` that opens the tag.
    let start: Int
    /// The offset where libxml2 stands as it hands the tag over: at the `>` or `/>` that closes it.
    let end: Int
    /// In source order. Namespace declarations (`xmlns:…`) are not among them.
    let attributes: [(name: String, value: String)]
}
