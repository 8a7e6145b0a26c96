import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A temporary git repository for the hook tests. git runs without the user's global and system
/// configuration (a global core.hooksPath must not send a test's hook into a real hooks folder),
/// with a local user and no signing.
final class GitRepository {
    let directory: TemporaryDirectory
    var url: URL { directory.url }
    let environment: [String: String]

    static let isolated = ["GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1"]

    init(environment: [String: String] = GitRepository.isolated) throws {
        directory = try TemporaryDirectory()
        self.environment = environment
        try git("init", "-q")
        try git("config", "user.name", "higlint tests")
        try git("config", "user.email", "tests@higlint.invalid")
        try git("config", "commit.gpgsign", "false")
    }

    static var gitExecutable: URL { URL(fileURLWithPath: ExternalTool.path("git") ?? "/usr/bin/git") }

    /// Runs git in the repository; throws when it fails, unless `allowFailure`.
    @discardableResult
    func git(_ arguments: String..., allowFailure: Bool = false) throws -> BinaryRun {
        let run = try BinaryRun.run(arguments, in: url, environment: environment, executable: Self.gitExecutable)
        if run.status != 0 && !allowFailure {
            throw CommandFailed(command: "git " + arguments.joined(separator: " "), run: run)
        }
        return run
    }

    /// Runs the built higlint in the repository.
    func higlint(_ arguments: String...) throws -> BinaryRun {
        try BinaryRun.run(arguments, in: url, environment: environment)
    }

    @discardableResult
    func write(_ path: String, _ text: String) throws -> URL { try directory.write(path, text) }

    /// An executable the repository's git or a test runs (a hook), written as `TemporaryDirectory.writeExecutable` says.
    @discardableResult
    func writeExecutable(_ path: String, _ text: String) throws -> URL { try directory.writeExecutable(path, text) }

    var commitCount: Int {
        let run = try? git("rev-list", "--count", "HEAD", allowFailure: true)
        return run?.status == 0 ? Int(run!.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 : 0
    }

    struct CommandFailed: Error, CustomStringConvertible {
        var command: String
        var run: BinaryRun
        var description: String { "\(command) exited \(run.status):\n\(run.stdout)\(run.stderr)" }
    }
}

/// `higlint install-hook` and `higlint check --staged`, with real git in temporary repositories.
@Suite(.requires(.tool("git")))
struct HookTests {
    static let clean = "<screen name=\"Clock\"><tabBar><tabBarItem title=\"Alarm\" image=\"a.png\"/></tabBar></screen>\n"
    static let error = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>\n"
    static let violation = "screens/sync.screen.xml:1:21: error: Alert has no button"

    @Test("install-hook writes an executable hook that runs this higlint's check --staged; running it again is fine")
    func installs() throws {
        let repository = try GitRepository()
        let first = try repository.higlint("install-hook")
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains(".git/hooks/pre-commit"))
        let hook = repository.url.appendingPathComponent(".git/hooks/pre-commit")
        #expect(access(hook.path, X_OK) == 0, "the hook must be executable")
        let script = try String(contentsOf: hook, encoding: .utf8)
        #expect(script.hasPrefix("#!/bin/sh\n"))
        #expect(script.contains(PreCommitHook.marker))
        #expect(script.contains("'\(TestPaths.binary.standardizedFileURL.path)'"), "the hook names the binary by its absolute path")
        #expect(script.contains("check --staged"))

