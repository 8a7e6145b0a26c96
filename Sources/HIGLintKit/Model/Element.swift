/// One node of a screen description: a kind (`toolbar`, `button`, …), its properties in source
/// order, and its children in order. Both readers produce this same tree.
public struct Element: Sendable {
    public struct Property: Sendable {
        public var name: String
        public var value: PropertyValue
        public var location: SourceLocation
    }

    public var kind: String
    public var properties: [Property]
    public var children: [Element]
    public var location: SourceLocation
    /// The image file this element's `file` names, once higlint has read it (icons and launch
    /// images); nil when there is no file or it has not been read.
    public var imageFile: ImageFile?
    /// Rules silenced here (see `Suppression`).
    public var suppressions: [Suppression] = []

    public init(kind: String, properties: [Property] = [], children: [Element] = [], location: SourceLocation) {
        self.kind = kind
        self.properties = properties
        self.children = children
        self.location = location
    }

    public func property(_ name: String) -> Property? {
        // Later duplicates win, as in JSON; the schema check reports the duplicate.
        properties.last { $0.name == name }
    }

    public subscript(_ name: String) -> PropertyValue? { property(name)?.value }

    public func string(_ name: String) -> String? { self[name]?.text }
    public func number(_ name: String) -> Double? { self[name]?.number }
    public func bool(_ name: String) -> Bool? { self[name]?.bool }

    /// The text a person would use to name this element: its name, title, text or system item.
    public var label: String? {
        for key in ["name", "title", "text", "systemItem"] {
            if let value = string(key), !value.isEmpty { return value }
        }
        return nil
    }
}
