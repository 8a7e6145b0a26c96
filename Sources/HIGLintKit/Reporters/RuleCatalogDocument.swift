import Yams

/// `docs/rules.md`: the rule catalogue as a document, generated from `Rules/` and
/// `docs/coverage.yml` by `higlint docs rules`, never edited by hand (a test keeps it current).
public enum RuleCatalogDocument {
    /// How one row of the catalogue of checkable guidelines is covered.
    public struct CoverageRow: Sendable, Equatable {
        var row: String
        /// The rule that covers it, or nil.
        var rule: String?
        /// Why no rule covers it, or how it is covered otherwise.
        var note: String?
    }

    struct CoverageError: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads `docs/coverage.yml`: `row-id: rule-id`, `row-id: { rule: rule-id, note: … }` or
    /// `row-id: { note: why no rule covers it }`, in the catalogue's order.
    public static func coverage(from yaml: String) throws -> [CoverageRow] {
        guard let node = try Yams.compose(yaml: yaml), let mapping = node.mapping else {
            throw CoverageError(description: "docs/coverage.yml must be a mapping of catalogue rows")
        }
        return try mapping.map { key, value in
            guard let row = key.string else { throw CoverageError(description: "a catalogue row id must be text") }
            if let rule = value.string { return CoverageRow(row: row, rule: rule, note: nil) }
            guard let entry = value.mapping else { throw CoverageError(description: "\(row): expected a rule id or { rule, note }") }
            for key in entry.keys where !["rule", "note"].contains(key.string ?? "") {
                throw CoverageError(description: "\(row): unknown key '\(key.string ?? "?")' (use rule and note)")
            }
            let rule = entry["rule"]?.string, note = entry["note"]?.string
            guard rule != nil || note != nil else { throw CoverageError(description: "\(row): give a rule or a note") }
            return CoverageRow(row: row, rule: rule, note: note)
        }
    }

    /// Chapters by the pages they span, for grouping rules by where their guideline stands. The
    /// titles of chapters 4 and 6 did not survive in the text; the bracketed ones describe them.
    static let chapters: [(pages: ClosedRange<Int>, title: String)] = [
        (15...29, "1 The iOS Platform"), (31...33, "2 Human Interface Principles"),
        (35...43, "3 Designing an iPhone Application"), (45...67, "4 [Handling Common Tasks]"),
        (71...74, "5 A Brief Tour of the Application User Interface"),
        (75...85, "6 [Status Bar, Navigation Bars, Toolbars and Tab Bars]"),
        (87...97, "7 Alerts, Action Sheets, and Modal Views"), (99...115, "8 Table Views, Text Views, and Web Views"),
        (117...131, "9 Application Controls"), (133...138, "10 System-Provided Buttons and Icons"),
        (139...150, "11 Creating Custom Icons and Images"),
    ]

    static func chapter(of rule: Rule) -> String {
        chapters.first { $0.pages.contains(rule.citation.page) }?.title ?? "Other"
    }

    public static func markdown(rules: [Rule], coverage: [CoverageRow]) -> String {
        var out = """
            # higlint rules

            Generated from `Rules/` and `docs/coverage.yml` by `higlint docs rules`; do not edit. Every rule cites
            the *\(Guidelines.document)* (\(Guidelines.edition)); `higlint explain RULE` shows the same on the
            command line, with its examples.

            """
        let byChapter = Dictionary(grouping: rules, by: chapter)
        let chapterOrder = chapters.map(\.title) + ["Other"]
        out += "\n## \(rules.count) rules\n\n| chapter | rules | on by default |\n|---|---|---|\n"
        for title in chapterOrder {
            guard let group = byChapter[title] else { continue }
            out += "| \(title) | \(group.count) | \(group.filter(\.enabledByDefault).count) |\n"
        }
        out += "\n| rule | severity | default | title | section | page |\n|---|---|---|---|---|---|\n"
        for rule in rules {
            out += "| [`\(rule.id)`](#\(rule.id)) | \(rule.severity.rawValue) | \(rule.enabledByDefault ? "on" : "off") | \(cell(rule.title)) | \(cell(rule.citation.section)) | \(rule.citation.page) |\n"
        }
        for title in chapterOrder {
            guard let group = byChapter[title] else { continue }
            out += "\n## Chapter \(title)\n"
            for rule in group { out += "\n" + section(for: rule) }
        }
        out += formatSection(rules.map(RuleCoverage.init(rule:)))
        out += coverageSection(coverage, rules: rules)
        return out
    }

