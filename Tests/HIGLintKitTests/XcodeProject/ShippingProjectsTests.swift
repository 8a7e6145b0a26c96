import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// What a run does with the Xcode projects beside the files it checks: files no iOS target ships
/// are passed over, shipped ones learn their app, and each target is an app of its own for the
/// cross-screen rules.
struct ShippingProjectsTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())
    typealias Target = ShippingProjectFixture.Target

    /// An app that ships `App/Main.storyboard`, a Mac app that ships `Mac/Window.storyboard`, and
    /// `App/Old copy.storyboard` that no target ships.
    static func appFolder() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("App", files: ["App/Main.storyboard"]),
            Target("MacApp", sdk: "macosx", files: ["Mac/Window.storyboard"]),
        ]))
        try directory.write("App/Main.storyboard", ShippingProjectFixture.storyboard(title: "Main"))
        try directory.write("App/Old copy.storyboard", ShippingProjectFixture.storyboard(title: "Old"))
        try directory.write("Mac/Window.storyboard", ShippingProjectFixture.storyboard(title: "Window"))
        return directory
    }

    func run(_ paths: [String], in directory: TemporaryDirectory) -> LintResult {
        LintRun(linter: Self.linter, jobs: 2).run(paths: paths, workingDirectory: directory.url.path)
    }

    @Test("A walk checks the storyboard a target ships and passes over the one none ships, saying why")
    func passesOverUnshipped() throws {
        let directory = try Self.appFolder()
        let result = run(["."], in: directory)
        #expect(result.filesChecked == ["App/Main.storyboard"])
        #expect(result.filesPassedOver == ["App/Old copy.storyboard", "Mac/Window.storyboard"])
        #expect(result.notes.contains("App/Old copy.storyboard: passed over: no iOS target of App.xcodeproj builds it"), "\(result.notes)")
        #expect(result.errors.isEmpty)
        #expect(result.violations.allSatisfy { $0.location.file == "App/Main.storyboard" })
    }

    @Test("A file only a macOS target ships is passed over; the reason names the target")
    func macOSTarget() throws {
        let directory = try Self.appFolder()
        let result = run(["Mac"], in: directory)
        #expect(result.filesChecked.isEmpty)
        #expect(result.notes.contains("Mac/Window.storyboard: passed over: no iOS target of App.xcodeproj builds it (only MacApp, which no iPhone or iPad user sees)"),
                "\(result.notes)")
    }

    @Test("A folder named below the project's folder still belongs to the project")
    func projectAboveThePathNamed() throws {
        let directory = try Self.appFolder()
        let result = run(["App"], in: directory)
        #expect(result.filesChecked == ["App/Main.storyboard"])
        #expect(result.filesPassedOver == ["App/Old copy.storyboard"])
    }

    @Test("A file named on the command line is checked though no target ships it")
    func namedFileChecked() throws {
        let directory = try Self.appFolder()
        let result = run(["App/Old copy.storyboard"], in: directory)
        #expect(result.filesChecked == ["App/Old copy.storyboard"])
        #expect(result.filesPassedOver.isEmpty)
        #expect(result.violations.contains { $0.ruleID == "hit-target-size" })
    }

    @Test("Without a project, every storyboard is checked as before")
    func withoutProject() throws {
        let directory = try Self.appFolder()
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("App.xcodeproj"))
        let result = run(["."], in: directory)
        #expect(result.filesChecked == ["App/Main.storyboard", "App/Old copy.storyboard", "Mac/Window.storyboard"])
    }

    @Test("A malformed project file is an error at its line and column; the files under it are checked as if it were absent")
    func malformedProject() throws {
        let directory = try Self.appFolder()
        try directory.write("App.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tobjects = {\n\t\tX = {isa = ;\n")
        let result = run(["."], in: directory)
        let error = try #require(result.errors.first)
        #expect(result.errors.count == 1)
        #expect(error.file == "App.xcodeproj/project.pbxproj")
        #expect(error.line == 5, "\(error)")
        #expect(error.column != nil)
        #expect(result.filesChecked == ["App/Main.storyboard", "App/Old copy.storyboard", "Mac/Window.storyboard"])
    }

    @Test("A shipped file learns its targets, their settings and Info.plist; the app comes first, the launch screen is known")
    func appContext() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Shop.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("ShopKit", productType: "framework", files: ["Shared/Launch.storyboard"], deploymentTarget: "13.0"),
            Target("Shop", files: ["Shared/Launch.storyboard"], deploymentTarget: "12.5", deviceFamily: "1,2", infoPlist: "Shop/Info.plist"),
            Target("ShopTests", productType: "bundle.unit-test", files: ["Shared/Launch.storyboard"]),
        ]))
        try directory.write("Shop/Info.plist", ShippingProjectFixture.infoPlist(
            statusBarStyle: "UIStatusBarStyleLightContent", orientations: ["UIInterfaceOrientationPortrait"], launchStoryboard: "Launch"))
        var found: [FileDiscovery.XcodeProjectFolder] = []
        FileDiscovery.walk(["."], workingDirectory: directory.url.path) { if case .xcodeProject(let folder) = $0 { found.append(folder) } }
        #expect(found.map(\.projectFilePath) == ["Shop.xcodeproj/project.pbxproj"])
        let (projects, errors) = ShippingProjects.read(found + found, limits: .default, jobs: 2)
        #expect(projects.projects.count == 1)
        #expect(errors.isEmpty)
        let file = directory.url.appendingPathComponent("Shared/Launch.storyboard").path
        guard case .shipped(let app) = projects.membership(ofFileAt: file) else {
            Issue.record("not shipped: \(projects.membership(ofFileAt: file))")
            return
        }
        #expect(app.targets.map(\.name) == ["Shop", "ShopKit"])
        #expect(app.targets.map(\.kind) == [.application, .framework])
        #expect(app.app.project == "Shop.xcodeproj")
        #expect(app.app.deploymentTarget == "12.5")
        #expect(app.app.runsOnIPhone == true && app.app.runsOnIPad == true)
        #expect(app.app.statusBarStyle == "UIStatusBarStyleLightContent")
        #expect(app.app.supportedOrientations == ["UIInterfaceOrientationPortrait"])
        #expect(app.app.launchStoryboardName == "Launch")
        #expect(app.app.isLaunchScreen)
        #expect(app.targets[1].deploymentTarget == "13.0" && app.targets[1].statusBarStyle == nil && !app.targets[1].isLaunchScreen)

        // The screens read from the file carry it, and are judged as the launch screen it is.
        try directory.write("Shared/Launch.storyboard", ShippingProjectFixture.storyboard(title: "Launch"))
        let read = InputFormats.read(url: URL(fileURLWithPath: file), path: "Shared/Launch.storyboard", limits: .default)
        guard case .descriptions(let descriptions, _) = read, var description = descriptions.first else {
            Issue.record("not read: \(read)")
            return
        }
        #expect(description.root["launchScreen"] == nil)
        description.belong(to: app)
        #expect(description.app == app)
        #expect(description.root["launchScreen"] == .bool(true))
    }

    @Test("A screen learns the languages of its app's project; an image named Back labels its button only in an app made in English alone",
          arguments: [(["en", "Base"], "en", 0), (["English", "en-GB", "Base"], "en", 0), (["en", "Base", "de"], "de, en", 1)])
    func appLanguages(regions: [String], languages: String, findings: Int) throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([Target("App", files: ["App/Detail.xib"])],
                                                                                          knownRegions: regions))
        try directory.write("App/Detail.xib", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="custom" id="back">
                                <rect key="frame" x="8" y="28" width="44" height="44"/>
                                <state key="normal" image="Back"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """)
        var found: [FileDiscovery.XcodeProjectFolder] = []
        FileDiscovery.walk(["."], workingDirectory: directory.url.path) { if case .xcodeProject(let folder) = $0 { found.append(folder) } }
        let (projects, _) = ShippingProjects.read(found, limits: .default, jobs: 1)
        guard case .shipped(let app) = projects.membership(ofFileAt: directory.url.appendingPathComponent("App/Detail.xib").path) else {
            Issue.record("not shipped")
            return
        }
        #expect(app.app.languages?.joined(separator: ", ") == languages)
        let result = run(["."], in: directory)
        #expect(result.violations.filter { $0.ruleID == "custom-ui-accessibility" }.count == findings)
    }

    @Test("An app and its extension are two apps: their screens are not compared; one target's screens in two folders are")
    func targetsAreApps() throws {
        let rule = "navbar-consistent-per-orientation"
        let directory = try TemporaryDirectory()
        try directory.write("Screens/Black.storyboard", ShippingProjectFixture.storyboard(title: "Black", barStyle: "black"))
        try directory.write("Screens/Blue.storyboard", ShippingProjectFixture.storyboard(title: "Blue"))
        // Without a project, a folder is an app: the two bars disagree.
        #expect(run(["."], in: directory).violations.contains { $0.ruleID == rule })

        try directory.write("Two.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("App", files: ["Screens/Black.storyboard"]),
            Target("Widget", productType: "app-extension", files: ["Screens/Blue.storyboard"]),
        ]))
        #expect(!run(["."], in: directory).violations.contains { $0.ruleID == rule })

        try directory.write("Two.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            Target("App", files: ["Screens/Black.storyboard", "More/Blue.storyboard"]),
        ]))
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Screens/Blue.storyboard"))
        try directory.write("More/Blue.storyboard", ShippingProjectFixture.storyboard(title: "Blue"))
        #expect(run(["."], in: directory).violations.contains { $0.ruleID == rule })
    }

    @Test("a file's path from a project's folder: inside it, beside it with .., from the root", arguments: [
        ("/p/App/Main.storyboard", "/p", "App/Main.storyboard"),
        ("/p/Shared/Main.storyboard", "/p/App", "../Shared/Main.storyboard"),
        ("/q/r/x.xib", "/p/App", "../../q/r/x.xib"),
        ("/p/App/é/Vue.xib", "/p/App/ü", "../é/Vue.xib"),
        ("/x.xib", "/", "x.xib"),
        ("/p/Apple/x.xib", "/p/App", "../Apple/x.xib"),
        ("/p", "/p/App", ".."), ("/p/App", "/p/App", ""), ("/p/App/x.xib", "/p/App/", "x.xib"),
        ("/p/Ap", "/p/App", "../Ap"), ("/q", "/p", "../q"), ("/p/App/a/b.xib", "/p/App/a/c/d", "../../b.xib"),
    ])
    func relativePaths(file: String, folder: String, expected: String) {
        #expect(ShippingProjects.relativePath(of: file, from: folder) == expected)
    }
}
