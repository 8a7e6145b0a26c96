/// Renders a run's result. Reporters know nothing of rules beyond what a violation carries.
public protocol Reporter {
    func render(_ result: LintResult) -> String
}

/// The output formats `--format` accepts.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json

    public func reporter(colors: Bool) -> any Reporter {
        switch self {
        case .text: return TextReporter(colors: colors)
        case .json: return JSONReporter()
        }
    }
}
