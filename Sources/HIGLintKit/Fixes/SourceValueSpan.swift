/// Finds, in a file's own bytes, the bytes that spell one property's value, lexically and from
/// the place the reader recorded: libxml2 gives no byte ranges of attributes, so the start tag is
/// read again from there (a name, `=`, a quoted value), as is a JSON member (a key, `:`, a value).
enum SourceValueSpan {
    /// An XML attribute at its name: the value's bytes (between the quotes), the quote used, and
    /// the whole attribute with the white space before it (what a removal takes out).
    struct XMLAttribute: Equatable {
        var name: String
        var value: Range<Int>
        var quote: UInt8
        var withLeadingSpace: Range<Int>
    }

    /// A JSON member at its key: the value's bytes (a string with its quotes, or a literal).
    struct JSONMember: Equatable {
        var key: String
        var value: Range<Int>
        /// The member with the separator before it (`, "key": value`), or after it when it is
        /// the object's first: what a removal takes out.
        var withSeparator: Range<Int>
    }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 }

    static func isNameByte(_ byte: UInt8) -> Bool {
        !isSpace(byte) && byte != UInt8(ascii: "=") && byte != UInt8(ascii: ">") && byte != UInt8(ascii: "/")
            && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "'") && byte != UInt8(ascii: "<")
    }

    /// The attribute whose name starts at `start`, or nil when the bytes there are not one.
    static func xmlAttribute(at start: Int, in bytes: [UInt8]) -> XMLAttribute? {
        guard start > 0, start < bytes.count, isSpace(bytes[start - 1]) else { return nil }
        var index = start
        while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        while index < bytes.count && isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        while index < bytes.count && isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { return nil }
        let quote = bytes[index]
        let valueStart = index + 1
        guard let close = bytes[valueStart...].firstIndex(of: quote) else { return nil }
        var spaceStart = start
        while spaceStart > 0 && isSpace(bytes[spaceStart - 1]) { spaceStart -= 1 }
        return XMLAttribute(name: name, value: valueStart..<close, quote: quote, withLeadingSpace: spaceStart..<(close + 1))
    }

    /// Where a new attribute goes in the start tag that begins at `tagStart` (its `<`): just after
    /// its last attribute (or its name), before any white space, `/>` or `>`; nil when the bytes
    /// there are not a start tag of `name`.
    static func xmlAttributeInsertionPoint(tagStart: Int, name: String, in bytes: [UInt8]) -> Int? {
        guard tagStart < bytes.count, bytes[tagStart] == UInt8(ascii: "<") else { return nil }
        var index = tagStart + 1
        while index < bytes.count && isNameByte(bytes[index]) { index += 1 }
        guard String(decoding: bytes[(tagStart + 1)..<index], as: UTF8.self) == name else { return nil }
        var lastEnd = index
        while index < bytes.count {
            while index < bytes.count && isSpace(bytes[index]) { index += 1 }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: ">") || bytes[index] == UInt8(ascii: "/") { return lastEnd }
            guard let attribute = xmlAttribute(at: index, in: bytes) else { return nil }
            index = attribute.withLeadingSpace.upperBound
            lastEnd = index
        }
        return nil
    }

    /// The bytes of the element whose start tag opens at `start` (its `<`), to the end of its end
    /// tag (or of `/>`): start and end tags counted, comments, CDATA sections, processing
    /// instructions and quoted attribute values passed over; nil when the bytes there are not a
    /// whole element.
    static func xmlElementExtent(at start: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard start + 1 < bytes.count, bytes[start] == UInt8(ascii: "<"), isNameByte(bytes[start + 1]) else { return nil }
        func skip(past terminator: String, from index: Int) -> Int? {
            let pattern = Array(terminator.utf8)
            var index = index
            while index + pattern.count <= bytes.count {
                if bytes[index] == pattern[0] && bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index + pattern.count }
                index += 1
            }
            return nil
        }
        func startsWith(_ text: String, at index: Int) -> Bool {
            let pattern = Array(text.utf8)
            return index + pattern.count <= bytes.count && bytes[index..<(index + pattern.count)].elementsEqual(pattern)
        }
        var depth = 0
        var index = start
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                guard let next = bytes[index...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
                index = next
                continue
            }
            if startsWith("<!--", at: index) {
                guard let end = skip(past: "-->", from: index + 4) else { return nil }
                index = end
            } else if startsWith("<![CDATA[", at: index) {
                guard let end = skip(past: "]]>", from: index + 9) else { return nil }
                index = end
            } else if startsWith("<?", at: index) {
                guard let end = skip(past: "?>", from: index + 2) else { return nil }
                index = end
            } else if startsWith("</", at: index) {
                guard let end = bytes[index...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
                depth -= 1
                index = end + 1
                if depth == 0 { return start..<index }
                guard depth > 0 else { return nil }
            } else {
                // A start tag: its attributes' quoted values may hold `>`.
                var cursor = index + 1
                var quote: UInt8?
                while cursor < bytes.count {
                    let byte = bytes[cursor]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: ">") {
                        break
                    }
                    cursor += 1
                }
                guard cursor < bytes.count else { return nil }
                let selfClosing = bytes[cursor - 1] == UInt8(ascii: "/")
                index = cursor + 1
                if !selfClosing { depth += 1 } else if depth == 0 { return start..<index }
            }
        }
        return nil
    }

    /// The bytes of the JSON object that opens at `start` (its `{`), to its closing `}`; nil when
    /// the bytes there are not a whole object.
    static func jsonObjectExtent(at start: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "{") else { return nil }
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let end = jsonStringEnd(from: index, in: bytes) else { return nil }
                index = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return bytes[index] == UInt8(ascii: "}") ? start..<(index + 1) : nil }
            default:
                break
            }
            index += 1
        }
        return nil
    }

    /// Where a new member goes in the JSON object that opens at `objectStart`: just after its
    /// first member's value, with the space before that member (`spacing`, a space when there is
    /// none) and around its colon (`colon`), so that the new member is spaced as the others.
    static func jsonMemberInsertionPoint(objectStart: Int, in bytes: [UInt8]) -> (offset: Int, spacing: String, colon: String)? {
        guard objectStart < bytes.count, bytes[objectStart] == UInt8(ascii: "{") else { return nil }
        var keyStart = objectStart + 1
        while keyStart < bytes.count && isSpace(bytes[keyStart]) { keyStart += 1 }
        guard let member = jsonMember(at: keyStart, in: bytes) ?? jsonOnlyMember(at: keyStart, in: bytes),
              let keyEnd = jsonStringEnd(from: keyStart, in: bytes) else { return nil }
        let spacing = String(decoding: bytes[(objectStart + 1)..<keyStart], as: UTF8.self)
        let colon = String(decoding: bytes[keyEnd..<member.value.lowerBound], as: UTF8.self)
        return (member.value.upperBound, spacing.isEmpty ? " " : spacing, colon)
    }

    /// The member at `start` when it is its object's only one (no comma on either side), which
    /// `jsonMember` does not take since it could not be removed alone.
    private static func jsonOnlyMember(at start: Int, in bytes: [UInt8]) -> JSONMember? {
        guard let (key, index) = jsonKeyAndValueStart(at: start, in: bytes),
              bytes[index] == UInt8(ascii: "\""), let end = jsonStringEnd(from: index, in: bytes) else { return nil }
        return JSONMember(key: key, value: index..<end, withSeparator: start..<end)
    }

    /// The key of the member at `start` and where its value starts, past the colon and any
    /// white space; nil when `start` is not a key followed by a colon and a value.
    private static func jsonKeyAndValueStart(at start: Int, in bytes: [UInt8]) -> (key: String, valueStart: Int)? {
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\""), let keyEnd = jsonStringEnd(from: start, in: bytes),
              let key = jsonString(bytes[start..<keyEnd]) else { return nil }
        var index = keyEnd
        while index < bytes.count && isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
        index += 1
        while index < bytes.count && isSpace(bytes[index]) { index += 1 }
        guard index < bytes.count else { return nil }
        return (key, index)
    }

    /// The text of an attribute value, its references resolved; nil when a reference is not one
    /// XML knows. White space is taken as written: a value whose newlines or tabs XML would make
    /// spaces then differs from what the reader saw, and is left alone.
    static func xmlText(_ raw: ArraySlice<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        let text = String(decoding: raw, as: UTF8.self)
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            scalars.append(contentsOf: rest[..<amp].unicodeScalars)
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { return nil }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": scalars.append("&")
            case "lt": scalars.append("<")
            case "gt": scalars.append(">")
            case "quot": scalars.append("\"")
            case "apos": scalars.append("'")
            default:
                let number: UInt32?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") {
                    number = UInt32(entity.dropFirst(2), radix: 16)
                } else if entity.hasPrefix("#") {
                    number = UInt32(entity.dropFirst())
                } else {
                    number = nil
                }
                guard let number, let scalar = Unicode.Scalar(number) else { return nil }
                scalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        scalars.append(contentsOf: rest.unicodeScalars)
        return String(scalars)
    }

    /// `text` as an attribute value between `quote`s: `&`, `<`, the quote and the characters XML
    /// would not keep as written (newline, carriage return, tab) as references.
    static func xmlEscaped(_ text: String, quote: UInt8) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"" where quote == UInt8(ascii: "\""): escaped += "&quot;"
            case "'" where quote == UInt8(ascii: "'"): escaped += "&apos;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case "\t": escaped += "&#9;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// The member whose key (its opening quote) is at `start`, or nil when the bytes there are
    /// not one.
    static func jsonMember(at start: Int, in bytes: [UInt8]) -> JSONMember? {
        guard let (key, valueStart) = jsonKeyAndValueStart(at: start, in: bytes) else { return nil }
        var index = valueStart
        if bytes[index] == UInt8(ascii: "\"") {
            guard let end = jsonStringEnd(from: index, in: bytes) else { return nil }
            index = end
        } else {
            while index < bytes.count && !isSpace(bytes[index]) && bytes[index] != UInt8(ascii: ",")
                    && bytes[index] != UInt8(ascii: "}") && bytes[index] != UInt8(ascii: "]") { index += 1 }
            guard index > valueStart, bytes[valueStart] != UInt8(ascii: "{"), bytes[valueStart] != UInt8(ascii: "[") else { return nil }
        }
        let valueEnd = index
        // The separator: a comma before the key, else the comma after the value.
        var before = start
        while before > 0 && isSpace(bytes[before - 1]) { before -= 1 }
        let whole: Range<Int>
        if before > 0 && bytes[before - 1] == UInt8(ascii: ",") {
            whole = (before - 1)..<valueEnd
        } else {
            var after = valueEnd
            while after < bytes.count && isSpace(bytes[after]) { after += 1 }
            guard after < bytes.count, bytes[after] == UInt8(ascii: ",") else { return nil }
            after += 1
            while after < bytes.count && isSpace(bytes[after]) { after += 1 }
            whole = start..<after
        }
        return JSONMember(key: key, value: valueStart..<valueEnd, withSeparator: whole)
    }

    /// Just past the closing quote of the JSON string opening at `start`.
    static func jsonStringEnd(from start: Int, in bytes: [UInt8]) -> Int? {
        var index = start + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
            if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
            if bytes[index] == 0x0A { return nil }
            index += 1
        }
        return nil
    }

    /// The text of a JSON string token (quotes included), or of a literal.
    static func jsonString(_ token: ArraySlice<UInt8>) -> String? {
        guard token.first == UInt8(ascii: "\"") else { return String(decoding: token, as: UTF8.self) }
        let value = Array(token).withUnsafeBufferPointer { try? JSONParser.parse($0, maxDepth: 1, depthLimitMessage: "") }
        guard case .string(let text, _)? = value else { return nil }
        return text
    }
}
