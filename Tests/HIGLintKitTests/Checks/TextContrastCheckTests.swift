import Foundation
import Testing
@testable import HIGLintKit

/// The contrast rule on descriptions: where the background comes from, which appearances are
/// judged, and what is left unjudged.
struct TextContrastCheckTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())

    static func findings(_ xml: String, app: AppContext? = nil) throws -> [String] {
        guard case .description(var description) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "s.screen.xml") else {
            Issue.record("not read: \(xml)")
            return []
        }
        if let app { description.app = app }
        return linter.check(description).filter { $0.ruleID == "text-contrast" }.map(\.message)
    }

    @Test("the message gives both colours and the ratio")
    func message() throws {
        #expect(try Self.findings(##"<screen name="S"><label text="Total" textColor="#999999"/></screen>"##)
            == [##"Label "Total": text #999999 on #FFFFFF: 2.8:1, needs 4.5:1"##])
    }

    @Test("a text short of the line by less than a tenth is information; further short, a warning")
    func nearMiss() throws {
        func judged(_ color: String, size: Int = 17) throws -> [(Severity, String)] {
            let xml = "<screen name=\"S\"><label text=\"Total\" textColor=\"\(color)\" fontSize=\"\(size)\"/></screen>"
            guard case .description(let description) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "s.screen.xml") else {
                Issue.record("not read: \(xml)")
                return []
            }
            return Self.linter.check(description).filter { $0.ruleID == "text-contrast" }.map { ($0.severity, $0.message) }
        }
        // #7D7D7D on white is 4.1:1 (at least 0.9 of 4.5), #808080 3.9:1 (below it).
        let near = try judged("#7D7D7D")
        #expect(near.map(\.0) == [.info])
        #expect(near.first?.1 == ##"Label "Total": text #7D7D7D on #FFFFFF: 4.1:1, a little short of 4.5:1; make it darker or lighter if people strain to read it"##)
        #expect(try judged("#808080").map(\.0) == [.warning])
        #expect(try judged("#767676").isEmpty)
        // Large text: 3:1 needed; #9A9A9A is 2.8:1 (near), #A8A8A8 2.4:1 (not).
        #expect(try judged("#9A9A9A", size: 20).map(\.0) == [.info])
        #expect(try judged("#A8A8A8", size: 20).map(\.0) == [.warning])
    }

    @Test("an earlier sibling that covers the text is under it; one beside it is not; one in part is not judged")
    func siblings() throws {
        let covering = ##"<view backgroundColor="#000000" x="0" y="0" width="320" height="100"/>"##
        let beside = ##"<view backgroundColor="#000000" x="0" y="200" width="320" height="100"/>"##
        let partly = ##"<view backgroundColor="#000000" x="0" y="0" width="50" height="100"/>"##
        let label = ##"<label text="A" textColor="#AAAAAA" x="20" y="20" width="100" height="21"/>"##
        #expect(try Self.findings("<screen name=\"S\">\(covering)\(label)</screen>").isEmpty)
        #expect(try Self.findings("<screen name=\"S\">\(beside)\(label)</screen>").count == 1)
        #expect(try Self.findings("<screen name=\"S\">\(partly)\(label)</screen>").isEmpty)
        // A later sibling is drawn over the text, not under it.
        #expect(try Self.findings("<screen name=\"S\">\(label)\(covering)</screen>").count == 1)
    }

    @Test("a text with more views before it than the budget is not judged; within it, it is")
    func budget() throws {
        let clear = String(repeating: ##"<label text="x" x="0" y="0" width="320" height="100"/>"##, count: 10)
        let xml = ##"<screen name="S">"## + clear + ##"<label text="A" textColor="#AAAAAA" x="20" y="20" width="100" height="21"/></screen>"##
        guard case .description(let description) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "s.screen.xml") else {
            Issue.record("not read")
            return
        }
        let root = description.root
        let scope = ElementPath.Scope(child: root.children[10], at: 10, in: ElementPath.Scope(root: root))
        let context = ElementContext(element: root.children[10], scope: scope, description: description)
        #expect(throws: Never.self) { try TextBackground.layers(of: context).get() }
        #expect(throws: TextBackground.Unknown("too many views lie before it to tell what is under it")) {
            try TextBackground.layers(of: context, budget: 5).get()
        }
        #expect(try Self.findings(xml).count == 1, "ten clear labels before it are looked through")
    }

    @Test("translucent backgrounds are composited down to the first opaque one")
    func compositing() throws {
        let xml = """
            <screen name="S" backgroundColor="#000000">
              <view backgroundColor="#FFFFFF80" x="0" y="0" width="320" height="100">
                <label text="A" textColor="#B0B0B0" x="10" y="10" width="100" height="21"/>
              </view>
            </screen>
            """
        #expect(try Self.findings(xml) == [##"Label "A": text #B0B0B0 on #808080: 1.8:1, needs 4.5:1"##])
    }

    @Test("the dark appearance is judged only where the description writes a colour that has one")
    func darkAppearance() throws {
        let dark = ##"<screen name="S" backgroundColor="systemBackgroundColor"><label text="A" textColor="#333333"/></screen>"##
        #expect(try Self.findings(dark) == [##"Label "A": text #333333 on #000000 in the dark appearance: 1.6:1, needs 4.5:1"##])
        #expect(try Self.findings(##"<screen name="S"><label text="A" textColor="#333333"/></screen>"##).isEmpty)
        let lightOnly = AppContext(targets: [AppContext.Target(project: "A.xcodeproj", name: "A", kind: .application,
                                                               info: AppInfo(.dictionary(["UIUserInterfaceStyle": .string("Light")])),
                                                               isLaunchScreen: false)])
        #expect(try Self.findings(dark, app: lightOnly).isEmpty)
    }

    @Test("large text needs 3:1: 18 pt, or 14 pt bold")
    func largeText() throws {
        #expect(try Self.findings(##"<screen name="S"><label text="A" textColor="#949494" fontSize="18"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S"><label text="A" textColor="#949494" fontSize="14" fontWeight="semibold"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S"><label text="A" textColor="#949494" fontSize="14"/></screen>"##).count == 1)
    }

    @Test("not judged: a disabled control, text over an image, a background set at run time, a view at an alpha below 1")
    func unknowns() throws {
        #expect(try Self.findings(##"<screen name="S"><button title="A" titleColor="#EEEEEE" enabled="false"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S"><imageView x="0" y="0" width="320" height="100"/><label text="A" textColor="#EEEEEE" x="0" y="0" width="100" height="20"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S"><imageView/><label text="A" textColor="#EEEEEE"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S" setAtRunTime="backgroundColor"><label text="A" textColor="#EEEEEE"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S"><view alpha="0.5"><label text="A" textColor="#EEEEEE"/></view></screen>"##).isEmpty)
    }

    @Test("a rounded text field's own white field is its background")
    func textField() throws {
        let xml = ##"<screen name="S" backgroundColor="#000000"><textField borderStyle="roundedRect" textColor="#CCCCCC"/></screen>"##
        #expect(try Self.findings(xml) == [##"TextField: text #CCCCCC on #FFFFFF: 1.6:1, needs 4.5:1"##])
    }

    @Test("a text all but invisible in the light appearance is not judged: the code sets its colours")
    func invisible() throws {
        #expect(try Self.findings(##"<screen name="S"><label text="A" textColor="#FFFFFF"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S"><label text="A" textColor="#F0F0F0"/></screen>"##).isEmpty)
        #expect(try Self.findings(##"<screen name="S"><label text="A" textColor="#E0E0E0"/></screen>"##).count == 1)
    }

    @Test("what is not judged is noted, with the reason, for --verbose")
    func notes() throws {
        let xml = ##"<screen name="S"><imageView x="0" y="0" width="320" height="100"/><label text="A" textColor="#EEEEEE" x="0" y="0" width="100" height="20"/></screen>"##
        guard case .description(let description) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "s.screen.xml") else {
            Issue.record("not read")
            return
        }
        let notes = Self.linter.inspect(description).notes
        #expect(notes.count == 1)
        #expect(notes.first?.hasSuffix(#"text-contrast: label "A" not judged: an image view lies under it"#) == true, "\(notes)")
    }
}
