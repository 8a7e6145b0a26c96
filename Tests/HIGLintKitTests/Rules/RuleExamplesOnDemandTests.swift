import Foundation
import Testing
@testable import HIGLintKit

/// A rule's examples are read from its document when asked for (`Rule.examples`), yet a rule file
/// whose examples do not read is refused when it is read, as before.
@Suite struct RuleExamplesOnDemandTests {
    static let ruleFile = """
        id: x
        title: X
        severity: warning
        summary: x
        appliesTo: toolbar
        checks:
          - type: childCount
            children: barButtonItem
            when: { greaterThan: 5 }
            message: "{count} items"
        citations: [{ section: S, page: 80, quote: Q }]
        examples: { passing: ['<screen/>'], failing: [{ description: '<screen/>', messages: [m] }] }
        """

    @Test("a rule file's examples are read when the rule is asked for them")
    func examplesReadOnDemand() throws {
        let rule = try RuleFile.decode(Self.ruleFile, file: "x.yml")
        #expect(rule.examples.passing.map(\.text) == ["<screen/>"])
        #expect(rule.examples.failing.map(\.text) == ["<screen/>"])
        #expect(rule.examples.failing.map(\.messages) == [["m"]])
    }

    @Test("a rule file whose examples do not read is refused, with the place of the fault",
          arguments: ["examples: { passing: [] }", "examples: { passing: [], failing: [], other: [] }", "examples: { passing: [{ a: b }], failing: [] }"])
    func badExamplesAreRefused(examples: String) {
        let text = Self.ruleFile.replacingOccurrences(
            of: "examples: { passing: ['<screen/>'], failing: [{ description: '<screen/>', messages: [m] }] }", with: examples)
        #expect(text != Self.ruleFile)
        #expect {
            try RuleFile.decode(text, file: "x.yml")
        } throws: { error in
            (error as? RuleFile.Failure)?.description.hasPrefix("x.yml:12:") == true
        }
    }

    @Test("every built-in rule's examples read from its document")
    func builtInExamplesRead() throws {
        for rule in try RuleCatalog.builtIn().rules {
            #expect(throws: Never.self, "\(rule.id)") { try RuleFile.examples(of: rule.document) }
        }
    }
}
