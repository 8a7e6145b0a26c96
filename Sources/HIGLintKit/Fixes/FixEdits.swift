/// Turns the fixes found in one file into changes of its bytes: each fix's property is looked for
/// where the reader saw it, and changed only when the file still spells the value the reader read
/// there; anything else (a value from another file, a format whose values higlint does not
/// spell, a file edited since) gives no edit, so a fix never guesses.
enum FixEdits {
    /// How a value is written in a file.
    enum Spelling: Equatable {
        /// As this attribute value or JSON scalar, before any escaping.
        case written(String)
        /// By leaving the attribute out: Interface Builder writes a bordered bar item so.
        case absent
    }

    /// How `value`, of the property `name` of a `kind` element (of `type`), is written in
    /// `format`; nil when higlint does not know its spelling there (most of Interface Builder's
    /// names of listed values are its own, `IBVocabularyMap`).
    static func spelled(_ value: String, property name: String, of kind: String, type: PropertyType,
                        in format: SuggestedFix.Format) -> Spelling? {
        switch (format, type) {
        case (.interfaceBuilderDocument, .boolean):
            return value == "true" ? .written("YES") : value == "false" ? .written("NO") : nil
        case (.interfaceBuilderDocument, .text):
            return .written(value)
        case (.interfaceBuilderDocument, _):
            return interfaceBuilderSpelling(value, property: name, of: kind)
        case (.xmlDescription, _), (.jsonDescription, _):
            return .written(value)
        }
    }

    /// The document format's spelling of the listed values higlint fixes: a bar item's style
    /// (`IBVocabularyMap.barItemStyle(named:)` reads it back).
    private static func interfaceBuilderSpelling(_ value: String, property name: String, of kind: String) -> Spelling? {
        guard kind == "barButtonItem", name == "style" else { return nil }
        switch value {
        case "bordered": return .absent
        case "plain", "done": return .written(value)
        default: return nil
        }
    }

    /// The change `fix` makes to `bytes`, the contents of `file`; nil when it cannot be made.
    static func edit(for fix: SuggestedFix, file: String, in bytes: [UInt8]) -> TextEdit? {
        edit(for: fix, file: file, in: TextLines(bytes))
    }

