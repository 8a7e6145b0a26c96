/// The cross-screen facts of a run, kept compactly until the run has read every file: a run of
/// many screens holds one or two a screen. Every text is kept once and a fact is a few numbers:
/// the texts repeat from fact to fact (file, scope, group, value, screen), and an element path
/// is kept as its first segment (the screen's, shared by the screen's facts) and the rest
/// (`navigationBar`, shared by many screens).
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

    private struct Screen: Hashable {
        var file: String
        var name: String
        var pathHead: String
    }

    private var stored: [Stored] = []
    private var texts: [String] = []
    private var textIDs: [String: Int32] = [:]
    private var screens: [Screen] = []
    private var screenIDs: [Screen: Int32] = [:]

    var count: Int { stored.count }

    /// Adds the facts a check (`key`) gathered from one file.
    mutating func add(_ facts: [ScreenFact], for key: String) {
        let check = id(key)
        for fact in facts {
            let slash = fact.path.firstIndex(of: "/") ?? fact.path.endIndex
            let screen = Screen(file: fact.location.file, name: fact.screen, pathHead: String(fact.path[..<slash]))
            stored.append(Stored(
                check: check, screen: id(screen), scope: id(fact.scope), group: id(fact.group), value: id(fact.value),
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
                let screen = screens[Int(fact.screen)]
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
        return screens[Int(stored[index].screen)].pathHead + texts[Int(stored[index].pathRest)]
    }

    private mutating func id(_ screen: Screen) -> Int32 {
        if let id = screenIDs[screen] { return id }
        let id = Int32(screens.count)
        screens.append(screen)
        screenIDs[screen] = id
        return id
    }

    private mutating func id(_ text: String) -> Int32 {
        if let id = textIDs[text] { return id }
        let id = Int32(texts.count)
        texts.append(text)
        textIDs[text] = id
        return id
    }
}
