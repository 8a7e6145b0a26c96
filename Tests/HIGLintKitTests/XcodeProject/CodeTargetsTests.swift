import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Which targets compile a code file, and for which platform: code that only a watch app's
/// extension or a Mac app compiles builds alerts no iPhone or iPad user sees, and is passed over.
struct CodeTargetsTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())
    typealias Target = ShippingProjectFixture.Target

    /// An Objective-C file building one alert (read in higlint's own process).
    static let alertCode = """
        - (void)fail {
            UIAlertView *alert = [[UIAlertView alloc] initWithTitle:@"Cannot Save" message:@"The disk is full." delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil];
            [alert show];
        }

        """

    /// An iPhone app, its watch app's extension, and code each compiles, both compile, and none does.
    static func appFolder() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Health.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("Health", files: [], sources: ["Health/Phone.m", "Shared/Both.m"]),
            Target("Watch Extension", productType: "watchkit2-extension", sdk: "watchos", files: [],
                   sources: ["Watch/Flow.m", "Shared/Both.m", "Watch/Mac.m"]),
            Target("HealthMac", sdk: "macosx", files: [], sources: ["Watch/Mac.m"]),
        ]))
        for file in ["Health/Phone.m", "Shared/Both.m", "Watch/Flow.m", "Watch/Mac.m", "Scratch/Unlisted.m"] {
            try directory.write(file, alertCode)
        }
        return directory
    }

    func run(_ paths: [String], in directory: TemporaryDirectory) -> LintResult {
        LintRun(linter: Self.linter, jobs: 2).run(paths: paths, workingDirectory: directory.url.path)
    }

    @Test("Code only watch or Mac targets compile is passed over, saying why; code an iOS target or no target compiles is checked")
    func watchOnlyCodePassedOver() throws {
        let directory = try Self.appFolder()
        let result = run(["."], in: directory)
        #expect(result.filesChecked == ["Health/Phone.m", "Scratch/Unlisted.m", "Shared/Both.m"])
        #expect(result.filesPassedOver == ["Watch/Flow.m", "Watch/Mac.m"])
        #expect(result.notes.contains("Watch/Flow.m: passed over: no iOS target of Health.xcodeproj compiles it (only Watch Extension, whose alerts no iPhone or iPad user sees)"),
                "\(result.notes)")
        #expect(result.notes.contains("Watch/Mac.m: passed over: no iOS target of Health.xcodeproj compiles it (only Watch Extension, HealthMac, whose alerts no iPhone or iPad user sees)"),
                "\(result.notes)")
        #expect(result.violations.allSatisfy { !$0.location.file.hasPrefix("Watch/") })
        #expect(result.errors.isEmpty)
    }

    @Test("Code beside the project's folder is known by the path its groups give it (../Shared/Flow.m), as code inside is")
    func codeBesideTheProject() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Health.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("Health", files: [], sources: ["Phone.m", "../Shared/Both.m"]),
            Target("Watch Extension", productType: "watchkit2-extension", sdk: "watchos", files: [], sources: ["../Shared/Both.m", "../Shared/Flow.m"]),
        ]))
        for file in ["App/Phone.m", "Shared/Both.m", "Shared/Flow.m"] { try directory.write(file, Self.alertCode) }
        let result = run(["."], in: directory)
        #expect(result.filesChecked == ["App/Phone.m", "Shared/Both.m"])
        #expect(result.filesPassedOver == ["Shared/Flow.m"])
    }

    @Test("A code file named on the command line is checked whichever target compiles it")
    func namedFileChecked() throws {
        let directory = try Self.appFolder()
        let result = run(["Watch/Flow.m"], in: directory)
        #expect(result.filesChecked == ["Watch/Flow.m"])
        #expect(result.filesPassedOver.isEmpty)
    }

    @Test("A target compiles code for iOS unless it is a watch app or extension, or its SDK names no iPhone platform")
    func platformOfCode() throws {
        func target(_ productType: String, _ settings: String) throws -> ProjectTarget {
            let pbxproj = """
                // !$*UTF8*$!
                { archiveVersion = 1; objectVersion = 56; objects = {
                    T0 = {isa = PBXNativeTarget; buildConfigurationList = L0; buildPhases = (); name = T; productType = "com.apple.product-type.\(productType)"; };
                    L0 = {isa = XCConfigurationList; buildConfigurations = (C0, ); defaultConfigurationName = Release; };
                    C0 = {isa = XCBuildConfiguration; buildSettings = {\(settings)}; name = Release; };
                    P0 = {isa = PBXProject; buildConfigurationList = L9; mainGroup = G0; projectDirPath = ""; targets = (T0, ); };
                    G0 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
                    L9 = {isa = XCConfigurationList; buildConfigurations = (C9, ); defaultConfigurationName = Release; };
                    C9 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
                }; rootObject = P0; }
                """
            return try #require(try XcodeProjectReader.project(from: Data(pbxproj.utf8), name: "P").targets.first)
        }
        #expect(try target("application", "SDKROOT = iphoneos;").compilesCodeForIOS)
        #expect(try target("framework", "").compilesCodeForIOS)  // not said: counted as iOS
        #expect(try target("application", "SDKROOT = auto; SUPPORTED_PLATFORMS = \"macosx iphoneos iphonesimulator\";").compilesCodeForIOS)
        #expect(try !target("application", "SDKROOT = macosx;").compilesCodeForIOS)
        #expect(try !target("application", "SDKROOT = auto; SUPPORTED_PLATFORMS = \"watchos watchsimulator\";").compilesCodeForIOS)
        #expect(try !target("watchkit2-extension", "SDKROOT = watchos;").compilesCodeForIOS)
        // A WatchKit 1 extension is built with the iPhone SDK, and draws on the watch.
        #expect(try !target("watchkit-extension", "SDKROOT = iphoneos;").compilesCodeForIOS)
        #expect(try !target("application.watchapp2", "SDKROOT = watchos;").compilesCodeForIOS)
    }

    @Test("A target compiles the files of its Sources phase, by their paths through the groups, and the code of its synchronized folders")
    func sourcesOfATarget() throws {
        let project = try XcodeProjectReader.project(from: Data(ProjectFixture.pbxproj.utf8), name: "Fixture")
        let app = try #require(project.targets.first { $0.name == "App" })
        #expect(app.compiles("Synced/Feature/Model.swift"))
        #expect(!app.compiles("Mac/AppDelegate.swift"))
        let directory = try Self.appFolder()
        let data = try Data(contentsOf: directory.url.appendingPathComponent("Health.xcodeproj/project.pbxproj"))
        let health = try XcodeProjectReader.project(from: data, name: "Health")
        #expect(health.targets.map { $0.sourceFiles.sorted() } == [
            ["Health/Phone.m", "Shared/Both.m"], ["Shared/Both.m", "Watch/Flow.m", "Watch/Mac.m"], ["Watch/Mac.m"],
        ])
        // A run without code does not look the Sources phases up; the rest of the project is the same.
        let withoutSources = try XcodeProjectReader.project(from: data, name: "Health", readsSourcePhases: false)
        #expect(withoutSources.targets.allSatisfy { $0.sourceFiles.isEmpty })
        #expect(withoutSources.targets.map(\.name) == health.targets.map(\.name))
        #expect(withoutSources.targets.map { $0.interfaceFiles.map(\.path) } == health.targets.map { $0.interfaceFiles.map(\.path) })
    }

    @Test("What test code does to a view never happens in the app: a button the app hides for good stays passed over though a test shows it")
    func testCodeLeftOutOfVisibility() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Guild.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("Guild", files: ["Guild/Main.storyboard"], sources: ["Guild/GuildController.swift"]),
            Target("GuildTests", productType: "bundle.unit-test", files: [], sources: ["GuildTests/GuildTests.swift"]),
        ]))
        try directory.write("Guild/Main.storyboard", IBCodeViewsTests.smallHiddenButtonStoryboard)
        try directory.write("Guild/GuildController.swift", """
            class GuildDetailViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); guildChallengesButton.isHidden = true }
            }
            """)
        try directory.write("GuildTests/GuildTests.swift", """
            final class GuildTests: XCTestCase {
                func testShows() { let c = GuildDetailViewController(); c.title = "Guild"; c.guildChallengesButton.isHidden = false }
            }
            """)
        let result = run(["."], in: directory)
        #expect(result.violations.filter { $0.ruleID == "hit-target-size" }.isEmpty, "\(result.violations.map(\.message))")
        // Compiled by the app, the same line shows the button.
        try directory.write("Guild.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("Guild", files: ["Guild/Main.storyboard"], sources: ["Guild/GuildController.swift", "GuildTests/GuildTests.swift"]),
        ]))
        #expect(run(["."], in: directory).violations.filter { $0.ruleID == "hit-target-size" }.count == 1)
    }
}
