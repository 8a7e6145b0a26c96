import Foundation

extension String {
    /// Whether the two strings are the same bytes of UTF-8: not only equal as `String`s, which are
    /// equal when they differ only in Unicode normalisation. What a check works out from a text
    /// (`TextMemo`) may depend on its very bytes.
    ///
    /// - Note: for speed: compared with `memcmp` in the strings' own memory rather than through
    ///   their UTF-8 views a byte at a time, as every lookup of `TextMemo` compares its keys.
    func hasSameBytes(as other: String) -> Bool {
        var this = self, other = other
        return this.withUTF8 { a in
            other.withUTF8 { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }
}
