import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `higlint check` on a folder with an Xcode project: what it passes over, what `--verbose` says,
/// and a project file it cannot read.
struct XcodeProjectCommandTests {
    typealias Target = ShippingProjectFixture.Target

    static func appFolder() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Loop.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("Loop", files: ["Loop/Main.storyboard"], deploymentTarget: "15.1", deviceFamily: "1"),
            Target("LoopTests", productType: "bundle.unit-test", files: ["Loop/Tests/Fake.storyboard"]),
        ]))
        try directory.write("Loop/Main.storyboard", ShippingProjectFixture.storyboard(title: "Main"))
        try directory.write("Loop/Learn/Learn.storyboard", ShippingProjectFixture.storyboard(title: "Learn"))
        try directory.write("Loop/Tests/Fake.storyboard", ShippingProjectFixture.storyboard(title: "Fake"))
        return directory
    }

    @Test("--verbose says why a storyboard no iOS target builds is passed over; the summary counts it")
    func verboseReason() throws {
        let directory = try Self.appFolder()
        let run = try BinaryRun.run(["check", ".", "--verbose", "--no-progress"], in: directory.url)
        #expect(run.stdout.contains("Loop/Main.storyboard:"), "\(run.stdout)")
        #expect(!run.stdout.contains("Loop/Learn/Learn.storyboard:"), "\(run.stdout)")
        #expect(run.stderr.contains("Loop/Learn/Learn.storyboard: passed over: no iOS target of Loop.xcodeproj builds it"), "\(run.stderr)")
        #expect(run.stderr.contains("Loop/Tests/Fake.storyboard: passed over: no iOS target of Loop.xcodeproj builds it (only LoopTests, which no iPhone or iPad user sees)"),
                "\(run.stderr)")
        #expect(run.stdout.contains("Checked 1 file (2 passed over)"), "\(run.stdout)")
    }

    @Test("A storyboard named on the command line is checked though no target builds it")
    func namedFile() throws {
        let directory = try Self.appFolder()
        let run = try BinaryRun.run(["check", "Loop/Learn/Learn.storyboard", "--no-progress"], in: directory.url)
        #expect(run.stdout.contains("Loop/Learn/Learn.storyboard:"), "\(run.stdout)")
        #expect(run.stdout.contains("Checked 1 file:"), "\(run.stdout)")
    }

    @Test("A malformed project.pbxproj is an error at its line and column (exit 2); every storyboard is still checked")
    func malformedProject() throws {
        let directory = try Self.appFolder()
        try directory.write("Loop.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tobjects = {\n\t\tA = (1, 2;\n\t};\n}\n")
        let run = try BinaryRun.run(["check", ".", "--no-progress"], in: directory.url)
        #expect(run.status == 2, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("Loop.xcodeproj/project.pbxproj:4:12: error: cannot read the Xcode project"), "\(run.stdout)")
        #expect(run.stdout.contains("Checked 3 files"), "\(run.stdout)")
        #expect(run.stdout.contains("Loop/Learn/Learn.storyboard:"), "\(run.stdout)")
    }
}
