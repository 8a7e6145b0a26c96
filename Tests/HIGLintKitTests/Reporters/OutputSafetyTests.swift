import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGLintKit
import TestSupport

/// Text from a description (a title quoted in a message, a file's name) must not take over the
/// terminal that shows a report, nor forge report lines or workflow commands: every
/// human-readable format shows control characters, line and paragraph separators and bidi
/// overrides as JSON escapes (`\u001B`, `\n`), and the XML formats stay well-formed.
@Suite struct OutputSafetyTests {
    /// An escape sequence that clears the screen, one that sets the window title, a line that
    /// looks like a finding, a carriage return, NEL, a line separator, a right-to-left override
    /// and an isolate, and DEL.
    static let hostileTitle = "Done\u{1B}[2J\u{1B}]0;pwned\u{07}\nfake.xml:1:1: error: forged [x]\r\u{85}\u{2028}\u{202E}desrever\u{2066}\u{7F}\t"
    /// A file name with a line that looks like a workflow command and a colour code.
    static let hostileFile = "dir\n::error file=x::forged\u{1B}[31m.json"

    static func result() -> LintResult {
        let violation = Violation(ruleID: "alert-title-capitalization", severity: .warning,
                                  message: "Alert title \"\(hostileTitle)\" should use title-style capitalization",
                                  location: SourceLocation(file: hostileFile, line: 3, column: 5),
                                  elementPath: "screen[\(hostileTitle)]/alert",
                                  citation: Citation(section: "Designing an Alert", page: 91, quote: "Use title-style capitalization."))
        let error = FileError(file: hostileFile, line: 2, column: 1, message: "bad \u{1B}[1m\nfake.xml:9:9: error: forged")
        return LintResult(filesChecked: [hostileFile], violations: [violation], errors: [error])
    }

