import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A run reports its result in parts of `LintRun.filesPerPart` files, so that a large run holds
/// neither its trees nor its findings; what needs the whole run comes with the last part.
struct StreamingTests {
    /// 1,100 screens of one app (three parts): one, in the first part, has a navigation bar of
    /// another color, which only the whole run can tell; the first file also has a suppression of
    /// that cross-screen rule on another element (it silences nothing) and the second one a
    /// suppression that silences the cross-screen finding reported in the last part.
    static func writeApp(in directory: TemporaryDirectory) throws {
        for index in 0..<1_100 {
            let name = String(format: "screen%04d.screen.xml", index)
            var bar = "<navigationBar title=\"S\(index)\" style=\"black\"/>"
            var extra = ""
            if index == 0 { extra = "<toolbar higlint:ignore=\"navbar-consistent-per-orientation\"/>" }
            if index == 1 { bar = "<navigationBar title=\"S1\" style=\"blue\" higlint:ignore=\"navbar-consistent-per-orientation\"/>" }
            if index == 2 { bar = "<navigationBar title=\"S2\" style=\"blue\"/>" }
            try directory.write(name, "<screen name=\"S\(index)\" app=\"A\">\(bar)\(extra)</screen>\n")
        }
    }

    @Test("a large run is reported in parts; cross-screen and unused-suppression findings come with the last")
    func partsOfALargeRun() throws {
        let directory = try TemporaryDirectory()
        try Self.writeApp(in: directory)
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        var parts: [LintResult] = []
        LintRun(linter: linter, jobs: 2).run(paths: ["."], workingDirectory: directory.url.path) { parts.append($0) }

        #expect(parts.count == 3)
        #expect(parts.map(\.filesChecked.count) == [512, 512, 76])
        let crossScreen = parts.map { $0.violations.filter { $0.ruleID == "navbar-consistent-per-orientation" } }
        #expect(crossScreen.map(\.count) == [0, 0, 1])
        #expect(crossScreen[2].first?.location.file == "screen0002.screen.xml")
        let unused = parts.map { $0.violations.filter { $0.ruleID == SuppressionFilter.ruleID } }
        #expect(unused.map(\.count) == [0, 0, 1])
        #expect(unused[2].first?.location.file == "screen0000.screen.xml")
        // Each part is in report order.
        for part in parts {
            #expect(part.violations == part.violations.sorted(by: Violation.reportOrder))
        }

        // The collected result is the parts in order, whatever the number of jobs.
        var whole = LintResult()
        for part in parts { whole.append(part) }
        let serial = LintRun(linter: linter, jobs: 1).run(paths: ["."], workingDirectory: directory.url.path)
        #expect(serial.violations == whole.violations)
        #expect(serial.filesChecked == whole.filesChecked)
    }

    @Test("workers that go on with rules of their own find what one thread finds", arguments: [1, 7])
    func workersWithTheirOwnRules(filesBeforeOwnRules: Int) throws {
        let directory = try TemporaryDirectory()
        try Self.writeApp(in: directory)
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

    @Test("parts set aside come back as they were, byte for byte: files told apart by their bytes, rule ids by number")
    func spoolRoundTrip() throws {
        let files = ["a.xml", "a.xml", "caf\u{E9}.xml", "cafe\u{301}.xml", "cafe\u{301}.xml", "a.xml", "z/\u{1F600}.json"]
        let rules = ["hit-target-size", "toolbar-item-count", "hit-target-size", "schema", "toolbar-item-count", "x", "hit-target-size"]
        let first = try #require(RuleCatalogTests.catalog.rules.first?.citation)
        // Of one page and lengths but other bytes; equal as `String`s but not in bytes.
        let citations = [first, Citation(section: "S \u{203A} T", page: 3, quote: "abc"), Citation(section: "S \u{203A} T", page: 3, quote: "abd"),
                         Citation(section: "Caf\u{E9}", page: 3, quote: "q"), Citation(section: "Cafe\u{301}", page: 3, quote: "q")]
        func part(_ shift: Int) -> LintResult {
            var part = LintResult(filesChecked: files, errors: [FileError(file: "b.xml", line: 2, message: "bad")], baselined: shift)
            part.violations = files.indices.map { index in
                Violation(ruleID: rules[(index + shift) % rules.count], severity: [.error, .warning, .info][index % 3],
                          message: "m\(index)", location: SourceLocation(file: files[index], line: index + 1, column: 2),
                          elementPath: "screen[S]/button[\(index)]", citation: index % 6 == 5 ? nil : citations[(index + shift) % citations.count])
            }
            return part
        }
        let spool = PartSpool()
        let written = [part(0), part(3), LintResult(), part(5)]
        for part in written { spool.append(part) }
        var read: [LintResult] = []
        spool.forEach { read.append($0) }
        #expect(spool.failure == nil)
        #expect(read.count == written.count)
        for (back, part) in zip(read, written) {
            #expect(back.violations == part.violations)
            #expect(back.violations.map { Array($0.location.file.utf8) } == part.violations.map { Array($0.location.file.utf8) })
            #expect(back.violations.map { Array($0.ruleID.utf8) } == part.violations.map { Array($0.ruleID.utf8) })
            #expect(back.violations.map(\.citation) == part.violations.map(\.citation))
            #expect(back.violations.map { $0.citation.map { Array(($0.section + $0.quote).utf8) } }
                    == part.violations.map { $0.citation.map { Array(($0.section + $0.quote).utf8) } })
            #expect(back.violations.map(\.severity) == part.violations.map(\.severity))
            #expect(back.errors == part.errors && back.filesChecked == part.filesChecked && back.baselined == part.baselined)
        }
    }

