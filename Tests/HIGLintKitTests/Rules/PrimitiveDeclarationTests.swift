import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A primitive declares its parameters once (`PrimitiveDeclaration`), and a rule is made from the
/// plain values of its file through that declaration, whether the values come from a project's
/// YAML or from the Swift literals the build writes of the built-in rules.
struct PrimitiveDeclarationTests {
    /// A project rule with one check, whose lines the cases below change.
    static let rule = """
        id: house-count
        title: X
        severity: warning
        summary: x
        appliesTo: toolbar
        checks:
          - type: childCount
            children: barButtonItem
            when: { greaterThan: 5 }
            listFrom: 5
            message: "{count} items"
        citations: [{ section: S, page: 80, quote: Q }]
        examples: { passing: [], failing: [] }
        """

    struct Mistake: CustomStringConvertible, Sendable {
        var written: String
        var mistake: String
        /// Where the problem is reported: the first place this text stands in the changed file.
        var at: String
        var message: String
        var description: String { mistake }
    }

    static let mistakes = [
        Mistake(written: "    listFrom: 5", mistake: "    listFrm: 5", at: "listFrm", message: "unknown key 'listFrm' in check 'childCount'; did you mean 'listFrom'?"),
        Mistake(written: "    listFrom: 5", mistake: "    listFrom: five", at: "five", message: "expected a whole number, found text"),
        Mistake(written: "{ greaterThan: 5 }", mistake: "{ greaterThan: [5] }", at: "[5]", message: "expected a whole number, found a list"),
        Mistake(written: "{ greaterThan: 5 }", mistake: "{ greaterThn: 5 }", at: "greaterThn", message: "unknown key 'greaterThn' in a count condition; did you mean 'greaterThan'?"),
        Mistake(written: "    when: { greaterThan: 5 }\n", mistake: "", at: "type: childCount", message: "missing key 'when'"),
        Mistake(written: "    listFrom: 5", mistake: "    reportAt: frstExtra", at: "frstExtra", message: "'frstExtra' is not one of parent, firstExtra; did you mean 'firstExtra'?"),
        Mistake(written: "page: 80", mistake: "page: eighty", at: "eighty", message: "expected a whole number, found text"),
    ]

    @Test("a mistake in a check's parameters is refused at its line and column", arguments: mistakes)
    func mistakeIsRefused(_ mistake: Mistake) throws {
        #expect(Self.rule.components(separatedBy: mistake.written).count == 2, "the rule must hold \(mistake.written) once")
        let text = Self.rule.replacingOccurrences(of: mistake.written, with: mistake.mistake)
        let expected = try #require(ProjectRuleFixture.position(of: mistake.at, in: text))
        do {
            _ = try RuleFile.decode(text, file: "house.yml")
            Issue.record("\(mistake.mistake) was accepted")
        } catch let failure as RuleFile.Failure {
            #expect(failure.line == expected.line && failure.column == expected.column, "\(failure) should point at \(expected.line):\(expected.column)")
            #expect(failure.message.hasSuffix(mistake.message), "\(failure)")
        }
    }

    @Test("the rule as written reads, with the values of its parameters")
    func ruleAsWritten() throws {
        let rule = try RuleFile.decode(Self.rule, file: "house.yml")
        let summary = rule.checks[0].primitive.parameterSummary
        #expect(summary.map(\.name) == ["children", "when", "listFrom"])
        #expect(summary.map(\.value) == ["barButtonItem", "more than 5", "5"])
    }

    @Test("each built-in rule made from its compiled-in values is the rule its YAML file makes")
    func compiledInRulesAreTheirFiles() throws {
        let rules = try RuleCatalog.builtIn().rules
        #expect(rules.count == RuleCatalog.builtInFiles.count)
        for (rule, file) in zip(rules, RuleCatalog.builtInFiles.sorted { $0.name < $1.name }) {
            let fromYAML = try RuleFile.decode(file.text, file: file.name)
            #expect(RuleDocumentation.explain(rule) == RuleDocumentation.explain(fromYAML), "\(file.name)")
            #expect(rule.checks.map { type(of: $0.primitive).typeName } == fromYAML.checks.map { type(of: $0.primitive).typeName })
        }
    }

    @Test("every primitive's declaration is complete: a summary, and a meaning for each parameter and placeholder")
    func declarationsAreComplete() {
        for (name, type) in CheckPrimitives.all {
            let declaration = type.declaration
            #expect(declaration.name == name)
            #expect(!declaration.summary.isEmpty, "\(name)")
            #expect(declaration.parameters.allSatisfy { !$0.summary.isEmpty }, "\(name)")
            #expect(declaration.variables.allSatisfy { !$0.meaning.isEmpty }, "\(name)")
            #expect(Set(declaration.parameters.map(\.name)).count == declaration.parameters.count, "\(name): a parameter declared twice")
        }
    }
}
