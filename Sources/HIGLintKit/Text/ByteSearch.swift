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

    /// Whether `byte` may stand in a name of code: a letter, a digit, `_`, or a byte of a non-ASCII character.
    static func isNameByte(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || b >= 0x80 }

    /// Whether `needle` occurs in `bytes` at an offset where `accepts` holds.
    static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, where accepts: (Int) -> Bool) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count, let base = bytes.baseAddress else { return needle.isEmpty }
        var start = 0
        let last = bytes.count - needle.count
        while start <= last {
            guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, needle, needle.count) == 0 && accepts(at) { return true }
            start = at + 1
        }
        return false
    }
}
