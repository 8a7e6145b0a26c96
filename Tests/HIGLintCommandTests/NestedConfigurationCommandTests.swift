import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Each file is judged under the nearest `.higlint.yml` above it merged onto the ones above, up
/// to the repository's root, whatever folder higlint is started from; partial runs say nothing
/// about suppressions of files they did not check; `baseline:` in the configuration serves
/// `check` and the pre-commit hook alike.
@Suite(.requires(.tool("git")))
struct NestedConfigurationCommandTests {
    static func toolbar(items: Int) -> String {
        "<screen name=\"x\"><toolbar>" + String(repeating: "<barButtonItem systemItem=\"undo\"/>", count: items) + "</toolbar></screen>\n"
    }
    static let alertWithoutButton = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>\n"

    /// The tree: the root's configuration lowers the toolbar limit to four; `Source/` makes the
    /// rule an error (its limit still four) and excludes `drafts/`; `Source/Legacy/` turns the
    /// rule off and silences its alert. Every file has a toolbar of five, or an alert.
    func nestedTree() throws -> GitRepository {
        let repository = try GitRepository()
        try repository.write(".higlint.yml", "toolbar-item-count: { max: 4 }\n")
        try repository.write("Source/.higlint.yml", "toolbar-item-count: { severity: error }\nexclude: [drafts/**]\n")
        try repository.write("Source/Legacy/.higlint.yml", """
            disabled_rules: [toolbar-item-count]
            ignore: [{ file: sync.xml, rules: [alert-button-count] }]

            """)
        try repository.write("a.xml", Self.toolbar(items: 5))
        try repository.write("Source/b.xml", Self.toolbar(items: 5))
        try repository.write("Source/drafts/d.xml", Self.toolbar(items: 5))
        try repository.write("Source/Legacy/c.xml", Self.toolbar(items: 5))
        try repository.write("Source/Legacy/sync.xml", Self.alertWithoutButton)
        return repository
    }

