import Foundation
import Testing
@testable import HIGLintKit

/// A finding is at the element a person must change, one fault gives one finding, and a finding
/// cites the passage that speaks of what was found.
struct FindingPlaceTests {
    static let catalog = try! RuleCatalog.builtIn()
    static let linter = Linter(catalog: catalog)

    static func findings(_ files: [(name: String, text: String)], rule: String) throws -> [Violation] {
        let descriptions = try files.map { name, text -> ScreenDescription in
            guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: name) else {
                throw CancellationError()
            }
            return description
        }
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
              <icon kind="app" device="ipad" scale="1" width="76" height="76"/>
              <launchImage device="iphone" width="320" height="480"/>
            </app>
            """
        let found = try Self.findings([("weather.xml", app)], rule: "app-icon-size")
        let citationOf = { (fragment: String) in found.first { $0.message.contains(fragment) }?.citation?.quote ?? "none" }
        #expect(citationOf("60x60").hasPrefix("For iPhone and iPod touch both sizes are required"))
        #expect(citationOf("76x76").hasPrefix("For iPad:"))
        #expect(citationOf("App Store icon").hasPrefix("Create a 512 x 512 pixel version"))
        #expect(found.count == 3, "\(found.map(\.message))")
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
