import Foundation
import Testing
@testable import HIGLintKit

/// Colours and fonts of the document format, as the legibility rules read them.
struct IBTextAppearanceTests {
    static func screen(_ subviews: String, root: String = #"<color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#,
                       resources: String = "") throws -> Element {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="vc">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                                <subviews>
                                    \(subviews)
                                </subviews>
                                \(root)
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
                <resources>\(resources)</resources>
            </document>
            """
        guard case .description(let description) = DescriptionReader.read(data: Data(storyboard.utf8), syntax: .interfaceBuilder, path: "a.storyboard") else {
            throw ReadFailure()
        }
        return description.root
    }

    struct ReadFailure: Error {}

    @Test("a label's colours of each space and its system font, a root view's colour on the screen")
    func label() throws {
        let root = try Self.screen("""
            <label text="Hi" id="l">
                <rect key="frame" x="20" y="100" width="200" height="21"/>
                <fontDescription key="fontDescription" type="boldSystem" pointSize="15"/>
                <color key="textColor" red="0.2" green="0.4" blue="0.6" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="backgroundColor" white="0.0" alpha="0.5" colorSpace="deviceWhite"/>
            </label>
            """)
        #expect(root.string("backgroundColor") == "#FFFFFF")
        let label = try #require(root.children.first)
        #expect(label.string("textColor") == "#336699")
        #expect(label.string("backgroundColor") == "#00000080")
        #expect(label.string("font") == "system" && label.number("fontSize") == 15 && label.string("fontWeight") == "bold")
    }

    @Test("system colours keep their UIKit names; a named colour takes the file's light value, its dark one unknown")
    func namedColors() throws {
        let root = try Self.screen("""
            <label text="A" id="a"><color key="textColor" systemColor="secondaryLabelColor"/></label>
            <label text="B" id="b"><color key="textColor" name="tumBlue"/></label>
            <label text="C" id="c"><color key="textColor" name="missing"/></label>
            <label text="D" id="d"><color key="textColor" cocoaTouchSystemColor="darkTextColor"/></label>
            """, root: #"<color key="backgroundColor" systemColor="systemBackgroundColor"/>"#,
            resources: #"<namedColor name="tumBlue"><color red="0.0" green="0.396" blue="0.741" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)
        #expect(root.string("backgroundColor") == "systemBackgroundColor")
        let labels = root.children
        #expect(labels[0].string("textColor") == "secondaryLabelColor")
        #expect(labels[1].string("textColor") == "#0065BD/?")
        #expect(labels[2].string("textColor") == nil && labels[2].isSetAtRunTime("textColor"))
        #expect(labels[3].string("textColor") == "darkTextColor")
    }

    @Test("a colour written as components that is a named colour the file keeps is marked with its name; white, black and named colours are not")
    func namedColorLiterals() throws {
        let tumBlue = #"<color red="0.0" green="0.396" blue="0.741" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let root = try Self.screen("""
            <label text="A" id="a"><color key="textColor" red="0.0" green="0.396" blue="0.741" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
            <label text="B" id="b"><color key="textColor" name="tumBlue"/></label>
            <label text="C" id="c"><color key="textColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></label>
            <label text="D" id="d"><color key="textColor" red="0.5" green="0.396" blue="0.741" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></label>
            """, resources: #"<namedColor name="tumBlue">\#(tumBlue)</namedColor><namedColor name="onAccent"><color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></namedColor>"#)
        #expect(root.children.map { $0.string("sameAsNamedColor") } == ["tumBlue", nil, nil, nil])
    }

    @Test("a named colour whose copy is exactly one of UIKit's label colours of lesser emphasis is that UIKit colour")
    func copyOfUIKitColor() throws {
        let root = try Self.screen(#"<label text="In 6 months" id="a"><color key="textColor" name="AuxiliaryText"/></label>"#,
                                   resources: #"<namedColor name="AuxiliaryText"><color red="0.23500001430511475" green="0.23500001430511475" blue="0.2630000114440918" alpha="0.60000002384185791" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#)
        #expect(root.children.first?.string("textColor") == "secondaryLabelColor")
    }

    @Test("a button's font is its title's: an image button has none")
    func imageButtonHasNoFont() throws {
        let root = try Self.screen("""
            <button buttonType="system" id="b">
                <rect key="frame" x="20" y="200" width="44" height="44"/>
                <fontDescription key="fontDescription" type="system" pointSize="50"/>
                <state key="normal" image="faceid"/>
            </button>
            """)
        let button = try #require(root.children.first)
        #expect(button.string("fontSize") == nil && button.string("font") == nil)
    }

    @Test("a root view without a colour leaves the screen's background to the app's code")
    func rootWithoutColor() throws {
        let root = try Self.screen(#"<label text="A" id="a"/>"#, root: "")
        #expect(root.isSetAtRunTime("backgroundColor"))
    }

    @Test("a button's title colour by state, a background image, a Dynamic Type style, a custom face's weight")
    func buttonAndFonts() throws {
        let root = try Self.screen("""
            <button buttonType="system" id="b">
                <rect key="frame" x="20" y="200" width="120" height="44"/>
                <fontDescription key="fontDescription" name="HelveticaNeue-Medium" family="Helvetica Neue" pointSize="16"/>
                <state key="normal" title="Go" backgroundImage="pill">
                    <color key="titleColor" white="1" alpha="1" colorSpace="calibratedWhite"/>
                </state>
                <state key="highlighted">
                    <color key="titleColor" white="0.5" alpha="1" colorSpace="deviceWhite"/>
                </state>
            </button>
            <label text="Body" id="l"><fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/></label>
            """)
        let button = try #require(root.children.first { $0.kind == "button" })
        #expect(button.string("titleColor") == "#FFFFFF" && button.string("highlightedTitleColor") == "#808080")
        #expect(button.isSetAtRunTime("backgroundColor"))
        #expect(button.string("font") == "Helvetica Neue" && button.string("fontWeight") == "medium" && button.number("fontSize") == 16)
        let label = try #require(root.children.first { $0.kind == "label" })
        #expect(label.string("textStyle") == "footnote" && label.number("fontSize") == 13)
    }

    @Test("a cell's content view colour is drawn over the cell's; a pattern colour is unknown")
    func cellsAndPatterns() throws {
        let root = try Self.screen("""
            <tableView style="plain" id="t">
                <rect key="frame" x="0" y="0" width="390" height="844"/>
                <color key="backgroundColor" cocoaTouchSystemColor="scrollViewTexturedBackgroundColor"/>
                <prototypes>
                    <tableViewCell id="c">
                        <rect key="frame" x="0" y="28" width="390" height="44"/>
                        <tableViewCellContentView key="contentView" id="cv">
                            <rect key="frame" x="0" y="0" width="390" height="44"/>
                            <color key="backgroundColor" white="0" alpha="0.5" colorSpace="deviceWhite"/>
                        </tableViewCellContentView>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="deviceWhite"/>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """)
        let table = try #require(root.children.first)
        #expect(table.isSetAtRunTime("backgroundColor"))
        let cell = try #require(table.children.first)
        #expect(cell.string("backgroundColor") == "#808080")
    }
}
