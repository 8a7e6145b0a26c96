import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Project rules through `higlint check`: a typo stops the run at its place (exit status 2),
/// numbers beyond an Int are written, not a crash.
struct RuleValidationCommandTests {


    @Test("higlint check stops with exit status 2 on a project rule with a typo, naming file:line:column")
    func commandLineRefusesTypo() throws {
        let directory = try TemporaryDirectory()
        try directory.write("rules/house.yml", ProjectRuleFixture.rule.replacingOccurrences(of: "where: { style: bordered }", with: "where: { style: bordred }"))
        try directory.write(".higlint.yml", "rules_paths: [rules]\n")
        try directory.write("screen.xml", "<screen name=\"Home\"><toolbar/></screen>\n")
        let run = try BinaryRun.run(["check", "screen.xml"], in: directory.url)
        #expect(run.status == 2)
        let (line, column) = try #require(ProjectRuleFixture.position(of: "bordred", in: try String(contentsOf: directory.url.appendingPathComponent("rules/house.yml"), encoding: .utf8)))
        #expect(run.stderr.contains("rules/house.yml:\(line):\(column): error: 'bordred' is not a value of style for barButtonItem"), "\(run.stderr)")
        #expect(run.stderr.contains("did you mean 'bordered'?"), "\(run.stderr)")

        try directory.write("rules/house.yml", ProjectRuleFixture.rule)
        let clean = try BinaryRun.run(["check", "screen.xml"], in: directory.url)
        #expect(clean.status == 0, "\(clean.stderr)")
    }

    @Test("a project rule's number beyond what an Int holds is written as a number, not a crash")
    func hugeRuleNumbers() throws {
        let directory = try TemporaryDirectory()
        let builtIn = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Rules/alert-title-one-line.yml"), encoding: .utf8)
        try directory.write("rules/house.yml", builtIn.replacingOccurrences(of: "id: alert-title-one-line", with: "id: house-width")
            .replacingOccurrences(of: "  maxWidth: 260", with: "  maxWidth: -1e20"))
        try directory.write(".higlint.yml", "rules_paths: [rules]\n")
        try directory.write("a.xml", "<screen name=\"Mail\"><alert title=\"A title\"><button title=\"OK\"/></alert></screen>\n")
        let run = try BinaryRun.run(["check", "a.xml"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("an alert has -1e+20 points for its title"), "\(run.stdout)")
        #expect(TextWidthCheck.points(1e20) == "1e+20" && TextWidthCheck.points(-12.34) == "-12.3" && TextWidthCheck.points(260) == "260")
    }
}
