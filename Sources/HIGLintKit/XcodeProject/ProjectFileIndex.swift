import Foundation

/// An old-style project file read for what the project graph asks of it: the id of its root object,
/// and where each object of its `objects` dictionary lies, with the object's `isa`. The whole file
/// is checked, but an object becomes values only when asked for (`object(_:)`): a project of
/// thousands of source files and build files makes values of the few hundred objects that say
/// which storyboards and xibs ship.
struct ProjectFileIndex {
    /// Where one object is.
    struct Entry {
        /// The offset of the `{` that opens it.
        var offset: Int
        var isa: OldStylePropertyList.StringToken?
        /// The strings of its `children` array: the objects a group holds.
        var children: [OldStylePropertyList.StringToken] = []
    }

    let bytes: [UInt8]
    private let maxDepth: Int
    /// The objects by id. An id given twice names its last object, as in a dictionary.
    private(set) var entries: [String: Entry] = [:]
    /// `rootObject`, when it is a string.
    private(set) var rootObject: String?

    static func read(_ data: Data, limits: ReaderLimits) throws(ReadError) -> ProjectFileIndex {
        let bytes = try OldStylePropertyList.bytes(of: data, limits: limits)
        var builder = Builder(bytes: bytes)
        // About one object in 150 bytes, as Xcode writes them.
        builder.entries.reserveCapacity(bytes.count / 150)
        var parser = OldStylePropertyListParser(bytes: bytes, maxDepth: limits.maxDepth)
        try parser.parse(into: &builder)
        var index = ProjectFileIndex(bytes: bytes, maxDepth: limits.maxDepth)
        index.entries = builder.entries
        index.rootObject = builder.rootObject
        return index
    }

    /// The object `id` as values; nil when there is none, or it is not a dictionary.
    func object(_ id: String) -> [String: PropertyListValue]? {
        guard let entry = entries[id] else { return nil }
        var builder = PropertyListValueBuilder(bytes: bytes)
        var parser = OldStylePropertyListParser(bytes: bytes, maxDepth: maxDepth)
        // The file was checked whole: reading a part of it again cannot fail.
        guard (try? parser.parseValue(at: entry.offset, into: &builder)) != nil else { return nil }
        return builder.result?.dictionary
    }

    /// The ids of the objects whose `isa` is `isa`.
    func ids(isa: StaticString) -> [String] {
        entries.compactMap { $0.value.isa?.equals(isa, in: bytes) == true ? $0.key : nil }
    }

    /// Each object that a group lists in its `children`, with the group: the first in the order of
    /// their ids when two list it.
    func parents() -> [String: String] {
        var parents: [String: String] = [:]
        for (id, entry) in entries.filter({ !$0.value.children.isEmpty }).sorted(by: { $0.key < $1.key }) {
            for child in entry.children {
                let child = child.decoded(from: bytes)
                if parents[child] == nil { parents[child] = id }
            }
        }
        return parents
    }

    /// Notes the root object and the objects as the parser meets them.
    private struct Builder: OldStylePropertyListHandler {
        let bytes: [UInt8]
        var entries: [String: Entry] = [:]
        var rootObject: String?

        /// The root dictionary's key whose value is being read.
        private enum RootKey { case objects, rootObject, other }
        private var rootKey = RootKey.other
        private var isInObjects = false
        /// The id whose value is being read, in `objects`; and that value, once it is a dictionary.
        private var id: String?
        private var object: Entry?
        /// An object's key whose value is being read: `isa`, or `children` and whether its array is open.
        private var isReadingIsa = false
        private var isReadingChildren = false
        private var isInChildren = false

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        // Depths: the root dictionary is at 0, its keys and values (`objects`) at 1, the ids and
        // the objects at 2, the objects' keys and values at 3.
        mutating func beginDictionary(at offset: Int, depth: Int) {
            if depth == 1 && rootKey == .objects {
                isInObjects = true
            } else if depth == 2 && isInObjects && id != nil {
                object = Entry(offset: offset)
            }
        }

        mutating func beginArray(at offset: Int, depth: Int) {
            if depth == 3 && isReadingChildren && object != nil { isInChildren = true }
        }

        mutating func endContainer(depth: Int) {
            if depth == 1 {
                isInObjects = false
            } else if depth == 3 {
                isInChildren = false
            } else if depth == 2, let id, let object {
                entries[id] = object
                self.object = nil
            }
        }

        mutating func key(_ key: OldStylePropertyList.StringToken, depth: Int) {
            switch depth {
            case 1:
                rootKey = key.equals("objects", in: bytes) ? .objects : key.equals("rootObject", in: bytes) ? .rootObject : .other
                if rootKey == .objects { entries = [:] }
                if rootKey == .rootObject { rootObject = nil }
            case 2 where isInObjects:
                // A later value that is not a dictionary takes the id's earlier object away.
                let id = key.decoded(from: bytes)
                entries[id] = nil
                self.id = id
            case 3 where object != nil:
                isReadingIsa = key.equals("isa", in: bytes)
                if isReadingIsa { object?.isa = nil }
                isReadingChildren = key.equals("children", in: bytes)
                if isReadingChildren { object?.children = [] }
            default:
                break
            }
        }

        mutating func scalar(_ value: OldStylePropertyList.Scalar, depth: Int) {
            guard case .string(let token) = value else { return }
            if depth == 1 && rootKey == .rootObject {
                rootObject = token.decoded(from: bytes)
            } else if depth == 3 && isReadingIsa && object != nil {
                object?.isa = token
            } else if depth == 4 && isInChildren {
                object?.children.append(token)
            }
        }
    }
}
