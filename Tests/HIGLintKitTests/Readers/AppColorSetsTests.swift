import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Which colour set a storyboard's named colour is: the catalogs of the target that ships it, or
/// the catalogs nearest a file no project ships.
struct AppColorSetsTests {
    static func colorSet(_ hex: String, dark: String? = nil) -> String {
        func entry(_ hex: String, _ appearance: String) -> String {
            let bytes = Array(hex.dropFirst())
            func component(_ i: Int) -> String { "0x" + String(bytes[i * 2...i * 2 + 1]) }
            return ColorSetReaderTests.entry(#""alpha" : "1.000", "blue" : "\#(component(2))", "green" : "\#(component(1))", "red" : "\#(component(0))""#,
                                             appearances: appearance)
        }
        return dark.map { ColorSetReaderTests.set(entry(hex, ""), entry($0, ColorSetReaderTests.dark)) } ?? ColorSetReaderTests.set(entry(hex, ""))
    }

    static func storyboard(_ colorName: String, copy: String? = "#FFFFFF") -> String {
        let resource = copy.map { hex -> String in
            let value = SRGBColor(hex: hex)!
            return #"<namedColor name="\#(colorName)"><color red="\#(value.red)" green="\#(value.green)" blue="\#(value.blue)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#
        } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                            <subviews>
                                <label text="Hello" id="l">
                                    <rect key="frame" x="20" y="100" width="200" height="21"/>
                                    <color key="textColor" name="\(colorName)"/>
                                </label>
                            </subviews>
                            <color key="backgroundColor" white="0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                        </view>
                    </viewController>
                </objects></scene></scenes>
                <resources>\(resource)</resources>
            </document>
            """
    }

    /// The label's text colour as the run read it, and the run's --verbose notes.
    static func textColor(in directory: TemporaryDirectory, path: String = ".") throws -> (color: String?, notes: [String], result: LintResult) {
        let result = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()), jobs: 1).run(paths: [path], workingDirectory: directory.url.path)
        let message = result.violations.first { $0.ruleID == "text-contrast" }?.message
        return (message, result.notes, result)
    }

    @Test("a file no project ships takes the nearest catalog's colour, light and dark, over its own copy")
    func nearestCatalog() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard("Ink"))
        try directory.write("App/Assets.xcassets/Ink.colorset/Contents.json", Self.colorSet("#FFFFFF", dark: "#101010"))
        // Another app's catalog beside it names the same colour otherwise: it is not this file's.
        try directory.write("Other/Assets.xcassets/Ink.colorset/Contents.json", Self.colorSet("#FFFFFF", dark: "#FFFFFF"))
        let run = try Self.textColor(in: directory)
        // White on the black root passes in the light appearance; in the dark one the set gives near-black text.
        #expect(run.color?.contains("#101010 on #000000 in the dark appearance") == true, "\(run.color ?? "none")")
    }

    @Test("a colour set in a namespace folder is named with the folder; a set that disagrees with the file's copy is not the file's")
    func namespacesAndCopies() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard("Brand/Ink"))
        try directory.write("App/Assets.xcassets/Brand/Contents.json", #"{ "properties" : { "provides-namespace" : true } }"#)
        try directory.write("App/Assets.xcassets/Brand/Ink.colorset/Contents.json", Self.colorSet("#FFFFFF", dark: "#101010"))
        #expect(try Self.textColor(in: directory).color?.contains("in the dark appearance") == true)

        let stale = try TemporaryDirectory()
        try stale.write("App/Main.storyboard", Self.storyboard("Ink"))
        try stale.write("App/Assets.xcassets/Ink.colorset/Contents.json", Self.colorSet("#222222", dark: "#101010"))
        let run = try Self.textColor(in: stale)
        #expect(run.color == nil)
        #expect(run.notes.contains { $0.contains("the colour Ink is judged in the light appearance only") && $0.contains("not the colour the file keeps") })
    }

    @Test("a shipped file takes the colour sets of its target's catalogs only")
    func targetCatalogs() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            .init("App", files: ["App/Main.storyboard", "App/Colors.xcassets"]),
            .init("Widget", productType: "app-extension", files: ["Widget/Widget.xcassets"]),
        ]))
        try directory.write("App/Main.storyboard", Self.storyboard("Ink"))
        try directory.write("App/Colors.xcassets/Ink.colorset/Contents.json", Self.colorSet("#FFFFFF", dark: "#101010"))
        try directory.write("Widget/Widget.xcassets/Ink.colorset/Contents.json", Self.colorSet("#FFFFFF", dark: "#FFFFFF"))
        #expect(try Self.textColor(in: directory).color?.contains("#101010 on #000000 in the dark appearance") == true)

        // The app's target does not bundle the catalog nearest the file: its copy alone is judged.
        try directory.write("App.xcodeproj/project.pbxproj", ShippingProjectFixture.pbxproj([
            .init("App", files: ["App/Main.storyboard"]),
            .init("Widget", productType: "app-extension", files: ["App/Colors.xcassets"]),
        ]))
        let run = try Self.textColor(in: directory)
        #expect(run.color == nil)
        #expect(run.notes.contains { $0.contains("no colour set Ink in the app's asset catalogs") })
    }

    @Test("a named colour found nowhere is not judged, and --verbose says so")
    func missingEverywhere() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard("Ink", copy: nil))
        let run = try Self.textColor(in: directory)
        #expect(run.color == nil)
        #expect(run.notes.contains { $0.contains("the colour Ink is not judged: the run holds no asset catalog, nor the file a copy of it") })
    }

    @Test("the common folder of two paths")
    func commonFolder() {
        #expect(AppColorSets.commonFolder("/a/b/c", "/a/b/d") == "/a/b")
        #expect(AppColorSets.commonFolder("/a/b", "/x") == "/")
    }

    @Test("the colour sets a literal colour equals: the file's app's catalogs, not another app's; a set that refers to a UIKit colour is that colour")
    func literalsAndReferences() throws {
        let directory = try TemporaryDirectory()
        let app = try directory.write("App/Assets.xcassets/Accent.colorset/Contents.json", Self.colorSet("#0065BD"))
        try directory.write("Other/Assets.xcassets/Brand.colorset/Contents.json", Self.colorSet("#0065BD"))
        let reference = try directory.write("App/Assets.xcassets/Aux.colorset/Contents.json",
                                            ColorSetReaderTests.set(#"{ "color" : { "platform" : "ios", "reference" : "secondaryLabelColor" }, "idiom" : "universal" }"#))
        let other = directory.url.appendingPathComponent("Other/Assets.xcassets/Brand.colorset/Contents.json")
        let sets = AppColorSets.read([app, reference, other], maxFileSize: 1 << 20, jobs: 1)
        let file = directory.url.appendingPathComponent("App/Main.storyboard").path
        #expect(sets.names(of: SRGBColor(hex: "#0065BD")!, scope: .nearest(file)) == ["Accent"])
        #expect(sets.names(of: SRGBColor(hex: "#0066BD")!, scope: .nearest(file)) == ["Accent"])
        #expect(sets.names(of: SRGBColor(hex: "#0070BD")!, scope: .nearest(file)).isEmpty)
        #expect(sets.color(named: "Aux", scope: .nearest(file)) == .system("secondaryLabelColor"))
        // A set the app keeps among deprecated colours is no name to use.
        let deprecated = try directory.write("App/DeprecatedColors.xcassets/OldBlue.colorset/Contents.json", Self.colorSet("#0065BD"))
        let withDeprecated = AppColorSets.read([app, deprecated], maxFileSize: 1 << 20, jobs: 1)
        #expect(withDeprecated.names(of: SRGBColor(hex: "#0065BD")!, scope: .nearest(file)) == ["Accent"])
    }
}
