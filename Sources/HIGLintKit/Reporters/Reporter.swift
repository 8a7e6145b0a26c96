/// Renders a run's result. Reporters know nothing of how rules check; they see the violations and,
/// for formats that describe rules too (SARIF), the rules that ran.
public protocol Reporter {
    func render(_ result: LintResult, context: ReportContext) -> String
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
