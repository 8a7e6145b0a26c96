import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

struct RuleCatalogTests {
    static let catalog = try! RuleCatalog.builtIn()

    @Test("the core rules ship under their contract ids")
    func coreRuleIDs() {
        let ids = Set(Self.catalog.rules.map(\.id))
        for id in ["hit-target-size", "toolbar-item-count", "tab-bar-more", "alert-title-capitalization",
                   "alert-button-count", "action-sheet-cancel-position", "app-icon-size", "launch-image-size"] {
            #expect(ids.contains(id), "missing rule \(id)")
        }
    }

    @Test("a primitive says it compares screens exactly when it is a cross-screen primitive")
    func crossScreenPrimitivesSaySo() {
        var crossScreen = 0
        for rule in Self.catalog.rules {
            for check in rule.checks {
                let isCrossScreen = check.primitive is any CrossScreenPrimitive
                #expect((check.primitive.asCrossScreen != nil) == isCrossScreen, "\(rule.id): \(type(of: check.primitive))")
                if isCrossScreen { crossScreen += 1 }
            }
        }
        #expect(crossScreen > 0)
    }

    @Test("every rule file is named after its rule id")
    func fileNamesMatchIDs() throws {
        for file in RuleCatalog.builtInFiles {
            let rule = try RuleFile.decode(file.text, file: file.name)
            #expect(file.name == rule.id + ".yml")
        }
    }

    @Test("every citation names the document, the edition, a section, a page and a quote")
    func citationsAreComplete() {
        for rule in Self.catalog.rules {
            for citation in rule.citations {
                #expect(citation.document == "iPhone Human Interface Guidelines")
                #expect(citation.edition == "2010-09-01")
                #expect(!citation.section.isEmpty, "\(rule.id)")
                #expect((11...152).contains(citation.page), "\(rule.id): page \(citation.page)")
                #expect(citation.quote.count > 10, "\(rule.id)")
            }
        }
    }

    /// The quotes must be the guidelines' own words, line breaks aside.
    @Test("every quote appears word for word in the guidelines",
          .requires(.shared("seeds/004_c50aee1ce6788566.txt")))
    func quotesAreVerbatim() throws {
        let text = normalize(try String(contentsOf: TestPaths.guidelinesText, encoding: .utf8))
        for rule in Self.catalog.rules {
            for citation in rule.citations {
                #expect(text.contains(normalize(citation.quote)), "\(rule.id): quote not found: \(citation.quote)")
            }
        }
    }

    @Test("rule files are decoded strictly: misspelt keys and unknown placeholders are refused")
    func rulesDecodeStrictly() {
        let misspelt = """
            id: x
            title: X
            severity: warning
            summary: x
            appliesTo: toolbar
            checks:
              - type: childCount
                children: barButtonItem
                when: { greaterThan: 5 }
                mesage: "x"
            citations: [{ section: S, page: 80, quote: Q }]
            examples: { passing: [], failing: [] }
            """
        #expect(throws: RuleFile.Failure.self) { try RuleFile.decode(misspelt, file: "x.yml") }
        let unknownPlaceholder = misspelt.replacingOccurrences(of: "mesage: \"x\"", with: "message: \"{nope}\"")
        #expect(throws: RuleFile.Failure.self) { try RuleFile.decode(unknownPlaceholder, file: "x.yml") }
        let valid = misspelt.replacingOccurrences(of: "mesage: \"x\"", with: "message: \"{count} items\"")
        #expect(throws: Never.self) { try RuleFile.decode(valid, file: "x.yml") }
    }

    /// The build converts every rule file to the JSON document higlint decodes at start-up; it
    /// must say what the file says when read at run time (as project rules and rules with
    /// parameters set in `.higlint.yml` are).
    @Test("every built-in rule is the same whether read from its embedded document or its YAML")
    func embeddedDocumentsMatchTheirFiles() throws {
        for file in RuleCatalog.builtInFiles {
            let fromYAML = try RuleFile.decode(file.text, file: file.name)
            let embedded = try #require(Self.catalog[fromYAML.id])
            #expect(fingerprint(embedded) == fingerprint(fromYAML), "\(file.name)")
        }
        #expect(Self.catalog.rules.count == RuleCatalog.builtInFiles.count)
    }

