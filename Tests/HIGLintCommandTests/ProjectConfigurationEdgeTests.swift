import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The commands beside `check` take the project's configuration, not the working directory's:
/// `draw` judges a file under the configurations above it, `merge` under those the shards
/// recorded (and refuses shards of another project or configuration); `--enable` and `--disable`
/// know the rules of every configuration the run uses.
@Suite(.requires(.tool("git")))
struct ProjectConfigurationEdgeTests {
    static func toolbar(items: Int) -> String {
        "<screen name=\"x\"><toolbar>" + String(repeating: "<barButtonItem systemItem=\"undo\"/>", count: items) + "</toolbar></screen>\n"
    }
    static let alertWithoutButton = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>\n"

    /// The root lowers the toolbar limit to four; `Source/` turns the rule off and silences its
    /// alert. `a.xml` and `Source/c.xml` have five items, `Source/sync.xml` an alert without a button.
    static func project() throws -> GitRepository {
        let repository = try GitRepository()
        try repository.write(".higlint.yml", "toolbar-item-count: { max: 4 }\n")
        try repository.write("Source/.higlint.yml", """
            disabled_rules: [toolbar-item-count]
            ignore: [{ file: sync.xml, rules: [alert-button-count] }]

            """)
        try repository.write("a.xml", toolbar(items: 5))
        try repository.write("Source/c.xml", toolbar(items: 5))
        try repository.write("Source/sync.xml", alertWithoutButton)
        return repository
    }

