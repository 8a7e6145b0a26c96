import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Issue 14, sections 1 and 2: a property left out means what UIKit does, and UIKit's own
/// controls at their own size are not the designer's fault. Each description is the issue's own,
/// in XML and JSON; each finding is pinned by rule id and line:column.
struct UIKitDefaultsTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())

    static func read(_ text: String, _ syntax: ScreenDescription.Syntax, path: String = "t") throws -> ScreenDescription {
        let file = path + (syntax == .xml ? ".xml" : ".json")
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: file) else {
            throw CancellationError()
        }
        return description
    }

    /// The findings of `rule` as `line:column`, in order.
    static func places(_ violations: [Violation], _ rule: String) -> [String] {
        violations.filter { $0.ruleID == rule }.map { "\($0.location.line):\($0.location.column)" }.sorted()
    }

    static func element(_ text: String) throws -> Element {
        try read(text, .xml).root
    }

    // MARK: 1. A left-out property means what UIKit does

    @Test("a system Edit, Cancel or Save item without a style is bordered, Done is done, others plain")
    func conditionalBarItemStyle() throws {
        let screen = try Self.element("""
            <screen name="S"><toolbar>
              <barButtonItem systemItem="edit"/><barButtonItem systemItem="cancel"/><barButtonItem systemItem="save"/>
              <barButtonItem systemItem="done"/><barButtonItem systemItem="add"/><barButtonItem title="Send"/>
              <barButtonItem systemItem="edit" style="plain"/>
            </toolbar></screen>
            """)
        let items = try #require(screen.children.first).children
        #expect(items.map { Vocabulary.value(of: "style", in: $0) } == ["bordered", "bordered", "bordered", "done", "plain", "plain", "plain"])
        // Selectors see the same defaults.
        let bordered = Selector(kinds: ["barButtonItem"], conditions: ["style": ["bordered"]])
        #expect(items.map(bordered.matches) == [true, true, true, false, false, false, false])
        let plain = Selector(kinds: ["barButtonItem"], exclusions: ["style": ["bordered", "done"]])
        #expect(items.map(plain.matches) == [false, false, false, false, true, true, true])
    }

    @Test("a toolbar [Edit, flexible space, Add] without styles mixes bordered and plain, as with style=\"bordered\" on Edit")
    func editFlexibleAdd() throws {
        let implicit = """
            <screen name="Things">
              <toolbar>
                <barButtonItem systemItem="edit"/>
                <barButtonItem systemItem="flexibleSpace"/>
                <barButtonItem systemItem="add"/>
              </toolbar>
            </screen>
            """
        let explicit = implicit.replacingOccurrences(of: #"systemItem="edit""#, with: #"systemItem="edit" style="bordered""#)
        for text in [implicit, explicit] {
            let found = Self.linter.check(try Self.read(text, .xml))
            #expect(Self.places(found, "toolbar-no-mixed-styles") == ["2:3"])
            #expect(Self.places(found, "edit-cancel-save-done-bordered").isEmpty)
            let message = try #require(found.first { $0.ruleID == "toolbar-no-mixed-styles" }).message
            #expect(message.contains("bordered and plain"))
        }
        let json = """
            {
              "type": "screen", "name": "Things",
              "children": [
                { "type": "toolbar", "children": [
                  { "type": "barButtonItem", "systemItem": "edit" },
                  { "type": "barButtonItem", "systemItem": "flexibleSpace" },
                  { "type": "barButtonItem", "systemItem": "add" }
                ] }
              ]
            }
            """
        #expect(Self.places(Self.linter.check(try Self.read(json, .json)), "toolbar-no-mixed-styles") == ["4:5"])
    }

    @Test("a toolbar of system Edit, Save and Done items and bordered buttons, no style written, is one style")
    func borderedOnly() throws {
        let text = """
            <screen name="Things">
              <toolbar>
                <barButtonItem systemItem="edit"/>
                <barButtonItem systemItem="flexibleSpace"/>
                <barButtonItem title="Send" style="bordered"/>
                <barButtonItem systemItem="save"/>
                <barButtonItem systemItem="done"/>
              </toolbar>
            </screen>
            """
        let found = Self.linter.check(try Self.read(text, .xml))
        #expect(Self.places(found, "toolbar-no-mixed-styles").isEmpty)
        #expect(Self.places(found, "edit-cancel-save-done-bordered").isEmpty)
    }

    static let blackBarsAutomaticSheet = """
        <screen name="Photos">
          <navigationBar title="Camera Roll" style="black" translucent="true"/>
          <toolbar style="black" translucent="true">
            <barButtonItem systemItem="action"/>
          </toolbar>
          <actionSheet>
            <button title="Email Photo"/>
            <button title="Cancel" role="cancel"/>
          </actionSheet>
        </screen>
        """

    @Test("an action sheet without a style on a screen of black translucent bars takes their look: no finding")
    func automaticSheetUnderBlackBars() throws {
        let description = try Self.read(Self.blackBarsAutomaticSheet, .xml)
        let sheet = try #require(description.root.children.last)
        #expect(Vocabulary.value(of: "style", in: sheet) == "automatic")
        #expect(Vocabulary.shownValue(of: "style", in: sheet, screen: description.root) == "black-translucent")
        let found = Self.linter.check(description)
        #expect(Self.places(found, "action-sheet-style-matches-bars").isEmpty)
        let json = """
            {
              "type": "screen", "name": "Photos",
              "children": [
                { "type": "navigationBar", "title": "Camera Roll", "style": "black", "translucent": true },
                { "type": "toolbar", "style": "black", "translucent": true,
                  "children": [ { "type": "barButtonItem", "systemItem": "action" } ] },
                { "type": "actionSheet", "children": [
                  { "type": "button", "title": "Email Photo" },
                  { "type": "button", "title": "Cancel", "role": "cancel" }
                ] }
              ]
            }
            """
        #expect(Self.places(Self.linter.check(try Self.read(json, .json)), "action-sheet-style-matches-bars").isEmpty)
    }

    @Test("an action sheet without a style and no toolbar to take its look from is blue under a black navigation bar")
    func automaticSheetWithoutToolbar() throws {
        let text = """
            <screen name="Photo">
              <navigationBar title="Photo" style="black"/>
              <actionSheet>
                <button title="Email Photo"/>
                <button title="Cancel" role="cancel"/>
              </actionSheet>
            </screen>
            """
        let description = try Self.read(text, .xml)
        let found = Self.linter.check(description)
        #expect(Self.places(found, "action-sheet-style-matches-bars") == ["3:3"])
        let finding = try #require(found.first { $0.ruleID == "action-sheet-style-matches-bars" })
        #expect(finding.citation?.quote.hasPrefix("If your application uses black navigation bars and toolbars") == true)
        #expect(finding.message.contains("no style"))
        let sheet = try #require(description.root.children.last)
        #expect(Vocabulary.shownValue(of: "style", in: sheet, screen: description.root) == "default")
        // A declared default style under a black toolbar is still reported, at the sheet.
        let declared = Self.blackBarsAutomaticSheet.replacingOccurrences(of: "<actionSheet>", with: #"<actionSheet style="default">"#)
        #expect(Self.places(Self.linter.check(try Self.read(declared, .xml)), "action-sheet-style-matches-bars") == ["6:3"])
    }

    @Test("an automatic action sheet on a screen whose only bottom bar is a tab bar is not judged")
    func automaticSheetOverTabBar() throws {
        let text = """
            <screen name="Recents">
              <navigationBar title="Recents" style="black"/>
              <tabBar><tabBarItem systemItem="recents"/></tabBar>
              <actionSheet>
                <button title="Clear All Recents" role="destructive"/>
                <button title="Cancel" role="cancel"/>
              </actionSheet>
            </screen>
            """
        let description = try Self.read(text, .xml)
        let sheet = try #require(description.root.children.last)
        #expect(Vocabulary.shownValue(of: "style", in: sheet, screen: description.root) == nil)
        #expect(Self.places(Self.linter.check(description), "action-sheet-style-matches-bars").isEmpty)
    }

    @Test("action sheets of one app are compared by the look UIKit gives them")
    func consistentByLook() throws {
        let explicit = """
            <screen name="Photo">
              <actionSheet style="black-translucent"><button title="Email Photo"/><button title="Cancel" role="cancel"/></actionSheet>
            </screen>
            """
        let automaticUnderBlack = """
            <screen name="Album">
              <toolbar style="black" translucent="true"><barButtonItem systemItem="action"/></toolbar>
              <actionSheet><button title="Share Album"/><button title="Cancel" role="cancel"/></actionSheet>
            </screen>
            """
        let automaticAlone = """
            <screen name="Slideshow">
              <label text="Slide 1"/>
              <actionSheet><button title="Stop Slideshow"/><button title="Cancel" role="cancel"/></actionSheet>
            </screen>
            """
        let agree = try [Self.read(explicit, .xml, path: "a"), Self.read(automaticUnderBlack, .xml, path: "b")]
        #expect(Self.linter.check(agree).filter { $0.ruleID == "action-sheet-style-consistent" }.isEmpty)
        let differ = agree + [try Self.read(automaticAlone, .xml, path: "c")]
        let found = Self.linter.check(differ).filter { $0.ruleID == "action-sheet-style-consistent" }
        #expect(found.map { "\($0.location.file):\($0.location.line):\($0.location.column)" } == ["c.xml:3:3"])
        #expect(found.first?.message.contains("default here but black-translucent elsewhere") == true)
    }

    @Test("an activity indicator without `animating` is stopped, as UIKit's is until started")
    func activityIndicatorStartsStopped() throws {
        let text = """
            <screen name="Loading">
              <label text="Loading..."/>
              <activityIndicator hidesWhenStopped="false"/>
            </screen>
            """
        #expect(Self.places(Self.linter.check(try Self.read(text, .xml)), "activity-indicator-stationary") == ["3:3"])
        let hides = #"<screen name="Loading"><activityIndicator/></screen>"#
        #expect(Self.places(Self.linter.check(try Self.read(hides, .xml)), "activity-indicator-stationary").isEmpty)
    }

    @Test("other defaults are UIKit's: a button is custom, a text field has no border and the default keyboard")
    func otherDefaults() throws {
        let screen = try Self.element(#"<screen name="S"><button title="Go"/><textField/><cell title="A"/><tableView/><statusBar/><navigationBar/><toolbar/><tabBar/><datePicker/></screen>"#)
        let values = screen.children.map { element in
            ["buttonType", "borderStyle", "keyboardType", "accessory", "selectionStyle", "style", "translucent", "mode", "minuteInterval"]
                .compactMap { name in Vocabulary.value(of: name, in: element).map { "\(name)=\($0)" } }.joined(separator: " ")
        }
        #expect(values == [
            "buttonType=custom",
            "borderStyle=none keyboardType=default",
            "accessory=none selectionStyle=blue",
            "style=plain",
            "style=gray",
            "style=blue translucent=false",
            "style=blue translucent=false",
            "translucent=false",
            "mode=dateAndTime minuteInterval=1",
        ])
    }

    @Test("docs/format.md shows a default that depends on another property, and the automatic action sheet style")
    func documentedDefaults() {
        let table = FormatDocumentation.kindsTable()
        #expect(table.contains("*bordered if systemItem is edit, cancel or save; done if systemItem is done; else plain*"))
        #expect(table.contains("*automatic: the toolbar's look"))
    }

    // MARK: 2. UIKit's own controls at their own size

    /// Each control as the issue describes it, with its frame, and the line it is on.
    static let standardControls = """
        <screen name="Controls">
          <switch x="20" y="20" width="94" height="27"/>
          <switch x="20" y="60" width="51" height="31"/>
          <textField placeholder="Name" borderStyle="roundedRect" x="20" y="100" width="280" height="31"/>
          <slider x="20" y="140" width="280" height="23"/>
          <pageControl numberOfPages="3" x="0" y="180" width="320" height="36"/>
          <segmentedControl x="20" y="230" width="280" height="29"><segment title="Day"/><segment title="Week"/></segmentedControl>
          <segmentedControl x="20" y="270" width="280" height="32"><segment title="Day"/><segment title="Week"/></segmentedControl>
        </screen>
        """

    @Test("a switch, rounded text field, slider, page control and segmented control at UIKit's size get info at most, without hitInsets")
    func standardSizes() throws {
        let found = Self.linter.check(try Self.read(Self.standardControls, .xml)).filter { $0.ruleID == "hit-target-size" }
        #expect(Self.places(found, "hit-target-size") == ["2:3", "3:3", "4:3", "5:3", "6:3", "7:3", "8:3"])
        for finding in found {
            #expect(finding.severity == .info)
            #expect(finding.message.contains("the size UIKit itself draws it at"))
            #expect(!finding.message.contains("hitInsets"))
        }
        let json = """
            {
              "type": "screen", "name": "Controls",
              "children": [
                { "type": "switch", "x": 20, "y": 20, "width": 94, "height": 27 },
                { "type": "switch", "x": 20, "y": 60, "width": 51, "height": 31 },
                { "type": "textField", "borderStyle": "roundedRect", "x": 20, "y": 100, "width": 280, "height": 31 },
                { "type": "slider", "x": 20, "y": 140, "width": 280, "height": 23 },
                { "type": "pageControl", "x": 0, "y": 180, "width": 320, "height": 36 },
                { "type": "segmentedControl", "x": 20, "y": 230, "width": 280, "height": 30,
                  "children": [ { "type": "segment", "title": "Day" }, { "type": "segment", "title": "Week" } ] }
              ]
            }
            """
        let fromJSON = Self.linter.check(try Self.read(json, .json)).filter { $0.ruleID == "hit-target-size" }
        #expect(Self.places(fromJSON, "hit-target-size") == ["4:5", "5:5", "6:5", "7:5", "8:5", "9:5"])
        #expect(fromJSON.allSatisfy { $0.severity == .info && !$0.message.contains("hitInsets") })
    }

    @Test("custom buttons, borderless text fields and squeezed standard controls stay warnings that ask for hitInsets")
    func customAndSqueezed() throws {
        let text = """
            <screen name="Squeezed">
              <button title="Go" x="10" y="10" width="30" height="30"/>
              <switch x="20" y="60" width="51" height="20"/>
              <textField placeholder="Name" x="20" y="100" width="280" height="31"/>
              <slider x="20" y="140" width="280" height="15"/>
              <pageControl x="0" y="180" width="320" height="20"/>
              <segmentedControl x="20" y="230" width="280" height="24"><segment title="Day"/><segment title="Week"/></segmentedControl>
              <segmentedControl x="20" y="270" width="200" height="29"><segment title="A"/><segment title="B"/><segment title="C"/><segment title="D"/><segment title="E"/></segmentedControl>
            </screen>
            """
        let found = Self.linter.check(try Self.read(text, .xml)).filter { $0.ruleID == "hit-target-size" }
        #expect(Self.places(found, "hit-target-size") == ["2:3", "3:3", "4:3", "5:3", "6:3", "7:3", "8:3"])
        for finding in found {
            #expect(finding.severity == .warning)
            #expect(finding.message.contains("enlarge it with hitInsets"))
            #expect(finding.citation?.page == 38)
        }
    }

    @Test("no element hit-target-size judges can sit in a toolbar, so none of its findings is about a toolbar (p. 80)")
    func noHitTargetInToolbar() throws {
        // hit-target-size's second citation (p. 80) speaks of toolbar items. A toolbar holds bar
        // button items only, which the rule does not judge; should the vocabulary ever let a
        // toolbar hold a control, the rule needs a check that cites p. 80 for it.
        let rule = try #require(try RuleCatalog.builtIn().rules.first { $0.id == "hit-target-size" })
        #expect(rule.citations.count == 2 && rule.citations[1].page == 80)
        let toolbar = try #require(Vocabulary.kinds["toolbar"])
        let judged = ["button", "switch", "slider", "textField", "segmentedControl", "stepper", "pageControl"]
        #expect(toolbar.children.isDisjoint(with: judged))
        #expect(toolbar.children == ["barButtonItem"])
    }
}
