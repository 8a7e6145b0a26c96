import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The committed schemas are the ones the vocabulary generates, and real validators accept what
/// higlint accepts and writes.
struct SchemaTests {
    static let schemas = TestPaths.packageRoot.appendingPathComponent("schemas")

    @Test("schemas/description.xsd and description.schema.json are up to date (regenerate with `higlint schema xml|json`)")
    func committedSchemasAreCurrent() throws {
        let xsd = try String(contentsOf: Self.schemas.appendingPathComponent("description.xsd"), encoding: .utf8)
        #expect(xsd == FormatSchemas.xmlSchema())
        let json = try String(contentsOf: Self.schemas.appendingPathComponent("description.schema.json"), encoding: .utf8)
        #expect(json == FormatSchemas.jsonSchema())
    }

    @Test("no property is named type or children, which the JSON syntax reserves")
    func reservedNames() {
        for kind in Vocabulary.kinds.values {
            #expect(kind.properties["type"] == nil && kind.properties["children"] == nil, "\(kind.name)")
        }
    }

    @Test("the kinds table of docs/format.md is current (regenerate with `higlint docs kinds`)")
    func kindsTableIsCurrent() throws {
        let doc = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/format.md"), encoding: .utf8)
        let updated = try #require(FormatDocumentation.updating(doc), "docs/format.md lacks the kinds markers")
        #expect(updated == doc)
    }

    @Test("docs/format.md names every kind and every property of the vocabulary")
    func referenceDocIsComplete() throws {
        let doc = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("docs/format.md"), encoding: .utf8)
        for kind in Vocabulary.kinds.values {
            #expect(doc.contains("`\(kind.name)`"), "docs/format.md does not mention kind \(kind.name)")
            for property in kind.properties.keys {
                #expect(doc.contains("`\(property)`"), "docs/format.md does not mention property \(property) of \(kind.name)")
            }
        }
    }

    /// Every XML rule example and sample that higlint reads without a `schema` finding is valid
    /// against the XSD, and likewise for JSON against the JSON Schema.
    @Test("clean descriptions validate against the generated XSD", .requires(.tool("xmllint")))
    func xmlValidates() throws {
        let directory = try TemporaryDirectory()
        let files = try cleanDescriptions(in: directory, syntax: .xml)
        #expect(!files.isEmpty)
        let result = try ExternalTool.run("xmllint", ["--noout", "--schema", Self.schemas.appendingPathComponent("description.xsd").path] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("clean descriptions validate against the generated JSON Schema", .requires(.tool("check-jsonschema")))
    func jsonValidates() throws {
        let directory = try TemporaryDirectory()
        let files = try cleanDescriptions(in: directory, syntax: .json)
        #expect(!files.isEmpty)
        let result = try ExternalTool.run("check-jsonschema", ["--schemafile", Self.schemas.appendingPathComponent("description.schema.json").path] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("a description with schema findings fails the XSD too", .requires(.tool("xmllint")))
    func xsdRejectsWhatSchemaCheckReports() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("bad.xml", "<screen name=\"x\"><toolbar><barButtonItem tittle=\"Edit\"/></toolbar></screen>")
        let result = try ExternalTool.run("xmllint", ["--noout", "--schema", Self.schemas.appendingPathComponent("description.xsd").path, file.path])
        #expect(result.status != 0)
    }

    /// Writes the rule examples and samples that higlint reads cleanly (no `schema` finding).
    private func cleanDescriptions(in directory: TemporaryDirectory, syntax: ScreenDescription.Syntax) throws -> [String] {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        var texts = RuleExampleTests.examples.filter { $0.syntax == syntax }.map(\.text)
        let samples = try FileManager.default.contentsOfDirectory(at: TestPaths.sampleScreens, includingPropertiesForKeys: nil)
        texts += try samples.filter { $0.pathExtension == syntax.rawValue }.map { try String(contentsOf: $0, encoding: .utf8) }
        var files: [String] = []
        for (index, text) in texts.enumerated() {
            guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: "x"),
                  !linter.check(description).contains(where: { $0.ruleID == SchemaCheck.ruleID }) else { continue }
            files.append(try directory.write("\(index).\(syntax.rawValue)", text).path)
        }
        try #require(files.count > 10, "too few clean descriptions to validate: \(files.count)")
        return files
    }
}