        let again = try repository.higlint("install-hook")
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.hasPrefix("Updated"))
        #expect(try String(contentsOf: hook, encoding: .utf8) == script)
    }

    @Test("install-hook writes where git looks: core.hooksPath, from a subdirectory too")
    func honoursHooksPath() throws {
        let repository = try GitRepository()
        try repository.git("config", "core.hooksPath", "tools/hooks")
        let subdirectory = repository.url.appendingPathComponent("screens")
        try FileManager.default.createDirectory(at: subdirectory, withIntermediateDirectories: true)
        let run = try BinaryRun.run(["install-hook"], in: subdirectory, environment: repository.environment)
        #expect(run.status == 0, "\(run.stderr)")
        let hook = repository.url.appendingPathComponent("tools/hooks/pre-commit")
        #expect(access(hook.path, X_OK) == 0)
        #expect(!FileManager.default.fileExists(atPath: repository.url.appendingPathComponent(".git/hooks/pre-commit").path))
    }

    @Test("install-hook refuses to replace another hook without --force (exit 2), and replaces it with --force")
    func foreignHook() throws {
        let repository = try GitRepository()
        let foreign = "#!/bin/sh\necho 'my own checks'\n"
        let hook = try repository.writeExecutable(".git/hooks/pre-commit", foreign)

        let refused = try repository.higlint("install-hook")
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(".git/hooks/pre-commit already exists and is not higlint's hook"))
        #expect(refused.stderr.contains("--force"))
        #expect(try String(contentsOf: hook, encoding: .utf8) == foreign, "the other hook is left alone")

        let forced = try repository.higlint("install-hook", "--force")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: hook, encoding: .utf8).contains(PreCommitHook.marker))
        #expect(access(hook.path, X_OK) == 0)
    }

    @Test("install-hook --fix: the hook fixes the working tree, refuses the commit and says so; staging the fixes lets it through")
    func fixingHook() throws {
        let repository = try GitRepository()
        let installed = try repository.higlint("install-hook", "--fix")
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(installed.stdout.contains("check --staged --fix"), "\(installed.stdout)")
        let lowercase = "<screen name=\"Sync\"><navigationBar title=\"Sync\"><barButtonItem title=\"sync now\"/></navigationBar></screen>\n"
        try repository.write("screens/sync.screen.xml", lowercase)
        try repository.git("add", "screens/sync.screen.xml")

        let refused = try repository.git("commit", "-q", "-m", "Sync screen", allowFailure: true)
        #expect(refused.status != 0, "the commit must be refused")
        let output = refused.stdout + refused.stderr
        #expect(output.contains("fixed 1 finding in 1 file of the working tree"), "\(output)")
        #expect(output.contains("the commit is refused"), "\(output)")
        #expect(repository.commitCount == 0)
        let fixed = lowercase.replacingOccurrences(of: "sync now", with: "Sync Now")
        #expect(try String(contentsOf: repository.url.appendingPathComponent("screens/sync.screen.xml"), encoding: .utf8) == fixed)
        #expect(try repository.git("show", ":screens/sync.screen.xml").stdout == lowercase, "the index is left as staged")

        try repository.git("add", "screens/sync.screen.xml")
        let accepted = try repository.git("commit", "-q", "-m", "Sync screen", allowFailure: true)
        #expect(accepted.status == 0, "\(accepted.stdout)\(accepted.stderr)")
        #expect(repository.commitCount == 1)
    }

    @Test("the staged content is checked: a staged bad version is refused though the working tree was fixed")
    func stagedContentIsChecked() throws {
        let repository = try GitRepository()
        #expect(try repository.higlint("install-hook").status == 0)
        try repository.write("README.md", "screens\n")
        try repository.git("add", "README.md")
        try repository.git("commit", "-q", "-m", "Start")

        try repository.write("screens/sync.screen.xml", Self.error)
        try repository.git("add", "screens/sync.screen.xml")
        try repository.write("screens/sync.screen.xml", Self.clean) // fixed, but not staged
        #expect(try repository.higlint("check", "screens").status == 0, "the working tree is clean")

        let refused = try repository.git("commit", "-m", "Sync screen", allowFailure: true)
        #expect(refused.status != 0, "the commit must be refused")
        // git passes the hook's standard output on to its standard error.
        let output = refused.stdout + refused.stderr
        #expect(output.contains(Self.violation), "\(output)")
        #expect(output.contains("[alert-button-count]"))
        #expect(repository.commitCount == 1)

        // Staging the fix lets the commit through.
        try repository.git("add", "screens/sync.screen.xml")
        let passed = try repository.git("commit", "-m", "Sync screen", allowFailure: true)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(repository.commitCount == 2)

        // The other way round: a bad working tree does not stop a clean staged version, but
        // `git commit -a`, which stages it, is refused.
        try repository.write("screens/sync.screen.xml", Self.error)
        try repository.write("screens/clock.screen.xml", Self.clean)
        try repository.git("add", "screens/clock.screen.xml")
        #expect(try repository.git("commit", "-q", "-m", "Clock", allowFailure: true).status == 0)
        let all = try repository.git("commit", "-a", "-m", "Everything", allowFailure: true)
        #expect(all.status != 0)
        #expect((all.stdout + all.stderr).contains(Self.violation))
        #expect(repository.commitCount == 3)
    }

    @Test("a clean commit passes, and the report names repository-relative paths")
    func cleanCommit() throws {
        let repository = try GitRepository()
        #expect(try repository.higlint("install-hook").status == 0)
        try repository.write("App/Screens/clock.screen.xml", Self.clean)
        try repository.write("App/Screens/clock.screen.json",
                             #"{ "type": "screen", "name": "Clock", "children": [ { "type": "tabBar", "children": [ { "type": "tabBarItem", "title": "Alarm", "image": "a.png" } ] } ] }"#)
        try repository.git("add", "App")
        let commit = try repository.git("commit", "-m", "Clock", allowFailure: true)
        #expect(commit.status == 0, "\(commit.stdout)\(commit.stderr)")
        #expect(repository.commitCount == 1)

        // Run by hand from a subdirectory, --staged still names paths from the top of the work tree.
        try repository.write("App/Screens/sync.screen.xml", Self.error)
        try repository.git("add", "App/Screens/sync.screen.xml")
        let run = try BinaryRun.run(["check", "--staged", "--format", "json"], in: repository.url.appendingPathComponent("App"),
                                    environment: repository.environment)
        #expect(run.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let files = (report["violations"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(files == ["App/Screens/sync.screen.xml"], "\(run.stdout)")
    }

    @Test("staged files that are not descriptions are ignored: other JSON and XML, other extensions")
    func nonDescriptionsIgnored() throws {
        let repository = try GitRepository()
        #expect(try repository.higlint("install-hook").status == 0)
        try repository.write("package.json", #"{ "name": "site", "version": "1.0.0" }"#)
        try repository.write("config/build.xml", "<project name=\"site\"><target name=\"all\"/></project>")
        try repository.write("notes.txt", Self.error) // a description's text, but not a .xml or .json file
        try repository.write("Makefile", "all:\n")
        try repository.git("add", ".")
        let commit = try repository.git("commit", "-m", "Other files", allowFailure: true)
        #expect(commit.status == 0, "\(commit.stdout)\(commit.stderr)")
        let staged = try repository.higlint("check", "--staged")
        #expect(staged.stdout == "Checked 0 files: no violations.\n")
        // A deleted description is nothing to check either.
        try repository.write("old.screen.xml", Self.error)
        try repository.git("add", "old.screen.xml")
        try repository.git("commit", "-q", "--no-verify", "-m", "Old")
        try repository.git("rm", "-q", "old.screen.xml")
        #expect(try repository.git("commit", "-q", "-m", "Remove old", allowFailure: true).status == 0)
    }

    @Test("the images a staged description names are read as staged; one not in the index is missing")
    func stagedImages() throws {
        let repository = try GitRepository()
        #expect(try repository.higlint("install-hook").status == 0)
        try repository.write("Weather/weather.app.xml", """
            <app name="Weather" devices="iphone">
              <icon kind="app" device="iphone" scale="1" file="Art/Icon.png" width="57" height="57"/>
              <icon kind="spotlight" device="iphone" scale="1" file="../Shared/Icon-Small.png" width="29" height="29"/>
            </app>
            """)
        try repository.directory.write("Weather/Art/Icon.png", PNGFixture.rgba(width: 57, height: 57))
        try repository.git("add", "Weather")
        // The staged icon is opaque; the working tree's has transparent corners. The small icon
        // is in the working tree only.
        try repository.directory.write("Weather/Art/Icon.png", PNGFixture.rgba(width: 57, height: 57) { x, y in x == 0 && y == 0 ? 0 : 255 })
        try repository.directory.write("Shared/Icon-Small.png", PNGFixture.rgba(width: 29, height: 29))

        let working = try repository.higlint("check", "Weather")
        #expect(working.stdout.contains("Weather/Art/Icon.png has transparent pixels"), "\(working.stdout)")
        let staged = try repository.higlint("check", "--staged")
        #expect(!staged.stdout.contains("transparent pixels"), "\(staged.stdout)")
        #expect(staged.stdout.contains("Shared/Icon-Small.png"), "\(staged.stdout)")
        #expect(staged.stdout.contains("does not exist"), "\(staged.stdout)")

        try repository.git("add", "Shared")
        let both = try repository.higlint("check", "--staged")
        #expect(!both.stdout.contains("does not exist"), "\(both.stdout)")
    }

    @Test("check --staged outside a repository, or with paths, is a usage error")
    func stagedUsage() throws {
        let directory = try TemporaryDirectory()
        let outside = try BinaryRun.run(["check", "--staged"], in: directory.url, environment: GitRepository.isolated)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("is not inside the work tree of a git repository"), "\(outside.stderr)")
        #expect(!outside.stderr.contains("fatal:"), "git's own error is not passed on")
        let repository = try GitRepository()
        let withPaths = try repository.higlint("check", "--staged", "screens")
        #expect(withPaths.status == 2)
        #expect(withPaths.stderr.contains("takes no paths"))
    }

    @Test("the hook in a repository of 1,000 screens checks the one staged, where a full check sees all 1,000")
    func oneStagedAmongMany() throws {
        let repository = try GitRepository()
        for index in 0..<1_000 {
            try repository.write(String(format: "screens/%03d/screen-%04d.screen.xml", index / 100, index),
                                 "<screen name=\"Screen \(index)\"><tabBar><tabBarItem title=\"Alarm\" image=\"a.png\"/></tabBar></screen>\n")
        }
        try repository.git("add", "screens")
        try repository.git("commit", "-q", "-m", "A thousand screens")
        #expect(try repository.higlint("install-hook").status == 0)
        try repository.write("screens/004/screen-0450.screen.xml", Self.error)
        try repository.git("add", "screens/004/screen-0450.screen.xml")

        let hook = try BinaryRun.run([], in: repository.url, environment: repository.environment,
                                     executable: repository.url.appendingPathComponent(".git/hooks/pre-commit"))
        #expect(hook.status == 1)
        #expect(hook.stdout.contains("screens/004/screen-0450.screen.xml:1:21: error: Alert has no button"))
        #expect(hook.stdout.contains("Checked 1 file"))

        let full = try repository.higlint("check", "screens")
        #expect(full.stdout.contains("Checked 1000 files"))
    }
}

