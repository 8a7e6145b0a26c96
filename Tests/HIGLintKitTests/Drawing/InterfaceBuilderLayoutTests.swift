import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Screens read from Interface Builder files drawn as UIKit lays them out: tables under bars,
/// prototype cells in their sections, free-standing views on their own canvas, guesses marked.
struct InterfaceBuilderLayoutTests {
    /// A layout of an XML description taken as Interface Builder's reader gives it.
    static func layout(_ text: String, freeStanding: (width: Double, height: Double)? = nil) throws -> ScreenLayout {
        guard case .description(var description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            throw ReadError("not a description: \(text)")
        }
        description.syntax = .interfaceBuilder
        description.freeStandingSize = freeStanding
        return ScreenLayout(description)
    }

    @Test("a table under a navigation bar starts its rows below it, and the bar is drawn over the table")
    func tableUnderBars() throws {
        let screen = try Self.layout("""
            <screen name="S" uikit="ios7" width="375" height="667"><statusBar/><navigationBar title="T"><barButtonItem title="Done" side="right"/></navigationBar>
            <tableView x="0" y="0" width="375" height="667"><cell title="A"/><cell title="B"/></tableView><toolbar/></screen>
            """)
        let first = try #require(screen.box(for: "screen[S]/tableView/cell[A]")?.frame)
        #expect(first.y == 64)
        let boxes = screen.boxes.map { $0.path ?? "" }
        let done = try #require(boxes.firstIndex(of: "screen[S]/navigationBar[T]/barButtonItem[Done]"))
        let row = try #require(boxes.firstIndex(of: "screen[S]/tableView/cell[A]"))
        #expect(row < done, "the bar and its items are drawn after (over) the table")
    }

    @Test("rows past the table's visible part are not drawn; a finding on one outlines the table")
    func clipped() throws {
        let screen = try Self.layout("""
            <screen name="S" width="320" height="480"><tableView x="0" y="0" width="320" height="70"><cell title="A"/><cell title="B"/><cell title="C"/></tableView></screen>
            """)
        #expect(screen.box(for: "screen[S]/tableView/cell[C]")?.kind == "tableView")
        let cut = try #require(screen.box(for: "screen[S]/tableView/cell[B]")?.frame)
        #expect(cut.y == 44 && cut.height == 26, "a row across the table's edge is cut to it")
    }

