import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The installed command as a user runs it: exit codes, report files, colours, portability.
struct CommandLineTests {
    static let clean = SampleDescription.clean
    static let warning = SampleDescription.warning
    static let error = SampleDescription.error

    @Test("exit 0 without error-level violations, 1 with one, 1 on warnings with --strict, 2 for unreadable files")
    func exitCodes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("clean.xml", Self.clean)
        try directory.write("warning.xml", Self.warning)
        try directory.write("error.xml", Self.error)
        try directory.write("broken.xml", "<screen")
        #expect(try BinaryRun.run(["check", "clean.xml"], in: directory.url).status == 0)
        #expect(try BinaryRun.run(["check", "warning.xml"], in: directory.url).status == 0)
        #expect(try BinaryRun.run(["check", "warning.xml", "--strict"], in: directory.url).status == 1)
        #expect(try BinaryRun.run(["check", "error.xml"], in: directory.url).status == 1)
        #expect(try BinaryRun.run(["check", "error.xml", "broken.xml"], in: directory.url).status == 2)
        #expect(try BinaryRun.run(["check", "missing.xml"], in: directory.url).status == 2)
    }

    @Test("usage errors exit 2 with a message; --help and --version exit 0")
    func usage() throws {
        let bad = try BinaryRun.run(["check", "--format", "yaml", "."])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("yaml"))
        #expect(bad.stderr.contains("Usage: higlint check [<options>]"), "the command tree's usage line, though `check` is parsed alone")
        let unknown = try BinaryRun.run(["check", "--frobnicate"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("Error: Unknown option '--frobnicate'\nUsage: higlint check [<options>]"))
        let completion = try BinaryRun.run(["check", "--generate-completion-script", "bash"])
        #expect(completion.status == 0)
        #expect(completion.stdout.contains("__higlint_"), "the whole tree's completion script, as before")
        let help = try BinaryRun.run(["check", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("--format"))
        let version = try BinaryRun.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == HIGLint.version)
    }

    @Test("a file named outright is checked whatever its name; one that is not a description is an error")
    func explicitFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screen.txt", Self.error)
        try directory.write("other.xml", "<project/>")
        let named = try BinaryRun.run(["check", "screen.txt"], in: directory.url)
        #expect(named.status == 1)
        #expect(named.stdout.contains("screen.txt:1:21: error: Alert has no button"))
        let other = try BinaryRun.run(["check", "other.xml"], in: directory.url)
        #expect(other.status == 2)
        #expect(other.stdout.contains("other.xml: error: not a screen description"))
        // other.xml found in a directory is passed over and screen.txt is not a .xml file: a folder
        // with nothing to check is a mistake, said as one.
        let found = try BinaryRun.run(["check", "."], in: directory.url)
        #expect(found.status == 2)
        #expect(found.stdout == "Checked 0 files (1 passed over): no violations.\n")
        #expect(found.stderr.contains("higlint: nothing to check"))
        #expect(found.stderr.contains("1 file passed over; --verbose says why"))
    }

    @Test("--output writes the report atomically and keeps stdout clean; errors still reach stderr")
    func outputFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("error.xml", Self.error)
        try directory.write("broken.screen.json", "{")
        let reportPath = directory.url.appendingPathComponent("out/report.json")
        try FileManager.default.createDirectory(at: reportPath.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "{\"previous\": true}".write(to: reportPath, atomically: true, encoding: .utf8)
        let run = try BinaryRun.run(["check", ".", "--format", "json", "--output", "out/report.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("broken.screen.json:1:2: error:"))
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: reportPath)) as? [String: Any]
        #expect((report?["violations"] as? [Any])?.count == 1)
        #expect((report?["errors"] as? [Any])?.count == 1)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: reportPath.deletingLastPathComponent().path)
        #expect(leftovers == ["report.json"], "no temporary file is left behind")

        let unwritable = try BinaryRun.run(["check", ".", "--output", "no/such/dir/report.txt"], in: directory.url)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.contains("no/such/dir"))
    }

    @Test("colours only when asked or on a terminal, never with NO_COLOR")
    func colours() throws {
        let directory = try TemporaryDirectory()
        try directory.write("error.xml", Self.error)
        let plain = try BinaryRun.run(["check", "error.xml"], in: directory.url)
        #expect(!plain.stdout.contains("\u{1B}["), "a pipe is not a terminal")
        let forced = try BinaryRun.run(["check", "error.xml", "--color", "always"], in: directory.url)
        #expect(forced.stdout.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        let noColor = try BinaryRun.run(["check", "error.xml"], in: directory.url, environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
    }

    @Test("the binary is self-contained: a copy runs from anywhere with its rules")
    func selfContained() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("bin/higlint")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestPaths.binary, to: copy)
        try directory.write("elsewhere/error.xml", Self.error)
        let run = try BinaryRun.run(["check", "error.xml"], in: directory.url.appendingPathComponent("elsewhere"), executable: copy)
        #expect(run.status == 1)
        #expect(run.stdout.contains("[alert-button-count]"))
        #expect(run.stdout.contains("p. 87"))
    }

    @Test("the same input gives the same bytes, run after run")
    func deterministic() throws {
        let first = try BinaryRun.run(["check", "SampleScreens", "--format", "json"], in: TestPaths.packageRoot)
        let second = try BinaryRun.run(["check", "SampleScreens", "--format", "json"], in: TestPaths.packageRoot)
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.isEmpty)
    }

    @Test("rules lists every rule as a table and as JSON; explain shows quote, checks and examples in both syntaxes")
    func rulesAndExplain() throws {
        let catalog = try RuleCatalog.builtIn()
        let table = try BinaryRun.run(["rules"])
        #expect(table.status == 0)
        for rule in catalog.rules { #expect(table.stdout.contains(rule.id), "\(rule.id) missing from `higlint rules`") }
        let json = try BinaryRun.run(["rules", "--format", "json"])
        let entries = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
        #expect(entries?.count == catalog.rules.count)
        #expect(entries?.contains { $0["id"] as? String == "refresh-only-if-needed" && $0["enabledByDefault"] as? Bool == false } == true)

        let explain = try BinaryRun.run(["explain", "toolbar-item-count"])
        #expect(explain.status == 0)
        #expect(explain.stdout.contains("Remember that the hit-region of a user interface element is recommended to be 44 x 44 pixels"))
        #expect(explain.stdout.contains("Toolbars › Toolbar Contents, p. 80"))
        #expect(explain.stdout.contains("when: more than 5"))
        #expect(explain.stdout.contains("<barButtonItem systemItem=\"undo\"/>"))
        #expect(explain.stdout.contains("\"type\": \"barButtonItem\""))
        let unknown = try BinaryRun.run(["explain", "toolbar-item-cont"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean 'toolbar-item-count'"))
    }

    @Test("--enable runs a rule that is off by default; --disable silences one; unknown ids are usage errors")
    func enableAndDisable() throws {
        let directory = try TemporaryDirectory()
        try directory.write("mail.xml", "<screen name=\"Mail\"><toolbar><barButtonItem systemItem=\"refresh\"/></toolbar></screen>")
        #expect(try BinaryRun.run(["check", "mail.xml"], in: directory.url).stdout == "Checked 1 file: no violations.\n")
        let enabled = try BinaryRun.run(["check", "mail.xml", "--enable", "refresh-only-if-needed"], in: directory.url)
        #expect(enabled.stdout.contains("[refresh-only-if-needed]"))
        try directory.write("sync.xml", Self.error)
        let disabled = try BinaryRun.run(["check", "sync.xml", "--disable", "alert-button-count"], in: directory.url)
        #expect(!disabled.stdout.contains("[alert-button-count]"))
        let typo = try BinaryRun.run(["check", "sync.xml", "--disable", "alert-button-cont"], in: directory.url)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'alert-button-count'"))
    }

    @Test("several reports in one run: each format names its file (format:file); a bare --output with several formats is refused")
    func severalReports() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sync.xml", Self.error)
        let run = try BinaryRun.run(["check", "sync.xml", "--format", "json:r.json", "--format", "sarif:r.sarif",
                                     "--format", "checkstyle:r.xml", "--format", "text"], in: directory.url)
        #expect(run.status == 1)
        #expect(run.stdout.contains("[alert-button-count]"), "the text report goes to standard output")
        for name in ["r.json", "r.sarif", "r.xml"] {
            let text = try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
            #expect(text.contains("alert-button-count"), "\(name)")
        }
        let paired = try BinaryRun.run(["check", "sync.xml", "--format", "json", "--output", "p.json", "--format", "text"], in: directory.url)
        #expect(paired.status == 2)
        let twoToStdout = try BinaryRun.run(["check", "sync.xml", "--format", "json", "--format", "sarif"], in: directory.url)
        #expect(twoToStdout.status == 2)
        let extraOutput = try BinaryRun.run(["check", "sync.xml", "--format", "json", "--output", "a", "--output", "b"], in: directory.url)
        #expect(extraOutput.status == 2)
        let plainOutput = try BinaryRun.run(["check", "sync.xml", "--output", "report.txt"], in: directory.url)
        #expect(plainOutput.stdout.isEmpty)
        #expect(try String(contentsOf: directory.url.appendingPathComponent("report.txt"), encoding: .utf8).contains("[alert-button-count]"))
    }
}
