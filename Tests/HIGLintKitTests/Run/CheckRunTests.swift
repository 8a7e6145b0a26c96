import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `CheckRun`, driven as a front end drives it, without a subprocess: options in, reports and
/// standard error through sinks, an outcome or a `HigLintError` out.
struct CheckRunTests {
    static let builtIn = try! RuleCatalog.builtIn()
    /// A screen with one error-level violation (an alert without a button).
    static let oneError = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>"

    /// What a run wrote on standard error and standard output.
    final class Captured: @unchecked Sendable {
        private let lock = NSLock()
        private var pieces: [String] = []
        let standardOutput = ReportStream()
        var standardError: String { lock.withLock { pieces.joined() } }
        /// Each write, in order.
        var writes: [String] { lock.withLock { pieces } }
        func append(_ text: String) { lock.withLock { pieces.append(text) } }
    }

    static func run(_ options: CheckOptions, progress: ProgressLine? = nil, into captured: Captured) throws(HigLintError) -> CheckOutcome {
        let output = RunOutput(standardError: { captured.append($0) }, standardOutput: { captured.standardOutput }, progress: progress)
        return try CheckRun(options: options, output: output, builtIn: builtIn).run()
    }

    static func options(_ paths: [String], in directory: TemporaryDirectory) -> CheckOptions {
        var options = CheckOptions(paths: paths, workingDirectory: directory.url.path)
        options.jobs = 2
        return options
    }

    @Test("a baseline written by one run leaves only new violations to the next; --output gets the report, standard error the summary")
    func baselineAndOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens/sync.xml", Self.oneError)

        // Writing the baseline accepts today's violations: exit 0, and the text report on standard output.
        var options = Self.options(["screens"], in: directory)
        options.writeBaseline = directory.url.appendingPathComponent("baseline.json").path
        let first = Captured()
        let written = try Self.run(options, into: first)
        #expect(written.exitStatus == ExitStatus.clean)
        #expect(written.summary.filesChecked == 1)
        #expect(written.summary.count(of: .error) == 1)
        #expect(first.standardOutput.text.contains("screens/sync.xml"))
        #expect(first.standardError.isEmpty, "a report on standard output: no summary on standard error")
        #expect(FileManager.default.fileExists(atPath: options.writeBaseline!))

        // Against the baseline, the same folder is clean: exit 0, the violation counted as baselined.
        options.writeBaseline = nil
        options.baseline = directory.url.appendingPathComponent("baseline.json").path
        let clean = try Self.run(options, into: Captured())
        #expect(clean.exitStatus == ExitStatus.clean)
        #expect(clean.summary.violations == 0)
        #expect(clean.summary.baselined == 1)

