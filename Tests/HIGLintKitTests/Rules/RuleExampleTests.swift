import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Every rule file's examples, run in both syntaxes (an Interface Builder example as written, every
/// screen of it, so that a storyboard example may hold a container and the scenes it leads to): a
/// failing example must produce that rule and no other, one finding at each element its `↓` marks
/// (and the messages it gives, if it gives them); a passing example must produce nothing at all.
/// An example may hold several descriptions separated by a line `---` (for cross-screen rules);
/// they are checked as one run. The example converted to the other syntax must give the same
/// findings, at the same element paths, as the example as written.
struct RuleExampleTests {
    static let catalog = try! RuleCatalog.builtIn()
    static let exampleImages = TestPaths.packageRoot.appendingPathComponent("Rules/images")

    struct Example: CustomTestStringConvertible, Sendable {
        var ruleID: String
        var expectation: Expectation
        var index: Int
        /// The example as written in the rule file, marks included.
        var written: String
        var syntax: ScreenDescription.Syntax
        /// Whether this is the example converted to the other syntax.
        var converted: Bool
        var messages: [String]
        /// The language of an example written in code.
        var language: CodeLanguage? = nil

        enum Expectation: String, Sendable { case passing, failing }

        var testDescription: String { "\(ruleID) \(expectation.rawValue) #\(index + 1) (\(syntax.rawValue))" }
        var writtenSyntax: ScreenDescription.Syntax { language == nil ? RuleExamples.syntax(of: written) : .code }

        /// The name of the file of part `part` in `syntax`.
        func fileName(part: Int, _ syntax: ScreenDescription.Syntax) -> String {
            guard let language else { return RuleExampleTests.fileName(part: part, syntax) }
            return "example-\(part + 1).\(language.extensions[0])"
        }

        /// The example's text in its syntax, without marks (parts separated by `---`).
        var text: String {
            let unmarked = RuleExamples.unmarked(written).text
            guard converted else { return unmarked }
            return RuleExamples.parts(of: unmarked).compactMap { part -> String? in
                guard case .description(let description) = RuleExampleTests.read(part, writtenSyntax) else { return nil }
                return DescriptionWriter.write(description.root, as: syntax)
            }.joined(separator: "---\n")
        }
    }

    /// Each example as written, and converted to the other syntax.
    static let examples: [Example] = catalog.rules.flatMap { rule in
        let written = rule.examples.passing.enumerated().map { (Example.Expectation.passing, $0.offset, $0.element) }
            + rule.examples.failing.enumerated().map { (Example.Expectation.failing, $0.offset, $0.element) }
        return written.flatMap { expectation, index, example -> [Example] in
            let (text, messages) = (example.text, example.messages)
            if let language = example.language {
                return [Example(ruleID: rule.id, expectation: expectation, index: index, written: text, syntax: .code,
                                converted: false, messages: messages, language: language)]
            }
            let syntax = RuleExamples.syntax(of: text)
            var variants = [Example(ruleID: rule.id, expectation: expectation, index: index, written: text, syntax: syntax,
                                    converted: false, messages: messages)]
            if syntax != .interfaceBuilder {
                variants.append(Example(ruleID: rule.id, expectation: expectation, index: index, written: text,
                                        syntax: syntax == .xml ? .json : .xml, converted: true, messages: messages))
            }
            return variants
        }
    }

