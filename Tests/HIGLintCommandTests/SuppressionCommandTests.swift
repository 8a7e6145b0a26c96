import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Baselines through the command line: `--write-baseline`, `--baseline`, `--strict-baseline`.
struct SuppressionCommandTests {
    @Test("write, then report only new violations; lines may move; fixed entries with --strict-baseline")
    func workflow() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.xml", "<screen name=\"A\">\n<button title=\"Go\" x=\"0\" y=\"0\" width=\"30\" height=\"30\"/>\n</screen>")
        let write = try BinaryRun.run(["check", "a.xml", "--write-baseline", "baseline.json"], in: directory.url)
        #expect(write.status == 0)
        #expect(write.stdout.contains("[hit-target-size]"))
        let here = directory.url.path
        let baseline = try Baseline.load("baseline.json", workingDirectory: here,
                                         paths: RootRelativePaths(root: ProjectRoot.find(paths: ["a.xml"], workingDirectory: here), workingDirectory: here))
        #expect(baseline.violations.map(\.ruleId) == ["hit-target-size"])
        #expect(baseline.violations.first?.elementPath == "screen[A]/button[Go]")

        // Lines move, the old violation stays silent; a new one is reported.
        try directory.write("a.xml", "<screen name=\"A\">\n\n\n<button title=\"Go\" x=\"0\" y=\"0\" width=\"30\" height=\"30\"/>\n<alert title=\"Sync Complete\"/>\n</screen>")
        let second = try BinaryRun.run(["check", "a.xml", "--baseline", "baseline.json"], in: directory.url)
        #expect(second.status == 1)
        #expect(!second.stdout.contains("[hit-target-size]"))
        #expect(second.stdout.contains("[alert-button-count]"))
        #expect(second.stdout.contains("(1 more in the baseline)"))
        // A baselined violation still there is not "fixed", with --strict-baseline either.
        let stillThere = try BinaryRun.run(["check", "a.xml", "--baseline", "baseline.json", "--strict-baseline"], in: directory.url)
        #expect(!stillThere.stdout.contains("baseline-fixed"), "\(stillThere.stdout)")
        #expect(stillThere.stdout.contains("(1 more in the baseline)"))

        // The baselined violation is fixed.
        try directory.write("a.xml", "<screen name=\"A\">\n<button title=\"Go\" x=\"0\" y=\"0\" width=\"44\" height=\"44\"/>\n</screen>")
        #expect(try BinaryRun.run(["check", "a.xml", "--baseline", "baseline.json"], in: directory.url).status == 0)
        let strict = try BinaryRun.run(["check", "a.xml", "--baseline", "baseline.json", "--strict-baseline"], in: directory.url)
        #expect(strict.status == 1)
        #expect(strict.stdout.contains("a.xml:1:1: error: hit-target-size at screen[A]/button[Go] is fixed; remove it from the baseline"))

        try directory.write("bad.json", "{}")
        #expect(try BinaryRun.run(["check", "a.xml", "--baseline", "bad.json"], in: directory.url).status == 2)
    }
}