        // A new file brings a new error: exit 1; the JSON report goes to its file, nothing to
        // standard output, and the summary to standard error.
        try directory.write("screens/backup.xml", Self.oneError.replacingOccurrences(of: "Sync", with: "Backup"))
        options.formats = [ReportRequest(format: .json, path: nil)]
        let captured = Captured()
        let reportPath = directory.url.appendingPathComponent("report.json").path
        options.outputs = [reportPath]
        let failing = try Self.run(options, into: captured)
        #expect(failing.exitStatus == ExitStatus.violations)
        #expect(failing.summary.filesChecked == 2)
        #expect(failing.summary.violations == 1)
        #expect(failing.summary.baselined == 1)
        #expect(captured.standardOutput.text.isEmpty)
        #expect(captured.standardError == "\(TextReporter.summary(failing.summary))\n")
        #expect(captured.standardError == "Checked 2 files: 1 error in 1 file (1 more in the baseline).\n")
        let report = try String(contentsOfFile: reportPath, encoding: .utf8)
        #expect(report.contains("screens/backup.xml"))
        #expect(!report.contains("screens/sync.xml"))
    }

    @Test("exit status 2: a file that cannot be read is an outcome, reported on standard error when every report goes to a file")
    func unreadableFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("broken.xml", "<screen name=\"A\"><label")
        var options = Self.options(["broken.xml"], in: directory)
        options.outputs = [directory.url.appendingPathComponent("r.txt").path]
        let captured = Captured()
        let outcome = try Self.run(options, into: captured)
        #expect(outcome.exitStatus == ExitStatus.usageOrInputError)
        #expect(outcome.summary.errors == 1)
        #expect(captured.standardError.hasPrefix("broken.xml:"), "\(captured.standardError)")
        #expect(captured.standardError.contains(": error: "))
        #expect(captured.standardError.hasSuffix("1 file could not be read.\n"))
    }

    @Test("exit status 2: nothing to check, a misused option and an unreadable baseline are errors the front end renders")
    func errors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("notes/package.json", "{\"name\": \"x\"}")
        let nothing = Captured()
        #expect(throws: HigLintError("higlint: nothing to check: no storyboard, xib, screen or app description, or asset catalog set in notes (1 file passed over; --verbose says why)")) {
            try Self.run(Self.options(["notes"], in: directory), into: nothing)
        }
        // A hook may well find nothing.
        var hook = Self.options(["notes"], in: directory)
        hook.passOverNonDescriptions = true
        #expect(try Self.run(hook, into: Captured()).exitStatus == ExitStatus.clean)

        try directory.write("sync.xml", Self.oneError)
        var unknownRule = Self.options(["sync.xml"], in: directory)
        unknownRule.disabledRules = ["alert-buton-count"]
        do {
            _ = try Self.run(unknownRule, into: Captured())
            Issue.record("an unknown rule was accepted")
        } catch {
            #expect(error.isUsageError)
            #expect(error.exitStatus == ExitStatus.usageOrInputError)
            #expect(error.message == "no rule 'alert-buton-count'; did you mean 'alert-button-count'? (see `higlint rules`)")
        }

        var noJobs = Self.options(["sync.xml"], in: directory)
        noJobs.jobs = 0
        #expect(throws: HigLintError.usage("--jobs must be at least 1")) { try Self.run(noJobs, into: Captured()) }

        var ambiguous = Self.options(["sync.xml"], in: directory)
        ambiguous.formats = [ReportRequest(format: .text, path: nil), ReportRequest(format: .json, path: nil)]
        ambiguous.outputs = ["r.json"]
        #expect(throws: HigLintError.usage("""
            with more than one --format, --output cannot tell which report it is for; \
            name each report's file in its format instead, such as --format json:r.json
            """)) { try Self.run(ambiguous, into: Captured()) }

        var missingBaseline = Self.options(["sync.xml"], in: directory)
        missingBaseline.baseline = directory.url.appendingPathComponent("none.json").path
        do {
            _ = try Self.run(missingBaseline, into: Captured())
            Issue.record("a missing baseline was accepted")
        } catch {
            #expect(!error.isUsageError)
            #expect(error.exitStatus == ExitStatus.usageOrInputError)
            #expect(error.message.contains("none.json"))
        }
    }

    @Test("--verbose notes and the configuration read go to the standard error sink")
    func verbose() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sync.xml", Self.oneError)
        try directory.write("package.json", "{\"name\": \"x\"}")
        try directory.write(".higlint.yml", "strict: true\n")
        var options = Self.options(["."], in: directory)
        options.verbose = true
        let captured = Captured()
        let outcome = try Self.run(options, into: captured)
        #expect(outcome.exitStatus == ExitStatus.violations)
        #expect(captured.standardError.contains("higlint: configuration: .higlint.yml\n"), "\(captured.standardError)")
        #expect(captured.standardError.contains("package.json: passed over: "))
    }

    @Test("development_only passes over the code files it names, and says so under --verbose; the others are checked")
    func developmentOnly() throws {
        let directory = try TemporaryDirectory()
        let alert = "x = [[UIAlertView alloc] initWithTitle:@\"Crash now\" message:nil delegate:nil cancelButtonTitle:@\"OK\" otherButtonTitles:nil];\n"
        try directory.write("App/DebugMenu/Crash.m", alert)
        try directory.write("App/Crash.m", alert)
        try directory.write(".higlint.yml", "development_only: [App/DebugMenu/**]\n")
        var options = Self.options(["."], in: directory)
        options.verbose = true
        let captured = Captured()
        let outcome = try Self.run(options, into: captured)
        #expect(captured.standardError.contains("App/DebugMenu/Crash.m: passed over: its screens are for developers only (development_only of .higlint.yml)"),
                "\(captured.standardError)")
        #expect(outcome.summary.filesChecked == 1)
        #expect(outcome.summary.violations > 0, "App/Crash.m is judged")
    }

    @Test("a run with a progress line draws it as files are checked, with their findings, and erases it before the summary")
    func progressDuringRun() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<5 {
            try directory.write("s\(index).xml", Self.oneError.replacingOccurrences(of: "Sync", with: "Sync\(index)"))
        }
        let captured = Captured()
        // A clock that moves a second each time it is read: every update is drawn.
        let clock = FakeClock(step: 1)
        let progress = ProgressLine(write: { captured.append($0) }, clock: { clock.read() })
        var options = Self.options(["."], in: directory)
        let reports = try TemporaryDirectory()
        options.outputs = [reports.url.appendingPathComponent("r.txt").path]
        let outcome = try Self.run(options, progress: progress, into: captured)
        #expect(outcome.exitStatus == ExitStatus.violations)
        let writes = captured.writes
        #expect(writes.contains("\r5 of 5 files checked, 5 findings\u{1B}[K"), "\(writes)")
        #expect(writes.allSatisfy { !$0.hasPrefix("\r") || $0.hasSuffix(" finding\u{1B}[K") || $0.hasSuffix(" findings\u{1B}[K") || $0 == ProgressLine.erase })
        // The line is gone before the summary is written.
        #expect(writes.suffix(2) == [ProgressLine.erase, "Checked 5 files: 5 errors in 5 files.\n"])

        // With a baseline the line tells files alone: the findings it leaves out are known only later.
        let baselined = Captured()
        let baselineLine = ProgressLine(write: { baselined.append($0) }, clock: { clock.read() })
        let elsewhere = try TemporaryDirectory()
        options.writeBaseline = elsewhere.url.appendingPathComponent("b.json").path
        _ = try Self.run(options, into: Captured())
        options.writeBaseline = nil
        options.baseline = elsewhere.url.appendingPathComponent("b.json").path
        let clean = try Self.run(options, progress: baselineLine, into: baselined)
        #expect(clean.exitStatus == ExitStatus.clean)
        #expect(baselined.writes.contains("\r5 of 5 files checked\u{1B}[K"), "\(baselined.writes)")
    }
}

/// A clock for tests: it says what it is set to, and moves on by `step` each time it is read.
final class FakeClock: @unchecked Sendable {
    private let lock = NSLock()
    private var now: Double = 0
    private let step: Double

    init(step: Double = 0) { self.step = step }

    func read() -> Double {
        lock.withLock {
            defer { now += step }
            return now
        }
    }

    func set(_ time: Double) { lock.withLock { now = time } }
}