    /// The findings of a JSON report, each as `file-name rule severity`, sorted.
    static func findings(_ run: BinaryRun) throws -> [String] {
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout)\(run.stderr)")
        let violations = report["violations"] as? [[String: Any]] ?? []
        return violations.map { violation in
            let file = (violation["file"] as? String ?? "").split(separator: "/").last.map(String.init) ?? ""
            return "\(file) \(violation["ruleId"] as? String ?? "") \(violation["severity"] as? String ?? "")"
        }.sorted()
    }

    @Test("per-file severities and ignores as documented, from the root, a subfolder and outside the repository")
    func nestedFromEveryFolder() throws {
        let repository = try nestedTree()
        let expected = ["a.xml toolbar-item-count warning", "b.xml toolbar-item-count error"]
        let name = repository.url.lastPathComponent
        let runs: [(arguments: [String], folder: URL)] = [
            (["check", "."], repository.url),
            (["check", ".."], repository.url.appendingPathComponent("Source")),
            (["check", "../.."], repository.url.appendingPathComponent("Source/Legacy")),
            (["check", name], repository.url.deletingLastPathComponent()),
        ]
        for (arguments, folder) in runs {
            let run = try BinaryRun.run(arguments + ["--format", "json"], in: folder)
            #expect(run.status == 1, "\(arguments) in \(folder.lastPathComponent): \(run.stderr)")
            #expect(try Self.findings(run) == expected, "\(arguments) in \(folder.lastPathComponent)")
        }
    }

    @Test("a file named from anywhere is judged under the configurations above it, not the working directory's")
    func namedFiles() throws {
        let repository = try nestedTree()
        let name = repository.url.lastPathComponent
        let outside = repository.url.deletingLastPathComponent()
        // The issue's `cd apps && higlint check ddg/App/OmniBar.xib`: the silenced alert stays silenced.
        let legacy = try BinaryRun.run(["check", "\(name)/Source/Legacy/sync.xml", "\(name)/Source/Legacy/c.xml", "--format", "json"], in: outside)
        #expect(legacy.status == 0, "\(legacy.stdout)\(legacy.stderr)")
        #expect(try Self.findings(legacy).isEmpty)
        let source = try BinaryRun.run(["check", "\(name)/Source/b.xml", "--format", "json"], in: outside)
        #expect(try Self.findings(source) == ["b.xml toolbar-item-count error"])
        let fromLegacy = try BinaryRun.run(["check", "../b.xml", "c.xml", "--format", "json"], in: repository.url.appendingPathComponent("Source/Legacy"))
        #expect(try Self.findings(fromLegacy) == ["b.xml toolbar-item-count error"])
        // A file named outright is checked though an exclude names it, as before.
        let draft = try BinaryRun.run(["check", "Source/drafts/d.xml", "--format", "json"], in: repository.url)
        #expect(try Self.findings(draft) == ["d.xml toolbar-item-count error"])
    }

    @Test("--verbose names the configurations each file is judged under; --config replaces the search")
    func verboseAndGivenConfiguration() throws {
        let repository = try nestedTree()
        let verbose = try BinaryRun.run(["check", ".", "--verbose"], in: repository.url)
        #expect(verbose.stderr.contains("Source/b.xml: judged under Source/.higlint.yml (merged onto .higlint.yml)"), "\(verbose.stderr)")
        #expect(verbose.stderr.contains("Source/Legacy/c.xml: judged under Source/Legacy/.higlint.yml (merged onto Source/.higlint.yml, .higlint.yml)"))
        #expect(verbose.stderr.contains("a.xml: judged under .higlint.yml\n"))

        try repository.write("given.yml", "toolbar-item-count: { max: 3, severity: error }\n")
        let given = try BinaryRun.run(["check", ".", "--config", "given.yml", "--format", "json"], in: repository.url)
        #expect(try Self.findings(given) == ["a.xml toolbar-item-count error", "b.xml toolbar-item-count error", "c.xml toolbar-item-count error",
                                              "d.xml toolbar-item-count error", "sync.xml alert-button-count error"])
    }

    @Test("a mistake in a nested configuration is an error at its place; the files it judges are not checked, the others are")
    func brokenNestedConfiguration() throws {
        let repository = try nestedTree()
        try repository.write("Source/Legacy/.higlint.yml", "toolbar-item-count: { max: \"4\" }\n")
        let run = try BinaryRun.run(["check", "."], in: repository.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("Source/Legacy/.higlint.yml:1:28: error: toolbar-item-count max must be a whole number, 0 or more (it is the text \"4\"; remove the quotes)"), "\(run.stdout)")
        #expect(run.stdout.contains("b.xml"))
        #expect(!run.stdout.contains("c.xml"))
    }

    /// A repository whose configuration is strict and silences two files' toolbars.
    func strictRepository() throws -> GitRepository {
        let repository = try GitRepository()
        try repository.write(".higlint.yml", """
            strict: true
            ignore:
              - { file: App/legacy.xml, rules: [toolbar-item-count] }
              - { file: "Old/**", rules: [toolbar-item-count] }

            """)
        try repository.write("App/legacy.xml", Self.toolbar(items: 6))
        try repository.write("App/new.xml", Self.toolbar(items: 2))
        try repository.write("Old/x.xml", Self.toolbar(items: 6))
        return repository
    }

    @Test("a partial run (named files, staged files, a shard) reports no ignore entry about files it did not check")
    func partialRunsAreHonest() throws {
        let repository = try strictRepository()
        let named = try repository.higlint("check", "App/new.xml")
        #expect(named.status == 0, "\(named.stdout)")
        #expect(!named.stdout.contains("unused-suppression"))
        for shard in ["1/2", "2/2"] {
            let part = try repository.higlint("check", "--shard", shard, ".")
            #expect(!part.stdout.contains("unused-suppression"), "\(part.stdout)")
        }
        try repository.git("add", "App/new.xml")
        let staged = try repository.higlint("check", "--staged")
        #expect(staged.status == 0, "\(staged.stdout)")
        #expect(try repository.higlint("install-hook").status == 0)
        let commit = try repository.git("commit", "-m", "New screen", allowFailure: true)
        #expect(commit.status == 0, "\(commit.stdout)\(commit.stderr)")

        // A run that checks the files an entry names still reports the entry that silences nothing.
        #expect(try repository.higlint("check", ".").status == 0)
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("Old"))
        let whole = try repository.higlint("check", ".")
        #expect(whole.status == 1)
        #expect(whole.stdout.contains(".higlint.yml:4:5: warning: ignore entry for toolbar-item-count silences nothing (Old/**); remove it"), "\(whole.stdout)")
        let namedFile = try repository.higlint("check", "App/legacy.xml")
        #expect(namedFile.status == 0, "\(namedFile.stdout)")
        try repository.write("App/legacy.xml", Self.toolbar(items: 2))
        let fixed = try repository.higlint("check", "App/legacy.xml")
        #expect(fixed.stdout.contains("ignore entry for toolbar-item-count silences nothing (App/legacy.xml)"), "\(fixed.stdout)")
    }

    @Test("baseline: in the configuration serves check and the pre-commit hook; relative to the configuration's folder")
    func configuredBaseline() throws {
        let repository = try GitRepository()
        try repository.write(".higlint.yml", "baseline: tools/higlint-baseline.json\n")
        try repository.write("App/sync.xml", Self.alertWithoutButton)
        try repository.write("App/new.xml", Self.toolbar(items: 2))
        // A configured baseline that is not there yet is an error, not a silent full report.
        let missing = try repository.higlint("check", ".")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot read the baseline"), "\(missing.stderr)")
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent("tools"), withIntermediateDirectories: true)
        #expect(try repository.higlint("check", ".", "--write-baseline", "tools/higlint-baseline.json").status == 0)
        let baselined = try repository.higlint("check", ".")
        #expect(baselined.status == 0, "\(baselined.stdout)")
        #expect(!baselined.stdout.contains("Alert has no button"))

        // The hook's first edit of an old screen is not refused for its old finding; a new one is.
        #expect(try repository.higlint("install-hook").status == 0)
        try repository.git("add", ".")
        let first = try repository.git("commit", "-m", "Adopt higlint", allowFailure: true)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        try repository.write("App/sync.xml", "<!-- edited -->\n" + Self.alertWithoutButton)
        try repository.git("add", "App/sync.xml")
        let edit = try repository.git("commit", "-m", "Edit an old screen", allowFailure: true)
        #expect(edit.status == 0, "\(edit.stdout)\(edit.stderr)")
        try repository.write("App/other.xml", Self.alertWithoutButton.replacingOccurrences(of: "Sync", with: "Other"))
        try repository.git("add", "App/other.xml")
        let new = try repository.git("commit", "-m", "New alert", allowFailure: true)
        #expect(new.status != 0)
        #expect(new.stderr.contains("App/other.xml") || new.stdout.contains("App/other.xml"))
    }
}
