import Foundation
import Testing
@testable import HIGLintKit

/// Interface Builder files checked as a user checks them: through a run, with the rules, findings
/// at the line of the element at fault. Each expectation on `../shared/corpus` was verified by
/// reading the file and the guideline.
@Suite(Requires.shared("corpus"))
struct InterfaceBuilderCheckTests {
    static let corpus = TestPaths.shared.appendingPathComponent("corpus")

    static func findings(in path: String) -> [Violation] {
        LintRun(linter: Linter(catalog: try! RuleCatalog.builtIn())).run(paths: [path], workingDirectory: corpus.path).violations
    }

    static func lines(_ rule: String, in path: String, severity: Severity? = nil) -> [Int] {
        findings(in: path).filter { $0.ruleID == rule && (severity == nil || $0.severity == severity) }.map(\.location.line)
    }

    @Test("Spark360's archived toolbar of six items is too full, and it sits at the bottom of its 460-point view")
    func sparkToolbar() {
        let file = "0xe1f__Spark360-iOS/UI/ProfileOverviewController.xib"
        #expect(Self.lines("toolbar-item-count", in: file) == [81])
        #expect(Self.lines("toolbar-at-bottom", in: file).isEmpty)
    }

    @Test("seafile's rounded-rect buttons titled in lower case, at their start tags")
    func seafileButtons() {
        let file = "haiwen__seafile-iOS/seafile/ui/SeafMkLibAlertController_iPhone.xib"
        #expect(Self.lines("button-title-title-case", in: file) == [122, 137])
    }

    @Test("Campus's tab items without an image sit in scenes nothing leads to: not judged, and --verbose says why")
    func campusTabItems() throws {
        // Login~.storyboard's tab bar controller (line 307) and its two tabs have no storyboard
        // identifier, are not the initial scene (fFz-oa-eli is) and no segue leads to them: the
        // app can never show them (Xcode itself warns "Scene is unreachable"). The same scenes,
        // reachable in Main.storyboard, are judged there.
        let file = "TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Login~.storyboard"
        #expect(Self.lines("tab-item-icon-and-title", in: file).isEmpty)
        let run = try BinaryRun.run(["check", file, "--verbose"], in: Self.corpus)
        #expect(run.stderr.contains("Login~.storyboard: 307:17: scene pHE-Lh-fSC is not judged: it is unreachable"), "\(run.stderr)")
    }

    @Test("seafile's tab items with an icon and no title")
    func seafileTabItems() {
        let file = "haiwen__seafile-iOS/seafile/ui/FolderView_iPhone.storyboard"
        #expect(Self.lines("tab-item-icon-and-title", in: file) == [37, 132, 697, 783, 825])
    }

    @Test("ownCloud's 25x25 custom button is too small a target")
    func ownCloudButton() {
        let file = "owncloud__ios/Owncloud iOs Client/Files/Preview/FilePreview/FilePreviewViewController.xib"
        #expect(Self.lines("hit-target-size", in: file, severity: .warning) == [81])
    }

    @Test("DuckDuckGo's text field for a website address has the default keyboard")
    func duckDuckGoKeyboard() {
        let file = "duckduckgo__iOS/DuckDuckGo/Base.lproj/Feedback.storyboard"
        #expect(Self.lines("text-field-keyboard-type", in: file) == [550])
    }

    @Test("todo.txt's archived accessory toolbar of four bordered items and a space is fine")
    func todoToolbar() {
        let file = "todotxt__todo.txt-ios/Views/TaskEditAccessoryView.xib"
        #expect(Self.lines("toolbar-item-count", in: file).isEmpty)
        #expect(Self.lines("toolbar-no-mixed-styles", in: file).isEmpty)
    }

    @Test("GitHawk's launch screen: its tab bar ends at the bottom of its 667-point canvas")
    func gitHawkLaunchScreen() {
        let file = "GitHawkApp__GitHawk/Resources/Base.lproj/LaunchScreen.storyboard"
        #expect(Self.lines("tab-bar-at-bottom", in: file).isEmpty)
    }

    @Test("todo.txt's 94x27 switch is UIKit's own size: information, not a warning")
    func todoSwitch() {
        let file = "todotxt__todo.txt-ios/Libraries/InAppSettingsKit/Xibs/IASKPSToggleSwitchSpecifierViewCell.xib"
        #expect(Self.lines("hit-target-size", in: file, severity: .warning).isEmpty)
        #expect(Self.lines("hit-target-size", in: file, severity: .info) == [75])
    }

    @Test("ownCloud's folder toolbar holds a bordered item (IB leaves the default style out) and a done item: not mixed")
    func ownCloudToolbarStyles() {
        // In the document format a plain item is written style="plain" (34 times in the corpus)
        // and "bordered", the default, never: an item without a style is bordered, and done is a
        // bordered style. The toolbar at line 32 mixes nothing.
        let file = "owncloud__ios/Owncloud iOs Client/Tabs/FileTab/SelectFolder/SelectFolderViewController.xib"
        #expect(Self.lines("toolbar-no-mixed-styles", in: file).isEmpty)
    }

