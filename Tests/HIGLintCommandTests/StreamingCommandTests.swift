import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Large runs of `higlint check`: whole and valid reports, a temporary file that cannot be made
/// fails the report, and a signal removes the temporary files.
struct StreamingCommandTests {
    @Test("the streamed JSON and SARIF reports of a large run are whole, valid and count what they list")
    func streamedReportsOfALargeRun() throws {
        let directory = try TemporaryDirectory()
        try LargeAppFixture.write(in: directory)
        let run = try BinaryRun.run(["check", ".", "--format", "json", "--format", "sarif:report.sarif", "--format", "text:report.txt"],
                                    in: directory.url)
        #expect(run.status != 2, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let summary = try #require(json["summary"] as? [String: Any])
        let violations = try #require(json["violations"] as? [[String: Any]])
        #expect(summary["filesChecked"] as? Int == 1_100)
        #expect(summary["violations"] as? Int == violations.count)
        #expect(violations.contains { $0["ruleId"] as? String == "navbar-consistent-per-orientation" })

        let sarifData = try Data(contentsOf: directory.url.appendingPathComponent("report.sarif"))
        let sarif = try #require(try JSONSerialization.jsonObject(with: sarifData) as? [String: Any])
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == violations.count)
        let rules = try #require(((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String)
        }
        // Fingerprints stay distinct across parts.
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        #expect(Set(fingerprints).count == results.count)

        let text = try String(contentsOf: directory.url.appendingPathComponent("report.txt"), encoding: .utf8)
        #expect(text.hasSuffix("in \(Set(violations.compactMap { $0["file"] as? String }).count) files.\n"))
    }

    @Test("a report whose findings cannot be set aside fails, rather than lose them; the JSON and SARIF reports set none aside")
    func spoolFailureFailsTheReport() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\"><button title=\"Go\" x=\"0\" y=\"0\" width=\"30\" height=\"30\"/></screen>")
        let missing = ["TMPDIR": directory.url.appendingPathComponent("missing").path]
        let junit = try BinaryRun.run(["check", ".", "--format", "junit"], in: directory.url, environment: missing)
        #expect(junit.status == 2)
        #expect(junit.stderr.contains("cannot create a temporary file"), "\(junit.stderr)")
        // The JSON and SARIF reports know their totals before their findings: nothing is set aside.
        for format in ["json", "sarif"] {
            let run = try BinaryRun.run(["check", ".", "--format", format], in: directory.url, environment: missing)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any])
            #expect(run.stdout.contains("\"ruleId\""))
        }
    }

    @Test("a run stopped by a signal leaves no temporary report file behind")
    func signalRemovesTemporaryFiles() throws {
        let directory = try TemporaryDirectory()
        // A finding a file, in a text report to a pipe nobody reads until the end: once the pipe
        // is full the run waits, unfinished, however fast it checks.
        for index in 0..<1_100 {
            try directory.write(String(format: "s%04d.screen.xml", index),
                                "<screen name=\"S\(index)\"><button title=\"B\" x=\"0\" y=\"0\" width=\"30\" height=\"30\"/></screen>")
        }
        let process = Process()
        process.executableURL = TestPaths.binary
        process.arguments = ["check", ".", "--jobs", "1", "--format", "text", "--format", "json:out.json"]
        process.currentDirectoryURL = directory.url
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { try? output.fileHandleForReading.close() }
        func temporaryFiles() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []).filter { $0.contains(".higlint-") }
        }
        // The report's temporary file exists while the run goes on.
        let deadline = Date().addingTimeInterval(120) // a guard against a hang, not a speed limit
        while temporaryFiles().isEmpty && process.isRunning && Date() < deadline { usleep(10_000) }
        try #require(process.isRunning, "the run ended before it could be stopped")
        #expect(!temporaryFiles().isEmpty)
        process.terminate()
        process.waitUntilExit()
        // Killed by the signal, or (where the signal is blocked) exited with 128 + SIGTERM.
        #expect(process.terminationReason == .uncaughtSignal || process.terminationStatus == 128 + SIGTERM)
        #expect(temporaryFiles().isEmpty)
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out.json").path))
    }
}
