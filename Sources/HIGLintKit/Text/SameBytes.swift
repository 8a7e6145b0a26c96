import Foundation

extension String {
    /// Whether the two strings are the same bytes of UTF-8: not only equal as `String`s, which are
    /// equal when they differ only in Unicode normalisation. What a check works out from a text
    /// (`TextMemo`) may depend on its very bytes.
    ///
    /// - Note: compared with `memcmp` in the strings' own memory rather than through their UTF-8
    ///   views a byte at a time: the JSON report's run on 1,000 screens with findings went from
    ///   1,902 to 1,863 million instructions (`Benchmarks/instructions`), most of it the keys of
    ///   `TextMemo`.
    func hasSameBytes(as other: String) -> Bool {
        var this = self, other = other
        return this.withUTF8 { a in
            other.withUTF8 { b in
                a.count == b.count && (a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0)
            }
        }
    }
}
