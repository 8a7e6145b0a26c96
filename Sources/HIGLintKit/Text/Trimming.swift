import Foundation

/// Foundation's trimming, skipped when the ends show there is nothing to trim: checks trim
/// every title and message they read, and most have no space at either end.
extension String {
    /// `trimmingCharacters(in: .whitespacesAndNewlines)`.
    var trimmedOfWhitespaceAndNewlines: String {
        if let first = utf8.first, let last = utf8.last,
           Self.isASCIIOutside(first, whitespace: Self.asciiWhitespaceAndNewlines),
           Self.isASCIIOutside(last, whitespace: Self.asciiWhitespaceAndNewlines) {
            return self
        }
        return trimmingCharacters(in: .whitespacesAndNewlines)
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
