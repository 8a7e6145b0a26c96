import Foundation
import Testing
import TestSupport

/// Swift files that build alerts and were not read (the reader missing or failing) in the
/// machine reports: the JSON report lists them, a shard's report records its own, and `merge`
/// lists them all and exits 3, as the single run does.
@Suite struct FilesNotReadReportTests {
    struct Entry: Decodable, Equatable {
        var file: String
        var reason: String
    }

    struct Report: Decodable {
        var filesNotRead: [Entry]?
    }

    static let reason = "higlint-swift-reader stopped while reading (exit status 9)"

    /// Two Swift files that build alerts, one that builds none, a screen description; and a
    /// reader that stops on every file.
    static func project() throws -> (project: TemporaryDirectory, out: TemporaryDirectory, environment: [String: String]) {
        let directory = try TemporaryDirectory()
        try directory.write("Search.swift", SwiftReaderCommandTests.swift)
        try directory.write("Settings/More.swift", SwiftReaderCommandTests.swift)
        try directory.write("Model.swift", "struct Model { let name: String }\n")
        try directory.write("toolbar.screen.xml", try String(contentsOf: TestPaths.sampleScreens.appendingPathComponent("sketchpad-toolbar.screen.xml"), encoding: .utf8))
        let out = try TemporaryDirectory()
        let script = try out.writeExecutable("reader.sh", "#!/bin/sh\nexit 9\n")
        return (directory, out, ["HIGLINT_SWIFT_READER": script.path])
    }

    static func report(_ url: URL) throws -> Report {
        try JSONDecoder().decode(Report.self, from: Data(contentsOf: url))
    }

    @Test("the JSON report lists the files not read with why; a report of a run that read every file has no such key")
    func jsonReport() throws {
        let (project, out, environment) = try Self.project()
        let run = try BinaryRun.run(["check", ".", "--no-progress", "--format", "json:\(out.url.path)/whole.json"],
                                    in: project.url, environment: environment)
        #expect(run.status == 3, "\(run.stderr)")
        let whole = try Self.report(out.url.appendingPathComponent("whole.json"))
        #expect(whole.filesNotRead == [Entry(file: "Search.swift", reason: Self.reason), Entry(file: "Settings/More.swift", reason: Self.reason)])
        // From a subfolder, the files are named from the project root as every other path of the report.
        try project.write(".higlint.yml", "# The project root.\n")
        _ = try BinaryRun.run(["check", "..", "--no-progress", "--format", "json:\(out.url.path)/sub.json"],
                              in: project.url.appendingPathComponent("Settings"), environment: environment)
        #expect(try Self.report(out.url.appendingPathComponent("sub.json")).filesNotRead?.map(\.file) == ["Search.swift", "Settings/More.swift"])

        let clean = try BinaryRun.run(["check", "toolbar.screen.xml", "--format", "json"], in: project.url, environment: environment)
        #expect(!clean.stdout.contains("filesNotRead"))
    }

    @Test("each shard records its files not read; merge lists them all, says so once, and exits 3")
    func shardsAndMerge() throws {
        let (project, out, environment) = try Self.project()
        var shardStatuses: [Int32] = []
        var recorded: [Entry] = []
        for index in 1...2 {
            let run = try BinaryRun.run(["check", ".", "--no-progress", "--shard", "\(index)/2", "--format", "json:\(out.url.path)/shard-\(index).json"],
                                        in: project.url, environment: environment)
            shardStatuses.append(run.status)
            recorded += try Self.report(out.url.appendingPathComponent("shard-\(index).json")).filesNotRead ?? []
        }
        #expect(shardStatuses.contains(3))
        #expect(recorded.sorted { $0.file < $1.file } == [Entry(file: "Search.swift", reason: Self.reason), Entry(file: "Settings/More.swift", reason: Self.reason)])

        let merge = try BinaryRun.run(["merge", "\(out.url.path)/shard-1.json", "\(out.url.path)/shard-2.json", "--format", "json:\(out.url.path)/merged.json"],
                                      in: project.url)
        #expect(merge.status == 3, "\(merge.stderr)")
        let said = merge.stderr.components(separatedBy: "\n").filter { $0.contains("not read") }
        #expect(said == ["higlint: warning: 2 Swift files build alerts and were not read: \(Self.reason)"], "\(merge.stderr)")
        let merged = try Self.report(out.url.appendingPathComponent("merged.json"))
        #expect(merged.filesNotRead == [Entry(file: "Search.swift", reason: Self.reason), Entry(file: "Settings/More.swift", reason: Self.reason)])
    }

    @Test("merge refuses a shard's report that names a file not read outside the project, or twice")
    func mergeChecksTheList() throws {
        let (project, out, environment) = try Self.project()
        _ = try BinaryRun.run(["check", ".", "--no-progress", "--shard", "1/1", "--format", "json:\(out.url.path)/shard.json"],
                              in: project.url, environment: environment)
        let written = try String(contentsOf: out.url.appendingPathComponent("shard.json"), encoding: .utf8)
        #expect(written.contains("\"file\" : \"Search.swift\""), "\(written)")
        try written.replacingOccurrences(of: "\"file\" : \"Search.swift\"", with: "\"file\" : \"../../elsewhere.swift\"")
            .write(to: out.url.appendingPathComponent("outside.json"), atomically: true, encoding: .utf8)
        let outside = try BinaryRun.run(["merge", "\(out.url.path)/outside.json"], in: project.url)
        #expect(outside.status == 2, "\(outside.stderr)")
        #expect(outside.stderr.contains("filesNotRead[0]"), "\(outside.stderr)")
        try written.replacingOccurrences(of: "\"file\" : \"Search.swift\"", with: "\"file\" : \"Settings/More.swift\"")
            .write(to: out.url.appendingPathComponent("twice.json"), atomically: true, encoding: .utf8)
        let twice = try BinaryRun.run(["merge", "\(out.url.path)/twice.json"], in: project.url)
        #expect(twice.status == 2, "\(twice.stderr)")
        #expect(twice.stderr.contains("is listed twice"), "\(twice.stderr)")
    }

    @Test("a report and a shard's report that list files not read validate against schemas/report.schema.json", .requires(.tool("check-jsonschema")))
    func reportsValidate() throws {
        let (project, out, environment) = try Self.project()
        for (name, more) in [("whole", [String]()), ("shard", ["--shard", "1/2"])] {
            _ = try BinaryRun.run(["check", ".", "--no-progress", "--format", "json:\(out.url.path)/\(name).json"] + more, in: project.url, environment: environment)
        }
        #expect(try Self.report(out.url.appendingPathComponent("whole.json")).filesNotRead?.count == 2)
        let schema = TestPaths.packageRoot.appendingPathComponent("schemas/report.schema.json").path
        let result = try ExternalTool.run("check-jsonschema", ["--schemafile", schema, out.url.appendingPathComponent("whole.json").path,
                                                               out.url.appendingPathComponent("shard.json").path])
        #expect(result.status == 0, "\(result.output)")
    }
}
