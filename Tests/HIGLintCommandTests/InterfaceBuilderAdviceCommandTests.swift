import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The text report of a storyboard gives Interface Builder advice and the id an `ignore:` entry
/// needs: copied from the report into `.higlint.yml`, it silences the finding.
struct InterfaceBuilderAdviceCommandTests {
    @Test("the id in the text report, written into an ignore entry, silences the finding")
    func idFromReportIgnores() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", InterfaceBuilderCommandTests.storyboard)
        let run = try BinaryRun.run(["check", "App"], in: directory.url)
        #expect(run.stdout.contains("(in Interface Builder, make its frame and constraints at least that size) [hit-target-size #b1-xy-z01]"), "\(run.stdout)")
        #expect(!run.stdout.contains("hitInsets"), "\(run.stdout)")
        try directory.write(".higlint.yml", "ignore:\n  - file: App/Main.storyboard\n    ids: [b1-xy-z01]\n    rules: [hit-target-size]\n")
        let ignored = try BinaryRun.run(["check", "App"], in: directory.url)
        #expect(!ignored.stdout.contains("hit-target-size"), "\(ignored.stdout)")
    }
}
