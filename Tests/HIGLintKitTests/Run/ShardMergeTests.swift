import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `check --shard K/N` and `merge`: the shards of a run check every file once, and their JSON
/// reports merge into the single run's report, byte for byte, in every format.
struct ShardMergeTests {
    /// SampleScreens, apps of a few screens each whose bars disagree (cross-screen findings), folders
    /// whose names begin one another (`a`, `a-b`, `a.b`), a file that cannot be read, a file that is
    /// not a description, and enough screens in one folder that the run reports in several parts.
    static func fixture() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.sampleScreens, to: directory.url.appendingPathComponent("SampleScreens"))
        for (app, folder) in ["a", "a-b", "a.b", "a/b", "apps/mail", "apps/notes", "apps/clock", "z"].enumerated() {
            for screen in 0..<4 {
                let style = screen == app % 4 ? "black" : "blue"
                try directory.write("\(folder)/screen\(screen).xml", """
                    <screen name="S\(screen)"><navigationBar title="Inbox" style="\(style)"/>
                    <button title="Go" x="10" y="100" width="30" height="30"/></screen>
                    """)
            }
        }
        try directory.write("apps/broken.json", "{\"type\": ")
        try directory.write("apps/package.json", "{\"name\": \"not a description\"}")
        for index in 0..<600 {
            try directory.write("bulk/screen\(index).xml", """
                <screen name="B\(index)"><navigationBar title="Home" style="\(index == 7 ? "black" : "blue")"/>
                <button title="Go" x="10" y="100" width="30" height="30"/></screen>
                """)
        }
        return directory
    }

    static let paths = ["z", "SampleScreens", "apps", "a", "a-b", "a.b", "bulk"]

    static func reports(_ directory: TemporaryDirectory, shard: Shard?, prefix: String) throws -> CheckOutcome {
        var options = CheckRunTests.options(paths, in: directory)
        options.shard = shard
        options.formats = shard == nil
            ? ReportFormat.allCases.map { ReportRequest(format: $0, path: directory.url.appendingPathComponent("\(prefix).\($0.rawValue)").path) }
            : [ReportRequest(format: .json, path: directory.url.appendingPathComponent("\(prefix).json").path)]
        return try CheckRunTests.run(options, into: CheckRunTests.Captured())
    }

    @Test("the union of N shards, merged, is the single run's report in every format (N = 1, 2, 3, 7)", arguments: [1, 2, 3, 7])
    func mergedShardsAreTheSingleRun(count: Int) throws {
        let directory = try Self.fixture()
        let single = try Self.reports(directory, shard: nil, prefix: "single")
        var checked: [String] = []
        for index in 1...count {
            _ = try Self.reports(directory, shard: Shard(index: index, count: count), prefix: "shard-\(index)")
            let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent("shard-\(index).json"))) as! [String: Any]
            checked += (report["shard"] as! [String: Any])["filesChecked"] as! [String]
        }
        // Every file is checked exactly once across the shards.
        #expect(checked.count == single.summary.filesChecked)
        #expect(Set(checked).count == checked.count)

        var options = CheckOptions(paths: [], workingDirectory: directory.url.path)
        options.formats = ReportFormat.allCases.map { ReportRequest(format: $0, path: directory.url.appendingPathComponent("merged.\($0.rawValue)").path) }
        let shards = (1...count).reversed().map { "shard-\($0).json" }
        let merged = try MergeRun(reports: shards, options: options, output: RunOutput(standardError: { _ in })).run()
        #expect(merged == single)
        for format in ReportFormat.allCases {
            let expected = try String(contentsOf: directory.url.appendingPathComponent("single.\(format.rawValue)"), encoding: .utf8)
            let actual = try String(contentsOf: directory.url.appendingPathComponent("merged.\(format.rawValue)"), encoding: .utf8)
            #expect(actual == expected, "\(format.rawValue), \(count) shards")
        }
    }

    @Test("a run of many parts lists each file once, in path order, cross-screen findings with their file")
    func reportOrder() throws {
        let directory = try Self.fixture()
        _ = try Self.reports(directory, shard: nil, prefix: "single")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent("single.json"))) as! [String: Any]
        let files = (report["violations"] as! [[String: Any]]).map { ($0["file"] as! String, $0["line"] as! Int) }
        #expect(files.count > 600)
        #expect(zip(files, files.dropFirst()).allSatisfy { $0 <= $1 }, "findings in path order")
        // bulk/screen7.xml's bar differs from the folder's others: found at the end of the run,
        // reported in its place.
        let cross = (report["violations"] as! [[String: Any]]).filter { ($0["ruleId"] as! String) == "navbar-consistent-per-orientation" }
        #expect(cross.contains { ($0["file"] as! String) == "bulk/screen7.xml" })
        let checkstyle = try String(contentsOf: directory.url.appendingPathComponent("single.checkstyle"), encoding: .utf8)
        let names = checkstyle.split(separator: "\n").filter { $0.contains("<file name=") }
        #expect(Set(names.map { $0.split(separator: "\"")[1] }).count == names.count, "each file once")
    }

    @Test("merge refuses a missing, repeated or foreign shard, and the report of a whole run")
    func mergeRefusesWhatDoesNotMakeARun() throws {
        let directory = try TemporaryDirectory()
        for index in 0..<6 { try directory.write("f\(index)/s.xml", "<screen name=\"S\"><navigationBar title=\"T\"/></screen>") }
        for index in 1...3 { _ = try Self.reports(directory, shard: Shard(index: index, count: 3), prefix: "shard-\(index)") }
        _ = try Self.reports(directory, shard: Shard(index: 1, count: 2), prefix: "other")
        var whole = CheckRunTests.options(["."], in: directory)
        whole.formats = [ReportRequest(format: .json, path: directory.url.appendingPathComponent("whole.json").path)]
        _ = try CheckRunTests.run(whole, into: CheckRunTests.Captured())
        var options = CheckOptions(paths: [], workingDirectory: directory.url.path)
        options.formats = [ReportRequest(format: .json, path: directory.url.appendingPathComponent("merged.json").path)]
        func refusal(_ reports: [String]) -> String? {
            do {
                _ = try MergeRun(reports: reports, options: options, output: RunOutput(standardError: { _ in })).run()
                return nil
            } catch {
                return error.message
            }
        }
        #expect(refusal(["shard-1.json", "shard-2.json"])?.contains("shard 3/3 are missing") == true)
        #expect(refusal(["shard-1.json", "shard-2.json", "shard-2.json", "shard-3.json"])?.contains("named twice") == true)
        #expect(refusal(["shard-1.json", "shard-2.json", "other.json"])?.contains("of another run") == true)
        #expect(refusal(["whole.json"])?.contains("not of a shard") == true)
        #expect(refusal(["nothing.json"])?.contains("cannot read") == true)
        #expect(refusal(["shard-1.json", "shard-2.json", "shard-3.json"]) == nil)
    }

    @Test("merge refuses a shard of another repository or of another configuration, and says which differs")
    func mergeRefusesShardsOfAnotherRun() throws {
        /// Checks `directory` as shard `index`/3, its report written into it as `name`.
        func shard(_ directory: TemporaryDirectory, _ index: Int, as name: String) throws {
            var options = CheckRunTests.options(["."], in: directory)
            options.shard = Shard(index: index, count: 3)
            options.formats = [ReportRequest(format: .json, path: directory.url.appendingPathComponent(name).path)]
            _ = try CheckRunTests.run(options, into: CheckRunTests.Captured())
        }
        func project(extra: Bool) throws -> TemporaryDirectory {
            let directory = try TemporaryDirectory()
            for index in 0..<6 { try directory.write("f\(index)/s.xml", "<screen name=\"S\"><navigationBar title=\"T\"/></screen>") }
            if extra { try directory.write("g/s.xml", "<screen name=\"S\"><navigationBar title=\"T\"/></screen>") }
            for index in 1...3 { try shard(directory, index, as: "shard-\(index).json") }
            return directory
        }
        let here = try project(extra: false)
        // Another repository with files of the same names and one more.
        let elsewhere = try project(extra: true)
        try FileManager.default.copyItem(at: elsewhere.url.appendingPathComponent("shard-1.json"), to: here.url.appendingPathComponent("foreign-1.json"))
        // The same files under another configuration.
        try here.write(".higlint.yml", "custom_classes:\n  MyButton: button\n")
        try shard(here, 1, as: "configured-1.json")
        try FileManager.default.removeItem(at: here.url.appendingPathComponent(".higlint.yml"))
        var options = CheckOptions(paths: [], workingDirectory: here.url.path)
        options.formats = [ReportRequest(format: .json, path: here.url.appendingPathComponent("merged.json").path)]
        let foreign = Self.refusal(["foreign-1.json", "shard-2.json", "shard-3.json"], options: options)
        #expect(foreign?.message.contains("of another run than foreign-1.json") == true, "\(String(describing: foreign))")
        #expect(foreign?.message.contains("another set of files") == true, "\(String(describing: foreign))")
        #expect(foreign?.exitStatus == ExitStatus.usageOrInputError)
        let configured = Self.refusal(["configured-1.json", "shard-2.json", "shard-3.json"], options: options)
        #expect(configured?.message.contains("another configuration") == true, "\(String(describing: configured))")
        #expect(Self.refusal(["shard-1.json", "shard-2.json", "shard-3.json"], options: options) == nil)
    }

    /// Two shards of a run over six folders, `shard-1.json` and `shard-2.json`, and the options
    /// of a merge in their folder.
    static func twoShards() throws -> (directory: TemporaryDirectory, options: CheckOptions) {
        let directory = try TemporaryDirectory()
        for index in 0..<16 { try directory.write("f\(index)/s.xml", "<screen name=\"S\"><alert title=\"Sync Complete\"/></screen>") }
        for index in 1...2 {
            var check = CheckRunTests.options(["."], in: directory)
            check.shard = Shard(index: index, count: 2)
            check.formats = [ReportRequest(format: .json, path: directory.url.appendingPathComponent("shard-\(index).json").path)]
            let outcome = try CheckRunTests.run(check, into: CheckRunTests.Captured())
            try #require(outcome.summary.filesChecked > 0 && outcome.summary.violations > 0, "each shard checks files with findings")
        }
        var options = CheckOptions(paths: [], workingDirectory: directory.url.path)
        options.formats = [ReportRequest(format: .json, path: directory.url.appendingPathComponent("merged.json").path)]
        return (directory, options)
    }

    /// The refusal of a merge of `reports`, or nil when it merges.
    static func refusal(_ reports: [String], options: CheckOptions) -> HigLintError? {
        do {
            _ = try MergeRun(reports: reports, options: options, output: RunOutput(standardError: { _ in })).run()
            return nil
        } catch {
            return error
        }
    }

    /// Rewrites a shard's report with `change` applied to its JSON object.
    static func edit(_ directory: TemporaryDirectory, _ name: String, _ change: (inout [String: Any]) -> Void) throws {
        let url = directory.url.appendingPathComponent(name)
        var report = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as! [String: Any]
        change(&report)
        try JSONSerialization.data(withJSONObject: report, options: [.prettyPrinted, .sortedKeys]).write(to: url)
    }

    static func editShard(_ directory: TemporaryDirectory, _ name: String, _ key: String, _ value: Any) throws {
        try edit(directory, name) { report in
            var shard = report["shard"] as! [String: Any]
            shard[key] = value
            report["shard"] = shard
        }
    }

    @Test("merge refuses a shard whose count or index is out of range, at its position, briefly, exit 2",
          arguments: [("count", 0), ("count", -1), ("count", 1_000_000_000_000_000), ("count", 30_000_000), ("index", 7), ("index", 0), ("index", -3)])
    func shardNumbersOutOfRange(key: String, value: Int) throws {
        let (directory, options) = try Self.twoShards()
        try Self.editShard(directory, "shard-1.json", key, value)
        // Alone, and beside a shard of the run it claims to belong to.
        for reports in [["shard-1.json"], ["shard-1.json", "shard-2.json"]] {
            let error = Self.refusal(reports, options: options)
            #expect(error?.exitStatus == 2)
            let message = error?.message ?? "no error"
            #expect(message.range(of: #"shard-1\.json:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil, "\(message)")
            #expect(message.contains("\(value)"), "\(message)")
            #expect(message.utf8.count < 400, "\(message.prefix(400))")
        }
    }

    @Test("merge of a large count names how many shards are missing and the first few, not every one")
    func manyMissingShards() throws {
        let (directory, options) = try Self.twoShards()
        let count = 10_000  // the largest count a merge takes
        try Self.editShard(directory, "shard-1.json", "count", count)
        try Self.editShard(directory, "shard-2.json", "count", count)
        let message = Self.refusal(["shard-1.json", "shard-2.json"], options: options)?.message ?? "no error"
        #expect(message.contains("\(count - 2) shards are missing"), "\(message.prefix(400))")
        #expect(message.contains("3/\(count)"), "\(message.prefix(400))")
        #expect(message.utf8.count < 400, "\(message.prefix(400))")
    }

    @Test("merge refuses shards of another version, overlapping files, ill-typed or ill-formed fields")
    func shardFieldsValidated() throws {
        typealias Change = (TemporaryDirectory) throws -> Void
        let cases: [(String, Change, String)] = [
            ("version", { try Self.edit($0, "shard-1.json") { $0["tool"] = ["name": "higlint", "version": "0.0.1"] } }, "0.0.1"),
            ("overlap", { directory in
                let other = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.url.appendingPathComponent("shard-2.json"))) as! [String: Any]
                let theirs = (other["shard"] as! [String: Any])["filesChecked"] as! [String]
                try Self.edit(directory, "shard-1.json") { report in
                    var shard = report["shard"] as! [String: Any]
                    shard["filesChecked"] = ((shard["filesChecked"] as! [String]) + [theirs[0]]).sorted()
                    report["shard"] = shard
                }
            }, "both"),
            ("repeated", { directory in
                try Self.edit(directory, "shard-1.json") { report in
                    var shard = report["shard"] as! [String: Any]
                    let files = shard["filesChecked"] as! [String]
                    shard["filesChecked"] = [files[0]] + files
                    report["shard"] = shard
                }
            }, "twice"),
            ("type", { try Self.editShard($0, "shard-1.json", "filesChecked", [42]) }, "filesChecked"),
            ("empty path", { try Self.editShard($0, "shard-1.json", "filesChecked", [""]) }, "filesChecked"),
            ("baselined", { try Self.editShard($0, "shard-1.json", "baselined", -5) }, "-5"),
            ("rule", { try Self.edit($0, "shard-1.json") { report in
                var violations = report["violations"] as! [[String: Any]]
                violations[0]["ruleId"] = "no-such-rule"
                report["violations"] = violations
            } }, "no-such-rule"),
            ("line", { try Self.edit($0, "shard-1.json") { report in
                var violations = report["violations"] as! [[String: Any]]
                violations[0]["line"] = -1
                report["violations"] = violations
            } }, "-1"),
            ("strict", { try Self.editShard($0, "shard-1.json", "strict", true) }, "another run"),
            ("long path", { try Self.editShard($0, "shard-1.json", "filesChecked", [String(repeating: "../", count: 200_000) + "x.xml"]) }, "outside the project"),
        ]
        for (name, change, expected) in cases {
            let (directory, options) = try Self.twoShards()
            try change(directory)
            let error = Self.refusal(["shard-1.json", "shard-2.json"], options: options)
            #expect(error?.exitStatus == 2, "\(name)")
            let message = error?.message ?? "no error"
            #expect(message.contains("shard-1.json"), "\(name): \(message.prefix(400))")
            #expect(message.contains(expected), "\(name): \(message.prefix(400))")
            #expect(message.utf8.count < 600, "\(name): \(message.prefix(600))")
            #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("merged.json").path), "\(name): nothing merged")
        }
    }

    @Test("merge names a FIFO, a device and a folder for what they are, exit 2")
    func mergeOfSpecialFiles() throws {
        let (directory, options) = try Self.twoShards()
        #expect(mkfifo(directory.url.appendingPathComponent("pipe.json").path, 0o644) == 0)
        for (name, kind) in [("pipe.json", "FIFO"), ("/dev/zero", "device"), ("f1", "folder")] {
            let error = Self.refusal([name, "shard-2.json"], options: options)
            #expect(error?.exitStatus == 2, "\(name)")
            #expect(error?.message.contains(kind) == true, "\(name): \(error?.message ?? "no error")")
            #expect(error?.message.contains("permission") == false, "\(name): \(error?.message ?? "no error")")
        }
    }

    @Test("K/N parses only with 1 ≤ K ≤ N")
    func parsing() {
        #expect(Shard(parsing: "2/3") == Shard(index: 2, count: 3))
        for text in ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "-1/2", ""] { #expect(Shard(parsing: text) == nil, "\(text)") }
    }
}
