/// The repair a finding carries when its check declares one (`FixDeclaration`): the changes of the
/// element at fault (its properties' values now and the values they should take, or its place
/// among its siblings), made together. Where in the file's bytes they go is found later, once the
/// file is read again (`edit`), since a reader keeps lines and columns, not bytes.
public struct SuggestedFix: Sendable, Equatable {
    public enum Safety: String, Sendable, CaseIterable {
        /// One right repair that keeps the screen's meaning: applied by `--fix`.
        case safe
        /// A repair that may change meaning: applied only with `--fix-unsafe`.
        case unsafe
    }

    /// How the file the property is written in spells values.
    enum Format: String, Sendable {
        /// higlint's XML description: text as written, booleans `true`/`false`.
        case xmlDescription
        /// higlint's JSON description: JSON scalars.
        case jsonDescription
        /// An Interface Builder document (storyboard or xib of Xcode 5 and later): text as
        /// written, booleans `YES`/`NO`.
        case interfaceBuilderDocument
    }

    public var safety: Safety
    /// The first property the fix sets or removes (the JSON report's `property`); nil for a fix
    /// that only moves its element.
    public var property: String?
    /// The value the first change gives `property`; nil when it removes it.
    public var newValue: String?
    /// What the fix does, in words, for reports: `set title to "Add to Album"`.
    public var summary: String
    /// What the reader saw, which says where the changes go; nil for a fix read back from a
    /// shard's report (`higlint merge`), whose edit the report gives.
    var source: Source?
    /// The change in the file's bytes, once found (`FixEdits.edit`): one run of bytes, however
    /// many changes the fix makes; nil before, and when the file does not hold what the reader saw
    /// where it saw it.
    public var edit: TextEdit?
    /// Why the fix cannot be made in its file, once looked for and not found (`FixEdits.whyNotMade`),
    /// so that the reports say why a finding with a declared fix offers none (the JSON report's
    /// `fix.notMade`; internal, to keep the library's surface to what a user of findings needs).
    var notMade: String?

    /// One change of the element at fault.
    enum Change: Sendable, Equatable {
        /// Its property `name` takes `newValue` (nil: is left out).
        case property(PropertyChange)
        /// It moves to just after (or before) the sibling at `sibling`.
        case move(FixDeclaration.MovePlace, sibling: SourceLocation)
    }

    /// A property as the reader saw it, and the value it should take.
    struct PropertyChange: Sendable, Equatable {
        var name: String
        /// The property's value now, as the screen reads it; nil when the element leaves it out.
        var oldValue: String?
        /// The value it should take; nil: the property is removed.
        var newValue: String?
        /// Where the property's value is written; nil when the element leaves it out (it is then
        /// added to the element's start tag).
        var location: SourceLocation?
        /// The type of the property, which says how the value is spelt in each format.
        var type: PropertyType
    }

    /// The element at fault as the reader saw it, and the changes the fix makes to it.
    struct Source: Sendable, Equatable {
        var changes: [Change]
        var elementLocation: SourceLocation
        /// The element's kind, which with a property says how a listed value is spelt.
        var kind: String
        var format: Format

        /// The file the change goes into.
        var file: String { elementLocation.file }
    }

    init(safety: Safety, property: String?, newValue: String?, summary: String, source: Source?, edit: TextEdit? = nil,
         notMade: String? = nil) {
        self.safety = safety
        self.property = property
        self.newValue = newValue
        self.summary = summary
        self.source = source
        self.edit = edit
        self.notMade = notMade
    }
}

/// A change of one run of bytes in one file: what `--fix` writes, and what the JSON and SARIF
/// reports carry. Lines and columns are 1-based, columns in Unicode scalars as everywhere in
/// higlint; `end` is just past the last character replaced (equal to `start` for an insertion).
public struct TextEdit: Sendable, Equatable {
    public var file: String
    public var bytes: Range<Int>
    public var replacement: String
    var startLine: Int
    var startColumn: Int
    var endLine: Int
    var endColumn: Int
}

extension SuggestedFix {
    /// The fix `declared` makes to `element` of a screen written in `syntax` (the element at
    /// `index` of `siblings`, its parent's children, when its parent is known), its values filled
    /// by `fill` (the finding's placeholders); nil when there is nothing to change, when a change
    /// cannot be worked out (no listed value has the name, no parent to move in), or when the
    /// format is one higlint does not edit (source code; the archive format is found out later).
    init?(declared: FixDeclaration, of element: Element, at index: Int?, among siblings: [Element]?,
          syntax: ScreenDescription.Syntax, fill: (String) -> String?) {
        let format: Format
        switch syntax {
        case .xml: format = .xmlDescription
        case .json: format = .jsonDescription
        case .interfaceBuilder: format = .interfaceBuilderDocument
        case .code: return nil
        }
        var changes: [Change] = []
        var words: [String] = []
        for operation in declared.operations {
            switch operation {
            case .set(let name, let to):
                guard let type = Vocabulary.kinds[element.kind]?.properties[name] else { return nil }
                let current = element.property(name)
                let value = to.render(fill)
                guard value != current?.value.text else { continue }
                changes.append(.property(PropertyChange(name: name, oldValue: current?.value.text, newValue: value,
                                                        location: current?.writtenLocation, type: type)))
                words.append("set \(name) to \"\(value)\"")
            case .setNamed(let name, let named):
                guard let type = Vocabulary.kinds[element.kind]?.properties[name], case .oneOf(let values) = type,
                      let value = Self.listedValue(named: named.render(fill), among: values) else { return nil }
                let current = element.property(name)
                guard value != current?.value.text else { continue }
                changes.append(.property(PropertyChange(name: name, oldValue: current?.value.text, newValue: value,
                                                        location: current?.writtenLocation, type: type)))
                words.append("set \(name) to \"\(value)\"")
            case .remove(let name):
                guard let type = Vocabulary.kinds[element.kind]?.properties[name] else { return nil }
                guard let current = element.property(name) else { continue }
                changes.append(.property(PropertyChange(name: name, oldValue: current.value.text, newValue: nil,
                                                        location: current.writtenLocation, type: type)))
                words.append("remove \(name)")
            case .move(let place, let selector):
                guard let index, let siblings, siblings.indices.contains(index) else { return nil }
                let picked = siblings.indices.filter { $0 != index && selector.matches(siblings[$0]) }
                guard let target = place == .after ? picked.last : picked.first else { continue }
                // Already where the move would put it.
                if place == .after ? target < index : target > index { continue }
                changes.append(.move(place, sibling: siblings[target].location))
                words.append("move \(place.rawValue) \(ElementPath.displayName(of: siblings[target]))")
            }
        }
        guard !changes.isEmpty else { return nil }
        let first = changes.lazy.compactMap { change -> PropertyChange? in
            if case .property(let property) = change { return property }
            return nil
        }.first
        self.init(safety: declared.safety, property: first?.name, newValue: first?.newValue, summary: words.joined(separator: ", "),
                  source: Source(changes: changes, elementLocation: element.location, kind: element.kind, format: format))
    }

    /// The one of `values` whose name is `text`, case, white space, hyphens and underscores aside:
    /// "Fast Forward" is `fastForward`, "most recent" `mostRecent`.
    static func listedValue(named text: String, among values: [String]) -> String? {
        func key(_ name: String) -> String {
            String(name.lowercased().unicodeScalars.filter { !$0.properties.isWhitespace && $0 != "-" && $0 != "_" })
        }
        let wanted = key(text)
        guard !wanted.isEmpty else { return nil }
        return values.first { key($0) == wanted }
    }
}
