import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGLintKit
import TestSupport

/// The reporters for other tools, called directly: SARIF's artifact locations, the escaping of the
/// XML formats and of GitHub's workflow commands, the Markdown report's shape.
struct ReporterTests {

    // MARK: SARIF

    @Test("SARIF locations: relative paths under %SRCROOT%, absolute ones as file URIs, special characters percent-encoded")
    func sarifArtifactLocations() {
        let relative = SARIFReporter.artifactLocation("screens/a b:c%.xml")
        #expect(relative.uri == "screens/a%20b%3Ac%25.xml")
        #expect(relative.uriBaseId == "%SRCROOT%")
        let absolute = SARIFReporter.artifactLocation("/tmp/a b.xml")
        #expect(absolute.uri == "file:///tmp/a%20b.xml")
        #expect(absolute.uriBaseId == nil)
    }

    // MARK: Checkstyle

    @Test("XML escaping: markup, quotes, line breaks, and characters XML cannot carry")
    func xmlEscaping() throws {
        let violation = Violation(ruleID: "r", severity: .warning, message: "a \"b\" <c> & d\ne\u{1}f", location: SourceLocation(file: "x&y.xml", line: 0, column: 0), elementPath: "screen", citation: nil)
        let report = CheckstyleReporter().render(LintResult(filesChecked: ["x&y.xml"], violations: [violation]), context: ReportContext())
        let error = try #require(try XMLElements.parse(report).first { $0.name == "error" })
        #expect(error.attributes["message"] == "a \"b\" <c> & d\ne\u{FFFD}f")
        #expect(error.file == "x&y.xml")
        #expect(error.attributes["line"] == "1" && error.attributes["column"] == "1", "Checkstyle positions are 1-based")
    }

    // MARK: JUnit

    // MARK: GitHub Actions

    @Test("GitHub workflow commands escape data and properties as the Actions toolkit does")
    func githubEscaping() {
        let violation = Violation(ruleID: "alert-title", severity: .warning, message: "50%, a: b\r\nc",
                                  location: SourceLocation(file: "a,b: 100%.xml", line: 3, column: 4), elementPath: "screen",
                                  citation: Citation(section: "S, T: U", page: 9, quote: "Q%"))
        let info = Violation(ruleID: "r", severity: .info, message: "m", location: SourceLocation(file: "f.xml", line: 1, column: 1),
                             elementPath: "screen", citation: nil)
        let error = FileError(file: "bad:1,2.json", line: 2, column: 5, message: "bad\nthing")
        let report = GitHubReporter().render(LintResult(filesChecked: ["a,b: 100%.xml", "f.xml"], violations: [violation, info], errors: [error]), context: ReportContext())
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines[0] == "::warning file=a%2Cb%3A 100%25.xml,line=3,col=4,title=higlint alert-title::50%25, a: b\\r\\nc%0AiPhone Human Interface Guidelines (2010-09-01), \"S, T: U\", p. 9: \"Q%25\"")
        // The unreadable file in its place among the files: "bad:1,2.json" sorts before "f.xml".
        #expect(lines[1] == "::error file=bad%3A1%2C2.json,line=2,col=5,title=higlint read-error::bad\\nthing")
        #expect(lines[2] == "::notice file=f.xml,line=1,col=1,title=higlint r::m")
        #expect(lines.count == 4 && !lines[3].hasPrefix("::"))
    }

    // MARK: Markdown

    @Test("Markdown: a clean run says so; rows are capped with a count of those left out; pipes are escaped")
    func markdownShape() {
        let clean = MarkdownReporter().render(LintResult(filesChecked: ["a.xml"]), context: ReportContext())
        #expect(clean.contains("Checked 1 file: no violations."))
        #expect(clean.contains("No violations."))
        #expect(!clean.contains("|"))

        let violations = (1...5).map {
            Violation(ruleID: "r", severity: .warning, message: "a | b \($0)", location: SourceLocation(file: "a|b.xml", line: $0, column: 1),
                      elementPath: "screen", citation: nil)
        }
        let capped = MarkdownReporter(maxRows: 2).render(LintResult(filesChecked: ["a|b.xml"], violations: violations), context: ReportContext())
        #expect(capped.components(separatedBy: "\n").filter { $0.hasPrefix("| `a\\|b.xml:") }.count == 2)
        #expect(capped.contains("| `a\\|b.xml:1:1` | warning | `r` | a \\| b 1 |"))
        #expect(capped.contains("3 more violations not shown"))
        #expect(capped.contains("| `r` | warning | 5 |"))
    }
}
