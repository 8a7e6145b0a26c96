import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Interface Builder files in the command line's paths: found in folders, converted, staged.
struct InterfaceBuilderCommandTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="v1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController title="Sync" id="v1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="r1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1-xy-z01">
                                        <rect key="frame" x="10" y="100" width="20" height="20"/>
                                        <state key="normal" title="Go"/>
                                    </button>
                                    <mapView id="m1"/>
                                    <lottieAnimationView id="u1"/>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    @Test("check finds storyboards in folders; --verbose names the classes higlint does not map")
    func foundInFolders() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Base.lproj/Main.storyboard", Self.storyboard)
        let run = try BinaryRun.run(["check", "App", "--verbose"], in: directory.url)
        #expect(run.stdout.contains("App/Base.lproj/Main.storyboard:10:29: warning: Button \"Go\" has a hit region of 20x20 pt"), "\(run.stdout)")
        #expect(run.stderr.contains("App/Base.lproj/Main.storyboard: Interface Builder classes without a kind of higlint's (not checked): lottieAnimationView"), "\(run.stderr)")
        #expect(run.stdout.contains("Checked 1 file"), "\(run.stdout)")
        let json = try BinaryRun.run(["check", "App", "--format", "json"], in: directory.url)
        #expect(json.stdout.contains("button[Go #b1-xy-z01]"), "\(json.stdout)")
    }

    @Test("convert writes the screens higlint sees, each element with its id")
    func convert() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Main.storyboard", Self.storyboard)
        let run = try BinaryRun.run(["convert", "Main.storyboard", "--to", "xml"], in: directory.url)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("<screen name=\"Sync\""), "\(run.stdout)")
        #expect(run.stdout.contains("id=\"b1-xy-z01\""), "\(run.stdout)")
    }

    @Test(".higlint.yml ignore: an entry silences a rule on an element and all below it by IB id; one that silences nothing is reported")
    func ignoreEntries() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Main.storyboard", Self.storyboard)
        try directory.write(".higlint.yml", """
            ignore:
              - file: App/Main.storyboard
                ids: [v1]
                rules: [hit-target-size]
              - file: App/*.storyboard
                ids: [nothing-here]
                rules: [hit-target-size]
            """)
        let run = try BinaryRun.run(["check", "App"], in: directory.url)
        #expect(!run.stdout.contains("[hit-target-size]"), "silenced by the scene's id: \(run.stdout)")
        #expect(run.stdout.contains(".higlint.yml:5:5: warning: ignore entry for hit-target-size silences nothing (nothing-here in App/*.storyboard); remove it [unused-suppression]"), "\(run.stdout)")
        try directory.write(".higlint.yml", "ignore:\n  - file: App/Main.storyboard\n    idz: [r1]\n    rules: [hit-target-size]\n")
        let typo = try BinaryRun.run(["check", "App"], in: directory.url)
        #expect(typo.status == 2)
        #expect(typo.stderr.contains(".higlint.yml:3:5: error: unknown key 'idz' in an ignore entry; did you mean 'ids'?"), "\(typo.stderr)")
    }

    @Test(".higlint.yml custom_classes: a view of a custom class is checked as the kind named")
    func customClasses() throws {
        let directory = try TemporaryDirectory()
        let storyboard = Self.storyboard.replacingOccurrences(of: "<mapView id=\"m1\"/>", with: """
            <view contentMode="scaleToFill" id="c1" customClass="RoundButton"><rect key="frame" x="100" y="100" width="24" height="24"/></view>
            """)
        try directory.write("Main.storyboard", storyboard)
        let plain = try BinaryRun.run(["check", "Main.storyboard"], in: directory.url)
        #expect(!plain.stdout.contains("24x24"), "\(plain.stdout)")
        try directory.write(".higlint.yml", "custom_classes: { RoundButton: button }\n")
        let mapped = try BinaryRun.run(["check", "Main.storyboard"], in: directory.url)
        #expect(mapped.stdout.contains("Button (RoundButton) has a hit region of 24x24 pt"), "the class is named: \(mapped.stdout)")
        try directory.write(".higlint.yml", "custom_classes: { RoundButton: buton }\n")
        let typo = try BinaryRun.run(["check", "Main.storyboard"], in: directory.url)
        #expect(typo.stderr.contains("no kind 'buton'; did you mean 'button'?"), "\(typo.stderr)")
    }

    @Test("the visual report draws a view of a custom class as the kind custom_classes names, in one run and in a merge alike")
    func customClassesDrawn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Main.storyboard", Self.storyboard.replacingOccurrences(of: "<mapView id=\"m1\"/>", with: """
            <view contentMode="scaleToFill" id="c1" customClass="RoundButton"><rect key="frame" x="100" y="100" width="24" height="24"/></view>
            """))
        try directory.write(".higlint.yml", "custom_classes: { RoundButton: button }\n")
        let single = try BinaryRun.run(["check", "Main.storyboard", "--format", "html", "--no-progress"], in: directory.url)
        let shard = try BinaryRun.run(["check", "Main.storyboard", "--shard", "1/1", "--format", "json:shard.json", "--no-progress"], in: directory.url)
        #expect(shard.status == single.status, "\(shard.stderr)")
        let merged = try BinaryRun.run(["merge", "shard.json", "--format", "html"], in: directory.url)
        #expect(merged.stdout == single.stdout, "the merge reads the storyboard again, with the same custom classes")
        // The 24 x 24 button's outline lies on its own box, drawn as a control.
        let outline = try #require(single.stdout.components(separatedBy: "<g class=\"finding\"").first { $0.contains("data-rule=\"hit-target-size\"") && $0.contains("data-width=\"24\" data-height=\"24\"") })
        #expect(outline.contains("data-x=\"100\" data-y=\"100\""), "\(outline)")
        #expect(single.stdout.contains("width=\"24\" height=\"24\" rx=\"7\" class=\"k-control\""), "drawn as a button")
    }

    @Test("a baseline entry of an Interface Builder element matches by its id: a retitled button stays baselined")
    func baselineByID() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Main.storyboard", Self.storyboard)
        let write = try BinaryRun.run(["check", "Main.storyboard", "--write-baseline", "baseline.json"], in: directory.url)
        #expect(write.status == 0, "\(write.stderr)")
        try directory.write("Main.storyboard", Self.storyboard.replacingOccurrences(of: "title=\"Go\"", with: "title=\"Start\"")
            .replacingOccurrences(of: "title=\"Sync\"", with: "title=\"Synchronise\""))
        let again = try BinaryRun.run(["check", "Main.storyboard", "--baseline", "baseline.json", "--strict-baseline"], in: directory.url)
        #expect(!again.stdout.contains("hit-target-size") && !again.stdout.contains("baseline-fixed"), "\(again.stdout)")
    }

    @Test("the pre-commit framework's file pattern is the one the input formats claim")
    func hookPattern() throws {
        let hooks = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        #expect(hooks.contains("files: '\(InputFormats.pathPattern)'"), "\(InputFormats.pathPattern)")
    }

    @Test("--verbose says why Campus's tab items are not judged: their scenes are unreachable", .requires(.shared("corpus")))
    func campusTabItems() throws {
        // Login~.storyboard's tab bar controller (line 307) and its two tabs have no storyboard
        // identifier, are not the initial scene (fFz-oa-eli is) and no segue leads to them: the
        // app can never show them (Xcode itself warns "Scene is unreachable"). The same scenes,
        // reachable in Main.storyboard, are judged there.
        let file = "TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Login~.storyboard"
        let run = try BinaryRun.run(["check", file, "--verbose"], in: TestPaths.shared.appendingPathComponent("corpus"))
        #expect(run.stderr.contains("Login~.storyboard: 307:17: scene pHE-Lh-fSC is not judged: it is unreachable"), "\(run.stderr)")
    }
}
