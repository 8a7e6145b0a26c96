/// Escaping for the HTML report and the SVG drawings: every text there may come from a
/// description (a screen titled `</script><script>…`), so markup characters become references, in
/// element content and in quoted attribute values alike. Control characters other than line breaks
/// and tabs, which HTML does not allow, become U+FFFD.
public enum HTMLText {
    public static func text(_ text: String) -> String { escape(text) }

    /// For a value in double quotes.
    public static func attribute(_ text: String) -> String { escape(text) }

    /// Whether a text holding this byte may need escaping: a markup character, a control or the
    /// first byte of a C1 control (0xC2). Most texts hold none, which their bytes tell at once.
    static func needsEscaping(_ byte: UInt8) -> Bool {
        (byte < 0x20 && byte != 0x0A && byte != 0x09) || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<")
            || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == 0x7F || byte == 0xC2
    }

    private static func escape(_ text: String) -> String {
        let plain = text.utf8.withContiguousStorageIfAvailable { !$0.contains(where: needsEscaping) }
        if plain == true { return text }
        var out = MarkupBuffer(capacity: text.utf8.count + 16)
        out.add(text: text)
        return out.string
    }
}
