import Testing
@testable import HIGLintKit

/// A storyboard or xib named for the app's developers (`Debug.storyboard`), or a scene of a class so
/// named (`HistoryDebugViewController`), holds screens no user of the shipped app sees: judged, for
/// information only, with the reason, as alerts in such code are (`DevelopmentScreenHint`).
struct DevelopmentInterfaceFilesTests {
    typealias Bars = IBCodeBarsTests
    typealias Reader = InterfaceBuilderReaderTests

    static func hitTargets(_ files: [String: String]) throws -> [Violation] {
        try Bars.findings(files).filter { $0.ruleID == "hit-target-size" }
    }

    @Test("a small button in Debug.storyboard is information, saying why; the same file named Main.storyboard is a warning")
    func debugStoryboard() throws {
        let storyboard = IBCodeViewsTests.smallHiddenButtonStoryboard
        let debug = try Self.hitTargets(["Debug.storyboard": storyboard])
        #expect(debug.map(\.severity) == [.info])
        #expect(debug.first?.message.hasSuffix("(information only: \"Debug.storyboard\" names a screen for developers)") == true,
                "\(debug.map(\.message))")
        #expect(try Self.hitTargets(["Main.storyboard": storyboard]).map(\.severity) == [.warning])
    }

    @Test("a scene whose class is named for developers is information; a word that only contains one (Debugger) is not")
    func debugClass() throws {
        let storyboard = IBCodeViewsTests.smallHiddenButtonStoryboard
        let debug = storyboard.replacingOccurrences(of: "GuildDetailViewController", with: "HistoryDebugViewController")
        #expect(try Self.hitTargets(["Main.storyboard": debug]).map(\.severity) == [.info])
        let debugger = storyboard.replacingOccurrences(of: "GuildDetailViewController", with: "DebuggerViewController")
        #expect(try Self.hitTargets(["Main.storyboard": debugger]).map(\.severity) == [.warning])
    }

    @Test("a table cell's Accessibility inspector label is no unknown property: cells have no VoiceOver properties to judge")
    func cellAccessibilityLabel() throws {
        let storyboard = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <tableViewController id="list" title="Settings" sceneMemberID="viewController">
                    <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="grouped" rowHeight="44" id="table">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <sections>
                            <tableViewSection id="section">
                                <cells>
                                    <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="cell">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                        <accessibility key="accessibilityConfiguration" label="Select network trust"/>
                                    </tableViewCell>
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
            </objects></scene>
            """)
        let findings = try Bars.findings(["Settings.storyboard": storyboard])
        #expect(!findings.contains { $0.ruleID == "schema" }, "\(findings.map(\.message))")
    }
}
