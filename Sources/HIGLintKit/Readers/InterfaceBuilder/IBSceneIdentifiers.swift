import Foundation

/// The storyboard identifiers of the scenes of a run's storyboards (`storyboardIdentifier="…"`),
/// found by a byte search before any storyboard is read: the identifiers code instantiates scenes
/// by, which the reading of code asks about (`CodeTextFacts.read(_:…:sceneIdentifiers:)`).
enum IBSceneIdentifiers {
    private static let attribute = Array(" storyboardIdentifier=\"".utf8)

    /// The identifiers the storyboards at `urls` give their scenes; a file that cannot be read, or
    /// is no storyboard, gives none.
    static func find(in urls: [URL], maxFileSize: Int, jobs: Int) -> Set<String> {
        let storyboards = urls.filter { $0.pathExtension.lowercased() == "storyboard" }
        let each = WorkerPool.map(storyboards, jobs: jobs) { url -> [String] in
            guard case .success(let data) = FileBytes.read(url, maxFileSize: maxFileSize) else { return [] }
            return [UInt8](data).withUnsafeBufferPointer { identifiers(in: $0) }
        }
        return Set(each.joined())
    }

    /// The values of the `storyboardIdentifier` attributes in `bytes`.
    static func identifiers(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        // The search's test keeps each value and accepts none, so that the search goes on through
        // every occurrence: one memchr loop (`ByteSearch`) rather than a second.
        _ = ByteSearch.occurrences(of: attribute, in: bytes, upTo: Int.max) { at in
            let start = at + attribute.count
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\"") && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            if end < bytes.count && bytes[end] == UInt8(ascii: "\"") && end > start {
                found.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
            }
            return false
        }
        return found
    }
}
