import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `higlint check MyApp/` reads every `.xml` and `.json` in case it is a description; an app's
/// other files of those extensions (a Core Data model, a broken test fixture) are passed over,
/// never errors, unless the name says the file is meant for higlint or it was named outright.
struct ForeignFilesCommandTests {
    static let coreDataModel = """
        <?xml version="1.0" standalone="yes"?>
        <!DOCTYPE database SYSTEM "file:///System/Library/DTDs/CoreData.dtd">
        <database><databaseInfo/></database>

        """
    static let brokenFixture = "{\"items\": [\"a\tb\"]}\n"

    @Test("a walk passes over a Core Data model and a fixture that is not JSON, and says why under --verbose")
    func walkPassesOver() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Model.xcmappingmodel/xcmapping.xml", Self.coreDataModel)
        try directory.write("App/Tests/Resources/partial.json", Self.brokenFixture)
        try directory.write("App/ok.screen.xml", "<screen name=\"Fine\"/>\n")
        let run = try BinaryRun.run(["check", "App", "--no-progress", "--verbose"], in: directory.url)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let output = run.stdout + run.stderr
        #expect(output.contains("App/Tests/Resources/partial.json:1:"), "\(output)")
        #expect(output.contains("not a screen description, and it cannot be parsed"), "\(output)")
        #expect(output.contains("App/Model.xcmappingmodel/xcmapping.xml: passed over: not a screen description"), "\(output)")
    }

    @Test("a broken file named as a description, or named outright, is still an error at its place")
    func meantFilesAreErrors() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/broken.screen.json", Self.brokenFixture)
        let walked = try BinaryRun.run(["check", "App", "--no-progress"], in: directory.url)
        #expect(walked.status == 2, "\(walked.stdout)\(walked.stderr)")
        #expect((walked.stdout + walked.stderr).contains("App/broken.screen.json:1:"), "\(walked.stdout)\(walked.stderr)")
        try directory.write("fixture.json", Self.brokenFixture)
        let named = try BinaryRun.run(["check", "fixture.json", "--no-progress"], in: directory.url)
        #expect(named.status == 2, "\(named.stdout)\(named.stderr)")
        #expect((named.stdout + named.stderr).contains("fixture.json:1:"), "\(named.stdout)\(named.stderr)")
    }
}
