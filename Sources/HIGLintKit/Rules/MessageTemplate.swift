/// A message with `{name}` placeholders, filled from the variables a check reports.
public struct MessageTemplate: Sendable, Equatable {
    public var text: String { didSet { parts = Self.parts(of: text) } }

    /// The text cut at its placeholders once, rather than at every finding.
    private var parts: [Part]

    private enum Part: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    public init(_ text: String) {
        self.text = text
        parts = Self.parts(of: text)
    }

    public static func == (a: MessageTemplate, b: MessageTemplate) -> Bool { a.text == b.text }

    /// The placeholder names the template uses.
    public var placeholders: [String] {
        parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    public func render(_ variables: [String: String]) -> String {
        render { variables[$0] }
    }

    /// The message with each placeholder's value from `value`; a placeholder without one stays
    /// as written. A message is a sentence: one that opens with a value in lower case (`{element}`
    /// is `switch`) starts with a capital.
    public func render(_ value: (String) -> String?) -> String {
        var result = ""
        for part in parts {
            switch part {
            case .literal(let literal): result += literal
            case .placeholder(let name): result += value(name) ?? "{\(name)}"
            }
        }
        if case .placeholder = parts.first, let first = result.unicodeScalars.first, ("a"..."z").contains(first) {
            result = first.properties.uppercaseMapping + String(result.unicodeScalars.dropFirst())
        }
        return result
    }

    private static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            parts.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        return parts
    }
}
