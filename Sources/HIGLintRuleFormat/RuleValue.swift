/// A value of a rule file as plain data: a scalar, a list, or a mapping with its keys in the
/// file's order. Rule files (YAML) become this tree, and the build writes the built-in rules'
/// trees as Swift literals, so that higlint makes its rules from the same values either way.
public indirect enum RuleValue: Sendable {
    case scalar(RuleScalar)
    case list([RuleValue])
    case map([(key: String, value: RuleValue)])

    /// The tree as a Swift expression that makes it again.
    public var swiftLiteral: String {
        switch self {
        case .scalar(let scalar): return ".scalar(\(scalar.swiftLiteral))"
        case .list(let items): return ".list([" + items.map(\.swiftLiteral).joined(separator: ", ") + "])"
        case .map(let entries):
            return ".map([" + entries.map { "(\(RuleScalar.stringLiteral($0.key)), \($0.value.swiftLiteral))" }.joined(separator: ", ") + "])"
        }
    }
}

extension RuleScalar {
    /// The scalar as a Swift expression that makes it again.
    public var swiftLiteral: String {
        switch self {
        case .integer(let n): return ".integer(\(n))"
        // `description` writes a Double so that it reads back as the same Double.
        case .number(let n): return ".number(\(n.description))"
        case .boolean(let b): return ".boolean(\(b))"
        case .text(let s): return ".text(\(Self.stringLiteral(s)))"
        case .null: return ".null"
        }
    }

    /// A raw string literal whose delimiter is long enough that no run of `"#…` in the text
    /// closes it early and no `\#…` reads as an escape; line breaks written as escapes.
    public static func stringLiteral(_ text: String, multiline: Bool = false) -> String {
        var hashes = "#"
        while text.contains("\"" + hashes) || text.contains(hashes + "\"") || text.contains("\\" + hashes) { hashes += "#" }
        if multiline { return "\(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)" }
        guard text.contains(where: { $0.isNewline }) else { return "\(hashes)\"\(text)\"\(hashes)" }
        // A one-line raw literal cannot hold a line break: the text in an ordinary literal instead.
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.properties.generalCategory == .lineSeparator
                || scalar.properties.generalCategory == .paragraphSeparator:
                out += "\\u{\(String(scalar.value, radix: 16))}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
