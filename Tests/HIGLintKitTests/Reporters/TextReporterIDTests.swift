import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The text report names the Interface Builder id of a finding's element beside its rule, so that
/// an `ignore:` entry (`ids: [...]`, `rules: [...]`) can be written from the report alone.
struct TextReporterIDTests {
    static func line(_ violation: Violation) -> String {
        TextReporter().render(LintResult(filesChecked: [violation.location.file], violations: [violation]), context: ReportContext())
            .split(separator: "\n").first.map(String.init) ?? ""
    }

    static let at = SourceLocation(file: "App/Main.storyboard", line: 58, column: 21)

    @Test("a finding with an id shows it after the rule; one without shows the rule alone")
    func idBesideRule() {
        let withID = Violation(ruleID: "hit-target-size", severity: .warning, message: "Button is small", location: Self.at,
                               elementPath: "", citation: nil, elementID: "i9n-fD-ncJ")
        #expect(Self.line(withID) == "App/Main.storyboard:58:21: warning: Button is small [hit-target-size #i9n-fD-ncJ]")
        let withoutID = Violation(ruleID: "hit-target-size", severity: .warning, message: "Button is small", location: Self.at,
                                  elementPath: "", citation: nil)
        #expect(Self.line(withoutID) == "App/Main.storyboard:58:21: warning: Button is small [hit-target-size]")
    }

    @Test("a finding read back from a JSON report (a merge) takes the id from its element path")
    func idFromPath() {
        let merged = Violation(ruleID: "hit-target-size", severity: .warning, message: "m", location: Self.at,
                               elementPath: "screen[Sync #v1]/button[Go #b1-xy-z01]", citation: nil)
        #expect(merged.elementID == "b1-xy-z01")
        #expect(Self.line(merged).hasSuffix("[hit-target-size #b1-xy-z01]"))
    }

    @Test("an id from the input cannot break the line or send escapes")
    func idEscaped() {
        let hostile = Violation(ruleID: "r", severity: .warning, message: "m", location: Self.at, elementPath: "", citation: nil,
                                elementID: "a\nb\u{1B}[31m")
        let report = TextReporter().render(LintResult(filesChecked: ["f"], violations: [hostile]), context: ReportContext())
        #expect(!report.contains("\u{1B}"))
        #expect(report.split(separator: "\n").count == 2)
    }
}