    @Test("a rule file's parameters keep their order and kinds, and overrides reach the checks")
    func parametersAndOverrides() throws {
        let text = """
            id: x
            title: X
            severity: warning
            summary: x
            parameters:
              max: 5
              ratio: 1.5
              strict: false
              word: "OK"
            appliesTo: toolbar
            checks:
              - type: childCount
                children: barButtonItem
                when: { greaterThan: $max }
                message: "{count} items"
            citations: [{ section: S, page: 80, quote: Q }]
            examples: { passing: [], failing: [] }
            """
        let rule = try RuleFile.decode(text, file: "x.yml")
        #expect(rule.parameters.map(\.name) == ["max", "ratio", "strict", "word"])
        #expect(rule.parameters.map(\.defaultValue) == [.integer(5), .number(1.5), .boolean(false), .text("OK")])
        #expect(rule.checks[0].primitive.parameterSummary.contains { $0.value.contains("5") })
        let overridden = try RuleFile.decode(text, file: "x.yml", overrides: ["max": .integer(3)])
        #expect(overridden.parameters[0].value == .integer(3))
        #expect(overridden.parameters[0].defaultValue == .integer(5))
        #expect(overridden.checks[0].primitive.parameterSummary.contains { $0.value.contains("3") })
        #expect(!overridden.checks[0].primitive.parameterSummary.contains { $0.value.contains("5") })
    }

    @Test("a rule's independent copy is the same rule, made again: parameters in force included")
    func independentCopies() throws {
        for rule in Self.catalog.rules {
            let copy = rule.independentCopy()
            #expect(fingerprint(copy) == fingerprint(rule), "\(rule.id)")
            #expect(copy.appliesTo.matcher !== rule.appliesTo.matcher, "\(rule.id): the copy has selectors of its own")
        }
        let text = try #require(RuleCatalog.builtInFiles.first { $0.name == "toolbar-item-count.yml" }).text
        let overridden = try RuleFile.decode(text, file: "toolbar-item-count.yml", overrides: ["max": .integer(3)])
        let copy = overridden.independentCopy()
        #expect(copy.parameters.map(\.value) == overridden.parameters.map(\.value))
        #expect(fingerprint(copy) == fingerprint(overridden))
        #expect(fingerprint(copy) != fingerprint(try RuleFile.decode(text, file: "toolbar-item-count.yml")))
    }

    @Test("a rule's independent copy keeps the severity a configuration set, which its document does not hold")
    func independentCopyKeepsConfiguredSeverity() throws {
        // hit-target-size has a check with a severity of its own; a configured severity replaces both.
        var rule = try #require(Self.catalog["hit-target-size"])
        #expect(rule.checks.contains { $0.severity != nil })
        rule.severity = .error
        for index in rule.checks.indices { rule.checks[index].severity = nil }
        let copy = rule.independentCopy()
        #expect(copy.severity == .error)
        #expect(copy.checks.allSatisfy { $0.severity == nil })
        #expect(fingerprint(copy) == fingerprint(rule))
    }

    private func fingerprint(_ rule: Rule) -> String {
        var lines = [rule.id, rule.title, rule.severity.rawValue, String(rule.enabledByDefault), rule.summary,
                     rule.appliesTo.summary]
        lines += rule.parameters.map { "\($0.name)=\($0.defaultValue)/\($0.value)" }
        for check in rule.checks {
            lines.append("\(type(of: check.primitive).typeName) \(check.message.text) \(check.severity?.rawValue ?? "-") "
                         + "\(check.citationIndex) \(check.citationIndexByVariant.sorted { $0.key < $1.key })")
            lines += check.primitive.parameterSummary.map { "  \($0.name): \($0.value)" }
            lines.append("  on: \(check.appliesTo?.summary ?? "-")")
        }
        lines += rule.citations.map { "\($0.section) p.\($0.page) \($0.quote)" }
        lines += rule.examples.passing.map(\.text) + ["--"] + rule.examples.failing.map { $0.text + "\n=> " + $0.messages.joined(separator: " | ") }
        return lines.joined(separator: "\n")
    }

    private func normalize(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
