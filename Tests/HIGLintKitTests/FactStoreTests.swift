import Testing
@testable import HIGLintKit

struct FactStoreTests {
    static func fact(_ file: String, _ screen: String, path: String, value: String, line: Int) -> ScreenFact {
        ScreenFact(screen: screen, location: SourceLocation(file: file, line: line, column: 3), path: path,
                   scope: "folder screens", group: "portrait", value: value)
    }

    @Test("facts come back as they were added, check by check, each with its screen, place and path")
    func factsComeBackWhole() {
        let added: [(key: String, facts: [ScreenFact])] = [
            ("navbar#0", [Self.fact("screens/a.xml", "Ä", path: "screen[Ä]/navigationBar", value: "black", line: 2)]),
            ("toolbar#0", [Self.fact("screens/a.xml", "Ä", path: "screen[Ä]/toolbar[2]", value: "blue", line: 5),
                           Self.fact("screens/a.xml", "Ä", path: "screen[Ä]/toolbar[3]", value: "blue", line: 6)]),
            ("navbar#0", [Self.fact("screens/b.json", "B", path: "screen[B]/navigationBar", value: "blue", line: 1)]),
            // The same screen again after another: kept apart, and still right.
            ("navbar#0", [Self.fact("screens/a.xml", "Ä", path: "screen[Ä]", value: "none", line: 1)]),
        ]
        var store = FactStore()
        for (key, facts) in added { store.add(facts, for: key) }
        #expect(store.count == 5)

        var seen: [String: [ScreenFact]] = [:]
        store.forEachCheck { key, facts in seen[key] = facts }
        #expect(seen.keys.sorted() == ["navbar#0", "toolbar#0"])
        for key in seen.keys {
            let expected = added.filter { $0.key == key }.flatMap(\.facts)
            let got = seen[key]!
            #expect(got.map(\.screen) == expected.map(\.screen))
            #expect(got.map(\.location) == expected.map(\.location))
            #expect(got.map(\.value) == expected.map(\.value))
            #expect(got.map(\.scope) == expected.map(\.scope))
            #expect(got.map(\.group) == expected.map(\.group))
            #expect(got.map { store.path(of: $0) } == expected.map(\.path))
        }
    }
}
