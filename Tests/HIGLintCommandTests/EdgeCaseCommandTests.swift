import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Corner cases of the command line: option values that overflow, `--output` through a link or
/// into a missing folder.
struct EdgeCaseCommandTests {
    @Test("--max-file-size that overflows is a usage error; --output writes through a link")
    func commandLineCorners() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.xml", "<screen name=\"A\"/>")
        #expect(try BinaryRun.run(["check", "a.xml", "--max-file-size", "99999999999G"], in: directory.url).status == 2)
        try directory.write("reports/real.json", "{}")
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("link.json").path,
                                                   withDestinationPath: "reports/real.json")
        let run = try BinaryRun.run(["check", "a.xml", "--format", "json", "--output", "link.json"], in: directory.url)
        #expect(run.status == 0)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: directory.url.appendingPathComponent("link.json").path) == "reports/real.json")
        #expect(try String(contentsOf: directory.url.appendingPathComponent("reports/real.json"), encoding: .utf8).contains("schemaVersion"))
        let missing = try BinaryRun.run(["check", "a.xml", "--output", "nodir/r.json"], in: directory.url)
        #expect(missing.status == 2)
        #expect(!missing.stderr.contains("ReadError("))
    }
}
