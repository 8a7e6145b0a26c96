import Foundation

/// Whether a file's bytes hold a name, found before the file is parsed: a reader that needs only
/// the files holding some name (storyboard references, the alert API) passes over the others
/// without parsing them.
enum ByteSearch {
    /// Whether any of `names` occurs in `bytes`.
    static func containsAny(of names: [String], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        names.contains { contains(Array($0.utf8), in: bytes) }
    }

    /// Whether `needle` occurs in `bytes`: each place its first byte occurs (found by `memchr`,
    /// which scans many bytes at a time), compared whole.
    static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        contains(needle, in: bytes) { _ in true }
    }

    /// Where `byte` first occurs in `bytes` at or after `start`, if it does (`memchr`).
    static func offset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < bytes.count, let base = bytes.baseAddress,
              let hit = memchr(base + start, Int32(byte), bytes.count - start) else { return nil }
        return base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
    }

    /// Where `needle` first occurs in `bytes`, if it does.
    static func firstOffset(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var found: Int?
        _ = occurrences(of: needle, in: bytes, upTo: 1) { at in
            found = at
            return true
        }
        return found
    }

    /// How many times `word` stands in `bytes` as a whole name (no letter, digit or `_` touches
    /// it), counted up to `limit`.
    static func wordCount(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int) -> Int {
        occurrences(of: word, in: bytes, upTo: limit) { at in
            (at == 0 || !isNameByte(bytes[at - 1])) && (at + word.count >= bytes.count || !isNameByte(bytes[at + word.count]))
        }
    }

    /// Whether `byte` may stand in a name of code: a letter, a digit, `_`, or a byte of a non-ASCII character.
    static func isNameByte(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || b >= 0x80 }

    /// Whether `needle` occurs in `bytes` at an offset where `accepts` holds.
    static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, where accepts: (Int) -> Bool) -> Bool {
        occurrences(of: needle, in: bytes, upTo: 1, where: accepts) > 0
    }

    /// How many times `needle` occurs in `bytes` at an offset where `accepts` holds, counted up to
    /// `limit`: each place its first byte occurs (found by `memchr`, which scans many bytes at a
    /// time), compared whole.
    static func occurrences(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, upTo limit: Int,
                            where accepts: (Int) -> Bool) -> Int {
        guard let first = needle.first, bytes.count >= needle.count, let base = bytes.baseAddress, limit > 0 else { return 0 }
        var count = 0
        var start = 0
        let last = bytes.count - needle.count
        while start <= last {
            guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return count }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, needle, needle.count) == 0 && accepts(at) {
                count += 1
                if count == limit { return count }
            }
            start = at + 1
        }
        return count
    }
}
