/// Picks elements by kind and property values. In a rule file it is written as a kind
/// (`toolbar`), a list of kinds, or a mapping:
///
///     { element: [button], where: { role: cancel }, whereNot: { systemItem: [flexibleSpace] }, inside: [alert] }
///
/// `where` needs every listed property to have one of the listed values; `whereNot` excludes
/// elements with any of them; `inside` needs an ancestor of one of the kinds.
public struct Selector: Decodable, Sendable {
    public var kinds: [String]
    public var conditions: [String: [String]]
    public var exclusions: [String: [String]]
    public var inside: [String]

    public init(kinds: [String], conditions: [String: [String]] = [:], exclusions: [String: [String]] = [:], inside: [String] = []) {
        self.kinds = kinds
        self.conditions = conditions
        self.exclusions = exclusions
        self.inside = inside
    }

    enum CodingKeys: String, CodingKey { case element, `where`, whereNot, inside }

    public init(from decoder: Decoder) throws {
        if let single = try? decoder.singleValueContainer().decode(String.self) {
            self.init(kinds: [single])
            return
        }
        if let list = try? decoder.singleValueContainer().decode([String].self) {
            self.init(kinds: list)
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kinds: try container.decodeOneOrMany(.element) ?? [],
            conditions: try container.decodeIfPresent(ValueLists.self, forKey: .where)?.lists ?? [:],
            exclusions: try container.decodeIfPresent(ValueLists.self, forKey: .whereNot)?.lists ?? [:],
            inside: try container.decodeOneOrMany(.inside) ?? [])
    }

    /// Whether `element` matches, ignoring `inside`.
    public func matches(_ element: Element) -> Bool {
        if !kinds.isEmpty && !kinds.contains(element.kind) { return false }
        for (name, values) in conditions {
            guard let value = element.string(name), values.contains(value) else { return false }
        }
        for (name, values) in exclusions {
            if let value = element.string(name), values.contains(value) { return false }
        }
        return true
    }

    public func matches(_ element: Element, ancestors: [Element]) -> Bool {
        guard matches(element) else { return false }
        return inside.isEmpty || ancestors.contains { inside.contains($0.kind) }
    }
}

/// `{ property: value }` or `{ property: [value, value] }`, values read as text.
struct ValueLists: Decodable, Sendable {
    var lists: [String: [String]]

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        let raw = try container.decode([String: OneOrMany<ScalarText>].self)
        lists = raw.mapValues { $0.values.map(\.text) }
    }
}

/// A YAML scalar of any type, kept as the text it would have in an XML attribute.
struct ScalarText: Decodable, Sendable {
    var text: String
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let b = try? container.decode(Bool.self) { text = b ? "true" : "false" }
        else if let i = try? container.decode(Int.self) { text = String(i) }
        else if let d = try? container.decode(Double.self) { text = PropertyValue.format(d) }
        else { text = try container.decode(String.self) }
    }
}

struct OneOrMany<T: Decodable & Sendable>: Decodable, Sendable {
    var values: [T]
    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let many = try? container.decode([T].self) { values = many } else { values = [try container.decode(T.self)] }
    }
}

extension KeyedDecodingContainer {
    func decodeOneOrMany(_ key: Key) throws -> [String]? {
        try decodeIfPresent(OneOrMany<String>.self, forKey: key)?.values
    }
}
