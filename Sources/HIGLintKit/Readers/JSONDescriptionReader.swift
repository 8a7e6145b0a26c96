/// Reads the JSON syntax: every object is an element whose `"type"` is its kind, whose scalar
/// members are its properties and whose `"children"` array holds its child elements in order.
enum JSONDescriptionReader {
    /// `mayHoldCarriageReturns`: as `LineIndex` takes it (false when the bytes hold no CR).
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: ReaderLimits,
                     mayHoldCarriageReturns: Bool? = nil) throws(ReadError) -> ScreenDescription? {
        let lines = LineIndex(bytes, mayHoldCarriageReturns: mayHoldCarriageReturns)
        let value: JSONValue
        do {
            // Each element level is an object inside a "children" array: two JSON levels.
            // The deepest element may still hold an empty "children" array: one level more.
            value = try JSONParser.parse(bytes, maxDepth: limits.maxDepth * 2,
                                         depthLimitMessage: "elements nested deeper than \(limits.maxDepth) levels")
        } catch {
            let position = lines.position(of: error.offset)
            throw ReadError(error.message, line: position.line, column: position.column)
        }
        // A JSON file whose root is not an object with a known root type is not a description
        // (package.json, a configuration file): the caller passes over it.
        guard case .object(let members, let offset) = value else {
            guard ScreenDescription.isNamedAsDescription(path) else { return nil }
            throw ReadError("a description is a JSON object whose \"type\" is \"screen\" or \"app\"", line: 1, column: 1)
        }
        guard case .string(let type, _)? = members.last(where: { $0.key == "type" })?.value,
              ScreenDescription.isMeant(rootKind: type, path: path)
        else {
            guard ScreenDescription.isNamedAsDescription(path) else { return nil }
            let position = lines.position(of: offset)
            throw ReadError("the root object of a description needs a \"type\" of \"screen\" or \"app\"",
                            line: position.line, column: position.column)
        }

        var builder = Builder(path: path, lines: lines)
        guard let root = builder.element(from: value) else { return nil }
        return ScreenDescription(path: path, syntax: .json, root: root, formatWarnings: builder.warnings)
    }

    private struct Builder {
        let path: String
        let lines: LineIndex
        var warnings: [FormatWarning] = []

        func location(_ offset: Int) -> SourceLocation {
            let p = lines.position(of: offset)
            return SourceLocation(file: path, line: p.line, column: p.column)
        }

        mutating func element(from value: JSONValue) -> Element? {
            guard case .object(let members, let offset) = value else {
                warnings.append(.init(message: "a child must be an object with a \"type\"", location: location(value.offset)))
                return nil
            }
            guard case .string(let kind, _)? = members.last(where: { $0.key == "type" })?.value else {
                warnings.append(.init(message: "object has no \"type\" member naming its kind; it is ignored", location: location(offset)))
                return nil
            }
            var element = Element(kind: kind, location: location(offset))
            // Gathered first and handed to the element whole, as in the XML reader.
            var properties: [Element.Property] = []
            properties.reserveCapacity(members.count)
            // Most objects have a few members, compared one with another; a large one is hashed,
            // so that a hostile file cannot make the comparison quadratic.
            var seen = members.count > 16 ? Set<String>(minimumCapacity: members.count) : nil
            for (index, member) in members.enumerated() {
                let duplicate = seen != nil ? !seen!.insert(member.key).inserted
                    : members[..<index].contains { $0.key == member.key }
                if duplicate {
                    warnings.append(.init(message: "duplicate member \"\(member.key)\"; the last one is used", location: location(member.keyOffset)))
                }
                switch (member.key, member.value) {
                case ("type", _):
                    continue
                case (Suppression.ignoreName, .string(let ids, _)):
                    element.suppressions.append(Suppression(ruleIDs: Suppression.ruleIDs(in: ids), location: location(member.keyOffset), coversSubtree: true))
                case (Suppression.ignoreName, .array(let items, _)):
                    var ids: [String] = []
                    for case .string(let id, _) in items { ids.append(id) }
                    element.suppressions.append(Suppression(ruleIDs: ids, location: location(member.keyOffset), coversSubtree: true))
                case ("children", .array(let items, _)):
                    element.children = items.compactMap { self.element(from: $0) }
                case ("children", let other):
                    warnings.append(.init(message: "\"children\" must be an array of elements", location: location(other.offset)))
                case (_, .object(_, let o)), (_, .array(_, let o)):
                    warnings.append(.init(message: "property \"\(member.key)\" must be a string, number or boolean", location: location(o)))
                case (_, .string(let s, _)):
                    properties.append(.init(name: member.key, value: .string(s), location: location(member.keyOffset)))
                case (_, .number(let n, _)):
                    properties.append(.init(name: member.key, value: .number(n), location: location(member.keyOffset)))
                case (_, .bool(let b, _)):
                    properties.append(.init(name: member.key, value: .bool(b), location: location(member.keyOffset)))
                case (_, .null):
                    properties.append(.init(name: member.key, value: .null, location: location(member.keyOffset)))
                }
            }
            element.properties = properties
            return element
        }
    }
}
