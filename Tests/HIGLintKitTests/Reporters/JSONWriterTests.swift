import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Every JSON document higlint writes goes through one writer (`PrettyJSONWriter`) and one
/// escaper (`JSONStringBytes`); these tests hold whole documents to the bytes Foundation's encoder
/// gives for the same value.
struct JSONWriterTests {
    static let texts = PrettyJSONWriterTests.texts

    static func summary() -> LintSummary {
        var summary = LintSummary(LintResult(filesChecked: ["a.xml"], violations: PrettyJSONWriterTests.violations()))
        // Keys that sort differently as bytes, case-insensitively and as numbers.
        for key in ["rule-10", "rule-9", "Rule-B", "rule-a", "rule", "rule-", "rule_x", "é", "Z", "a"] { summary.byRule[key] = key.count }
        return summary
    }

    static func errors() -> [FileError] {
        texts.enumerated().map { index, text in
            FileError(file: text.isEmpty ? "e.xml" : text, line: index % 2 == 0 ? index : nil, column: index % 3 == 0 ? 2 : nil,
                      message: text, rule: index % 2 == 1 ? "rule-\(index)" : nil)
        }
    }

    @Test("a value is written as the encoder writes it: objects, arrays, empty ones, optionals, keys in order")
    func valuesAsTheEncoderWritesThem() throws {
        var report = JSONReport(summary: Self.summary(), errors: Self.errors())
        report.shard = JSONReport.ShardEntry(index: 2, count: 3, rules: Self.texts, strict: true, filesChecked: Self.texts,
                                             filesPassedOver: [], baselined: 4, configurationDigest: "0123", filesDigest: "4567",
                                             configurationFiles: [ShardRun.ConfigurationFile(file: "App/.higlint.yml", digest: "89ab")])
        let baseline = Baseline(PrettyJSONWriterTests.violations())
        let log = SARIFLog(descriptors: [SARIFLog.schemaDescriptor] + PrettyJSONWriterTests.violations().map(SARIFLog.descriptor(for:)),
                           errors: Self.errors())
        func written(_ value: some Encodable) throws -> String {
            var json = PrettyJSONWriter()
            try json.value(value)
            return json.text
        }
        #expect(try written(report) == (try PrettyJSONWriterTests.encoderText(report)))
        #expect(try written(baseline) == (try PrettyJSONWriterTests.encoderText(baseline)))
        #expect(try written(log) == (try PrettyJSONWriterTests.encoderText(log)))
        #expect(try written(JSONReport(summary: LintSummary(), errors: [])) == (try PrettyJSONWriterTests.encoderText(JSONReport(summary: LintSummary(), errors: []))))
    }

    @Test("the JSON report is the encoder's text of the report with its findings filled in", arguments: [nil, Shard(index: 1, count: 2)])
    func wholeJSONReport(shard: Shard?) throws {
        let result = LintResult(filesChecked: ["a.xml", "b.xml"], filesPassedOver: ["c.json"],
                                violations: Array(Array(repeating: PrettyJSONWriterTests.violations(), count: 40).joined()),
                                errors: Self.errors())
        var context = ReportContext(rules: [], strict: false, shard: shard)
        context.jobs = 2
        let summary = LintSummary(result)
        var expected = JSONReport(summary: summary, errors: result.errors)
        expected.violations = result.violations.map(JSONReport.ViolationEntry.init)
        if let shard {
            expected.shard = JSONReport.ShardEntry(index: shard.index, count: shard.count, rules: [], strict: false,
                                                   filesChecked: result.filesChecked, filesPassedOver: result.filesPassedOver, baselined: 0,
                                                   configurationDigest: "", filesDigest: "", configurationFiles: [])
        }
        #expect(JSONReporter().render(result, context: context) == (try PrettyJSONWriterTests.encoderText(expected)) + "\n")
    }

    @Test("the SARIF log is valid JSON whose results come in order, each with its rule's descriptor")
    func wholeSARIFLog() throws {
        let violations = PrettyJSONWriterTests.violations()
        let text = SARIFReporter().render(LintResult(filesChecked: ["a.xml"], violations: violations, errors: Self.errors()))
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.map { $0["ruleId"] as? String } == violations.map(\.ruleID))
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        for result in results { #expect(rules[try #require(result["ruleIndex"] as? Int)]["id"] as? String == result["ruleId"] as? String) }
        #expect(text.hasSuffix("\n  \"version\" : \"2.1.0\"\n}\n"))
    }

    @Test("the rule list is what JSONSerialization wrote of it")
    func ruleList() throws {
        let rules = RuleCatalogTests.catalog.rules
        let entries: [[String: Any]] = rules.map { rule in
            ["id": rule.id, "title": rule.title, "severity": rule.severity.rawValue, "enabledByDefault": rule.enabledByDefault,
             "summary": rule.summary,
             "citations": rule.citations.map {
                 ["document": $0.document, "edition": $0.edition, "section": $0.section, "page": $0.page, "quote": $0.quote] as [String: Any]
             }]
        }
        let data = try JSONSerialization.data(withJSONObject: entries, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        #expect(RuleDocumentation.json(rules) == String(decoding: data, as: UTF8.self) + "\n")
    }
}