    /// How many findings a drawing says its screen has.
    static func drawnFindings(_ run: BinaryRun) -> String? {
        run.stdout.firstMatch(of: /\): (\d+) findings?/).map { String($0.1) }
    }

    @Test("draw judges the file under the configurations above it, from the root, a subfolder and outside the project")
    func drawUsesTheFilesConfiguration() throws {
        let repository = try Self.project()
        let name = repository.url.lastPathComponent
        let outside = repository.url.deletingLastPathComponent()
        let source = repository.url.appendingPathComponent("Source")
        let cases: [(folder: URL, file: String, findings: String)] = [
            (repository.url, "a.xml", "1"), (source, "../a.xml", "1"), (outside, "\(name)/a.xml", "1"),
            (repository.url, "Source/c.xml", "0"), (source, "c.xml", "0"), (outside, "\(name)/Source/c.xml", "0"),
            (repository.url, "Source/sync.xml", "0"), (outside, "\(name)/Source/sync.xml", "0"),
        ]
        for (folder, file, findings) in cases {
            let run = try BinaryRun.run(["draw", file], in: folder)
            #expect(run.status == 0, "\(file) from \(folder.lastPathComponent): \(run.stderr)")
            #expect(Self.drawnFindings(run) == findings, "\(file) from \(folder.lastPathComponent): \(run.stdout.prefix(400))")
        }
    }

    @Test("a nested configuration edited between two shards: merge refuses them, naming the file (exit 2)")
    func nestedConfigurationEditedBetweenShards() throws {
        let repository = try Self.project()
        let out = try TemporaryDirectory()
        let first = try repository.higlint("check", ".", "--shard", "1/2", "--format", "json:\(out.url.path)/1.json", "--no-progress")
        #expect(first.status != 2, "\(first.stderr)")
        try repository.write("Source/.higlint.yml", "disabled_rules: [toolbar-item-count]\n")
        let second = try repository.higlint("check", ".", "--shard", "2/2", "--format", "json:\(out.url.path)/2.json", "--no-progress")
        #expect(second.status != 2, "\(second.stderr)")
        let merge = try repository.higlint("merge", "\(out.url.path)/1.json", "\(out.url.path)/2.json", "--format", "json")
        #expect(merge.status == 2, "\(merge.stdout)")
        #expect(merge.stderr.contains("another configuration (Source/.higlint.yml edited between the shards)"), "\(merge.stderr)")
    }

    @Test("merge refuses shards whose configuration was edited since, and another project's shards (exit 2); merges its own from any folder")
    func mergeInTheShardsProject() throws {
        let repository = try Self.project()
        let out = try TemporaryDirectory()
        for index in 1...2 {
            let run = try repository.higlint("check", ".", "--shard", "\(index)/2", "--format", "json:\(out.url.path)/\(index).json", "--no-progress")
            #expect(run.status != 2, "\(run.stderr)")
        }
        let shards = ["\(out.url.path)/1.json", "\(out.url.path)/2.json"]
        let single = try repository.higlint("check", ".", "--format", "json", "--no-progress")
        // From a subfolder, and with the reports outside the project: the project of the working directory.
        let merged = try BinaryRun.run(["merge"] + shards + ["--format", "json"], in: repository.url.appendingPathComponent("Source"))
        #expect(merged.status == single.status, "\(merged.stderr)")
        #expect(merged.stdout == single.stdout, "the merge differs from the single run")

        try repository.write("Source/.higlint.yml", "disabled_rules: [toolbar-item-count]\n")
        let edited = try BinaryRun.run(["merge"] + shards + ["--format", "json"], in: repository.url)
        #expect(edited.status == 2)
        #expect(edited.stderr.contains("Source/.higlint.yml is not the one it was checked under"), "\(edited.stderr)")

        // Another project with the same configuration files, but other screens.
        let original = "disabled_rules: [toolbar-item-count]\nignore: [{ file: sync.xml, rules: [alert-button-count] }]\n\n"
        try repository.write("Source/.higlint.yml", original)
        let other = try GitRepository()
        try other.write(".higlint.yml", "toolbar-item-count: { max: 4 }\n")
        try other.write("Source/.higlint.yml", original)
        try other.write("b.xml", Self.toolbar(items: 5))
        let foreign = try BinaryRun.run(["merge"] + shards + ["--format", "json"], in: other.url)
        #expect(foreign.status == 2)
        #expect(foreign.stderr.contains("is a shard of another project"), "\(foreign.stderr)")
    }

    @Test("strict: true in a nested configuration fails the run on its warnings from every folder, and the merged shards alike")
    func nestedStrict() throws {
        let repository = try GitRepository()
        try repository.write("Source/.higlint.yml", "strict: true\ntoolbar-item-count: { max: 4 }\n")
        try repository.write("Source/c.xml", Self.toolbar(items: 5))
        try repository.write("a.xml", Self.toolbar(items: 3))
        let out = try TemporaryDirectory()
        let name = repository.url.lastPathComponent
        for (folder, path) in [(repository.url, "."), (repository.url.appendingPathComponent("Source"), ".."), (repository.url.deletingLastPathComponent(), name)] {
            let run = try BinaryRun.run(["check", path, "--format", "junit", "--no-progress"], in: folder)
            #expect(run.status == 1, "from \(folder.lastPathComponent): \(run.stdout)\(run.stderr)")
        }
        for index in 1...2 {
            _ = try repository.higlint("check", ".", "--shard", "\(index)/2", "--format", "json:\(out.url.path)/\(index).json", "--no-progress")
        }
        let merge = try repository.higlint("merge", "\(out.url.path)/1.json", "\(out.url.path)/2.json", "--format", "junit")
        #expect(merge.status == 1, "\(merge.stdout)\(merge.stderr)")
        let single = try repository.higlint("check", ".", "--format", "junit", "--no-progress")
        #expect(merge.stdout == single.stdout)
    }

    @Test("--enable and --disable know a rule that only a nested configuration's rules_paths defines; a typo is refused with the nearest id")
    func ruleNamesOfNestedConfigurations() throws {
        let repository = try GitRepository()
        let builtIn = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Rules/alert-title-one-line.yml"), encoding: .utf8)
        try repository.write("App/rules/house.yml", builtIn.replacingOccurrences(of: "id: alert-title-one-line", with: "id: house-width")
            .replacingOccurrences(of: "  maxWidth: 260", with: "  maxWidth: 10"))
        try repository.write("App/.higlint.yml", "rules_paths: [rules]\n")
        try repository.write("App/a.xml", "<screen name=\"Mail\"><alert title=\"A title\"><button title=\"OK\"/></alert></screen>\n")
        let plain = try repository.higlint("check", ".", "--format", "json", "--no-progress")
        #expect(plain.stdout.contains("\"ruleId\" : \"house-width\""), "\(plain.stdout)\(plain.stderr)")
        let disabled = try repository.higlint("check", ".", "--disable", "house-width", "--format", "json", "--no-progress")
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(!disabled.stdout.contains("house-width"), "\(disabled.stdout)")
        let typo = try repository.higlint("check", ".", "--disable", "house-widht", "--no-progress")
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("no rule 'house-widht'; did you mean 'house-width'?"), "\(typo.stderr)")
        let builtInTypo = try repository.higlint("check", ".", "--enable", "toolbar-item-cout", "--no-progress")
        #expect(builtInTypo.status == 2)
        #expect(builtInTypo.stderr.contains("no rule 'toolbar-item-cout'; did you mean 'toolbar-item-count'?"), "\(builtInTypo.stderr)")
    }
}
