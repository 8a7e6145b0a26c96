import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// One answer wherever higlint runs: in a small git repository, the same files checked from its
/// root, from a subfolder and from outside it give the same findings and the same report bytes,
/// with every path relative to the repository's root; a baseline written at the root matches
/// from anywhere.
@Suite struct ProjectRootCommandTests {
    /// `repo/` (a git repository) with a screen in `App/Base.lproj/` and a folder of icon files,
    /// `Icons/`, whose finding is about the folder; reports go to `out/`, beside the repository.
    struct Fixture {
        let directory: TemporaryDirectory
        var repository: URL { directory.url.appendingPathComponent("repo") }
        var out: URL { directory.url.appendingPathComponent("out") }

        init() throws {
            directory = try TemporaryDirectory()
            try directory.write("repo/App/Base.lproj/a.screen.xml", """
                <screen name="A">
                <button title="Go" x="0" y="0" width="30" height="30"/>
                </screen>

                """)
            try directory.write("repo/Icons/Icon.png", PNGFixture.rgb(width: 57, height: 57))
            try directory.write("repo/Icons/Icon-60@2x.png", PNGFixture.rgb(width: 120, height: 120))
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let initialized = try ExternalTool.run("git", ["init", "-q", repository.path])
            try #require(initialized.status == 0, "\(initialized.output)")
        }

        /// The real path of the repository, as the reports' root URI gives it.
        var realRepository: String { ProjectBoundary.realPath(repository.path)! }
    }

    /// The ways to name the same files: from the root, from a subfolder, from outside the repository.
    static let places: [(label: String, folder: String, paths: [String])] = [
        ("root", "repo", ["App", "Icons"]),
        ("subfolder", "repo/App", [".", "../Icons"]),
        ("outside", "", ["repo/App", "repo/Icons"]),
    ]

    static let machineFormats = ["json", "sarif", "github", "checkstyle", "junit", "markdown"]

    @Test("from the root, a subfolder and outside the repository, every machine report is the same bytes, with root-relative paths",
          .requires(.tool("git")))
    func sameReportsFromEveryFolder() throws {
        let fixture = try Fixture()
        var reports: [String: [String: Data]] = [:]
        for place in Self.places {
            let formats = Self.machineFormats.flatMap { ["--format", "\($0):\(fixture.out.path)/\(place.label).\($0)"] }
            let run = try BinaryRun.run(["check"] + place.paths + formats + ["--no-progress"],
                                        in: fixture.directory.url.appendingPathComponent(place.folder))
            #expect(run.status == 0, "\(place.label): \(run.stderr)")
            for format in Self.machineFormats {
                reports[format, default: [:]][place.label] = try Data(contentsOf: fixture.out.appendingPathComponent("\(place.label).\(format)"))
            }
        }
        for format in Self.machineFormats {
            let byPlace = reports[format]!
            #expect(byPlace["subfolder"] == byPlace["root"], "\(format): the report from a subfolder differs from the root's")
            #expect(byPlace["outside"] == byPlace["root"], "\(format): the report from outside the repository differs from the root's")
        }
        let json = String(decoding: reports["json"]!["root"]!, as: UTF8.self)
        #expect(json.contains("\"file\" : \"App/Base.lproj/a.screen.xml\""))
        // A finding about a folder names the folder, as a folder.
        #expect(json.contains("\"file\" : \"Icons/\""))
        let github = String(decoding: reports["github"]!["root"]!, as: UTF8.self)
        #expect(github.contains("file=App/Base.lproj/a.screen.xml,line=2"))
    }

