import Foundation
import Testing
@testable import HIGLintKit

/// What VoiceOver learns of a view from an Interface Builder file, and from the app's code.
struct IBAccessibilityTests {
    static func root(_ subviews: String, objects: String = "", code: CodeTextFacts? = nil) throws -> Element {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PlayerViewController">
                        <connections>
                            <outlet property="playButton" destination="play" id="o1"/>
                        </connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="main">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            \(subviews)
                        </subviews>
                    </view>
                    \(objects)
                </objects>
            </document>
            """
        let document = try Array(xib.utf8).withUnsafeBufferPointer { bytes in
            try InterfaceBuilderReader.read(bytes, path: "a.xib", limits: .default, code: code)
        }
        return try #require(document.screens.first).root
    }

    static func all(_ element: Element) -> [Element] { [element] + element.children.flatMap(all) }

    @Test("the Accessibility inspector's label and element status, and runtime attributes")
    func inspector() throws {
        let root = try Self.root("""
            <button buttonType="system" id="a">
                <rect key="frame" x="20" y="40" width="44" height="44"/>
                <accessibility key="accessibilityConfiguration" label="Close"><bool key="isElement" value="NO"/></accessibility>
                <state key="normal" image="close"/>
            </button>
            <button buttonType="system" id="b">
                <rect key="frame" x="80" y="40" width="44" height="44"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Share"/>
                </userDefinedRuntimeAttributes>
                <state key="normal" image="square.and.arrow.up" catalog="system"/>
            </button>
            <button buttonType="system" id="c">
                <rect key="frame" x="140" y="40" width="44" height="44"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabelKey" value="player.next"/>
                </userDefinedRuntimeAttributes>
                <state key="normal" image="next"/>
            </button>
            """)
        let buttons = Self.all(root).filter { $0.kind == "button" }
        #expect(buttons[0].string("accessibilityLabel") == "Close" && buttons[0].bool("accessibilityElement") == false)
        #expect(buttons[1].string("accessibilityLabel") == "Share" && buttons[1].bool("systemImage") == true)
        #expect(buttons[2].isSetAtRunTime("accessibilityLabel"))
    }

    @Test("a view's gesture recognizers, unless it covers its superview; a control by its class or its element")
    func touches() throws {
        let root = try Self.root("""
            <view contentMode="scaleToFill" customClass="RatingView" id="rating">
                <rect key="frame" x="20" y="200" width="200" height="44"/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="c1"/>
                    <outletCollection property="gestureRecognizers" destination="swipe" appends="YES" id="c2"/>
                </connections>
            </view>
            <view contentMode="scaleToFill" customClass="DimmingView" id="backdrop">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <connections>
                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="c3"/>
                </connections>
            </view>
            <view contentMode="scaleToFill" customClass="Knob" id="knob">
                <rect key="frame" x="20" y="300" width="44" height="44"/>
            </view>
            <control contentMode="scaleToFill" id="plainControl">
                <rect key="frame" x="80" y="300" width="44" height="44"/>
            </control>
            """, objects: #"<tapGestureRecognizer id="tap"/><swipeGestureRecognizer id="swipe"/>"#,
            code: { var facts = CodeTextFacts(); facts.accessibility = CodeAccessibilityFactsTests.swift("class Knob: UISlider {}"); return facts }())
        let views = Self.all(root).filter { $0.kind == "view" }
        #expect(views.first { $0.string("customClass") == "RatingView" }?.number("gestureRecognizers") == 2)
        #expect(views.first { $0.string("customClass") == "DimmingView" }?["gestureRecognizers"] == nil)
        #expect(views.first { $0.string("customClass") == "Knob" }?.bool("controlClass") == true)
        #expect(views.first { $0.string("id") == "plainControl" }?.bool("controlClass") == true)
    }

    @Test("a label the code sets through the outlet, or in the view's class, is set at run time")
    func code() throws {
        var facts = CodeTextFacts()
        facts.accessibility = CodeAccessibilityFacts(outlets: ["playButton"], classes: ["RatingView"])
        let root = try Self.root("""
            <button buttonType="system" id="play">
                <rect key="frame" x="20" y="40" width="44" height="44"/>
                <state key="normal" image="play"/>
            </button>
            <button buttonType="system" id="stop">
                <rect key="frame" x="80" y="40" width="44" height="44"/>
                <state key="normal" image="stop"/>
            </button>
            <view contentMode="scaleToFill" customClass="RatingView" id="rating">
                <rect key="frame" x="20" y="200" width="200" height="44"/>
            </view>
            """, code: facts)
        let elements = Self.all(root)
        #expect(elements.first { $0.string("id") == "play" }?.isSetAtRunTime("accessibilityLabel") == true)
        #expect(elements.first { $0.string("id") == "stop" }?.isSetAtRunTime("accessibilityLabel") == false)
        #expect(elements.first { $0.string("id") == "rating" }?.isSetAtRunTime("accessibilityLabel") == true)
    }
}
