import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A xib's top-level views measured against the device canvas the file is drawn on: a view much
/// shorter than that screen is a fragment of one, whose bars are not judged against its edges.
struct IBDeviceCanvasTests {
    @Test("device ids give their canvas, in portrait or landscape")
    func canvas() {
        #expect(IBDeviceCanvas.height(id: "retina4_7", orientation: "portrait") == 667)
        #expect(IBDeviceCanvas.height(id: "retina6_1", orientation: nil) == 896)
        #expect(IBDeviceCanvas.height(id: "retina6_1", orientation: "landscape") == 414)
        #expect(IBDeviceCanvas.height(id: "ipad9_7", orientation: nil) == 1024)
        #expect(IBDeviceCanvas.height(id: "watch38", orientation: nil) == nil)
    }

    /// A xib with a top-level view (not the File's Owner's) of `height` points holding a tab bar
    /// at its top, drawn on an iPhone 8 canvas.
    static func xib(height: Int) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="\(height)"/>
                    <subviews>
                        <tabBar contentMode="scaleToFill" id="tabs">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                        </tabBar>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    static func tabBar(_ text: String) throws -> Element {
        let screen = try #require(InterfaceBuilderReaderTests.read(text, path: "Panel.xib").screens.first).root
        return try #require(screen.children.first { $0.kind == "tabBar" })
    }

    @Test("a top-level view shorter than the device's screen is a fragment: its bars are placed in it, and not judged against the screen's edges")
    func fragment() throws {
        let bar = try Self.tabBar(Self.xib(height: 418))
        #expect(bar.number("height") == 49)
        #expect(bar.number("y") == 0)
        let screen = try #require(InterfaceBuilderReaderTests.read(Self.xib(height: 418), path: "Panel.xib").screens.first)
        #expect(screen.root.bool("freeStanding") == true)
        #expect(!IBJudgementTests.linter.check(screen).contains { $0.ruleID == "tab-bar-at-bottom" })
    }

    @Test("a top-level view as tall as the device's screen is a screen: its bars are placed")
    func screen() throws {
        #expect(try Self.tabBar(Self.xib(height: 667)).number("y") == 0)
        #expect(try Self.tabBar(Self.xib(height: 603)).number("y") == 0)
    }
}
