/// A text's first byte when it is ASCII, else 0xFF (an empty text, or one that begins with a
/// longer character): a quick test that two texts differ. Two texts whose lead bytes are both
/// ASCII and differ are not equal, not even as Unicode-equivalent `String`s: an ASCII character
/// stays the first of a text's normal form, or becomes the first of the composed character that
/// begins it. So most of the names (and listed values) a search passes over are ruled out by a
/// byte rather than a comparison of strings, which the standard library makes in a call of its own.
///
/// - Note: for speed only, and the comparisons it saves are cheap ones.
enum LeadByte {
    @inline(__always)
    static func of(_ text: String) -> UInt8 {
        guard let first = text.utf8.first, first < 0x80 else { return 0xFF }
        return first
    }

    /// Whether texts with these lead bytes may be equal.
    @inline(__always)
    static func mayMatch(_ lead: UInt8, _ other: UInt8) -> Bool {
        lead == other || lead == 0xFF || other == 0xFF
    }
}
