import Foundation

/// Refuses an XML start tag with more attributes than `ReaderLimits.maxAttributes`, over the bytes,
/// before libxml2 reads them.
///
/// libxml2 compares each attribute of a tag with every one before it (the check for duplicates),
/// and does so before it hands the tag to the SAX handler, at a cost that grows with the square
/// of the count. So the count cannot wait for the handler. The scan is
/// one pass: text is skipped with `memchr` to the next `<`, comments, CDATA sections and
/// processing instructions to their ends, and in a start tag every `=` outside a quoted value
/// is an attribute. A file with fewer `=` than the limit in all cannot hold such a tag, and is
/// not scanned at all.
enum AttributeCount {
    /// Throws at the start tag that holds more than `limit` attributes, if there is one. Bytes
    /// that are not well-formed XML are left to libxml2 to report.
    static func check(_ bytes: UnsafeBufferPointer<UInt8>, limit: Int, lines: @autoclosure () -> LineIndex) throws(ReadError) {
        guard let offset = firstTag(in: bytes, withMoreThan: limit) else { return }
        let position = lines().position(of: offset)
        throw ReadError("an element with more than \(limit) attributes (the limit is \(limit))", line: position.line, column: position.column)
    }

    /// The offset of the `<` of the first start tag with more than `limit` attributes.
    static func firstTag(in bytes: UnsafeBufferPointer<UInt8>, withMoreThan limit: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var equals = 0
        for byte in bytes where byte == UInt8(ascii: "=") {
            equals += 1
            if equals > limit { break }
        }
        guard equals > limit else { return nil }

        /// The offset just past the first `terminator` at or after `from`, or `count`.
        func skip(past terminator: [UInt8], from: Int) -> Int {
            var i = from
            while i < count, let found = memchr(base + i, Int32(terminator[0]), count - i) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if at + terminator.count <= count && terminator.indices.allSatisfy({ bytes[at + $0] == terminator[$0] }) {
                    return at + terminator.count
                }
                i = at + 1
            }
            return count
        }
        func starts(_ prefix: String, at i: Int) -> Bool {
            var j = i
            for byte in prefix.utf8 {
                guard j < count, bytes[j] == byte else { return false }
                j += 1
            }
            return true
        }

        var i = 0
        while i < count, let found = memchr(base + i, Int32(UInt8(ascii: "<")), count - i) {
            let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if starts("<!--", at: start) {
                i = skip(past: Array("-->".utf8), from: start + 4)
            } else if starts("<![CDATA[", at: start) {
                i = skip(past: Array("]]>".utf8), from: start + 9)
            } else if starts("<?", at: start) {
                i = skip(past: Array("?>".utf8), from: start + 2)
            } else if starts("</", at: start) || starts("<!", at: start) {
                i = start + 2
            } else {
                // A start tag: to its `>`, counting the `=` outside quoted values.
                var attributes = 0
                var quote: UInt8 = 0
                var j = start + 1
                while j < count {
                    let byte = bytes[j]
                    if quote != 0 {
                        if byte == quote { quote = 0 }
                    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        quote = byte
                    } else if byte == UInt8(ascii: "=") {
                        attributes += 1
                        if attributes > limit { return start }
                    } else if byte == UInt8(ascii: ">") || byte == UInt8(ascii: "<") {
                        break
                    }
                    j += 1
                }
                i = j
            }
        }
        return nil
    }
}