    @Test("prototype cells go where their content says, sections apart, each cell's content in its row")
    func prototypes() throws {
        // Two sections: the first cell's content at 65.5 (a 44-point cell at 55.5), the next right
        // after it; the third's at 160, a section further down.
        let screen = try Self.layout("""
            <screen name="S" uikit="ios7" width="375" height="667"><statusBar/><navigationBar title="T"/>
            <tableView style="grouped" x="0" y="0" width="375" height="667">
            <cell title="A" height="44"><label text="a" x="16" y="67.5" width="100" height="20"/><switch x="311" y="62" width="51" height="31"/></cell>
            <cell title="B" height="44"><label text="b" x="16" y="111.5" width="100" height="20"/></cell>
            <cell title="C" height="44"><label text="c" x="16" y="160" width="100" height="44"/></cell>
            </tableView></screen>
            """)
        let a = try #require(screen.box(for: "screen[S]/tableView/cell[A]")?.frame)
        let b = try #require(screen.box(for: "screen[S]/tableView/cell[B]")?.frame)
        let c = try #require(screen.box(for: "screen[S]/tableView/cell[C]")?.frame)
        #expect(a.y == 55.5 + 64 && b.y == a.maxY, "one section's rows follow one another, below the bars")
        #expect(c.y == 160 + 64 && c.y > b.maxY, "the next section keeps its spacing")
        let label = try #require(screen.box(for: "screen[S]/tableView/cell[A]/label[a]")?.frame)
        #expect(label.y == 67.5 + 64 && label.y >= a.y && label.maxY <= a.maxY)
        let rows = [a, b, c]
        for (index, row) in rows.enumerated() { for other in rows[(index + 1)...] { #expect(!row.overlaps(other)) } }
    }

    @Test("a prototype's place: after the one before when its content fits there, else its content centred")
    func prototypeTop() throws {
        let cell = try #require(try Self.layout("""
            <screen name="S"><tableView><cell height="44"><label x="0" y="112" width="10" height="20"/></cell></tableView></screen>
            """).boxes.first { $0.kind == "cell" }?.scope?.element)
        #expect(ScreenLayout.prototypeTop(of: cell, height: 44, after: 100) == 100)
        #expect(ScreenLayout.prototypeTop(of: cell, height: 44, after: nil) == 100)
        #expect(ScreenLayout.prototypeTop(of: cell, height: 44, after: 20) == 100)
        #expect(ScreenLayout.prototypeTop(of: cell, height: 10, after: nil) == 112, "content taller than the cell: at its top")
    }

    @Test("a free-standing view is drawn at its own size, on a canvas, without a device or a status bar")
    func freeStanding() throws {
        let view = try Self.layout("""
            <screen name="Accessory"><statusBar/><label text="Hello" width="280" height="21"/><button title="Edit" width="30" height="27"/></screen>
            """, freeStanding: (346, 45))
        #expect(view.freeStanding && view.canvas == .init(x: 0, y: 0, width: 346, height: 45))
        #expect(!view.boxes.contains { $0.kind == "statusBar" })
        let label = try #require(view.box(for: "screen[Accessory]/label[Hello]")?.frame)
        let button = try #require(view.box(for: "screen[Accessory]/button[Edit]")?.frame)
        #expect(label.maxY <= 45 && button.maxY <= 45 && label.maxX <= button.x, "side by side in a view too low for a column")
        let svg = ScreenDrawing.svg(view, findings: [], label: "Accessory")
        #expect(!svg.contains("k-device") && svg.contains("class=\"k-canvas\"") && svg.contains("free-standing"))
        let cell = try Self.layout("""
            <screen name="Cell"><cell title="Row" width="320" height="60"><label text="Title" width="200" height="20"/></cell></screen>
            """, freeStanding: (320, 60))
        #expect(cell.box(for: "screen[Cell]/cell[Row]")?.frame == .init(x: 0, y: 0, width: 320, height: 60))
        #expect(cell.box(for: "screen[Cell]/cell[Row]")?.look == .row, "a cell is drawn as a cell")
    }

    @Test("a xib's panel is drawn as its file places what it holds, from its own corner, not as guesses")
    func freeStandingPlaces() throws {
        let document = try InterfaceBuilderReaderTests.read("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <view contentMode="scaleToFill" id="panel" customClass="MessageView">
                        <rect key="frame" x="0.0" y="0.0" width="346" height="45"/>
                        <subviews>
                            <label text="Saved" id="l1"><rect key="frame" x="13" y="12" width="200" height="21"/></label>
                            <button buttonType="system" id="b1">
                                <rect key="frame" x="303" y="9" width="30" height="27"/>
                                <state key="normal" title="Edit"/>
                            </button>
                        </subviews>
                    </view>
                </objects>
            </document>
            """, path: "MessageView.xib")
        let layout = ScreenLayout(try #require(document.screens.first))
        #expect(layout.freeStanding)
        let label = try #require(layout.boxes.first { $0.kind == "label" })
        let button = try #require(layout.boxes.first { $0.kind == "button" })
        #expect(label.frame == .init(x: 13, y: 12, width: 200, height: 21) && label.guess == nil)
        #expect(button.frame == .init(x: 303, y: 9, width: 30, height: 27) && button.guess == nil)
    }

    @Test("a button without a title shows its image's name, or the system's glyph, or nothing: never the word button")
    func untitledButtons() throws {
        let screen = try Self.layout("""
            <screen name="S"><button image="Remove" x="10" y="100" width="80" height="44"/>
            <button buttonType="infoLight" x="100" y="100" width="44" height="44"/>
            <button x="160" y="100" width="44" height="44"/></screen>
            """)
        #expect(screen.boxes.filter { $0.kind == "button" }.map(\.text) == ["Remove", "ⓘ", nil])
        // A view lower than a line of text gets no caption: it would spill over its neighbours.
        let bar = try Self.layout("""
            <screen name="S"><progressView x="20" y="100" width="280" height="4"/><view x="20" y="200" width="280" height="40"/></screen>
            """)
        let svg = ScreenDrawing.svg(bar, findings: [], label: "S")
        #expect(!svg.contains(">progressView</text>") && svg.contains(">view</text>"))
    }

    @Test("several findings on one element: the most severe outline is drawn last, on top; the badges keep their numbers' order")
    func severestOutlineOnTop() throws {
        guard case .description(let description) = DescriptionReader.read(
            data: Data(#"<screen name="S"><button title="Go" x="10" y="100" width="30" height="30"/></screen>"#.utf8),
            syntax: .xml, path: "s.xml") else { throw ReadError("unread") }
        let path = ElementPath.Scope(child: description.root.children[0], at: 0, in: ElementPath.Scope(root: description.root)).path
        let at = description.root.children[0].location
        func finding(_ number: Int, _ severity: Severity, _ rule: String) -> ScreenDrawing.Finding {
            .init(number: number, violation: Violation(ruleID: rule, severity: severity, message: "m", location: at, elementPath: path, citation: nil))
        }
        let svg = ScreenDrawing.svg(ScreenLayout(description),
                                    findings: [finding(1, .warning, "hit-target-size"), finding(2, .warning, "w2"), finding(3, .info, "i3")],
                                    label: "S")
        func order(_ group: String) -> [String] {
            svg.components(separatedBy: "<g class=\"\(group)\" data-finding=\"").dropFirst().map { String($0.prefix(1)) }
        }
        #expect(order("finding") == ["3", "1", "2"])
        #expect(order("mark") == ["1", "2", "3"])
    }

    @Test("a text is cut only when its letters cannot fit its box: Edit fits a 30-pt button, MMMM does not")
    func textCutByItsWidth() throws {
        let screen = try Self.layout("""
            <screen name="S"><button title="Edit" x="10" y="100" width="30" height="27"/><button title="MMMM" x="60" y="100" width="30" height="27"/></screen>
            """)
        let svg = ScreenDrawing.svg(screen, findings: [], label: "S")
        #expect(svg.contains(">Edit</text>"))
        #expect(!svg.contains(">MMMM</text>") && svg.contains("…</text>"))
        #expect(TextWidth.averageEms(of: "iiii") < TextWidth.averageEms(of: "MMMM"))
        #expect(TextWidth.averageEms(of: "") == 0.55 && TextWidth.averageEms(of: "漢字") == 1)
    }

    @Test("what the file does not place, or whose text code sets, is drawn hatched with the reason; a description's frameless elements are not")
    func guesses() throws {
        let screen = try Self.layout("""
            <screen name="S"><view x="0" y="0" width="320" height="480"><label text="Placed" x="10" y="10" width="100" height="20"/>
            <label setAtRunTime="text" x="10" y="40" width="100" height="20"/><button title="Loose"/></view></screen>
            """)
        #expect(screen.box(for: "screen[S]/view/label[Placed]")?.guess == nil)
        #expect(screen.boxes.first { $0.kind == "label" && $0.text == nil }?.guess == "text set in code")
        #expect(screen.box(for: "screen[S]/view/button[Loose]")?.guess == "place not in the file")
        let svg = ScreenDrawing.svg(screen, findings: [], label: "S")
        #expect(svg.contains("class=\"k-guess\"") && svg.contains("<title>Drawn as a guess: place not in the file</title>"))
        guard case .description(let own) = DescriptionReader.read(data: Data("<screen name=\"S\"><button title=\"Loose\"/></screen>".utf8),
                                                                    syntax: .xml, path: "s.xml") else { throw ReadError("unread") }
        #expect(ScreenLayout(own).boxes.allSatisfy { $0.guess == nil })
    }

    @Test("badges never overlap: many findings on one element and on its neighbours each get a place of their own")
    func badgesApart() throws {
        var places = BadgePlaces(area: .init(x: 0, y: 0, width: 320, height: 480))
        var centres: [(x: Double, y: Double)] = []
        for index in 0..<60 { centres.append(places.place((300 - Double(index % 3) * 22, 64 + Double(index % 2) * 5))) }
        for (index, a) in centres.enumerated() {
            for b in centres[(index + 1)...] { #expect((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y) >= 400 - 0.01) }
        }
        #expect(centres[0] == (300, 64) || (centres[0].x == 300 && centres[0].y == 64), "the first takes the place asked for")
        #expect(centres.allSatisfy { $0.x >= -14 && $0.x <= 334 && $0.y >= -14 && $0.y <= 494 })
    }

    @Test("a screen full of badges still places every one, in time that does not grow with their square")
    func badgesFull() {
        var places = BadgePlaces(area: .init(x: 0, y: 0, width: 100, height: 100))
        var last = (x: 0.0, y: 0.0)
        for _ in 0..<5_000 { last = places.place((50, 50)) }
        #expect(last == (50, 50) || (last.x == 50 && last.y == 50), "once full, a badge takes the place asked for")
    }

    @Test("an icon that cannot be drawn is a placeholder that says why")
    func imagePlaceholder() throws {
        let app = try #require({ () -> ScreenDescription? in
            guard case .description(var d) = DescriptionReader.read(data: Data("<app name=\"A\"><icon kind=\"app\" file=\"Icon.jpg\" width=\"57\" height=\"57\"/></app>".utf8),
                                                                     syntax: .xml, path: "a.xml") else { return nil }
            d.root.children[0].imageFile = ImageFile(path: "Icon.jpg", format: .jpeg, width: 57, height: 57, transparency: .none)
            return d
        }())
        let layout = ScreenLayout(app)
        #expect(layout.boxes.first?.imageNote == "a JPEG image: only PNG images are drawn")
        let svg = ScreenDrawing.svg(layout, findings: [], label: "A")
        #expect(svg.contains("class=\"k-placeholder\"><title>Not drawn: a JPEG image: only PNG images are drawn</title>"))
    }
}

/// The size a xib gives its free-standing views, which the drawings use and no rule sees.
struct FreeStandingSizeTests {
    @Test("a xib's top-level view that is not the File's Owner's view keeps its own size; the owner's view does not")
    func sizes() throws {
        let panel = try #require(InterfaceBuilderReaderTests.read(IBDeviceCanvasTests.xib(height: 45), path: "Panel.xib").screens.first)
        #expect(panel.freeStandingSize?.width == 375 && panel.freeStandingSize?.height == 45)
        #expect(panel.root.number("width") == nil, "not a property of the screen")
        let owned = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="15705" targetRuntime="iOS.CocoaTouch">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Owner">
                        <connections><outlet property="view" destination="root" id="o1"/></connections>
                    </placeholder>
                    <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                </objects>
            </document>
            """
        let screen = try #require(InterfaceBuilderReaderTests.read(owned, path: "Owner.xib").screens.first)
        #expect(screen.freeStandingSize == nil)
    }
}

/// What Interface Builder's canvas shows of a scene and the drawings show too, though no rule
/// judges it: the status bar a storyboard leaves to be inferred, and no hidden view.
struct InterfaceBuilderCanvasTests {
    /// A storyboard whose navigation controller holds `root`, on the canvas of `device`, with
    /// `metrics` inside the root's scene (`<simulatedStatusBarMetrics …/>`, or nothing: inferred).
    static func storyboard(device: String = "retina4_7", width: Int = 375, height: Int = 667, metrics: String = "",
                           content: String = "", presented: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="\(presented ? "home" : "nav")">
            <device id="\(device)" orientation="portrait"/>
            <scenes>
                <scene sceneID="s0"><objects>
                    <viewController id="home" title="Home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="homeView"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews><button opaque="NO" contentMode="scaleToFill" buttonType="system" id="go">
                                <rect key="frame" x="20" y="300" width="120" height="44"/><state key="normal" title="Go"/>
                                \(presented ? "<connections><segue destination=\"nav\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" id=\"p\"/></connections>" : "")
                            </button></subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="20" width="\(width)" height="44"/></navigationBar>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="list" title="List" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="listView"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="\(height)"/>
                            <subviews>\(content)</subviews>
                        </view>
                        <navigationItem key="navigationItem" title="List" id="item"/>
                        \(metrics)
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    static func layout(_ text: String, path: String = "t.storyboard", screen name: String = "List") throws -> ScreenLayout {
        let screens = try InterfaceBuilderReaderTests.read(text, path: path).screens
        return ScreenLayout(try #require(screens.first { $0.root.string("name") == name }))
    }

    @Test("a storyboard scene that leaves its status bar inferred is drawn with one, its navigation bar below it; no element stands for it")
    func inferredStatusBar() throws {
        let text = Self.storyboard()
        let screens = try InterfaceBuilderReaderTests.read(text, path: "t.storyboard").screens
        let list = try #require(screens.first { $0.root.string("name") == "List" })
        #expect(list.canvasStatusBarHeight == 20)
        #expect(!list.root.children.contains { $0.kind == "statusBar" }, "whether the app shows it is not in the file: no rule judges it")
        let layout = ScreenLayout(list)
        let status = try #require(layout.boxes.first { $0.kind == "statusBar" })
        #expect(status.frame == .init(x: 0, y: 0, width: 375, height: 20) && status.path == nil)
        #expect(layout.boxes.first { $0.kind == "navigationBar" }?.frame.y == 20)
    }

    @Test("the inferred status bar is as tall as the device's safe area top; a scene that says none has none")
    func statusBarHeights() throws {
        let notched = try Self.layout(Self.storyboard(device: "retina6_0", width: 390, height: 844))
        #expect(notched.boxes.first { $0.kind == "statusBar" }?.frame.height == 47)
        #expect(notched.boxes.first { $0.kind == "navigationBar" }?.frame.y == 47)
        let none = try Self.layout(Self.storyboard(metrics: "<nil key=\"simulatedStatusBarMetrics\"/>"))
        #expect(!none.boxes.contains { $0.kind == "statusBar" })
        #expect(none.boxes.first { $0.kind == "navigationBar" }?.frame.y == 0)
        let shown = try Self.layout(Self.storyboard(device: "retina6_0", width: 390, height: 844, metrics: "<simulatedStatusBarMetrics key=\"simulatedStatusBarMetrics\"/>"))
        let element = try #require(shown.boxes.first { $0.kind == "statusBar" })
        #expect(element.path != nil && element.frame.height == 47, "a status bar the file shows is the device's height too")
    }

    @Test("a controller drawn inside another's container view has no status bar of its own")
    func embeddedHasNoStatusBar() throws {
        let text = Self.storyboard().replacingOccurrences(of: "kind=\"relationship\" relationship=\"rootViewController\"", with: "kind=\"embed\"")
        let screens = try InterfaceBuilderReaderTests.read(text, path: "t.storyboard").screens
        let list = try #require(screens.first { $0.root.string("name") == "List" })
        #expect(list.canvasStatusBarHeight == nil)
        #expect(!ScreenLayout(list).boxes.contains { $0.kind == "statusBar" })
    }

    @Test("a modal view is drawn below the status bar, its navigation bar at the sheet's top")
    func modalBelowStatusBar() throws {
        let layout = try Self.layout(Self.storyboard(presented: true))
        let sheet = try #require(layout.boxes.first { $0.look == .modal }?.frame)
        #expect(sheet.y == 20 && sheet.maxY == 667)
        #expect(layout.boxes.first { $0.kind == "navigationBar" }?.frame.y == 20)
        let status = try #require(layout.boxes.firstIndex { $0.kind == "statusBar" })
        let modal = try #require(layout.boxes.firstIndex { $0.look == .modal })
        #expect(status < modal)
    }

    @Test("a hidden view, and what it holds, are not drawn; the reader marks them hidden")
    func hiddenViews() throws {
        let content = """
            <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" style="medium" id="spinner">
                <rect key="frame" x="324" y="14" width="20" height="20"/>
            </activityIndicatorView>
            <view hidden="YES" contentMode="scaleToFill" id="empty"><rect key="frame" x="10" y="100" width="280" height="31"/>
                <subviews><label opaque="NO" text="Nothing here" id="none"><rect key="frame" x="0" y="0" width="280" height="31"/></label></subviews>
            </view>
            <label opaque="NO" text="Shown" id="shown"><rect key="frame" x="10" y="200" width="280" height="21"/></label>
            """
        let screens = try InterfaceBuilderReaderTests.read(Self.storyboard(content: content), path: "t.storyboard").screens
        let list = try #require(screens.first { $0.root.string("name") == "List" })
        let labels = list.root.children.flatMap { [$0] + $0.children }.filter { $0.kind == "label" }
        #expect(labels.first { $0.string("text") == "Nothing here" }?.string("hidden") == "true", "inside a hidden view")
        #expect(labels.first { $0.string("text") == "Shown" }?.string("hidden") == nil)
        let layout = ScreenLayout(list)
        #expect(!layout.boxes.contains { $0.kind == "activityIndicator" || $0.text == "Nothing here" })
        #expect(layout.boxes.contains { $0.text == "Shown" })
    }
}

/// What UIKit draws around a table's rows: section titles and accessories.
struct TableCaptionTests {
    @Test("a static section's header and footer titles are on its first and last cell, and drawn above and below its rows")
    func sectionTitles() throws {
        let content = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="grouped" dataMode="static" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <sections>
                    <tableViewSection headerTitle="Account" footerTitle="Signed in since May." id="s1">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" accessoryType="disclosureIndicator" id="c1">
                                <rect key="frame" x="0.0" y="120" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" id="v1"><rect key="frame" x="0.0" y="0.0" width="348" height="44"/>
                                    <subviews><label opaque="NO" text="Name" id="l1"><rect key="frame" x="16" y="131" width="200" height="21"/></label></subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                            <tableViewCell contentMode="scaleToFill" accessoryType="checkmark" id="c2">
                                <rect key="frame" x="0.0" y="164" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" id="v2"><rect key="frame" x="0.0" y="0.0" width="335" height="44"/>
                                    <subviews><label opaque="NO" text="Email" id="l2"><rect key="frame" x="16" y="175" width="200" height="21"/></label></subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                    <tableViewSection headerTitle="About" id="s2">
                        <cells>
                            <tableViewCell contentMode="scaleToFill" id="c3">
                                <rect key="frame" x="0.0" y="280" width="375" height="44"/>
                                <tableViewCellContentView key="contentView" id="v3"><rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                                    <subviews><label opaque="NO" text="Version" id="l3"><rect key="frame" x="16" y="291" width="200" height="21"/></label></subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </cells>
                    </tableViewSection>
                </sections>
            </tableView>
            """
        let screens = try InterfaceBuilderReaderTests.read(InterfaceBuilderCanvasTests.storyboard(content: content), path: "t.storyboard").screens
        let list = try #require(screens.first { $0.root.string("name") == "List" })
        let cells = try #require(list.root.children.first { $0.kind == "tableView" }).children.filter { $0.kind == "cell" }
        #expect(cells.map { $0.string("sectionHeader") } == ["Account", nil, "About"])
        #expect(cells.map { $0.string("sectionFooter") } == [nil, "Signed in since May.", nil])
        let layout = ScreenLayout(list)
        let captions = layout.boxes.filter { $0.look == .caption }
        let rows = layout.boxes.filter { $0.look == .row }.map(\.frame)
        #expect(rows.count == 3)
        let account = try #require(captions.first { $0.text == "ACCOUNT" }, "in capitals, as UIKit draws a grouped table's headers from iOS 7")
        #expect(account.frame.maxY <= rows[0].y && account.frame.y >= 64)
        let footer = try #require(captions.first { $0.text == "Signed in since May." })
        #expect(footer.frame.y >= rows[1].maxY)
        let about = try #require(captions.first { $0.text == "ABOUT" })
        #expect(footer.frame.maxY <= about.frame.y && about.frame.maxY <= rows[2].y, "the footer and the next header share the gap without overlapping")
        #expect(captions.first { $0.text == "›" }.map { rows[0].y <= $0.frame.y && $0.frame.maxX <= rows[0].maxX } == true)
        #expect(captions.contains { $0.text == "✓" })
        #expect(captions.allSatisfy { $0.path == nil }, "no element stands for them")
    }
}

extension TableCaptionTests {
    @Test("an inset grouped table's rows stand as far from its sides as Interface Builder draws its first cell")
    func insetGroupedRows() throws {
        let content = """
            <tableView clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" dataMode="prototypes" id="table">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <prototypes>
                    <tableViewCell contentMode="scaleToFill" id="c1">
                        <rect key="frame" x="20" y="55.5" width="335" height="44"/>
                    </tableViewCell>
                </prototypes>
            </tableView>
            """
        let screens = try InterfaceBuilderReaderTests.read(InterfaceBuilderCanvasTests.storyboard(content: content), path: "t.storyboard").screens
        let list = try #require(screens.first { $0.root.string("name") == "List" })
        let table = try #require(list.root.children.first { $0.kind == "tableView" })
        #expect(table.string("style") == "grouped" && table.number("rowInset") == 20)
        let row = try #require(ScreenLayout(list).boxes.first { $0.look == .row })
        #expect(row.frame.x == 20 && row.frame.width == 335)
    }
}

/// Texts drawn where UIKit puts them, and titles the app sets said to be set in code.
struct TextPlacementTests {
    @Test("a text view's text starts at its top left; a bar titled in code says so where its title goes")
    func textViewAndBarTitle() throws {
        let layout = try InterfaceBuilderLayoutTests.layout("""
            <screen name="S" width="320" height="480"><navigationBar setAtRunTime="title"/>
            <view x="0" y="100" width="320" height="200" text="Message Body"/></screen>
            """)
        let area = try #require(layout.boxes.first { $0.look == .textArea })
        #expect(area.frame == .init(x: 0, y: 100, width: 320, height: 200))
        let svg = ScreenDrawing.svg(layout, findings: [], label: "S")
        #expect(svg.contains("<text x=\"5\" y=\"120\" class=\"t-textArea\">Message Body</text>"), "8 points from its top, 5 from its side")
        let title = try #require(layout.boxes.first { $0.kind == "title" })
        #expect(title.guess == "text set in code" && title.text == nil)
    }

    @Test("a label's text is centred or right-aligned as the file aligns it, in both formats")
    func alignedLabels() throws {
        let layout = try InterfaceBuilderLayoutTests.layout("""
            <screen name="S" width="320" height="480"><label text="No matches" textAlignment="center" x="20" y="100" width="280" height="21"/>
            <label text="0%" textAlignment="right" x="20" y="140" width="100" height="21"/><label text="Left" x="20" y="180" width="100" height="21"/></screen>
            """)
        let svg = ScreenDrawing.svg(layout, findings: [], label: "S")
        #expect(svg.contains("<text x=\"160\" y=\"115\" class=\"t-text mid\">No matches</text>"))
        #expect(svg.contains("class=\"t-text end\">0%</text>"))
        #expect(svg.contains("<text x=\"24\" y=\"195\" class=\"t-text\">Left</text>"))
        let document = try InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.xib("""
                <view contentMode="scaleToFill" id="1"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews><label opaque="NO" text="Title" textAlignment="center" id="l"><rect key="frame" x="0" y="0" width="320" height="21"/></label></subviews>
                </view>
            """), path: "A.xib")
        #expect(document.screens.first?.root.children.first { $0.kind == "label" }?.string("textAlignment") == "center")
        let archive = try InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.archive("""
                    <object class="IBUIView" id="200">
                        <string key="NSFrameSize">{320, 480}</string>
                        <array class="NSMutableArray" key="NSSubviews">
                            <object class="IBUILabel" id="300"><string key="NSFrame">{{0, 0}, {320, 21}}</string><string key="IBUIText">Title</string><int key="IBUITextAlignment">2</int></object>
                        </array>
                    </object>
            """), path: "B.xib")
        #expect(archive.screens.first?.root.children.first { $0.kind == "label" }?.string("textAlignment") == "right")
    }

