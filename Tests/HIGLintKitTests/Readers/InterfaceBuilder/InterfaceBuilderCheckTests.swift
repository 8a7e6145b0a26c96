import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Interface Builder files checked as a user checks them: through a run, with the rules, findings
/// at the line of the element at fault. Each expectation on `../shared/corpus` was verified by
/// reading the file and the guideline.
@Suite(.requires(.shared("corpus")))
struct InterfaceBuilderCheckTests {
    static let corpus = TestPaths.shared.appendingPathComponent("corpus")

    static func findings(in path: String) -> [Violation] {
        LintRun(linter: Linter(catalog: try! RuleCatalog.builtIn())).run(paths: [path], workingDirectory: corpus.path).violations
    }

    static func lines(_ rule: String, in path: String, severity: Severity? = nil) -> [Int] {
        findings(in: path).filter { $0.ruleID == rule && (severity == nil || $0.severity == severity) }.map(\.location.line)
    }

    @Test("Campus's tab items without an image sit in scenes nothing leads to: not judged")
    func campusTabItems() throws {
        // Login~.storyboard's tab bar controller (line 307) and its two tabs have no storyboard
        // identifier, are not the initial scene (fFz-oa-eli is) and no segue leads to them: the
        // app can never show them (Xcode itself warns "Scene is unreachable"). The same scenes,
        // reachable in Main.storyboard, are judged there.
        #expect(Self.lines("tab-item-icon-and-title", in: "TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Login~.storyboard").isEmpty)
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
