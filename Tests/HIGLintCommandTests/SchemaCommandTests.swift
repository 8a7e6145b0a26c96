import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The JSON report `higlint` writes validates against `schemas/report.schema.json`.
struct SchemaCommandTests {
    static let schemas = TestPaths.packageRoot.appendingPathComponent("schemas")

    @Test("the JSON report validates against schemas/report.schema.json", .requires(.tool("check-jsonschema")))
    func reportValidates() throws {
        let directory = try TemporaryDirectory()
        try directory.write("violations.xml", SampleDescription.error)
        try directory.write("schema.xml", "<screen name=\"x\"><toolbar><barButtonItem tittle=\"Edit\"/></toolbar></screen>")
        try directory.write("broken.json", "{\"type\": ")
        var reports: [String] = []
        for (name, paths) in [("mixed", ["."]), ("samples", [TestPaths.sampleScreens.path]), ("empty", ["violations.xml", "--strict"]), ("shard", [".", "--shard", "1/2"])] {
            let run = try BinaryRun.run(["check", "--format", "json", "--output", "\(name).report"] + paths, in: directory.url)
            #expect(run.status != 0 || name == "samples" || name == "shard")
            reports.append(directory.url.appendingPathComponent("\(name).report").path)
        }
        let result = try ExternalTool.run("check-jsonschema", ["--schemafile", Self.schemas.appendingPathComponent("report.schema.json").path] + reports)
        #expect(result.status == 0, "\(result.output)")
    }
}
