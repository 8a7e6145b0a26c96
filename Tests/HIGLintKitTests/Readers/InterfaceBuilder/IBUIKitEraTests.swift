import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// An Interface Builder file read as the UIKit it is made for draws it: the era from the format
/// and `<deployment>`, on every screen as `uikit`, and the defaults of that era.
struct IBUIKitEraTests {
    /// A document-format xib of one view holding a navigation bar (no `translucent` written) and
    /// the given simulated status bar style, with `dependencies` as given.
    static func xib(dependencies: String, statusBarStyle: String = "blackOpaque") -> String {
        InterfaceBuilderReaderTests.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <navigationBar contentMode="scaleToFill" id="2">
                            <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                            <items>
                                <navigationItem title="Inbox" id="3"/>
                            </items>
                        </navigationBar>
                    </subviews>
                    <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="\(statusBarStyle)"/>
                </view>
            """, extra: "") .replacingOccurrences(of: "<objects>", with: "\(dependencies)\n    <objects>")
    }

    static func screen(_ text: String, path: String = "Inbox.xib") throws -> Element {
        try #require(InterfaceBuilderReaderTests.read(text, path: path).screens.first).root
    }

    static func first(_ kind: String, in element: Element) -> Element? {
        if element.kind == kind { return element }
        return element.children.lazy.compactMap { first(kind, in: $0) }.first
    }

    @Test("a document-format file made for iOS 6: opaque bars unless said, the black opaque status bar is black and opaque")
    func documentOfIOS6() throws {
        let screen = try Self.screen(Self.xib(dependencies: "<dependencies><deployment defaultVersion=\"1552\" identifier=\"iOS\"/></dependencies>"))
        #expect(screen.string("uikit") == "ios6")
        let bar = try #require(Self.first("navigationBar", in: screen))
        #expect(bar.string("translucent") == nil)
        #expect(Vocabulary.value(of: "translucent", in: bar) == "false")
        #expect(Self.first("statusBar", in: screen)?.string("style") == "black-opaque")
    }

    @Test("a document-format file of iOS 7 or later (or of no stated version): a standalone bar's default translucency is unknown (set at run time), no black opaque status bar")
    func documentOfIOS7() throws {
        for dependencies in ["<dependencies><deployment identifier=\"iOS\"/></dependencies>",
                             "<dependencies><deployment version=\"2048\" identifier=\"iOS\"/></dependencies>", ""] {
            let screen = try Self.screen(Self.xib(dependencies: dependencies))
            #expect(screen.string("uikit") == "ios7", "\(dependencies)")
            // iOS 7 made bars translucent by default; a standalone bar that keeps the default is styled in code.
            #expect(Self.first("navigationBar", in: screen)?.isSetAtRunTime("translucent") == true, "\(dependencies)")
            #expect(Self.first("navigationBar", in: screen)?.string("translucent") == nil, "\(dependencies)")
            #expect(Self.first("statusBar", in: screen)?.string("style") == nil, "\(dependencies)")
        }
    }

    @Test("an archive-format file is of iOS 6: a black bar is opaque unless it says translucent")
    func archive() throws {
        let text = InterfaceBuilderReaderTests.archive("""
                    <object class="IBUIView" id="200">
                        <array class="NSMutableArray" key="NSSubviews">
                            <object class="IBUINavigationBar" id="400">
                                <string key="NSFrame">{{0, 20}, {320, 44}}</string>
                                <int key="IBUIBarStyle">1</int>
                            </object>
                        </array>
                        <string key="NSFrame">{{0, 0}, {320, 480}}</string>
                    </object>
            """)
        let screen = try Self.screen(text)
        #expect(screen.string("uikit") == "ios6")
        let bar = try #require(Self.first("navigationBar", in: screen))
        #expect(bar.string("style") == "black")
        #expect(Vocabulary.value(of: "translucent", in: bar) == "false")
    }

    @Test("a navigation controller's implicit bar is translucent only in a file of iOS 7 or later")
    func implicitNavigationBar() throws {
        func bar(deployment: String) throws -> Element? {
            let text = """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="5056" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                    <dependencies>\(deployment)</dependencies>
                    <scenes>
                        <scene sceneID="s1">
                            <objects>
                                <navigationController id="nav" sceneMemberID="viewController">
                                    <connections>
                                        <segue destination="inbox" kind="relationship" relationship="rootViewController" id="r"/>
                                    </connections>
                                </navigationController>
                            </objects>
                        </scene>
                        <scene sceneID="s2">
                            <objects>
                                <viewController id="inbox" title="Inbox" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="v">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                    </view>
                                </viewController>
                            </objects>
                        </scene>
                    </scenes>
                </document>
                """
            return Self.first("navigationBar", in: try Self.screen(text, path: "Main.storyboard"))
        }
        #expect(try bar(deployment: "<deployment defaultVersion=\"1536\" identifier=\"iOS\"/>")?.string("translucent") == nil)
        #expect(try bar(deployment: "<deployment defaultVersion=\"1792\" identifier=\"iOS\"/>")?.string("translucent") == "true")
    }

    @Test("a plain bar item in a navigation bar is not judged in an Interface Builder file of either era")
    func plainNavigationItems() throws {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        let archive = InterfaceBuilderReaderTests.archive("""
                    <object class="IBUIView" id="200">
                        <array class="NSMutableArray" key="NSSubviews">
                            <object class="IBUINavigationBar" id="400">
                                <string key="NSFrame">{{0, 20}, {320, 44}}</string>
                                <array class="NSMutableArray" key="IBUIItems">
                                    <object class="IBUINavigationItem" id="401">
                                        <string key="IBUITitle">Inbox</string>
                                        <object class="IBUIBarButtonItem" key="IBUIRightBarButtonItem" id="402">
                                            <string key="IBUITitle">Groups</string>
                                            <int key="IBUIStyle">0</int>
                                        </object>
                                    </object>
                                </array>
                            </object>
                        </array>
                        <string key="NSFrame">{{0, 0}, {320, 480}}</string>
                    </object>
            """)
        let document = try InterfaceBuilderReaderTests.read(archive, path: "Inbox.xib")
        let screen = try #require(document.screens.first)
        let item = try #require(Self.first("barButtonItem", in: screen.root))
        #expect(item.string("style") == "plain")
        #expect(!linter.check(screen).contains { $0.ruleID == "navbar-items-bordered" })
    }
}
