import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// schemas/rule.schema.json and docs/rule-language.md are generated from the code that reads rule
/// files; the committed files must be what it generates now, and the schema must accept every
/// built-in rule file and refuse a misspelt one.
struct RuleLanguageTests {
    static let schema = TestPaths.packageRoot.appendingPathComponent("schemas/rule.schema.json")

    @Test("schemas/rule.schema.json is up to date (regenerate with `higlint schema rule > schemas/rule.schema.json`)")
    func committedSchemaIsCurrent() throws {
        #expect(try String(contentsOf: Self.schema, encoding: .utf8) == RuleSchema.jsonSchema())
    }

    @Test("docs/rule-language.md is up to date (regenerate with `higlint docs language > docs/rule-language.md`)")
    func committedReferenceIsCurrent() throws {
        let doc = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/rule-language.md"), encoding: .utf8)
        #expect(doc == RuleLanguageDocument.markdown())
    }

    @Test("docs/rule-language.md describes every key, primitive, parameter and placeholder")
    func referenceIsComplete() {
        let doc = RuleLanguageDocument.markdown()
        for key in RuleLanguage.ruleKeys + RuleLanguage.checkKeys + RuleLanguage.selectorKeys {
            #expect(doc.contains("| `\(key.name)` |"), "\(key.name)")
        }
        for (name, reference) in PrimitiveDeclaration.all {
            #expect(doc.contains("### `\(name)`"), "\(name)")
            for parameter in reference.parameters { #expect(doc.contains("| `\(parameter.name)` | "), "\(name).\(parameter.name)") }
            for variable in reference.variables { #expect(doc.contains("`{\(variable.name)}`"), "\(name) {\(variable.name)}") }
            for variant in reference.variants { #expect(doc.contains("`\(variant.name)` ("), "\(name) variant \(variant.name)") }
        }
    }

    /// check-jsonschema reads YAML instances itself.
    @Test("every built-in rule file validates against schemas/rule.schema.json", .requires(.tool("check-jsonschema")))
    func builtInRulesValidate() throws {
        let rules = try FileManager.default.contentsOfDirectory(atPath: TestPaths.packageRoot.appendingPathComponent("Rules").path)
            .filter { $0.hasSuffix(".yml") }.sorted().map { TestPaths.packageRoot.appendingPathComponent("Rules/" + $0).path }
        #expect(rules.count > 100)
        let result = try ExternalTool.run("check-jsonschema", ["--schemafile", Self.schema.path] + rules)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("the schema refuses a rule file with an unknown kind, property, value or key", .requires(.tool("check-jsonschema")))
    func schemaRefusesTypos() throws {
        let directory = try TemporaryDirectory()
        #expect(try ExternalTool.run("check-jsonschema", ["--schemafile", Self.schema.path, try directory.write("valid.yml", ProjectRuleFixture.rule).path]).status == 0)
        // A schema cannot see inside a message, nor tie a value to the property another key names,
        // nor a property's values to a kind (`style` is free text on a label).
        let beyondSchema = ["{@style}", "allowed: [true]", "style: bordered"]
        for typo in RuleValidationTests.typos where !beyondSchema.contains(typo.written) {
            let file = try directory.write("typo.yml", ProjectRuleFixture.rule.replacingOccurrences(of: typo.written, with: typo.typo))
            let result = try ExternalTool.run("check-jsonschema", ["--schemafile", Self.schema.path, file.path])
            #expect(result.status != 0, "the schema accepts \(typo.typo)")
        }
    }
}
