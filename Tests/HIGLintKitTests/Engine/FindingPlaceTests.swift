import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A finding is at the element a person must change, one fault gives one finding, and a finding
/// cites the passage that speaks of what was found.
struct FindingPlaceTests {
    static let catalog = try! RuleCatalog.builtIn()
    static let linter = Linter(catalog: catalog)

    static func description(_ name: String, _ text: String) throws -> ScreenDescription {
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: name) else {
            throw CancellationError()
        }
        return description
    }

    static func findings(_ files: [(name: String, text: String)], rule: String) throws -> [Violation] {
        let descriptions = try files.map { try description($0.name, $0.text) }
        return linter.check(descriptions).filter { $0.ruleID == rule }.sorted(by: Violation.reportOrder)
    }

    @Test("a navigation bar with one button too many on a side points at that button")
    func navigationBarPointsAtTheExtraButton() throws {
        let sides = try Self.findings([("clock.xml", """
            <screen name="Clock">
              <navigationBar title="World Clock">
                <barButtonItem systemItem="edit" style="bordered" side="left"/>
                <barButtonItem systemItem="add" style="bordered" side="right"/>
                <barButtonItem title="Sort" style="bordered" side="right"/>
              </navigationBar>
            </screen>
            """)], rule: "navbar-one-item-per-side")
        #expect(sides.map(\.location.description) == ["clock.xml:5:5"])
        #expect(sides.first?.elementPath.hasSuffix("barButtonItem[Sort]") == true, "\(sides.map(\.elementPath))")
        let beside = try Self.findings([("contact.xml", """
            <screen name="Contact">
              <navigationBar title="Info" backButton="All Contacts">
                <barButtonItem systemItem="edit" style="bordered" side="left"/>
              </navigationBar>
            </screen>
            """)], rule: "navbar-one-item-per-side")
        #expect(beside.map(\.location.description) == ["contact.xml:3:5"])
        let undeclared = try Self.findings([("notes.xml", """
            <screen name="Notes">
              <navigationBar title="Notes" backButton="Folders">
                <barButtonItem systemItem="add" style="bordered"/>
                <barButtonItem systemItem="action" style="bordered"/>
                <barButtonItem systemItem="compose" style="bordered"/>
              </navigationBar>
            </screen>
            """)], rule: "navbar-one-item-per-side")
        // One fault (too many buttons) gives one finding, at the first button with no room.
        #expect(undeclared.map(\.location.description) == ["notes.xml:4:5"])
    }

    @Test("in a tie between two screens, the finding does not count its own screen among the others")
    func crossScreenTie() throws {
        let screen = { (name: String, style: String) in
            (name: "\(name).xml", text: "<screen name=\"\(name)\" app=\"X\">\n  <navigationBar title=\"\(name)\" style=\"\(style)\"/>\n</screen>\n")
        }
        let tie = try Self.findings([screen("A", "black"), screen("B", "blue")], rule: "navbar-consistent-per-orientation")
        #expect(tie.count == 1)
        let message = try #require(tie.first?.message)
        #expect(message.contains("no appearance the most common"), "\(message)")
        let own = tie.first!.location.file == "A.xml" ? "\"A\"" : "\"B\""
        #expect(!message.contains(own), "the reported screen is listed among the others: \(message)")
        let outlier = try Self.findings([screen("A", "black"), screen("B", "blue"), screen("C", "blue")],
                                        rule: "navbar-consistent-per-orientation")
        #expect(outlier.map(\.location.description) == ["A.xml:2:3"])
        #expect(outlier.first.map { !$0.message.contains("\"A\"") } == true)
    }

    @Test("app-icon-size cites the passage for the device or the App Store icon it found at fault")
    func appIconCitations() throws {
        let app = """
            <app name="Weather" devices="universal">
              <icon kind="app" device="iphone" scale="1" width="60" height="60"/>
              <icon kind="app" device="iphone" scale="2" width="114" height="114"/>
              <icon kind="app" device="ipad" width="76" height="76"/>
              <launchImage device="iphone" width="320" height="480"/>
            </app>
            """
        let found = try Self.findings([("weather.xml", app)], rule: "app-icon-size")
        let citationOf = { (fragment: String) in found.first { $0.message.contains(fragment) }?.citation?.quote ?? "none" }
        #expect(citationOf("60x60").hasPrefix("For iPhone and iPod touch both sizes are required"))
        #expect(citationOf("76x76").hasPrefix("For iPad:"))
        #expect(citationOf("App Store icon").hasPrefix("Create a 512 x 512 pixel version"))
        // The 76 x 76 iPad icon, without a scale, is the 1x iPad icon at the wrong size: one
        // finding, not also "no iPad app icon".
        #expect(found.count == 3, "\(found.map(\.message))")
    }

    @Test("one fault gives one finding: an app without any launch image, an icon of the wrong size")
    func oneFaultOneFinding() throws {
        let keynote = """
            <app name="Keynote" devices="ipad">
              <icon kind="app" device="ipad" width="72" height="72"/>
              <icon kind="appStore" width="512" height="512"/>
              <icon kind="spotlight" device="ipad" width="50" height="50"/>
            </app>
            """
        let all = Self.linter.check([try Self.description("keynote.xml", keynote)])
        #expect(all.map(\.ruleID) == ["launch-image-size"], "\(all.map(\.message))")
        let iPhoneOnly = """
            <app name="Notes" devices="iphone">
              <icon kind="app" device="iphone" width="60" height="60"/>
              <icon kind="app" device="iphone" scale="2" width="114" height="114"/>
              <icon kind="appStore" width="512" height="512"/>
              <icon kind="spotlight" device="iphone" width="29" height="29"/>
              <launchImage device="iphone" width="320" height="480"/>
            </app>
            """
        let icons = try Self.findings([("notes.xml", iPhoneOnly)], rule: "app-icon-size")
        #expect(icons.map(\.message) == ["The app icon is 60x60 px; the guidelines give 57x57 (iPhone app icon), 114x114 (iPhone app icon @2x)"])
        // An icon that leaves out its scale and has the @2x size is the @2x icon: the 1x one is missing.
        let onlyLarge = iPhoneOnly.replacingOccurrences(of: "<icon kind=\"app\" device=\"iphone\" width=\"60\" height=\"60\"/>\n", with: "")
            .replacingOccurrences(of: "scale=\"2\" ", with: "")
        let missing = try Self.findings([("notes.xml", onlyLarge)], rule: "app-icon-size")
        #expect(missing.map(\.message) == ["App for iphone has no iPhone app icon (57x57 px)"])
    }

    @Test("an alert's second Cancel button and a text field's keyboard type are where the finding points")
    func findingsAtTheThingToChange() throws {
        let alert = try Self.findings([("a.xml", """
            <screen name="Settings">
              <alert title="Turn Off Airplane Mode">
                <button title="Cancel" role="cancel"/>
                <button title="Close" role="cancel"/>
              </alert>
            </screen>
            """)], rule: "alert-cancel-role-declared")
        #expect(alert.map(\.location.description) == ["a.xml:4:5"])
        let field = try Self.findings([("f.xml", """
            <screen name="Sign In">
              <textField placeholder="Email" keyboardType="default" x="20" y="100" width="280" height="31"/>
              <textField placeholder="Phone" x="20" y="140" width="280" height="31"/>
            </screen>
            """)], rule: "text-field-keyboard-type")
        #expect(field.map(\.location.description) == ["f.xml:2:34", "f.xml:3:3"])
    }

    @Test("every check of a rule with several citations says which one it cites")
    func multiCitationChecksNameTheirCitation() throws {
        for file in RuleCatalog.builtInFiles {
            let rule = try RuleFile.decode(file.text, file: file.name)
            guard rule.citations.count > 1 else { continue }
            for (index, check) in rule.checks.enumerated() {
                let declared = check.citationDeclared
                #expect(declared, "\(rule.id): check \(index + 1) does not say which of the \(rule.citations.count) citations it cites")
            }
        }
    }
}
