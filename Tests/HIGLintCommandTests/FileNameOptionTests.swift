import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A file name that starts with `-` is a file, never an option: after `--` on the command line, and
/// wherever higlint hands git the paths it found (`--staged`).
struct FileNameOptionTests {
    @Test("`check -- NAME` checks a file whose name looks like an option, and loads no configuration from it")
    func checkAfterTerminator() throws {
        let directory = try TemporaryDirectory()
        try directory.write("--weird-name.screen.xml", HookTests.error)
        try directory.write("evil.json", #"{ "disabled_rules": ["alert-button-count"] }"#)
        try directory.write("--config=evil.json", "{}\n")
        let run = try BinaryRun.run(["check", "--no-progress", "--pass-over-non-descriptions", "--", "--weird-name.screen.xml", "--config=evil.json"],
                                    in: directory.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("--weird-name.screen.xml:1:21: error: Alert has no button"), "\(run.stdout)\(run.stderr)")
    }

    @Test("`check A -- B --` checks the paths before `--` and every argument after it, a second `--` included, once each")
    func pathsOnBothSidesOfTheTerminator() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", HookTests.error)
        try directory.write("b.screen.xml", HookTests.error)
        try directory.write("--", "")
        let run = try BinaryRun.run(["check", "a.screen.xml", "--no-progress", "--format", "json", "--", "b.screen.xml", "--", "a.screen.xml"],
                                    in: directory.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        let violations = report?["violations"] as? [[String: Any]] ?? []
        #expect(Set(violations.compactMap { $0["file"] as? String }) == ["a.screen.xml", "b.screen.xml"], "\(run.stdout)")
        // Named twice, checked once: as many findings as the same screen in b.
        #expect(violations.filter { $0["file"] as? String == "a.screen.xml" }.count
                == violations.filter { $0["file"] as? String == "b.screen.xml" }.count, "\(run.stdout)")
        // The file named `--` is empty: an error of its own, reported at it.
        let errors = report?["errors"] as? [[String: Any]] ?? []
        #expect(errors.compactMap { $0["file"] as? String } == ["--"], "\(run.stdout)")
    }

    @Test("`check` with nothing before or after `--` checks the current folder")
    func emptyTerminatorChecksTheFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", HookTests.error)
        let run = try BinaryRun.run(["check", "--no-progress", "--"], in: directory.url)
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("a.screen.xml:1:21: error: Alert has no button"), "\(run.stdout)\(run.stderr)")
    }

    @Test("`merge -- NAME` reads a shard report whose name looks like an option")
    func mergeAfterTerminator() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens/sync.screen.xml", HookTests.error)
        let shard = try BinaryRun.run(["check", "screens", "--shard", "1/1", "--format", "json:--shard.json", "--no-progress"], in: directory.url)
        #expect(shard.status == 1, "\(shard.stderr)")
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("--shard.json").path))
        let merged = try BinaryRun.run(["merge", "--", "--shard.json"], in: directory.url)
        #expect(merged.status == 1, "\(merged.stderr)")
        #expect(merged.stdout.contains("screens/sync.screen.xml:1:21: error: Alert has no button"), "\(merged.stdout)\(merged.stderr)")
    }

    @Test("staged files named like options are checked as files, through the hook install-hook writes", .requires(.tool("git")))
    func stagedNamesAreFiles() throws {
        let repository = try GitRepository()
        #expect(try repository.higlint("install-hook").status == 0)
        try repository.write("evil.json", #"{ "disabled_rules": ["alert-button-count"] }"#)
        try repository.write("--config=evil.json", "{}\n")
        try repository.write("-C/--output=x.screen.xml", HookTests.error)
        try repository.write("--literal-pathspecs.screen.xml", HookTests.error)
        try repository.git("add", "--", ".")
        let staged = try StagedFiles.list(in: repository.url)
        #expect(Set(staged.paths) == ["evil.json", "--config=evil.json", "-C/--output=x.screen.xml", "--literal-pathspecs.screen.xml"])
        let check = try repository.higlint("check", "--staged", "--no-progress")
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("-C/--output=x.screen.xml:1:21: error: Alert has no button"), "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("--literal-pathspecs.screen.xml:1:21: error: Alert has no button"), "\(check.stdout)\(check.stderr)")
        let commit = try repository.git("commit", "-m", "screens", allowFailure: true)
        #expect(commit.status != 0, "\(commit.stdout)\(commit.stderr)")
        #expect(repository.commitCount == 0)
        #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent("x.screen.xml").path))
    }
}
