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
    /// (`IBVocabularyMap.barItemStyle(named:)` reads it back), system items and a cell's accessory.
    private static func interfaceBuilderSpelling(_ value: String, property name: String, of kind: String) -> Spelling? {
        // System items: Interface Builder's names are UIKit's (`IBVocabularyMap.barSystemItem(named:)`).
        if name == "systemItem", kind == "barButtonItem" || kind == "tabBarItem" { return .written(value) }
        // A keyboard type: the names are UIKit's but ASCII Capable's (`IBVocabularyMap.keyboardType(named:)`).
        if name == "keyboardType", kind == "textField" {
            return IBVocabularyMap.keyboardType(named: value) == value ? .written(value) : value == "asciiCapable" ? .written("alphabet") : nil
        }
        // A cell's accessory: the names are UIKit's (`IBVocabularyMap.accessory(named:)`); none is left out.
        if name == "accessory", kind == "cell" { return value == "none" ? .absent : .written(value) }
        guard kind == "barButtonItem", name == "style" else { return nil }
        switch value {
        case "bordered": return .absent
        case "plain", "done": return .written(value)
        default: return nil
        }
    }

    /// The attributes of an Interface Builder document's start tags that a fix may add: those
    /// that the reader takes from the tag itself, and whose absence means what the fix does not
    /// (IB writes no `systemItem` for a custom item, and `hidesWhenStopped` only when it is YES).
    static let interfaceBuilderAddedAttributes: [String: Set<String>] = [
        "barButtonItem": ["systemItem"], "tabBarItem": ["systemItem"], "activityIndicatorView": ["hidesWhenStopped"],
        "tableViewCell": ["accessoryType"], "textInputTraits": ["keyboardType"],
    ]

    /// The start tag of the Interface Builder element at `elementStart` that holds `attribute`: a
    /// text field's text input traits (`<textInputTraits key="textInputTraits" …>`, which must be
    /// there already) for its keyboard type, the element's own tag otherwise.
    static func interfaceBuilderTag(holding attribute: String, of elementStart: Int, in bytes: [UInt8]) -> Int? {
        guard attribute == "keyboardType" else { return elementStart }
        guard elementName(at: elementStart, in: bytes) == "textField",
              let extent = SourceValueSpan.xmlElementExtent(at: elementStart, in: bytes) else { return nil }
        let pattern = Array("<textInputTraits key=\"textInputTraits\"".utf8)
        var index = extent.lowerBound
        while index + pattern.count <= extent.upperBound {
            if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The attribute of an Interface Builder document that holds a property whose name there is
    /// not higlint's (`IBDocumentViews` reads it).
    static func interfaceBuilderAttribute(_ property: String, of kind: String) -> String {
        kind == "cell" && property == "accessory" ? "accessoryType" : property
    }

    /// Why `fix` gives no edit in `bytes`, its file, in words for the reports.
    static func whyNotMade(_ fix: SuggestedFix, in bytes: [UInt8]) -> String {
        guard let source = fix.source, source.format == .interfaceBuilderDocument else {
            return "the file does not hold what higlint read where it read it; check the file again"
        }
        if isArchive(bytes) {
            return "the file is in Interface Builder's archive format (Xcode 3 and 4), which higlint does not edit; Xcode converts it to the document format"
        }
        let properties = source.changes.compactMap { change -> String? in
            if case .property(let property) = change { return property.name }
            return nil
        }
        let what = properties.isEmpty ? "the element's place" : properties.joined(separator: " and ")
        return "Interface Builder writes \(what) where, or as, higlint does not edit it (a frame, a value of its own naming, a default of its own); make the change in Xcode"
    }

    /// Whether `bytes` are an Interface Builder file of the archive format (`<archive …>`).
    static func isArchive(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(1024)
        let pattern = Array("<archive".utf8)
        guard head.count >= pattern.count else { return false }
        return (head.startIndex...(head.endIndex - pattern.count)).contains { head[$0..<($0 + pattern.count)].elementsEqual(pattern) }
    }

    /// One change of the bytes, of those a fix makes together.
    private typealias Part = (range: Range<Int>, text: String)

    /// The change `fix` makes to `bytes`, the contents of `file`: its changes made together as one
    /// run of bytes; nil when one of them cannot be made.
    static func edit(for fix: SuggestedFix, file: String, in bytes: [UInt8]) -> TextEdit? {
        edit(for: fix, file: file, in: TextLines(bytes))
    }

    /// The change `fix` makes to `lines`, the contents of `file` (see `edit(for:file:in:)`).
    static func edit(for fix: SuggestedFix, file: String, in lines: TextLines) -> TextEdit? {
        let bytes = lines.bytes
        // A fix read back from a report is shown, never found again or made.
        guard let source = fix.source else { return nil }
        var parts: [Part] = []
        for change in source.changes {
            let part: Part?
            switch change {
            case .property(let property):
                guard property.location.map({ $0.file == source.file }) ?? true else { return nil }
                switch source.format {
                case .xmlDescription, .interfaceBuilderDocument: part = xmlReplacement(for: property, of: source, in: lines)
                case .jsonDescription: part = jsonReplacement(for: property, of: source, in: lines)
                }
            case .move(let place, let sibling):
                guard sibling.file == source.file else { return nil }
                part = moveReplacement(place, sibling: sibling, of: source, in: lines)
            }
            guard let part else { return nil }
            parts.append(part)
        }
        guard let merged = merged(parts, in: bytes) else { return nil }
        let start = lines.lineAndColumn(of: merged.range.lowerBound)
        let end = lines.lineAndColumn(of: merged.range.upperBound)
        return TextEdit(file: file, bytes: merged.range, replacement: merged.text,
                        startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column)
    }

    /// `parts` as one change: the run of bytes from the first to the last, the bytes between
    /// them kept; nil when two overlap.
    private static func merged(_ parts: [Part], in bytes: [UInt8]) -> Part? {
        let ordered = parts.enumerated().sorted { ($0.element.range.lowerBound, $0.offset) < ($1.element.range.lowerBound, $1.offset) }.map(\.element)
        guard let first = ordered.first else { return nil }
        if ordered.count == 1 { return first }
        var text = ""
        var position = first.range.lowerBound
        for part in ordered {
            guard part.range.lowerBound >= position else { return nil }
            guard let kept = exactText(bytes[position..<part.range.lowerBound]) else { return nil }
            text += kept + part.text
            position = part.range.upperBound
        }
        return (first.range.lowerBound..<position, text)
    }

    /// The bytes as text, when they are UTF-8 that reads back to the same bytes.
    private static func exactText(_ bytes: ArraySlice<UInt8>) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    private static func xmlReplacement(for change: SuggestedFix.PropertyChange, of source: SuggestedFix.Source,
                                       in lines: TextLines) -> Part? {
        let bytes = lines.bytes
        func spelling(_ value: String) -> Spelling? {
            spelled(value, property: change.name, of: source.kind, type: change.type, in: source.format)
        }
        let attributeName = source.format == .interfaceBuilderDocument ? interfaceBuilderAttribute(change.name, of: source.kind) : change.name
        guard let location = change.location else {
            // An absent property is added to the element's start tag: in higlint's own XML, where
            // an element's properties are its tag's attributes, and in Interface Builder's
            // document where the tag holds the property (`interfaceBuilderAddedAttributes`).
            guard let newValue = change.newValue, case .written(let spelt)? = spelling(newValue),
                  let elementStart = lines.offset(line: source.elementLocation.line, column: source.elementLocation.column),
                  let tagStart = source.format == .interfaceBuilderDocument ? interfaceBuilderTag(holding: attributeName, of: elementStart, in: bytes) : elementStart,
                  let name = elementName(at: tagStart, in: bytes),
                  source.format == .xmlDescription || interfaceBuilderAddedAttributes[name]?.contains(attributeName) == true,
                  let point = SourceValueSpan.xmlAttributeInsertionPoint(tagStart: tagStart, name: name, in: bytes) else { return nil }
            let quote = quoteStyle(ofTagAt: tagStart, in: bytes)
            let q = String(UnicodeScalar(quote))
            return (point..<point, " \(attributeName)=\(q)\(SourceValueSpan.xmlEscaped(spelt, quote: quote))\(q)")
        }
        guard let start = lines.offset(line: location.line, column: location.column),
              let attribute = SourceValueSpan.xmlAttribute(at: start, in: bytes), attribute.name == attributeName,
              let oldValue = change.oldValue, case .written(let oldSpelling)? = spelling(oldValue),
              SourceValueSpan.xmlText(bytes[attribute.value]) == oldSpelling else { return nil }
        guard let newValue = change.newValue else {
            // Interface Builder's defaults are its own: leaving an attribute out there need not
            // give UIKit's default, so a removal is made only in higlint's own XML, and of a text
            // in Interface Builder's (a text left out is none, there as in UIKit).
            guard source.format == .xmlDescription || change.type == .text else { return nil }
            return (attribute.withLeadingSpace, "")
        }
        switch spelling(newValue) {
        case .written(let spelt)?: return (attribute.value, SourceValueSpan.xmlEscaped(spelt, quote: attribute.quote))
        case .absent?: return (attribute.withLeadingSpace, "")
        case nil: return nil
        }
    }

    private static func jsonReplacement(for change: SuggestedFix.PropertyChange, of source: SuggestedFix.Source,
                                        in lines: TextLines) -> Part? {
        let bytes = lines.bytes
        guard let location = change.location else {
            // An absent property is added after the object's first member, spaced as that member is.
            guard let newValue = change.newValue,
                  let objectStart = lines.offset(line: source.elementLocation.line, column: source.elementLocation.column),
                  let point = SourceValueSpan.jsonMemberInsertionPoint(objectStart: objectStart, in: bytes) else { return nil }
            return (point.offset..<point.offset, "," + point.spacing + JSONStringBytes.quoted(change.name) + point.colon + jsonToken(newValue, type: change.type))
        }
        guard let oldValue = change.oldValue,
              let start = lines.offset(line: location.line, column: location.column),
              let member = SourceValueSpan.jsonMember(at: start, in: bytes), member.key == change.name,
              SourceValueSpan.jsonString(bytes[member.value]) == oldValue else { return nil }
        guard let newValue = change.newValue else { return (member.withSeparator, "") }
        // The value keeps its kind of token: a string stays a string, a literal a literal.
        if bytes[member.value.lowerBound] == UInt8(ascii: "\"") { return (member.value, JSONStringBytes.quoted(newValue)) }
        return (member.value, jsonToken(newValue, type: change.type))
    }

    /// `value` as a JSON token: a literal for a number or true or false of a property that is not
    /// text, else a string.
    private static func jsonToken(_ value: String, type: PropertyType) -> String {
        guard type != .text, value == "true" || value == "false" || PropertyValue.decimal(value) != nil else {
            return JSONStringBytes.quoted(value)
        }
        return value
    }

    /// The element at fault moved to just after (or before) its sibling at `sibling`: the run of
    /// bytes from one to the other, the element's bytes and the space (and, in JSON, the comma)
    /// that parted it from its neighbour moved to the other end; everything else as it was. No
    /// move is made past a comment that stands just before the element that would lose it
    /// (`higlint:disable-next-line` silences what follows it), nor in Interface Builder's files.
    private static func moveReplacement(_ place: FixDeclaration.MovePlace, sibling: SourceLocation,
                                        of source: SuggestedFix.Source, in lines: TextLines) -> Part? {
        let bytes = lines.bytes
        let json = source.format == .jsonDescription
        guard source.format != .interfaceBuilderDocument,
              let elementStart = lines.offset(line: source.elementLocation.line, column: source.elementLocation.column),
              let siblingStart = lines.offset(line: sibling.line, column: sibling.column),
              let element = json ? SourceValueSpan.jsonObjectExtent(at: elementStart, in: bytes) : SourceValueSpan.xmlElementExtent(at: elementStart, in: bytes),
              let other = json ? SourceValueSpan.jsonObjectExtent(at: siblingStart, in: bytes) : SourceValueSpan.xmlElementExtent(at: siblingStart, in: bytes)
        else { return nil }
        func isSeparator(_ byte: UInt8) -> Bool { SourceValueSpan.isSpace(byte) || (json && byte == UInt8(ascii: ",")) }
        func followsComment(_ offset: Int) -> Bool {
            var index = offset
            while index > 0 && SourceValueSpan.isSpace(bytes[index - 1]) { index -= 1 }
            return index >= 3 && bytes[(index - 3)..<index].elementsEqual("-->".utf8)
        }
        switch place {
        case .after:
            guard element.upperBound <= other.lowerBound, !followsComment(element.lowerBound) else { return nil }
            var next = element.upperBound
            while next < other.lowerBound && isSeparator(bytes[next]) { next += 1 }
            guard let between = exactText(bytes[next..<other.upperBound]), let gap = exactText(bytes[element.upperBound..<next]),
                  let moved = exactText(bytes[element]) else { return nil }
            return (element.lowerBound..<other.upperBound, between + gap + moved)
        case .before:
            guard other.upperBound <= element.lowerBound, !followsComment(other.lowerBound) else { return nil }
            var previous = element.lowerBound
            while previous > other.upperBound && isSeparator(bytes[previous - 1]) { previous -= 1 }
            guard let between = exactText(bytes[other.lowerBound..<previous]), let gap = exactText(bytes[previous..<element.lowerBound]),
                  let moved = exactText(bytes[element]) else { return nil }
            return (other.lowerBound..<element.upperBound, moved + gap + between)
        }
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
