import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// How `higlint` finds its configuration: the nearest `.higlint.yml`, `--config`, and `init`.
struct ConfigurationCommandTests {
    static let toolbarOfFive = "<screen name=\"x\"><toolbar><barButtonItem systemItem=\"undo\"/><barButtonItem systemItem=\"redo\"/><barButtonItem systemItem=\"camera\"/><barButtonItem systemItem=\"action\"/><barButtonItem systemItem=\"trash\"/></toolbar></screen>"

    @Test("the command line finds the nearest .higlint.yml, and --config names another; init refuses to overwrite")
    func commandLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".higlint.yml", "toolbar-item-count: { max: 4, severity: error }\n")
        try directory.write("screens/a.xml", Self.toolbarOfFive)
        let nested = directory.url.appendingPathComponent("screens")
        let run = try BinaryRun.run(["check", "."], in: nested)
        #expect(run.status == 1)
        #expect(run.stdout.contains("4 or fewer"))
        try directory.write("other.yml", "disabled_rules: [toolbar-item-count]\n")
        #expect(try BinaryRun.run(["check", ".", "--config", "../other.yml"], in: nested).status == 0)
        try directory.write("broken.yml", "toolbar-item-count: { max: x }\n")
        let broken = try BinaryRun.run(["check", ".", "--config", "../broken.yml"], in: nested)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.yml:1:28: error: toolbar-item-count max must be a whole number"))

        let fresh = try TemporaryDirectory()
        #expect(try BinaryRun.run(["init"], in: fresh.url).status == 0)
        #expect(FileManager.default.fileExists(atPath: fresh.url.appendingPathComponent(".higlint.yml").path))
        #expect(try BinaryRun.run(["init"], in: fresh.url).status == 2)
        #expect(try BinaryRun.run(["init", "--force"], in: fresh.url).status == 0)
    }
}