    @Test("a view's kind caption is left out where a label crosses it or the view is narrower than it")
    func coveredCaptions() throws {
        let layout = try InterfaceBuilderLayoutTests.layout("""
            <screen name="S" width="320" height="480"><view id="bg" x="20" y="100" width="280" height="60"/>
            <label text="Title" x="120" y="120" width="100" height="21"/><view id="narrow" x="20" y="200" width="20" height="30"/>
            <view id="lone" x="20" y="300" width="280" height="60"/></screen>
            """)
        let views = layout.boxes.filter { $0.look == .view }
        #expect(views.map(\.text) == [nil, nil, "view"])
    }

    @Test("a label whose letters fit only without the inset is drawn whole, nearer its edge")
    func snugLabel() throws {
        let layout = try InterfaceBuilderLayoutTests.layout("""
            <screen name="S" width="414" height="149"><label text="1 of 12" x="100" y="20" width="39.5" height="16"/></screen>
            """)
        let svg = ScreenDrawing.svg(layout, findings: [], label: "S")
        #expect(svg.contains(">1 of 12</text>"), "one line, not cut or wrapped")
    }
}

extension InterfaceBuilderCanvasTests {
    @Test("a navigation controller that prefers large titles gives its bar a large title, drawn under its items; a screen that says never has a small one")
    func largeTitles() throws {
        let text = Self.storyboard().replacingOccurrences(of: "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"bar\">",
                                                          with: "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" largeTitles=\"YES\" id=\"bar\">")
        let large = try Self.layout(text)
        let bar = try #require(large.boxes.first { $0.kind == "navigationBar" }?.frame)
        #expect(bar.y == 20 && bar.height == 96)
        let title = try #require(large.boxes.first { $0.look == .largeTitle })
        #expect(title.text == "List" && title.frame.y == 64)
        let never = text.replacingOccurrences(of: "<navigationItem key=\"navigationItem\" title=\"List\" id=\"item\"/>",
                                              with: "<navigationItem key=\"navigationItem\" title=\"List\" largeTitleDisplayMode=\"never\" id=\"item\"/>")
        let small = try Self.layout(never)
        #expect(small.boxes.first { $0.kind == "navigationBar" }?.frame.height == 44)
        #expect(!small.boxes.contains { $0.look == .largeTitle })
    }
}

