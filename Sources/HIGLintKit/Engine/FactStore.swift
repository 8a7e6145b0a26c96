/// The cross-screen facts of a run, kept compactly until the run has read every file: a run of
/// many screens holds one or two a screen. A fact is a few numbers. The texts that repeat from
/// fact to fact (scope, group, value, the rest of an element path such as `/navigationBar`) are
/// kept once; each screen's own texts (its file, its name, the first segment of its element
/// paths) go one after another into one buffer, as separate strings would cost an allocation
/// each. Comparisons read the numbers (`CheckFacts`); a fact is written out as a `ScreenFact`
/// only when it is reported.
struct FactStore: Sendable {
    fileprivate struct Stored: Sendable {
        var check: Int32
        /// The file, its screen's name and the first segment of element paths in it.
        var screen: Int32
        var scope: Int32
        var group: Int32
        var value: Int32
        var line: Int32
        var column: Int32
        var pathRest: Int32
    }

    fileprivate var stored = ChunkedArray<Stored>(chunkShift: 12)
    fileprivate var texts: [String] = []
    private var textIDs: [String: Int32] = [:]
    /// Each screen's file name (without its folder), name and path head, as UTF-8, screen after
    /// screen. A path head that is `screen[name]`, as most are, is left out.
    private var screenBytes = ChunkedArray<UInt8>(chunkShift: 16)
    /// Where each screen's three texts start in `screenBytes`, three a screen; a text ends where
    /// the next begins.
    private var screenStarts = ChunkedArray<Int32>(chunkShift: 14)
    /// Each screen's folder (see `folders`), and whether its path head is `screen[name]`.
    private var screenFolders = ChunkedArray<Int32>(chunkShift: 14)
    private var screenFlags = ChunkedArray<UInt8>(chunkShift: 14)
    private static let pathHeadIsScreenName: UInt8 = 2
    /// The folders of the screens' files, each once, as UTF-8 (`-1`: a file in no folder).
    private var folders: [[UInt8]] = []
    private var folderIDs: [[UInt8]: Int32] = [:]
    /// The screen last added: a file's facts come one after another, so it is the one to reuse.
    private var lastScreen: (file: String, name: String, pathHead: String, id: Int32)?

    var count: Int { stored.count }

    /// Adds the facts a check (`key`) gathered from one file.
    mutating func add(_ facts: [ScreenFact], for key: String) {
        let check = id(key)
        for fact in facts {
            // Found among the bytes, not the characters: the head and the rest are joined again
            // as they were, wherever they are cut, and a search by characters is far slower.
            let slash = fact.path.utf8.firstIndex(of: UInt8(ascii: "/")) ?? fact.path.endIndex
            let screen = screenID(file: fact.location.file, name: fact.screen, pathHead: String(fact.path[..<slash]))
            stored.append(Stored(
                check: check, screen: screen, scope: id(fact.scope), group: id(fact.group), value: id(fact.value),
                line: Int32(clamping: fact.location.line), column: Int32(clamping: fact.location.column),
                pathRest: id(String(fact.path[slash...]))))
        }
    }

    /// The facts of each check, one check at a time, each check's in the order they were added.
    func forEachCheck(_ body: (String, CheckFacts) -> Void) {
        var byCheck: [Int32: [Int32]] = [:]
        for index in stored.indices { byCheck[stored[index].check, default: []].append(Int32(index)) }
        for check in byCheck.keys.sorted() {
            body(texts[Int(check)], CheckFacts(store: self, indices: byCheck[check]!))
        }
    }

    /// One fact, written out.
    fileprivate func fact(_ index: Int) -> ScreenFact {
        let fact = stored[index]
        let screen = self.screen(fact.screen)
        return ScreenFact(
            screen: screen.name, location: SourceLocation(file: screen.file, line: Int(fact.line), column: Int(fact.column)),
            path: screen.pathHead + texts[Int(fact.pathRest)], scope: texts[Int(fact.scope)],
            group: texts[Int(fact.group)], value: texts[Int(fact.value)])
    }

    private mutating func screenID(file: String, name: String, pathHead: String) -> Int32 {
        if let last = lastScreen, last.file == file, last.name == name, last.pathHead == pathHead { return last.id }
        let id = Int32(screenFolders.count)
        var folder: Int32 = -1
        var fileName = Substring(file).utf8
        if let slash = file.utf8.lastIndex(of: UInt8(ascii: "/")) {
            let folderBytes = Array(file.utf8[..<slash])
            if let known = folderIDs[folderBytes] {
                folder = known
            } else {
                folder = Int32(folders.count)
                folders.append(folderBytes)
                folderIDs[folderBytes] = folder
            }
            fileName = file[file.utf8.index(after: slash)...].utf8
        }
        let headIsScreenName = pathHead.hasSameBytes(as: Self.screenPathHead(name))
        for text in [fileName, Substring(name).utf8, headIsScreenName ? Substring().utf8 : Substring(pathHead).utf8] {
            screenStarts.append(Int32(screenBytes.count))
            screenBytes.append(contentsOf: text)
        }
        screenFolders.append(folder)
        screenFlags.append(headIsScreenName ? Self.pathHeadIsScreenName : 0)
        lastScreen = (file, name, pathHead, id)
        return id
    }

    private static func screenPathHead(_ name: String) -> String { "screen[" + name + "]" }