    /// The change `fix` makes to `lines`, the contents of `file`; nil when it cannot be made.
    static func edit(for fix: SuggestedFix, file: String, in lines: TextLines) -> TextEdit? {
        // A fix read back from a report is shown, never found again or made.
        guard let source = fix.source else { return nil }
        let replacement: (range: Range<Int>, text: String)?
        switch source.format {
        case .xmlDescription, .interfaceBuilderDocument:
            replacement = xmlReplacement(for: fix, from: source, in: lines)
        case .jsonDescription:
            replacement = jsonReplacement(for: fix, from: source, in: lines)
        }
        guard let replacement else { return nil }
        let start = lines.lineAndColumn(of: replacement.range.lowerBound)
        let end = lines.lineAndColumn(of: replacement.range.upperBound)
        return TextEdit(file: file, bytes: replacement.range, replacement: replacement.text,
                        startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }

    private static func xmlReplacement(for fix: SuggestedFix, from source: SuggestedFix.Source,
                                       in lines: TextLines) -> (range: Range<Int>, text: String)? {
        let bytes = lines.bytes
        func spelling(_ value: String) -> Spelling? {
            spelled(value, property: fix.property, of: source.kind, type: source.type, in: source.format)
        }
        guard let location = source.propertyLocation else {
            // An absent property is added to the element's start tag: in higlint's own XML only,
            // where an element's properties are its tag's attributes.
            guard source.format == .xmlDescription, let newValue = fix.newValue,
                  case .written(let spelt)? = spelling(newValue),
                  let tagStart = lines.offset(line: source.elementLocation.line, column: source.elementLocation.column),
                  let kind = elementName(at: tagStart, in: bytes),
                  let point = SourceValueSpan.xmlAttributeInsertionPoint(tagStart: tagStart, name: kind, in: bytes) else { return nil }
            let quote = quoteStyle(ofTagAt: tagStart, in: bytes)
            let q = String(UnicodeScalar(quote))
            return (point..<point, " \(fix.property)=\(q)\(SourceValueSpan.xmlEscaped(spelt, quote: quote))\(q)")
        }
        guard let start = lines.offset(line: location.line, column: location.column),
              let attribute = SourceValueSpan.xmlAttribute(at: start, in: bytes), attribute.name == fix.property,
              let oldValue = source.oldValue, case .written(let oldSpelling)? = spelling(oldValue),
              SourceValueSpan.xmlText(bytes[attribute.value]) == oldSpelling else { return nil }
        guard let newValue = fix.newValue else {
            // Interface Builder's defaults are its own: leaving an attribute out there need not
            // give UIKit's default, so a removal is made only in higlint's own XML.
            guard source.format == .xmlDescription else { return nil }
            return (attribute.withLeadingSpace, "")
        }
        switch spelling(newValue) {
        case .written(let spelt)?: return (attribute.value, SourceValueSpan.xmlEscaped(spelt, quote: attribute.quote))
        case .absent?: return (attribute.withLeadingSpace, "")
        case nil: return nil
        }
    }

    private static func jsonReplacement(for fix: SuggestedFix, from source: SuggestedFix.Source,
                                        in lines: TextLines) -> (range: Range<Int>, text: String)? {
        let bytes = lines.bytes
        guard let location = source.propertyLocation, let oldValue = source.oldValue,
              let start = lines.offset(line: location.line, column: location.column),
              let member = SourceValueSpan.jsonMember(at: start, in: bytes), member.key == fix.property,
              SourceValueSpan.jsonString(bytes[member.value]) == oldValue else { return nil }
        guard let newValue = fix.newValue else { return (member.withSeparator, "") }
        // The value keeps its kind of token: a string stays a string, a literal a literal.
        if bytes[member.value.lowerBound] == UInt8(ascii: "\"") { return (member.value, JSONStringBytes.quoted(newValue)) }
        guard source.type != .text, newValue == "true" || newValue == "false" || PropertyValue.decimal(newValue) != nil else {
            return (member.value, JSONStringBytes.quoted(newValue))
        }
        return (member.value, newValue)
    }

    /// The name of the element whose start tag opens at `tagStart`.
    private static func elementName(at tagStart: Int, in bytes: [UInt8]) -> String? {
        guard tagStart < bytes.count, bytes[tagStart] == UInt8(ascii: "<") else { return nil }
        var index = tagStart + 1
        while index < bytes.count && SourceValueSpan.isNameByte(bytes[index]) { index += 1 }
        return index > tagStart + 1 ? String(decoding: bytes[(tagStart + 1)..<index], as: UTF8.self) : nil
    }

    /// The quote the start tag at `tagStart` uses for its first attribute (`"` when it has none).
    private static func quoteStyle(ofTagAt tagStart: Int, in bytes: [UInt8]) -> UInt8 {
        var index = tagStart + 1
        while index < bytes.count && bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") { return bytes[index] }
            index += 1
        }
        return UInt8(ascii: "\"")
    }

    /// The edits that can be made together, in file order: of two that touch the same bytes (or
    /// insert at the same place), the one earlier in `edits` is kept and the other left for the
    /// next pass. Identical edits count once.
    static func compatible(_ edits: [TextEdit]) -> (kept: [TextEdit], deferred: [TextEdit]) {
        var kept: [TextEdit] = []
        var deferred: [TextEdit] = []
        for edit in edits {
            if kept.contains(edit) { continue }
            let clashes = kept.contains { other in
                other.bytes.overlaps(edit.bytes) || other.bytes.lowerBound == edit.bytes.lowerBound
                    || (edit.bytes.isEmpty && other.bytes.contains(edit.bytes.lowerBound))
                    || (other.bytes.isEmpty && edit.bytes.contains(other.bytes.lowerBound))
            }
            if clashes { deferred.append(edit) } else { kept.append(edit) }
        }
        return (kept.sorted { $0.bytes.lowerBound < $1.bytes.lowerBound }, deferred)
    }

    /// `bytes` with `edits` (which do not overlap) made.
    static func apply(_ edits: [TextEdit], to bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var position = 0
        for edit in edits.sorted(by: { $0.bytes.lowerBound < $1.bytes.lowerBound }) {
            result += bytes[position..<edit.bytes.lowerBound]
            result += Array(edit.replacement.utf8)
            position = edit.bytes.upperBound
        }
        result += bytes[position...]
        return result
    }
}
