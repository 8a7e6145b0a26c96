import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Judging screens as their canvas and UIKit draw them: a screen's declared size, launch screens,
/// and standard controls at UIKit's own size.
struct IBJudgementTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())

    static func xml(_ text: String) throws -> ScreenDescription {
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "t.xml") else {
            throw CancellationError()
        }
        return description
    }

    static func hitTargets(_ text: String) throws -> [Violation] {
        linter.check(try xml(text)).filter { $0.ruleID == "hit-target-size" }
    }

    @Test("a storyboard's screen gets its canvas size, and a launch screen is marked")
    func storyboardCanvas() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="12121" targetRuntime="iOS.CocoaTouch" launchScreen="YES" initialViewController="1">
                <device id="retina4_7" orientation="portrait"><adaptation id="fullscreen"/></device>
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="1" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="2">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                    <subviews>
                                        <tabBar contentMode="scaleToFill" translucent="YES" id="3">
                                            <rect key="frame" x="0.0" y="618" width="375" height="49"/>
                                        </tabBar>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        let document = try InterfaceBuilderReaderTests.read(text)
        let screen = try #require(document.screens.first)
        #expect(screen.root.number("width") == 375)
        #expect(screen.root.number("height") == 667)
        #expect(screen.root.string("launchScreen") == "true")
        let rules = Set(Self.linter.check(screen).map(\.ruleID))
        #expect(!rules.contains("tab-bar-at-bottom"))
        #expect(!rules.contains("tab-bar-translucent"))
    }

    @Test("a xib's root view sets the canvas only when it reaches below UIKit's screen of 2010")
    func xibCanvas() throws {
        func screen(y: Int = 0, height: Int) throws -> Element {
            let document = try InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.xib("""
                    <view contentMode="scaleToFill" id="1">
                        <rect key="frame" x="0.0" y="\(y)" width="375" height="\(height)"/>
                    </view>
                """), path: "t.xib")
            return try #require(document.screens.first?.root)
        }
        let tall = try screen(height: 667)
        #expect([tall.number("width"), tall.number("height")] == [375, 667])
        #expect(tall.string("launchScreen") == nil)
        let short = try screen(height: 460)
        #expect(short.number("height") == nil)
        // Below a status bar and a navigation bar on a 4-inch screen.
        let below = try screen(y: 64, height: 504)
        #expect(below.number("height") == 568)
    }

    @Test("bars at the bottom are judged against the screen's declared height")
    func declaredHeight() throws {
        let fits = try Self.xml(#"<screen name="A" width="414" height="896"><toolbar x="0" y="852" width="414" height="44"/></screen>"#)
        #expect(Self.linter.check(fits).filter { $0.ruleID == "toolbar-at-bottom" }.isEmpty)
        let old = try Self.xml(#"<screen name="A" width="414" height="896"><toolbar x="0" y="436" width="414" height="44"/></screen>"#)
        let found = Self.linter.check(old).filter { $0.ruleID == "toolbar-at-bottom" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("bottom at 896 or 862") == true)
        // On an iPhone X-class canvas a bar may end at the top of the home indicator's safe area.
        let safeArea = try Self.xml(#"<screen name="A" width="414" height="896"><toolbar x="0" y="818" width="414" height="44"/></screen>"#)
        #expect(Self.linter.check(safeArea).filter { $0.ruleID == "toolbar-at-bottom" }.isEmpty)
        #expect(EdgeAttachmentCheck.bottomEdges(of: safeArea.root) == [896, 862])
        // Not on a shorter canvas: 34 pt above a 667 pt screen's bottom is not its edge.
        let short = try Self.xml(#"<screen name="A" width="375" height="667"><toolbar x="0" y="589" width="375" height="44"/></screen>"#)
        #expect(Self.linter.check(short).filter { $0.ruleID == "toolbar-at-bottom" }.count == 1)
        #expect(EdgeAttachmentCheck.bottomEdges(of: short.root) == [667])
        #expect(EdgeAttachmentCheck.bottomEdges(of: try Self.xml(#"<screen name="A" height="812"/>"#).root) == [812, 778])
        #expect(EdgeAttachmentCheck.bottomEdges(of: try Self.xml(#"<screen name="A"/>"#).root) == [480])
        // Only a height declared: the width stays UIKit's.
        let size = EdgeAttachmentCheck.screenSize(of: try Self.xml(#"<screen name="A" height="568"/>"#).root)
        #expect(size.width == 320 && size.height == 568)
    }

    @Test("standard controls at UIKit's own size are information; squeezed or custom ones are warnings")
    func uikitSizes() throws {
        func severities(_ body: String) throws -> [Severity] {
            try Self.hitTargets(#"<screen name="S">"# + body + "</screen>").map(\.severity)
        }
        #expect(try severities(#"<switch x="10" y="10" width="94" height="27"/>"#) == [.info])
        #expect(try severities(#"<switch x="10" y="10" width="51" height="31"/>"#) == [.info])
        #expect(try severities(#"<switch x="10" y="10" width="51" height="20"/>"#) == [.warning])
        #expect(try severities(#"<slider x="10" y="10" width="200" height="23"/>"#) == [.info])
        #expect(try severities(#"<slider x="10" y="10" width="30" height="23"/>"#) == [.warning])
        #expect(try severities(#"<pageControl x="10" y="10" width="100" height="36"/>"#) == [.info])
        #expect(try severities(#"<stepper x="10" y="10" width="94" height="29"/>"#) == [.info])
        #expect(try severities(#"<segmentedControl x="10" y="10" width="200" height="29"><segment title="A"/><segment title="B"/></segmentedControl>"#) == [.info])
        #expect(try severities(#"<segmentedControl x="10" y="10" width="100" height="29"><segment title="A"/><segment title="B"/><segment title="C"/></segmentedControl>"#) == [.warning])
        #expect(try severities(#"<textField borderStyle="roundedRect" x="10" y="10" width="200" height="31"/>"#) == [.info])
        #expect(try severities(#"<textField borderStyle="roundedRect" x="10" y="10" width="200" height="24"/>"#) == [.warning])
        #expect(try severities(#"<textField x="10" y="10" width="200" height="31"/>"#) == [.warning])
        #expect(try severities(#"<textField borderStyle="bezel" x="10" y="10" width="200" height="31"/>"#) == [.warning])
        #expect(try severities(#"<button buttonType="custom" x="10" y="10" width="25" height="25"/>"#) == [.warning])
        let info = try Self.hitTargets(#"<screen name="S"><switch x="10" y="10" width="51" height="31"/></screen>"#)
        #expect(info.first?.message.contains("UIKit") == true)
        #expect(info.first?.elementPath.hasSuffix("switch") == true || info.first?.elementPath.contains("switch") == true)
    }

    @Test("a small control in a table cell says so; a launch screen's controls are not judged")
    func cellsAndLaunchScreens() throws {
        let inCell = try Self.hitTargets(#"""
            <screen name="S"><tableView x="0" y="0" width="320" height="480"><cell title="Row">
              <button buttonType="custom" x="280" y="10" width="22" height="22"/>
            </cell></tableView></screen>
            """#)
        #expect(inCell.count == 1)
        #expect(inCell.first?.severity == .warning)
        #expect(inCell.first?.message.contains("in a table cell") == true)
        #expect(inCell.first?.elementPath.contains("button") == true)
        let outside = try Self.hitTargets(#"<screen name="S"><button buttonType="custom" x="280" y="10" width="22" height="22"/></screen>"#)
        #expect(outside.first?.message.contains("table cell") == false)
        let launch = try Self.hitTargets(#"<screen name="S" launchScreen="true"><button x="280" y="10" width="22" height="22"/></screen>"#)
        #expect(launch.isEmpty)
    }

    @Test("the IB readers read a text field's border style")
    func borderStyle() throws {
        let document = try InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="460"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="2">
                            <rect key="frame" x="20" y="20" width="280" height="31"/>
                        </textField>
                    </subviews>
                </view>
            """), path: "t.xib")
        let field = try #require(document.screens.first.flatMap { InterfaceBuilderReaderTests.all("textField", in: $0.root).first })
        #expect(field.string("borderStyle") == "roundedRect")
    }
}
