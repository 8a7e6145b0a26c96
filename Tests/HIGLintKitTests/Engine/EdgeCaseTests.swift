import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Corner cases found in review, each once wrong.
struct EdgeCaseTests {
    @Test("a message quotes the text it is about, byte for byte, when another text differs only in normalisation")
    func wordsAreNotSharedAcrossNormalisations() throws {
        let composed = "Choose \u{201C}Caf\u{E9}\u{201D} now", decomposed = "Choose \u{201C}Cafe\u{301}\u{201D} now"
        let xml = "<screen name=\"S\"><alert title=\"\(composed)\" message=\"\(decomposed)\"><button title=\"Caf\u{E9}\"/><button title=\"OK\"/></alert></screen>"
        guard case .description(let description) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "s.xml") else {
            Issue.record("the description must read")
            return
        }
        let quoted = Linter(catalog: try RuleCatalog.builtIn()).check(description)
            .filter { $0.ruleID == "alert-text-no-quoted-button" }.map { Array($0.message.utf8) }
        // Each finding quotes its own property's bytes: the title's composed é, the message's e + accent.
        #expect(quoted.count == 2)
        #expect(quoted.contains { $0.containsSequence(Array("Cafe\u{301}".utf8)) })
        #expect(quoted.contains { $0.containsSequence(Array("Caf\u{E9}".utf8)) })
    }

    @Test("rule files are strict at every level: a misspelt key inside a selector or condition is refused")
    func strictNestedKeys() {
        let rule = """
            id: x
            title: X
            severity: warning
            summary: x
            appliesTo: { element: navigationBar, wher: { style: black } }
            checks:
              - type: childCount
                children: barButtonItem
                when: { greaterThan: 3 }
                message: "{count} items"
            citations: [{ section: S, page: 80, quote: Q }]
            examples: { passing: [], failing: [] }
            """
        #expect(throws: RuleFile.Failure.self) { try RuleFile.decode(rule, file: "x.yml") }
        let badCondition = rule.replacingOccurrences(of: "wher: { style: black }", with: "where: { style: black }")
            .replacingOccurrences(of: "greaterThan: 3", with: "greaterThn: 3")
        #expect(throws: RuleFile.Failure.self) { try RuleFile.decode(badCondition, file: "x.yml") }
    }

    @Test("startsWith picks elements by how a property begins, ignoring case; a modal login gate completes its task")
    func startsWithSelector() throws {
        func screen(_ xml: String) throws -> ScreenDescription {
            guard case .description(let description) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "s.xml") else {
                throw CancellationError()
            }
            return description
        }
        let selector = Selector(kinds: ["button"], prefixes: ["title": ["Log In", "OK"]])
        let buttons = try screen(#"<screen name="S"><button title="log in to Dropbox"/><button title="Okay"/><button title="Blog In"/><button/></screen>"#)
            .root.children
        #expect(buttons.map(selector.matches) == [true, true, false, false])
        #expect(selector.summary == "button where title starts with Log In | OK")
        let gate = try screen(#"""
            <screen name="Login"><modalView title="Dropbox">
              <button x="20" y="200" width="280" height="44" role="cancel" title="Not Now"/>
              <button x="20" y="260" width="280" height="44" title="log in to Dropbox"/>
            </modalView></screen>
            """#)
        let found = Linter(catalog: try RuleCatalog.builtIn()).check(gate).map(\.ruleID)
        #expect(found.isEmpty, "\(found)")
    }

    @Test("alert titles: dotted abbreviations do not end sentences, ?! is a question, etc. keeps its period")
    func alertTitles() {
        #expect(AlertTitleStyle.classify("Not Available in the U.S. Store") == .statement)
        #expect(AlertTitleStyle.statement.corrected("Not Available in the U.S. Store") == "Not Available in the U.S. Store")
        #expect(AlertTitleStyle.classify("Really?!") == .question)
        #expect(AlertTitleStyle.statement.corrected("Photos, Videos, etc.") == "Photos, Videos, etc.")
    }

    @Test("a file named twice, or reached two ways, is read once; an empty path is an error")
    func filesReadOnce() throws {
        let directory = try TemporaryDirectory()
        try directory.write("t.xml", "<screen name=\"T\"/>")
        let discovery = FileDiscovery.discover(["t.xml", "./t.xml", "."], workingDirectory: directory.url.path)
        #expect(discovery.candidates.map(\.path) == ["t.xml"])
        // The folder first, then the file in it.
        #expect(FileDiscovery.discover([".", "t.xml"], workingDirectory: directory.url.path).candidates.map(\.path) == ["t.xml"])
        // A second name for the file (a hard link) and a symbolic link to it, in a folder of their own.
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("more"), withIntermediateDirectories: true)
        #expect(link(directory.url.appendingPathComponent("t.xml").path, directory.url.appendingPathComponent("more/hard.xml").path) == 0)
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("more/soft.xml").path, withDestinationPath: "../t.xml")
        let linked = FileDiscovery.discover(["."], workingDirectory: directory.url.path)
        #expect(linked.candidates.map(\.path) == ["more/hard.xml"])
        #expect(FileDiscovery.discover([""], workingDirectory: directory.url.path).errors.count == 1)
        #expect(FileDiscovery.displayPath("sc/../sc/d.xml", workingDirectory: "/nowhere") == "sc/d.xml")
    }

    @Test("the size limit applies through a symbolic link, before reading")
    func sizeLimitThroughLink() throws {
        let directory = try TemporaryDirectory()
        let big = directory.url.appendingPathComponent("big.xml")
        #expect(FileManager.default.createFile(atPath: big.path, contents: nil))
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 20 * 1024 * 1024)
        try handle.close()
        let link = directory.url.appendingPathComponent("link.xml")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "big.xml")
        guard case .failure(let error) = DescriptionReader.read(url: link, path: "link.xml") else {
            Issue.record("a 20 MB file behind a link must be refused")
            return
        }
        #expect(error.message.contains("over the limit"))
    }

    @Test("a byte order mark does not shift the columns of the first line")
    func byteOrderMark() {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data("<screen name=\"A\" bogus=\"1\"/>".utf8))
        guard case .description(let d) = DescriptionReader.read(data: data, syntax: .xml, path: "a.xml") else {
            Issue.record("unreadable")
            return
        }
        #expect(d.root.property("bogus")?.location.column == 18)
    }

}

extension Array where Element: Equatable {
    /// Whether `sequence` occurs in this array, element for element.
    func containsSequence(_ sequence: [Element]) -> Bool {
        guard !sequence.isEmpty, sequence.count <= count else { return sequence.isEmpty }
        return (0...(count - sequence.count)).contains { Array(self[$0..<($0 + sequence.count)]) == sequence }
    }
}