extension InterfaceBuilderCanvasTests {
    @Test("the status bar's height is the device's, by its id: 48 on an iPhone XR, 50 on a 12 mini, 24 on an iPad without a home button")
    func statusBarByDevice() {
        #expect(IBDeviceCanvas.statusBarHeight(id: "retina6_1", orientation: "portrait") == 48)
        #expect(IBDeviceCanvas.statusBarHeight(id: "retina5_4", orientation: nil) == 50)
        #expect(IBDeviceCanvas.statusBarHeight(id: "ipad12_9rounded", orientation: "landscape") == 24)
        #expect(IBDeviceCanvas.statusBarHeight(id: "retina4_7", orientation: "portrait") == 20)
        #expect(IBDeviceCanvas.statusBarHeight(id: "retina6_1", orientation: "landscape") == 0, "a notched iPhone hides it in landscape")
        #expect(IBDeviceCanvas.statusBarHeight(id: nil, orientation: nil) == 20)
    }

    @Test("a collection view under the bars shows its content below them; a text field's text is aligned as the file says")
    func scrollingContentAndFieldAlignment() throws {
        let content = """
            <collectionView clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" id="cv">
                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                <cells>
                    <collectionViewCell contentMode="center" id="cell">
                        <rect key="frame" x="0.0" y="10" width="375" height="100"/>
                        <view key="contentView" contentMode="center" id="content"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                            <subviews><textField opaque="NO" text="Name" textAlignment="center" borderStyle="roundedRect" id="field"><rect key="frame" x="20" y="30" width="335" height="34"/></textField></subviews>
                        </view>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """
        let layout = try Self.layout(Self.storyboard(content: content))
        let cell = try #require(layout.boxes.first { $0.scope?.element.string("id") == "cell" }?.frame)
        #expect(cell.y == 10 + 64, "below the status bar and the navigation bar")
        let field = try #require(layout.boxes.first { $0.look == .field })
        #expect(field.alignment == .center && field.frame.y == 40 + 64)
    }
}
