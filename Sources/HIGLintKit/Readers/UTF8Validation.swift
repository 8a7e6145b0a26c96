/// Finds the first byte that is not part of well-formed UTF-8 (overlong forms, surrogates and
/// code points above U+10FFFF included), or nil when the whole buffer is valid.
func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    var i = 0
    let n = bytes.count
    while i < n {
        let b0 = bytes[i]
        if b0 < 0x80 { i += 1; continue }
        let length: Int
        var lower: UInt8 = 0x80, upper: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return i
        }
        guard i + length <= n else { return i }
        let b1 = bytes[i + 1]
        guard b1 >= lower && b1 <= upper else { return i }
        for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { return i }
        i += length
    }
    return nil
}

/// What a file is when its first bytes show UTF-16 or UTF-32 rather than UTF-8, as the XML
/// specification's appendix F reads them: a byte order mark, or the NUL bytes that the first
/// character of a description (`<`, `{`, a space, any ASCII character) has in those encodings.
/// Nil for anything else. No UTF-8 description starts with a NUL byte in its first four.
func wideUnicodeEncoding(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    let n = bytes.count
    guard n >= 2 else { return nil }
    func at(_ i: Int) -> UInt8? { i < n ? bytes[i] : nil }
    let (b0, b1, b2, b3) = (bytes[0], bytes[1], at(2), at(3))
    if b0 == 0x00 && b1 == 0x00 && b2 == 0xFE && b3 == 0xFF { return "UTF-32 (big-endian, with a byte order mark)" }
    if b0 == 0xFF && b1 == 0xFE && b2 == 0x00 && b3 == 0x00 { return "UTF-32 (little-endian, with a byte order mark)" }
    if b0 == 0xFE && b1 == 0xFF { return "UTF-16 (big-endian, with a byte order mark)" }
    if b0 == 0xFF && b1 == 0xFE { return "UTF-16 (little-endian, with a byte order mark)" }
    if b0 == 0x00 && b1 == 0x00 && b2 == 0x00, let b3, b3 != 0 { return "UTF-32 (big-endian, without a byte order mark)" }
    if b0 != 0x00 && b1 == 0x00 && b2 == 0x00 && b3 == 0x00 { return "UTF-32 (little-endian, without a byte order mark)" }
    if b0 == 0x00 && b1 != 0x00 { return "UTF-16 (big-endian, without a byte order mark)" }
    if b0 != 0x00 && b1 == 0x00 { return "UTF-16 (little-endian, without a byte order mark)" }
    return nil
}
