/// A message with `{name}` placeholders, filled from the variables a check reports.
struct MessageTemplate: Sendable, Equatable {
    var text: String { didSet { parts = Self.parts(of: text) } }

    /// The text cut at its placeholders once, rather than at every finding.
    private var parts: [Part]

    private enum Part: Sendable, Equatable {
        case literal(String)
        case placeholder(String)
    }

    init(_ text: String) {
        self.text = text
        parts = Self.parts(of: text)
    }

    static func == (a: MessageTemplate, b: MessageTemplate) -> Bool { a.text == b.text }

    /// The placeholder names the template uses.
    var placeholders: [String] {
        parts.compactMap { if case .placeholder(let name) = $0 { name } else { nil } }
    }

    func render(_ variables: [String: String]) -> String {
        render { variables[$0] }
    }

    /// The message with each placeholder's value from `value`; a placeholder without one stays
    /// as written. A message is a sentence: one that opens with a value in lower case (`{element}`
    /// is `switch`) starts with a capital.
    ///
    /// - Note: for speed: written as bytes into room reserved once, its first letter raised in
    ///   place, rather than appended to a String piece by piece and rebuilt scalar by scalar to
    ///   raise it.
    func render(_ value: (String) -> String?) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 64)
        for part in parts {
            switch part {
            case .literal(let literal): bytes.append(contentsOf: literal.utf8)
            case .placeholder(let name):
                if let filled = value(name) {
                    bytes.append(contentsOf: filled.utf8)
                } else {
                    bytes.append(UInt8(ascii: "{"))
                    bytes.append(contentsOf: name.utf8)
                    bytes.append(UInt8(ascii: "}"))
                }
            }
        }
        // Only a to z are raised: a sentence that opens with another letter is left as it is.
        if case .placeholder = parts.first, let first = bytes.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first) {
            bytes[0] = first - 0x20
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text cut at each `{name}`. The braces are found by their bytes: they are ASCII, and a
    /// search by `Character` would weigh every character of every template at start.
    private static func parts(of text: String) -> [Part] {
        var parts: [Part] = []
        var rest = Substring(text)
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")),
              let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: "}")) {
            if open > rest.startIndex { parts.append(.literal(String(rest[..<open]))) }
            parts.append(.placeholder(String(rest[rest.utf8.index(after: open)..<close])))
            rest = rest[rest.utf8.index(after: close)...]
        }
        if !rest.isEmpty { parts.append(.literal(String(rest))) }
        return parts
    }
}
