import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The paths a baseline or a shard's report names are read from a file a stranger may have
/// written: none of them leads a report, or a merge, to a file outside the project, whether it
/// leaves by `..`, as an absolute path or through a symbolic link.
struct ReportPathBoundaryTests {
    /// A secret description beside the project, whose title must never reach a report.
    static let secret = "<screen name=\"Secret\"><navigationBar title=\"TOPSECRET\"/><alert title=\"Sync Complete\"/></screen>"

    /// `project/` (a git repository) with one screen, `outside/secret.screen.xml` beside it, and
    /// `project/leak`, a link to `outside`.
    static func fixture() throws -> (directory: TemporaryDirectory, project: URL) {
        let directory = try TemporaryDirectory()
        let project = directory.url.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try directory.write("project/screens/a.screen.xml", CheckRunTests.oneError)
        try directory.write("outside/secret.screen.xml", secret)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("leak").path, withDestinationPath: "../outside")
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("screens/linked.screen.xml").path,
                                                   withDestinationPath: "../../outside/secret.screen.xml")
        return (directory, project)
    }

    /// The ways out of `project`, as a baseline or a shard names them: `..`, an absolute path, a
    /// linked folder, and a linked file in a folder of the project.
    static func hostilePaths(_ directory: TemporaryDirectory) -> [String] {
        ["../outside/secret.screen.xml", directory.url.appendingPathComponent("outside/secret.screen.xml").path, "leak/secret.screen.xml",
         "screens/linked.screen.xml"]
    }

    static func htmlOptions(_ paths: [String], project: URL) -> CheckOptions {
        var options = CheckOptions(paths: paths, workingDirectory: project.path)
        options.jobs = 2
        options.formats = [ReportRequest(format: .html, path: project.appendingPathComponent("report.html").path)]
        return options
    }

    static func report(_ project: URL) -> String {
        (try? String(contentsOf: project.appendingPathComponent("report.html"), encoding: .utf8)) ?? ""
    }

    @Test("a baseline entry naming a file outside the project is an error at its position, and nothing outside is drawn")
    func baselineOutsideTheProject() throws {
        for index in 0..<4 {
            let (directory, project) = try Self.fixture()
            let path = Self.hostilePaths(directory)[index]
            try directory.write("project/baseline.json", """
                {
                  "version": 1,
                  "violations": [
                    {"file": "screens/gone.screen.xml", "ruleId": "alert-button-count", "elementPath": "screen[Gone]/alert", "message": "m"},
                    {"file": "\(path)", "ruleId": "alert-button-count", "elementPath": "screen[Secret]/alert", "message": "m"}
                  ]
                }
                """)
            var options = Self.htmlOptions(["screens"], project: project)
            options.baseline = project.appendingPathComponent("baseline.json").path
            options.strictBaseline = true
            var refusal: HigLintError?
            do {
                _ = try CheckRunTests.run(options, into: CheckRunTests.Captured())
            } catch {
                refusal = error
            }
            #expect(!Self.report(project).contains("TOPSECRET"), "\(path): the report drew the file outside")
            #expect(refusal?.exitStatus == 2, "\(path)")
            #expect(refusal?.message.contains("baseline.json:5:14: error: ") == true, "\(path): \(refusal?.message ?? "no error")")
            #expect(refusal?.message.contains("outside the project") == true, "\(path): \(refusal?.message ?? "no error")")
        }
    }

    @Test("a baseline entry naming a missing file inside the project, relative or absolute, is still reported as fixed")
    func baselineInsideTheProject() throws {
        let (directory, project) = try Self.fixture()
        try directory.write("project/baseline.json", """
            {"version": 1, "violations": [
              {"file": "screens/gone.screen.xml", "ruleId": "alert-button-count", "elementPath": "screen[Gone]/alert", "message": "m"},
              {"file": "\(project.appendingPathComponent("screens/b.screen.xml").path)", "ruleId": "alert-button-count", "elementPath": "screen[B]/alert", "message": "m"}
            ]}
            """)
        var options = Self.htmlOptions(["screens"], project: project)
        options.baseline = project.appendingPathComponent("baseline.json").path
        options.strictBaseline = true
        let outcome = try CheckRunTests.run(options, into: CheckRunTests.Captured())
        #expect(outcome.summary.byRule[Baseline.ruleIDFixed] == 2)
    }

    /// A shard's report of the project, with `screens/a.screen.xml` replaced by `path` in the
    /// field `field` (`file`, `filesChecked`, or a related place's `file`).
    static func hostileShard(_ project: URL, path: String, field: String) throws {
        var options = CheckOptions(paths: ["screens"], workingDirectory: project.path)
        options.shard = Shard(index: 1, count: 1)
        options.formats = [ReportRequest(format: .json, path: project.appendingPathComponent("shard-1.json").path)]
        _ = try CheckRunTests.run(options, into: CheckRunTests.Captured())
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: project.appendingPathComponent("shard-1.json"))) as! [String: Any]
        var violations = report["violations"] as! [[String: Any]]
        var shard = report["shard"] as! [String: Any]
        switch field {
        case "file": violations[0]["file"] = path
        case "filesChecked": shard["filesChecked"] = [path, "screens/a.screen.xml"]
        default:
            violations[0]["related"] = [["file": path, "line": 1, "column": 1, "elementPath": "screen[Secret]", "screen": "Secret", "value": "v"]]
        }
        report["violations"] = violations
        report["shard"] = shard
        try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys]).write(to: project.appendingPathComponent("shard-1.json"))
    }

    @Test("merge refuses a shard that names a file outside the project, at its position, and draws nothing outside",
          arguments: ["file", "filesChecked", "related"])
    func mergeOutsideTheProject(field: String) throws {
        for index in 0..<4 {
            let (directory, project) = try Self.fixture()
            let path = Self.hostilePaths(directory)[index]
            try Self.hostileShard(project, path: path, field: field)
            var refusal: HigLintError?
            do {
                _ = try MergeRun(reports: ["shard-1.json"], options: Self.htmlOptions([], project: project),
                                 output: RunOutput(standardError: { _ in })).run()
            } catch {
                refusal = error
            }
            #expect(!Self.report(project).contains("TOPSECRET"), "\(field) \(path): the merged report drew the file outside")
            #expect(refusal?.exitStatus == 2, "\(field) \(path)")
            let message = refusal?.message ?? "no error"
            #expect(message.contains("outside the project") && message.contains("shard-1.json:"), "\(field) \(path): \(message)")
            #expect(message.range(of: #"shard-1\.json:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil, "\(message)")
        }
    }
}
