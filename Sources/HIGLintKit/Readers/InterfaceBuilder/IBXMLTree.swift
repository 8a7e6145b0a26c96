import CLibXML2

/// An Interface Builder file as a plain tree of XML elements: each element's name, attributes,
/// the byte offset of its start tag and its children, plus the text of the few elements that hold
/// a value as text (`<string>`, `<int>`, `<bool>` … of the archive format). The readers of the two
/// IB formats map this tree onto higlint's kinds; keeping it generic lets them look ahead (a
/// segue's destination, an archive reference) without a second parse.
///
/// Parsed with libxml2's SAX2 interface under the same protections as the description reader:
/// no network, no external entity or DTD ever loaded, a document type declaration refused, and a
/// depth limit. Nodes live in one array and point to each other by index, so the tree costs a few
/// allocations per element at most and is built in one pass.
struct IBXMLTree {
    typealias NodeID = Int

    struct Node {
        var name: String
        /// Offset of the `<` that opens the start tag.
        var start: Int
        /// Offset just past the start tag's `>`.
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

    /// Parses `bytes` (UTF-8, already checked) into a tree. A file that is not well-formed, has a
    /// DOCTYPE or nests deeper than `maxDepth` throws with the position libxml2 or the limit gives.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, maxDepth: Int) throws(ReadError) -> IBXMLTree {
        _ = XMLDescriptionReader.libxml2Setup
        guard bytes.count > 0, let base = bytes.baseAddress else { throw ReadError("the file is empty", line: 1, column: 1) }
        guard bytes.count <= Int(Int32.max) else { throw ReadError("the file is too large") }

        let state = ParseState(bytes: bytes, lines: lines, maxDepth: maxDepth)
        // A rough guess from the size: an IB file has an element every 60 bytes or so.
        state.tree.nodes.reserveCapacity(bytes.count / 60 + 16)
        state.tree.attributeNames.reserveCapacity(bytes.count / 30 + 16)
        state.tree.attributeValues.reserveCapacity(bytes.count / 30 + 16)
        guard let context = base.withMemoryRebound(to: CChar.self, capacity: bytes.count, {
            xmlCreateMemoryParserCtxt($0, Int32(bytes.count))
        }) else { throw ReadError("libxml2 could not create a parser") }
        defer { xmlFreeParserCtxt(context) }
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue
                                             | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
        var handler = makeHandler()
        let savedHandler = context.pointee.sax
        withUnsafeMutablePointer(to: &handler) { handlerPointer in
            context.pointee.sax = handlerPointer
            context.pointee.userData = Unmanaged.passUnretained(state).toOpaque()
            state.context = context
            _ = xmlParseDocument(context)
            context.pointee.sax = savedHandler
        }
        if let error = state.error { throw error }
        if context.pointee.wellFormed == 0 { throw ReadError("the XML is not well-formed") }
        guard !state.tree.nodes.isEmpty else { throw ReadError("the file has no root element", line: 1, column: 1) }
        return state.tree
    }

    /// The parse's state, reached from libxml2's callbacks. Only the parse that owns it touches
    /// it, one callback at a time.
    private final class ParseState {
        let bytes: UnsafeBufferPointer<UInt8>
        let lines: LineIndex
        let maxDepth: Int
        var context: xmlParserCtxtPtr?
        var tree = IBXMLTree()
        var stack: [NodeID] = []
        var error: ReadError?
        /// libxml2 hands names over from its dictionary, one pointer per distinct name, so a
        /// name is turned into a String once per file.
        var names: [UnsafeRawPointer: String] = [:]
        /// The text of the element being read, when it is one whose text is kept.
        var textBuffer: [UInt8] = []
        var collectingText = false

        init(bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, maxDepth: Int) {
            self.bytes = bytes
            self.lines = lines
            self.maxDepth = maxDepth
        }

