import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// One project, one answer: checked from its root, from a subfolder (paths going up), from outside
/// it (an absolute path) and through `--staged` as the pre-commit hook runs it, with a nested
/// configuration, a baseline and ignore entries, every machine report is the same bytes and the
/// exit status the same.
@Suite(.requires(.tool("git")))
struct SameAnswerEverywhereTests {
    static let machineFormats = ["json", "sarif", "github", "checkstyle", "junit", "markdown"]

    static func toolbar(items: Int) -> String {
        "<screen name=\"x\"><toolbar>" + String(repeating: "<barButtonItem systemItem=\"undo\"/>", count: items) + "</toolbar></screen>\n"
    }
    static let alertWithoutButton = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>\n"

    /// The project, every file staged: the root's configuration lowers the toolbar limit to four,
    /// names a baseline (which holds `App/old.xml`'s alert) and silences `App/ignored.xml`'s alert;
    /// `App/` makes the toolbar rule an error. `App/a.xml` then fails the run, `b.xml` warns.
    static func project() throws -> GitRepository {
        let repository = try GitRepository()
        try repository.write(".higlint.yml", "toolbar-item-count: { max: 4 }\n")
        try repository.write("App/.higlint.yml", "toolbar-item-count: { severity: error }\n")
        try repository.write("App/old.xml", alertWithoutButton)
        let written = try repository.higlint("check", ".", "--write-baseline", "higlint-baseline.json", "--no-progress")
        try #require(written.status == 0, "\(written.stderr)")
        try repository.write(".higlint.yml", """
            toolbar-item-count: { max: 4 }
            baseline: higlint-baseline.json
            ignore: [{ file: App/ignored.xml, rules: [alert-button-count] }]

            """)
        try repository.write("App/a.xml", toolbar(items: 5))
        try repository.write("App/ignored.xml", alertWithoutButton)
        try repository.write("b.xml", toolbar(items: 5))
        try repository.git("add", "-A")
        return repository
    }

    @Test("root, subfolder, outside, --staged at the root and in a subfolder: the same bytes in every machine format, the same exit status")
    func sameAnswerEverywhere() throws {
        let repository = try Self.project()
        let out = try TemporaryDirectory()
        let root = repository.url
        let places: [(label: String, folder: URL, arguments: [String])] = [
            ("root", root, ["."]),
            ("subfolder", root.appendingPathComponent("App"), [".."]),
            ("outside", out.url, [root.path]),
            ("staged", root, ["--staged"]),
            ("staged-subfolder", root.appendingPathComponent("App"), ["--staged"]),
        ]
        var reports: [String: [String: Data]] = [:]
        for place in places {
            let formats = Self.machineFormats.flatMap { ["--format", "\($0):\(out.url.path)/\(place.label).\($0)"] }
            let run = try BinaryRun.run(["check"] + place.arguments + formats + ["--no-progress"], in: place.folder)
            #expect(run.status == 1, "\(place.label): \(run.stderr)")
            for format in Self.machineFormats {
                reports[format, default: [:]][place.label] = try Data(contentsOf: out.url.appendingPathComponent("\(place.label).\(format)"))
            }
        }
        // The shards of the run from two folders, merged in a subfolder (the reports lie outside the project).
        for (index, folder) in [root, root.appendingPathComponent("App")].enumerated() {
            let shard = try BinaryRun.run(["check", index == 0 ? "." : "..", "--shard", "\(index + 1)/2", "--format", "json:\(out.url.path)/shard-\(index + 1).json",
                                           "--no-progress"], in: folder)
            #expect(shard.status != 2, "\(shard.stderr)")
        }
        let formats = Self.machineFormats.flatMap { ["--format", "\($0):\(out.url.path)/merged.\($0)"] }
        let merge = try BinaryRun.run(["merge", "\(out.url.path)/shard-1.json", "\(out.url.path)/shard-2.json"] + formats, in: root.appendingPathComponent("App"))
        #expect(merge.status == 1, "merged: \(merge.stderr)")
        for format in Self.machineFormats {
            reports[format]!["merged"] = try Data(contentsOf: out.url.appendingPathComponent("merged.\(format)"))
        }
        for format in Self.machineFormats {
            let byPlace = reports[format]!
            for place in places.dropFirst().map(\.label) + ["merged"] {
                let text = { (data: Data?) in String(decoding: data ?? Data(), as: UTF8.self) }
                #expect(byPlace[place] == byPlace["root"],
                        "\(format) from \(place) differs from the root's:\n\(text(byPlace[place]))\n---\n\(text(byPlace["root"]))")
            }
        }
        // What the reports say: the nested severity, the ignore entry and the baseline at work.
        let json = try #require(try JSONSerialization.jsonObject(with: reports["json"]!["root"]!) as? [String: Any])
        let findings = (json["violations"] as? [[String: Any]] ?? []).map { "\($0["file"]!) \($0["ruleId"]!) \($0["severity"]!)" }.sorted()
        #expect(findings == ["App/a.xml toolbar-item-count error", "b.xml toolbar-item-count warning"])
    }

    @Test("the text report keeps typed paths but the same findings and exit status from everywhere")
    func textFromEverywhere() throws {
        let repository = try Self.project()
        let fromRoot = try BinaryRun.run(["check", ".", "--no-progress"], in: repository.url)
        let fromApp = try BinaryRun.run(["check", "..", "--no-progress"], in: repository.url.appendingPathComponent("App"))
        #expect(fromRoot.status == 1 && fromApp.status == 1)
        #expect(fromRoot.stdout.contains("App/a.xml:1:"), "\(fromRoot.stdout)")
        #expect(fromApp.stdout.contains("a.xml:1:") && fromApp.stdout.contains("../b.xml:1:"), "\(fromApp.stdout)")
        #expect(!fromApp.stdout.contains("alert-button-count"), "\(fromApp.stdout)")
    }
}
