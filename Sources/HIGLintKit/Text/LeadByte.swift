/// A text's first byte when it is ASCII, else 0xFF (an empty text, or one that begins with a
/// longer character): a quick test that two texts differ. Two texts whose lead bytes are both
/// ASCII and differ are not equal, not even as Unicode-equivalent `String`s: an ASCII character
/// stays the first of a text's normal form, or becomes the first of the composed character that
/// begins it. So most of the names (and listed values) a search passes over are ruled out by a
/// byte rather than a comparison of strings, which the standard library makes in a call of its own.
///
/// - Note: property names and a selector's values compared so took the JSON run on 1,000 screens
///   with findings from 1,539 to 1,512 million instructions and the visual report's from 1,932 to
///   1,906 (`Benchmarks/instructions`); on 10,000 screens, in turn, 0.725 → 0.727 s and 0.725 →
///   0.720 s (12 and 20 runs): the comparisons saved are cheap ones.
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
