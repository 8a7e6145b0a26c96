import Foundation
import Testing
import HIGLintRuleFormat
@testable import HIGLintKit
import TestSupport

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
        store.forEachCheck { key, facts in seen[key] = (0..<facts.count).map(facts.fact) }
        #expect(seen.keys.sorted() == ["navbar#0", "toolbar#0"])
        for key in seen.keys {
            let expected = added.filter { $0.key == key }.flatMap(\.facts)
            let got = seen[key]!
            #expect(got.map(\.screen) == expected.map(\.screen))
            #expect(got.map(\.location) == expected.map(\.location))
            #expect(got.map(\.value) == expected.map(\.value))
            #expect(got.map(\.scope) == expected.map(\.scope))
            #expect(got.map(\.group) == expected.map(\.group))
            #expect(got.map(\.path) == expected.map(\.path))
        }
    }

    @Test("facts compare by number as their texts and places do")
    func numbersAgreeWithTexts() {
        let files = ["b.xml", "a.xml", "a/b.xml", "ä.xml", "a\u{308}.xml", "Z.xml", "é.json", "e\u{301}.json"]
        var added: [ScreenFact] = []
        var store = FactStore()
        for (index, file) in files.enumerated() {
            for line in [3, 1] {
                let fact = Self.fact(file, "S\(index)", path: "screen[S\(index)]/toolbar", value: ["black", "blue"][line % 2 == 0 ? 0 : index % 2], line: line)
                added.append(fact)
                store.add([fact], for: "toolbar#0")
            }
        }
        var checked = false
        store.forEachCheck { _, facts in
            #expect(facts.count == added.count)
            for a in 0..<facts.count {
                #expect(facts.screenName(a) == added[a].screen)
                #expect(facts.text(facts.valueID(a)) == added[a].value)
                for b in 0..<facts.count {
                    #expect(facts.precedes(a, b) == (added[a].location < added[b].location), "\(added[a].location) \(added[b].location)")
                    #expect((facts.valueID(a) == facts.valueID(b)) == (added[a].value == added[b].value))
                }
            }
            // Sorted once by rank of file, as by comparing places; facts of one place as added.
            let order = facts.positionsInFileOrder()
            #expect(order == (0..<facts.count).sorted { facts.precedes($0, $1) || !facts.precedes($1, $0) && $0 < $1 })
            #expect(order.map { added[$0].location } == added.map(\.location).sorted())
            checked = true
        }
        #expect(checked)
    }

    @Test("an appearance's screen list names five screens and counts the other screens once each")
    func screenListCountsScreens() throws {
        var store = FactStore()
        // Seven screens are black, the last with two toolbars; one is blue.
        for index in 1...7 {
            let lines = index == 7 ? [1, 2] : [1]
            store.add(lines.map { Self.fact("s\(index).xml", "S\(index)", path: "screen[S\(index)]/toolbar[\($0)]", value: "black", line: $0) }, for: "toolbar#0")
        }
        store.add([Self.fact("s8.xml", "S8", path: "screen[S8]/toolbar", value: "blue", line: 1)], for: "toolbar#0")
        let check = try ConsistentAcrossScreensCheck(RuleFields(
            reading: RuleReading(value: .map([]), path: [], compilesPatternsOnFirstUse: false),
            entries: [("properties", .list([.scalar(.text("style"))]))]))
        var findings: [(position: Int, finding: CheckFinding)] = []
        var facts: CheckFacts?
        store.forEachCheck { _, all in
            findings = check.compare(all)
            facts = all
        }
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(facts?.fact(finding.position).screen == "S8")
        // The reported screen is not among "the other screens".
        #expect(finding.finding.variables["screens"] == #""S1", "S2", "S3", "S4", "S5" and 2 more (black)"#)
        #expect(finding.finding.variant == nil)
        // The related places are the screens the message names, each once, at its first fact.
        let related = finding.finding.related.compactMap { facts?.fact($0) }
        #expect(related.map(\.screen) == ["S1", "S2", "S3", "S4", "S5"])
        #expect(related.map(\.path) == (1...5).map { "screen[S\($0)]/toolbar[1]" })
    }

    static func compare(_ values: [(screen: String, value: String)]) throws -> (CheckFacts?, [(position: Int, finding: CheckFinding)]) {
        var store = FactStore()
        for (index, entry) in values.enumerated() {
            store.add([Self.fact("s\(index).xml", entry.screen, path: "screen[\(entry.screen)]/navigationBar", value: entry.value, line: 1)],
                      for: "navbar#0")
        }
        let check = try ConsistentAcrossScreensCheck(RuleFields(
            reading: RuleReading(value: .map([]), path: [], compilesPatternsOnFirstUse: false),
            entries: [("properties", .list([.scalar(.text("style"))]))]))
        var findings: [(position: Int, finding: CheckFinding)] = []
        var facts: CheckFacts?
        store.forEachCheck { _, all in
            findings = check.compare(all)
            facts = all
        }
        return (facts, findings)
    }

    @Test("a tie makes no appearance the app's: the later screen is reported once, as a disagreement")
    func tieIsADisagreement() throws {
        let (facts, findings) = try Self.compare([("Inbox", "black"), ("Settings", "blue")])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(facts?.fact(finding.position).screen == "Settings")
        #expect(finding.finding.variant == "tie")
        #expect(finding.finding.variables["screens"] == #""Inbox" (black)"#)
        // Two against two: still a tie; the other screen of the same look is named, the reported one not.
        let (facts2, findings2) = try Self.compare([("A", "black"), ("B", "blue"), ("C", "blue"), ("D", "black")])
        #expect(findings2.map { facts2?.fact($0.position).screen } == ["B", "C"])
        #expect(findings2.allSatisfy { $0.finding.variant == "tie" })
        #expect(findings2.first?.finding.variables["screens"] == #""A", "D" (black); "C" (blue)"#)
        let related = findings2.first?.finding.related.compactMap { facts2?.fact($0) } ?? []
        #expect(related.map(\.screen) == ["A", "D", "C"])
        #expect(related.map(\.value) == ["black", "black", "blue"])
        // A majority is no tie: the message may call it the app's.
        let (_, findings3) = try Self.compare([("A", "black"), ("B", "blue"), ("C", "black")])
        #expect(findings3.count == 1 && findings3.first?.finding.variant == nil)
        #expect(findings3.first?.finding.variables["screens"] == #""A", "C" (black)"#)
    }

    @Test("a rule's tie message is used for tie findings, and the built-in cross-screen rules name no screen twice")
    func tieMessageInRule() throws {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        func read(_ text: String, _ path: String) throws -> ScreenDescription {
            guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: path) else {
                throw CancellationError()
            }
            return description
        }
        let screens = [try read(#"<screen name="Inbox"><navigationBar title="Inbox" style="black"/></screen>"#, "app/a.xml"),
                       try read(#"<screen name="Settings"><navigationBar title="Settings" style="blue"/></screen>"#, "app/b.xml")]
        let found = linter.check(screens).filter { $0.ruleID == "navbar-consistent-per-orientation" }
        #expect(found.map(\.message) == [#"Navigation bar is blue, not translucent here; the app's portrait screens disagree, with no appearance the most common: "Inbox" (black, not translucent)"#])
    }
}
