import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The visual report and `higlint draw`: what the page holds, where the drawing puts things, that
/// nothing from a description can run, and — in a real browser — that it shows what it should.
struct HTMLReportTests {
    static func layout(_ text: String) throws -> ScreenLayout {
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            throw ReadError("not a description: \(text)")
        }
        return ScreenLayout(description)
    }

    @Test("bars take their UIKit places; an alert's two buttons sit side by side, three are stacked; an action sheet rises from the bottom")
    func layoutFollowsUIKit() throws {
        let screen = try Self.layout("""
            <screen name="S"><statusBar/><navigationBar title="T"><barButtonItem title="Edit"/></navigationBar>
            <toolbar><barButtonItem systemItem="trash"/></toolbar>
            <alert title="Delete?"><button title="Cancel" role="cancel"/><button title="Delete"/></alert></screen>
            """)
        #expect(screen.canvas == .init(x: 0, y: 0, width: 320, height: 480))
        #expect(screen.box(for: "screen[S]/navigationBar[T]")?.frame == .init(x: 0, y: 20, width: 320, height: 44))
        #expect(screen.box(for: "screen[S]/toolbar")?.frame == .init(x: 0, y: 436, width: 320, height: 44))
        let two = try #require(screen.box(for: "screen[S]/alert[Delete?]/button[Cancel]")?.frame)
        let other = try #require(screen.box(for: "screen[S]/alert[Delete?]/button[Delete]")?.frame)
        #expect(two.y == other.y && two.maxX < other.x)

        let stacked = try Self.layout("""
            <screen name="S"><alert title="Save?"><button title="A"/><button title="B"/><button title="C"/></alert>
            <actionSheet><button title="X"/><button title="Cancel" role="cancel"/></actionSheet></screen>
            """)
        let a = try #require(stacked.box(for: "screen[S]/alert[Save?]/button[A]")?.frame)
        let c = try #require(stacked.box(for: "screen[S]/alert[Save?]/button[C]")?.frame)
        #expect(a.x == c.x && a.maxY < c.y)
        let sheet = try #require(stacked.box(for: "screen[S]/actionSheet")?.frame)
        let cancel = try #require(stacked.box(for: "screen[S]/actionSheet/button[Cancel]")?.frame)
        #expect(sheet.maxY == 480 && cancel.maxY <= 480 && cancel.y > (stacked.box(for: "screen[S]/actionSheet/button[X]")?.frame.y ?? 480))
    }

    @Test("a table's rows stack from its top; a view it holds besides them is drawn where it says")
    func tables() throws {
        let screen = try Self.layout("""
            <screen name="S"><tableView x="0" y="64" width="320" height="416"><cell title="A"/><cell title="B" height="60"/>
            <view x="0" y="200" width="320" height="100"><label x="20" y="210" width="280" height="24" text="Empty"/></view></tableView></screen>
            """)
        #expect(screen.box(for: "screen[S]/tableView/cell[A]")?.frame == .init(x: 0, y: 64, width: 320, height: 44))
        #expect(screen.box(for: "screen[S]/tableView/cell[B]")?.frame == .init(x: 0, y: 108, width: 320, height: 60))
        #expect(screen.box(for: "screen[S]/tableView/view/label[Empty]")?.frame == .init(x: 20, y: 210, width: 280, height: 24))
    }

    @Test("an iPad in landscape is 1024 x 768; an Interface Builder scene is drawn at its canvas size")
    func canvasSizes() throws {
        #expect(try Self.layout("<screen name=\"S\" device=\"ipad\" orientation=\"landscapeLeft\"/>").canvas.width == 1024)
        #expect(try Self.layout("<screen name=\"S\" device=\"ipad\" orientation=\"landscapeLeft\"/>").canvas.height == 768)
        #expect(try Self.layout("<screen name=\"S\" width=\"375\" height=\"667\"/>").canvas == .init(x: 0, y: 0, width: 375, height: 667))
    }

    @Test("screens kept at the check draw the report the files read again draw, set aside on disk too, without reading a file")
    func keptScreensDrawTheSameReport() throws {
        let root = TestPaths.packageRoot.path
        var context = ReportContext()
        context.workingDirectory = root
        for (keeps, drawsClean) in [(LintRun.ScreensKept.withFindings, false), (.all, true)] {
            var run = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()), jobs: 2)
            run.keepsScreens = keeps
            let result = run.run(paths: ["SampleScreens"], workingDirectory: root)
            context.drawsCleanScreens = drawsClean
            let kept = result.screens
            let withFindings = Set(result.violations.map(\.location.file))
            #expect(withFindings.contains { kept[$0] != nil }, "some files with findings kept their screens")
            #expect(kept.keys.allSatisfy { drawsClean || withFindings.contains($0) })
            var readAgain = result
            readAgain.screens = [:]
            let expected = HTMLReporter().render(readAgain, context: context)
            #expect(HTMLReporter().render(result, context: context) == expected)
        }
        // Drawn without the file: from a working directory where it is not.
        var run = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()))
        run.keepsScreens = .withFindings
        let result = run.run(paths: ["SampleScreens/sketchpad-toolbar.screen.xml"], workingDirectory: root)
        let file = try #require(result.violations.first?.location.file)
        let (_, drawn) = HTMLReporter.section(file: file, violations: result.violations, firstNumber: 1, workingDirectory: "/nonexistent",
                                              kept: result.screens)
        #expect(drawn == 1)
        #expect(HTMLReporter.section(file: file, violations: result.violations, firstNumber: 1, workingDirectory: "/nonexistent").1 == 0)
    }

    @Test("a label of printable ASCII wraps by its bytes into the lines it wraps to by characters")
    func asciiWrapsAsCharacters() {
        var random = SeededGenerator(seed: 24)
        let alphabet = Array("abcdefghij  ,.!'\"<&")
        for _ in 0..<4_000 {
            let text = String((0..<Int.random(in: 0...90, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            let perLine = Int.random(in: 3...30, using: &random)
            #expect(ScreenDrawing.wrap(text, perLine: perLine) == ScreenDrawing.wrapCharacters(text, perLine: perLine), "\(text) \(perLine)")
        }
        #expect(ScreenDrawing.wrap("Delete the item permanently from every device", perLine: 12)
            == ["Delete the", "item", "permanently", "from every", "device"])
        #expect(ScreenDrawing.wrap("Unsubscribable", perLine: 6) == ["Unsub…"])
        #expect(ScreenDrawing.wrap("Caf\u{E9} au lait, tr\u{E8}s chaud", perLine: 8) == ["Caf\u{E9} au", "lait,", "tr\u{E8}s", "chaud"])
    }

    @Test("the policy's hashes are those of the page's style and script", .requires(.tool("python3")))
    func policyHashes() throws {
        let result = try ExternalTool.run("python3", [TestPaths.packageRoot.appendingPathComponent("tools/csp-hashes.py").path])
        #expect(result.output.contains("styleHash \(HTMLPage.styleHash)"), "\(result.output)")
        #expect(result.output.contains("scriptHash \(HTMLPage.scriptHash)"), "\(result.output)")
    }

    @Test("a file's findings go to the first screen whose head begins their path, in order; the rest to none")
    func findingsByScreen() {
        func finding(_ number: Int, _ path: String) -> ScreenDrawing.Finding {
            ScreenDrawing.Finding(number: number, violation: Violation(ruleID: "r", severity: .info, message: "m",
                                                                       location: SourceLocation(file: "f", line: 1, column: 1), elementPath: path, citation: nil))
        }
        let paths = ["scene[B]/view/button[x]", "scene[A]", "scene[A]/view", "scene[C]/view", "scene[A]x/view", "", "scene[B]",
                     "scene[A/b]/view", "scene[A]/b]/view"]
        let findings = paths.enumerated().map { finding($0.offset + 1, $0.element) }
        // Heads without a slash (looked up) and with one (compared one by one); a head given twice;
        // one head (compared by bytes).
        for heads in [["scene[A]", "scene[B]", "scene[A]"], ["scene[A]", "scene[A/b]", "scene[B]", "scene[A]/b]"], ["scene[A]"], ["scene[B]"]] {
            let (byScreen, remaining) = HTMLReporter.findingsByScreen(findings, heads: heads)
            // What the report did before: each screen in turn takes the findings left that it heads.
            var left = findings
            for (index, head) in heads.enumerated() {
                let mine = left.filter { $0.violation.elementPath == head || $0.violation.elementPath.hasPrefix(head + "/") }
                left.removeAll { finding in mine.contains { $0.number == finding.number } }
                #expect(byScreen[index].map(\.number) == mine.map(\.number), "\(heads) \(index)")
            }
            #expect(remaining.map(\.number) == left.map(\.number), "\(heads)")
        }
        #expect(HTMLReporter.findingsByScreen(findings, heads: ["scene[A]", "scene[B]", "scene[A]"]).byScreen.map { $0.map(\.number) }
            == [[2, 3, 9], [1, 7], []])
    }


    @Test("a guideline is quoted at its first finding of a screen and named at the next; one of the same section, page and length is another")
    func guidelinesQuotedOnce() {
        let first = Citation(section: "Toolbars", page: 120, quote: "Use a toolbar for actions.")
        // The same section, page and length of quote, other words.
        let other = Citation(section: "Toolbars", page: 120, quote: "Use a toolbar for buttons.")
        let findings = [first, first, other, other].enumerated().map { index, citation in
            ScreenDrawing.Finding(number: index + 1, violation: Violation(ruleID: "r", severity: .info, message: "m",
                                                                        location: SourceLocation(file: "f", line: 1, column: 1), elementPath: "screen[S]",
                                                                        citation: citation))
        }
        let description = DescriptionReader.read(data: Data("<screen name=\"S\"/>".utf8), syntax: .xml, path: "f")
        guard case .description(let screen) = description else {
            Issue.record("not a description")
            return
        }
        let page = HTMLReporter.screen(file: "f", description: screen, findings: findings, workingDirectory: "/")
        #expect(page.components(separatedBy: "<blockquote>Use a toolbar for actions.</blockquote>").count == 2)
        #expect(page.components(separatedBy: "<blockquote>Use a toolbar for buttons.</blockquote>").count == 2)
        #expect(page.contains("the guideline quoted for 1: Toolbars, p. 120"))
        #expect(page.contains("the guideline quoted for 3: Toolbars, p. 120"))
        #expect(!page.contains("the guideline quoted for 2"))
    }
}
