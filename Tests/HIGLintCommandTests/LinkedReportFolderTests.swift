import Foundation
import Testing
import TestSupport

/// A file higlint writes where the user names it (a report, a drawing, a baseline, a converted
/// description, a merge's report) is judged by its whole path: a symbolic link committed in the
/// repository, in any folder of a relative path, must not make a CI run write outside it. The
/// path as written and the path resolved must agree about lying inside the project.
@Suite struct LinkedReportFolderTests {
    /// A repository with a screen, and a folder outside it whose file must stay untouched.
    final class Setup {
        let project: TemporaryDirectory
        let outside: TemporaryDirectory

        init() throws {
            project = try TemporaryDirectory()
            outside = try TemporaryDirectory()
            try FileManager.default.createDirectory(at: project.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try project.write("a.screen.xml", "<screen name=\"A\"><alert title=\"Sync Complete\"/></screen>\n")
            try outside.write("sub/keep.txt", "keep me\n")
            try outside.write("keep.txt", "keep me\n")
            try link("out", to: outside.url.path)
            try FileManager.default.createDirectory(at: project.url.appendingPathComponent("reports"), withIntermediateDirectories: true)
            try link("reports/up", to: outside.url.path)
            try link("gone", to: outside.url.appendingPathComponent("missing").path)
            try link("inner", to: outside.url.appendingPathComponent("sub").path)
            try link("devices", to: "/dev")
        }

        func link(_ name: String, to target: String) throws {
            try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent(name).path, withDestinationPath: target)
        }

        /// Everything in the outside folder, so that a test sees any file that appeared there.
        func outsideContents() throws -> [String] {
            try FileManager.default.subpathsOfDirectory(atPath: outside.url.path).sorted()
        }
    }

    /// Report paths through a committed link that leads out: the linked folder itself, a link two
    /// folders above the file, a dangling link, and `..` after a link (which the system takes from
    /// the link's target, not from the folder that holds the link), and a link to the devices,
    /// which are written directly when named, never through a committed link.
    static let linkedPaths = ["out/keep.txt", "out/new.json", "reports/up/sub/keep.txt", "gone/new.json", "inner/../keep.txt", "inner/../new.json",
                              "devices/null"]

    /// Each way higlint writes a file the user names, with `PATH` standing for the path.
    static let writers: [[String]] = [
        ["check", "a.screen.xml", "--format", "json:PATH"],
        ["check", "a.screen.xml", "--format", "sarif", "--output", "PATH"],
        ["check", "a.screen.xml", "--write-baseline", "PATH"],
        ["draw", "a.screen.xml", "--output", "PATH"],
        ["convert", "a.screen.xml", "--to", "json", "--output", "PATH"],
        ["init", "--output", "PATH", "--force"],
        ["merge", "shard.json", "--format", "json:PATH"],
    ]

    static func arguments(_ writer: [String], _ path: String) -> [String] {
        writer.map { $0 == "PATH" ? path : $0.replacingOccurrences(of: ":PATH", with: ":" + path) } + ["--no-progress"].filter { _ in writer[0] == "check" }
    }

    @Test("a report path whose folder is a committed link out of the project is refused, exit 2, and nothing is written there",
          arguments: writers)
    func linkedFolderRefused(writer: [String]) throws {
        let setup = try Setup()
        if writer[0] == "merge" {
            let shard = try BinaryRun.run(["check", "a.screen.xml", "--shard", "1/1", "--format", "json:shard.json", "--no-progress"], in: setup.project.url)
            #expect(shard.status != 2, "\(shard.stderr)")
        }
        let before = try setup.outsideContents()
        for path in Self.linkedPaths {
            let run = try BinaryRun.run(Self.arguments(writer, path), in: setup.project.url)
            #expect(run.status == 2, "\(writer) \(path): \(run.status) \(run.stderr)")
            #expect(run.stderr.contains("\(path) is not written: ") && run.stderr.contains("outside the project"), "\(writer) \(path): \(run.stderr)")
        }
        #expect(try setup.outsideContents() == before)
        #expect(try String(contentsOf: setup.outside.url.appendingPathComponent("keep.txt"), encoding: .utf8) == "keep me\n")
        #expect(try String(contentsOf: setup.outside.url.appendingPathComponent("sub/keep.txt"), encoding: .utf8) == "keep me\n")
    }

