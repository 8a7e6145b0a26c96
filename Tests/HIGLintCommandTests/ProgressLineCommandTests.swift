import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The progress line from the command line: `--no-progress`, and no carriage return without a
/// terminal.
struct ProgressLineCommandTests {
    @Test("check --no-progress is an option of the command line; without a terminal no carriage return is written")
    func commandLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sync.xml", SampleDescription.error)
        for arguments in [["check", "--no-progress", "sync.xml"], ["check", "sync.xml"]] {
            let run = try BinaryRun.run(arguments, in: directory.url)
            #expect(run.status == 1, "\(run.stderr)")
            #expect(!run.stderr.contains("\r"))
            #expect(!run.stdout.contains("\r"))
        }
    }
}
