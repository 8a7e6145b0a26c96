import Foundation

/// Foundation's trimming, done by hand when the ends are ASCII: checks trim every title and
/// message they read, and most have no space at either end; the rules' texts end in a line feed.
extension String {
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    ///
    /// - Note: for speed: the rules' summaries and quotes are trimmed so rather than by
    ///   Foundation when the built-in rules are decoded, which a run does once and each of its
    ///   workers once more.
    var trimmedOfWhitespaceAndNewlines: String {
        let bytes = utf8
        var start = bytes.startIndex, end = bytes.endIndex
        while start < end, Self.asciiWhitespaceAndNewlines.contains(bytes[start]) { start = bytes.index(after: start) }
        while start < end, Self.asciiWhitespaceAndNewlines.contains(bytes[bytes.index(before: end)]) { end = bytes.index(before: end) }
        guard start < end else { return "" }
        // A byte of 0x80 or above at an end is part of a longer character, which may be space
        // too (a no-break space): the scalars decide.
        guard bytes[start] < 0x80, bytes[bytes.index(before: end)] < 0x80 else { return trimmedOfWhiteSpaceScalars }
        if start == bytes.startIndex && end == bytes.endIndex { return self }
        return String(self[start..<end])
    }

    /// The string without the scalars of `CharacterSet.whitespacesAndNewlines` at its ends, found
    /// by Unicode's White_Space property in the standard library's tables rather than through
    /// Foundation: the same set, and the zero width space, which Foundation counts too.
    private var trimmedOfWhiteSpaceScalars: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar == "\u{200B}" }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isSpace(scalars[start]) { start = scalars.index(after: start) }
        while start < end, isSpace(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        return String(scalars[start..<end])
    }

    /// Whether `trimmingCharacters(in: .whitespaces)` leaves nothing.
    var isBlank: Bool {
        if let first = utf8.first, Self.isASCIIOutside(first, whitespace: Self.asciiWhitespaces) { return false }
        return trimmingCharacters(in: .whitespaces).isEmpty
    }

    /// The ASCII members of `CharacterSet.whitespacesAndNewlines` (tab, line feed, vertical tab,
    /// form feed, carriage return, space) and of `CharacterSet.whitespaces` (tab, space).
    private static let asciiWhitespaceAndNewlines: [UInt8] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
    private static let asciiWhitespaces: [UInt8] = [0x09, 0x20]

    /// Whether `byte` is a whole ASCII character that is not one of `whitespace`. (A byte of 0x80
    /// or above is part of a longer character: Foundation decides.)
    private static func isASCIIOutside(_ byte: UInt8, whitespace: [UInt8]) -> Bool {
        byte < 0x80 && !whitespace.contains(byte)
    }
}

extension Substring {
    /// The substring without the white space and newlines at its end, as
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` trims an end: scalar by scalar, without
    /// a copy of what stays.
    var droppingTrailingWhitespaceAndNewlines: Substring {
        let scalars = unicodeScalars
        var end = scalars.endIndex
        while end > scalars.startIndex {
            let before = scalars.index(before: end)
            guard CharacterSet.whitespacesAndNewlines.contains(scalars[before]) else { break }
            end = before
        }
        return end == scalars.endIndex ? self : Substring(scalars[..<end])
    }
}