    @Test("a refused report path stops the run before any report is written, even one named before it")
    func refusedBeforeAnythingIsWritten() throws {
        let setup = try Setup()
        let run = try BinaryRun.run(["check", "a.screen.xml", "--format", "json:first.json", "--format", "sarif:out/new.sarif", "--no-progress"],
                                    in: setup.project.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: setup.project.url.appendingPathComponent("first.json").path))
        let leftOver = try FileManager.default.contentsOfDirectory(atPath: setup.project.url.path).filter { $0.contains(".higlint-") }
        #expect(leftOver.isEmpty, "\(leftOver)")
    }

    @Test("a refused --write-baseline stops the run before the report on standard output")
    func refusedBaselineBeforeTheReport() throws {
        let setup = try Setup()
        let run = try BinaryRun.run(["check", "a.screen.xml", "--write-baseline", "out/baseline.json", "--format", "json", "--no-progress"],
                                    in: setup.project.url)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stdout.isEmpty, "\(run.stdout)")
        #expect(run.stderr.contains("out/baseline.json is not written: "), "\(run.stderr)")
    }

    @Test("`..` after a link that stays inside the project: the path as written and as the system resolves it must agree")
    func dotDotAfterLinkInside() throws {
        let outer = try TemporaryDirectory()
        let project = outer.url.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try outer.write("project/a.screen.xml", "<screen name=\"A\"/>\n")
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("here").path, withDestinationPath: ".")
        // As written, `here/..` is the project; the system takes `..` from the link's target, the project, so its parent.
        let run = try BinaryRun.run(["check", "a.screen.xml", "--format", "json:here/../new.json", "--no-progress"], in: project)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("here/../new.json is not written: its symbolic links and `..` lead it outside the project"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outer.url.appendingPathComponent("new.json").path))
        let inside = try BinaryRun.run(["check", "a.screen.xml", "--format", "json:here/here/new.json", "--no-progress"], in: project)
        #expect(inside.status == 0, "\(inside.stderr)")
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent("new.json").path))
    }

    @Test("links that stay inside the project, and a path outside it named with no link, are still written")
    func linksInsideAndPlainPathsOutsideWritten() throws {
        let setup = try Setup()
        try FileManager.default.createDirectory(at: setup.project.url.appendingPathComponent("build/reports"), withIntermediateDirectories: true)
        try setup.link("latest", to: "build/reports")
        try setup.link("reports/here", to: "../build")
        let outsideFile = setup.outside.url.appendingPathComponent("sub/plain.json").path
        // A link of the machine's own, outside any repository and the working directory (`/tmp` on a Mac), in a path typed whole.
        try FileManager.default.createSymbolicLink(atPath: setup.outside.url.appendingPathComponent("alias").path,
                                                   withDestinationPath: setup.outside.url.appendingPathComponent("sub").path)
        let throughAlias = setup.outside.url.appendingPathComponent("alias/aliased.json").path
        for (path, written) in [("latest/r.json", "build/reports/r.json"), ("reports/here/reports/s.json", "build/reports/s.json"),
                                ("latest/../t.json", "build/t.json"), (outsideFile, outsideFile),
                                (throughAlias, setup.outside.url.appendingPathComponent("sub/aliased.json").path)] {
            let run = try BinaryRun.run(["check", "a.screen.xml", "--format", "json:" + path, "--no-progress"], in: setup.project.url)
            #expect(run.status == 1, "\(path): \(run.stderr)")
            let file = written.hasPrefix("/") ? written : setup.project.url.appendingPathComponent(written).path
            #expect(FileManager.default.fileExists(atPath: file), "\(path) is written at \(written)")
        }
    }
}