    static func read(_ text: String, _ syntax: ScreenDescription.Syntax, path: String? = nil) -> ReadOutcome {
        DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: path ?? "example.\(syntax.rawValue)")
    }

    static func fileName(part: Int, _ syntax: ScreenDescription.Syntax) -> String { "example-\(part + 1).\(syntax.rawValue)" }

    /// The descriptions of an example in `syntax`: as written, or converted from the written syntax.
    static func descriptions(of example: Example, in syntax: ScreenDescription.Syntax) -> [ScreenDescription]? {
        let text = RuleExamples.unmarked(example.written).text
        var descriptions: [ScreenDescription] = []
        for (index, part) in RuleExamples.parts(of: text).enumerated() {
            if example.language != nil {
                // Every alert the code builds, as `check` reads them from a file.
                let path = example.fileName(part: index, .code)
                guard case .descriptions(let screens, _) = InputFormats.read(data: Data(part.utf8), url: URL(fileURLWithPath: path), path: path,
                                                                             limits: .default, format: SourceCodeFormat()) else {
                    Issue.record("code example builds no alert:\n\(part)")
                    return nil
                }
                descriptions += screens
                continue
            }
            if example.writtenSyntax == .interfaceBuilder {
                // A storyboard may hold several screens (a tab bar controller and its tabs): all are checked.
                guard let screens = interfaceBuilderScreens(part, path: fileName(part: index, .interfaceBuilder)) else { return nil }
                descriptions += screens
                continue
            }
            guard case .description(let written) = read(part, example.writtenSyntax, path: fileName(part: index, example.writtenSyntax)) else {
                Issue.record("example does not parse as a description:\n\(part)")
                return nil
            }
            var description = written
            if syntax != example.writtenSyntax {
                guard case .description(let converted) = read(DescriptionWriter.write(written.root, as: syntax), syntax,
                                                             path: fileName(part: index, syntax)) else {
                    Issue.record("example does not convert to \(syntax.rawValue):\n\(part)")
                    return nil
                }
                description = converted
            }
            // Image files named in examples live in Rules/images.
            ImageResolver.resolve(&description, baseDirectory: exampleImages, displayDirectory: "images", boundary: nil)
            descriptions.append(description)
        }
        return descriptions
    }

    /// Every screen of an Interface Builder example, as `check` reads them from a file.
    static func interfaceBuilderScreens(_ text: String, path: String) -> [ScreenDescription]? {
        switch InputFormats.read(data: Data(text.utf8), url: URL(fileURLWithPath: path), path: path, limits: .default,
                                 format: InterfaceBuilderFormat()) {
        case .descriptions(let screens, _) where !screens.isEmpty:
            return screens
        default:
            Issue.record("Interface Builder example holds no screen:\n\(text)")
            return nil
        }
    }

    static func run(_ example: Example, in syntax: ScreenDescription.Syntax) -> [Violation]? {
        guard let descriptions = descriptions(of: example, in: syntax) else { return nil }
        // A rule that is off by default is switched on for its own examples.
        let enabled = Set(catalog.rules.filter(\.enabledByDefault).map(\.id)).union([example.ruleID])
        let violations = Linter(catalog: catalog, enabledRuleIDs: enabled).check(descriptions).sorted(by: Violation.reportOrder)
        guard example.writtenSyntax == .interfaceBuilder else { return violations }
        // As `check` reports a file of several screens: an element the screens share (a tab bar
        // controller's tab bar) is reported once.
        var seen = Set<String>()
        return violations.filter { seen.insert("\($0.ruleID)\u{0}\($0.location)\u{0}\($0.message)").inserted }
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
        guard let violations = Self.run(example, in: example.syntax) else { return }
        let listed = violations.map { "\($0.location): \($0.ruleID): \($0.message)" }
        switch example.expectation {
        case .passing:
            #expect(violations.isEmpty, "expected nothing, got: \(listed)")
        case .failing:
            #expect(Set(violations.map(\.ruleID)) == [example.ruleID], "expected only \(example.ruleID), got: \(listed)")
            if !example.messages.isEmpty {
                #expect(violations.map(\.message) == example.messages)
            }
            if example.converted {
                // The same findings at the same elements as the example as written.
                let written = Self.run(example, in: example.writtenSyntax) ?? []
                #expect(violations.map { "\($0.elementPath): \($0.message)" } == written.map { "\($0.elementPath): \($0.message)" })
            } else {
                let marks = RuleExamples.unmarked(example.written).marks
                let expected = marks.map { SourceLocation(file: example.fileName(part: $0.part, example.syntax), line: $0.line, column: $0.column) }
                #expect(violations.map(\.location) == expected.sorted(),
                        "the findings must be one at each element marked ↓; got: \(listed)")
            }
        }
    }

    @Test("every failing example marks the element at fault")
    func failingExamplesAreMarked() {
        for rule in Self.catalog.rules {
            for (index, example) in rule.examples.failing.enumerated() {
                #expect(!RuleExamples.unmarked(example.text).marks.isEmpty, "\(rule.id) failing #\(index + 1) marks no element with ↓")
            }
        }
    }
}
