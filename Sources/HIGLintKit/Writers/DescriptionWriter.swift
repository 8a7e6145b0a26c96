import HIGLintRuleFormat

/// Writes an element tree in either syntax, so a description can be converted and the rule
/// examples can be run in both. Properties keep their order; JSON keeps numbers and booleans
/// as such where the vocabulary says so. Suppressions are kept: `higlint:ignore` in both syntaxes,
/// and an XML `higlint:disable-next-line` comment as such in XML (in JSON, which has no comments,
/// it becomes `higlint:ignore`, which also covers the element's children).
public enum DescriptionWriter {
    public static func write(_ root: Element, as syntax: ScreenDescription.Syntax) -> String {
        switch syntax {
        // A screen read from an Interface Builder file is written as a description in XML.
        case .xml, .interfaceBuilder: return xml(root)
        case .json: return json(root)
        }
    }

    public static func xml(_ root: Element) -> String {
        var out = ""
        writeXML(root, indent: "", into: &out)
        return out
    }

    private static func writeXML(_ element: Element, indent: String, into out: inout String) {
        for suppression in element.suppressions where !suppression.coversSubtree {
            out += "\(indent)<!-- \(Suppression.disableNextLine) \(suppression.ruleIDs.joined(separator: " ")) -->\n"
        }
        out += "\(indent)<\(element.kind)"
        for property in element.properties {
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
        var members = ["\(inner)\"type\": \(JSONText.quoted(element.kind))"]
        let spec = Vocabulary.kinds[element.kind]
        for property in element.properties {
            members.append("\(inner)\(JSONText.quoted(property.name)): \(jsonValue(property.value, type: spec?.properties[property.name]))")
        }
        let ignored = element.suppressions.flatMap(\.ruleIDs)
        if !ignored.isEmpty {
            members.append("\(inner)\(JSONText.quoted(Suppression.ignoreName)): [" + ignored.map(JSONText.quoted).joined(separator: ", ") + "]")
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
            if let n = Double(s), n.isFinite { return PropertyValue.format(n) }
            return JSONText.quoted(s)
        case (.string(let s), .boolean?) where s == "true" || s == "false":
            return s
        case (.string(let s), _): return JSONText.quoted(s)
        case (.number(let n), _): return PropertyValue.format(n)
        case (.bool(let b), _): return b ? "true" : "false"
        case (.null, _): return "null"
        }
    }
}
