import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Real screens of the corpus drawn by the visual report and measured in a real browser
/// (`Tests/Browser/layout_check.py`): the cases where a drawing used to mislead.
struct ReferenceScreensBrowserTests {
    /// Files of `../shared/corpus` whose screens make the reference set, and what each stands for.
    static let reference: [(file: String, case: String)] = [
        ("duckduckgo__iOS/DuckDuckGo/Base.lproj/Bookmarks.storyboard", "a grouped table under a navigation bar and a toolbar"),
        ("GitHawkApp__GitHawk/Classes/Settings/Settings.storyboard", "grouped sections under a translucent navigation bar, crowded"),
        ("duckduckgo__iOS/DuckDuckGo/Base.lproj/Settings.storyboard", "a long grouped settings table"),
        ("haiwen__seafile-iOS/seafile/ui/FolderView_iPhone.storyboard", "the most findings of the corpus"),
        ("TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Login~.storyboard", "stack views"),
        ("TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Main.storyboard", "stack views, tab bar, crowded"),
        ("todotxt__todo.txt-ios/MainStoryboard_iPhone.storyboard", "plain tables under bars"),
        ("duckduckgo__iOS/DuckDuckGo/Base.lproj/OmniBar.xib", "a free-standing bar of stack views, crowded"),
        ("duckduckgo__iOS/DuckDuckGo/ActionMessageView.xib", "a free-standing 346 x 45 view"),
        ("duckduckgo__iOS/DuckDuckGo/NotificationView.xib", "a free-standing view of stack views"),
        ("duckduckgo__iOS/DuckDuckGo/FindInPage.xib", "a free-standing toolbar accessory"),
        ("MIT-Mobile__MIT-Mobile-for-iOS/Modules/News/Views/Table View Cells XIBs/NewsStoryExternalTableCell.xib", "a cell"),
        ("owncloud__ios/Owncloud iOs Client/Tabs/SettingTab/Account/Cell/AccountCell.xib", "a cell with findings"),
        ("owncloud__ios/Owncloud iOs Client/Tabs/FileTab/Share/Cells/ShareLinkHeaderCell.xib", "a header cell with findings"),
        ("haiwen__seafile-iOS/seafile/ui/DownloadingProgress_iPhone.xib", "a controller's view of an old xib"),
        ("haiwen__seafile-iOS/seafile-appstore/Images.xcassets/AppIcon.appiconset/Contents.json", "icons, among them a 1024-pixel one"),
    ]

    /// The files whose screens are free-standing views (not a controller's view).
    static let freeStanding = [
        "duckduckgo__iOS/DuckDuckGo/Base.lproj/OmniBar.xib", "duckduckgo__iOS/DuckDuckGo/ActionMessageView.xib",
        "MIT-Mobile__MIT-Mobile-for-iOS/Modules/News/Views/Table View Cells XIBs/NewsStoryExternalTableCell.xib",
        "owncloud__ios/Owncloud iOs Client/Tabs/SettingTab/Account/Cell/AccountCell.xib",
    ]

    @Test("in Chromium, 20 and more real screens: no flagged element hidden, badges apart, rows and sections apart, free-standing views off the device, axe finds nothing serious",
          .requires(.shared("corpus")), .requires(.tool("chromium")), .requires(.pythonModule("playwright")),
          .requires(.pythonModule("axe_playwright_python")))
    func referenceScreens() throws {
        let directory = try TemporaryDirectory()
        let report = directory.url.appendingPathComponent("report.html").path
        let corpus = TestPaths.shared.appendingPathComponent("corpus")
        let run = try BinaryRun.run(["check"] + Self.reference.map(\.file) + ["--format", "html:\(report)", "--draw-clean", "--no-progress"],
                                    in: corpus)
        #expect(run.status != 2, "\(run.stderr)")
        let result = try ExternalTool.run("python3", [TestPaths.packageRoot.appendingPathComponent("Tests/Browser/layout_check.py").path,
                                                      report, directory.url.appendingPathComponent("shots").path]
                                                     + Self.freeStanding.flatMap { ["--free-standing", $0] })
        #expect(result.status == 0, "\(result.output)")
        let checked = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let counts = checked?["checked"] as? [String: Any]
        #expect((counts?["drawings"] as? Int ?? 0) >= 20, "\(result.output)")
        #expect((counts?["findings outlined"] as? Int ?? 0) >= 60, "\(result.output)")
        #expect((counts?["free-standing drawings"] as? Int ?? 0) >= Self.freeStanding.count, "\(result.output)")
    }
}