    private static func section(for rule: Rule) -> String {
        var out = "### \(rule.id)\n\n**\(rule.title)** — \(rule.severity.rawValue)\(rule.enabledByDefault ? "" : ", off by default")\n\n"
        for citation in rule.citations {
            out += "> \(citation.quote)\n>\n> — \(citation.section), p. \(citation.page)\n\n"
        }
        out += rule.summary + "\n\n"
        if !rule.parameters.isEmpty {
            out += "Parameters, settable in `.higlint.yml`: " + rule.parameters.map { "`\($0.name)` (default \($0.defaultValue))" }.joined(separator: ", ") + ".\n\n"
        }
        out += "Applies to: \(rule.appliesTo.summary).\n\n"
        for check in rule.checks {
            var line = "- `\(type(of: check.primitive).typeName)`"
            if let appliesTo = check.appliesTo { line += " on \(appliesTo.summary)" }
            if let severity = check.severity { line += " (\(severity.rawValue))" }
            let parameters = check.primitive.parameterSummary.map { "\($0.name): \($0.value)" }
            if !parameters.isEmpty { line += " — " + parameters.joined(separator: "; ") }
            out += line + "\n  - message: \"\(check.message.text)\"\n"
            for (variant, message) in check.messageByVariant { out += "  - message (\(variant)): \"\(message.text)\"\n" }
            if let message = check.interfaceBuilderMessage { out += "  - message (Interface Builder): \"\(message.text)\"\n" }
        }
        if let failing = rule.examples.failing.first(where: { $0.language == nil })?.text {
            out += "\nFails (`↓` marks the element at fault):\n\n```\(RuleExamples.syntax(of: failing) == .json ? "json" : "xml")\n\(failing.trimmingCharacters(in: .newlines))\n```\n"
        }
        if let passing = rule.examples.passing.first(where: { $0.language == nil })?.text {
            out += "\nPasses:\n\n```\(RuleExamples.syntax(of: passing) == .json ? "json" : "xml")\n\(passing.trimmingCharacters(in: .newlines))\n```\n"
        }
        return out
    }

    /// The table of formats: for each rule and input format, whether an example in that format
    /// tests it, or why it cannot apply there, or that it is not yet tested (a gap, said plainly).
    static func formatSection(_ rows: [RuleCoverage]) -> String {
        var out = "\n## Formats each rule is tested on\n\n"
        out += "A rule is *tested* in a format when one of its failing examples is written in it (the rule example tests run "
        out += "every example); *cannot apply* gives the reason its rule file states (`interfaceBuilder`, `code`) or, for code, "
        out += "that the rule's subject is none of the alerts, action sheets and buttons code gives; *not yet tested* is a "
        out += "rule whose subject exists in the format but which no example there shows firing.\n\n"
        out += "| format | tested | not yet tested | cannot apply |\n|---|---|---|---|\n"
        for format in RuleCoverage.Format.allCases {
            let statuses = rows.map { $0.status(in: format) }
            let cannot = statuses.filter { if case .cannotApply = $0 { true } else { false } }.count
            out += "| \(format.rawValue) | \(statuses.filter { $0 == .tested }.count) | \(statuses.filter { $0 == .untested }.count) | \(cannot) |\n"
        }
        out += "\n| rule | " + RuleCoverage.Format.allCases.map(\.rawValue).joined(separator: " | ") + " |\n"
        out += "|---|" + String(repeating: "---|", count: RuleCoverage.Format.allCases.count) + "\n"
        for row in rows {
            let cells = row.statuses.map { status -> String in
                switch status {
                case .tested: "tested"
                case .untested: "**not yet tested**"
                case .cannotApply(let reason): "cannot apply: " + cell(reason)
                }
            }
            out += "| [`\(row.ruleID)`](#\(row.ruleID)) | " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }

    private static func coverageSection(_ coverage: [CoverageRow], rules: [Rule]) -> String {
        let covered = coverage.filter { $0.rule != nil }.count
        var out = "\n## Coverage of the catalogue of checkable guidelines\n\n"
        out += "Each row of the catalogue, and the rule that covers it or why none does (\(covered) of \(coverage.count) rows covered).\n\n"
        out += "| catalogue row | rule | note |\n|---|---|---|\n"
        for row in coverage {
            out += "| `\(row.row)` | \(row.rule.map { "[`\($0)`](#\($0))" } ?? "—") | \(cell(row.note ?? "")) |\n"
        }
        return out
    }

    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
