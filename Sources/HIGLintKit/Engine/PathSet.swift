/// A set of file paths, each kept as bytes in one buffer with its folder written once: a run
/// with findings in a hundred thousand files would otherwise hold a hundred thousand strings and
/// a table of them. Paths are the same when their bytes are.
struct PathSet: Sendable {
    /// The folders of the paths (`screens/tab` of `screens/tab/a.xml`), each once, as bytes.
    private var folderIDs: [[UInt8]: Int32] = [:]
    /// The folder last looked up: a run's files come folder by folder.
    private var lastFolder: (bytes: [UInt8], id: Int32)?
    /// Each path's folder and where its file name ends in `names`; it starts where the one
    /// before ends.
    private var entryFolders = ChunkedArray<Int32>(chunkShift: 14)
    private var entryNameEnds = ChunkedArray<Int>(chunkShift: 14)
    private var names = ChunkedArray<UInt8>(chunkShift: 16)
    /// Open addressing: each slot holds a path's index plus one, or 0 when empty. Never
    /// more than half full.
    private var slots: [Int32] = []

    var count: Int { entryFolders.count }

    /// Adds `path`; whether it was new.
    @discardableResult
    mutating func insert(_ path: String) -> Bool {
        let (folderBytes, name) = Self.split(path)
        var folder = Self.noFolder
        if let folderBytes {
            if let known = folderID(folderBytes) {
                folder = known
            } else {
                folder = Int32(folderIDs.count)
                folderIDs[Array(folderBytes)] = folder
            }
            if lastFolder?.id != folder { lastFolder = (Array(folderBytes), folder) }
        }
        if slots.count < 2 * (count + 1) { grow() }
        var slot = Self.hash(folder, name) & (slots.count - 1)
        while slots[slot] != 0 {
            if matches(Int(slots[slot]) - 1, folder: folder, name: name) { return false }
            slot = (slot + 1) & (slots.count - 1)
        }
        names.append(contentsOf: name)
        entryFolders.append(folder)
        entryNameEnds.append(names.count)
        slots[slot] = Int32(count)
        return true
    }

    func contains(_ path: String) -> Bool {
        guard !slots.isEmpty else { return false }
        let (folderBytes, name) = Self.split(path)
        var folder = Self.noFolder
        if let folderBytes {
            guard let known = folderID(folderBytes) else { return false }
            folder = known
        }
        var slot = Self.hash(folder, name) & (slots.count - 1)
        while slots[slot] != 0 {
            if matches(Int(slots[slot]) - 1, folder: folder, name: name) { return true }
            slot = (slot + 1) & (slots.count - 1)
        }
        return false
    }

    /// Every path, in the order added.
    var paths: [String] {
        let folders = folderIDs.sorted { $0.value < $1.value }.map(\.key)
        return entryFolders.indices.map { index in
            let name = names.elements(nameRange(index))
            let folder = entryFolders[index]
            return String(decoding: folder == Self.noFolder ? Array(name) : folders[Int(folder)] + [UInt8(ascii: "/")] + name,
                          as: UTF8.self)
        }
    }

    private func folderID(_ bytes: Substring.UTF8View) -> Int32? {
        if let lastFolder, lastFolder.bytes.elementsEqual(bytes) { return lastFolder.id }
        return folderIDs[Array(bytes)]
    }

    private func nameRange(_ index: Int) -> Range<Int> {
        (index == 0 ? 0 : entryNameEnds[index - 1])..<entryNameEnds[index]
    }

    private func matches(_ index: Int, folder: Int32, name: Substring.UTF8View) -> Bool {
        entryFolders[index] == folder && names.elements(nameRange(index)).elementsEqual(name)
    }

    private mutating func grow() {
        var resized = [Int32](repeating: 0, count: max(16, slots.count * 2))
        for index in entryFolders.indices {
            var slot = Self.hash(entryFolders[index], names.elements(nameRange(index))) & (resized.count - 1)
            while resized[slot] != 0 { slot = (slot + 1) & (resized.count - 1) }
            resized[slot] = Int32(index + 1)
        }
        slots = resized
    }

    /// The folder of a path without one (`a.xml`).
    private static let noFolder: Int32 = -1

    /// The folder and the file name of a path: `("screens/tab", "a.xml")`, `("", "a.xml")` for
    /// `/a.xml`, `(nil, "a.xml")` for `a.xml`.
    private static func split(_ path: String) -> (folder: Substring.UTF8View?, name: Substring.UTF8View) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return (nil, Substring(path).utf8) }
        return (path[..<slash].utf8, path[path.utf8.index(after: slash)...].utf8)
    }

    private static func hash<Name: Sequence<UInt8>>(_ folder: Int32, _ name: Name) -> Int {
        var hasher = Hasher()
        hasher.combine(folder)
        for byte in name { hasher.combine(byte) }
        return hasher.finalize()
    }
}

extension PathSet: Equatable {
    static func == (a: PathSet, b: PathSet) -> Bool {
        a.count == b.count && a.paths.allSatisfy(b.contains)
    }
}
