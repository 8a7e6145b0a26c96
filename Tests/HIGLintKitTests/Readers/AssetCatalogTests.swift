import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Asset catalog sets and conventionally named icon files, checked from disk as a user's project
/// holds them.
struct AssetCatalogTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())

    func check(_ directory: TemporaryDirectory, _ path: String = ".") -> LintResult {
        LintRun(linter: Self.linter).run(paths: [path], workingDirectory: directory.url.path)
    }

    func findings(_ result: LintResult, _ rule: String) -> [Violation] { result.violations.filter { $0.ruleID == rule } }

    @Test("an app icon set: sizes against the files, transparency, slots the guidelines predate, unassigned files")
    func appIconSet() throws {
        let directory = try TemporaryDirectory()
        let set = "App/Images.xcassets/AppIcon.appiconset"
        try directory.write("\(set)/Contents.json", """
            {
              "images" : [
                { "size" : "57x57", "idiom" : "iphone", "filename" : "Icon.png", "scale" : "1x" },
                { "size" : "57x57", "idiom" : "iphone", "filename" : "Icon@2x.png", "scale" : "2x" },
                { "size" : "60x60", "idiom" : "iphone", "filename" : "Icon-60@2x.png", "scale" : "2x" },
                { "size" : "72x72", "idiom" : "ipad", "filename" : "Icon-72.png", "scale" : "1x" },
                { "size" : "76x76", "idiom" : "ipad", "scale" : "1x" },
                { "size" : "1024x1024", "idiom" : "ios-marketing", "filename" : "Marketing.png", "scale" : "1x" }
              ],
              "info" : { "version" : 1, "author" : "xcode" }
            }
            """)
        try directory.write("\(set)/Icon.png", PNGFixture.rgb(width: 57, height: 57))
        try directory.write("\(set)/Icon@2x.png", PNGFixture.rgb(width: 120, height: 120))
        try directory.write("\(set)/Icon-60@2x.png", PNGFixture.rgba(width: 120, height: 120) { x, _ in x == 0 ? 0 : 255 })
        try directory.write("\(set)/Marketing.png", PNGFixture.rgba(width: 1024, height: 1024))
        try directory.write("\(set)/Old-Icon.png", PNGFixture.rgb(width: 57, height: 57))
        let result = check(directory)
        #expect(result.errors.isEmpty)
        let contents = "\(set)/Contents.json"

        let mismatch = findings(result, "image-size-mismatch")
        #expect(mismatch.count == 1)
        #expect(mismatch.first?.location == SourceLocation(file: contents, line: 4, column: 5))
        #expect(mismatch.first?.message.contains("is declared 114x114 px but \(set)/Icon@2x.png is 120x120 px") == true)

        let missing = findings(result, "image-file")
        #expect(missing.map(\.location.line) == [6])
        #expect(missing.first?.message.contains("does not exist") == true)

        let alpha = findings(result, "app-icon-alpha")
        #expect(alpha.contains { $0.severity == .error && $0.location.line == 5 }, "the 60x60@2x icon has transparent pixels")
        #expect(alpha.contains { $0.severity == .info && $0.location.line == 8 }, "the marketing icon has an opaque alpha channel")

        let later = findings(result, "image-slot-not-covered")
        #expect(later.count == 1)
        #expect(later.first?.message.contains("\"60x60@2x iphone\", \"1024x1024@1x ios-marketing\"") == true)
        #expect(later.first?.severity == .info)

        #expect(findings(result, "catalog-unassigned-file").map(\.message) == ["Image file Old-Icon.png is in the set but no entry of its Contents.json names it"])
        // Sizes iOS added later are not judged as wrong 2010 sizes; the set keeps 2010 icons, so
        // it is asked for them all: here the 57x57 @2x slot is filled (with a wrong file).
        #expect(findings(result, "app-icon-size").isEmpty)
    }

    @Test("a set made for later iOS versions only gets notes, not errors")
    func modernSet() throws {
        let directory = try TemporaryDirectory()
        let set = "Assets.xcassets/AppIcon.appiconset"
        try directory.write("\(set)/Contents.json", """
            {"images": [{"size": "60x60", "idiom": "iphone", "filename": "a.png", "scale": "2x"},
                        {"size": "1024x1024", "idiom": "ios-marketing", "filename": "b.png", "scale": "1x"},
                        {"size": "16x16", "idiom": "mac", "filename": "c.png", "scale": "1x"}]}
            """)
        try directory.write("\(set)/a.png", PNGFixture.rgb(width: 120, height: 120))
        try directory.write("\(set)/b.png", PNGFixture.rgb(width: 1024, height: 1024))
        try directory.write("\(set)/c.png", PNGFixture.rgba(width: 16, height: 16) { x, _ in x < 2 ? 0 : 255 })
        let result = check(directory)
        #expect(result.violations.allSatisfy { $0.severity == .info }, "\(result.violations.map(\.message))")
        #expect(findings(result, "app-icon-alpha").isEmpty, "a mac icon is not an iPhone app icon")
        #expect(findings(result, "image-slot-not-covered").count == 1)
    }

    @Test("a launch image set: 2010 slots judged by size, later ones noted")
    func launchImageSet() throws {
        let directory = try TemporaryDirectory()
        let set = "Assets.xcassets/LaunchImage.launchimage"
        try directory.write("\(set)/Contents.json", """
            {"images": [
              {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", "filename": "Default@2x.png", "scale": "2x"},
              {"orientation": "portrait", "idiom": "iphone", "extent": "full-screen", "subtype": "retina4", "filename": "Default-568h@2x.png", "scale": "2x"},
              {"orientation": "portrait", "idiom": "ipad", "extent": "to-status-bar", "filename": "Default-Portrait.png", "scale": "1x"}
            ]}
            """)
        try directory.write("\(set)/Default@2x.png", PNGFixture.rgb(width: 640, height: 960))
        try directory.write("\(set)/Default-568h@2x.png", PNGFixture.rgb(width: 640, height: 1136))
        try directory.write("\(set)/Default-Portrait.png", PNGFixture.rgb(width: 768, height: 1024))
        let result = check(directory)
        #expect(result.errors.isEmpty)
        let mismatch = findings(result, "image-size-mismatch")
        #expect(mismatch.map(\.location.line) == [4])
        #expect(findings(result, "image-slot-not-covered").first?.message.contains("iphone portrait retina4 full-screen @2x") == true)
        #expect(findings(result, "launch-image-size").isEmpty, "a set is not asked for launch images it does not hold")
    }

    @Test("a broken Contents.json is an error with its position; other sets are still checked")
    func brokenContents() throws {
        let directory = try TemporaryDirectory()
        try directory.write("A.xcassets/AppIcon.appiconset/Contents.json", "{\"images\": [ {\"size\": } ]}")
        try directory.write("A.xcassets/Other.appiconset/Contents.json", "{\"images\": [{\"size\": \"60x60\", \"idiom\": \"iphone\", \"filename\": \"x.png\", \"scale\": \"2x\"}]}")
        let result = check(directory)
        #expect(result.errors.map(\.file) == ["A.xcassets/AppIcon.appiconset/Contents.json"])
        #expect(result.errors.first?.line == 1)
        #expect(findings(result, "image-file").count == 1)
    }

    @Test("conventionally named icon files are checked by name, unless an app description names them")
    func legacyFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Old/Icon.png", PNGFixture.rgb(width: 57, height: 57))
        try directory.write("Old/Icon@2x.png", PNGFixture.rgb(width: 100, height: 100))
        try directory.write("Old/Icon-72.png", PNGFixture.rgba(width: 72, height: 72) { _, y in y == 0 ? 0 : 255 })
        try directory.write("Old/Default.png", PNGFixture.rgb(width: 320, height: 480))
        try directory.write("Old/Default-568h@2x.png", PNGFixture.rgb(width: 640, height: 1136))
        try directory.write("Old/Other.png", PNGFixture.rgb(width: 10, height: 10))
        let result = check(directory)
        #expect(result.filesChecked.sorted() == ["Old/Default-568h@2x.png", "Old/Default.png", "Old/Icon-72.png", "Old/Icon.png", "Old/Icon@2x.png"])
        let size = findings(result, "app-icon-size")
        #expect(size.map(\.location) == [SourceLocation(file: "Old/Icon@2x.png", line: 1, column: 1)])
        #expect(size.first?.message.contains("100x100") == true)
        #expect(findings(result, "app-icon-alpha").map(\.location.file) == ["Old/Icon-72.png"])
        #expect(findings(result, "image-slot-not-covered").first?.message.contains("Default-568h@2x.png") == true)
        #expect(findings(result, "launch-image-size").isEmpty)
        #expect(findings(result, "small-icon-recommended").isEmpty, "a folder of files is judged by name only")

        try directory.write("Old/app.xml", "<app name=\"Old\" devices=\"iphone\"><icon kind=\"app\" file=\"Icon.png\"/></app>")
        let withDescription = check(directory)
        #expect(!withDescription.filesChecked.contains("Old/Icon-72.png"), "the description names the app's images")
    }
}
