/// Escaping for the HTML report and the SVG drawings: every text there may come from a
/// description (a screen titled `</script><script>…`), so markup characters become references, in
/// element content and in quoted attribute values alike. Control characters other than line breaks
/// and tabs, which HTML does not allow, become U+FFFD.
enum HTMLText {
    static func text(_ text: String) -> String { escape(text) }

    /// For a value in double quotes.
    static func attribute(_ text: String) -> String { escape(text) }

    /// Whether a text holding this byte may need escaping: a markup character, a control or the
    /// first byte of a C1 control (0xC2). Texts are scanned through `escapeTable`, made from it.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0x7F || byte == 0xC2
    }

    /// The index of the first byte at or after `start` that needs escaping, or the count of `bytes`.
    ///
    /// - Note: for speed, four bytes are looked up at a time in a table of all 256, and their
    ///   entries joined, before a byte is looked at alone.
    @inline(__always)
    static func firstToEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        let table = escapeTable
        if let base = bytes.baseAddress {
            while index + 4 <= count {
                let any = table[Int(base[index])] | table[Int(base[index + 1])] | table[Int(base[index + 2])] | table[Int(base[index + 3])]
                if any != 0 { break }
                index += 4
            }
        }
        while index < count && table[Int(bytes[index])] == 0 { index += 1 }
        return index
    }

    /// `needsEscaping` of each byte, as 1 or 0; written once, then only read.
    private nonisolated(unsafe) static let escapeTable: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for byte in 0...255 { table[byte] = needsEscaping(UInt8(byte)) ? 1 : 0 }
        return UnsafePointer(table)
    }()

    private static func escape(_ text: String) -> String {
        let plain = text.utf8.withContiguousStorageIfAvailable { firstToEscape(in: $0, from: 0) == $0.count }
        if plain == true { return text }
        var out = MarkupBuffer(capacity: text.utf8.count + 16)
        out.add(text: text)
        return out.string
    }
}
