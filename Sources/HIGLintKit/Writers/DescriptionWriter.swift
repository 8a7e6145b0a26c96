/// Writes an element tree in either syntax, so a description can be converted and the rule
/// examples can be run in both. Properties keep their order; JSON keeps numbers and booleans
/// as such where the vocabulary says so. Suppressions are kept: `higlint:ignore` in both syntaxes,
/// and an XML `higlint:disable-next-line` comment as such in XML (in JSON, which has no comments,
/// it becomes `higlint:ignore`, which also covers the element's children).
///
/// A tree read from one syntax may hold what the other cannot say: a JSON member name that is
/// not an XML name (`a b`, `1abc`, `x="y" onload="z`), a character XML 1.0 cannot hold (U+0000,
/// U+001B, U+FFFE), an XML attribute named `type` that JSON would read as the element's kind.
/// `convert(_:to:)` refuses such a tree, naming the place and what cannot be written, so that
/// what it writes is well-formed and reads back into the same tree. `xml(_:)` and `json(_:)`
/// write trees known to be writable (the rule examples) without asking.
public enum DescriptionWriter {
    /// What cannot be written, and where it was read.
    public struct WriteError: Error, Sendable, Equatable, CustomStringConvertible {
        public var message: String
        public var location: SourceLocation

        public var description: String { "\(location): error: \(message)" }
    }

    static func write(_ root: Element, as syntax: ScreenDescription.Syntax) -> String {
        switch syntax {
        // A screen read from an Interface Builder file or from code is written as a description in XML.
        case .xml, .interfaceBuilder, .code: return xml(root)
        case .json: return json(root)
        }
    }

    /// The tree in `syntax`, or the first thing in it (in document order) that the syntax
    /// cannot hold.
    public static func convert(_ root: Element, to syntax: ScreenDescription.Syntax) throws(WriteError) -> String {
        switch syntax {
        case .xml, .interfaceBuilder, .code:
            // Interface Builder files and code are not written: what higlint sees in one is written as XML.
            try checkXML(root)
            return xml(root)
        case .json:
            try checkJSON(root)
            return json(root)
        }
    }

    // MARK: What each syntax can hold

