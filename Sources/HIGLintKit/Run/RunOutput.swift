import Foundation

/// Where a `CheckRun` writes besides the report files: standard error (messages, the summary when
/// no report goes to standard output, errors when every report goes to a file), standard output
/// (the report without a file) and the progress line. A test or a front end gives its own.
public struct RunOutput {
    /// Writes text, newlines included, on standard error.
    var standardError: (String) -> Void
    /// The stream of the report that goes to standard output; asked for once a run, and only
    /// when such a report is asked for.
    var standardOutput: () -> ReportStream
    /// Whether a text report on standard output is coloured under `--color auto`.
    var colorsStandardOutput: Bool
    /// The line that tells how far a run has got, when there is a terminal to show it on.
    var progress: ProgressLine?

    public init(standardError: @escaping (String) -> Void, standardOutput: @escaping () -> ReportStream = { ReportStream() },
                colorsStandardOutput: Bool = false, progress: ProgressLine? = nil) {
        self.standardError = standardError
        self.standardOutput = standardOutput
        self.colorsStandardOutput = colorsStandardOutput
        self.progress = progress
    }

    /// The process's own standard output and standard error: colours when standard output is a
    /// terminal and NO_COLOR is unset; with `progress`, a progress line when standard error is a
    /// terminal outside CI (see `ProgressLine.shouldShow`).
    static func process(progress: Bool) -> RunOutput {
        let environment = ProcessInfo.processInfo.environment
        let write: @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
        var line: ProgressLine?
        if progress && ProgressLine.shouldShow(isTerminal: isatty(STDERR_FILENO) == 1, environment: environment) {
            line = ProgressLine(write: write, width: terminalWidth(STDERR_FILENO))
        }
        return RunOutput(standardError: write, standardOutput: { .standardOutput },
                         colorsStandardOutput: isatty(STDOUT_FILENO) == 1 && environment["NO_COLOR"].map(\.isEmpty) ?? true,
                         progress: line)
    }

    /// The number of columns of the terminal `descriptor` is, if it says.
    static func terminalWidth(_ descriptor: Int32) -> Int? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }
}
