import Testing
@testable import HIGLintKit

/// The formats table of docs/rules.md: which input formats each rule's examples test, and why a
/// rule cannot apply to an Interface Builder format, as its file says (`interfaceBuilder`).
struct RuleCoverageTests {
    static let rules = try! RuleCatalog.builtIn().rules

    /// Rules whose subject exists in the IB document format but which have no failing example in it
    /// yet. The list may only shrink: a new rule comes with an IB example or the reason it cannot
    /// apply, and a rule that gains an example leaves the list (the test says so).
    static let documentFormatGaps: Set<String> = [
        "modal-navbar-matches-app",
        "modal-transition-consistent",
        "navbar-root-title-only",
        "navbar-translucent-vs-opaque-toolbar",
        "switch-in-grouped-table",
        "tab-bar-fixed-height",
        "table-detail-disclosure-target",
        "table-disclosure-indicator-target",
        "table-row-selection-feedback",
        "table-row-to-list-has-indicator",
        "toolbar-consistent-per-orientation",
        "toolbar-translucent-vs-opaque-navbar",
        "toolbar-xor-tab-bar",
    ]

    /// As `documentFormatGaps`, for the archive format of Xcode 3–4.
    static let archiveFormatGaps: Set<String> = [
        "date-picker-countdown-max",
        "date-picker-minute-interval",
        "navbar-consistent-per-orientation",
        "navbar-pushed-title-and-back",
        "navbar-root-title-only",
        "navbar-title-system-font",
        "navbar-translucent-vs-opaque-toolbar",
        "page-indicator-max-dots",
        "segmented-max-segments",
        "segmented-no-mixed-content",
        "segmented-segment-text-xor-image",
        "switch-in-grouped-table",
        "tab-bar-fixed-height",
        "table-cell-value-grouped",
        "table-cell-value-no-image",
        "table-plain-uniform-row-height",
        "text-field-single-line",
        "toolbar-consistent-per-orientation",
        "toolbar-translucent-vs-opaque-navbar",
        "toolbar-xor-tab-bar",
    ]

    @Test("an example's format is read from its first element")
    func exampleFormats() {
        #expect(RuleCoverage.Format(ofExample: "<screen name=\"A\"/>") == .description)
        #expect(RuleCoverage.Format(ofExample: "{ \"screen\": {} }") == .description)
        #expect(RuleCoverage.Format(ofExample: """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"/>
            """) == .interfaceBuilderDocument)
        #expect(RuleCoverage.Format(ofExample: """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10"/>
            """) == .interfaceBuilderArchive)
        #expect(RuleCoverage.Format(ofExample: Rule.Example(text: "<screen/>", language: .objc)) == .code)
    }

    @Test("interfaceBuilder reads as a reason for both formats or for the format named")
    func scopeReading() throws {
        func rule(_ line: String) throws -> Rule {
            try RuleFile.decode("""
                id: sample
                title: A sample
                severity: info
                summary: A sample.
                appliesTo: label
                checks:
                  - type: presence
                    message: "A label"
                citations:
                  - { section: "Labels", page: 1, quote: "A label." }
                \(line)
                examples:
                  passing: ["<screen name=\\"A\\"/>"]
                  failing: ["<screen name=\\"A\\">↓<label/></screen>"]
                """, file: "sample")
        }
        #expect(try rule("interfaceBuilder: Built in code.").interfaceBuilder
                == InterfaceBuilderScope(documentReason: "Built in code.", archiveReason: "Built in code."))
        #expect(try rule("interfaceBuilder: { archive: No segues. }").interfaceBuilder
                == InterfaceBuilderScope(documentReason: nil, archiveReason: "No segues."))
        #expect(try rule("").interfaceBuilder == InterfaceBuilderScope())
        #expect(throws: RuleFile.Failure.self) { try rule("interfaceBuilder: { storyboard: No. }") }
        #expect(throws: RuleFile.Failure.self) { try rule("interfaceBuilder: {}") }
    }

    @Test("a rule tested in a format does not also say it cannot apply there")
    func reasonsDoNotContradictExamples() {
        for rule in Self.rules {
            let formats = Set(rule.examples.failing.map(RuleCoverage.Format.init(ofExample:)))
            if formats.contains(.interfaceBuilderDocument) {
                #expect(rule.interfaceBuilder.documentReason == nil, "\(rule.id) has a document-format example and a reason it cannot apply there")
            }
            if formats.contains(.interfaceBuilderArchive) {
                #expect(rule.interfaceBuilder.archiveReason == nil, "\(rule.id) has an archive-format example and a reason it cannot apply there")
            }
        }
    }

    @Test("every rule is tested on descriptions")
    func everyRuleIsTestedOnDescriptions() {
        for rule in Self.rules {
            #expect(RuleCoverage(rule: rule).status(in: .description) == .tested, "\(rule.id)")
        }
    }

    @Test("the rules not yet tested on Interface Builder are exactly the known gaps")
    func gapsOnlyShrink() {
        let coverage = Self.rules.map(RuleCoverage.init(rule:))
        let document = Set(coverage.filter { $0.status(in: .interfaceBuilderDocument) == .untested }.map(\.ruleID))
        let archive = Set(coverage.filter { $0.status(in: .interfaceBuilderArchive) == .untested }.map(\.ruleID))
        #expect(document.subtracting(Self.documentFormatGaps).isEmpty,
                "give these rules a failing IB document example or an interfaceBuilder reason: \(document.subtracting(Self.documentFormatGaps).sorted())")
        #expect(Self.documentFormatGaps.subtracting(document).isEmpty,
                "these rules are covered now; take them out of documentFormatGaps: \(Self.documentFormatGaps.subtracting(document).sorted())")
        #expect(archive.subtracting(Self.archiveFormatGaps).isEmpty,
                "give these rules a failing IB archive example or an interfaceBuilder reason: \(archive.subtracting(Self.archiveFormatGaps).sorted())")
        #expect(Self.archiveFormatGaps.subtracting(archive).isEmpty,
                "these rules are covered now; take them out of archiveFormatGaps: \(Self.archiveFormatGaps.subtracting(archive).sorted())")
    }

    @Test("the formats table counts each status and says plainly what is not yet tested")
    func formatsTable() {
        let table = RuleCatalogDocument.formatSection([
            RuleCoverage(ruleID: "a", statuses: [.tested, .tested, .cannotApply("No segues."), .tested]),
            RuleCoverage(ruleID: "b", statuses: [.tested, .untested, .untested, .cannotApply("No bars in code.")]),
        ])
        #expect(table.contains("| IB document | 1 | 1 | 0 |"))
        #expect(table.contains("| IB archive | 0 | 1 | 1 |"))
        #expect(table.contains("| code | 1 | 0 | 1 |"))
        #expect(table.contains("| [`a`](#a) | tested | tested | cannot apply: No segues. | tested |"))
        #expect(table.contains("| [`b`](#b) | tested | **not yet tested** | **not yet tested** | cannot apply: No bars in code. |"))
    }
}
