/// An Interface Builder file as a plain tree of XML elements: each element's name, attributes,
/// the byte offset of its start tag and its children, plus the text of the few elements that hold
/// a value as text (`<string>`, `<int>`, `<bool>` … of the archive format). The readers of the two
/// IB formats map this tree onto higlint's kinds; keeping it generic lets them look ahead (a
/// segue's destination, an archive reference) without a second parse.
///
/// Parsed by `XMLSAXParser`, as descriptions are. Nodes live in one array and point to each other by index, so the tree costs a few
/// allocations per element at most and is built in one pass.
struct IBXMLTree {
    typealias NodeID = Int

    struct Node {
        var name: String
        /// Offset of the `<` that opens the start tag.
        var start: Int
        /// Offset of the `>` or `/>` that closes the start tag.
        var tagEnd: Int
        var firstAttribute: Int
        var attributeCount: Int
        var parent: NodeID
        var firstChild: NodeID = -1
        var lastChild: NodeID = -1
        var nextSibling: NodeID = -1
        /// The element's character content, for the value elements listed in `textElements`.
        var text: String?
    }

    private(set) var nodes: [Node] = []
    private(set) var attributeNames: [String] = []
    private(set) var attributeValues: [String] = []

    /// The root element (always node 0 once a tree is parsed).
    var root: NodeID { 0 }

    /// Elements whose text is kept: the archive format writes values as text (`<int key="…">5</int>`),
    /// and the document format writes multi-line titles as `<string key="title">`.
    static let textElements: Set<String> = ["string", "int", "integer", "bool", "boolean", "float", "double", "real", "mutableString"]

    func name(_ node: NodeID) -> String { nodes[node].name }

    func text(_ node: NodeID) -> String? { nodes[node].text }

    /// The value of attribute `name` of `node`, if it has one.
    func attribute(_ name: String, of node: NodeID) -> String? {
        let n = nodes[node]
        var i = n.firstAttribute
        let end = i + n.attributeCount
        while i < end {
            if attributeNames[i] == name { return attributeValues[i] }
            i += 1
        }
        return nil
    }

    /// The attributes of `node` in source order.
    func attributes(of node: NodeID) -> [(name: String, value: String)] {
        let n = nodes[node]
        return (n.firstAttribute..<(n.firstAttribute + n.attributeCount)).map { (attributeNames[$0], attributeValues[$0]) }
    }

    /// The children of `node`, in order.
    func children(of node: NodeID) -> Children { Children(tree: self, first: nodes[node].firstChild) }

    /// The first child of `node` named `name` (and with attribute `key` equal to `key`, when given).
    func child(of node: NodeID, named name: String? = nil, key: String? = nil) -> NodeID? {
        var c = nodes[node].firstChild
        while c >= 0 {
            if (name == nil || nodes[c].name == name!) && (key == nil || attribute("key", of: c) == key) { return c }
            c = nodes[c].nextSibling
        }
        return nil
    }

    func parent(of node: NodeID) -> NodeID? {
        let p = nodes[node].parent
        return p >= 0 ? p : nil
    }

    struct Children: Sequence, IteratorProtocol {
        let tree: IBXMLTree
        var upcoming: NodeID

        init(tree: IBXMLTree, first: NodeID) {
            self.tree = tree
            self.upcoming = first
        }

        mutating func next() -> NodeID? {
            guard upcoming >= 0 else { return nil }
            defer { upcoming = tree.nodes[upcoming].nextSibling }
            return upcoming
        }
    }

    // MARK: Parsing

    /// Parses `bytes` (UTF-8, already checked) into a tree with `XMLSAXParser`, under its
    /// protections and limits; a file that is not well-formed or breaks a limit throws with its position.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, limits: ReaderLimits,
                      mayHoldCarriageReturns: Bool? = nil) throws(ReadError) -> IBXMLTree {
        let builder = Builder()
        // A rough guess from the size: an IB file has an element every 60 bytes or so.
        builder.tree.nodes.reserveCapacity(bytes.count / 60 + 16)
        builder.tree.attributeNames.reserveCapacity(bytes.count / 30 + 16)
        builder.tree.attributeValues.reserveCapacity(bytes.count / 30 + 16)
        try XMLSAXParser.parse(bytes, lines: lines, limits: limits, doctypeRefusal: "document type declarations (<!DOCTYPE>) are not allowed",
                               mayHoldCarriageReturns: mayHoldCarriageReturns, into: builder)
        guard !builder.tree.nodes.isEmpty else { throw ReadError("the file has no root element", line: 1, column: 1) }
        return builder.tree
    }

    /// Builds the tree from the parser's events: nodes in one array, linked by index.
    private final class Builder: XMLEventBuilder {
        var tree = IBXMLTree()
        var stack: [NodeID] = []
        /// The text of the element being read, when it is one whose text is kept.
        var textBuffer: [UInt8] = []
        var collectingText = false

        func startElement(_ tag: XMLStartTag) {
            let id = tree.nodes.count
            let parent = stack.last ?? -1
            var node = Node(name: tag.name, start: tag.start, tagEnd: tag.end, firstAttribute: tree.attributeNames.count,
                            attributeCount: 0, parent: parent)
            for (name, value) in tag.attributes {
                tree.attributeNames.append(name)
                tree.attributeValues.append(value)
                node.attributeCount += 1
            }
            tree.nodes.append(node)
            if parent >= 0 {
                if tree.nodes[parent].lastChild >= 0 {
                    tree.nodes[tree.nodes[parent].lastChild].nextSibling = id
                } else {
                    tree.nodes[parent].firstChild = id
                }
                tree.nodes[parent].lastChild = id
            }
            stack.append(id)
            collectingText = IBXMLTree.textElements.contains(tag.name)
            if collectingText { textBuffer.removeAll(keepingCapacity: true) }
        }

        func endElement() {
            guard let id = stack.popLast() else { return }
            if collectingText {
                tree.nodes[id].text = String(decoding: textBuffer, as: UTF8.self)
                collectingText = false
            }
        }

        func characters(_ text: UnsafeBufferPointer<UInt8>, end: Int) {
            guard collectingText else { return }
            textBuffer.append(contentsOf: text)
        }
    }
}
