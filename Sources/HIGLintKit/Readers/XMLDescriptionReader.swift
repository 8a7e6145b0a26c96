import Foundation

/// Reads the XML syntax: element name = kind, attributes = properties, child elements =
/// children, in order. `XMLSAXParser` does the parsing and its protections; this builder makes
/// the elements, with the line and column of every element and attribute.
enum XMLDescriptionReader {
    /// `mayHoldCarriageReturns`: as `LineIndex` takes it (false when the bytes hold no CR).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits,
                     mayHoldCarriageReturns: Bool? = nil) throws(ReadError) -> ScreenDescription? {
        let builder = Builder(path: path, bytes: bytes, lines: LineIndex(bytes, mayHoldCarriageReturns: mayHoldCarriageReturns))
        try XMLSAXParser.parse(bytes, lines: builder.lines, limits: limits,
                               doctypeRefusal: "document type declarations (<!DOCTYPE>) are not allowed in screen descriptions",
                               // A document that declares another root (a Core Data model's
                               // `<!DOCTYPE database …>`) is no description: passed over, as a
                               // file of another root is.
                               isForeignRoot: { !ScreenDescription.isMeant(rootKind: $0, path: path) },
                               mayHoldCarriageReturns: mayHoldCarriageReturns, into: builder)
        guard let root = builder.root, ScreenDescription.isMeant(rootKind: root.kind, path: path) else { return nil }
        return ScreenDescription(path: path, syntax: .xml, root: root, formatWarnings: builder.warnings)
    }

    private final class Builder: XMLEventBuilder {
        let path: String
        let bytes: UnsafeBufferPointer<UInt8>
        let lines: LineIndex
        var stack: [Element] = []
        var root: Element?
        var sawRoot = false
        /// False when the root is not a description's: the rest of the file is then only parsed.
        var collecting = true
        var warnings: [FormatWarning] = []
        var warnedAboutText = false
        /// A `higlint:disable-next-line` comment waiting for the element it precedes.
        var pendingSuppression: Suppression?

        init(path: String, bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex) {
            self.path = path
            self.bytes = bytes
            self.lines = lines
        }

        func location(_ offset: Int) -> SourceLocation {
            let p = lines.position(of: offset)
            return SourceLocation(file: path, line: p.line, column: p.column)
        }

        func startElement(_ tag: XMLStartTag) {
            if !sawRoot {
                sawRoot = true
                collecting = ScreenDescription.isMeant(rootKind: tag.name, path: path)
            }
            guard collecting else { return }
            var element = Element(kind: tag.name, location: location(tag.start))
            if let pending = pendingSuppression {
                element.appendSuppression(pending)
                pendingSuppression = nil
            }
            // The properties are gathered first and handed to the element whole: appending to
            // the element's own list would check its box and grow the list once a property.
            var properties: [Element.Property] = []
            properties.reserveCapacity(tag.attributes.count)
            // libxml2 gives the attributes in source order, and leaves out only the namespace
            // declarations: the names in the tag's bytes, without those, are the attributes'.
            var names = XMLSourceScan.attributeNames(in: bytes, tagStart: tag.start, tagEnd: tag.end)
            for (name, value) in tag.attributes {
                var offset = tag.start
                while let range = names.next() {
                    guard !XMLSourceScan.isNamespaceDeclaration(range, in: bytes) else { continue }
                    offset = range.lowerBound
                    break
                }
                if name == Suppression.ignoreName {
                    element.appendSuppression(Suppression(ruleIDs: Suppression.ruleIDs(in: value), location: location(offset), coversSubtree: true))
                } else {
                    properties.append(.init(name: name, value: .string(value), location: location(offset)))
                }
            }
            element.properties = properties
            stack.append(element)
        }

        func endElement() {
            guard collecting, let element = stack.popLast() else { return }
            if stack.isEmpty {
                root = element
            } else {
                stack[stack.count - 1].appendChild(element)
            }
        }

        func characters(_ text: UnsafeBufferPointer<UInt8>, end: Int) {
            guard collecting, !warnedAboutText, let kind = stack.last?.kind else { return }
            guard let first = text.firstIndex(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) else { return }
            warnedAboutText = true
            // The parser stands at the end of the text; its first visible character is `first` in.
            warnings.append(.init(message: "text inside <\(kind)> is ignored; write properties as attributes",
                                  location: location(max(0, end - text.count + first))))
        }

        func comment(_ text: String, start: Int) {
            let comment = text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard collecting, comment.hasPrefix(Suppression.disableNextLine) else { return }
            let ids = Suppression.ruleIDs(in: String(comment.dropFirst(Suppression.disableNextLine.count)))
            pendingSuppression = Suppression(ruleIDs: ids, location: location(start), coversSubtree: false)
        }
    }
}
