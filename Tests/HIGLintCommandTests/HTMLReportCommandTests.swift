import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The visual report as `higlint check --format html` and `higlint draw` write it: the samples,
/// storyboards, hostile text, and the report in a real browser.
struct HTMLReportCommandTests {
    static let campusLogin = "corpus/TUM-Dev__Campus-iOS/Campus-iOS/Base.lproj/Login~.storyboard"

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

    @Test("draw writes one description as SVG with its findings, and refuses what it cannot read", .requires(.tool("xmllint")))
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

    @Test("a storyboard's scenes are drawn side by side, each at its canvas size, the colours given once", .requires(.shared(campusLogin)))
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
          .requires(.tool("chromium")), .requires(.pythonModule("playwright")), .requires(.pythonModule("axe_playwright_python")))
    func inABrowser() throws {
        let directory = try TemporaryDirectory()
        let report = directory.url.appendingPathComponent("report.html").path
        let run = try BinaryRun.run(["check", "SampleScreens", "--format", "html:\(report)", "--no-progress"], in: TestPaths.packageRoot)
        #expect(run.status == 1)
        let result = try ExternalTool.run("python3", [TestPaths.packageRoot.appendingPathComponent("Tests/Browser/report_check.py").path,
                                                      report, directory.url.appendingPathComponent("report.png").path])
        #expect(result.status == 0, "\(result.output)")
        // SampleScreens' 19 findings, and the Notes list beside the note whose navigation bar differs.
        #expect(result.output.contains("\"outlines over their elements\": 20"), "\(result.output)")
        #expect(result.output.contains("\"of them on screens drawn beside a cross-screen finding\": 1"), "\(result.output)")
    }
}
