import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Inputs shaped to cost quadratic or exponential time: each is answered, right, and at once (or
/// refused at a limit with its position). Their speed is measured by `Benchmarks/run`, not here:
/// these inputs are big enough that the old ways took minutes, and small enough to take well
/// under a second now.
struct HostileShapeTests {
    static let builtIn = try! RuleCatalog.builtIn()
    static let linter = Linter(catalog: builtIn)

    // MARK: suppressions

    @Test("thousands of disable-next-line comments in one file: each silences its element, and the unused ones are reported exactly")
    func manySuppressions() throws {
        let count = 6000
        var text = "<screen name=\"S\">\n"
        for i in 0..<count {
            // Every tenth also names a rule that reports nothing there.
            text += i % 10 == 0 ? "<!-- higlint:disable-next-line hit-target-size toolbar-item-count -->\n"
                : "<!-- higlint:disable-next-line hit-target-size -->\n"
            text += "<button title=\"B\" x=\"0\" y=\"0\" width=\"20\" height=\"20\"/>\n"
        }
        text += "<button title=\"Loose\" x=\"0\" y=\"0\" width=\"20\" height=\"20\"/>\n</screen>\n"
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            Issue.record("unreadable")
            return
        }
        let violations = Self.linter.check(description)
        let hits = violations.filter { $0.ruleID == "hit-target-size" }
        #expect(hits.map(\.location.line) == [2 * count + 2])
        let unused = violations.filter { $0.ruleID == SuppressionFilter.ruleID }
        #expect(unused.count == count / 10)
        #expect(unused.map(\.location.line) == stride(from: 2, to: 2 * count + 2, by: 20).map { $0 })
        #expect(unused.allSatisfy { $0.message.contains("toolbar-item-count") })
    }

    @Test("a subtree suppression covers every path below its element and nothing beside it, however many there are")
    func subtreeIndex() {
        func placed(_ path: String, _ rules: [String], subtree: Bool, line: Int) -> SuppressionFilter.Placed {
            .init(suppression: Suppression(ruleIDs: rules, location: SourceLocation(file: "f", line: line, column: 1), coversSubtree: subtree), path: path)
        }
        func violation(_ path: String, _ rule: String = "r") -> Violation {
            Violation(ruleID: rule, severity: .warning, message: "m", location: SourceLocation(file: "f", line: 99, column: 1),
                      elementPath: path, citation: nil)
        }
        var filter = SuppressionFilter()
        let placedOnes = [placed("screen/view[1]", ["r"], subtree: true, line: 1),
                          placed("screen/view[2]", ["r"], subtree: false, line: 2),
                          placed("screen/view[3]", ["other"], subtree: true, line: 3)]
        let kept = filter.silence([violation("screen/view[1]"), violation("screen/view[1]/button"), violation("screen/view[10]/button"),
                                   violation("screen/view[2]"), violation("screen/view[2]/button"), violation("screen/view[3]/x")],
                                  adding: placedOnes)
        #expect(kept.map(\.elementPath) == ["screen/view[10]/button", "screen/view[2]/button", "screen/view[3]/x"])
        let unused = filter.unused(enabledRuleIDs: ["r", "other"], knownRuleIDs: ["r", "other"])
        #expect(unused.map(\.location.line) == [3])
    }

    // MARK: attributes

    static func attributes(_ count: Int) -> String {
        (0..<count).map { " a\($0)=\"1\"" }.joined()
    }

    @Test("an XML element with more attributes than the limit is refused at its line and column; one at the limit is read")
    func xmlAttributeLimit() throws {
        let over = "<screen name=\"S\">\n  <!-- a=1 b=2 -->\n  <button\(Self.attributes(1001))/>\n</screen>\n"
        guard case .failure(let error) = DescriptionReader.read(data: Data(over.utf8), syntax: .xml, path: "s.xml") else {
            Issue.record("an element of 1,001 attributes was read")
            return
        }
        #expect(error.message == "an element with more than 1000 attributes (the limit is 1000)")
        #expect(error.line == 3 && error.column == 3)

        let at = "<screen name=\"S\">\n  <button title=\"a=b\"\(Self.attributes(999))/>\n  <!-- \(Self.attributes(2000)) -->\n</screen>\n"
        guard case .description(let description) = DescriptionReader.read(data: Data(at.utf8), syntax: .xml, path: "s.xml") else {
            Issue.record("an element of 1,000 attributes was refused")
            return
        }
        #expect(description.root.children.first?.properties.count == 1000)
    }

    @Test("the refusal comes before libxml2 reads the tag: 200,000 attributes are refused at once")
    func hugeTagRefused() {
        let text = "<screen name=\"S\"><button\(Self.attributes(200_000))/></screen>"
        guard case .failure(let error) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            Issue.record("read")
            return
        }
        #expect(error.message.hasPrefix("an element with more than 1000 attributes"))
        #expect(error.line == 1 && error.column == 18)
    }

    @Test("an Interface Builder element with more attributes than the limit is refused at its line and column")
    func interfaceBuilderAttributeLimit() {
        let text = InterfaceBuilderReaderTests.xib("<view id=\"v\"\(Self.attributes(1500))/>")
        #expect(throws: ReadError.self) { try InterfaceBuilderReaderTests.read(text, path: "V.xib") }
        do {
            _ = try InterfaceBuilderReaderTests.read(text, path: "V.xib")
        } catch {
            #expect(error.message == "an element with more than 1000 attributes (the limit is 1000)")
            let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("<view id=\"v\"") }.map { $0 + 1 }
            #expect(error.line == line && error.column != nil)
        }
    }

    // MARK: YAML aliases

    /// Nine levels of mappings whose nine keys each hold the level below by an alias: comparing the
    /// keys of the last walks about 9^8 nodes (171 s with Yams alone).
    static let aliasBomb: String = {
        var lines = ["a0: &a0 {x: 1}"]
        for level in 1..<9 {
            let below = "*a\(level - 1)"
            let keys = [below] + (0..<8).map { "[\(below),\($0)]" }
            lines.append("a\(level): &a\(level) {" + keys.enumerated().map { "? \($1) : \($0)" }.joined(separator: ", ") + "}")
        }
        return lines.joined(separator: "\n") + "\n"
    }()

    @Test("a configuration whose keys are aliases nested nine levels is refused with the alias's line and column")
    func configurationAliasBomb() throws {
        let directory = try TemporaryDirectory()
        let url = try directory.write(".higlint.yml", Self.aliasBomb)
        do {
            _ = try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn)
            Issue.record("loaded")
        } catch {
            #expect(error.message.hasPrefix("YAML aliases here stand for more than 100,000 nodes"))
            #expect(error.line != nil && error.column != nil)
            #expect(error.line! <= 9)
        }
    }

    @Test("a rule file in rules_paths with nested aliases is refused the same way; a few aliases are fine")
    func ruleFileAliasBomb() throws {
        let directory = try TemporaryDirectory()
        try directory.write("rules/bomb.yml", Self.aliasBomb + "id: bomb\nchecks: []\n")
        let url = try directory.write(".higlint.yml", "rules_paths: [rules]\n")
        do {
            _ = try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn)
            Issue.record("loaded")
        } catch {
            #expect(error.file == "rules/bomb.yml")
            #expect(error.message.hasPrefix("YAML aliases here stand for more than"))
            #expect(error.line != nil && error.column != nil)
        }

        let modest = try directory.write("modest.yml", "exclude: &skip [Pods/**, build/**]\ninclude: [\"**/*.xml\"]\n")
        let configuration = try Configuration.load(modest, displayPath: "modest.yml", builtIn: Self.builtIn)
        #expect(configuration.exclude.map(\.pattern) == ["Pods/**", "build/**"])
    }

    @Test("the alias bound counts what aliases stand for, not what the text holds")
    func aliasCount() {
        #expect(throws: Never.self) { try YAMLAliasBound.check("a: &a [1, 2, 3]\nb: *a\nc: *a\n", limit: 8) }
        #expect(throws: YAMLAliasBound.Exceeded(line: 3, column: 4)) { try YAMLAliasBound.check("a: &a [1, 2, 3]\nb: *a\nc: *a\n", limit: 7) }
        let plain = (0..<1000).map { "k\($0): [1, 2, 3]" }.joined(separator: "\n")
        #expect(throws: Never.self) { try YAMLAliasBound.check(plain, limit: 10) }
    }

    // MARK: globs

    @Test("globs match as documented", arguments: [
        ("a/*.xml", "a/b.xml", true), ("a/*.xml", "a/b/c.xml", false), ("a/*.xml", "b/a/b.xml", false),
        ("**/*.xml", "x.xml", true), ("**/*.xml", "a/b/x.xml", true), ("**/*.xml", "a/b/x.json", false),
        ("a/**", "a/b/c", true), ("a/**", "a", false), ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true), ("a/**/b", "a/xb", false),
        ("a**b", "a/x/b", true), ("Pods", "Pods/x/y.xml", true), ("Pods", "Podsx/y.xml", false), ("Pods/", "Pods/y.xml", true),
        ("./Screens/*", "Screens/a.xml", true), ("?.xml", "a.xml", true), ("?.xml", "ab.xml", false), ("?.xml", "é.xml", true),
        ("*", "a/b", true), ("*.xml", "a/b.xml", false), ("a.b", "axb", false), ("a[1].xml", "a[1].xml", true), ("", "", true),
        ("*a*a*b", "xaxayb", true), ("*a*a*b", "xaxyb", false), ("**", "anything/at/all", true), ("s/*/t", "s//t", true),
    ])
    func globTable(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }

    @Test("a glob of many stars on a long name is answered at once (it backtracked exponentially as a regular expression)")
    func pathologicalGlob() {
        let glob = Glob("*a*a*a*a*a*a*a*a*a*a*a*a*b")
        #expect(!glob.matches(String(repeating: "a", count: 5000) + ".xml"))
        #expect(glob.matches(String(repeating: "a", count: 5000) + "b"))
        #expect(!Glob("**a**a**a**a**a**a**a**a**b").matches(String(repeating: "a/", count: 2000)))
    }

    // MARK: regular expressions

    @Test("a regular expression that runs out of its budget is undecided, never 'no match'")
    func patternBudget() throws {
        let catastrophic = try Pattern("^(a+)+$")
        #expect(throws: PatternBudgetExceeded(pattern: "^(a+)+$")) { try catastrophic.firstMatch(in: String(repeating: "a", count: 40) + "b") }
        #expect(try catastrophic.firstMatch(in: "aaaa") == "aaaa")
        #expect(try catastrophic.firstMatch(in: "b") == nil)
        let simple = try Pattern("b$")
        #expect(try simple.firstMatch(in: String(repeating: "a", count: 1_000_000) + "b") == "b")
        #expect(try simple.firstMatch(in: String(repeating: "a", count: 1_000_000)) == nil)
    }

    @Test("a project rule whose pattern runs out of its budget is an error of the file (exit 2), naming the rule, at the property")
    func patternBudgetInARun() throws {
        let directory = try TemporaryDirectory()
        let template = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Rules/action-sheet-destructive-red.yml"), encoding: .utf8)
        var rule = template.replacingOccurrences(of: "id: action-sheet-destructive-red", with: "id: hostile-pattern")
            .replacingOccurrences(of: "appliesTo: { element: button, inside: actionSheet, whereNot: { role: destructive } }", with: "appliesTo: { element: button }")
        let start = try #require(rule.range(of: "    pattern: "))
        let end = try #require(rule[start.upperBound...].firstIndex(of: "\n"))
        rule.replaceSubrange(start.lowerBound..<end, with: "    pattern: \"^(a+)+$\"")
        try directory.write("rules/hostile-pattern.yml", rule)
        let url = try directory.write(".higlint.yml", "rules_paths: [rules]\n")
        let configuration = try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn)
        let linter = Linter(catalog: try configuration.catalog(builtIn: Self.builtIn))
        try directory.write("s.xml", """
            <screen name="S">
              <button title="aaaa" x="0" y="0" width="44" height="44"/>
              <button title="\(String(repeating: "a", count: 40))b" x="0" y="50" width="44" height="44"/>
              <button title="\(String(repeating: "a", count: 40))c" x="0" y="100" width="44" height="44"/>
            </screen>
            """)
        let result = LintRun(linter: linter).run(paths: ["s.xml"], workingDirectory: directory.url.path)
        #expect(result.errors.count == 1)
        let error = try #require(result.errors.first)
        // Once, at the first text: the rule is not run on the rest of the file.
        #expect(error.file == "s.xml" && error.line == 3 && error.column == 11)
        #expect(error.message.hasPrefix("rule hostile-pattern: its regular expression '^(a+)+$' ran out of its time budget"))
        #expect(error.message.hasSuffix("the rule was not run on the rest of the file"))
        #expect(result.violations.filter { $0.ruleID == "hostile-pattern" }.map(\.location.line) == [2])
        // Said as what it is: the file was read, a rule could not be run on all of it.
        #expect(error.rule == "hostile-pattern")
        let summary = LintSummary(result)
        #expect(summary.filesWithErrors == 1 && summary.filesNotFullyChecked == 1 && summary.filesUnreadable == 0)
        let text = TextReporter.summary(summary)
        #expect(text.hasSuffix("; 1 file was not fully checked (a rule could not be run to the end)."), "\(text)")
        #expect(!text.contains("could not be read"))
        let json = try JSONSerialization.jsonObject(with: Data(JSONReporter().render(result).utf8)) as! [String: Any]
        let entry = try #require((json["errors"] as? [[String: Any]])?.first)
        #expect(entry["rule"] as? String == "hostile-pattern")
        #expect(CheckstyleReporter().render(result).contains("source=\"higlint.rule-not-run\""))
        #expect(SARIFReporter().render(result).contains("\"id\" : \"rule-not-run\""))
        #expect(GitHubReporter().render(result).contains("title=higlint rule-not-run::"))
    }

    @Test("a path of more than 13 segments is shown as its first and last 6 around the count of those left out, once")
    func shownElementPaths() {
        let short = "screen[Mail]/toolbar/barButtonItem[2]"
        #expect(ElementPath.shown(short) == short)
        let segments = ["screen[A/B]"] + (1...19).map { "view[\($0)]" }
        let shown = ElementPath.shown(segments.joined(separator: "/"))
        #expect(shown == "screen[A/B]/view[1]/view[2]/view[3]/view[4]/view[5]/…8 more…/view[14]/view[15]/view[16]/view[17]/view[18]/view[19]")
        #expect(ElementPath.shown(shown) == shown)
        let thirteen = segments.prefix(13).joined(separator: "/")
        #expect(ElementPath.shown(thirteen) == thirteen)
    }

}
