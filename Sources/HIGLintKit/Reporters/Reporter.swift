import Foundation

/// Renders a run's result. Reporters know nothing of how rules check; they see the violations and,
/// for formats that describe rules too (SARIF), the rules that ran.
///
/// A reporter is given a run's whole result, in report order (`LintRun.run`), then its totals:
/// `begin`, `write`, `end`. Formats that give totals first and learn them only as they write (the
/// JUnit counts, the HTML page's screens drawn) set their text aside on disk (`Spool`) and place
/// it at the end.
public protocol Reporter {
    /// Writes what comes before the result.
    mutating func begin(context: ReportContext, to stream: ReportStream)
    /// Writes the result (or, for a test, one part of it after another, in report order).
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
    /// With `shard`, what makes the run one (`ShardRun`), which the shard's JSON report records.
    var shardRun: ShardRun?
    /// In a shard's report: the `ignore:` entries that silenced nothing in the shard, which
    /// `merge` reports unused when no shard used them (as the single run would).
    var unusedIgnoreEntriesOfShard: [Violation] = []
    /// How many threads may write a part's findings at once (`--jobs`).
    public var jobs: Int
    /// Whether the HTML report draws the screens without findings too.
    var drawsCleanScreens = false
    /// Where the paths of findings start, for formats that read files again (HTML draws them):
    /// the project root for a result of root-relative paths (`RootRelativePaths`); by default the
    /// process's own working directory, which the system resolves a relative path against.
    public var workingDirectory = "."
    /// The folder the paths of findings are relative to, for formats that say so (SARIF's
    /// `originalUriBaseIds`); nil when the paths are as the user typed them.
    var projectRoot: ProjectRoot?
    /// The kinds `custom_classes` gives views of custom classes, for formats that read files
    /// again: they then see a file as its check did.
    var customClasses: [String: String] = [:]
    /// The kinds of each file's own configuration, by the file as findings name it, where files
    /// are judged under different configurations (a merge); a file not here takes `customClasses`.
    var customClassesByFile: [String: [String: String]] = [:]

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
