/// A finding's message with a small square of each colour it names (`#RRGGBB`, `#RRGGBBAA`): a
/// contrast finding shows its text colour and its background beside their values. The square is
/// SVG (its `fill` is no style attribute, which the report's Content-Security-Policy forbids),
/// hidden from assistive technology: the value stays in the text.
enum HTMLColorSwatches {
    /// Adds `message` to `out`, escaped, with a square after each colour it names.
    static func add(_ message: String, to out: inout MarkupBuffer) {
        let bytes = Array(message.utf8)
        var start = 0, index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "#"), let length = colorLength(bytes, at: index) else {
                index += 1
                continue
            }
            let end = index + length
            out.add(text: String(decoding: bytes[start..<end], as: UTF8.self))
            let color = String(decoding: bytes[index..<end], as: UTF8.self)
            out.add(markup: "<svg class=\"swatch\" width=\"12\" height=\"12\" viewBox=\"0 0 12 12\" aria-hidden=\"true\" focusable=\"false\">")
            out.add(markup: "<rect x=\"0.5\" y=\"0.5\" width=\"11\" height=\"11\" fill=\"\(color)\" stroke=\"#767676\"/></svg>")
            start = end
            index = end
        }
        out.add(text: String(decoding: bytes[start...], as: UTF8.self))
    }

    /// The length of the colour at `index` (`#` and 6 or 8 hexadecimal digits, not followed by
    /// another letter or digit), or nil.
    static func colorLength(_ bytes: [UInt8], at index: Int) -> Int? {
        func isHex(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 102) }
        func isWordByte(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) }
        var digits = 0
        while index + 1 + digits < bytes.count, isHex(bytes[index + 1 + digits]), digits < 9 { digits += 1 }
        guard digits == 6 || digits == 8 else { return nil }
        if index + 1 + digits < bytes.count, isWordByte(bytes[index + 1 + digits]) { return nil }
        return 1 + digits
    }
}
