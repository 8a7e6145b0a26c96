import Foundation

/// The superclasses Objective-C headers declare (`@interface DetailViewController : BaseViewController`).
/// A class's `.m` file most often declares only its class extension (`@interface Foo ()`), so
/// without its header the code's lineage of the class stops at the class itself, and what a
/// base class's code does (titling its screen, colouring its toolbar outlet) is not known to
/// happen in the subclass's screens.
///
/// A header builds no alert and sets nothing, so the code scan does not read it: this reads each
/// header for its declarations alone, a byte search for `@interface` on a line no `//` comment
/// starts before it.
enum ObjCHeaderSuperclasses {
    /// Each class the headers at `urls` declare, with its superclass: the first header (in the
    /// order given) that declares a class decides. A header that cannot be read is passed over.
    static func read(_ urls: [URL], maxFileSize: Int, jobs: Int) -> [String: String] {
        let each = WorkerPool.map(urls, jobs: jobs) { url -> [(name: String, parent: String)] in
            guard case .success(let data) = FileBytes.read(url, maxFileSize: maxFileSize) else { return [] }
            return data.withUnsafeBytes { find(in: $0.bindMemory(to: UInt8.self)) }
        }
        var superclasses: [String: String] = [:]
        for (name, parent) in each.joined() where superclasses[name] == nil { superclasses[name] = parent }
        return superclasses
    }

    private static let keyword = Array("@interface".utf8)

    /// The `@interface Name : Parent` declarations of `bytes`, in order. A category
    /// (`@interface Name (Extra)`) names no superclass.
    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> [(name: String, parent: String)] {
        var found: [(name: String, parent: String)] = []
        _ = ByteSearch.occurrences(of: keyword, in: bytes, upTo: Int.max) { at in
            guard !isCommentedOut(at, in: bytes) else { return false }
            var k = at + keyword.count
            guard k < bytes.count, isSpace(bytes[k]) else { return false }
            skipSpaces(&k, in: bytes)
            guard let name = word(&k, in: bytes) else { return false }
            skipSpaces(&k, in: bytes)
            guard k < bytes.count, bytes[k] == UInt8(ascii: ":") else { return false }
            k += 1
            skipSpaces(&k, in: bytes)
            guard let parent = word(&k, in: bytes) else { return false }
            found.append((name, parent))
            return false
        }
        return found
    }

    /// Whether a `//` comes before `at` on its line.
    private static func isCommentedOut(_ at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var k = at - 1
        while k > 0, bytes[k] != UInt8(ascii: "\n") {
            if bytes[k] == UInt8(ascii: "/") && bytes[k - 1] == UInt8(ascii: "/") { return true }
            k -= 1
        }
        return false
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    private static func skipSpaces(_ k: inout Int, in bytes: UnsafeBufferPointer<UInt8>) {
        while k < bytes.count, isSpace(bytes[k]) { k += 1 }
    }

    /// The name (letters, digits, `_`) that starts at `k`, which is moved past it.
    private static func word(_ k: inout Int, in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let start = k
        while k < bytes.count, bytes[k] < 0x80, ByteSearch.isNameByte(bytes[k]) { k += 1 }
        guard k > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<k]), as: UTF8.self)
    }
}
