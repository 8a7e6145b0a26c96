/// The cross-screen facts of a run, kept compactly until the run has read every file: a run of
/// many screens holds one or two a screen. A fact is a few numbers. The texts that repeat from
/// fact to fact (scope, group, value, the rest of an element path such as `/navigationBar`) are
/// kept once; each screen's own texts (its file, its name, the first segment of its element
/// paths) go one after another into one buffer, as separate strings would cost an allocation
/// each.
struct FactStore {
    private struct Stored {
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

    private var stored: [Stored] = []
    private var texts: [String] = []
    private var textIDs: [String: Int32] = [:]
    /// Each screen's file, name and path head, as UTF-8, screen after screen.
    private var screenBytes: [UInt8] = []
    /// Where each screen's three texts start in `screenBytes`, three a screen; a text ends where
    /// the next begins.
    private var screenStarts: [Int] = []
    /// The screen last added: a file's facts come one after another, so it is the one to reuse.
    private var lastScreen: (file: String, name: String, pathHead: String, id: Int32)?

    var count: Int { stored.count }

    /// Adds the facts a check (`key`) gathered from one file.
    mutating func add(_ facts: [ScreenFact], for key: String) {
        let check = id(key)
        for fact in facts {
            let slash = fact.path.firstIndex(of: "/") ?? fact.path.endIndex
            let screen = screenID(file: fact.location.file, name: fact.screen, pathHead: String(fact.path[..<slash]))
            stored.append(Stored(
                check: check, screen: screen, scope: id(fact.scope), group: id(fact.group), value: id(fact.value),
                line: Int32(clamping: fact.location.line), column: Int32(clamping: fact.location.column),
                pathRest: id(String(fact.path[slash...]))))
        }
    }

    /// The facts of each check, one check at a time, in the order they were added. Their paths
    /// are left empty (most facts are never reported): `path(of:)` writes one.
    func forEachCheck(_ body: (String, [ScreenFact]) -> Void) {
        let checks = Set(stored.map(\.check)).sorted()
        for check in checks {
            body(texts[Int(check)], stored.indices.lazy.filter { stored[$0].check == check }.map { index in
                let fact = stored[index]
                let screen = self.screen(fact.screen)
                return ScreenFact(
                    screen: screen.name,
                    location: SourceLocation(file: screen.file, line: Int(fact.line), column: Int(fact.column)),
                    path: "", scope: texts[Int(fact.scope)], group: texts[Int(fact.group)], value: texts[Int(fact.value)],
                    storeIndex: index)
            })
        }
    }

    /// The element path of a fact `forEachCheck` gave.
    func path(of fact: ScreenFact) -> String {
        guard let index = fact.storeIndex else { return fact.path }
        return screen(stored[index].screen).pathHead + texts[Int(stored[index].pathRest)]
    }

    private mutating func screenID(file: String, name: String, pathHead: String) -> Int32 {
        if let last = lastScreen, last.file == file, last.name == name, last.pathHead == pathHead { return last.id }
        let id = Int32(screenStarts.count / 3)
        for text in [file, name, pathHead] {
            screenStarts.append(screenBytes.count)
            screenBytes.append(contentsOf: text.utf8)
        }
        lastScreen = (file, name, pathHead, id)
        return id
    }

    private func screen(_ id: Int32) -> (file: String, name: String, pathHead: String) {
        func text(_ index: Int) -> String {
            let end = index + 1 < screenStarts.count ? screenStarts[index + 1] : screenBytes.count
            return String(decoding: screenBytes[screenStarts[index]..<end], as: UTF8.self)
        }
        let first = Int(id) * 3
        return (text(first), text(first + 1), text(first + 2))
    }

    private mutating func id(_ text: String) -> Int32 {
        if let id = textIDs[text] { return id }
        let id = Int32(texts.count)
        texts.append(text)
        textIDs[text] = id
        return id
    }
}