/// What the hooks rely on that needs no repository.
struct HookSupportTests {
    @Test("--pass-over-non-descriptions: named files that are not descriptions are passed over, a broken fixture too; a broken description is still an error")
    func passOverNonDescriptions() throws {
        let directory = try TemporaryDirectory()
        try directory.write("package.json", #"{ "name": "site" }"#)
        try directory.write("clock.screen.xml", HookTests.clean)
        try directory.write("broken.json", "{ \"type\": ")
        try directory.write("broken.screen.json", "{ \"type\": ")
        #expect(try BinaryRun.run(["check", "package.json", "clock.screen.xml"], in: directory.url).status == 2)
        let passed = try BinaryRun.run(["check", "--pass-over-non-descriptions", "--verbose", "package.json", "clock.screen.xml"], in: directory.url)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        #expect(passed.stdout == "Checked 1 file (1 passed over): no violations.\n")
        #expect(passed.stderr.contains("package.json: passed over"))
        let fixture = try BinaryRun.run(["check", "--pass-over-non-descriptions", "--verbose", "broken.json"], in: directory.url)
        #expect(fixture.status == 0, "\(fixture.stdout)\(fixture.stderr)")
        #expect(fixture.stderr.contains("broken.json:1:"), "\(fixture.stderr)")
        #expect(fixture.stderr.contains("passed over: not a screen description, and it cannot be parsed"), "\(fixture.stderr)")
        let broken = try BinaryRun.run(["check", "--pass-over-non-descriptions", "broken.screen.json", "clock.screen.xml"], in: directory.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.screen.json:1:") || broken.stdout.contains("broken.screen.json:1:"), "\(broken.stdout)\(broken.stderr)")
    }

}
