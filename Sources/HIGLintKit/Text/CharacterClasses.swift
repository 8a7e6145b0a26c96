/// The character classes the text checks ask of every character of every title, answered from
/// the ASCII value when there is one: Swift looks each character up in the Unicode tables,
/// and most titles are ASCII. The answers are those of `isLetter`, `isNumber`, `isUppercase`
/// and `isWhitespace`.
extension Character {
    var isLetterQuick: Bool {
        guard let ascii = asciiValue else { return isLetter }
        return (ascii | 0x20) &- UInt8(ascii: "a") < 26
    }

    var isNumberQuick: Bool {
        guard let ascii = asciiValue else { return isNumber }
        return ascii &- UInt8(ascii: "0") < 10
    }

    var isLetterOrNumberQuick: Bool { isLetterQuick || isNumberQuick }

    var isUppercaseQuick: Bool {
        guard let ascii = asciiValue else { return isUppercase }
        return ascii &- UInt8(ascii: "A") < 26
    }

    /// Tab, line feed, vertical tab, form feed, carriage return and space, in ASCII.
    var isWhitespaceQuick: Bool {
        guard let ascii = asciiValue else { return isWhitespace }
        return ascii == 0x20 || (0x09...0x0D).contains(ascii)
    }
}