    @Test("a part also ends once its files reach bytesPerPart bytes: large files have many findings")
    func partsAreBoundedInBytes() throws {
        let directory = try TemporaryDirectory()
        let filler = String(repeating: "x", count: 3 << 20)
        for index in 0..<5 {
            try directory.write("s\(index).screen.xml", "<screen name=\"S\(index)\"><navigationBar title=\"\(filler)\"/></screen>")
        }
        var parts: [LintResult] = []
        LintRun(linter: Linter(catalog: try RuleCatalog.builtIn())).run(paths: ["."], workingDirectory: directory.url.path) {
            parts.append($0)
        }
        #expect(parts.map(\.filesChecked.count) == [3, 2])
    }

    @Test("a run of up to one part's files is reported whole, cross-screen findings in report order")
    func smallRunIsOnePart() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\" app=\"X\"><navigationBar title=\"A\" style=\"black\"/></screen>")
        try directory.write("b.screen.xml", "<screen name=\"B\" app=\"X\"><navigationBar title=\"B\" style=\"black\"/></screen>")
        try directory.write("c.screen.xml", "<screen name=\"C\" app=\"X\"><navigationBar title=\"C\" style=\"blue\"/></screen>")
        try directory.write("d.screen.xml", "<screen name=\"D\" app=\"X\"><toolbar higlint:ignore=\"hit-target-size\"/></screen>")
        var parts: [LintResult] = []
        LintRun(linter: Linter(catalog: try RuleCatalog.builtIn())).run(paths: ["."], workingDirectory: directory.url.path) {
            parts.append($0)
        }
        #expect(parts.count == 1)
        #expect(parts[0].violations.map(\.ruleID) == ["navbar-consistent-per-orientation", SuppressionFilter.ruleID])
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

    @Test("the part held in memory and the last are each given the other's kept screens, those set aside on disk are not")
    func heldAndLastPartsShareKeptScreens() throws {
        func part(_ file: String) -> LintResult {
            var part = LintResult()
            part.filesChecked = [file]
            part.screens = [file: [KeptScreen(layout: ScreenLayout(canvas: .init(x: 0, y: 0, width: 320, height: 480), device: "iphone",
                                                                   landscape: false), head: "screen[\(file)]", name: file)]]
            return part
        }
        var order = ReportOrder()
        order.add(part("a.xml"))
        order.add(part("b.xml"))
        var given: [LintResult] = []
        try order.finish(last: part("c.xml")) { given.append($0) }
        #expect(given.map(\.filesChecked) == [["a.xml"], ["b.xml"], ["c.xml"]])
        #expect(given.map { $0.screens.keys.sorted() } == [["a.xml"], ["b.xml", "c.xml"], ["b.xml", "c.xml"]])
        #expect(given[1].screens["c.xml"]?.first?.name == "c.xml" && given[2].screens["b.xml"]?.first?.name == "b.xml")
    }

    @Test("the errors a run gives are known before its first part is given, in the order the parts give them")
    func errorsKnownAhead() throws {
        func part(_ files: [String], errors: [String]) -> LintResult {
            var part = LintResult()
            part.filesChecked = files
            part.errors = errors.map { FileError(file: $0, line: 1, message: "unreadable") }
            return part
        }
        // Folders are walked before the files that sort after them as paths (`a/` before `a-b.xml`
        // in the walk, after it as a string), so the errors given are not in one sorted order.
        let parts = [part(["a-b.xml", "a/1.xml"], errors: ["a/1.xml", "a-b.xml"]), part(["a/2.xml"], errors: []),
                     part(["a/3.xml", "b.xml"], errors: ["b.xml"])]
        var last = part(["c.xml"], errors: ["c.xml"])
        // The last part's findings that belong among earlier files: an error in each part's files.
        last.errors += [FileError(file: "a/2.xml", line: 4, message: "rule x: out of budget", rule: "x"),
                        FileError(file: "a-b.xml", line: 9, message: "rule y: out of budget", rule: "y"), FileError(file: "0.xml", message: "gone")]
        for count in 0...parts.count {
            var order = ReportOrder()
            for part in parts.prefix(count) { order.add(part) }
            let foreseen = order.errors(last: last)
            var given: [FileError] = []
            try order.finish(last: last) { given += $0.errors }
            #expect(foreseen == given, "after \(count) parts")
            #expect(foreseen.count == parts.prefix(count).map(\.errors.count).reduce(0, +) + last.errors.count)
        }
    }

    @Test("a JSON report told its totals ahead writes its findings straight out, the same bytes as set aside")
    func jsonReportWithTotalsForeseen() throws {
        // More than a chunk of findings (`ParallelWriting.chunkSize`), so that chunks are written on several threads.
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
                for part in parts { result.append(part) }
                let totals = LintSummary(result)
                func report(foreseen: Bool) -> String {
                    var reporter = JSONReporter()
                    let stream = ReportStream()
                    let context = ReportContext(jobs: 2)
                    reporter.begin(context: context, to: stream)
                    if foreseen { reporter.foresee(totals, errors: partErrors, context: context) }
                    for part in parts { reporter.write(part, context: context, to: stream) }
                    reporter.end(totals, context: context, to: stream)
                    return stream.text
                }
                let streamed = report(foreseen: true)
                #expect(streamed == report(foreseen: false))
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
        let file = try ReportStream.file(path)
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
