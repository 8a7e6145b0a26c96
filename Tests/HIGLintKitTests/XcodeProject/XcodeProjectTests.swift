import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The project model read from `ProjectFixture`: targets, the files each ships, their settings and
/// their Info.plists.
struct XcodeProjectTests {
    static let project = try! XcodeProjectReader.project(from: Data(ProjectFixture.pbxproj.utf8), name: "Fixture")

    func target(_ name: String) throws -> ProjectTarget {
        try #require(Self.project.targets.first { $0.name == name })
    }

    @Test("Targets: name, product type, platform, and which are iOS apps")
    func targets() throws {
        let project = Self.project
        #expect(project.name == "Fixture")
        #expect(project.developmentRegion == "en")
        #expect(project.targets.map(\.name) == ["App", "Today Widget", "MacApp", "UIKitty"])
        #expect(project.targets.map(\.kind) == [.application, .appExtension, .application, .other])
        // The widget's SDKROOT may come from its .xcconfig, which is not read.
        #expect(project.targets.map(\.platform) == [.iOS, .unknown, .macOS, .iOS])
        #expect(project.targets.map(\.isIOSApp) == [true, false, false, false])
        #expect(try target("UIKitty").productType == "com.apple.product-type.framework")
    }

    @Test("Resources: groups, a localized storyboard, SOURCE_ROOT, ../ and a name-only group")
    func resources() throws {
        #expect(try target("App").interfaceFiles == [
            InterfaceFile(path: "App/Base.lproj/Main.storyboard", localizations: [
                .init(language: "Base", path: "App/Base.lproj/Main.storyboard"),
                .init(language: "es", path: "App/es.lproj/Main.strings"),
            ]),
            InterfaceFile(path: "App/Cells/ItemCell.xib", localizations: []),
            InterfaceFile(path: "App/Launch Screen.xib", localizations: []),
        ])
        #expect(try target("Today Widget").interfaceFiles == [
            InterfaceFile(path: "Today Widget/English.lproj/MainInterface.xib", localizations: [
                .init(language: "English", path: "Today Widget/English.lproj/MainInterface.xib"),
                .init(language: "French", path: "Today Widget/French.lproj/MainInterface.xib"),
            ]),
        ])
        #expect(try target("MacApp").interfaceFiles.map(\.path) == ["Mac/Main.storyboard"])
        #expect(try target("UIKitty").interfaceFiles.map(\.path) == ["../Shared/UI/HUD.xib"])
    }

    @Test("Synchronized folders: exceptions take files out of a target that lists the folder, add them to one that does not")
    func synchronizedFolders() {
        func shipping(_ path: String) -> [String] { Self.project.targets(shipping: path).map(\.name) }
        #expect(shipping("Synced/Feed.storyboard") == ["App"])
        #expect(shipping("Synced/Share/Picker.xib") == ["Today Widget"])
        #expect(shipping("Synced/Share/Base.lproj/Compose.xib") == [])
        #expect(shipping("Synced/Share/Compose.xib") == [])
        #expect(shipping("SyncedOther/Feed.storyboard") == [])
    }

    @Test("Which targets ship a file; which files under a folder no target ships")
    func queries() {
        #expect(Self.project.targets(shipping: "App/es.lproj/Main.strings").map(\.name) == ["App"])
        #expect(Self.project.targets(shipping: "Today Widget/French.lproj/MainInterface.xib").map(\.name) == ["Today Widget"])
        let onDisk = [
            "App/Base.lproj/Main.storyboard", "App/Old copy.xib", "App/Cells/ItemCell.xib", "App/Cells/ItemCell copy.xib",
            "Mac/Main.storyboard", "Synced/Feed.storyboard", "Synced/Share/Base.lproj/Compose.xib", "App/Info.plist",
        ]
        #expect(Self.project.unshippedInterfaceFiles(under: ".", among: onDisk)
            == ["App/Old copy.xib", "App/Cells/ItemCell copy.xib", "Synced/Share/Base.lproj/Compose.xib"])
        #expect(Self.project.unshippedInterfaceFiles(under: "App/Cells", among: onDisk) == ["App/Cells/ItemCell copy.xib"])
    }

    @Test("Settings: the default configuration, the target's over the project's, $(inherited), $(SRCROOT), $(TARGET_NAME), an .xcconfig")
    func settings() throws {
        let app = try target("App")
        #expect(app.settings.configurationName == "Release")
        #expect(app.deploymentTarget == .value("12.5"))
        #expect(app.deviceFamilies == [.iPhone])
        #expect(app.infoPlistFile == .value("App/Info.plist"))
        #expect(app.settings.value(of: "OTHER_SWIFT_FLAGS") == .value("-DAPP"))
        #expect(app.settings.value(of: "SWIFT_VERSION") == .notSet)

        let widget = try target("Today Widget")
        #expect(widget.deploymentTarget == .value("14.0"))
        #expect(widget.deviceFamilies == nil, "may be set in Widget.xcconfig")
        #expect(widget.settings.value(of: "SWIFT_VERSION") == .unknown)
        #expect(widget.infoPlistFile == .value("Today Widget/Info.plist"))

        #expect(try target("UIKitty").deviceFamilies == [.iPhone, .iPad])
        #expect(try target("UIKitty").infoPlistFile == .notSet)
    }

    @Test("References between settings: a setting named in another, a cycle, an unknown name")
    func references() {
        func settings(_ values: [String: String]) -> BuildSettings {
            BuildSettings(configurationName: "Release",
                          levels: [.init(settings: values.mapValues(PropertyListValue.string), hasConfigurationFile: false)],
                          targetName: "T", projectName: "P")
        }
        let s = settings(["A": "$(B)/x", "B": "${PROJECT_NAME}-$(TARGET_NAME)", "C": "$(D)", "D": "$(C)", "E": "$(PLATFORM_DIR)/y", "F": "$ (x"])
        #expect(s.value(of: "A") == .value("P-T/x"))
        #expect(s.value(of: "C") == .unknown)
        #expect(s.value(of: "E") == .unknown)
        #expect(s.value(of: "F") == .value("$ (x"))
    }

    @Test("An XML project file (old CocoaPods) reads as the same project")
    func xmlProject() throws {
        func foundation(_ value: PropertyListValue) -> Any {
            switch value {
            case .string(let s): return s
            case .array(let a): return a.map(foundation)
            case .dictionary(let d): return d.mapValues(foundation)
            default: return ""
            }
        }
        let root = try OldStylePropertyList.parse(Data(ProjectFixture.pbxproj.utf8))
        let xml = try PropertyListSerialization.data(fromPropertyList: foundation(root), format: .xml, options: 0)
        let project = try XcodeProjectReader.project(from: xml, name: "Fixture")
        #expect(project.targets.map(\.name) == Self.project.targets.map(\.name))
        #expect(project.targets.map(\.interfaceFiles) == Self.project.targets.map(\.interfaceFiles))
        #expect(project.targets.map(\.infoPlistFile) == Self.project.targets.map(\.infoPlistFile))
    }

    @Test("Reading from disk: the Info.plist of each target that ships screens to an iPhone or iPad, or why it could not be read")
    func fromDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xcodeproj-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bundle = folder.appendingPathComponent("Fixture.xcodeproj")
        for path in ["Fixture.xcodeproj", "App", "Mac"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
        }
        try Data(ProjectFixture.pbxproj.utf8).write(to: bundle.appendingPathComponent("project.pbxproj"))
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleDevelopmentRegion</key><string>en</string>
                <key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent</string>
                <key>UIStatusBarHidden</key><true/>
                <key>UILaunchStoryboardName</key><string>Launch Screen</string>
                <key>UIMainStoryboardFile</key><string>Main</string>
                <key>UIMainStoryboardFile~ipad</key><string>Main-iPad</string>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string></array>
                <key>UISupportedInterfaceOrientations~ipad</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
                <key>UIApplicationSceneManifest</key>
                <dict><key>UISceneConfigurations</key><dict><key>UIWindowSceneSessionRoleApplication</key>
                    <array><dict><key>UISceneStoryboardFile</key><string>Main</string></dict></array></dict></dict>
            </dict>
            </plist>
            """.utf8).write(to: folder.appendingPathComponent("App/Info.plist"))
        let mac: [String: Any] = ["NSMainNibFile": "MainMenu", "NSMainNibFile~ipad": "MainMenu-iPad", "UIStatusBarHidden": false]
        try PropertyListSerialization.data(fromPropertyList: mac, format: .binary, options: 0)
            .write(to: folder.appendingPathComponent("Mac/Info.plist"))

        let boundary = ProjectBoundary(root: folder)
        let project = try XcodeProjectReader.read(projectAt: bundle, within: boundary).get()
        let app = try #require(try project.targets[0].info?.get())
        #expect(app.developmentRegion == "en")
        #expect(app.statusBarStyle == "UIStatusBarStyleLightContent")
        #expect(app.statusBarHidden == true)
        #expect(app.launchStoryboardName == "Launch Screen")
        #expect(app.mainStoryboardFile == "Main")
        #expect(app.mainStoryboardFileOnIPad == "Main-iPad")
        #expect(app.sceneStoryboardFiles == ["Main"])
        #expect(app.supportedOrientations == ["UIInterfaceOrientationPortrait"])
        #expect(app.supportedOrientationsOnIPad == ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        #expect(app.mainNibFile == nil)

        // The Mac app's Info.plist is not read: no check asks what a Mac window's app declares.
        #expect(project.targets[2].info == nil)
        let macInfo = try AppInfo.read(try Data(contentsOf: folder.appendingPathComponent("Mac/Info.plist")))
        #expect(macInfo.mainNibFile == "MainMenu")
        #expect(macInfo.mainNibFileOnIPad == "MainMenu-iPad")
        #expect(macInfo.statusBarHidden == false)

        guard case .failure(let missing) = project.targets[1].info else {
            Issue.record("the widget's Info.plist is not on disk")
            return
        }
        #expect(missing.message == "cannot read the file: no such file")
        #expect(project.targets[3].info == nil)

        // An Info.plist outside the project is not opened, even when it exists.
        let outside = folder.deletingLastPathComponent().appendingPathComponent(folder.lastPathComponent + "-outside")
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try PropertyListSerialization.data(fromPropertyList: mac, format: .binary, options: 0)
            .write(to: outside.appendingPathComponent("Info.plist"))
        let escapingPath = "INFOPLIST_FILE = \"../\(outside.lastPathComponent)/Info.plist\""
        try Data(ProjectFixture.pbxproj.replacingOccurrences(of: "INFOPLIST_FILE = \"$(SRCROOT)/App/Info.plist\"", with: escapingPath).utf8)
            .write(to: bundle.appendingPathComponent("project.pbxproj"))
        let escaping = try XcodeProjectReader.read(projectAt: bundle, within: boundary).get()
        guard case .failure(let refused) = escaping.targets[0].info else {
            Issue.record("an Info.plist outside the project is read")
            return
        }
        #expect(refused.message.hasPrefix("Info.plist is not read: it lies outside the project"))

        try Data("{ objects = { }; rootObject = P }".utf8).write(to: bundle.appendingPathComponent("project.pbxproj"))
        guard case .failure(let error) = XcodeProjectReader.read(projectAt: bundle, within: boundary) else {
            Issue.record("a malformed project file reads")
            return
        }
        #expect(error == ReadError("expected ';' after the value of 'rootObject', found '}'", line: 1, column: 33))
    }

    @Test("An Info.plist that is not a dictionary, or nests too deep, is an error, not a crash")
    func badInfoPlists() {
        #expect(throws: ReadError.self) { try AppInfo.read(Data("<plist><array/></plist>".utf8)) }
        #expect(throws: ReadError.self) { try AppInfo.read(Data("garbage".utf8)) }
        let deep = "<plist>" + String(repeating: "<array>", count: 100_000) + String(repeating: "</array>", count: 100_000) + "</plist>"
        // Refused by the XML core at the element past the limit, with its position.
        #expect { try AppInfo.read(Data(deep.utf8)) } throws: { error in
            guard let error = error as? ReadError else { return false }
            return error.message.contains("nested deeper than 256 levels") && error.line == 1
        }
    }
}
