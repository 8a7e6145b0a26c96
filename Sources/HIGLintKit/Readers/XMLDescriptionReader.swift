import CLibXML2

/// Reads the XML syntax with libxml2's SAX2 interface: element name = kind, attributes =
/// properties, child elements = children, in order.
///
/// Safety: the network is off, no external entity or DTD is ever loaded (a refusing entity
/// loader is installed), and a document type declaration stops the parse before its internal
/// subset is read, so entity bombs and external entities never get a chance to expand.
/// libxml2 keeps no columns in its tree, so positions come from the byte offset of each start
/// tag and a small scan of the tag's own bytes.
enum XMLDescriptionReader {
    /// `mayHoldCarriageReturns`: as `LineIndex` takes it (false when the bytes hold no CR).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits,
                     mayHoldCarriageReturns: Bool? = nil) throws(ReadError) -> ScreenDescription? {
        // libxml2 counts lines at LF only: in a file whose lines end in a CR alone, its messages
        // ("toolbar line 1") and its error positions would see one long line. XML reads every CR
        // that is not followed by an LF as an LF anyway (end-of-line handling, XML 1.0 § 2.11),
        // so such CRs become LFs in a copy first: the same document, the same length and offsets.
        if mayHoldCarriageReturns != false, let copy = withLoneCarriageReturnsAsLineFeeds(bytes) {
            let result = copy.withUnsafeBufferPointer { buffer -> Result<ScreenDescription?, ReadError> in
                do throws(ReadError) {
                    return .success(try parse(buffer, path: path, limits: limits, mayHoldCarriageReturns: true))
                } catch {
                    return .failure(error)
                }
            }
            return try result.get()
        }
        return try parse(bytes, path: path, limits: limits, mayHoldCarriageReturns: mayHoldCarriageReturns)
    }

    /// A copy of `bytes` with every CR not followed by an LF made an LF, or nil when there is none.
    static func withLoneCarriageReturnsAsLineFeeds(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
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

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits,
                              mayHoldCarriageReturns: Bool?) throws(ReadError) -> ScreenDescription? {
        _ = libxml2Setup
        guard bytes.count > 0, let base = bytes.baseAddress else { throw ReadError("the file is empty", line: 1, column: 1) }
        guard bytes.count <= Int(Int32.max) else { throw ReadError("the file is too large") }

        let state = ParseState(path: path, bytes: bytes, maxDepth: limits.maxDepth, mayHoldCarriageReturns: mayHoldCarriageReturns)
        try AttributeCount.check(bytes, limit: limits.maxAttributes, lines: state.lines)
        guard let context = base.withMemoryRebound(to: CChar.self, capacity: bytes.count, {
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
            context.pointee.userData = Unmanaged.passUnretained(state).toOpaque()
            state.context = context
            _ = xmlParseDocument(context)
            context.pointee.sax = savedHandler
        }

        if let error = state.error { throw error }
        if context.pointee.wellFormed == 0 { throw ReadError("the XML is not well-formed") }
        guard let root = state.root, ScreenDescription.isMeant(rootKind: root.kind, path: path) else { return nil }
        return ScreenDescription(path: path, syntax: .xml, root: root, formatWarnings: state.warnings)
    }

    /// Process-wide libxml2 set-up, done once: initialise the library for use from several
    /// threads and refuse every external entity or DTD load. Every reader that parses with
    /// libxml2 touches it first.
    static let libxml2Setup: Void = {
        xmlInitParser()
        xmlSetExternalEntityLoader { _, _, _ in nil }
        // Errors reach higlint through each parser's structured handler; libxml2's own printing
        // to standard error (e.g. "encoding error") would only add noise.
        higlint_silence_generic_errors()
    }()

    private final class ParseState {
        let path: String
        let bytes: UnsafeBufferPointer<UInt8>
        let lines: LineIndex
        let maxDepth: Int
        var context: xmlParserCtxtPtr?
        var stack: [Element] = []
        var root: Element?
        var depth = 0
        var collecting = true
        var error: ReadError?
        var warnings: [FormatWarning] = []
        var warnedAboutText = false
        /// A `higlint:disable-next-line` comment waiting for the element it precedes.
        var pendingSuppression: Suppression?
        /// The names of elements and attributes made so far, by the addresses libxml2 gave them:
        /// its parser hands every name from its dictionary, where each distinct name has one
        /// address for the whole parse (libxml2 itself compares names by address). A name is
        /// kept in the slot its address picks, in place of the one there before.
        private var nameSlots =
            [(prefix: UnsafePointer<xmlChar>?, local: UnsafePointer<xmlChar>?, name: String)?](repeating: nil, count: 64)

        /// The name `prefix:local` (or `local`), made once a parse.
        ///
        /// - Note: for speed: each name made once, and an attribute's place found by libxml2's
        ///   bytes of its name, as every start tag asks for both.
        func name(_ prefix: UnsafePointer<xmlChar>?, _ local: UnsafePointer<xmlChar>?) -> String {
            let address = UInt(bitPattern: local) ^ UInt(bitPattern: prefix)
            let slot = Int(truncatingIfNeeded: (address &* 0x9E37_79B9_7F4A_7C15) >> 58)
            if let entry = nameSlots[slot], entry.local == local, entry.prefix == prefix { return entry.name }
            let name = XMLDescriptionReader.qualifiedName(prefix, local)
            nameSlots[slot] = (prefix, local, name)
            return name
        }

        init(path: String, bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, mayHoldCarriageReturns: Bool?) {
            self.path = path
            self.bytes = bytes
            self.lines = LineIndex(bytes, mayHoldCarriageReturns: mayHoldCarriageReturns)
            self.maxDepth = maxDepth
        }

        func location(_ offset: Int) -> SourceLocation {
            let p = lines.position(of: offset)
            return SourceLocation(file: path, line: p.line, column: p.column)
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
            let state = XMLDescriptionReader.state(pointer)
            state.fail("document type declarations (<!DOCTYPE>) are not allowed in screen descriptions", at: state.currentOffset)
        }
        handler.startElementNs = { pointer, localName, prefix, _, _, _, attributeCount, _, attributes in
            let state = XMLDescriptionReader.state(pointer)
            state.depth += 1
            let end = state.currentOffset
            let start = XMLDescriptionReader.tagStart(in: state.bytes, before: end)
            if state.depth > state.maxDepth {
                state.fail("elements nested deeper than \(state.maxDepth) levels", at: start)
                return
            }
            if state.depth == 1 {
                let name = state.name(prefix, localName)
                state.collecting = ScreenDescription.isMeant(rootKind: name, path: state.path)
            }
            guard state.collecting else { return }
            let location = state.location(start)
            // The properties are gathered first and handed to the element whole: appending to
            // the element's own list would check its box and grow the list once a property.
            var properties: [Element.Property] = []
            properties.reserveCapacity(Int(attributeCount))
            var element = Element(kind: state.name(prefix, localName), location: location)
            let attributeOffsets = attributeCount > 0
                ? XMLDescriptionReader.attributeOffsets(in: state.bytes, tagStart: start, tagEnd: end, expected: Int(attributeCount))
                : []
            if let pending = state.pendingSuppression {
                element.appendSuppression(pending)
                state.pendingSuppression = nil
            }
            if let attributes, attributeCount > 0 {
                // libxml2 gives the attributes in source order: each name is looked for from
                // just after the last one found, so that a tag of many costs one pass.
                var nextName = 0
                // The offset of the attribute named `local` (without a prefix; with one, `name`).
                func offset(of name: String, local: UnsafePointer<xmlChar>?, prefixed: Bool) -> Int? {
                    for step in 0..<attributeOffsets.count {
                        let candidate = (nextName + step) % attributeOffsets.count
                        let range = attributeOffsets[candidate]
                        // strncmp stops at the end of libxml2's name; the name's end is then its length.
                        let matches = prefixed || local == nil ? name.utf8.elementsEqual(state.bytes[range])
                            : strncmp(UnsafeRawPointer(local!).assumingMemoryBound(to: CChar.self),
                                      UnsafeRawPointer(state.bytes.baseAddress! + range.lowerBound).assumingMemoryBound(to: CChar.self),
                                      range.count) == 0 && local![range.count] == 0
                        if matches {
                            nextName = candidate + 1
                            return range.lowerBound
                        }
                    }
                    return nil
                }
                for i in 0..<Int(attributeCount) {
                    let name = state.name(attributes[i * 5 + 1], attributes[i * 5])
                    guard let valueStart = attributes[i * 5 + 3], let valueEnd = attributes[i * 5 + 4] else { continue }
                    let value = String(decoding: UnsafeBufferPointer(start: valueStart, count: valueEnd - valueStart), as: UTF8.self)
                    let offset = offset(of: name, local: attributes[i * 5], prefixed: attributes[i * 5 + 1] != nil) ?? start
                    if name == Suppression.ignoreName {
                        element.appendSuppression(Suppression(ruleIDs: Suppression.ruleIDs(in: value), location: state.location(offset), coversSubtree: true))
                        continue
                    }
                    properties.append(.init(name: name, value: .string(value), location: state.location(offset)))
                }
            }
            element.properties = properties
            state.stack.append(element)
        }
        handler.endElementNs = { pointer, _, _, _ in
            let state = XMLDescriptionReader.state(pointer)
            state.depth -= 1
            guard state.collecting, let element = state.stack.popLast() else { return }
            if state.stack.isEmpty {
                state.root = element
            } else {
                state.stack[state.stack.count - 1].appendChild(element)
            }
        }
        handler.characters = { pointer, characters, length in
            let state = XMLDescriptionReader.state(pointer)
            guard state.collecting, !state.warnedAboutText, let characters, !state.stack.isEmpty else { return }
            let text = UnsafeBufferPointer(start: characters, count: Int(length))
            if let first = text.firstIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) {
                state.warnedAboutText = true
                // The parser stands at the end of the text; its first visible character is `first` in.
                state.warnings.append(.init(
                    message: "text inside <\(state.stack.last!.kind)> is ignored; write properties as attributes",
                    location: state.location(max(0, state.currentOffset - Int(length) + first))))
            }
        }
        handler.comment = { pointer, text in
            guard let text else { return }
            let state = XMLDescriptionReader.state(pointer)
            let comment = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
            guard state.collecting, comment.hasPrefix(Suppression.disableNextLine) else { return }
            let ids = Suppression.ruleIDs(in: String(comment.dropFirst(Suppression.disableNextLine.count)))
            // The comment ends where the parser stands; its "<!--" is the nearest one before.
            let end = state.currentOffset
            var start = max(0, end - 4)
            while start > 0 && !(state.bytes[start] == UInt8(ascii: "<") && state.bytes[start + 1] == UInt8(ascii: "!")) { start -= 1 }
            state.pendingSuppression = Suppression(ruleIDs: ids, location: state.location(start), coversSubtree: false)
        }
        handler.serror = { pointer, error in
            guard let pointer, let error else { return }
            let state = XMLDescriptionReader.state(pointer)
            // Namespace complaints (an undeclared `higlint:` prefix) do not make a description unreadable.
            guard error.pointee.domain != Int32(XML_FROM_NAMESPACE.rawValue) else { return }
            guard state.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
            var message = error.pointee.message.map { String(cString: $0) } ?? "XML error"
            message = message.trimmingCharacters(in: .whitespacesAndNewlines)
            let line = Int(error.pointee.line)
            let column = Int(error.pointee.int2)
            state.error = ReadError(message, line: line > 0 ? line : nil, column: line > 0 && column > 0 ? column : nil)
        }
        return handler
    }

    private static func qualifiedName(_ prefix: UnsafePointer<xmlChar>?, _ localName: UnsafePointer<xmlChar>?) -> String {
        let local = localName.map { String(cString: $0) } ?? ""
        guard let prefix else { return local }
        return String(cString: prefix) + ":" + local
    }

    /// The offset of the `<` that opens the start tag ending at `end`. A `<` cannot occur inside
    /// an attribute value in well-formed XML, so the nearest one before `end` is the tag's.
    static func tagStart(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var i = min(end, bytes.count - 1)
        while i > 0 && bytes[i] != UInt8(ascii: "<") { i -= 1 }
        return i
    }

    /// Where each attribute name is inside the start tag `bytes[tagStart..<tagEnd]`, in order.
    private static func attributeOffsets(in bytes: UnsafeBufferPointer<UInt8>, tagStart: Int, tagEnd: Int,
                                         expected: Int) -> [Range<Int>] {
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
        var names: [Range<Int>] = []
        names.reserveCapacity(expected)
        let end = min(tagEnd, bytes.count)
        var i = tagStart + 1
        while i < end && !isSpace(bytes[i]) && bytes[i] != UInt8(ascii: ">") && bytes[i] != UInt8(ascii: "/") { i += 1 }
        while i < end {
            while i < end && isSpace(bytes[i]) { i += 1 }
            guard i < end, bytes[i] != UInt8(ascii: ">"), bytes[i] != UInt8(ascii: "/") else { break }
            let nameStart = i
            while i < end && !isSpace(bytes[i]) && bytes[i] != UInt8(ascii: "=") { i += 1 }
            names.append(nameStart..<i)
            while i < end && bytes[i] != UInt8(ascii: "\"") && bytes[i] != UInt8(ascii: "'") { i += 1 }
            guard i < end else { break }
            let quote = bytes[i]
            i += 1
            while i < end && bytes[i] != quote { i += 1 }
            i += 1
        }
        return names
    }
}

import Foundation
