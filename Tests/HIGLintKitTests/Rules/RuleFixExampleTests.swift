import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The fixes of every rule that declares one, on its failing examples: each example whose findings
/// carry a fix gives its text once fixed (`fixed:`); the fixes made as `--fix` makes them (safe and
/// unsafe alike, pass after pass) give exactly those bytes; the fixed text raises no finding of any
/// rule; and fixing it again changes nothing.
struct RuleFixExampleTests {
    struct FixExample: CustomTestStringConvertible, Sendable {
        var ruleID: String
        var index: Int
        var example: Rule.Example
        var testDescription: String { "\(ruleID) failing #\(index + 1)" }
    }

    static let examples: [FixExample] = RuleExampleTests.catalog.rules.flatMap { rule -> [FixExample] in
        guard rule.checks.contains(where: { $0.fix != nil }) else { return [] }
        return rule.examples.failing.enumerated().compactMap { index, example in
            example.language == nil ? FixExample(ruleID: rule.id, index: index, example: example) : nil
        }
    }

    /// The findings of every rule (the example's own switched on) on `text`, one screen file.
    static func findings(_ text: String, ruleID: String, file: String) -> [Violation] {
        let syntax = RuleExamples.syntax(of: text)
        let descriptions: [ScreenDescription]
        if syntax == .interfaceBuilder {
            descriptions = RuleExampleTests.interfaceBuilderScreens(text, path: file) ?? []
        } else if case .description(let description) = RuleExampleTests.read(text, syntax, path: file) {
            descriptions = [description]
        } else {
            descriptions = []
        }
        let enabled = Set(RuleExampleTests.catalog.rules.filter(\.enabledByDefault).map(\.id)).union([ruleID])
        return Linter(catalog: RuleExampleTests.catalog, enabledRuleIDs: enabled).check(descriptions).sorted(by: Violation.reportOrder)
    }

    /// `text` with its findings' fixes made, pass after pass as `--fix` makes them (at most ten).
    static func fixed(_ text: String, ruleID: String, file: String) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<10 {
            let edits = findings(String(decoding: bytes, as: UTF8.self), ruleID: ruleID, file: file).compactMap { violation in
                violation.fix.flatMap { FixEdits.edit(for: $0, file: file, in: bytes) }
            }
            let kept = FixEdits.compatible(edits).kept
            if kept.isEmpty { break }
            bytes = FixEdits.apply(kept, to: bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func oneLineBreakAtEnd(_ text: String) -> String {
        var text = Substring(text)
        while text.hasSuffix("\n") { text = text.dropLast() }
        return text + "\n"
    }

    @Test("a rule's fix on its failing example", arguments: examples)
    func fixedExample(_ fixExample: FixExample) throws {
        // The example's one screen file, its marks taken out, ending with one line break as the
        // rule file's text does.
        let parts = RuleExamples.parts(of: RuleExamples.unmarked(fixExample.example.text).text)
        let text = Self.oneLineBreakAtEnd(parts[0])
        let file = RuleExampleTests.fileName(part: 0, RuleExamples.syntax(of: text))
        let result = parts.count == 1 ? Self.fixed(text, ruleID: fixExample.ruleID, file: file) : text
        guard let expected = fixExample.example.fixed.map(Self.oneLineBreakAtEnd) else {
            #expect(result == text, "the example's findings have a fix: give the text once fixed (fixed:); it is\n\(result)")
            return
        }
        #expect(parts.count == 1, "a fixed example is one screen file")
        #expect(result != text, "fixed: is given, but no fix changes the example")
        #expect(result == expected, "the fixes give\n\(result)")
        let left = Self.findings(expected, ruleID: fixExample.ruleID, file: file)
        #expect(left.isEmpty, "the fixed text still raises \(left.map { "\($0.ruleID): \($0.message)" })")
        #expect(Self.fixed(expected, ruleID: fixExample.ruleID, file: file) == expected, "fixing again changes the text")
    }

    @Test("rules with a fix have failing examples it fixes")
    func rulesWithFixesHaveFixedExamples() {
        for rule in RuleExampleTests.catalog.rules where rule.checks.contains(where: { $0.fix != nil }) {
            #expect(rule.examples.failing.contains { $0.fixed != nil }, "\(rule.id) has a fix but no failing example with fixed:")
        }
    }
}
