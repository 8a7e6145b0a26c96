import CLibXML2
import Foundation

/// Reads XML with libxml2's SAX2 interface and hands what it reads to a builder as plain events.
/// It is the one place that drives libxml2, for the description reader and the Interface Builder
/// tree alike, and so the one place that keeps hostile XML harmless:
///
/// - the network is off, and no external entity or DTD is ever loaded (a refusing entity loader
///   is installed);
/// - a document type declaration stops the parse before its internal subset is read, so entity
///   bombs and external entities never get a chance to expand;
/// - elements nested deeper than `ReaderLimits.maxDepth` and tags with more attributes than
///   `ReaderLimits.maxAttributes` are refused;
/// - every error carries the line and column of its place (`LineIndex`), as do the builders'
///   events (byte offsets).
enum XMLSAXParser {
    /// Parses `bytes` (UTF-8, already checked) into `builder`. `lines` is the file's `LineIndex`;
    /// `doctypeRefusal` is the message for a document type declaration; `mayHoldCarriageReturns`
    /// is as `LineIndex` takes it (false when the bytes are known to hold no CR). A file that is
    /// not well-formed, or breaks a limit, throws with its position.
    ///
    /// `isForeignRoot`, when given, is asked the root element a document type declaration names
    /// (`<!DOCTYPE database …>`): true stops the parse quietly, with nothing built, as for a
    /// document of another kind (a Core Data model); false refuses the declaration. Nothing the
    /// declaration names is ever loaded.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, limits: ReaderLimits, doctypeRefusal: String,
                      isForeignRoot: (@Sendable (String) -> Bool)? = nil,
                      mayHoldCarriageReturns: Bool? = nil, into builder: any XMLEventBuilder) throws(ReadError) {
        guard bytes.count > 0, bytes.baseAddress != nil else { throw ReadError("the file is empty", line: 1, column: 1) }
        guard bytes.count <= Int(Int32.max) else { throw ReadError("the file is too large") }
        try AttributeCount.check(bytes, limit: limits.maxAttributes, lines: lines)
        let session = Session(lines: lines, maxDepth: limits.maxDepth, doctypeRefusal: doctypeRefusal, builder: builder)
        session.isForeignRoot = isForeignRoot
        // libxml2 counts lines at LF only: in a file whose lines end in a CR alone, its messages
        // ("toolbar line 1") and its error positions would see one long line. XML reads every CR
        // that is not followed by an LF as an LF anyway (end-of-line handling, XML 1.0 § 2.11),
        // so such CRs become LFs in a copy first: the same document, the same length and offsets.
        if mayHoldCarriageReturns != false, let copy = withLoneCarriageReturnsAsLineFeeds(bytes) {
            try copy.withUnsafeBufferPointer { copied throws(ReadError) in try run(copied, session) }
        } else {
            try run(bytes, session)
        }
    }

    private static func run(_ bytes: UnsafeBufferPointer<UInt8>, _ session: Session) throws(ReadError) {
        _ = libxml2Setup
        session.bytes = bytes
        guard let context = bytes.baseAddress!.withMemoryRebound(to: CChar.self, capacity: bytes.count, {
            xmlCreateMemoryParserCtxt($0, Int32(bytes.count))
        }) else { throw ReadError("libxml2 could not create a parser") }
        defer { xmlFreeParserCtxt(context) }
        // NOENT makes libxml2 hand attribute values over with character references and the
        // predefined entities (&amp;) replaced. No other entity can exist: a DOCTYPE stops the parse.
        // IGNORE_ENC: the bytes were checked to be UTF-8, so a declared encoding="ISO-8859-1" is
        // wrong and must not turn "Café" into "CafÃ©".
        _ = xmlCtxtUseOptions(context, Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOENT.rawValue
                                             | XML_PARSE_NOCDATA.rawValue | XML_PARSE_IGNORE_ENC.rawValue))
        var handler = makeHandler()
        let savedHandler = context.pointee.sax
        withUnsafeMutablePointer(to: &handler) { handlerPointer in
            context.pointee.sax = handlerPointer
            context.pointee.userData = Unmanaged.passUnretained(session).toOpaque()
            session.context = context
            _ = xmlParseDocument(context)
            context.pointee.sax = savedHandler
        }
        if let error = session.error { throw error }
        if session.stoppedAtForeignDoctype { return }
        if context.pointee.wellFormed == 0 { throw ReadError("the XML is not well-formed") }
    }

    /// A copy of `bytes` with every CR not followed by an LF made an LF, or nil when there is none.
    private static func withLoneCarriageReturnsAsLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard let base = bytes.baseAddress else { return nil }
        var copy: [UInt8]?
        var offset = 0
        while offset < bytes.count, let found = memchr(base + offset, Int32(UInt8(ascii: "\r")), bytes.count - offset) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            offset = at + 1
            if offset < bytes.count && bytes[offset] == UInt8(ascii: "\n") { continue }
            if copy == nil { copy = Array(bytes) }
            copy![at] = UInt8(ascii: "\n")
        }
        return copy
    }

    /// Process-wide libxml2 set-up, done once: initialise the library for use from several
    /// threads and refuse every external entity or DTD load.
    private static let libxml2Setup: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        // Errors reach higlint through each parser's structured handler; libxml2's own printing
        // to standard error (e.g. "encoding error") would only add noise.
        higlint_silence_generic_errors()
    }()

    /// One parse's state, reached from libxml2's callbacks, one callback at a time.
    private final class Session {
        let lines: LineIndex
        let maxDepth: Int
        let doctypeRefusal: String
        let builder: any XMLEventBuilder
        let names = XMLNameTable()
        var bytes = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var context: xmlParserCtxtPtr?
        var depth = 0
        var error: ReadError?
        var isForeignRoot: (@Sendable (String) -> Bool)?
        /// The document declared a root of another kind: the parse stopped there, on purpose.
        var stoppedAtForeignDoctype = false

        init(lines: LineIndex, maxDepth: Int, doctypeRefusal: String, builder: any XMLEventBuilder) {
            self.lines = lines
            self.maxDepth = maxDepth
            self.doctypeRefusal = doctypeRefusal
            self.builder = builder
        }

        /// Stops the parse with an error of ours; the first error wins.
        func fail(_ message: String, at offset: Int) {
            if error == nil {
                let p = lines.position(of: offset)
                error = ReadError(message, line: p.line, column: p.column)
            }
            if let context { xmlStopParser(context) }
        }

        /// The offset just past what libxml2 has read.
        var currentOffset: Int { context.map { Int(xmlByteConsumed($0)) } ?? 0 }
    }

    private static func session(_ pointer: UnsafeMutableRawPointer?) -> Session {
        Unmanaged<Session>.fromOpaque(pointer!).takeUnretainedValue()
    }

    private static func makeHandler() -> xmlSAXHandler {
        var handler = xmlSAXHandler()
        handler.initialized = UInt32(XML_SAX2_MAGIC)
        handler.internalSubset = { pointer, name, _, _ in
            let session = XMLSAXParser.session(pointer)
            if let name, let isForeignRoot = session.isForeignRoot,
               isForeignRoot(String(cString: UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))) {
                session.stoppedAtForeignDoctype = true
                if let context = session.context { xmlStopParser(context) }
                return
            }
            session.fail(session.doctypeRefusal, at: session.currentOffset)
        }
        handler.startElementNs = { pointer, localName, prefix, _, _, _, attributeCount, _, attributes in
            let session = XMLSAXParser.session(pointer)
            let end = session.currentOffset
            let start = XMLSourceScan.tagStart(in: session.bytes, before: end)
            session.depth += 1
            if session.depth > session.maxDepth {
                session.fail("elements nested deeper than \(session.maxDepth) levels", at: start)
                return
            }
            // libxml2 gives five pointers an attribute: local name, prefix, URI, value start, value end.
            var list: [(name: String, value: String)] = []
            if let attributes, attributeCount > 0 {
                list.reserveCapacity(Int(attributeCount))
                for i in stride(from: 0, to: Int(attributeCount) * 5, by: 5) {
                    guard let valueStart = attributes[i + 3], let valueEnd = attributes[i + 4] else { continue }
                    list.append((session.names.name(prefix: attributes[i + 1], local: attributes[i]),
                                 String(decoding: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart), as: UTF8.self)))
                }
            }
            session.builder.startElement(XMLStartTag(name: session.names.name(prefix: prefix, local: localName),
                                                     start: start, end: end, attributes: list))
        }
        handler.endElementNs = { pointer, _, _, _ in
            let session = XMLSAXParser.session(pointer)
            session.depth -= 1
            session.builder.endElement()
        }
        handler.characters = { pointer, characters, length in
            guard let characters, length > 0 else { return }
            let session = XMLSAXParser.session(pointer)
            session.builder.characters(UnsafeBufferPointer(start: characters, count: Int(length)), end: session.currentOffset)
        }
        handler.comment = { pointer, text in
            guard let text else { return }
            let session = XMLSAXParser.session(pointer)
            session.builder.comment(String(cString: text),
                                    start: XMLSourceScan.commentStart(in: session.bytes, before: session.currentOffset))
        }
        handler.serror = { pointer, error in
            guard let pointer, let error else { return }
            let session = XMLSAXParser.session(pointer)
            // Namespace complaints (an undeclared `higlint:` prefix) do not make a file unreadable.
            guard error.pointee.domain != Int32(XML_FROM_NAMESPACE.rawValue) else { return }
            guard session.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            var message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            while let last = message.last, last == "\n" || last == " " { message.removeLast() }
            let line = Int(error.pointee.line)
            let column = Int(error.pointee.int2)
            session.error = ReadError(message, line: line > 0 ? line : nil, column: line > 0 && column > 0 ? column : nil)
        }
        return handler
    }
}
