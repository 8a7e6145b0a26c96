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

    @Test("the report of SampleScreens outlines every finding once, on the page's one script, with the policy's hashes")
    func reportOfTheSamples() throws {
        let run = try BinaryRun.run(["check", "SampleScreens", "--format", "html", "--no-progress"], in: TestPaths.packageRoot)
        let json = try BinaryRun.run(["check", "SampleScreens", "--format", "json", "--no-progress"], in: TestPaths.packageRoot)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let count = (report["summary"] as! [String: Any])["violations"] as! Int
        #expect(run.status == json.status)
        #expect(run.stdout.components(separatedBy: "<g class=\"finding\"").count - 1 == count)
        #expect(run.stdout.components(separatedBy: "<li data-finding=").count - 1 == count)
        #expect(run.stdout.components(separatedBy: "<script>").count == 2)
        #expect(run.stdout.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        #expect(run.stdout.contains("<rect class=\"minimum\""), "an undersized target shows the 44 x 44 minimum")
        // Weather's 120x120 @2x icon (drawn at 120 points) beside the 114x114 box it should fill.
        #expect(run.stdout.contains("<rect class=\"expected\" x=\"") && run.stdout.contains("width=\"114\" height=\"114\"/><text"))
        #expect(run.stdout.contains(">expected 114x114</text>"))
        #expect(run.stdout.contains("href=\"data:image/png;base64,"), "the icon itself, embedded")
        #expect(!run.stdout.contains("http://") || !run.stdout.replacingOccurrences(of: "http://www.w3.org/2000/svg", with: "").contains("http://"))
        #expect(!run.stdout.contains("https://"), "nothing is loaded from anywhere")
        let again = try BinaryRun.run(["check", "SampleScreens", "--format", "html", "--no-progress", "--jobs", "1"], in: TestPaths.packageRoot)
        #expect(again.stdout == run.stdout, "the same bytes whatever --jobs")
    }

    @Test("--draw-clean draws the screens without findings too; without it they are listed")
    func cleanScreens() throws {
        let listed = try BinaryRun.run(["check", "SampleScreens", "--format", "html", "--no-progress"], in: TestPaths.packageRoot)
        let drawn = try BinaryRun.run(["check", "SampleScreens", "--format", "html", "--no-progress", "--draw-clean"], in: TestPaths.packageRoot)
        #expect(!listed.stdout.contains("<article class=\"screen clean-screen\""))
        #expect(listed.stdout.contains("<ul class=\"clean\">"))
        let cleanDrawings = drawn.stdout.components(separatedBy: "<article class=\"screen clean-screen\"").count - 1
        #expect(cleanDrawings >= 8, "the samples without findings, drawn")
        #expect(drawn.stdout.components(separatedBy: "<g class=\"finding\"").count == listed.stdout.components(separatedBy: "<g class=\"finding\"").count)
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
            // Through the spool that holds a large run's parts until its last.
            let spool = PartSpool()
            spool.append(result)
            var parts: [LintResult] = []
            spool.forEach { parts.append($0) }
            #expect(parts.count == 1 && parts[0].screens.keys.sorted() == kept.keys.sorted())
            #expect(HTMLReporter().render(parts[0], context: context) == expected)
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

    @Test("the policy's hashes are those of the page's style and script", Requires.tool("python3"))
    func policyHashes() throws {
        let result = try ExternalTool.run("python3", [TestPaths.packageRoot.appendingPathComponent("tools/csp-hashes.py").path])
        #expect(result.output.contains("styleHash \(HTMLPage.styleHash)"), "\(result.output)")
        #expect(result.output.contains("scriptHash \(HTMLPage.scriptHash)"), "\(result.output)")
    }

    @Test("a finding that compares screens draws the screens its message names beside its own, the compared bar outlined")
    func comparedScreensSideBySide() throws {
        let directory = try TemporaryDirectory()
        for (name, style) in [("Inbox", "black"), ("Sent <b>", "black"), ("Settings", "blue")] {
            try directory.write("\(name.prefix(4)).xml", """
                <screen name="\(name.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;"))">
                  <navigationBar title="T" style="\(style)"/>
                </screen>
                """)
        }
        let json = try BinaryRun.run(["check", ".", "--format", "json", "--no-progress"], in: directory.url)
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [String: Any]
        let findings = (report["violations"] as! [[String: Any]]).filter { $0["ruleId"] as? String == "navbar-consistent-per-orientation" }
        let finding = try #require(findings.first)
        #expect(findings.count == 1 && finding["file"] as? String == "Sett.xml")
        let related = try #require(finding["related"] as? [[String: Any]])
        #expect(related.map { $0["file"] as? String } == ["Inbo.xml", "Sent.xml"])
        #expect(related.map { $0["elementPath"] as? String } == ["screen[Inbox]/navigationBar[T]", "screen[Sent <b>]/navigationBar[T]"])
        #expect(related.map { $0["line"] as? Int } == [2, 2])
        #expect(related.map { $0["value"] as? String } == ["black, not translucent", "black, not translucent"])

        let html = try BinaryRun.run(["check", ".", "--format", "html", "--no-progress"], in: directory.url).stdout
        let article = try #require(html.components(separatedBy: "<article ").first { $0.contains("data-file=\"Sett.xml\"") })
        #expect(article.components(separatedBy: "<figure class=\"compared\">").count - 1 == 2, "both other screens, beside the reported one")
        // Each compared bar is outlined where the drawing puts a navigation bar, numbered as the finding.
        let number = try #require(article.components(separatedBy: "<li data-finding=\"").dropFirst().first?.prefix { $0 != "\"" })
        let outline = "<g class=\"compared\" data-finding=\"\(number)\" data-severity=\"warning\" data-rule=\"navbar-consistent-per-orientation\" data-x=\"0\" data-y=\"0\" data-width=\"320\" data-height=\"44\">"
        #expect(article.components(separatedBy: outline).count - 1 == 2)
        #expect(article.contains("Sent &lt;b&gt;") && !article.contains("Sent <b>"), "the other screens' names are escaped")
        #expect(article.contains("Compared with: Inbox (black, not translucent) <code>Inbo.xml:2:3</code>"))

        // Drawn from the screens kept at the check (every file's), without reading a file.
        var run = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()))
        run.keepsScreens = .all
        let result = run.run(paths: ["."], workingDirectory: directory.url.path)
        #expect(result.screens.count == 3)
        var context = ReportContext()
        context.workingDirectory = "/nonexistent"
        let kept = HTMLReporter().render(result, context: context)
        context.workingDirectory = directory.url.path
        var readAgain = result
        readAgain.screens = [:]
        #expect(kept == HTMLReporter().render(readAgain, context: context))
        let keptArticle = try #require(kept.components(separatedBy: "<article ").first { $0.contains("data-file=\"Sett.xml\"") })
        #expect(keptArticle.components(separatedBy: "<figure class=\"compared\">").count - 1 == 2)
    }

    @Test("a title that closes the script and an image named javascript: show as text and run nothing")
    func hostileTextIsEscaped() throws {
        let directory = try TemporaryDirectory()
        try directory.write("evil.xml", """
            <screen name="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"><alert title="&lt;img src=x onerror=alert(2)&gt;"/></screen>
            """)
        try directory.write("evil.app.xml", "<app name=\"A\" devices=\"iphone\"><icon kind=\"app\" device=\"iphone\" file=\"javascript:alert(3)\" width=\"57\" height=\"57\"/></app>")
        let run = try BinaryRun.run(["check", ".", "--format", "html", "--no-progress"], in: directory.url)
        #expect(run.stdout.components(separatedBy: "<script>").count == 2, "only the page's own script")
        #expect(!run.stdout.contains("<img"))
        #expect(!run.stdout.contains("alert(1)</script>"))
        #expect(run.stdout.contains("&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!run.stdout.contains("href=\"javascript:"))
        #expect(run.stdout.contains("javascript:alert(3)"), "the name shows as text")
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

    @Test("a place or size too large for any screen, in XML or JSON, is drawn at the edge of a million points: no crash")
    func hugeNumbersAreDrawn() throws {
        let directory = try TemporaryDirectory()
        try directory.write("far.xml", """
            <screen name="Far"><button title="Go" x="100000000000000000000" y="20" width="30" height="30"/>\
            <label text="Tall" x="0" y="0" width="99999999999999999999999" height="99999999999999999999999"/></screen>
            """)
        try directory.write("far.json", """
            {"type": "screen", "name": "Far too", "children": [{"type": "button", "title": "Go", "x": 1e300, "y": -1e300, "width": 30, "height": 30}]}
            """)
        let run = try BinaryRun.run(["check", ".", "--format", "html", "--no-progress"], in: directory.url)
        #expect(run.status == 0, "warnings only: \(run.stderr)")
        #expect(run.stdout.contains("<rect x=\"1000000\" y=\"20\" width=\"30\" height=\"30\""))
        #expect(run.stdout.contains("data-x=\"1000000\" data-y=\"-1000000\""))
        for file in ["far.xml", "far.json"] {
            let drawn = try BinaryRun.run(["draw", file], in: directory.url)
            #expect(drawn.status == 0, "\(drawn.stderr)")
            #expect(drawn.stdout.contains("<svg "))
        }
    }

    @Test("draw writes one description as SVG with its findings, and refuses what it cannot read", Requires.tool("xmllint"))
    func draw() throws {
        let directory = try TemporaryDirectory()
        let run = try BinaryRun.run(["draw", TestPaths.sampleScreens.appendingPathComponent("sketchpad-toolbar.screen.xml").path,
                                     "--output", directory.url.appendingPathComponent("s.svg").path])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOf: directory.url.appendingPathComponent("s.svg"), encoding: .utf8)
        #expect(svg.contains("<g class=\"finding\""))
        #expect(svg.contains("<style>"), "a drawing alone carries its colours")

        #expect(try ExternalTool.run("xmllint", ["--noout", directory.url.appendingPathComponent("s.svg").path]).status == 0)
        try directory.write("broken.json", "{\"type\": ")
        let broken = try BinaryRun.run(["draw", "broken.json"], in: directory.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("broken.json:1:"))
    }

    static let campusLogin = "corpus/TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Login~.storyboard"

    @Test("a storyboard's scenes are drawn side by side, each at its canvas size, the colours given once", Requires.shared(campusLogin))
    func drawStoryboard() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.copyItem(at: TestPaths.shared.appendingPathComponent(Self.campusLogin),
                                         to: directory.url.appendingPathComponent("Login.storyboard"))
        let scenes = try BinaryRun.run(["draw", "Login.storyboard"], in: directory.url)
        #expect(scenes.status == 0, "\(scenes.stderr)")
        #expect(scenes.stdout.components(separatedBy: "<svg ").count - 1 == 3, "the page and its two scenes")
        #expect(scenes.stdout.components(separatedBy: "<style>").count == 2)
        #expect(scenes.stdout.contains("<g class=\"finding\""))
    }

    @Test("in Chromium: every outline lies over its element, the filters hide and show, nothing is loaded, the page is not blank, axe finds nothing serious",
          Requires.tool("chromium"), Requires.pythonModule("playwright"), Requires.pythonModule("axe_playwright_python"))
    func inABrowser() throws {
        let directory = try TemporaryDirectory()
        let report = directory.url.appendingPathComponent("report.html").path
        let run = try BinaryRun.run(["check", "SampleScreens", "--format", "html:\(report)", "--no-progress"], in: TestPaths.packageRoot)
        #expect(run.status == 1)
        let result = try ExternalTool.run("python3", [TestPaths.packageRoot.appendingPathComponent("Tests/Browser/report_check.py").path,
                                                      report, directory.url.appendingPathComponent("report.png").path])
        #expect(result.status == 0, "\(result.output)")
        // SampleScreens' 20 findings, and the Notes list beside the note whose navigation bar differs.
        #expect(result.output.contains("\"outlines over their elements\": 21"), "\(result.output)")
        #expect(result.output.contains("\"of them on screens drawn beside a cross-screen finding\": 1"), "\(result.output)")
    }
}