        func name(_ pointer: UnsafePointer<xmlChar>?, prefix: UnsafePointer<xmlChar>?) -> String {
            guard let pointer else { return "" }
            if prefix == nil, let known = names[UnsafeRawPointer(pointer)] { return known }
            var text = String(cString: pointer)
            if let prefix { text = String(cString: prefix) + ":" + text } else { names[UnsafeRawPointer(pointer)] = text }
            return text
        }

        /// Stops the parse with an error of ours; the first error wins.
        func fail(_ message: String, at offset: Int) {
            if error == nil {
                let p = lines.position(of: offset)
                error = ReadError(message, line: p.line, column: p.column)
            }
            if let context { xmlStopParser(context) }
        }

        var currentOffset: Int { context.map { Int(xmlByteConsumed($0)) } ?? 0 }
    }

    private static func state(_ pointer: UnsafeMutableRawPointer?) -> ParseState {
        Unmanaged<ParseState>.fromOpaque(pointer!).takeUnretainedValue()
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.internalSubset = { pointer, _, _, _ in
            let state = IBXMLTree.state(pointer)
            state.fail("document type declarations (<!DOCTYPE>) are not allowed", at: state.currentOffset)
        }
        handler.startElementNs = { pointer, localName, prefix, _, _, _, attributeCount, _, attributes in
            let state = IBXMLTree.state(pointer)
            let end = state.currentOffset
            let start = XMLDescriptionReader.tagStart(in: state.bytes, before: end)
            if state.stack.count >= state.maxDepth {
                state.fail("elements nested deeper than \(state.maxDepth) levels", at: start)
                return
            }
            let name = state.name(localName, prefix: prefix)
            let id = state.tree.nodes.count
            let parent = state.stack.last ?? -1
            var node = Node(name: name, start: start, tagEnd: end, firstAttribute: state.tree.attributeNames.count,
                            attributeCount: 0, parent: parent)
            if let attributes, attributeCount > 0 {
                for i in 0..<Int(attributeCount) {
                    guard let valueStart = attributes[i * 5 + 3], let valueEnd = attributes[i * 5 + 4] else { continue }
                    state.tree.attributeNames.append(state.name(attributes[i * 5], prefix: attributes[i * 5 + 1]))
                    state.tree.attributeValues.append(String(decoding: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart), as: UTF8.self))
                    node.attributeCount += 1
                }
            }
            state.tree.nodes.append(node)
            if parent >= 0 {
                if state.tree.nodes[parent].lastChild >= 0 {
                    state.tree.nodes[state.tree.nodes[parent].lastChild].nextSibling = id
                } else {
                    state.tree.nodes[parent].firstChild = id
                }
                state.tree.nodes[parent].lastChild = id
            }
            state.stack.append(id)
            state.collectingText = IBXMLTree.textElements.contains(name)
            if state.collectingText { state.textBuffer.removeAll(keepingCapacity: true) }
        }
        handler.endElementNs = { pointer, _, _, _ in
            let state = IBXMLTree.state(pointer)
            guard let id = state.stack.popLast() else { return }
            if state.collectingText {
                state.tree.nodes[id].text = String(decoding: state.textBuffer, as: UTF8.self)
                state.collectingText = false
            }
        }
        handler.characters = { pointer, characters, length in
            let state = IBXMLTree.state(pointer)
            guard state.collectingText, let characters, length > 0 else { return }
            state.textBuffer.append(contentsOf: UnsafeBufferPointer(start: characters, count: Int(length)))
        }
        handler.serror = { pointer, error in
            guard let pointer, let error else { return }
            let state = IBXMLTree.state(pointer)
            // Namespace complaints do not make a file unreadable.
            guard error.pointee.domain != Int32(XML_FROM_NAMESPACE.rawValue) else { return }
            guard state.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            var message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            while let last = message.last, last == "\n" || last == " " { message.removeLast() }
            let line = Int(error.pointee.line)
            let column = Int(error.pointee.int2)
            state.error = ReadError(message, line: line > 0 ? line : nil, column: line > 0 && column > 0 ? column : nil)
        }
        return handler
    }
}
