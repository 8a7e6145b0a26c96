import Foundation
import Testing
import TestSupport

/// The hook `.pre-commit-hooks.yaml` offers, run by the real pre-commit framework (PyPI's
/// `pre-commit`): it builds this repository's committed HEAD in release mode once, in a temporary
/// PRE_COMMIT_HOME, then guards commits in a temporary repository. Uncommitted changes of this
/// work tree are not part of what it builds.
@Suite(.requires(.tool("pre-commit")), .requires(.tool("git")))
struct PreCommitFrameworkTests {
    @Test("pre-commit refuses a commit of a screen with an error and lets a clean one through", .timeLimit(.minutes(60)))
    func framework() throws {
        let head = try BinaryRun.run(["-C", TestPaths.packageRoot.path, "rev-parse", "HEAD"], executable: GitRepository.gitExecutable)
        try #require(head.status == 0, "\(TestPaths.packageRoot.path) is not a git repository: \(head.stderr)")
        let revision = head.stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        let cache = try TemporaryDirectory()
        // The user's git configuration is kept: SwiftPM fetches the package's dependencies with it.
        let repository = try GitRepository(environment: ["PRE_COMMIT_HOME": cache.url.path])
        try repository.write(".pre-commit-config.yaml", """
            repos:
              - repo: \(Self.yamlString(TestPaths.packageRoot.path))
                rev: \(revision)
                hooks:
                  - id: higlint

            """)
        try repository.git("add", ".pre-commit-config.yaml")
        try repository.git("commit", "-q", "--no-verify", "-m", "pre-commit configuration")
        try run(["install"], in: repository)

        try run(["install-hooks"], in: repository) // the one release build

        try repository.write("screens/sync.screen.xml", "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>\n")
        try repository.git("add", "screens")
        let refused = try repository.git("commit", "-m", "Sync screen", allowFailure: true)
        let output = refused.stdout + refused.stderr
        #expect(refused.status != 0, "\(output)")
        #expect(output.contains("screens/sync.screen.xml:1:21: error: Alert has no button"), "\(output)")
        #expect(output.contains("[alert-button-count]"))
        #expect(repository.commitCount == 1)

        try repository.git("rm", "-q", "--cached", "screens/sync.screen.xml")
        try FileManager.default.removeItem(at: repository.url.appendingPathComponent("screens/sync.screen.xml"))
        try repository.write("screens/clock.screen.xml",
                             "<screen name=\"Clock\"><tabBar><tabBarItem title=\"Alarm\" image=\"a.png\"/></tabBar></screen>\n")
        try repository.write("package.json", #"{ "name": "site" }"#) // not a description: passed over
        try repository.git("add", "screens", "package.json")
        let passed = try repository.git("commit", "-m", "Clock screen", allowFailure: true)
        #expect(passed.status == 0, "\(passed.stdout)\(passed.stderr)")
        // pre-commit reports each hook it ran on a line of its own: "higlint....Passed".
        let ran = (passed.stdout + passed.stderr).split(separator: "\n").contains { $0.hasPrefix("higlint") && $0.hasSuffix("Passed") }
        #expect(ran, "\(passed.stdout)\(passed.stderr)")
        #expect(repository.commitCount == 2)
    }

    /// The shipped hook's `entry` and `files`, run by the framework as a local hook with the built
    /// higlint on PATH: the framework appends the names of the changed files to the entry exactly as
    /// it does for the hook it builds, without a release build.
    static func localHookConfiguration() throws -> String {
        let hooks = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        func value(_ key: String) throws -> String {
            let line = try #require(hooks.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix("\(key): ") },
                                    ".pre-commit-hooks.yaml has no \(key)")
            return String(line.split(separator: ":", maxSplits: 1)[1]).trimmingCharacters(in: .whitespaces)
        }
        return """
            repos:
              - repo: local
                hooks:
                  - id: higlint
                    name: higlint
                    language: system
                    entry: \(try value("entry"))
                    files: \(try value("files"))
                    require_serial: true

            """
    }

    @Test("a committed file name that looks like an option reaches the shipped hook as a file: no --config, no --output")
    func fileNamesAreNeverOptions() throws {
        let outside = try TemporaryDirectory()
        let target = outside.url.appendingPathComponent("config.json")
        try Data("untouched\n".utf8).write(to: target)
        let repository = try GitRepository()
        try repository.write(".pre-commit-config.yaml", try Self.localHookConfiguration())
        try repository.git("add", ".pre-commit-config.yaml")
        try repository.git("commit", "-q", "--no-verify", "-m", "pre-commit configuration")
        let path = TestPaths.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let environment = repository.environment.merging(["PATH": path]) { _, new in new }
        let preCommit = URL(fileURLWithPath: try #require(ExternalTool.path("pre-commit"), "pre-commit is not installed (pip install pre-commit)"))
        let install = try BinaryRun.run(["install"], in: repository.url, environment: environment, executable: preCommit)
        try #require(install.status == 0, "\(install.stdout)\(install.stderr)")

        // A configuration that turns the one error off, and a file whose name would load it.
        try repository.write("evil.json", #"{ "disabled_rules": ["alert-button-count"] }"#)
        try repository.write("--config=evil.json", "{}\n")
        // A committed link to a folder outside, and a file whose name would write the report there.
        try FileManager.default.createSymbolicLink(atPath: repository.url.appendingPathComponent("home").path,
                                                   withDestinationPath: outside.url.path)
        try repository.write("--output=home/config.json", "{}\n")
        try repository.write("screens/sync.screen.xml", HookTests.error)
        try repository.git("add", "--", "evil.json", "--config=evil.json", "home", "--output=home", "screens")
        let commit = try BinaryRun.run(["commit", "-m", "Sync screen"], in: repository.url, environment: environment,
                                        executable: GitRepository.gitExecutable)
        let output = commit.stdout + commit.stderr
        #expect(commit.status != 0, "the commit of a screen with an error must be refused: \(output)")
        #expect(output.contains("screens/sync.screen.xml:1:21: error: Alert has no button"), "\(output)")
        #expect(repository.commitCount == 1)
        #expect((try? String(contentsOf: target, encoding: .utf8)) == "untouched\n", "the hook wrote outside the repository")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["config.json"])
    }

    /// Runs pre-commit in the repository, failing the test with its output when it fails.
    private func run(_ arguments: [String], in repository: GitRepository) throws {
        let executable = URL(fileURLWithPath: try #require(ExternalTool.path("pre-commit"), "pre-commit is not installed (pip install pre-commit)"))
        let result = try BinaryRun.run(arguments, in: repository.url, environment: repository.environment, executable: executable)
        try #require(result.status == 0, "pre-commit \(arguments.joined(separator: " ")) exited \(result.status):\n\(result.stdout)\(result.stderr)")
    }

    /// A double-quoted YAML scalar.
    static func yamlString(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
