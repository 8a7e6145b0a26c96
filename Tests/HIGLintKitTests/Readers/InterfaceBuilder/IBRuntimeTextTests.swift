import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Text and state the app sets at run time (`IBRuntimeText`): IB's placeholder texts, button
/// configurations, user-defined runtime attributes and outlets, in both formats.
struct IBRuntimeTextTests {
    typealias Reader = InterfaceBuilderReaderTests

    /// The elements of kind `kind` in the one screen of a document-format xib holding `subviews`.
    static func elements(_ kind: String, in subviews: String, extra: String = "") throws -> [Element] {
        let document = try Reader.read(Reader.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
            \(subviews)
                    </subviews>
                </view>
            \(extra)
            """), path: "Runtime.xib")
        let screen = try #require(document.screens.first).root
        return Reader.all(kind, in: screen)
    }

    @Test("a button configuration's title wins over the stale state title IB keeps beside it")
    func configurationTitleWins() throws {
        let buttons = try Self.elements("button", in: """
            <button opaque="NO" contentMode="scaleToFill" id="b1">
                <rect key="frame" x="10" y="10" width="120" height="44"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="filled" title="Send Invitation"/>
            </button>
            """)
        #expect(buttons.map { $0.string("title") } == ["Send Invitation"])
        #expect(buttons.map { $0.isSetAtRunTime("title") } == [false])
        // A configuration with an image and no title: the button shows the image alone.
        let icons = try Self.elements("button", in: """
            <button opaque="NO" contentMode="scaleToFill" id="b2">
                <rect key="frame" x="10" y="10" width="39" height="39"/>
                <state key="normal" title="Button"/>
                <buttonConfiguration key="configuration" style="plain" image="chevron.down"/>
            </button>
            """)
        #expect(icons.map { $0.string("title") } == [nil])
        #expect(icons.map { $0.isSetAtRunTime("title") } == [false])
        #expect(icons.map { $0.string("image") } == ["chevron.down"])
    }

    @Test("IB's placeholder texts are not the element's text: the title or text is set at run time, and never names it")
    func placeholders() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" id="b1">
                <rect key="frame" x="10" y="10" width="30" height="30"/>
                <state key="normal" title="Button"/>
            </button>
            <label opaque="NO" text="Label" id="l1"><rect key="frame" x="10" y="50" width="100" height="21"/></label>
            <label opaque="NO" text="Labels" id="l2"><rect key="frame" x="10" y="80" width="100" height="21"/></label>
            """
        let buttons = try Self.elements("button", in: subviews)
        #expect(buttons.map { $0.string("title") } == [nil])
        #expect(buttons.map { $0.isSetAtRunTime("title") } == [true])
        #expect(buttons.map { ElementPath.displayName(of: $0) } == ["button"])
        let labels = try Self.elements("label", in: subviews)
        #expect(labels.map { $0.string("text") } == [nil, "Labels"])
        #expect(labels.map { $0.isSetAtRunTime("text") } == [true, false])
    }

    @Test("a runtime attribute with a literal title is the text; one with a localization key marks the text as set at run time")
    func runtimeAttributes() throws {
        let subviews = """
            <button opaque="NO" contentMode="scaleToFill" id="b1">
                <rect key="frame" x="10" y="10" width="120" height="44"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="title" value="Sign in"/>
                </userDefinedRuntimeAttributes>
            </button>
            <textField opaque="NO" contentMode="scaleToFill" id="t1">
                <rect key="frame" x="10" y="60" width="200" height="44"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="placeholderLocalizationKey" value="login.email"/>
                </userDefinedRuntimeAttributes>
            </textField>
            <label opaque="NO" text="Fallback" id="l1">
                <rect key="frame" x="10" y="110" width="100" height="21"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="xibLocKey" value="greeting"/>
                </userDefinedRuntimeAttributes>
            </label>
            """
        #expect(try Self.elements("button", in: subviews).map { $0.string("title") } == ["Sign in"])
        let field = try #require(try Self.elements("textField", in: subviews).first)
        #expect(field.isSetAtRunTime("placeholder"))
        #expect(!field.isSetAtRunTime("text"))
        let label = try #require(try Self.elements("label", in: subviews).first)
        #expect(label.isSetAtRunTime("text"))
        #expect(label.string("text") == nil)
    }

    @Test("the localization key names the property it sets, else the kind's main text")
    func localizationKeyNames() {
        #expect(IBRuntimeText.property(localizedBy: "titleLocalizationKey", among: ["placeholder", "text"]) == "placeholder")
        #expect(IBRuntimeText.property(localizedBy: "textLocKey", among: ["placeholder", "text"]) == "text")
        #expect(IBRuntimeText.property(localizedBy: "localizedString", among: ["title"]) == "title")
        #expect(IBRuntimeText.property(localizedBy: "cornerRadius", among: ["title"]) == nil)
    }

    @Test("an activity indicator an outlet points to is started and stopped in code: its animation is set at run time")
    func activityIndicatorWithOutlet() throws {
        let subviews = """
            <activityIndicatorView opaque="NO" style="gray" id="spin">
                <rect key="frame" x="150" y="230" width="20" height="20"/>
            </activityIndicatorView>
            <activityIndicatorView opaque="NO" style="gray" id="idle">
                <rect key="frame" x="150" y="260" width="20" height="20"/>
            </activityIndicatorView>
            """
        let document = try Reader.read(Reader.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
            \(subviews)
                    </subviews>
                    <connections>
                        <outlet property="loadingIndicator" destination="spin" id="o1"/>
                    </connections>
                </view>
            """), path: "Spinner.xib")
        let indicators = Reader.all("activityIndicator", in: try #require(document.screens.first).root)
        #expect(indicators.map { $0.isSetAtRunTime("animating") } == [true, false])
        #expect(indicators.map { $0.string("animating") } == [nil, "false"])
    }

    @Test("a tab item without a title takes its controller's; one whose title was cleared stays untitled; IB's Item is set at run time")
    func tabItems() throws {
        let text = Reader.storyboard([
            Reader.scene("""
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="431" width="320" height="49"/></tabBar>
                    <connections>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                        <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                        <segue destination="c" kind="relationship" relationship="viewControllers" id="r3"/>
                    </connections>
                </tabBarController>
            """),
            Reader.scene("""
                <viewController title="Inbox" id="a" sceneMemberID="viewController">
                    <view key="view" id="av"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <tabBarItem key="tabBarItem" image="inbox.png" id="ai"/>
                </viewController>
            """),
            Reader.scene("""
                <viewController title="Starred" id="b" sceneMemberID="viewController">
                    <view key="view" id="bv"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <tabBarItem key="tabBarItem" title="" image="star.png" id="bi"/>
                </viewController>
            """),
            Reader.scene("""
                <viewController id="c" sceneMemberID="viewController">
                    <view key="view" id="cv"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <tabBarItem key="tabBarItem" title="Item" image="gear.png" id="ci"/>
                </viewController>
            """),
        ].joined(separator: "\n"))
        let document = try Reader.read(text)
        let screen = try #require(document.screens.first { $0.root.string("id") == "a" } ?? document.screens.first).root
        let items = Reader.all("tabBarItem", in: screen)
        #expect(items.map { $0.string("title") } == ["Inbox", nil, nil])
        #expect(items.map { $0.isSetAtRunTime("title") } == [false, false, true])
    }

    @Test("a tab bar controller subclass titles in code the tabs the file leaves without a title; a cleared title stays untitled")
    func tabBarControllerSubclass() throws {
        let text = Reader.storyboard([
            Reader.scene("""
                <tabBarController id="tabs" customClass="SpellTabBarController" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="431" width="320" height="49"/></tabBar>
                    <connections>
                        <segue destination="a" kind="relationship" relationship="viewControllers" id="r1"/>
                        <segue destination="b" kind="relationship" relationship="viewControllers" id="r2"/>
                    </connections>
                </tabBarController>
            """),
            Reader.scene("""
                <tableViewController id="a" sceneMemberID="viewController">
                    <tableView key="view" id="av"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></tableView>
                    <tabBarItem key="tabBarItem" image="tabbar_habits" id="ai"/>
                </tableViewController>
            """),
            Reader.scene("""
                <viewController id="b" sceneMemberID="viewController">
                    <view key="view" id="bv"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <tabBarItem key="tabBarItem" title="" image="star.png" id="bi"/>
                </viewController>
            """),
        ].joined(separator: "\n"))
        let document = try Reader.read(text)
        let screen = try #require(document.screens.first).root
        let items = Reader.all("tabBarItem", in: screen)
        #expect(items.map { $0.isSetAtRunTime("title") } == [true, false])
    }

    @Test("archive format: IB's placeholders are set at run time there too")
    func archivePlaceholders() throws {
        let document = try Reader.read(Reader.archive("""
                    <object class="IBUIView" id="200">
                        <array class="NSMutableArray" key="NSSubviews">
                            <object class="IBUILabel" id="300">
                                <string key="NSFrame">{{20, 30}, {280, 21}}</string>
                                <string key="IBUIText">Label</string>
                            </object>
                            <object class="IBUIButton" id="500">
                                <string key="NSFrame">{{10, 100}, {100, 37}}</string>
                                <string key="IBUINormalTitle">Button</string>
                            </object>
                        </array>
                        <string key="NSFrame">{{0, 20}, {320, 460}}</string>
                    </object>
            """), path: "Old.xib")
        let screen = try #require(document.screens.first).root
        #expect(Reader.all("label", in: screen).map { $0.isSetAtRunTime("text") } == [true])
        #expect(Reader.all("button", in: screen).map { $0.string("title") } == [nil])
        #expect(Reader.all("button", in: screen).map { $0.isSetAtRunTime("title") } == [true])
    }
}
