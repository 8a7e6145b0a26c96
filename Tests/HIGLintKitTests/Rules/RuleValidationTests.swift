import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Rule files, built-in and a project's, are checked against the vocabulary when read: a kind,
/// property, value, variant or placeholder that does not exist is an error at its line and
/// column, with a suggestion, never a selector that silently matches nothing.
struct RuleValidationTests {
    static let builtIn = try! RuleCatalog.builtIn()


    struct Typo: CustomTestStringConvertible, Sendable {
        var written: String
        var typo: String
        /// The text the error must point at (its first character).
        var at: String
        var suggestion: String
        var testDescription: String { typo }
    }

    static let typos = [
        Typo(written: "appliesTo: toolbar", typo: "appliesTo: toolbr", at: "toolbr", suggestion: "did you mean 'toolbar'?"),
        Typo(written: "where: { style: bordered }", typo: "where: { styel: bordered }", at: "styel", suggestion: "did you mean 'style'?"),
        Typo(written: "style: bordered", typo: "style: bordred", at: "bordred", suggestion: "did you mean 'bordered'?"),
        Typo(written: "notInside: {", typo: "notInsde: {", at: "notInsde", suggestion: "did you mean 'notInside'?"),
        Typo(written: "element: modalView", typo: "element: modalVeiw", at: "modalVeiw", suggestion: "did you mean 'modalView'?"),
        Typo(written: "{@style}", typo: "{@styel}", at: "\"{count}", suggestion: "did you mean '{@style}'?"),
        Typo(written: "enabled: false", typo: "enabled: flase", at: "flase", suggestion: "did you mean 'false'?"),
        Typo(written: "perChild: segment", typo: "perChild: segmnt", at: "segmnt", suggestion: "did you mean 'segment'?"),
        Typo(written: "property: translucent", typo: "property: translucnet", at: "translucnet", suggestion: "did you mean 'translucent'?"),
        Typo(written: "allowed: [true]", typo: "allowed: [ture]", at: "ture", suggestion: "did you mean 'true'?"),
        Typo(written: "properties: [translucent]", typo: "properties: [transluent]", at: "transluent", suggestion: "did you mean 'translucent'?"),
        Typo(written: "groupBy: orientation", typo: "groupBy: orientaton", at: "orientaton", suggestion: "did you mean 'orientation'?"),
        Typo(written: "messageFor: { tie:", typo: "messageFor: { tei:", at: "tei", suggestion: "did you mean 'tie'?"),
        Typo(written: "type: childCount", typo: "type: childCuont", at: "childCuont", suggestion: "did you mean 'childCount'?"),
    ]


    /// Why the configuration at `url` does not load, or nil when it does.
    static func failure(loading url: URL) -> Configuration.Failure? {
        do {
            _ = try Configuration.load(url, displayPath: ".higlint.yml", builtIn: builtIn)
            return nil
        } catch {
            return error
        }
    }

    @Test("every built-in rule file passes the vocabulary check")
    func builtInRulesAreValid() throws {
        #expect(RuleCatalog.builtInFiles.count > 100)
        for file in RuleCatalog.builtInFiles {
            #expect(throws: Never.self, "\(file.name)") { try RuleFile.decode(file.text, file: file.name) }
        }
    }

    @Test("the project rule used by these tests is valid as written, a `$parameter` value included")
    func templateIsValid() throws {
        let rule = try RuleFile.decode(ProjectRuleFixture.rule, file: "house.yml")
        #expect(rule.checks.count == 4)
    }

    @Test("a typo in a project rule is an error at its line and column, with a suggestion", arguments: typos)
    func typoInProjectRule(_ typo: Typo) throws {
        #expect(ProjectRuleFixture.rule.components(separatedBy: typo.written).count == 2, "the template must hold \(typo.written) once")
        let text = ProjectRuleFixture.rule.replacingOccurrences(of: typo.written, with: typo.typo)
        let expected = try #require(ProjectRuleFixture.position(of: typo.at, in: text))
        let directory = try TemporaryDirectory()
        try directory.write("rules/house.yml", text)
        let url = try directory.write(".higlint.yml", "rules_paths: [rules]\n")
        let failure = try #require(Self.failure(loading: url), "\(typo.typo) was accepted")
        #expect(failure.file == "rules/house.yml")
        #expect(failure.line == expected.line && failure.column == expected.column,
                "\(failure) should point at \(expected.line):\(expected.column)")
        #expect(failure.message.contains(typo.suggestion), "\(failure)")
    }

    @Test("a property is judged against the kinds the selector can match, and UIKit-level keys stay valid")
    func propertiesFollowKinds() throws {
        // `style` is a property of a toolbar but not of a tab bar.
        let tabBar = ProjectRuleFixture.rule.replacingOccurrences(of: "appliesTo: toolbar", with: "appliesTo: tabBar")
            .replacingOccurrences(of: "{@style}", with: "{@translucent}")
            .replacingOccurrences(of: "children: { element: barButtonItem, where: { style: bordered }", with: "children: { where: { style: bordered }")
        #expect(throws: RuleFile.Failure.self) { try RuleFile.decode(tabBar, file: "x.yml") }
        // Interface Builder's `id` and `customClass` are properties of every kind.
        let universal = ProjectRuleFixture.rule.replacingOccurrences(of: "where: { style: bordered }", with: "where: { style: bordered }, has: [id, customClass]")
        #expect(throws: Never.self) { try RuleFile.decode(universal, file: "x.yml") }
    }

    /// Variants are what a check's findings carry; a built-in rule's citationFor and messageFor
    /// name only those.
    @Test("every variant a built-in rule names is one its primitive lists")
    func builtInVariantsAreListed() throws {
        var named = 0
        for rule in Self.builtIn.rules {
            for check in rule.checks {
                let variants = Set(PrimitiveDeclaration.all[type(of: check.primitive).typeName]?.variants.map(\.name) ?? [])
                for variant in check.citationIndexByVariant.keys + check.messageByVariant.map(\.variant) {
                    named += 1
                    #expect(variants.contains(variant), "\(rule.id): \(variant)")
                }
            }
        }
        #expect(named > 0)
    }
}
