/// Reads the JSON syntax: every object is an element whose `"type"` is its kind, whose scalar
/// members are its properties and whose `"children"` array holds its child elements in order.
///
/// - Note: elements are built as the parser goes, not from a `JSONValue` of the whole file
///   first, which would be built, read once and freed: for speed, the tree's allocations and
///   frees go.
enum JSONDescriptionReader {
    /// `mayHoldCarriageReturns`: as `LineIndex` takes it (false when the bytes hold no CR).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits,
                     mayHoldCarriageReturns: Bool? = nil) throws(ReadError) -> ScreenDescription? {
        let lines = LineIndex(bytes, mayHoldCarriageReturns: mayHoldCarriageReturns)
        var builder = Builder(path: path, lines: lines)
        let root: Element?
        let rootOffset: Int
        do {
            // Each element level is an object inside a "children" array: two JSON levels.
            // The deepest element may still hold an empty "children" array: one level more.
            var parser = try JSONParser.atValue(bytes, maxDepth: limits.maxDepth * 2,
                                                depthLimitMessage: "elements nested deeper than \(limits.maxDepth) levels")
            rootOffset = parser.offset
            if parser.next == UInt8(ascii: "{") {
                root = try builder.element(&parser)
            } else {
                _ = try parser.value()
                root = nil
            }
            try parser.finish()
        } catch {
            let position = lines.position(of: error.offset)
            throw ReadError(error.message, line: position.line, column: position.column)
        }
        // A JSON file whose root is not an object with a known root type is not a description
        // (package.json, a configuration file): the caller passes over it.
        guard bytes[rootOffset] == UInt8(ascii: "{") else {
            guard ScreenDescription.isNamedAsDescription(path) else { return nil }
            throw ReadError("a description is a JSON object whose \"type\" is \"screen\" or \"app\"", line: 1, column: 1)
        }
        guard let root, ScreenDescription.isMeant(rootKind: root.kind, path: path) else {
            guard ScreenDescription.isNamedAsDescription(path) else { return nil }
            let position = lines.position(of: rootOffset)
            throw ReadError("the root object of a description needs a \"type\" of \"screen\" or \"app\"",
                            line: position.line, column: position.column)
        }
        return ScreenDescription(path: path, syntax: .json, root: root, formatWarnings: builder.warnings)
    }

    private struct Builder {
        let path: String
        let lines: LineIndex
        var warnings: [FormatWarning] = []
        /// The member names and properties of the objects being read, innermost last: kept here,
        /// not in a list of each object's own, so that their room is made once for the file.
        private var keyStack: [String] = []
        private var propertyStack: [Element.Property] = []

        init(path: String, lines: LineIndex) {
            self.path = path
            self.lines = lines
        }

        func location(_ offset: Int) -> SourceLocation {
            let p = lines.position(of: offset)
            return SourceLocation(file: path, line: p.line, column: p.column)
        }

        /// The object the parser is at as an element; nil, with a warning instead of any of its
        /// own or its children's, when its last `"type"` member is not a string.
        mutating func element(_ parser: inout JSONParser) throws(JSONParser.Failure) -> Element? {
            // Asked for first: positions cost least asked for in order (`LineIndex`).
            let elementLocation = location(parser.offset)
            let warningsBefore = warnings.count
            var kind: String?
            // Gathered first and handed to the element whole, as in the XML reader.
            let propertiesStart = propertyStack.count
            var suppressions: [Suppression] = []
            var children: [Element] = []
            // Most objects have a few members, compared one with another; past 16 they are
            // hashed, so that a hostile file cannot make the comparison quadratic.
            let keysStart = keyStack.count
            var seen: Set<String>?
            try parser.beginObject()
            var first = true
            while let (key, keyOffset) = try parser.nextMember(first: first) {
                first = false
                let duplicate: Bool
                if seen != nil {
                    duplicate = !seen!.insert(key).inserted
                } else {
                    duplicate = keyStack[keysStart...].contains(key)
                    keyStack.append(key)
                    if keyStack.count - keysStart > 16 { seen = Set(keyStack[keysStart...]) }
                }
                if duplicate {
                    warnings.append(.init(message: "duplicate member \"\(key)\"; the last one is used", location: location(keyOffset)))
                }
                let valueOffset = parser.offset
                if key == "children" && parser.next == UInt8(ascii: "[") {
                    children = try elements(&parser)
                    continue
                }
                switch (key, try parser.value()) {
                case ("type", .string(let type, _)):
                    kind = type
                case ("type", _):
                    kind = nil
                case (Suppression.ignoreName, .string(let ids, _)):
                    suppressions.append(Suppression(ruleIDs: Suppression.ruleIDs(in: ids), location: location(keyOffset), coversSubtree: true))
                case (Suppression.ignoreName, .array(let items, _)):
                    var ids: [String] = []
                    for case .string(let id, _) in items { ids.append(id) }
                    suppressions.append(Suppression(ruleIDs: ids, location: location(keyOffset), coversSubtree: true))
                case ("children", _):
                    warnings.append(.init(message: "\"children\" must be an array of elements", location: location(valueOffset)))
                case (_, .object), (_, .array):
                    warnings.append(.init(message: "property \"\(key)\" must be a string, number or boolean", location: location(valueOffset)))
                case (_, .string(let s, _)):
                    propertyStack.append(.init(name: key, value: .string(s), location: location(keyOffset)))
                case (_, .number(let n, _)):
                    propertyStack.append(.init(name: key, value: .number(n), location: location(keyOffset)))
                case (_, .bool(let b, _)):
                    propertyStack.append(.init(name: key, value: .bool(b), location: location(keyOffset)))
                case (_, .null):
                    propertyStack.append(.init(name: key, value: .null, location: location(keyOffset)))
                }
            }
            let properties = Array(propertyStack[propertiesStart...])
            propertyStack.removeSubrange(propertiesStart...)
            keyStack.removeSubrange(keysStart...)
            guard let kind else {
                warnings.removeSubrange(warningsBefore...)
                warnings.append(.init(message: "object has no \"type\" member naming its kind; it is ignored", location: elementLocation))
                return nil
            }
            var element = Element(kind: kind, properties: properties, children: children, location: elementLocation)
            if !suppressions.isEmpty { element.suppressions = suppressions }
            return element
        }

        /// The elements of the `"children"` array the parser is at; an item that is not an
        /// object is left out, with a warning.
        mutating func elements(_ parser: inout JSONParser) throws(JSONParser.Failure) -> [Element] {
            var elements: [Element] = []
            try parser.beginArray()
            var first = true
            while try parser.nextItem(first: first) {
                first = false
                if parser.next == UInt8(ascii: "{") {
                    if let element = try element(&parser) { elements.append(element) }
                } else {
                    let itemOffset = parser.offset
                    _ = try parser.value()
                    warnings.append(.init(message: "a child must be an object with a \"type\"", location: location(itemOffset)))
                }
            }
            return elements
        }
    }
}
