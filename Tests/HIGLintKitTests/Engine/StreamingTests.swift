import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Large runs: what needs the whole run, reports written whole, temporary files.
struct StreamingTests {
    @Test("a large run: cross-screen and unused-suppression findings among the files', whatever the number of jobs")
    func largeRun() throws {
        let directory = try TemporaryDirectory()
        try LargeAppFixture.write(in: directory)
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        let result = LintRun(linter: linter, jobs: 2).run(paths: ["."], workingDirectory: directory.url.path)
        #expect(result.filesChecked.count == 1_100)
        let crossScreen = result.violations.filter { $0.ruleID == "navbar-consistent-per-orientation" }
        #expect(crossScreen.map(\.location.file) == ["screen0002.screen.xml"])
        let unused = result.violations.filter { $0.ruleID == SuppressionFilter.ruleID }
        #expect(unused.map(\.location.file) == ["screen0000.screen.xml"])
        #expect(result.violations == result.violations.sorted(by: Violation.reportOrder))
        let serial = LintRun(linter: linter, jobs: 1).run(paths: ["."], workingDirectory: directory.url.path)
        #expect(serial.violations == result.violations)
        #expect(serial.filesChecked == result.filesChecked)
    }

    @Test("workers that go on with rules of their own find what one thread finds", arguments: [1, 7])
    func workersWithTheirOwnRules(filesBeforeOwnRules: Int) throws {
        let directory = try TemporaryDirectory()
        try LargeAppFixture.write(in: directory)
        let samples = try FileManager.default.contentsOfDirectory(atPath: TestPaths.sampleScreens.path)
        for name in samples where name.hasSuffix(".xml") || name.hasSuffix(".json") {
            try directory.write(name, try String(contentsOf: TestPaths.sampleScreens.appendingPathComponent(name), encoding: .utf8))
        }
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        var threaded = LintRun(linter: linter, jobs: 3)
        threaded.filesBeforeOwnRules = filesBeforeOwnRules
        let serial = LintRun(linter: linter, jobs: 1).run(paths: ["."], workingDirectory: directory.url.path)
        let result = threaded.run(paths: ["."], workingDirectory: directory.url.path)
        #expect(result.violations.count > 10)
        #expect(result.violations == serial.violations)
        #expect(result.violations.map(\.citation) == serial.violations.map(\.citation))
        #expect(result.filesChecked == serial.filesChecked)
    }

