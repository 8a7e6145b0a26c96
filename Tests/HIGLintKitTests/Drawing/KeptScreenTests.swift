import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A screen kept from the check finds, for every finding and fact of its file, the box its
/// drawing would find with the description at hand, so that the report never reads the file again.
struct KeptScreenTests {
    static func description(_ text: String, syntax: ScreenDescription.Syntax = .xml, path: String = "s.xml") throws -> ScreenDescription {
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: path) else {
            throw ReadError("not a description: \(text)")
        }
        return description
    }

    /// A finding on every element of `description`, at its own place and at each of its properties'.
    static func findingsOnEveryElement(of description: ScreenDescription) -> [Violation] {
        var violations: [Violation] = []
        func visit(_ scope: ElementPath.Scope) {
            for location in [scope.element.location] + scope.element.properties.map(\.location) {
                violations.append(Violation(ruleID: "r", severity: .warning, message: "m", location: location, elementPath: scope.path, citation: nil))
            }
            for (index, child) in scope.element.children.enumerated() { visit(ElementPath.Scope(child: child, at: index, in: scope)) }
        }
        visit(ElementPath.Scope(root: description.root))
        return violations
    }

    static let longTable = """
        <screen name="S"><navigationBar title="T"/><tableView>
        \((0..<30).map { "<cell title=\"C\($0)\"><switch title=\"On\"/></cell>" }.joined(separator: "\n"))
        </tableView><toolbar/>
        <alert title="Delete?"><button title="Cancel" role="cancel"/><button title="Delete"/></alert></screen>
        """

    /// The same in JSON, on one line: places differ by their columns.
    static let longTableJSON = """
        {"type": "screen", "name": "S", "children": [{"type": "tableView", "children": [\((0..<30).map { "{\"type\": \"cell\", \"title\": \"C\($0)\", \"children\": [{\"type\": \"switch\"}]}" }.joined(separator: ", "))]}]}
        """

    @Test("a kept screen finds every finding's box as the drawing finds it, rows past a table's visible part outlining the table")
    func everyFindingPlaced() throws {
        for (text, syntax) in [(Self.longTable, ScreenDescription.Syntax.xml),
                               (Self.longTableJSON, .json)] {
            let description = try Self.description(text, syntax: syntax, path: syntax == .json ? "s.json" : "s.xml")
            let findings = Self.findingsOnEveryElement(of: description)
            let wireframes = try #require(Wireframes())
            let kept = try #require(KeptScreen.screens(of: [description], findings: findings, wireframes: wireframes)?.first)
            let layout = ScreenLayout(description)
            #expect(!layout.unshown.isEmpty, "some rows lie past the table's visible part")
            let table = try #require(layout.box(for: "screen[S]/tableView")?.frame)
            for finding in findings {
                #expect(kept.finds(finding.elementPath, at: finding.location), "\(finding.elementPath) at \(finding.location)")
                // As the paths alone find it: the element's box, else its nearest ancestor's.
                let expected = layout.box(for: finding.elementPath)?.frame
                #expect(kept.box(for: finding.elementPath, at: finding.location)?.frame == expected, "\(finding.elementPath)")
            }
            // The last row's switch lies past the table's visible part: its outline is the table's.
            let last = try #require(findings.first { $0.elementPath.hasPrefix("screen[S]/tableView/cell[C29]/switch") })
            #expect(kept.box(for: last.elementPath, at: last.location)?.frame == table)
        }
    }

    @Test("findings at a place that is no element's, on two elements of one kind, are left to the file, read again")
    func ambiguousPlace() throws {
        let description = try Self.description("""
            <screen name="S"><button title="A" x="0" y="0" width="10" height="10"/>
            <button title="B" x="0" y="20" width="10" height="10"/></screen>
            """)
        // Found by their paths: two boxes for one place and kind.
        let nowhere = HIGLintKit.SourceLocation(file: "s.xml", line: 1_000, column: 1)
        let findings = ["screen[S]/button[A]", "screen[S]/button[B]"].map {
            Violation(ruleID: "r", severity: .warning, message: "m", location: nowhere, elementPath: $0, citation: nil)
        }
        let wireframes = try #require(Wireframes())
        let both = try #require(KeptScreen.screens(of: [description], findings: findings, wireframes: wireframes)?.first)
        #expect(!both.finds("screen[S]/button[A]", at: nowhere) && !both.finds("screen[S]/button[B]", at: nowhere))
        let one = try #require(KeptScreen.screens(of: [description], findings: [findings[1]], wireframes: wireframes)?.first)
        #expect(one.box(for: "screen[S]/button[B]", at: nowhere)?.frame == .init(x: 0, y: 20, width: 10, height: 10))
    }

    @Test("an app's icons are kept with the pictures their check decoded: the report draws them without reading a file")
    func iconsKept() throws {
        let root = TestPaths.packageRoot.path
        var run = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()))
        run.keepsScreens = .all
        let result = run.run(paths: ["SampleScreens/Weather"], workingDirectory: root)
        let file = "SampleScreens/Weather/weather-ios7.app.xml"
        let kept = try #require(result.screens[file]?.first)
        #expect(kept.isApp)
        let violations = result.violations.filter { $0.location.file == file }
        let (markup, drawn) = HTMLReporter.section(file: file, violations: violations, firstNumber: 1, workingDirectory: "/nonexistent",
                                                   kept: result.screens)
        #expect(drawn == 1)
        #expect(markup.string.contains("<image ") && markup.string.contains("href=\"data:image/png;base64,"))
    }
}
