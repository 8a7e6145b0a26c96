import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Reading Interface Builder files: small storyboards and xibs of both formats, mapped onto
/// higlint's kinds with absolute geometry, containers' bars, back buttons and tab bars.
struct InterfaceBuilderReaderTests {
    static func read(_ text: String, path: String = "t.storyboard", limits: ReaderLimits = .default) throws(ReadError) -> InterfaceBuilderDocument {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer throws(ReadError) in
            try InterfaceBuilderReader.read(buffer, path: path, limits: limits)
        }
    }

    /// A storyboard around `scenes`.
    static func storyboard(_ scenes: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <scenes>
        \(scenes)
            </scenes>\(extra)
        </document>
        """
    }

    /// A document-format xib around `objects`.
    static func xib(_ objects: String, runtime: String = "iOS.CocoaTouch", extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" targetRuntime="\(runtime)" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MailViewController">
                    <connections>
                        <outlet property="view" destination="1" id="3"/>
                    </connections>
                </placeholder>
        \(objects)
            </objects>\(extra)
        </document>
        """
    }

    /// Every element of the tree, depth first.
    static func all(_ element: Element) -> [Element] {
        [element] + element.children.flatMap(all)
    }

    static func all(_ kind: String, in element: Element) -> [Element] {
        all(element).filter { $0.kind == kind }
    }

    /// What the schema check says about a tree: IB trees must hold nothing the vocabulary refuses.
    static func schemaFindings(_ root: Element) -> [String] {
        var violations: [Violation] = []
        func walk(_ element: Element, parent: Element?) {
            SchemaCheck.check(element, kind: Vocabulary.sharedKinds[element.kind],
                              parent: parent.flatMap { Vocabulary.sharedKinds[$0.kind] }, elementPath: element.kind, into: &violations)
            for child in element.children { walk(child, parent: element) }
        }
        walk(root, parent: nil)
        return violations.map(\.message)
    }

    // MARK: Views and geometry

    @Test("a xib's root view is the screen: subviews get absolute frames, ids, custom classes and their kinds' properties")
    func xibMapping() throws {
        let document = try Self.read(Self.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="20" width="320" height="460"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="2" customClass="Panel">
                            <rect key="frame" x="10" y="30" width="300" height="200"/>
                            <subviews>
                                <button opaque="NO" buttonType="roundedRect" id="4">
                                    <rect key="frame" x="5" y="6" width="100" height="44"/>
                                    <state key="normal" title="Send"/>
                                </button>
                                <button opaque="NO" id="5">
                                    <rect key="frame" x="200" y="6" width="22" height="22"/>
                                    <state key="normal" image="info.png"/>
                                </button>
                                <textField opaque="NO" borderStyle="roundedRect" placeholder="Your e-mail" id="6">
                                    <rect key="frame" x="5" y="60" width="200" height="31"/>
                                    <textInputTraits key="textInputTraits" keyboardType="emailAddress"/>
                                </textField>
                                <label opaque="NO" id="7">
                                    <rect key="frame" x="5" y="100" width="200" height="42"/>
                                    <string key="text">Two\nlines</string>
                                </label>
                            </subviews>
                        </view>
                        <switch opaque="NO" on="YES" enabled="NO" id="8">
                            <rect key="frame" x="250" y="300" width="51" height="31"/>
                        </switch>
                    </subviews>
                    <simulatedStatusBarMetrics key="simulatedStatusBarMetrics" statusBarStyle="blackOpaque"/>
                </view>
            """), path: "Mail.xib")
        #expect(document.passedOverReason == nil)
        #expect(document.unmappedClasses.isEmpty)
        let screen = try #require(document.screens.first).root
        #expect(document.screens.count == 1)
        #expect(screen.kind == "screen")
        #expect(screen.string("name") == "MailViewController")
        #expect(screen.string("id") == "1")
        #expect(screen.string("device") == "iphone")
        #expect(screen.location == SourceLocation(file: "Mail.xib", line: 9, column: 5))
        #expect(screen.children.map(\.kind) == ["statusBar", "view", "switch"])
        // A document-format file that names no earlier deployment is of iOS 7, where `blackOpaque`
        // is the light status bar over the content, which has no 2010 style (IBUIKitEraTests).
        #expect(screen.string("uikit") == "ios7")
        #expect(screen.children[0].string("style") == nil)
        let panel = screen.children[1]
        #expect(panel.string("customClass") == "Panel")
        #expect([panel.number("x"), panel.number("y"), panel.number("width"), panel.number("height")] == [10, 50, 300, 200])
        let send = panel.children[0]
        #expect(send.kind == "button")
        #expect(send.string("buttonType") == "roundedRect")
        #expect(send.string("title") == "Send")
        #expect([send.number("x"), send.number("y"), send.number("width"), send.number("height")] == [15, 56, 100, 44])
        #expect(send.location == SourceLocation(file: "Mail.xib", line: 15, column: 21))
        // Properties are located at the element's start tag, whichever child tag holds them.
        #expect(send.property("title")?.location == send.location)
        #expect(send.property("x")?.location == send.location)
        let info = panel.children[1]
        #expect(info.string("buttonType") == "custom")
        #expect(info.string("image") == "info.png")
        #expect(info.string("title") == nil)
        let field = panel.children[2]
        #expect(field.string("placeholder") == "Your e-mail")
        #expect(field.string("keyboardType") == "emailAddress")
        #expect(panel.children[3].string("text") == "Two\nlines")
        let toggle = screen.children[2]
        #expect(toggle.bool("enabled") == false)
        #expect([toggle.number("x"), toggle.number("y")] == [250, 320])
        #expect(Self.schemaFindings(screen).isEmpty)
    }

    @Test("hidden, misplaced and ambiguous views get no geometry; what a hidden view holds gets none, what a misplaced one holds gets no position")
    func uncertainGeometry() throws {
        let document = try Self.read(Self.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view hidden="YES" id="2">
                            <rect key="frame" x="0" y="0" width="320" height="100"/>
                            <subviews>
                                <button id="3"><rect key="frame" x="0" y="0" width="44" height="44"/></button>
                            </subviews>
                        </view>
                        <view misplaced="YES" id="4">
                            <rect key="frame" x="0" y="100" width="320" height="100"/>
                            <subviews>
                                <button id="5"><rect key="frame" x="10" y="10" width="30" height="30"/></button>
                            </subviews>
                        </view>
                        <button ambiguous="YES" id="6"><rect key="frame" x="0" y="300" width="10" height="10"/></button>
                        <label placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="infinite" id="7"><rect key="frame" x="0" y="400" width="50" height="21"/></label>
                        <webView placeholderIntrinsicWidth="320" placeholderIntrinsicHeight="370" id="8"><rect key="frame" x="0" y="198" width="320" height="100"/>
                            <constraints><constraint firstAttribute="height" constant="100" id="h8"/></constraints>
                        </webView>
                    </subviews>
                </view>
            """))
        let screen = try #require(document.screens.first).root
        let geometry: Set<String> = ["x", "y", "width", "height"]
        func geometryOf(_ id: String) -> [String] {
            Self.all(screen).first { $0.string("id") == id }!.properties.map(\.name).filter(geometry.contains)
        }
        #expect(geometryOf("2").isEmpty)
        #expect(geometryOf("3").isEmpty)
        #expect(geometryOf("4").isEmpty)
        #expect(geometryOf("5") == ["width", "height"])
        #expect(geometryOf("6").isEmpty)
        let label = Self.all(screen).first { $0.string("id") == "7" }!
        #expect(label.number("width") == 120)
        #expect(label.number("height") == 21)
        let web = Self.all(screen).first { $0.string("id") == "8" }!
        #expect(web.number("height") == 100, "a height constraint, not IB's placeholder, sizes the view")
        #expect(web.number("width") == 320)
    }

    @Test("a xib controller's root view is placed where UIKit puts it: ending at the bottom of the screen")
    func rootViewFitted() throws {
        let document = try Self.read(Self.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="416"/>
                    <subviews>
                        <toolbar opaque="NO" id="2"><rect key="frame" x="0.0" y="372" width="320" height="44"/></toolbar>
                    </subviews>
                </view>
                <view contentMode="scaleToFill" id="3">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="416"/>
                    <subviews>
                        <toolbar opaque="NO" id="4"><rect key="frame" x="0.0" y="372" width="320" height="44"/></toolbar>
                    </subviews>
                </view>
            """))
        // File's Owner's view: room for a status bar and a navigation bar above it.
        let owned = try #require(document.screens.first?.root.children.first)
        #expect([owned.number("y"), owned.number("height")] == [436, 44])
        // Another top-level view keeps its stored origin.
        let other = try #require(document.screens.last?.root.children.first)
        #expect(other.number("y") == 372)
    }

    @Test("size-class variations are not read: the base layout is judged")
    func variationsIgnored() throws {
        let document = try Self.read(Self.xib("""
                <view id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <button id="2">
                            <rect key="frame" x="10" y="20" width="44" height="44"/>
                            <variation key="heightClass=compact">
                                <rect key="frame" x="99" y="99" width="1" height="1"/>
                            </variation>
                        </button>
                    </subviews>
                </view>
            """))
        let button = try #require(document.screens.first?.root.children.first)
        #expect([button.number("x"), button.number("y"), button.number("width")] == [10, 20, 44])
    }

    @Test("a view of an unknown kind is no element, but its subviews are, placed in its superview; its name is listed")
    func unknownViews() throws {
        let document = try Self.read(Self.xib("""
                <view id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <sparkleView id="2">
                            <rect key="frame" x="0" y="100" width="320" height="100"/>
                            <subviews>
                                <button id="3"><rect key="frame" x="10" y="10" width="44" height="44"/></button>
                            </subviews>
                        </sparkleView>
                        <stackView id="4">
                            <rect key="frame" x="0" y="300" width="320" height="100"/>
                            <subviews>
                                <imageView id="5">
                                    <rect key="frame" x="0" y="0" width="20" height="20"/>
                                    <subviews><button id="6"><rect key="frame" x="1" y="1" width="10" height="10"/></button></subviews>
                                </imageView>
                            </subviews>
                        </stackView>
                    </subviews>
                </view>
            """))
        #expect(document.unmappedClasses == ["sparkleView"])
        let screen = try #require(document.screens.first).root
        #expect(screen.children.map(\.kind) == ["button", "view"])
        #expect(screen.children[0].number("y") == 110)
        // A button inside an image view (which holds no children) is placed beside it.
        #expect(screen.children[1].children.map(\.kind) == ["imageView", "button"])
        #expect(screen.children[1].children[1].number("y") == 301)
        #expect(Self.schemaFindings(screen).isEmpty)
    }

    @Test("top-level views other than plain views are content of their screen, with sizes but no position; what they hold is placed from their corner")
    func topLevelFragments() throws {
        let document = try Self.read(Self.xib("""
                <toolbar opaque="NO" id="9">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <items>
                        <barButtonItem title="Done" style="done" id="10"/>
                    </items>
                </toolbar>
                <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="11" customClass="MailCell">
                    <rect key="frame" x="40" y="300" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="12">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="43"/>
                        <subviews>
                            <switch opaque="NO" id="13"><rect key="frame" x="250" y="6" width="51" height="31"/></switch>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            """))
        #expect(document.screens.count == 2)
        let bar = try #require(document.screens[0].root.children.first)
        #expect(bar.kind == "toolbar")
        #expect(bar.number("y") == nil)
        #expect(bar.number("height") == 44)
        #expect(document.screens[0].root.string("name") == "Toolbar #9")
        let cell = try #require(document.screens[1].root.children.first)
        #expect(document.screens[1].root.string("name") == "MailCell")
        #expect(cell.kind == "view")
        #expect(cell.children.map(\.kind) == ["switch"])
        #expect(cell.children[0].number("width") == 51)
        // The cell's own place on a screen is not known; the switch's place in the cell is, whatever
        // the canvas position Interface Builder saved for the cell.
        #expect(cell.number("x") == nil && cell.number("y") == nil)
        #expect(cell.children[0].number("x") == 250)
        #expect(cell.children[0].number("y") == 6)
        #expect(document.screens.allSatisfy { $0.root.bool("freeStanding") == true })
    }

    @Test("tables: style, static and prototype cells with their style, accessory, selection and the labels of the cell style")
    func tables() throws {
        let document = try Self.read(Self.storyboard("""
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tv1" sceneMemberID="viewController">
                            <tableView key="view" style="grouped" id="t1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <sections>
                                    <tableViewSection id="sec1">
                                        <cells>
                                            <tableViewCell style="IBUITableViewCellStyleValue1" accessoryType="disclosureIndicator" selectionStyle="none" rowHeight="50" id="c1">
                                                <rect key="frame" x="0.0" y="10" width="320" height="50"/>
                                                <tableViewCellContentView key="contentView" id="cv1">
                                                    <rect key="frame" x="0.0" y="0.0" width="300" height="49"/>
                                                    <subviews>
                                                        <label text="Sounds" id="l1" key="textLabel"><rect key="frame" x="15" y="0" width="100" height="49"/></label>
                                                        <label text="On" id="l2" key="detailTextLabel"><rect key="frame" x="200" y="0" width="80" height="49"/></label>
                                                        <switch id="sw"><rect key="frame" x="200" y="9" width="51" height="31"/></switch>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            """))
        let screen = try #require(document.screens.first).root
        let table = try #require(screen.children.first)
        #expect(table.kind == "tableView")
        #expect(table.string("style") == "grouped")
        let cell = try #require(table.children.first)
        #expect(cell.kind == "cell")
        #expect(cell.string("cellStyle") == "value1")
        #expect(cell.string("accessory") == "disclosureIndicator")
        #expect(cell.string("selectionStyle") == "none")
        #expect(cell.number("height") == 50)
        #expect(cell.string("title") == "Sounds")
        #expect(cell.string("detail") == "On")
        #expect(cell.children.map(\.kind) == ["switch"])
        #expect([cell.children[0].number("x"), cell.children[0].number("y")] == [200, 19])
        #expect(Self.schemaFindings(screen).isEmpty)
    }

    // MARK: Bar items

    @Test("bar system items by name; a document-format item without style is bordered, style=\"plain\" is plain")
    func systemItemsByName() throws {
        let document = try Self.read(Self.xib("""
                <view id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <toolbar opaque="NO" barStyle="black" translucent="NO" id="2">
                            <rect key="frame" x="0.0" y="436" width="320" height="44"/>
                            <items>
                                <barButtonItem systemItem="refresh" id="3"/>
                                <barButtonItem style="plain" systemItem="flexibleSpace" id="4"/>
                                <barButtonItem style="plain" systemItem="fixedSpace" id="5"/>
                                <barButtonItem systemItem="fastForward" id="6"/>
                                <barButtonItem style="plain" systemItem="pageCurl" id="7"/>
                                <barButtonItem systemItem="close" id="8"/>
                                <barButtonItem title="Archive" style="done" id="9"/>
                                <barButtonItem image="gear.png" width="30" id="10"/>
                            </items>
                        </toolbar>
                    </subviews>
                </view>
            """))
        let toolbar = try #require(document.screens.first?.root.children.first)
        #expect(toolbar.kind == "toolbar")
        #expect(toolbar.string("style") == "black")
        #expect(toolbar.bool("translucent") == false)
        #expect(toolbar.number("y") == 436)
        #expect(toolbar.children.map { $0.string("systemItem") ?? "-" }
                == ["refresh", "flexibleSpace", "fixedSpace", "fastForward", "pageCurl", "-", "-", "-"])
        #expect(toolbar.children.map { $0.string("style") ?? "-" }
                == ["bordered", "plain", "plain", "bordered", "plain", "bordered", "done", "bordered"])
        #expect(toolbar.children[7].number("width") == 30)
        #expect(toolbar.children[7].string("image") == "gear.png")
        #expect(Self.schemaFindings(document.screens[0].root).isEmpty)
    }

    /// An archive-format xib around `objects` (the root objects), with the object records and
    /// custom classes given.
    static func archive(_ objects: String, records: String = "", classes: String = "", type: String = "com.apple.InterfaceBuilder3.CocoaTouch.XIB") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="\(type)" version="8.00">
        \t<data>
        \t\t<int key="IBDocument.SystemTarget">1280</int>
        \t\t<array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
        \t\t\t<object class="IBProxyObject" id="100">
        \t\t\t\t<string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
        \t\t\t</object>
        \(objects)
        \t\t</array>
        \t\t<object class="IBObjectContainer" key="IBDocument.Objects">
        \t\t\t<array class="NSMutableArray" key="connectionRecords">
        \t\t\t\t<object class="IBConnectionRecord">
        \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
        \t\t\t\t\t\t<string key="label">view</string>
        \t\t\t\t\t\t<reference key="source" ref="100"/>
        \t\t\t\t\t\t<reference key="destination" ref="200"/>
        \t\t\t\t\t</object>
        \t\t\t\t</object>
        \t\t\t</array>
        \t\t\t<object class="IBMutableOrderedSet" key="objectRecords">
        \t\t\t\t<array key="orderedObjects">
        \t\t\t\t\t<object class="IBObjectRecord">
        \t\t\t\t\t\t<int key="objectID">-1</int>
        \t\t\t\t\t\t<reference key="object" ref="100"/>
        \t\t\t\t\t</object>
        \(records)
        \t\t\t\t</array>
        \t\t\t</object>
        \t\t\t<dictionary class="NSMutableDictionary" key="flattenedProperties">
        \t\t\t\t<string key="-1.CustomClassName">InboxController</string>
        \(classes)
        \t\t\t</dictionary>
        \t\t</object>
        \t</data>
        </archive>
        """
    }

    @Test("archive format: system items and styles by number, NSFrame geometry, references, base64 strings, custom classes, hidden flags")
    func archiveFormat() throws {
        let document = try Self.read(Self.archive("""
                    <object class="IBUIView" id="200">
                        <array class="NSMutableArray" key="NSSubviews">
                            <reference ref="300"/>
                            <object class="IBUIToolbar" id="400">
                                <string key="NSFrame">{{0, 416}, {320, 44}}</string>
                                <int key="IBUIBarStyle">2</int>
                                <array class="NSMutableArray" key="IBUIItems">
                                    <object class="IBUIBarButtonItem" id="401">
                                        <int key="IBUISystemItemIdentifier">4</int>
                                    </object>
                                    <object class="IBUIBarButtonItem" id="402">
                                        <int key="IBUISystemItemIdentifier">5</int>
                                    </object>
                                    <object class="IBUIBarButtonItem" id="403">
                                        <string key="IBUITitle">Sort</string>
                                        <int key="IBUIStyle">1</int>
                                    </object>
                                    <object class="IBUIBarButtonItem" id="404">
                                        <int key="IBUISystemItemIdentifier">23</int>
                                        <int key="IBUIStyle">2</int>
                                    </object>
                                    <object class="IBUIBarButtonItem" id="405">
                                        <object class="NSCustomResource" key="IBUIImage">
                                            <string key="NSClassName">NSImage</string>
                                            <string key="NSResourceName">gear.png</string>
                                        </object>
                                    </object>
                                </array>
                            </object>
                            <object class="IBUIButton" id="500">
                                <int key="NSvFlags">-2147483356</int>
                                <string key="NSFrame">{{10, 10}, {44, 44}}</string>
                            </object>
                        </array>
                        <string key="NSFrame">{{0, 20}, {320, 460}}</string>
                        <object class="IBUILabel" key="NSNextKeyView" id="300">
                            <string key="NSFrame">{{20, 30}, {280, 21}}</string>
                            <string type="base64-UTF8" key="IBUIText">Q2Fmw6kA</string>
                        </object>
                        <object class="IBUISimulatedStatusBarMetrics" key="IBUISimulatedStatusBarMetrics"/>
                    </object>
            """, records: """
                    <object class="IBObjectRecord">
                        <int key="objectID">7</int>
                        <reference key="object" ref="300"/>
                    </object>
            """, classes: """
                    <string key="7.CustomClassName">FancyLabel</string>
            """), path: "Inbox.xib")
        #expect(document.passedOverReason == nil)
        let screen = try #require(document.screens.first).root
        #expect(document.screens.count == 1)
        #expect(screen.string("name") == "InboxController")
        #expect(screen.children.map(\.kind) == ["statusBar", "label", "toolbar", "button"])
        let label = screen.children[1]
        #expect(label.string("text") == "Café")
        #expect(label.string("customClass") == "FancyLabel")
        #expect([label.number("x"), label.number("y"), label.number("width"), label.number("height")] == [20, 50, 280, 21])
        #expect(label.location.line == 44)
        let toolbar = screen.children[2]
        #expect(toolbar.location.line == 12)
        #expect(toolbar.string("style") == "black")
        #expect(toolbar.bool("translucent") == true)
        #expect([toolbar.number("y"), toolbar.number("height")] == [436, 44])
        #expect(toolbar.children.map { $0.string("systemItem") ?? "-" } == ["add", "flexibleSpace", "-", "pageCurl", "-"])
        #expect(toolbar.children.map { $0.string("style") ?? "-" } == ["-", "-", "bordered", "done", "-"])
        #expect(toolbar.children[2].string("title") == "Sort")
        #expect(toolbar.children[4].string("image") == "gear.png")
        #expect(toolbar.children[0].string("id") == "401")
        // NSvFlags with bit 31 set: hidden, so no geometry.
        #expect(screen.children[3].number("width") == nil)
        #expect(Self.schemaFindings(screen).isEmpty)
    }

    @Test("archive format: flags in either form Xcode wrote them, <bool>YES</bool> and <boolean value=\"NO\"/>")
    func archiveFlags() throws {
        func button(_ id: Int, _ flag: String) -> String {
            """
                            <object class="IBUIButton" id="\(id)">
                                <string key="NSFrame">{{10, \(id - 490)}, {32, 32}}</string>
                                <object class="IBUIAccessibilityConfiguration" key="IBUIAccessibilityConfiguration">\(flag)</object>
                            </object>
            """
        }
        let document = try Self.read(Self.archive("""
                    <object class="IBUIView" id="200">
                        <string key="NSFrameSize">{320, 480}</string>
                        <array class="NSMutableArray" key="NSSubviews">
            \(button(500, "<bool key=\"IBUIIsAccessibilityElement\">NO</bool>"))
            \(button(540, "<boolean value=\"NO\" key=\"IBUIIsAccessibilityElement\"/>"))
            \(button(580, "<boolean value=\"YES\" key=\"IBUIIsAccessibilityElement\"/>"))
                        </array>
                    </object>
            """))
        let buttons = try #require(document.screens.first).root.children.filter { $0.kind == "button" }
        #expect(buttons.map { $0.bool("accessibilityElement") } == [false, false, true])
    }

    @Test("a cell a xib holds on its own is a view marked tableCell, in both formats; a table's cells stay cells")
    func cellOnItsOwn() throws {
        let document = try Self.read(Self.xib("""
                <tableViewCell contentMode="scaleToFill" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/></tableViewCellContentView>
                </tableViewCell>
            """), path: "Cell.xib")
        let view = try #require(document.screens.first?.root.children.first)
        #expect(view.kind == "view" && view.bool("tableCell") == true)
        let archive = try Self.read(Self.archive("""
                    <object class="IBUITableViewCell" id="200">
                        <string key="NSFrameSize">{320, 44}</string>
                    </object>
            """), path: "Cell.xib")
        let archived = try #require(archive.screens.first?.root.children.first)
        #expect(archived.kind == "view" && archived.bool("tableCell") == true)
    }

    @Test("a collection view's section header comes before its cells, and its footer after them; a header's banner leads a modal")
    func collectionSupplementaryViews() throws {
        let document = try Self.read(Self.xib("""
                <view contentMode="scaleToFill" id="1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                            <cells>
                                <collectionViewCell contentMode="center" id="cell">
                                    <rect key="frame" x="10" y="110" width="150" height="200"/>
                                    <view key="contentView" contentMode="center" id="content"><rect key="frame" x="0.0" y="0.0" width="150" height="200"/>
                                        <subviews><label opaque="NO" text="500 Gems" id="price"><rect key="frame" x="10" y="10" width="130" height="21"/></label></subviews>
                                    </view>
                                </collectionViewCell>
                            </cells>
                            <collectionReusableView key="sectionHeaderView" contentMode="center" id="header">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                                <subviews><imageView contentMode="scaleAspectFit" image="gem_purchase_header" id="banner"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/></imageView></subviews>
                            </collectionReusableView>
                            <collectionReusableView key="sectionFooterView" contentMode="center" id="footer">
                                <rect key="frame" x="0.0" y="320" width="320" height="50"/>
                                <subviews><label opaque="NO" text="Prices include tax" id="note"><rect key="frame" x="10" y="10" width="300" height="21"/></label></subviews>
                            </collectionReusableView>
                        </collectionView>
                    </subviews>
                </view>
            """), path: "Gems.xib")
        let collection = try #require(document.screens.first?.root.children.first)
        #expect(collection.children.map { $0.string("id") } == ["header", "cell", "footer"])
        #expect(collection.children[0].children.first?.kind == "imageView")
        #expect(IBModalLead.lead(of: [collection], screenWidth: 320, screenHeight: 480) == .banner)
    }

    @Test("archive format: a view listed among its own subviews, or many times over, is mapped once")
    func archiveReferenceLoops() throws {
        let repeated = String(repeating: "<reference ref=\"201\"/>", count: 200)
        let document = try Self.read(Self.archive("""
                    <object class="IBUIView" id="200">
                        <string key="NSFrameSize">{320, 480}</string>
                        <array class="NSMutableArray" key="NSSubviews">
                            <object class="IBUIView" id="201">
                                <array class="NSMutableArray" key="NSSubviews">\(repeated)<reference ref="200"/></array>
                            </object>
                            \(repeated)
                        </array>
                    </object>
            """))
        let screen = try #require(document.screens.first).root
        #expect(Self.all(screen).count == 2)
    }

    @Test("every UIBarButtonSystemItem number maps onto the vocabulary's item of the same name")
    func systemItemNumbers() {
        let uikit = ["done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
                     "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
                     "fastForward", "undo", "redo", "pageCurl"]
        #expect((0..<24).map { IBVocabularyMap.barSystemItem(number: $0) } == uikit)
        #expect(IBVocabularyMap.barSystemItem(number: 24) == nil)
        #expect(IBVocabularyMap.barSystemItem(number: -1) == nil)
        #expect(IBVocabularyMap.tabSystemItem(number: 0) == "more")
        #expect(IBVocabularyMap.tabSystemItem(number: 11) == "mostViewed")
        #expect(IBVocabularyMap.barItemStyle(number: 0) == "plain")
        #expect(IBVocabularyMap.barItemStyle(number: 1) == "bordered")
        #expect(IBVocabularyMap.barItemStyle(number: 2) == "done")
    }

    @Test("archive format: a navigation controller in a MainWindow xib lends its bar to its root controller")
    func archiveControllers() throws {
        let document = try Self.read(Self.archive("""
                    <object class="IBUINavigationController" id="600">
                        <object class="IBUINavigationBar" key="IBUINavigationBar" id="601">
                            <int key="IBUIBarStyle">1</int>
                        </object>
                        <array class="NSMutableArray" key="IBUIViewControllers">
                            <object class="IBUIViewController" id="602">
                                <object class="IBUINavigationItem" key="IBUINavigationItem" id="603">
                                    <string key="IBUITitle">Accounts</string>
                                    <object class="IBUIBarButtonItem" key="IBUIRightBarButtonItem" id="604">
                                        <int key="IBUISystemItemIdentifier">2</int>
                                    </object>
                                </object>
                                <string key="IBUINibName">AccountList</string>
                            </object>
                        </array>
                    </object>
            """), path: "MainWindow.xib")
        let screen = try #require(document.screens.first).root
        #expect(document.screens.count == 1)
        #expect(screen.string("name") == "Accounts")
        #expect(screen.string("navigation") == "root")
        let bar = try #require(screen.children.first)
        #expect(bar.kind == "navigationBar")
        #expect(bar.location.line == 10)
        #expect(bar.string("style") == "black")
        #expect(bar.string("title") == "Accounts")
        #expect(bar.string("backButton") == nil)
        #expect(bar.children.map { $0.string("systemItem") } == ["edit"])
        #expect(bar.children.map { $0.string("side") } == ["right"])
    }

    // MARK: Storyboard containers

    static func scene(_ controller: String) -> String {
        "<scene sceneID=\"s-\(UUID().uuidString.prefix(6))\"><objects>\n\(controller)\n</objects></scene>"
    }

    @Test("navigation: root and pushed screens share the container's bar; the back button is titled as UIKit titles it")
    func backButtons() throws {
        let text = Self.storyboard([
            Self.scene("""
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" barStyle="black" id="navbar">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    </navigationBar>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            """),
            Self.scene("""
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" id="av"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <button id="ab"><rect key="frame" x="0" y="100" width="100" height="44"/>
                                <connections><segue destination="b" kind="push" id="p1"/></connections>
                            </button>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" title="Mailboxes" id="ani">
                        <barButtonItem key="backBarButtonItem" title="Boxes" id="aback"/>
                    </navigationItem>
                </viewController>
            """),
            Self.scene("""
                <viewController title="Inbox" id="b" sceneMemberID="viewController">
                    <view key="view" id="bv"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <navigationItem key="navigationItem" id="bni">
                        <barButtonItem key="rightBarButtonItem" systemItem="edit" id="bedit"/>
                    </navigationItem>
                    <connections><segue destination="c" kind="show" id="p2"/></connections>
                </viewController>
            """),
            Self.scene("""
                <viewController id="c" sceneMemberID="viewController">
                    <view key="view" id="cv"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <connections><segue destination="d" kind="show" id="p3"/></connections>
                </viewController>
            """),
            Self.scene("""
                <viewController id="d" sceneMemberID="viewController">
                    <view key="view" id="dv"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <navigationItem key="navigationItem" title="Message" id="dni">
                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="dcancel"/>
                    </navigationItem>
                </viewController>
            """),
        ].joined(separator: "\n"))
        let document = try Self.read(text)
        let screens = Dictionary(uniqueKeysWithValues: document.screens.map { ($0.root.string("id")!, $0.root) })
        #expect(document.screens.count == 4)
        let bars = screens.mapValues { $0.children.first { $0.kind == "navigationBar" } }
        // Every screen shows the container's one bar, at its own line.
        #expect(Set(bars.values.map { $0?.location }).count == 1)
        #expect(bars["a"]??.location.line == 6)
        #expect(bars["a"]??.string("style") == "black")
        #expect(bars["a"]??.number("y") == nil)
        #expect(screens["a"]?.string("navigation") == "root")
        #expect(screens["a"]?.string("name") == "Mailboxes")
        #expect(bars["a"]??.string("title") == "Mailboxes")
        #expect(bars["a"]??.string("backButton") == nil)
        // Pushed from "Mailboxes", whose back bar button item says "Boxes".
        #expect(screens["b"]?.string("navigation") == "pushed")
        #expect(bars["b"]??.string("title") == "Inbox")
        #expect(bars["b"]??.string("backButton") == "Boxes")
        #expect(bars["b"]??.children.map { $0.string("systemItem") } == ["edit"])
        // Pushed from "Inbox", which has no back bar button item: its title.
        #expect(bars["c"]??.string("backButton") == "Inbox")
        #expect(bars["c"]??.string("title") == nil)
        // A left item replaces the back button.
        #expect(bars["d"]??.string("backButton") == nil)
        #expect(bars["d"]??.children.map { $0.string("side") } == ["left"])
        for screen in document.screens { #expect(Self.schemaFindings(screen.root).isEmpty) }
    }

    @Test("a push from a controller with no title and no navigation item gives a back button titled Back")
    func backButtonFallback() throws {
        let document = try Self.read(Self.storyboard([
            Self.scene("""
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="navbar"/>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            """),
            Self.scene("""
                <tableViewController id="a" sceneMemberID="viewController">
                    <tableView key="view" id="t"><rect key="frame" x="0.0" y="64" width="320" height="416"/>
                        <prototypes>
                            <tableViewCell id="cell"><rect key="frame" x="0" y="22" width="320" height="44"/>
                                <connections><segue destination="b" kind="show" id="s"/></connections>
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            """),
            Self.scene("""
                <viewController id="b" sceneMemberID="viewController">
                    <view key="view" id="bv"/>
                </viewController>
            """),
        ].joined(separator: "\n")))
        let pushed = try #require(document.screens.first { $0.root.string("id") == "b" }).root
        #expect(pushed.string("navigation") == "pushed")
        #expect(pushed.children.first?.string("backButton") == "Back")
        #expect(pushed.string("name") == "View Controller #b")
    }

    @Test("tab bar: each tab shows the container's tab bar with every tab's item in relationship order; a controller pushed with hidesBottomBarWhenPushed does not")
    func tabBars() throws {
        let document = try Self.read(Self.storyboard([
            Self.scene("""
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" translucent="NO" id="tb">
                        <rect key="frame" x="0.0" y="0.0" width="1000" height="1000"/>
                    </tabBar>
                    <connections>
                        <segue destination="second" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="t2"/>
                        <segue destination="third" kind="relationship" relationship="viewControllers" id="t3"/>
                    </connections>
                </tabBarController>
            """),
            Self.scene("""
                <viewController title="Recents" id="third" sceneMemberID="viewController">
                    <view key="view" id="v3"/>
                </viewController>
            """),
            Self.scene("""
                <viewController id="second" sceneMemberID="viewController">
                    <view key="view" id="v2"/>
                    <tabBarItem key="tabBarItem" title="Favorites" image="star.png" id="i2"/>
                </viewController>
            """),
            Self.scene("""
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" systemItem="contacts" id="inav"/>
                    <navigationBar key="navigationBar" id="nb"/>
                    <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            """),
            Self.scene("""
                <viewController id="list" sceneMemberID="viewController">
                    <view key="view" id="vl"/>
                    <connections>
                        <segue destination="detail" kind="push" id="p"/>
                        <segue destination="other" kind="push" id="p2"/>
                    </connections>
                </viewController>
            """),
            Self.scene("""
                <viewController hidesBottomBarWhenPushed="YES" id="detail" sceneMemberID="viewController">
                    <view key="view" id="vd"/>
                </viewController>
            """),
            Self.scene("""
                <viewController id="other" sceneMemberID="viewController">
                    <view key="view" id="vo"/>
                </viewController>
            """),
        ].joined(separator: "\n")))
        let screens = Dictionary(uniqueKeysWithValues: document.screens.map { ($0.root.string("id")!, $0.root) })
        #expect(document.screens.count == 5)
        for id in ["second", "third", "list", "other"] {
            let tabBar = try #require(screens[id]?.children.first { $0.kind == "tabBar" }, "\(id)")
            #expect(tabBar.location.line == 6)
            #expect(tabBar.bool("translucent") == false)
            #expect(tabBar.number("y") == nil && tabBar.number("height") == nil)
            #expect(tabBar.children.map { $0.string("title") ?? $0.string("systemItem") ?? "-" } == ["Favorites", "contacts", "Recents"])
            #expect(tabBar.children.map(\.location.line) == [24, 29, 17])
        }
        #expect(screens["detail"]?.children.contains { $0.kind == "tabBar" } == false)
        #expect(screens["list"]?.children.map(\.kind) == ["navigationBar", "tabBar"])
        #expect(screens["third"]?.string("name") == "Recents")
        #expect(screens["second"]?.string("name") == "Favorites")
    }

    @Test("a shown toolbar holds the top controller's toolbar items; a modal segue puts the presented screen in a modal view")
    func toolbarsAndModals() throws {
        let document = try Self.read(Self.storyboard([
            Self.scene("""
                <navigationController toolbarHidden="NO" id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="nb"/>
                    <toolbar key="toolbar" opaque="NO" id="tb"><rect key="frame" x="0.0" y="524" width="320" height="44"/></toolbar>
                    <connections><segue destination="a" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            """),
            Self.scene("""
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" id="va"/>
                    <toolbarItems>
                        <barButtonItem systemItem="compose" id="compose"/>
                    </toolbarItems>
                    <navigationItem key="navigationItem" title="Inbox" id="ni">
                        <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                            <connections><segue destination="nav2" kind="modal" modalTransitionStyle="flipHorizontal" id="m"/></connections>
                        </barButtonItem>
                    </navigationItem>
                </viewController>
            """),
            Self.scene("""
                <navigationController id="nav2" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="nb2"/>
                    <connections><segue destination="editor-root" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            """),
            Self.scene("""
                <viewController id="editor-root" sceneMemberID="viewController">
                    <view key="view" id="ve"/>
                    <navigationItem key="navigationItem" title="New" id="ni2">
                        <barButtonItem key="leftBarButtonItem" systemItem="cancel" id="cancel"/>
                    </navigationItem>
                </viewController>
            """),
            Self.scene("""
                <viewController id="editor" modalTransitionStyle="crossDissolve" sceneMemberID="viewController">
                    <view key="view" id="vx"/>
                </viewController>
            """),
        ].joined(separator: "\n")))
        let screens = Dictionary(uniqueKeysWithValues: document.screens.map { ($0.root.string("id")!, $0.root) })
        let a = try #require(screens["a"])
        #expect(a.children.map(\.kind) == ["navigationBar", "toolbar"])
        #expect(a.children[1].location.line == 7)
        #expect(a.children[1].children.map { $0.string("systemItem") } == ["compose"])
        let editor = try #require(screens["editor-root"])
        #expect(editor.children.map(\.kind) == ["modalView"])
        let modal = editor.children[0]
        #expect(modal.string("transition") == "flipHorizontal")
        #expect(modal.location.line == 25)
        #expect(modal.children.first?.string("title") == "New")
        // Not presented by any segue: a screen of its own, no modal view.
        #expect(screens["editor"]?.children.isEmpty == true)
        for screen in document.screens { #expect(Self.schemaFindings(screen.root).isEmpty) }
    }

    @Test("a push from a controller in no navigation stack of the file stands on its own; a pushed navigation controller is presented")
    func pushesWithoutStack() throws {
        let document = try Self.read(Self.storyboard([
            Self.scene("""
                <viewController id="a" sceneMemberID="viewController">
                    <view key="view" id="va"/>
                    <connections>
                        <segue destination="b" kind="push" id="p1"/>
                        <segue destination="nav" kind="show" id="p2"/>
                    </connections>
                </viewController>
            """),
            Self.scene("<viewController title=\"Pushed\" id=\"b\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"vb\"/></viewController>"),
            Self.scene("""
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="nb"/>
                    <connections><segue destination="c" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            """),
            Self.scene("<viewController title=\"Presented\" id=\"c\" sceneMemberID=\"viewController\"><view key=\"view\" id=\"vc\"/></viewController>"),
        ].joined(separator: "\n")))
        let screens = Dictionary(uniqueKeysWithValues: document.screens.map { ($0.root.string("id")!, $0.root) })
        #expect(screens["b"]?.children.isEmpty == true)
        #expect(screens["b"]?.string("navigation") == nil)
        #expect(screens["c"]?.children.map(\.kind) == ["modalView"])
        #expect(screens["c"]?.string("navigation") == "root")
    }

    @Test("a xib's navigation controller nests its controllers: the first is the root, the next is pushed from it")
    func nestedControllers() throws {
        let document = try Self.read(Self.xib("""
                <navigationController id="nav">
                    <navigationBar key="navigationBar" id="nb"/>
                    <viewControllers>
                        <viewController title="Root" id="root">
                            <navigationItem key="navigationItem" title="Home" id="ni"/>
                        </viewController>
                        <viewController title="Detail" id="detail"/>
                    </viewControllers>
                </navigationController>
            """))
        let screens = document.screens.map(\.root)
        #expect(screens.map { $0.string("name") } == ["Root", "Detail"])
        #expect(screens.map { $0.string("navigation") } == ["root", "pushed"])
        #expect(screens[1].children.first?.string("backButton") == "Home")
        #expect(screens[0].children.first?.string("title") == "Home")
    }

    @Test("device and orientation come from the file and the simulated metrics")
    func deviceAndOrientation() throws {
        let ipad = try Self.read(Self.xib("<view id=\"1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"768\" height=\"1004\"/></view>",
                                          runtime: "iOS.CocoaTouch.iPad",
                                          extra: "\n<simulatedMetricsContainer key=\"defaultSimulatedMetrics\"><simulatedStatusBarMetrics key=\"statusBar\"/><simulatedOrientationMetrics key=\"orientation\" orientation=\"landscapeRight\"/></simulatedMetricsContainer>"))
        let screen = try #require(ipad.screens.first).root
        #expect(screen.string("device") == "ipad")
        #expect(screen.string("orientation") == "landscape")
        #expect(screen.children.first?.kind == "statusBar")
        #expect(screen.children.first?.string("style") == nil)
        let archived = try Self.read(Self.archive("<object class=\"IBUIView\" id=\"200\"><string key=\"NSFrameSize\">{768, 1004}</string></object>",
                                                  type: "com.apple.InterfaceBuilder3.CocoaTouch.iPad.XIB"))
        #expect(archived.screens.first?.root.string("device") == "ipad")
    }

    // MARK: Files that are not read

    @Test("a file that is not well-formed is refused with the position libxml2 gives")
    func malformed() {
        #expect(throws: ReadError.self) { try Self.read(Self.xib("<view id=\"1\"><subviews></view>")) }
        do {
            _ = try Self.read("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n    <view id=\"1\">\n  </objects>\n</document>\n")
            Issue.record("a malformed file was read")
        } catch {
            #expect(error.line == 5)
            #expect(error.column != nil)
        }
    }

    @Test("a document type declaration is refused before its internal subset is read")
    func doctypeRefused() {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE document [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" targetRuntime="iOS.CocoaTouch"><objects/></document>
            """
        do {
            _ = try Self.read(text)
            Issue.record("a DOCTYPE was accepted")
        } catch {
            #expect(error.message.contains("DOCTYPE"))
            #expect(error.line == 2)
        }
    }

    @Test("views nested as deep as the limit allows are read")
    func deepNesting() throws {
        let depth = 125  // two XML levels a view: within the 256 the parser allows
        let open = String(repeating: "<view id=\"v\"><rect key=\"frame\" x=\"1\" y=\"1\" width=\"10\" height=\"10\"/><subviews>", count: depth)
        let close = String(repeating: "</subviews></view>", count: depth)
        let document = try Self.read(Self.xib("<view id=\"1\"><subviews>\(open)<button id=\"b\"/>\(close)</subviews></view>"))
        let screen = try #require(document.screens.first).root
        #expect(Self.all("view", in: screen).count == depth)
        #expect(Self.all("button", in: screen).count == 1)
    }

    @Test("elements nested deeper than the limit are refused; empty and non-UTF-8 files are refused")
    func limits() {
        let deep = String(repeating: "<view>", count: 40) + String(repeating: "</view>", count: 40)
        #expect(throws: ReadError.self) { try Self.read(Self.xib(deep), limits: ReaderLimits(maxDepth: 20)) }
        #expect(throws: ReadError.self) { try Self.read("  \n") }
        let bad: [UInt8] = Array("<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\u{FF}".utf8) + [0xFF] + Array("</document>".utf8)
        #expect(throws: ReadError.self) {
            try bad.withUnsafeBufferPointer { buffer throws(ReadError) in try InterfaceBuilderReader.read(buffer, path: "x", limits: .default) }
        }
    }

    @Test("files for other platforms, and XML that is not Interface Builder's, are passed over with a reason", arguments: [
        ("<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>", "watchOS"),
        ("<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" targetRuntime=\"AppleTV\"/>", "tvOS"),
        ("<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" targetRuntime=\"MacOSX.Cocoa\"/>", "macOS"),
        ("<archive type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"8.00\"><data/></archive>", "macOS"),
        ("<screen name=\"Mail\"/>", "not an Interface Builder file"),
    ])
    func otherPlatforms(text: String, reason: String) throws {
        let document = try Self.read(text)
        #expect(document.screens.isEmpty)
        #expect(document.passedOverReason?.contains(reason) == true, "\(document.passedOverReason ?? "nil")")
    }

    @Test("DescriptionReader reads a one-screen IB file as one description, and refuses to pick one of several")
    func descriptionReader() {
        let one = Self.xib("<view id=\"1\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"320\" height=\"480\"/></view>")
        if case .description(let description) = DescriptionReader.read(data: Data(one.utf8), syntax: .interfaceBuilder, path: "a.xib") {
            #expect(description.syntax == .interfaceBuilder)
            #expect(description.root.kind == "screen")
        } else {
            Issue.record("a one-screen xib was not read")
        }
        let two = Self.xib("<view id=\"1\"/><view id=\"2\"/>")
        if case .failure = DescriptionReader.read(data: Data(two.utf8), syntax: .interfaceBuilder, path: "b.xib") {} else {
            Issue.record("a two-screen xib was read as one description")
        }
        let watch = "<document type=\"com.apple.InterfaceBuilder.WatchKit.Storyboard\" targetRuntime=\"watchKit\"/>"
        if case .notADescription = DescriptionReader.read(data: Data(watch.utf8), syntax: .interfaceBuilder, path: "w.storyboard") {} else {
            Issue.record("a watchOS storyboard was not passed over")
        }
    }
}

/// The Interface Builder files of ../shared/corpus (nine public apps): every one reads, and what
/// was read from a few of them is what the files say (checked by reading them). Skipped where the
/// corpus is absent, except in CI, where its absence is a failure.
@Suite(.requires(.shared("corpus")))
struct InterfaceBuilderCorpusTests {
    static let corpus = TestPaths.shared.appendingPathComponent("corpus")

    /// The IB files of the corpus, relative to it, with their bytes.
    static let files: [(path: String, data: Data)] = {
        let paths = (FileManager.default.enumerator(atPath: corpus.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
        return paths.compactMap { path in (try? Data(contentsOf: corpus.appendingPathComponent(path))).map { (path, $0) } }
    }()

    static func read(_ data: Data, path: String) throws(ReadError) -> InterfaceBuilderDocument {
        let bytes = [UInt8](data)
        return try bytes.withUnsafeBufferPointer { buffer throws(ReadError) in
            try InterfaceBuilderReader.read(buffer, path: path, limits: .default)
        }
    }

    static let documents: [String: Result<InterfaceBuilderDocument, ReadError>] = {
        var documents: [String: Result<InterfaceBuilderDocument, ReadError>] = [:]
        for (path, data) in files {
            do throws(ReadError) { documents[path] = .success(try read(data, path: path)) } catch { documents[path] = .failure(error) }
        }
        return documents
    }()

    func document(_ path: String) throws -> InterfaceBuilderDocument {
        try #require(Self.documents[path], "\(path) is not in the corpus").get()
    }

    func screens(_ path: String) throws -> [Element] {
        try document(path).screens.map(\.root)
    }

    @Test("all 308 IB files read without error; only the watchOS storyboard is passed over; nothing the schema refuses")
    func everyFileReads() throws {
        #expect(Self.files.count == 308)
        let failures = Self.documents.compactMap { path, result -> String? in
            guard case .failure(let error) = result else { return nil }
            return "\(path):\(error.line ?? 0): \(error.message)"
        }
        #expect(failures.isEmpty, "\(failures.sorted())")
        let passedOver = Self.documents.compactMap { path, result in (try? result.get())?.passedOverReason == nil ? nil : path }
        #expect(passedOver == ["GitHawkApp__GitHawk/FreetimeWatch/Base.lproj/Interface.storyboard"])
        var findings: [String] = []
        for case .success(let document) in Self.documents.values {
            for screen in document.screens {
                findings += InterfaceBuilderReaderTests.schemaFindings(screen.root).map { "\(screen.path): \($0)" }
            }
        }
        #expect(findings.isEmpty, "\(findings.prefix(20))")
    }

    @Test("Spark360's profile (archive format): a toolbar at line 81 with six items besides spaces, ending at the bottom of its 460-point root view")
    func spark360Toolbar() throws {
        let screen = try #require(try screens("0xe1f__Spark360-iOS/UI/ProfileOverviewController.xib").first)
        #expect(screen.string("name") == "ProfileOverviewController")
        let toolbar = try #require(screen.children.first { $0.kind == "toolbar" })
        #expect(toolbar.location.line == 81)
        let items = toolbar.children.filter { $0.string("systemItem") != "flexibleSpace" }
        #expect(items.count == 6)
        #expect(items.first?.string("systemItem") == "refresh")
        // The root view is {{0, 20}, {320, 460}}: it ends at 480, and so does the toolbar.
        let bottom = try #require(toolbar.number("y")) + (try #require(toolbar.number("height")))
        #expect(bottom == 20 + 460)
        #expect(screen.children.first?.kind == "statusBar")
    }

    @Test("ownCloud's folder picker: a toolbar at line 32 with a bordered item, a flexible space and a done item")
    func ownCloudSelectFolder() throws {
        let screen = try #require(try screens("owncloud__ios/Owncloud iOs Client/Tabs/FileTab/SelectFolder/SelectFolderViewController.xib").first)
        let toolbar = try #require(screen.children.first { $0.kind == "toolbar" })
        #expect(toolbar.location.line == 32)
        #expect(toolbar.string("customClass") == "OCToolBar")
        // The first item has no style attribute: in the document format that is a bordered item
        // (a plain one is written style="plain", as the flexible space is).
        #expect(toolbar.children.map { $0.string("style") } == ["bordered", "plain", "done"])
        #expect(toolbar.children.map { $0.string("systemItem") } == [nil, "flexibleSpace", nil])
        #expect(toolbar.children.map(\.location.line) == [36, 41, 42])
    }

    @Test("seafile's library alert: rounded-rect buttons titled cancel (line 122) and ok (line 137)")
    func seafileButtons() throws {
        let screen = try #require(try screens("haiwen__seafile-iOS/seafile/ui/SeafMkLibAlertController_iPhone.xib").first)
        let buttons = InterfaceBuilderReaderTests.all("button", in: screen).filter { $0.string("buttonType") == "roundedRect" }
        #expect(buttons.map { $0.string("title") } == ["cancel", "ok"])
        #expect(buttons.map(\.location.line) == [122, 137])
        #expect(buttons.map { $0.number("height") } == [44, 44])
    }

    @Test("TUM Campus login: the tab bar scenes nothing leads to are not read; the reachable ones are")
    func campusTabItems() throws {
        let url = Self.corpus.appendingPathComponent("TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Login~.storyboard")
        let document = try Self.read(try Data(contentsOf: url), path: "Login~.storyboard")
        #expect(document.screens.map { $0.root.string("id") }.contains("Cna-iM-fVG"), "the initial navigation controller's root")
        #expect(!document.screens.contains { $0.root.children.contains { $0.kind == "tabBar" } })
        #expect(document.notes.contains { $0.contains("scene pHE-Lh-fSC is not judged: it is unreachable") }, "\(document.notes)")
    }

    @Test("ownCloud's file preview: a 25x25 custom button at line 81")
    func ownCloudPreviewButton() throws {
        let screen = try #require(try screens("owncloud__ios/Owncloud iOs Client/Files/Preview/FilePreview/FilePreviewViewController.xib").first)
        let button = try #require(InterfaceBuilderReaderTests.all("button", in: screen).first { $0.location.line == 81 })
        #expect(button.string("buttonType") == "custom")
        #expect([button.number("width"), button.number("height")] == [25, 25])
        #expect(button.string("image") == "cancel_download.png")
    }

    @Test("DuckDuckGo's feedback form: the text field at line 550 has its placeholder and custom class, and no keyboard type")
    func duckDuckGoTextField() throws {
        let fields = try screens("duckduckgo__iOS/DuckDuckGo/Base.lproj/Feedback.storyboard").flatMap { InterfaceBuilderReaderTests.all("textField", in: $0) }
        let field = try #require(fields.first { $0.location.line == 550 })
        #expect(field.string("placeholder") == "Which website is broken?")
        #expect(field.string("keyboardType") == nil)
        #expect(field.string("customClass") == "TextFieldWithInsets")
        // Its scene's root view is misplaced: sizes, but no positions.
        #expect(field.number("width") == 340)
        #expect(field.number("x") == nil)
    }

    @Test("todo.txt's keyboard accessory (archive format): four bordered items and a flexible space")
    func todoTxtAccessory() throws {
        let screen = try #require(try screens("todotxt__todo.txt-ios/Views/TaskEditAccessoryView.xib").first)
        let toolbar = try #require(screen.children.first { $0.kind == "toolbar" })
        #expect(toolbar.children.filter { $0.string("style") == "bordered" }.map { $0.string("title") } == ["Priority", "Project", "Context", "Help"])
        #expect(toolbar.children.filter { $0.string("systemItem") == "flexibleSpace" }.count == 1)
        #expect(toolbar.children.count == 5)
        // An accessory view: where it stands on screen is not in the file.
        #expect(toolbar.number("y") == nil)
    }

    @Test("InAppSettingsKit's toggle cell (archive format): a 94x27 switch")
    func toggleCell() throws {
        let screen = try #require(try screens("todotxt__todo.txt-ios/Libraries/InAppSettingsKit/Xibs/IASKPSToggleSwitchSpecifierViewCell.xib").first)
        let toggle = try #require(InterfaceBuilderReaderTests.all("switch", in: screen).first)
        #expect([toggle.number("width"), toggle.number("height")] == [94, 27])
        #expect(toggle.string("customClass") == "IASKSwitch")
        #expect(toggle.location.line == 75)
    }
}

/// Which scenes of a storyboard the app can show: from the initial scene and the scenes with a
/// storyboard identifier, through segues and relationships, a tap gesture recognizer's included.
struct InterfaceBuilderReachabilityTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController title="Start" id="a" sceneMemberID="viewController">
                        <view key="view" id="va"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    </viewController>
                    <tapGestureRecognizer id="tap"><connections><segue destination="b" kind="presentation" id="sg"/></connections></tapGestureRecognizer>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController title="Shown by a tap" id="b" sceneMemberID="viewController">
                        <view key="view" id="vb"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewController title="Made in code" storyboardIdentifier="Code" id="c" sceneMemberID="viewController">
                        <view key="view" id="vc"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s4"><objects>
                    <viewController title="Template" id="d" sceneMemberID="viewController">
                        <view key="view" id="vd"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    @Test("reachable scenes are read; a template nothing leads to is named in the notes and not read")
    func reachability() throws {
        let document = try InterfaceBuilderReaderTests.read(Self.storyboard)
        #expect(document.screens.map { $0.root.string("name") } == ["Start", "Shown by a tap", "Made in code"])
        #expect(document.notes.count == 1)
        #expect(document.notes.first?.contains("scene d is not judged") == true, "\(document.notes)")
        // The scene a tap gesture recognizer presents is a modal view.
        let tapped = try #require(document.screens.first { $0.root.string("name") == "Shown by a tap" })
        #expect(tapped.root.children.contains { $0.kind == "modalView" })
    }
}
