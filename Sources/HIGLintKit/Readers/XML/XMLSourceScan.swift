import Foundation

/// Reads the bytes around what libxml2 reports. libxml2 keeps no columns and tells only the
/// offset where it stands (just past a start tag, a comment, some text), so where a tag, a
/// comment or an attribute begins is found in the file's own bytes.
enum XMLSourceScan {
    /// The offset of the `<` that opens the start tag ending at `end`. A `<` cannot occur inside
    /// an attribute value in well-formed XML, so the nearest one before `end` is the tag's.
    static func tagStart(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var i = min(end, bytes.count - 1)
        while i > 0 && bytes[i] != UInt8(ascii: "<") { i -= 1 }
        return i
    }

    /// The offset of the `<!--` of the comment ending at `end`: the nearest `<!` before it.
    static func commentStart(in bytes: UnsafeBufferPointer<UInt8>, before end: Int) -> Int {
        var start = max(0, min(end, bytes.count) - 4)
        while start > 0 && !(bytes[start] == UInt8(ascii: "<") && bytes[start + 1] == UInt8(ascii: "!")) { start -= 1 }
        return start
    }

    /// Where each attribute name is inside the start tag `bytes[tagStart..<tagEnd]`, in source
    /// order, namespace declarations included. The tag is read as XML (names, then quoted
    /// values), so a value that holds a name is not mistaken for it.
    static func attributeNames(in bytes: UnsafeBufferPointer<UInt8>, tagStart: Int, tagEnd: Int) -> AttributeNames {
        AttributeNames(bytes: bytes, index: tagStart + 1, end: min(tagEnd, bytes.count))
    }

    /// Whether the name at `range` is `xmlns` or `xmlns:…`, a namespace declaration.
    static func isNamespaceDeclaration(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let xmlns = "xmlns".utf8
        guard range.count >= xmlns.count, bytes[range.lowerBound..<(range.lowerBound + xmlns.count)].elementsEqual(xmlns) else { return false }
        return range.count == xmlns.count || bytes[range.lowerBound + xmlns.count] == UInt8(ascii: ":")
    }

    /// Whether the bytes at `range` are the UTF-8 of `name`.
    static func name(_ name: String, isAt range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var name = name
        return name.withUTF8 { utf8 in
            utf8.count == range.count && (range.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress! + range.lowerBound, range.count) == 0)
        }
    }

    struct AttributeNames: Sequence, IteratorProtocol {
        let bytes: UnsafeBufferPointer<UInt8>
        var index: Int
        let end: Int
        var pastElementName = false

        mutating func next() -> Range<Int>? {
            func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 }
            if !pastElementName {
                while index < end && !isSpace(bytes[index]) && bytes[index] != UInt8(ascii: ">") && bytes[index] != UInt8(ascii: "/") {
                    index += 1
                }
                pastElementName = true
            }
            while index < end && isSpace(bytes[index]) { index += 1 }
            guard index < end, bytes[index] != UInt8(ascii: ">"), bytes[index] != UInt8(ascii: "/") else { return nil }
            let nameStart = index
            while index < end && !isSpace(bytes[index]) && bytes[index] != UInt8(ascii: "=") { index += 1 }
            let name = nameStart..<index
            // Past the quoted value; a name with no quote after it is the tag's last.
            while index < end && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "'") { index += 1 }
            if index < end {
                let quote = bytes[index]
                index += 1
                while index < end && bytes[index] != quote { index += 1 }
                index += 1
            }
            return name
        }
    }
}
