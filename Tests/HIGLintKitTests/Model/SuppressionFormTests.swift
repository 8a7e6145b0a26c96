import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Every suppression form that README.md and docs/format.md show is read by higlint, silences what
/// it names, and is valid against the shipped schemas (xmllint for the XSD, check-jsonschema for
/// the JSON Schema), so that a suppressed description stays a valid one.
struct SuppressionFormTests {
    static let schemas = TestPaths.packageRoot.appendingPathComponent("schemas")

    /// The XML and JSON blocks under the suppression headings of the README and the format reference.
    static func documentedDescriptions() throws -> [(name: String, syntax: ScreenDescription.Syntax, text: String)] {
        var found: [(String, ScreenDescription.Syntax, String)] = []
        for file in ["README.md", "docs/format.md"] {
            for block in try MarkdownBlock.blocks(inFile: file) where block.heading.hasPrefix("Suppressing") {
                guard let syntax = ScreenDescription.Syntax(rawValue: block.language) else { continue }
                found.append(("\(file):\(block.line)", syntax, block.text))
            }
        }
        return found
    }

    @Test("the documentation shows every suppression form in a whole description")
    func everyFormIsShown() throws {
        let texts = try Self.documentedDescriptions()
        let xml = texts.filter { $0.syntax == .xml }.map(\.text).joined()
        let json = texts.filter { $0.syntax == .json }.map(\.text).joined()
        #expect(xml.contains("<!-- \(Suppression.disableNextLine) "), "no disable-next-line comment")
        #expect(xml.contains(" \(Suppression.ignoreName)=\""), "no higlint:ignore attribute")
        #expect(xml.contains("xmlns:higlint=\"\(Suppression.xmlNamespace)\""), "the higlint prefix is not declared")
        #expect(xml.contains(/higlint:ignore="[^"]*, [^"]*"/), "no attribute naming several rules")
        #expect(json.contains("\"\(Suppression.ignoreName)\": ["), "no JSON list form")
        #expect(json.contains("\"\(Suppression.ignoreName)\": \""), "no JSON text form")
    }

    @Test("each documented description holds suppressions, and every one of them silences a finding")
    func documentedSuppressionsWork() throws {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        let texts = try Self.documentedDescriptions()
        #expect(texts.count >= 4)
        for (name, syntax, text) in texts {
            guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: name) else {
                Issue.record("\(name) is not read as a description")
                continue
            }
            let unsuppressed = linter.inspect(description)
            #expect(!unsuppressed.suppressions.isEmpty, "\(name) holds no suppression")
            #expect(!unsuppressed.violations.isEmpty, "\(name): the suppressions have nothing to silence")
            let left = linter.check(description).map { "\($0.location.line):\($0.location.column) \($0.message) [\($0.ruleID)]" }
            #expect(left.isEmpty, "\(name): \(left)")
        }
    }

    @Test("without the namespace declaration, higlint reads the same suppressions (files that worked keep working)")
    func undeclaredPrefixStillReads() throws {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        for (name, syntax, text) in try Self.documentedDescriptions() where syntax == .xml {
            let bare = text.replacingOccurrences(of: " xmlns:higlint=\"\(Suppression.xmlNamespace)\"", with: "")
            #expect(bare != text)
            guard case .description(let declared) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: name),
                  case .description(let undeclared) = DescriptionReader.read(data: Data(bare.utf8), syntax: .xml, path: name) else {
                Issue.record("\(name) is not read as a description")
                continue
            }
            #expect(linter.inspect(undeclared).suppressions.map(\.suppression) == linter.inspect(declared).suppressions.map(\.suppression))
            #expect(linter.check(undeclared).isEmpty, "\(name)")
        }
    }

    @Test("the documented XML suppressions are valid against schemas/description.xsd", .requires(.tool("xmllint")))
    func xmlFormsValidate() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for (index, (_, syntax, text)) in try Self.documentedDescriptions().enumerated() where syntax == .xml {
            files.append(try directory.write("\(index).xml", text).path)
        }
        #expect(files.count >= 2)
        let result = try ExternalTool.run("xmllint", ["--noout", "--schema", Self.schemas.appendingPathComponent("description.xsd").path] + files)
        #expect(result.status == 0, "\(result.output)")
        #expect(!result.output.contains("namespace error"), "\(result.output)")
    }

    @Test("the documented JSON suppressions are valid against schemas/description.schema.json", .requires(.tool("check-jsonschema")))
    func jsonFormsValidate() throws {
        let directory = try TemporaryDirectory()
        var files: [String] = []
        for (index, (_, syntax, text)) in try Self.documentedDescriptions().enumerated() where syntax == .json {
            files.append(try directory.write("\(index).json", text).path)
        }
        #expect(files.count >= 2)
        let result = try ExternalTool.run("check-jsonschema", ["--schemafile", Self.schemas.appendingPathComponent("description.schema.json").path] + files)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("the JSON Schema still refuses a misspelt suppression member and rule ids that are not text", .requires(.tool("check-jsonschema")))
    func jsonSchemaStaysStrict() throws {
        let directory = try TemporaryDirectory()
        let schema = Self.schemas.appendingPathComponent("description.schema.json").path
        for text in [#"{ "type": "screen", "name": "x", "higlint:ignor": ["hit-target-size"] }"#,
                     #"{ "type": "screen", "name": "x", "higlint:ignore": [44] }"#] {
            let file = try directory.write("bad.json", text)
            let result = try ExternalTool.run("check-jsonschema", ["--schemafile", schema, file.path])
            #expect(result.status != 0, "accepted: \(text)")
        }
    }
}
