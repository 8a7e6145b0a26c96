import Foundation

/// One pass over a file's bytes: where the first byte that is not part of well-formed UTF-8 is
/// (overlong forms, surrogates and code points above U+10FFFF included), and whether a carriage
/// return occurs before it, so that `LineIndex` can take its quickest way with files whose
/// lines end in LF alone.
struct UTF8Scan {
    /// The offset of the first bad byte, or nil when the whole buffer is valid.
    let firstInvalidOffset: Int?
    /// Whether a CR (0x0D) occurs before `firstInvalidOffset` (anywhere, when the buffer is valid).
    let holdsCarriageReturn: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress else {
            (firstInvalidOffset, holdsCarriageReturn) = (nil, false)
            return
        }
        var i = 0
        let n = bytes.count
        var carriageReturn = false
        var bad: Int?
        let high: UInt64 = 0x8080_8080_8080_8080, low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F, returns: UInt64 = 0x0D0D_0D0D_0D0D_0D0D
        scan: while i < n {
            // Eight ASCII bytes at a time, most of most files. In a word without a top bit,
            // adding 0x7F to a byte sets its top bit unless the byte is 0, with no carry into
            // the next byte: so a byte equal to CR leaves its top bit clear in (w ^ CRs) + 0x7F…
            while i + 8 <= n {
                let word = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if word & high != 0 { break }
                if ((word ^ returns) &+ low7) & high != high { carriageReturn = true }
                i += 8
            }
            guard i < n else { break }
            let b0 = bytes[i]
            if b0 < 0x80 {
                if b0 == 0x0D { carriageReturn = true }
                i += 1
                continue
            }
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
            default: bad = i; break scan
            }
            guard i + length <= n else { bad = i; break }
            let b1 = bytes[i + 1]
            guard b1 >= lower && b1 <= upper else { bad = i; break }
            for k in 2..<length where bytes[i + k] & 0xC0 != 0x80 { bad = i; break scan }
            i += length
        }
        firstInvalidOffset = bad
        holdsCarriageReturn = carriageReturn
    }
}

/// Finds the first byte that is not part of well-formed UTF-8, or nil when the whole buffer is valid.
func firstInvalidUTF8Offset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
    UTF8Scan(bytes).firstInvalidOffset
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
