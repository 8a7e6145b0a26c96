import Foundation
import Testing
@testable import HIGLintKit

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
          .enabled(if: FileManager.default.fileExists(atPath: TestPaths.guidelinesText.path)))
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

    private func normalize(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