    /// Where one of a screen's texts lies in `screenBytes` (0: file name, 1: name, 2: path head).
    private func range(of text: Int, ofScreen screen: Int32) -> Range<Int> {
        let index = Int(screen) * 3 + text
        let end = index + 1 < screenStarts.count ? Int(screenStarts[index + 1]) : screenBytes.count
        return Int(screenStarts[index])..<end
    }

    /// The screen's file, as UTF-8.
    private func fileBytes(of screen: Int32) -> [UInt8] {
        let folder = screenFolders[Int(screen)]
        let name = range(of: 0, ofScreen: screen)
        var bytes: [UInt8] = []
        if folder >= 0 {
            bytes.reserveCapacity(folders[Int(folder)].count + 1 + name.count)
            bytes += folders[Int(folder)]
            bytes.append(UInt8(ascii: "/"))
        }
        screenBytes.append(name, to: &bytes)
        return bytes
    }

    /// The screen's file.
    fileprivate func file(of screen: Int32) -> String {
        String(decoding: fileBytes(of: screen), as: UTF8.self)
    }

    fileprivate func screenName(_ screen: Int32) -> String {
        String(decoding: screenBytes.elements(range(of: 1, ofScreen: screen)), as: UTF8.self)
    }

    private func screen(_ id: Int32) -> (file: String, name: String, pathHead: String) {
        let name = screenName(id)
        let pathHead = screenFlags[Int(id)] & Self.pathHeadIsScreenName != 0
            ? Self.screenPathHead(name) : String(decoding: screenBytes.elements(range(of: 2, ofScreen: id)), as: UTF8.self)
        return (file(of: id), name, pathHead)
    }

    private mutating func id(_ text: String) -> Int32 {
        if let id = textIDs[text] { return id }
        let id = Int32(texts.count)
        texts.append(text)
        textIDs[text] = id
        return id
    }
}

/// The facts of one check as a store keeps them: texts by number, compared without being
/// written out. Positions run from 0 to `count`, in the order the facts were added.
struct CheckFacts: Sendable {
    private let store: FactStore
    private let indices: [Int32]

    fileprivate init(store: FactStore, indices: [Int32]) {
        self.store = store
        self.indices = indices
    }

    var count: Int { indices.count }

    private func stored(_ position: Int) -> FactStore.Stored { store.stored[Int(indices[position])] }

    /// Numbers that stand for the fact's scope, group and value: equal texts, equal numbers.
    func scopeID(_ position: Int) -> Int32 { stored(position).scope }
    func groupID(_ position: Int) -> Int32 { stored(position).group }
    func valueID(_ position: Int) -> Int32 { stored(position).value }
    /// Stands for the screen: facts of one screen share it.
    func screenID(_ position: Int) -> Int32 { stored(position).screen }

    /// The text a number from `scopeID`, `groupID` or `valueID` stands for.
    func text(_ id: Int32) -> String { store.texts[Int(id)] }

    /// The name of the fact's screen.
    func screenName(_ position: Int) -> String { store.screenName(stored(position).screen) }

    /// Whether facts `a` and `b` are of one element of one file (a container's bar that each
    /// screen of its stack shows).
    /// The line and column of fact `position`, as one number: facts of one place share it.
    func lineAndColumn(_ position: Int) -> Int64 {
        let fact = stored(position)
        return Int64(fact.line) << 32 | Int64(UInt32(bitPattern: fact.column))
    }

    func samePlace(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (stored(a), stored(b))
        guard x.line == y.line, x.column == y.column else { return false }
        return x.screen == y.screen || store.file(of: x.screen) == store.file(of: y.screen)
    }

    /// Whether fact `a` comes before fact `b` in its file's place: file (as `String`'s `<` orders
    /// them), line, column.
    func precedes(_ a: Int, _ b: Int) -> Bool {
        let (x, y) = (stored(a), stored(b))
        if x.screen != y.screen {
            let (first, second) = (store.file(of: x.screen), store.file(of: y.screen))
            if first != second { return first < second }
        }
        return (x.line, x.column) < (y.line, y.column)
    }

    /// The positions sorted by `precedes`, facts of one place in the order they were added.
    ///
    /// - Note: each screen's file is written out once, to rank the screens, and the facts are then
    ///   sorted by numbers; sorting them with `precedes` would compare files in every comparison
    ///   (read byte by byte where they are kept). Shaped so for speed, as the sort runs on one
    ///   thread at the run's end, once every file is checked.
    func positionsInFileOrder() -> [Int] {
        // The screens as they first come, which is mostly already their files' order (the walk's).
        var screens: [(screen: Int32, file: String)] = []
        var seen = Set<Int32>()
        for position in 0..<count where seen.insert(stored(position).screen).inserted {
            screens.append((stored(position).screen, store.file(of: stored(position).screen)))
        }
        // As `precedes` orders files.
        screens.sort { $0.file < $1.file }
        var rank: [Int32: Int] = [:]
        for (index, screen) in screens.enumerated() {
            let previous = screens[max(index - 1, 0)]
            rank[screen.screen] = index > 0 && previous.file < screen.file ? index : rank[previous.screen] ?? 0
        }
        let keys = (0..<count).map { position in
            let fact = stored(position)
            return (rank: rank[fact.screen]!, line: fact.line, column: fact.column)
        }
        return (0..<count).sorted { a, b in
            (keys[a].rank, keys[a].line, keys[a].column, a) < (keys[b].rank, keys[b].line, keys[b].column, b)
        }
    }

    /// The fact at `position`, written out, with its path.
    func fact(_ position: Int) -> ScreenFact { store.fact(Int(indices[position])) }
}
