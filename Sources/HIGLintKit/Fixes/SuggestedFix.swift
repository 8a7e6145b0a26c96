/// The repair a finding carries when its check declares one (`FixDeclaration`): the property of
/// the element at fault, its value now and the value it should take. Where in the file's bytes the
/// change goes is found later, once the file is read again (`edit`), since a reader keeps lines
/// and columns, not bytes.
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
    public var property: String
    /// The value the property should take; nil: the property is removed.
    public var newValue: String?
    /// Where the reader saw the property, which says where the change goes; nil for a fix read
    /// back from a shard's report (`higlint merge`), whose edit the report gives.
    var source: Source?
    /// The change in the file's bytes, once found (`FixEdits.edit`); nil before, and when the
    /// file does not hold the property where and as the reader saw it.
    public var edit: TextEdit?

    /// The property as the reader saw it: its value and where it, or its element, is written.
    struct Source: Sendable, Equatable {
        /// The property's value now, as the screen reads it; nil when the element leaves it out.
        var oldValue: String?
        /// Where the property's name is written (nil when the element leaves it out), and where
        /// the element is: an absent property is added to the element's start tag.
        var propertyLocation: SourceLocation?
        var elementLocation: SourceLocation
        /// The element's kind, which with the property says how a listed value is spelt.
        var kind: String
        var format: Format
        /// The type of the property, which says how the value is spelt in each format.
        var type: PropertyType

        /// The file the change goes into.
        var file: String { (propertyLocation ?? elementLocation).file }
    }

    /// What the fix does, in words, for reports: `set title to "Add to Album"`.
    public var summary: String {
        guard let newValue else { return "remove \(property)" }
        return "set \(property) to \"\(newValue)\""
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
    /// The fix `declared` makes to `element` of a screen written in `syntax`, its values filled by
    /// `fill` (the finding's placeholders); nil when there is nothing to change, or the format is
    /// one higlint does not edit (source code, the archive format is found out later).
    init?(declared: FixDeclaration, of element: Element, syntax: ScreenDescription.Syntax, fill: (String) -> String?) {
        let format: Format
        switch syntax {
        case .xml: format = .xmlDescription
        case .json: format = .jsonDescription
        case .interfaceBuilder: format = .interfaceBuilderDocument
        case .code: return nil
        }
        let name = declared.property
        guard let type = Vocabulary.kinds[element.kind]?.properties[name] else { return nil }
        let current = element.property(name)
        let newValue: String?
        switch declared.operation {
        case .set(_, let to):
            let value = to.render(fill)
            guard value != current?.value.text else { return nil }
            newValue = value
        case .remove:
            guard current != nil else { return nil }
            newValue = nil
        }
        self.init(safety: declared.safety, property: name, newValue: newValue,
                  source: Source(oldValue: current?.value.text, propertyLocation: current?.writtenLocation,
                                 elementLocation: element.location, kind: element.kind, format: format, type: type))
    }
}
