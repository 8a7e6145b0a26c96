import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A code file named outright (an editor checks the file open in it) that builds no alert is
/// checked and has nothing to report: most code builds none.
struct NamedCodeFileCommandTests {
    @Test("`check Plain.swift` and `check Plain.m` exit 0 when they build no alert; --verbose says so")
    func codeWithoutAlerts() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Plain.swift", "struct Plain { let title = \"Done\" }\n")
        try directory.write("Plain.m", "@implementation Plain\n- (void)viewDidLoad { self.title = @\"Done\"; }\n@end\n")
        for name in ["Plain.swift", "Plain.m"] {
            let run = try BinaryRun.run(["check", name, "--no-progress", "--verbose"], in: directory.url)
            #expect(run.status == 0, "\(name): \(run.stdout)\(run.stderr)")
            #expect(run.stdout.contains("Checked 1 file: no violations."), "\(name): \(run.stdout)")
            #expect(run.stderr.contains("\(name): builds no alert or action sheet"), "\(name): \(run.stderr)")
        }
    }
}
