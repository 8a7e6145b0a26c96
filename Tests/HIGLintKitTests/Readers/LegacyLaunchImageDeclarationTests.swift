import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Launch images an app's Info.plist declares for iOS 7 or later (`UILaunchImages`,
/// `UILaunchImageMinimumOSVersion` 7.0 or more) fill the whole screen: the 2010 sizes without the
/// status bar do not judge them, and every other launch image of the folder is still judged.
struct LegacyLaunchImageDeclarationTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())
    typealias Target = ShippingProjectFixture.Target

    static func infoPlist(_ entries: [(name: String, minimum: String)]) -> String {
        let dicts = entries.map { entry in
            """
                    <dict>
                        <key>UILaunchImageMinimumOSVersion</key>
                        <string>\(entry.minimum)</string>
                        <key>UILaunchImageName</key>
                        <string>\(entry.name)</string>
                        <key>UILaunchImageSize</key>
                        <string>{768, 1024}</string>
                    </dict>
            """
        }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>UILaunchImages~ipad</key>
                <array>
            \(dicts)
                </array>
            </dict>
            </plist>

            """
    }

    /// An iPad app whose portrait launch image is declared for iOS 7 and whose landscape one for iOS 6.
    static func appFolder(project: Bool) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        if project {
            try directory.write("Tasks.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
                Target("Tasks", files: ["Main.storyboard"], deviceFamily: "1,2", infoPlist: "Tasks-Info.plist"),
            ]))
        }
        try directory.write("Tasks-Info.plist", infoPlist([("Default-Portrait", "7.0"), ("Default-Landscape", "6.0")]))
        try directory.write("Main.storyboard", ShippingProjectFixture.storyboard(title: "Main"))
        try directory.write("Default-Portrait~ipad.png", PNGFixture.rgb(width: 768, height: 1024))
        try directory.write("Default-Landscape~ipad.png", PNGFixture.rgb(width: 1024, height: 768))
        return directory
    }

    static func sizeFindings(_ directory: TemporaryDirectory) -> [String] {
        let result = LintRun(linter: linter, jobs: 2).run(paths: ["."], workingDirectory: directory.url.path)
        return result.violations.filter { $0.ruleID == "launch-image-size" }.map(\.location.file).sorted()
    }

    @Test("the Info.plist reads the names of the launch images declared for iOS 7 or later, and no others")
    func infoPlistNames() throws {
        let data = Data(Self.infoPlist([("Default-Portrait", "7.0"), ("Default-Landscape", "6.1"), ("LaunchImage-700", "8.0")]).utf8)
        let info = try AppInfo.read(data)
        #expect(info.fullScreenLaunchImageNames == ["Default-Portrait", "LaunchImage-700"])
    }

    @Test("a declared name names its file with the suffixes iOS adds, and no other file")
    func namesMatch() {
        #expect(LegacyIconFiles.launchImageName("Default-Portrait", names: "Default-Portrait~ipad.png"))
        #expect(LegacyIconFiles.launchImageName("Default-Portrait", names: "default-portrait@2x~ipad.png"))
        #expect(LegacyIconFiles.launchImageName("Default", names: "Default-568h@2x.png"))
        #expect(LegacyIconFiles.launchImageName("Default-568h", names: "Default-568h@2x.png"))
        #expect(!LegacyIconFiles.launchImageName("Default", names: "Default-Portrait~ipad.png"))
        #expect(!LegacyIconFiles.launchImageName("Default-Portrait", names: "Default-Landscape~ipad.png"))
    }

    @Test("a launch image declared for iOS 7 is not judged by the 2010 size; one declared for iOS 6 still is")
    func declaredForIOS7() throws {
        let directory = try Self.appFolder(project: true)
        #expect(Self.sizeFindings(directory) == ["Default-Landscape~ipad.png"])
    }

    @Test("without a project to name the Info.plist, both full-screen iPad launch images are reported")
    func withoutProject() throws {
        let directory = try Self.appFolder(project: false)
        #expect(Self.sizeFindings(directory) == ["Default-Landscape~ipad.png", "Default-Portrait~ipad.png"])
    }
}
