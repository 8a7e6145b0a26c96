import Foundation
import Testing
@testable import HIGLintKit

/// Every rule file's examples, run in both syntaxes (an Interface Builder example as written): a
/// failing example must produce that rule and no other; a passing example must produce nothing at
/// all. An example may hold several
/// descriptions separated by a line `---` (for cross-screen rules); they are checked as one run.
struct RuleExampleTests {
    static let catalog = try! RuleCatalog.builtIn()
    static let exampleImages = TestPaths.packageRoot.appendingPathComponent("Rules/images")

    struct Example: CustomTestStringConvertible, Sendable {
        var ruleID: String
        var expectation: Expectation
        var index: Int
        var text: String
        var syntax: ScreenDescription.Syntax

        enum Expectation: String, Sendable { case passing, failing }

        var testDescription: String { "\(ruleID) \(expectation.rawValue) #\(index + 1) (\(syntax.rawValue))" }
    }

    /// Each example as written, and converted to the other syntax.
    static let examples: [Example] = catalog.rules.flatMap { rule in
        let written = rule.examples.passing.enumerated().map { (Example.Expectation.passing, $0.offset, $0.element) }
            + rule.examples.failing.enumerated().map { (Example.Expectation.failing, $0.offset, $0.element) }
        return written.flatMap { expectation, index, text -> [Example] in
            let syntax = RuleExamples.syntax(of: text)
            var variants = [Example(ruleID: rule.id, expectation: expectation, index: index, text: text, syntax: syntax)]
            guard syntax != .interfaceBuilder else { return variants }
            let other: ScreenDescription.Syntax = syntax == .xml ? .json : .xml
            let converted = RuleExamples.parts(of: text).compactMap { part -> String? in
                guard case .description(let description) = read(part, syntax) else { return nil }
                return DescriptionWriter.write(description.root, as: other)
            }
            if converted.count == RuleExamples.parts(of: text).count {
                variants.append(Example(ruleID: rule.id, expectation: expectation, index: index,
                                        text: converted.joined(separator: "---\n"), syntax: other))
            }
            return variants
        }
    }

    static func read(_ text: String, _ syntax: ScreenDescription.Syntax) -> ReadOutcome {
        DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: "example.\(syntax.rawValue)")
    }

    @Test("every rule has passing and failing examples")
    func everyRuleHasExamples() {
        for rule in Self.catalog.rules {
            #expect(!rule.examples.passing.isEmpty, "\(rule.id) has no passing example")
            #expect(!rule.examples.failing.isEmpty, "\(rule.id) has no failing example")
        }
    }

    @Test("rule example", arguments: examples)
    func example(_ example: Example) throws {
        var descriptions: [ScreenDescription] = []
        for (index, part) in RuleExamples.parts(of: example.text).enumerated() {
            guard case .description(var description) = Self.read(part, example.syntax) else {
                Issue.record("example does not parse as a description:\n\(part)")
                return
            }
            description.path = "example-\(index + 1).\(example.syntax.rawValue)"
            // Image files named in examples live in Rules/images.
            ImageResolver.resolve(&description, baseDirectory: Self.exampleImages, displayDirectory: "images", boundary: nil)
            descriptions.append(description)
        }
        // A rule that is off by default is switched on for its own examples.
        let enabled = Set(Self.catalog.rules.filter(\.enabledByDefault).map(\.id)).union([example.ruleID])
        let violations = Linter(catalog: Self.catalog, enabledRuleIDs: enabled).check(descriptions)
        let fired = Set(violations.map(\.ruleID))
        switch example.expectation {
        case .failing:
            #expect(fired == [example.ruleID], "expected only \(example.ruleID), got: \(violations.map { "\($0.ruleID): \($0.message)" })")
        case .passing:
            #expect(violations.isEmpty, "expected nothing, got: \(violations.map { "\($0.ruleID): \($0.message)" })")
        }
    }
}
