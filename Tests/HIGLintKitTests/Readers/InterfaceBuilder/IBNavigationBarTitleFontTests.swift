import Foundation
import Testing
@testable import HIGLintKit

/// A navigation bar's title font in the document format: the system font by type, a custom font by
/// family, nothing when the bar leaves its title attributes alone.
struct IBNavigationBarTitleFontTests {
    static func font(_ attributes: String) -> String? {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <navigationBar contentMode="scaleToFill" id="bar">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                \(attributes)
                                <items>
                                    <navigationItem title="Notes" id="item"/>
                                </items>
                            </navigationBar>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
        guard case .description(let description) = DescriptionReader.read(data: Data(xib.utf8), syntax: .interfaceBuilder, path: "a.xib"),
              let bar = description.root.children.first(where: { $0.kind == "navigationBar" }) else {
            Issue.record("the xib was not read as one screen with a navigation bar")
            return nil
        }
        return bar.string("font")
    }

    @Test("a custom family is the bar's font")
    func customFamily() {
        #expect(Self.font("""
            <textAttributes key="titleTextAttributes">
                <fontDescription key="fontDescription" name="MarkerFelt-Thin" family="Marker Felt" pointSize="20"/>
            </textAttributes>
            """) == "Marker Felt")
    }

    @Test("a font of a system type is the system font")
    func systemType() {
        #expect(Self.font("""
            <textAttributes key="titleTextAttributes">
                <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
            </textAttributes>
            """) == "system")
    }

    @Test("no title attributes, or attributes without a font, give no font")
    func noFont() {
        #expect(Self.font("") == nil)
        #expect(Self.font("<textAttributes key=\"titleTextAttributes\"><color key=\"textColor\" white=\"1\" alpha=\"1\"/></textAttributes>") == nil)
    }

    @Test("a navigation controller's bar lends its title font to the screens it shows")
    func navigationControllerBar() {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav">
                <scenes>
                    <scene sceneID="a">
                        <objects>
                            <navigationController id="nav" sceneMemberID="viewController">
                                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                                    <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                    <textAttributes key="titleTextAttributes">
                                        <fontDescription key="fontDescription" name="Papyrus" family="Papyrus" pointSize="18"/>
                                    </textAttributes>
                                </navigationBar>
                                <connections>
                                    <segue destination="notes" kind="relationship" relationship="rootViewController" id="root"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="b">
                        <objects>
                            <viewController id="notes" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="view">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                </view>
                                <navigationItem key="navigationItem" title="Notes" id="item"/>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        guard case .description(let description) = DescriptionReader.read(data: Data(storyboard.utf8), syntax: .interfaceBuilder, path: "a.storyboard"),
              let bar = description.root.children.first(where: { $0.kind == "navigationBar" }) else {
            Issue.record("the storyboard was not read as one screen with a navigation bar")
            return
        }
        #expect(bar.string("font") == "Papyrus")
    }
}
