import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `.higlint.yml`'s `ignore:` list, matched by file, rule and id through an index: each finding
/// costs a bounded amount of work however many entries there are, with the answers (findings kept,
/// entries reported unused) of a plain reading that tries every entry on every finding.
struct IgnoreListTests {
    static func entry(_ file: String, ids: [String] = [], rules: [String], line: Int) -> IgnoreList.Entry {
        IgnoreList.Entry(file: Glob(file), ids: ids, rules: rules, location: SourceLocation(file: ".higlint.yml", line: line, column: 3))
    }

    static func violation(_ file: String, _ path: String, rule: String = "r") -> Violation {
        Violation(ruleID: rule, severity: .warning, message: "m", location: SourceLocation(file: file, line: 1, column: 1),
                  elementPath: path, citation: nil)
    }

    /// The plain reading: every entry tried on every finding.
    static func plainFilter(_ violations: [Violation], _ entries: [IgnoreList.Entry], enabled: Set<String>, in directory: URL)
        -> (kept: [Violation], unused: [String]) {
        var used = Array(repeating: Set<String>(), count: entries.count)
        let base = ProjectBoundary.realPath(directory.path) ?? directory.path
        let kept = violations.filter { violation in
            let absolute = FileDiscovery.lexicallyNormalized(base + "/" + violation.location.file)
            guard absolute.hasPrefix(base + "/") else { return true }
            let relative = String(absolute.dropFirst(base.count + 1))
            var silenced = false
            for (index, entry) in entries.enumerated() where entry.rules.contains(violation.ruleID) && entry.file.matches(relative) {
                if entry.ids.isEmpty || entry.ids.contains(where: { violation.elementPath.contains("#\($0)]") }) {
                    used[index].insert(violation.ruleID)
                    silenced = true
                }
            }
            return !silenced
        }
        var unused: [String] = []
        for (index, entry) in entries.enumerated() {
            for rule in entry.rules where !used[index].contains(rule) && enabled.contains(rule) { unused.append("\(index) \(rule)") }
        }
        return (kept, unused)
    }

    static func filtered(_ violations: [Violation], _ entries: [IgnoreList.Entry], enabled: Set<String>, in directory: URL)
        -> (kept: [Violation], unused: [String], work: Int) {
        var list = IgnoreList(entries: entries, directory: directory)
        // Findings are given in parts, as a run gives them.
        let half = violations.count / 2
        let kept = list.filter(Array(violations[..<half]), workingDirectory: directory.path)
            + list.filter(Array(violations[half...]), workingDirectory: directory.path)
        let unused = list.unused(enabledRuleIDs: enabled).map { finding in
            "\(Int(finding.elementPath.dropFirst("ignore[".count).dropLast())! - 1) \(finding.message.split(separator: " ")[3])"
        }
        return (kept, unused, list.work)
    }

    /// `count` entries for ids of one storyboard, a few for whole files, a few patterns; findings
    /// on `2 * count` elements of it (half of them named by an entry) and in the other files.
    static func shape(_ count: Int) -> (entries: [IgnoreList.Entry], violations: [Violation]) {
        var entries = (0..<count).map { entry("App/Main.storyboard", ids: ["id-\($0)"], rules: ["r"], line: $0 + 1) }
        entries += (0..<count / 4).map { entry("App/Other\($0).storyboard", rules: ["r", "s"], line: count + $0 + 1) }
        entries += (0..<10).map { entry("**/G\($0)*.xib", ids: ["g"], rules: ["s"], line: 2 * count + $0) }
        var violations = (0..<2 * count).map { violation("App/Main.storyboard", "screen[S]/view[V #id-\($0)]/button[B #b\($0)]") }
        violations += (0..<count).map { violation("App/Other\($0 % (count / 2)).storyboard", "screen[S #x]", rule: $0 % 3 == 0 ? "s" : "r") }
        violations += (0..<count).map { violation("Lib/G\($0 % 20)a.xib", "view[#g]/view[#h]", rule: "s") }
        return (entries, violations)
    }

    @Test("thousands of ignore entries and findings: each finding costs a bounded amount of work, with the plain reading's answers")
    func manyEntries() throws {
        let directory = try TemporaryDirectory()
        let enabled: Set<String> = ["r", "s"]
        let small = Self.shape(200), large = Self.shape(400)
        let before = Self.filtered(small.violations, small.entries, enabled: enabled, in: directory.url)
        let after = Self.filtered(large.violations, large.entries, enabled: enabled, in: directory.url)
        let plain = Self.plainFilter(small.violations, small.entries, enabled: enabled, in: directory.url)
        #expect(before.kept.map(\.elementPath) == plain.kept.map(\.elementPath))
        #expect(before.unused == plain.unused)
        #expect(after.work <= 20 * (large.entries.count + large.violations.count), "work \(after.work)")
        #expect(Double(after.work) <= 2.2 * Double(before.work), "work \(before.work) at 200 entries, \(after.work) at 400")
    }

    @Test("ids are matched as the text between # and ] in the element's path, Unicode, brackets and folders included")
    func idAnswers() throws {
        let directory = try TemporaryDirectory()
        let ids = ["K", "a]b", "", "#", "x#y", "\u{301}e", "é", "ab", "b", "a\u{600}"]
        let paths = ["v[#\u{212A}]", "v[#a]b]", "v[#a]b]x]", "v[#]", "v[##]", "v[x #x#y]", "v[#\u{301}e]", "v[#e\u{301}]",
                     "v[#ab]\u{301}", "v[#ab]", "v[##ab]", "v[#a#b]", "v[#a\u{600}]", "v[t]/w[#b]", "v[#abc]", "v"]
        let files = ["App/A.xib", "App/A.xib/B.xib", "App/AB.xib", "./App/A.xib", "Lib/C.xib"]
        let patterns = ["App/A.xib", "./App/A.xib", "App/", "App", "App/*.xib", "**/C.xib", "Lib/C.xib/", "App/A.xi?", ""]
        var entries: [IgnoreList.Entry] = []
        for (index, id) in ids.enumerated() {
            entries.append(Self.entry(patterns[index % patterns.count], ids: [id], rules: ["r"], line: index + 1))
            entries.append(Self.entry(patterns[(index + 4) % patterns.count], ids: [id, "zz"], rules: ["r", "s"], line: 100 + index))
        }
        entries += patterns.enumerated().map { Self.entry($0.element, rules: [$0.offset % 2 == 0 ? "s" : "t"], line: 200 + $0.offset) }
        var violations: [Violation] = []
        for file in files {
            for path in paths {
                for rule in ["r", "s", "t"] { violations.append(Self.violation(file, path, rule: rule)) }
            }
        }
        let enabled: Set<String> = ["r", "s", "t"]
        let indexed = Self.filtered(violations, entries, enabled: enabled, in: directory.url)
        let plain = Self.plainFilter(violations, entries, enabled: enabled, in: directory.url)
        #expect(indexed.kept.map { "\($0.location.file) \($0.elementPath) \($0.ruleID)" } == plain.kept.map { "\($0.location.file) \($0.elementPath) \($0.ruleID)" })
        #expect(indexed.unused == plain.unused)
    }
}