    @Test("false alarms found by reading the findings by hand stay gone")
    func reviewedFalseAlarms() {
        // A tab bar translucent only because iOS 7 made that the default: no choice of the designer's.
        #expect(Self.lines("tab-bar-translucent", in: "haiwen__seafile-iOS/seafile/ui/FolderView_iPad.storyboard").isEmpty)
        // A date picker under Auto Layout with no size constraint: UIKit sizes it, the stored frame is stale.
        #expect(Self.lines("picker-fixed-size", in: "MIT-Mobile__MIT-Mobile-for-iOS/Modules/Calendar/MITDatePickerViewController.xib").isEmpty)
        // A gallery presented modally by a tap gesture recognizer's segue keeps its own bar.
        #expect(Self.lines("navbar-consistent-per-orientation", in: "MIT-Mobile__MIT-Mobile-for-iOS/Resources/en.lproj/News_iPhone.storyboard").isEmpty)
    }

    @Test("false alarms of the second reading stay gone: untouchable controls, UIKit's own toolbar, modals with nothing to abandon")
    func secondReviewFalseAlarms() {
        // A button with userInteractionEnabled="NO" is an icon; the cell's row takes the tap.
        #expect(Self.lines("hit-target-size", in: "MIT-Mobile__MIT-Mobile-for-iOS/Modules/ShuttleTrack/MITShuttleStopAlarmCell.xib").isEmpty)
        // A toolbar shown by toolbarHidden="NO" without an element of its own is UIKit's, as translucent as the bar above.
        #expect(Self.lines("navbar-translucent-vs-opaque-toolbar", in: "haiwen__seafile-iOS/seafile/ui/FolderView_iPhone.storyboard").isEmpty)
        // A login gate that only logs in, and a gallery with Done: nothing to abandon, no Cancel asked for.
        #expect(Self.lines("modal-cancel-and-done", in: "todotxt__todo.txt-ios/Views/MainStoryboard_iPhone.storyboard").isEmpty)
    }

    @Test("a storyboard's finding has an element path with the scene and the Interface Builder ids")
    func elementPaths() throws {
        let file = "haiwen__seafile-iOS/seafile/ui/FolderView_iPhone.storyboard"
        let finding = try #require(Self.findings(in: file).first { $0.ruleID == "tab-item-icon-and-title" })
        #expect(finding.elementPath.contains("#"), "\(finding.elementPath)")
        #expect(finding.elementPath.hasPrefix("screen["), "\(finding.elementPath)")
    }

    @Test("the whole corpus: every IB file reads, none gives a schema finding, and a shared bar is reported once")
    func wholeCorpus() {
        let result = LintRun(linter: Linter(catalog: try! RuleCatalog.builtIn())).run(paths: [Self.corpus.path], workingDirectory: Self.corpus.path)
        let ibFiles = result.filesChecked.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }
        #expect(ibFiles.count == 307, "308 files, less the watchOS storyboard")
        #expect(result.errors.isEmpty, "\(result.errors)")
        #expect(!result.violations.contains { $0.ruleID == "schema" && ($0.location.file.hasSuffix(".storyboard") || $0.location.file.hasSuffix(".xib")) })
        var seen = Set<String>()
        for violation in result.violations {
            #expect(seen.insert("\(violation.ruleID) \(violation.location) \(violation.message)").inserted, "reported twice: \(violation)")
        }
    }
}

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

    @Test("every format is found by its extensions, the asset catalog set before plain JSON")
    func registry() {
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/Main.storyboard"))?.name == "Interface Builder file")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/View.XIB"))?.name == "Interface Builder file")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/AppIcon.appiconset/Contents.json"))?.name == "asset catalog set")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/Contents.json"))?.name == "JSON description")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/s.xml"))?.name == "XML description")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/s.txt")) == nil)
    }

    @Test("a path's name, extension and folder are those URL and NSString give")
    func nameParts() throws {
        var paths = ["/a/b/c.xml", "/a/b/.xml", "/a/b/c.", "/a/b/c.d.JSON", "/a/b/c", "/c.xml", "/a/b/x.xcassets/y.json",
                     "/a/b/c .x ml", "/a/b/ü.XML", "/a/b/c.xml/", "/a/b/..xml", "/a//b.xml", "//b.xml", "/", "/a/b//"]
        // And every file of the corpus, where it is.
        if let corpus = try? FileManager.default.subpathsOfDirectory(atPath: InterfaceBuilderCheckTests.corpus.path) {
            paths += corpus.map { InterfaceBuilderCheckTests.corpus.path + "/" + $0 }
        }
        for path in paths {
            let url = URL(fileURLWithPath: path)
            let parts = InputFormats.nameParts(of: url.path)
            #expect(parts.name == url.lastPathComponent, "\(path)")
            #expect(parts.ext == (url.lastPathComponent as NSString).pathExtension.lowercased(), "\(path)")
            #expect(parts.folder == url.deletingLastPathComponent().lastPathComponent, "\(path)")
        }
    }
}

