import Foundation

/// The storyboard identifiers of the scenes of a run's storyboards (`storyboardIdentifier="…"`),
/// and the identifiers of their segues that code may perform, found by a byte search before any
/// storyboard is read: the identifiers code instantiates scenes by and performs segues by, which
/// the reading of code asks about (`CodeTextFacts.read(_:…:sceneIdentifiers:segueIdentifiers:)`);
/// in the same pass, the classes and nibs the storyboards and xibs name (`IBNamedClasses`).
enum IBSceneIdentifiers {
    private static let attribute = Array(" storyboardIdentifier=\"".utf8)
    private static let segue = Array("<segue ".utf8)

    /// What the search found.
    struct Found: Sendable, Equatable {
        /// The scenes' storyboard identifiers.
        var scenes: Set<String> = []
        /// The identifiers of the segues that are no relationship, embedding or unwinding: those
        /// code may perform (`performSegue(withIdentifier:sender:)`). The bytes do not tell a
        /// controller's own segue from a control's; the reader does (`IBLink.manual`).
        var segues: Set<String> = []
        /// The classes and nib names the storyboards and xibs name for what they make, each with the
        /// number of files that do (`IBNamedClasses`).
        var namedClasses: [String: Int] = [:]
    }

    /// The identifiers the storyboards at `urls` give their scenes and segues, and the classes and
    /// nibs its storyboards and xibs name; a file that cannot be read gives none.
    static func find(in urls: [URL], maxFileSize: Int, jobs: Int) -> Found {
        let files = urls.filter { ["storyboard", "xib"].contains($0.pathExtension.lowercased()) }
        let each = WorkerPool.map(files, jobs: jobs) { url -> (scenes: [String], segues: [String], classes: Set<String>) in
            guard case .success(let data) = FileBytes.read(url, maxFileSize: maxFileSize) else { return ([], [], []) }
            let isStoryboard = url.pathExtension.lowercased() == "storyboard"
            return [UInt8](data).withUnsafeBufferPointer {
                (isStoryboard ? identifiers(in: $0) : [], isStoryboard ? segueIdentifiers(in: $0) : [], IBNamedClasses.names(in: $0))
            }
        }
        var named: [String: Int] = [:]
        for file in each { for name in file.classes { named[name, default: 0] += 1 } }
        return Found(scenes: Set(each.flatMap(\.scenes)), segues: Set(each.flatMap(\.segues)), namedClasses: named)
    }

    /// The values of the `storyboardIdentifier` attributes in `bytes`.
    static func identifiers(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        _ = ByteSearch.occurrences(of: attribute, in: bytes, upTo: Int.max) { at in
            if let value = value(in: bytes, from: at + attribute.count) { found.append(value) }
            return false
        }
        return found
    }

    /// The `identifier` of each `<segue>` element in `bytes` whose `kind` is not `relationship`,
    /// `embed` or `unwind`, read from its attributes (up to the element's first `>`).
    static func segueIdentifiers(in bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        var found: [String] = []
        _ = ByteSearch.occurrences(of: segue, in: bytes, upTo: Int.max) { at in
            var end = at + segue.count
            while end < bytes.count && bytes[end] != UInt8(ascii: ">") { end += 1 }
            let element = UnsafeBufferPointer(rebasing: bytes[at..<end])
            var identifier: String?
            var kind: String?
            _ = ByteSearch.occurrences(of: identifierAttribute, in: element, upTo: 1) { i in
                identifier = value(in: element, from: i + identifierAttribute.count)
                return true
            }
            _ = ByteSearch.occurrences(of: kindAttribute, in: element, upTo: 1) { i in
                kind = value(in: element, from: i + kindAttribute.count)
                return true
            }
            if let identifier, !["relationship", "embed", "unwind"].contains(kind ?? "") { found.append(identifier) }
            return false
        }
        return found
    }

    private static let identifierAttribute = Array(" identifier=\"".utf8)
    private static let kindAttribute = Array(" kind=\"".utf8)

    /// The value of an attribute whose text starts at `start`, up to its closing quote on the same
    /// line; nil when it is empty or not closed.
    private static func value(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> String? {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\"") && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        guard end < bytes.count && bytes[end] == UInt8(ascii: "\"") && end > start else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