    /// Scalars that must not reach a human-readable report as they are (the report's own line
    /// breaks aside).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func unsafeScalars(_ text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]) -> [String] {
        text.unicodeScalars.filter { isUnsafe($0) && !allowed.contains($0) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test("DisplayText escapes a text mixing safe and unsafe scalars as escaping it scalar by scalar does")
    func displayTextMixed() {
        func byScalars(_ text: String) -> String {
            text.unicodeScalars.map { scalar in
                guard DisplayText.needsEscape(scalar) else { return String(scalar) }
                switch scalar {
                case "\n": return "\\n"
                case "\r": return "\\r"
                case "\t": return "\\t"
                case "\u{08}": return "\\b"
                case "\u{0C}": return "\\f"
                default:
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                }
            }.joined()
        }
        let pieces = ["a", " ", "\n", "\r\n", "\u{1B}", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "\u{A9}", "\u{2019}", "\u{201C}", "\u{2028}",
                      "\u{202E}", "\u{202F}", "\u{2066}", "\u{206A}", "\u{2FFF}", "\u{3000}", "\u{6F22}", "\u{1F600}", "\\", "e\u{301}"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<Int.random(in: 0...30, using: &generator) { text += pieces.randomElement(using: &generator)! }
            #expect(DisplayText.escaped(text) == byScalars(text), "\(text.debugDescription)")
        }
    }

    @Test("DisplayText escapes C0, DEL, C1, line and paragraph separators and bidi controls as JSON does, and nothing else")
    func displayText() {
        #expect(DisplayText.escaped("a\nb\rc\td\u{08}e\u{0C}f\u{0}g\u{1B}h\u{7F}i\u{80}j\u{9F}k") == "a\\nb\\rc\\td\\be\\ff\\u0000g\\u001Bh\\u007Fi\\u0080j\\u009Fk")
        #expect(DisplayText.escaped("\u{2028}\u{2029}\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}\u{2066}\u{2067}\u{2068}\u{2069}")
                == "\\u2028\\u2029\\u202A\\u202B\\u202C\\u202D\\u202E\\u2066\\u2067\\u2068\\u2069")
        // Neighbours of the escaped ranges, non-ASCII text, and backslashes stay as they are.
        for text in ["plain text", "Toolbars \u{203A} Toolbar Contents \u{2014} \u{201C}quoted\u{201D}", "\u{A0}\u{A9}\u{C0}\u{2027}\u{202F}\u{2065}\u{206A}",
                     "Caf\u{E9} \u{6F22} \u{1F600}", "back\\slash \\n", "~", ""] {
            #expect(DisplayText.escaped(text) == text)
            var out = "x"
            DisplayText.append(text, to: &out)
            #expect(out == "x" + text)
        }
        for value in UInt32(0)...0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let escaped = DisplayText.escaped(String(Character(scalar)))
            #expect(escaped.unicodeScalars.allSatisfy { !Self.isUnsafe($0) }, "U+\(String(value, radix: 16))")
            #expect((escaped != String(Character(scalar))) == Self.isUnsafe(scalar), "U+\(String(value, radix: 16))")
        }
    }

    @Test("text report: input cannot add lines or control the terminal; its escapes are shown as JSON shows them")
    func textReport() {
        let report = TextReporter().render(Self.result())
        #expect(Self.unsafeScalars(report) == [])
        let lines = report.split(separator: "\n", omittingEmptySubsequences: false)
        // The finding, its citation, the unreadable file, the summary, and the final newline.
        #expect(lines.count == 5, "\(report)")
        #expect(lines[0].hasPrefix("dir\\n::error file=x::forged\\u001B[31m.json:3:5: warning: Alert title \"Done\\u001B[2J\\u001B]0;pwned\\u0007\\nfake.xml:1:1: error: forged [x]\\r\\u0085\\u2028\\u202Edesrever\\u2066\\u007F\\t\""), "\(lines[0])")
        #expect(lines[2] == "dir\\n::error file=x::forged\\u001B[31m.json:2:1: error: bad \\u001B[1m\\nfake.xml:9:9: error: forged")
    }

    @Test("text report in colour: the only escape sequences are higlint's own colours")
    func colouredTextReport() {
        let report = TextReporter(colors: true).render(Self.result())
        #expect(Self.unsafeScalars(report, allowing: ["\n", "\u{1B}"]) == [])
        // Every ESC starts one of the styles higlint writes.
        let own = ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[1;31m", "\u{1B}[1;33m", "\u{1B}[1;36m"]
        var rest = report
        for code in own { rest = rest.replacingOccurrences(of: code, with: "") }
        #expect(!rest.unicodeScalars.contains("\u{1B}"), "\(rest)")
        #expect(report.contains("\u{1B}[1;33mwarning:\u{1B}[0m"))
        #expect(report.split(separator: "\n").count == 4)
    }

    @Test("GitHub workflow commands: one line a finding; nothing from input runs as a command or reaches the log raw")
    func githubReport() {
        let report = GitHubReporter().render(Self.result())
        #expect(Self.unsafeScalars(report) == [])
        let lines = report.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(report)")
        #expect(lines[0].hasPrefix("::warning file=dir\\n%3A%3Aerror file=x%3A%3Aforged\\u001B[31m.json,line=3,col=5,"), "\(lines[0])")
        let warning = WorkflowCommand(lines[0])
        #expect(warning.properties["file"] == "dir\\n::error file=x::forged\\u001B[31m.json")
        // The annotation's second line is the citation, which higlint adds itself.
        #expect(warning.message.components(separatedBy: "\n").count == 2)
        #expect(warning.message.hasPrefix("Alert title \"Done\\u001B[2J\\u001B]0;pwned\\u0007\\nfake.xml"))
        let error = WorkflowCommand(lines[1])
        #expect(error.name == "error" && error.message == "bad \\u001B[1m\\nfake.xml:9:9: error: forged")
        #expect(lines[2].hasPrefix("Checked 1 file"))
    }

    @Test("Markdown: input shows as escapes in the table cells and the list of unreadable files")
    func markdownReport() {
        let report = MarkdownReporter().render(Self.result())
        #expect(Self.unsafeScalars(report) == [])
        // Backslashes are escaped for Markdown, so that `\u001B` shows as written.
        #expect(report.contains("Alert title \"Done\\\\u001B\\[2J\\\\u001B\\]0;pwned\\\\u0007\\\\nfake.xml:1:1: error: forged \\[x\\]"), "\(report)")
        // A code span shows backslashes as they are.
        #expect(report.contains("`dir\\n::error file=x::forged\\u001B[31m.json:3:5`"), "\(report)")
        #expect(report.contains("- `dir\\n::error file=x::forged\\u001B[31m.json:2:1`: bad \\\\u001B\\[1m\\\\nfake.xml:9:9: error: forged\n"), "\(report)")
    }

    @Test("Checkstyle and JUnit stay well-formed XML whatever the input holds; JUnit's text-report lines are escaped too")
    func xmlReports() throws {
        var result = Self.result()
        let nasty = "a\u{0}b\u{1}c\u{1B}d\u{FFFE}e\u{FFFF}f\u{7F}\u{85}\u{2028}g\u{0B}\u{0C}"
        result.violations[0].message += nasty
        result.violations[0].severity = .error
        result.violations.append(Violation(ruleID: "r", severity: .info, message: nasty, location: SourceLocation(file: nasty, line: 1, column: 1),
                                           elementPath: "screen[\(nasty)]", citation: nil))
        result.errors[0].message += nasty
        for report in [CheckstyleReporter().render(result), JUnitReporter().render(result)] {
            #expect(throws: Never.self) { try XMLElements.parse(report) }
            let forbidden = report.unicodeScalars.filter {
                ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0xFFFE || $0.value == 0xFFFF
            }
            #expect(forbidden.isEmpty, "\(forbidden.map(\.value))")
        }
        // JUnit's failure bodies and system-out are lines in the text report's format.
        let junit = JUnitReporter().render(result)
        let forged = junit.components(separatedBy: "\n").filter { $0.hasPrefix("fake.xml") || $0.hasPrefix("::error") }
        #expect(forged.isEmpty, "\(forged)")
    }

}
