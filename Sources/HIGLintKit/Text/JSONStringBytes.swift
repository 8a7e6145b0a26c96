/// The bytes a JSON string cannot hold as they are: control characters, `"` and `\`. The JSON
/// writer escapes them; the parser ends a plain run of a string's bytes at them.
enum JSONStringBytes {
    /// Where the first byte JSON escapes (a control character, `"` or `\`) is in `bytes`, from
    /// `start` on; `bytes.count` when there is none.
    ///
    /// - Note: for speed, eight bytes are looked at in one word at a time (a byte below 0x20 and a
    ///   byte equal to either mark found by the usual carry tricks, which are exact for whether the
    ///   word holds one), before looking at each byte of the word that does.
    static func firstToEscape(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        let count = bytes.count
        if let base = bytes.baseAddress {
            let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
            let quotes = ones &* UInt64(UInt8(ascii: "\"")), backslashes = ones &* UInt64(UInt8(ascii: "\\"))
            while index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let control = (word &- ones &* 0x20) & ~word
                let quote = ((word ^ quotes) &- ones) & ~(word ^ quotes)
                let backslash = ((word ^ backslashes) &- ones) & ~(word ^ backslashes)
                if (control | quote | backslash) & highs != 0 { break }
                index += 8
            }
            while index < count {
                let byte = base[index]
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return index }
                index += 1
            }
        }
        return index
    }
}