    private static func checkXML(_ element: Element) throws(WriteError) {
        func fail(_ message: String, _ location: SourceLocation) -> WriteError {
            WriteError(message: "cannot write XML: " + message, location: location)
        }
        if let problem = xmlNameProblem(element.kind, attribute: false) {
            throw fail("the kind \(quoted(element.kind)) \(problem)", element.location)
        }
        for property in element.properties {
            if property.name == Suppression.ignoreName {
                throw fail("the property name \(quoted(property.name)) would be read as a suppression in XML", property.location)
            }
            if let problem = xmlNameProblem(property.name, attribute: true) {
                throw fail("the property name \(quoted(property.name)) \(problem)", property.location)
            }
            if let bad = firstUnholdableInXML(property.value.text) {
                throw fail("the value of \(property.name) holds \(codePoint(bad)), which XML 1.0 cannot hold", property.location)
            }
        }
        for suppression in element.suppressions {
            for id in suppression.ruleIDs {
                if let bad = firstUnholdableInXML(id) {
                    throw fail("the rule id \(quoted(id)) holds \(codePoint(bad)), which XML 1.0 cannot hold", suppression.location)
                }
                // Ids are separated by spaces and commas; a comment cannot hold "--".
                if id.isEmpty || id.unicodeScalars.contains(where: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                    || (!suppression.coversSubtree && (id.contains("--") || id.hasSuffix("-"))) {
                    throw fail("the rule id \(quoted(id)) cannot be written in a suppression", suppression.location)
                }
            }
        }
        for child in element.children { try checkXML(child) }
    }

    private static func checkJSON(_ element: Element) throws(WriteError) {
        for property in element.properties {
            switch property.name {
            case "type", "children":
                throw WriteError(message: "cannot write JSON: the property name \(quoted(property.name)) is reserved in JSON", location: property.location)
            case Suppression.ignoreName:
                throw WriteError(message: "cannot write JSON: the property name \(quoted(property.name)) would be read as a suppression",
                                 location: property.location)
            default: break
            }
        }
        for child in element.children { try checkJSON(child) }
    }

    /// Why `name` cannot be an element or attribute name that the XML reader gives back as it
    /// is, or nil when it can: an XML 1.0 name (fifth edition) with at most one colon, between a
    /// prefix and a local name, as namespaces require, and never a namespace declaration.
    static func xmlNameProblem(_ name: String, attribute: Bool) -> String? {
        let scalars = Array(name.unicodeScalars)
        guard let first = scalars.first else { return "is empty, and an XML name is not" }
        guard isNameStart(first) && scalars.allSatisfy(isNameChar) else { return "is not an XML name" }
        let parts = name.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count <= 2, parts.allSatisfy({ !$0.isEmpty && isNameStart($0.unicodeScalars.first!) }) else {
            return "is not an XML name (a name holds at most one colon, between a prefix and a local name)"
        }
        if parts.count == 2 && parts[0] == "xmlns" || attribute && name == "xmlns" {
            return "would be a namespace declaration in XML"
        }
        return nil
    }

    /// XML 1.0 (fifth edition) NameStartChar; the colon is allowed here and placed by the caller.
    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3A, 0x41...0x5A, 0x5F, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x2FF, 0x370...0x37D, 0x37F...0x1FFF,
             0x200C...0x200D, 0x2070...0x218F, 0x2C00...0x2FEF, 0x3001...0xD7FF, 0xF900...0xFDCF, 0xFDF0...0xFFFD,
             0x10000...0xEFFFF:
            return true
        default:
            return false
        }
    }

    /// XML 1.0 (fifth edition) NameChar.
    private static func isNameChar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x2E, 0x30...0x39, 0xB7, 0x300...0x36F, 0x203F...0x2040: return true
        default: return isNameStart(scalar)
        }
    }

    /// Whether XML 1.0 can hold the character at all, as itself or as a character reference:
    /// tab, line feed, carriage return, U+0020–U+D7FF, U+E000–U+FFFD and above U+FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private static func firstUnholdableInXML(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isXMLCharacter($0) }
    }

    private static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// A name in a message, in double quotes, escaped as JSON escapes it (in `DisplayText`'s
    /// spelling): it may hold anything.
    private static func quoted(_ text: String) -> String {
        "\"" + DisplayText.escaped(text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")) + "\""
    }

    /// The properties to write: a name given twice (a JSON member repeated) is written once,
    /// where its last occurrence stands and with its value, the one that counts.
    static func writtenProperties(_ properties: [Element.Property]) -> [Element.Property] {
        guard properties.count > 1 else { return properties }
        if properties.count <= 16 {
            var kept: [Element.Property] = []
            kept.reserveCapacity(properties.count)
            for (index, property) in properties.enumerated()
            where !properties[(index + 1)...].contains(where: { $0.name == property.name }) {
                kept.append(property)
            }
            return kept
        }
        var last: [String: Int] = [:]
        for (index, property) in properties.enumerated() { last[property.name] = index }
        return properties.enumerated().filter { last[$0.element.name] == $0.offset }.map(\.element)
    }

    // MARK: Writing

    public static func xml(_ root: Element) -> String {
        var out = ""
        writeXML(root, indent: "", declaresNamespace: usesIgnoreAttribute(root), into: &out)
        return out
    }

    /// Whether an element of the tree carries `higlint:ignore`, whose prefix the root must then
    /// declare for the file to be valid under the shipped XSD.
    static func usesIgnoreAttribute(_ element: Element) -> Bool {
        element.suppressions.contains(where: \.coversSubtree) || element.children.contains(where: usesIgnoreAttribute)
    }

    private static func writeXML(_ element: Element, indent: String, declaresNamespace: Bool = false, into out: inout String) {
        for suppression in element.suppressions where !suppression.coversSubtree {
            out += "\(indent)<!-- \(Suppression.disableNextLine) \(suppression.ruleIDs.joined(separator: " ")) -->\n"
        }
        out += "\(indent)<\(element.kind)"
        if declaresNamespace { out += " xmlns:higlint=\"\(Suppression.xmlNamespace)\"" }
        for property in writtenProperties(element.properties) {
            out += " \(property.name)=\"\(escapeXML(property.value.text))\""
        }
        let ignored = element.suppressions.filter(\.coversSubtree).flatMap(\.ruleIDs)
        if !ignored.isEmpty { out += " \(Suppression.ignoreName)=\"\(escapeXML(ignored.joined(separator: " ")))\"" }
        if element.children.isEmpty {
            out += "/>\n"
            return
        }
        out += ">\n"
        for child in element.children { writeXML(child, indent: indent + "  ", into: &out) }
        out += "\(indent)</\(element.kind)>\n"
    }

    /// For a double-quoted attribute value: markup escaped, tab and line breaks as references
    /// (a parser reads literal ones as spaces). A character XML 1.0 cannot hold becomes U+FFFD;
    /// `convert` refuses a tree with one before it is written.
    /// Text that can stand in an XML comment: no `--`, no characters XML cannot hold.
    public static func commentText(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if scalar.value < 0x20 || scalar == "-" { out += " " } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    static func escapeXML(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case "\t": out += "&#9;"
            case _ where !isXMLCharacter(scalar): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    public static func json(_ root: Element) -> String {
        var out = ""
        writeJSON(root, indent: "", into: &out)
        return out + "\n"
    }

    private static func writeJSON(_ element: Element, indent: String, into out: inout String) {
        let inner = indent + "  "
        var members = ["\(inner)\"type\": \(JSONStringBytes.quoted(element.kind))"]
        let spec = Vocabulary.kinds[element.kind]
        for property in element.properties {
            members.append("\(inner)\(JSONStringBytes.quoted(property.name)): \(jsonValue(property.value, type: spec?.properties[property.name]))")
        }
        let ignored = element.suppressions.flatMap(\.ruleIDs)
        if !ignored.isEmpty {
            members.append("\(inner)\(JSONStringBytes.quoted(Suppression.ignoreName)): [" + ignored.map(JSONStringBytes.quoted).joined(separator: ", ") + "]")
        }
        if !element.children.isEmpty {
            var children = "\(inner)\"children\": [\n"
            for (index, child) in element.children.enumerated() {
                children += inner + "  "
                var childText = ""
                writeJSON(child, indent: inner + "  ", into: &childText)
                children += childText
                children += index < element.children.count - 1 ? ",\n" : "\n"
            }
            children += "\(inner)]"
            members.append(children)
        }
        out += "{\n" + members.joined(separator: ",\n") + "\n\(indent)}"
    }

    /// Typed JSON for values the vocabulary types as numbers or booleans, text otherwise.
    private static func jsonValue(_ value: PropertyValue, type: PropertyType?) -> String {
        switch (value, type) {
        case (.string(let s), .number?):
            // Only a plain decimal, as the schema reads one: "1e2" and "0x10" stay text, and
            // keep their schema warning.
            if let n = PropertyValue.decimal(s), n.isFinite { return PropertyValue.format(n) }
            return JSONStringBytes.quoted(s)
        case (.string(let s), .boolean?) where s == "true" || s == "false":
            return s
        case (.string(let s), _): return JSONStringBytes.quoted(s)
        case (.number(let n), _): return PropertyValue.format(n)
        case (.bool(let b), _): return b ? "true" : "false"
        case (.null, _): return "null"
        }
    }
}
