import Foundation
import Testing
import TestSupport

/// Swift files read by `higlint-swift-reader` in a user's run: found beside `higlint` (through a
/// link to it, too), and when it is missing, the Swift files are said once not to have been read,
/// every other finding stays, and the run exits 3.
@Suite struct SwiftReaderCommandTests {
    static let swift = """
        import UIKit
        func showEmpty() {
            let alert = UIAlertController(title: "No results found", message: "Try another word.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
        }
        """

    /// A folder with one Swift file that builds an alert and one screen description with a finding.
    static func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Search.swift", swift)
        try directory.write("Model.swift", "struct Model { let name: String }\n")
        try directory.write("toolbar.screen.xml", try String(contentsOf: TestPaths.sampleScreens.appendingPathComponent("sketchpad-toolbar.screen.xml"), encoding: .utf8))
        return directory
    }

    static let swiftFinding = "Alert title \"No results found\""
    static let xmlFinding = "[toolbar-item-count]"

    @Test("the reader beside higlint reads the Swift file; the file without an alert API is passed over")
    func readBeside() throws {
        let directory = try Self.project()
        let run = try BinaryRun.run(["check", ".", "--no-progress"], in: directory.url)
        #expect(run.stdout.contains(Self.swiftFinding), "\(run.stdout)")
        #expect(run.stdout.contains(Self.xmlFinding))
        #expect(!run.stderr.contains("not read"), "\(run.stderr)")
        #expect(run.status != 3)
    }

    @Test("higlint started through a link finds the reader beside its real path")
    func throughALink() throws {
        let directory = try Self.project()
        let link = directory.url.appendingPathComponent("bin/higlint")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: TestPaths.binary)
        let run = try BinaryRun.run(["check", "Search.swift"], in: directory.url, executable: link)
        #expect(run.stdout.contains(Self.swiftFinding), "\(run.stdout)\(run.stderr)")
    }

    @Test("without the reader: the Swift files are said once not to have been read, the other findings stay, exit 3")
    func notInstalled() throws {
        let directory = try Self.project()
        try directory.write("More.swift", Self.swift)
        let alone = directory.url.appendingPathComponent("bin/higlint")
        try FileManager.default.createDirectory(at: alone.deletingLastPathComponent(), withIntermediateDirectories: true)
        // A hard link is a second name of its own, real path included (a copy open for writing
        // while a test elsewhere starts a process could not be run: "text file busy").
        try FileManager.default.linkItem(at: TestPaths.binary, to: alone)
        let run = try BinaryRun.run(["check", ".", "--no-progress"], in: directory.url, executable: alone)
        #expect(run.status == 3, "\(run.stderr)")
        #expect(run.stdout.contains(Self.xmlFinding))
        #expect(!run.stdout.contains("Search.swift"))
        let said = run.stderr.components(separatedBy: "\n").filter { $0.contains("not read") }
        #expect(said == ["higlint: warning: 2 Swift files build alerts and were not read: higlint-swift-reader is not installed beside higlint; build it with `swift build -c release --product higlint-swift-reader`"], "\(run.stderr)")
        let verbose = try BinaryRun.run(["check", ".", "--verbose", "--no-progress"], in: directory.url, executable: alone)
        #expect(verbose.stderr.contains("Search.swift: not read: higlint-swift-reader is not installed beside higlint"))
    }

    @Test("HIGLINT_SWIFT_READER names the reader; a reader that stops costs its file, not the run")
    func namedReaderThatStops() throws {
        let directory = try Self.project()
        let script = try directory.writeExecutable("tools/reader.sh", "#!/bin/sh\nexit 9\n")
        let run = try BinaryRun.run(["check", ".", "--no-progress"], in: directory.url, environment: ["HIGLINT_SWIFT_READER": script.path])
        #expect(run.status == 3)
        #expect(run.stdout.contains(Self.xmlFinding))
        #expect(run.stderr.contains("1 Swift file builds alerts and was not read: higlint-swift-reader stopped while reading (exit status 9)"), "\(run.stderr)")
    }

    @Test("convert shows what the reader read from a Swift file")
    func convert() throws {
        let directory = try Self.project()
        let run = try BinaryRun.run(["convert", "Search.swift", "--to", "xml"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("title=\"No results found\""), "\(run.stdout)")
        let without = try BinaryRun.run(["convert", "Search.swift", "--to", "xml"], in: directory.url,
                                        environment: ["HIGLINT_SWIFT_READER": directory.url.appendingPathComponent("none").path])
        #expect(without.status == 3)
        #expect(without.stderr.contains("Search.swift: error: not read: higlint-swift-reader could not be started"), "\(without.stderr)")
    }
}