    @Test("cross-screen findings and unused suppressions come in report order")
    func smallRunIsOnePart() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\" app=\"X\"><navigationBar title=\"A\" style=\"black\"/></screen>")
        try directory.write("b.screen.xml", "<screen name=\"B\" app=\"X\"><navigationBar title=\"B\" style=\"black\"/></screen>")
        try directory.write("c.screen.xml", "<screen name=\"C\" app=\"X\"><navigationBar title=\"C\" style=\"blue\"/></screen>")
        try directory.write("d.screen.xml", "<screen name=\"D\" app=\"X\"><toolbar higlint:ignore=\"hit-target-size\"/></screen>")
        let result = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn())).run(paths: ["."], workingDirectory: directory.url.path)
        #expect(result.violations.map(\.ruleID) == ["navbar-consistent-per-orientation", SuppressionFilter.ruleID])
    }

    @Test("a reporter value renders the same report every time")
    func renderTwice() {
        let violation = Violation(ruleID: "r", severity: .warning, message: "m", location: SourceLocation(file: "a.xml", line: 1, column: 1),
                                  elementPath: "screen", citation: nil)
        let result = LintResult(filesChecked: ["a.xml"], violations: [violation])
        for reporter in [JSONReporter() as any Reporter, SARIFReporter()] {
            let first = reporter.render(result, context: ReportContext())
            #expect(reporter.render(result, context: ReportContext()) == first)
            // A clean result after one with a finding lists no finding.
            #expect(reporter.render(result, context: ReportContext()).contains("\"ruleId\""))
            #expect(!reporter.render(LintResult(filesChecked: ["a.xml"]), context: ReportContext()).contains("\"ruleId\""))
        }
    }

    @Test("SARIF fingerprints stay distinct when one rule's findings on one element come in two parts")
    func fingerprintsAcrossParts() throws {
        let violation = Violation(ruleID: "r", severity: .warning, message: "m", location: SourceLocation(file: "a.xml", line: 2, column: 1),
                                  elementPath: "screen/toolbar", citation: nil)
        var reporter = SARIFReporter()
        let stream = ReportStream()
        reporter.begin(context: ReportContext(), to: stream)
        reporter.write(LintResult(filesChecked: ["a.xml"], violations: [violation]), context: ReportContext(), to: stream)
        reporter.write(LintResult(violations: [violation]), context: ReportContext(), to: stream)
        reporter.end(LintSummary(), context: ReportContext(), to: stream)
        try stream.finish()
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(stream.text.utf8)) as? [String: Any])
        let results = try #require((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let fingerprints = results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
        #expect(fingerprints.count == 2)
        #expect(Set(fingerprints).count == 2)
    }

    @Test("folders are walked in the order of the paths they hold, so parts follow one another in report order")
    func walkOrderFollowsPaths() throws {
        let directories: Set<String> = ["a", "a-b", "b"]
        let sorted = ["a", "a-b", "a-b.xml", "a.xml", "a0.xml", "b", "b.xml"]
        #expect(FileDiscovery.walkOrder(sorted, isDirectory: directories.contains)
                == ["a-b.xml", "a-b", "a.xml", "a", "a0.xml", "b.xml", "b"])

        // Across parts: the files of `a/` (600, two parts) come after `a-b.xml` and `a.xml`.
        let directory = try TemporaryDirectory()
        for index in 0..<600 { try directory.write(String(format: "a/s%03d.screen.xml", index), "<screen name=\"S\(index)\"/>") }
        try directory.write("a.screen.xml", "<screen name=\"A\"/>")
        try directory.write("a-b.screen.xml", "<screen name=\"AB\"/>")
        let result = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn())).run(paths: ["."], workingDirectory: directory.url.path)
        #expect(result.filesChecked == result.filesChecked.sorted())
        #expect(result.filesChecked.prefix(2) == ["a-b.screen.xml", "a.screen.xml"])
    }

    @Test("a JSON report given its result in parts is the report of the whole, valid JSON")
    func jsonReportOfParts() throws {
        // More than a slice of findings, so that slices are written on several threads.
        let violations = Array(Array(repeating: PrettyJSONWriterTests.violations(), count: 30).joined())
        let errors = [FileError(file: "a.xml", line: 2, column: 3, message: "cannot read"), FileError(file: "b.json", message: "gone", rule: "r")]
        // No findings at all, findings in one part, in three parts (one empty), with and without errors.
        let splits: [[Range<Int>]] = [[0..<0], [0..<violations.count], [0..<5, 5..<5, 5..<violations.count]]
        for split in splits {
            for partErrors in [[], errors] {
                var parts = split.map { range in
                    var part = LintResult()
                    part.violations = Array(violations[range])
                    return part
                }
                parts[0].errors = partErrors
                var result = LintResult()
                for part in parts { result.violations += part.violations; result.errors += part.errors }
                let totals = LintSummary(result)
                func report(_ parts: [LintResult]) -> String {
                    var reporter = JSONReporter()
                    let stream = ReportStream()
                    let context = ReportContext(jobs: 2)
                    reporter.begin(context: context, to: stream)
                    for part in parts { reporter.write(part, context: context, to: stream) }
                    reporter.end(totals, context: context, to: stream)
                    return stream.text
                }
                let streamed = report(parts)
                #expect(streamed == report([result]))
                #expect(try JSONSerialization.jsonObject(with: Data(streamed.utf8)) is [String: Any])
            }
        }
    }

    @Test("a spool is copied whole into a report in a file (in the kernel) and in memory (read and written)")
    func spoolCopiedWhole() throws {
        // More than one of the stream's 64 KB writes, and bytes of every value.
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<200_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let spool = Spool()
        for start in stride(from: 0, to: bytes.count, by: 7_000) { spool.append(bytes: bytes[start..<min(start + 7_000, bytes.count)]) }
        let directory = try TemporaryDirectory()
        let path = directory.url.appendingPathComponent("report.bin").path
        let file = try ReportStream.file(path, workingDirectory: directory.url.path)
        file.write("head")
        spool.copy(to: file)
        file.write("tail")
        try file.finish()
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == Data(Array("head".utf8) + bytes + Array("tail".utf8)))
        let memory = ReportStream()
        spool.copy(to: memory)
        #expect(memory.text == String(decoding: bytes, as: UTF8.self))
    }
}
