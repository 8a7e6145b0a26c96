import Foundation

/// Renders a run's result. Reporters know nothing of how rules check; they see the violations and,
/// for formats that describe rules too (SARIF), the rules that ran.
///
/// A run reports its result in parts (see `LintRun`), in report order: files in path order, each
/// file's findings in one part (`ReportOrder`). A reporter writes each part as it comes and ends
/// with the run's totals, so that a report of any size is written without the run keeping it;
/// formats that give totals first set the parts' text aside on disk (`Spool`) and place it at
/// the end, unless the run tells them the totals first (`foresee`). Memory does not grow with
/// the number of findings.
public protocol Reporter {
    /// Writes what comes before the first part.
    mutating func begin(context: ReportContext, to stream: ReportStream)
    /// Told the run's totals and errors before the first part, when the run knows them then (a
    /// check filters every part before it writes any): a format that writes them ahead of its
    /// findings may then write the findings straight to its stream rather than set them aside.
    /// `end` is then given the same totals.
    mutating func foresee(_ summary: LintSummary, errors: [FileError], context: ReportContext)
    /// Writes one part of the result; parts come in report order.
    mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream)
    /// Writes what ends the report, with the totals of the whole run.
    mutating func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream)
    /// Whether the report shows violations' element paths (so that a run must write them).
    var showsElementPaths: Bool { get }
    /// Whether the report draws the screens (so that a run keeps them: `LintResult.screens`).
    var drawsScreens: Bool { get }
}

extension Reporter {
    public mutating func begin(context: ReportContext, to stream: ReportStream) {}

    public mutating func foresee(_ summary: LintSummary, errors: [FileError], context: ReportContext) {}

    public var showsElementPaths: Bool { true }

    public var drawsScreens: Bool { false }

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

/// What a reporter may need besides the result.
public struct ReportContext: Sendable {
    /// The rules that ran, for formats that describe them.
    public var rules: [Rule]
    /// Whether warnings fail the run (`--strict`), for formats that record pass and fail.
    public var strict: Bool
    /// The shard of the files this run checked (`--shard`): the JSON report then lists them, so
    /// that the shards' reports merge into the report of one run.
    public var shard: Shard?
    /// How many threads may write a part's findings at once (`--jobs`).
    public var jobs: Int
    /// Whether the HTML report draws the screens without findings too.
    var drawsCleanScreens = false
    /// Where the paths of findings start, for formats that read files again (HTML draws them).
    public var workingDirectory = FileManager.default.currentDirectoryPath
    /// The kinds `custom_classes` gives views of custom classes, for formats that read files
    /// again: they then see a file as its check did.
    var customClasses: [String: String] = [:]

    public init(rules: [Rule] = [], strict: Bool = false, shard: Shard? = nil, jobs: Int = 1) {
        self.rules = rules
        self.strict = strict
        self.shard = shard
        self.jobs = jobs
    }
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, checkstyle, junit, github, markdown, html

    public func reporter(colors: Bool) -> any Reporter {
        switch self {
        case .text: return TextReporter(colors: colors)
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        case .github: return GitHubReporter()
        case .markdown: return MarkdownReporter()
        case .html: return HTMLReporter()
        }
    }
}
