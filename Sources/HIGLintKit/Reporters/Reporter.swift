/// Renders a run's result. Reporters know nothing of how rules check; they see the violations and,
/// for formats that describe rules too (SARIF), the rules that ran.
///
/// A run reports its result in parts (see `LintRun`); a reporter writes each part as it comes
/// and ends with the run's totals, so that a report of any size is written without the run
/// keeping it. Formats that group by file or give totals first (Checkstyle, JUnit, Markdown)
/// keep the parts and write at the end: `WholeResultReporter`.
public protocol Reporter {
    /// Writes what comes before the first part.
    mutating func begin(context: ReportContext, to stream: ReportStream)
    /// Writes one part of the result; parts come in report order.
    mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream)
    /// Writes what ends the report, with the totals of the whole run.
    mutating func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream)
    /// Whether the report shows violations' element paths (so that a run must write them).
    var showsElementPaths: Bool { get }
}

extension Reporter {
    public mutating func begin(context: ReportContext, to stream: ReportStream) {}

    public var showsElementPaths: Bool { true }

    /// The report of a whole result, as text.
    public func render(_ result: LintResult, context: ReportContext = ReportContext()) -> String {
        var reporter = self
        let stream = ReportStream()
        reporter.begin(context: context, to: stream)
        reporter.write(result, context: context, to: stream)
        reporter.end(LintSummary(result), context: context, to: stream)
        return stream.text
    }
}

/// A format that needs the whole result before it writes anything (it groups by file, or gives
/// totals first): it keeps the parts and renders them at the end.
public protocol WholeResultReporter: Reporter {
    /// The parts written so far.
    var collected: LintResult { get set }
    /// The report of a whole result.
    func renderWhole(_ result: LintResult, context: ReportContext) -> String
}

extension WholeResultReporter {
    public mutating func begin(context: ReportContext, to stream: ReportStream) {
        collected = LintResult()
    }

    public mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        collected.append(part)
    }

    public func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        var whole = collected
        whole.baselined = summary.baselined
        stream.write(renderWhole(whole, context: context))
    }
}

/// What a reporter may need besides the result.
public struct ReportContext: Sendable {
    /// The rules that ran, for formats that describe them.
    public var rules: [Rule]
    /// Whether warnings fail the run (`--strict`), for formats that record pass and fail.
    public var strict: Bool

    public init(rules: [Rule] = [], strict: Bool = false) {
        self.rules = rules
        self.strict = strict
    }
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, checkstyle, junit, github, markdown

    public func reporter(colors: Bool) -> any Reporter {
        switch self {
        case .text: return TextReporter(colors: colors)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        case .github: return GitHubReporter()
        case .markdown: return MarkdownReporter()
        }
    }
}
