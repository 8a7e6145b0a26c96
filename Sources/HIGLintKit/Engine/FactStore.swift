/// The cross-screen facts of a run, kept compactly until the run has read every file: a run of
/// many screens holds one or two a screen. Texts that repeat from fact to fact (file, scope,
/// group, value) are kept once; a fact is a few numbers, its screen's name and its element path.
struct FactStore {
    private struct Stored {
        var check: Int32
        var file: Int32
        var scope: Int32
        var group: Int32
        var value: Int32
        var line: Int32
        var column: Int32
        var screen: String
        var path: String
    }

    private var stored: [Stored] = []
    private var texts: [String] = []
    private var textIDs: [String: Int32] = [:]

    var count: Int { stored.count }

    /// Adds the facts a check (`key`) gathered from one file.
    mutating func add(_ facts: [ScreenFact], for key: String) {
        let check = id(key)
        for fact in facts {
            stored.append(Stored(
                check: check, file: id(fact.location.file), scope: id(fact.scope), group: id(fact.group), value: id(fact.value),
                line: Int32(clamping: fact.location.line), column: Int32(clamping: fact.location.column),
                screen: fact.screen, path: fact.path))
        }
    }

    /// The facts of each check, one check at a time, in the order they were added.
    func forEachCheck(_ body: (String, [ScreenFact]) -> Void) {
        let checks = Set(stored.map(\.check)).sorted()
        for check in checks {
            body(texts[Int(check)], stored.lazy.filter { $0.check == check }.map { fact in
                ScreenFact(
                    screen: fact.screen,
                    location: SourceLocation(file: texts[Int(fact.file)], line: Int(fact.line), column: Int(fact.column)),
                    path: fact.path, scope: texts[Int(fact.scope)], group: texts[Int(fact.group)], value: texts[Int(fact.value)])
            })
        }
    }

    private mutating func id(_ text: String) -> Int32 {
        if let id = textIDs[text] { return id }
        let id = Int32(texts.count)
        texts.append(text)
        textIDs[text] = id
        return id
    }
}
