/// A summary in GitHub-flavoured Markdown, for a pull-request comment or a job summary
/// (`$GITHUB_STEP_SUMMARY`): a heading, the counts by severity in one line, a table of counts
/// by rule, a table of the violations (at most `maxRows`, then how many were left out) and the
/// files that could not be read. A clean run says so.
///
/// Text from descriptions reaches the cells, so Markdown and HTML in it are escaped: a message
/// such as "<toolbar> cannot be a child of <screen>" must show, not vanish as a tag.
///
/// Only what the page shows is kept: the first `maxRows` rows, the counts by rule
/// and the files that could not be read.
struct MarkdownReporter: Reporter {
    /// Element paths are not part of this format.
    var showsElementPaths: Bool { false }

    /// Violation rows shown; a comment has a size limit (65536 characters on GitHub).
    var maxRows: Int

    private var rows = ""
    private var rowCount = 0
    private var rules: [String: RuleRow] = [:]
    private var errors = ""

    init(maxRows: Int = 200) { self.maxRows = maxRows }

    mutating func begin(context: ReportContext, to stream: ReportStream) {
        (rows, rowCount, rules, errors) = ("", 0, [:], "")
    }

    mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        Self.count(part.violations, into: &rules, context: context)
        for violation in part.violations where rowCount < maxRows {
            rowCount += 1
            rows += "| \(Self.code(violation.location.description)) | \(violation.severity.rawValue) | \(Self.code(violation.ruleID)) | \(Self.escape(violation.message)) |\n"
        }
        for error in part.errors {
            let place = [error.file, error.line.map(String.init), error.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
            errors += "- \(Self.code(place)): \(Self.escape(error.message))\n"
        }
    }

    func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        var out = "## \(HIGLint.name): \(Guidelines.document) (\(Guidelines.edition))\n\n"
        out += Self.escape(TextReporter.summary(summary)) + "\n"
        if summary.violations == 0 && errors.isEmpty {
            stream.write(out + "\nNo violations.\n")
            return
        }
        if summary.violations > 0 {
            out += "\n| rule | severity | count | title |\n|---|---|---:|---|\n"
            for row in Self.sorted(rules) {
                out += "| \(Self.code(row.id)) | \(row.severity.rawValue) | \(row.count) | \(Self.escape(row.title)) |\n"
            }
            out += "\n| location | severity | rule | message |\n|---|---|---|---|\n" + rows
            let left = summary.violations - rowCount
            if left > 0 {
                out += "\n\(left) more \(left == 1 ? "violation" : "violations") not shown; the text, JSON or SARIF report lists them all.\n"
            }
        }
        if !errors.isEmpty {
            out += "\n### Files that could not be read\n\n" + errors
        }
        stream.write(out)
    }

    struct RuleRow {
        var id: String
        var severity: Severity
        var count: Int
        var title: String
    }

    /// Counts findings by rule. A row's severity is its most severe finding's (a check may report
    /// below its rule's severity).
    static func count(_ violations: [Violation], into rows: inout [String: RuleRow], context: ReportContext) {
        guard !violations.isEmpty else { return }
        let titles = Dictionary(context.rules.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
        for violation in violations {
            let title = titles[violation.ruleID] ?? (violation.ruleID == SchemaCheck.ruleID ? "The description follows the higlint format" : "")
            var row = rows[violation.ruleID] ?? RuleRow(id: violation.ruleID, severity: violation.severity, count: 0, title: title)
            row.count += 1
            row.severity = max(row.severity, violation.severity)
            rows[violation.ruleID] = row
        }
    }

    /// Rules with findings: most severe first, then most frequent, then by id.
    static func sorted(_ rows: [String: RuleRow]) -> [RuleRow] {
        rows.values.sorted { ($1.severity, $1.count, $0.id) < ($0.severity, $0.count, $1.id) }
    }

    /// Inline text with Markdown's and HTML's special characters backslash-escaped, so it stays
    /// one table cell and shows as written. Line breaks and other control characters were made
    /// escapes first (`DisplayText`), whose backslash is escaped in turn: `\n` shows as `\n`.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in DisplayText.escaped(text).unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "#": out += "\\" + String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A code span. Backslashes do not escape inside one, so the fence is longer than any run of
    /// backticks in the text; `|` is still escaped, as GitHub's tables require even in code.
    /// Line breaks and other control characters show as `DisplayText` escapes.
    static func code(_ text: String) -> String {
        let content = DisplayText.escaped(text).replacingOccurrences(of: "|", with: "\\|")
        var longest = 0, run = 0
        for character in content { run = character == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: longest + 1)
        let pad = content.hasPrefix("`") || content.hasSuffix("`") ? " " : ""
        return fence + pad + content + pad + fence
    }
}
