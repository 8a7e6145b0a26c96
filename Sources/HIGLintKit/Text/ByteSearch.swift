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
        guard let first = needle.first, bytes.count >= needle.count, let base = bytes.baseAddress else { return needle.isEmpty }
        var start = 0
        let last = bytes.count - needle.count
        while start <= last {
            guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, needle, needle.count) == 0 { return true }
            start = at + 1
        }
        return false
    }
}