    @Test("SARIF: artifact locations under %SRCROOT%, which originalUriBaseIds gives as the root's URI; a folder's URI ends with /; valid SARIF",
          .requires(.tool("git")), .requires(.tool("check-jsonschema")), .requires(.shared("schemas/sarif-schema-2.1.0.json")))
    func sarifFromASubfolder() throws {
        let fixture = try Fixture()
        let sarifPath = fixture.out.appendingPathComponent("r.sarif").path
        let run = try BinaryRun.run(["check", "a.screen.xml", "../../Icons", "--format", "sarif:" + sarifPath, "--no-progress"],
                                    in: fixture.repository.appendingPathComponent("App/Base.lproj"))
        #expect(run.status == 0, "\(run.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarifPath))) as? [String: Any])
        let sarifRun = try #require((log["runs"] as? [[String: Any]])?.first)
        let bases = try #require(sarifRun["originalUriBaseIds"] as? [String: [String: String]])
        #expect(bases["%SRCROOT%"]?["uri"] == "file://" + fixture.realRepository + "/")
        let locations = (sarifRun["results"] as? [[String: Any]] ?? []).compactMap {
            (($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String]
        }
        #expect(Set(locations.compactMap { $0["uri"] }) == ["App/Base.lproj/a.screen.xml", "Icons/"])
        #expect(locations.allSatisfy { $0["uriBaseId"] == "%SRCROOT%" })
        let schema = TestPaths.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json")
        let valid = try ExternalTool.run("check-jsonschema", ["--schemafile", schema.path, sarifPath])
        #expect(valid.status == 0, "\(valid.output)")
    }

    @Test("shards run from different folders split the files alike and merge into the single run's reports, byte for byte",
          .requires(.tool("git")))
    func shardsFromDifferentFolders() throws {
        let fixture = try Fixture()
        let out = fixture.out.path
        let single = try BinaryRun.run(["check", "App", "Icons", "--format", "json:\(out)/single.json", "--format", "sarif:\(out)/single.sarif",
                                        "--no-progress"], in: fixture.repository)
        #expect(single.status == 0, "\(single.stderr)")
        for (index, place) in Self.places.enumerated() where index < 2 {
            let run = try BinaryRun.run(["check"] + place.paths + ["--shard", "\(index + 1)/2", "--format", "json:\(out)/shard-\(index + 1).json",
                                        "--no-progress"], in: fixture.directory.url.appendingPathComponent(place.folder))
            #expect(run.status == 0, "\(place.label): \(run.stderr)")
        }
        let merge = try BinaryRun.run(["merge", "\(out)/shard-1.json", "\(out)/shard-2.json", "--format", "json:\(out)/merged.json",
                                       "--format", "sarif:\(out)/merged.sarif"], in: fixture.repository.appendingPathComponent("App"))
        #expect(merge.status == 0, "\(merge.stderr)")
        for format in ["json", "sarif"] {
            let expected = try Data(contentsOf: fixture.out.appendingPathComponent("single.\(format)"))
            let merged = try Data(contentsOf: fixture.out.appendingPathComponent("merged.\(format)"))
            #expect(merged == expected, "\(format): the merge differs from the single run")
        }
    }

    @Test("shards merge into the single run's reports when ignore entries silence something in one shard and nothing in any",
          .requires(.tool("git")))
    func shardsWithIgnoreEntries() throws {
        let fixture = try Fixture()
        let out = fixture.out.path
        // One entry silences a finding of App/ (one shard), one names a file that holds nothing to silence.
        try fixture.directory.write("repo/.higlint.yml", """
            ignore:
              - { file: App/Base.lproj/a.screen.xml, rules: [hit-target-size] }
              - { file: App/Base.lproj/a.screen.xml, rules: [toolbar-item-count] }

            """)
        let single = try BinaryRun.run(["check", ".", "--format", "json:\(out)/single.json", "--no-progress"], in: fixture.repository)
        #expect(single.status == 0, "\(single.stderr)")
        let singleReport = try String(contentsOf: fixture.out.appendingPathComponent("single.json"), encoding: .utf8)
        #expect(singleReport.contains("ignore entry for toolbar-item-count silences nothing"), "\(singleReport)")
        #expect(!singleReport.contains("ignore entry for hit-target-size"), "\(singleReport)")
        for index in 1...2 {
            let run = try BinaryRun.run(["check", ".", "--shard", "\(index)/2", "--format", "json:\(out)/shard-\(index).json", "--no-progress"],
                                        in: fixture.repository)
            #expect(run.status == 0, "\(run.stderr)")
        }
        let merge = try BinaryRun.run(["merge", "\(out)/shard-1.json", "\(out)/shard-2.json", "--format", "json:\(out)/merged.json"],
                                      in: fixture.repository)
        #expect(merge.status == 0, "\(merge.stderr)")
        let merged = try String(contentsOf: fixture.out.appendingPathComponent("merged.json"), encoding: .utf8)
        #expect(merged == singleReport, "the merge differs from the single run")
    }

    @Test("with --strict-baseline, a shard reports fixed only the entries of its own part, and the shards merge into the single run",
          .requires(.tool("git")))
    func shardsWithStrictBaseline() throws {
        let fixture = try Fixture()
        let out = fixture.out.path
        let write = try BinaryRun.run(["check", ".", "--write-baseline", "\(out)/baseline.json", "--no-progress"], in: fixture.repository)
        #expect(write.status == 0, "\(write.stderr)")
        // The screen's finding is fixed; the icon folder's stays.
        try fixture.directory.write("repo/App/Base.lproj/a.screen.xml", """
            <screen name="A">
            <button title="Go" x="0" y="0" width="44" height="44"/>
            </screen>

            """)
        let options = ["--baseline", "\(out)/baseline.json", "--strict-baseline", "--no-progress"]
        let single = try BinaryRun.run(["check", ".", "--format", "json:\(out)/single.json"] + options, in: fixture.repository)
        let singleReport = try String(contentsOf: fixture.out.appendingPathComponent("single.json"), encoding: .utf8)
        #expect(singleReport.contains("baseline-fixed"), "\(single.stderr)")
        var fixedInShards = 0
        for index in 1...2 {
            _ = try BinaryRun.run(["check", ".", "--shard", "\(index)/2", "--format", "json:\(out)/shard-\(index).json"] + options,
                                  in: fixture.repository)
            let shard = try String(contentsOf: fixture.out.appendingPathComponent("shard-\(index).json"), encoding: .utf8)
            fixedInShards += shard.components(separatedBy: "\"ruleId\" : \"baseline-fixed\"").count - 1
        }
        #expect(fixedInShards == singleReport.components(separatedBy: "\"ruleId\" : \"baseline-fixed\"").count - 1)
        _ = try BinaryRun.run(["merge", "\(out)/shard-1.json", "\(out)/shard-2.json", "--format", "json:\(out)/merged.json"],
                              in: fixture.repository)
        let merged = try String(contentsOf: fixture.out.appendingPathComponent("merged.json"), encoding: .utf8)
        #expect(merged == singleReport, "the merge differs from the single run")
    }

    @Test("the text report keeps the paths as typed", .requires(.tool("git")))
    func textKeepsTypedPaths() throws {
        let fixture = try Fixture()
        let run = try BinaryRun.run(["check", "a.screen.xml", "--no-progress"], in: fixture.repository.appendingPathComponent("App/Base.lproj"))
        #expect(run.stdout.hasPrefix("a.screen.xml:2:1: warning:"), "\(run.stdout)")
    }

    @Test("a baseline written at the root matches from a subfolder and from outside the repository", .requires(.tool("git")))
    func baselineFromAnyFolder() throws {
        let fixture = try Fixture()
        let write = try BinaryRun.run(["check", ".", "--write-baseline", "higlint-baseline.json", "--no-progress"], in: fixture.repository)
        #expect(write.status == 0, "\(write.stderr)")
        let written = try String(contentsOf: fixture.repository.appendingPathComponent("higlint-baseline.json"), encoding: .utf8)
        #expect(written.contains("\"file\" : \"App/Base.lproj/a.screen.xml\""))
        #expect(written.contains("\"version\" : 2"))
        let fromSubfolder = try BinaryRun.run(["check", ".", "--baseline", "../higlint-baseline.json", "--no-progress"],
                                              in: fixture.repository.appendingPathComponent("App"))
        #expect(fromSubfolder.status == 0)
        #expect(fromSubfolder.stdout.contains("no violations (1 more in the baseline)"), "\(fromSubfolder.stdout)")
        let fromOutside = try BinaryRun.run(["check", "repo", "--baseline", "repo/higlint-baseline.json", "--strict-baseline", "--no-progress"],
                                            in: fixture.directory.url)
        #expect(fromOutside.status == 0, "\(fromOutside.stdout)")
        #expect(!fromOutside.stdout.contains("baseline-fixed"))
    }

    @Test("a baseline of version 1, whose paths are relative to where it was written, still matches there", .requires(.tool("git")))
    func versionOneBaseline() throws {
        let fixture = try Fixture()
        try fixture.directory.write("repo/App/old-baseline.txt", """
            {
              "version" : 1,
              "violations" : [
                { "elementPath" : "screen[A]/button[Go]", "file" : "Base.lproj/a.screen.xml", "message" : "", "ruleId" : "hit-target-size" }
              ]
            }

            """)
        let run = try BinaryRun.run(["check", "Base.lproj", "--baseline", "old-baseline.txt", "--strict-baseline", "--no-progress"],
                                    in: fixture.repository.appendingPathComponent("App"))
        #expect(run.status == 0, "\(run.stdout)")
        #expect(run.stdout.contains("(1 more in the baseline)"), "\(run.stdout)")
    }

    @Test("--output without --format takes the format from the extension; .xml and an unknown one are usage errors")
    func outputExtension() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\"><button title=\"Go\" x=\"0\" y=\"0\" width=\"30\" height=\"30\"/></screen>\n")
        for (name, start) in [("r.json", "{"), ("r.sarif", "{"), ("r.md", "#"), ("r.html", "<!DOCTYPE html>"), ("r.txt", "a.screen.xml:1:")] {
            let run = try BinaryRun.run(["check", "a.screen.xml", "--output", name, "--no-progress"], in: directory.url)
            #expect(run.status == 0, "\(name): \(run.stderr)")
            let written = try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
            #expect(written.hasPrefix(start), "\(name) starts \(written.prefix(40))")
        }
        let sarif = try String(contentsOf: directory.url.appendingPathComponent("r.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"version\" : \"2.1.0\""))
        let xml = try BinaryRun.run(["check", "a.screen.xml", "--output", "r.xml"], in: directory.url)
        #expect(xml.status == 2)
        #expect(xml.stderr.contains("--format checkstyle|junit"), "\(xml.stderr)")
        let unknown = try BinaryRun.run(["check", "a.screen.xml", "--output", "r.csv"], in: directory.url)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains(".csv") && unknown.stderr.contains(".sarif") && unknown.stderr.contains("--format"), "\(unknown.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("r.xml").path))
    }
}
