import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// docs/rules.md is generated, never edited: it must be what `higlint docs rules` prints now, and
/// docs/coverage.yml must account for every row of the catalogue of checkable guidelines.
struct RuleDocumentationTests {
    static let docs = TestPaths.packageRoot.appendingPathComponent("docs")
    static let catalogue = TestPaths.shared.appendingPathComponent("hig-catalog.md")

    func coverage() throws -> [RuleCatalogDocument.CoverageRow] {
        try RuleCatalogDocument.coverage(from: String(contentsOf: Self.docs.appendingPathComponent("coverage.yml"), encoding: .utf8))
    }

    @Test("docs/rules.md is current (regenerate with `swift run higlint docs rules > docs/rules.md`)")
    func rulesDocumentIsCurrent() throws {
        let committed = try String(contentsOf: Self.docs.appendingPathComponent("rules.md"), encoding: .utf8)
        let generated = RuleCatalogDocument.markdown(rules: try RuleCatalog.builtIn().rules, coverage: try coverage())
        #expect(committed == generated)
    }

    @Test("every rule docs/coverage.yml names exists, and every row has a rule or a note")
    func coverageNamesRealRules() throws {
        let ids = Set(try RuleCatalog.builtIn().rules.map(\.id))
        let rows = try coverage()
        #expect(rows.count >= 150)
        #expect(Set(rows.map(\.row)).count == rows.count, "a row is listed twice")
        for row in rows {
            if let rule = row.rule { #expect(ids.contains(rule), "\(row.row) names unknown rule \(rule)") }
            #expect(row.rule != nil || !(row.note ?? "").isEmpty, "\(row.row) has neither a rule nor a reason")
        }
    }

    @Test("docs/coverage.yml lists every row of the catalogue", .requires(.shared("hig-catalog.md")))
    func coverageIsComplete() throws {
        let text = try String(contentsOf: Self.catalogue, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: "^\\| `([a-z0-9-]+)`", options: .anchorsMatchLines)
        let rows = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
        #expect(rows.count > 100)
        let covered = Set(try coverage().map(\.row))
        for row in rows { #expect(covered.contains(row), "catalogue row \(row) is missing from docs/coverage.yml") }
    }

    @Test("there are at least 60 rules, each with a title, a summary and a citation")
    func enoughRules() throws {
        let rules = try RuleCatalog.builtIn().rules
        #expect(rules.count >= 60)
        for rule in rules { #expect(!rule.title.isEmpty && !rule.summary.isEmpty && !rule.citations.isEmpty, "\(rule.id)") }
    }
}

/// `higlint rules` on a terminal fits its width; to a pipe it keeps whole lines.
struct RuleTableWidthTests {
    @Test("the rules table fits an 80-column terminal and keeps every id, page and the title's start")
    func fitsEightyColumns() throws {
        let rules = try RuleCatalog.builtIn().rules
        let narrow = RuleDocumentation.table(rules, width: 80)
        for line in narrow.split(separator: "\n") { #expect(line.count <= 80, "\(line)") }
        for rule in rules {
            #expect(narrow.contains(rule.id + " "))
            #expect(narrow.contains(String(rule.title.prefix(40))))
        }
        let whole = RuleDocumentation.table(rules)
        #expect(whole.contains(rules[0].citation.section))
        #expect(whole.split(separator: "\n").count == rules.count + 1)
    }
}
