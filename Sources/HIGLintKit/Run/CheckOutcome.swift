/// How a `CheckRun` ended: the exit status the command line exits with, and the run's totals.
public struct CheckOutcome: Sendable, Equatable {
    /// `ExitStatus.clean`, `.violations` or `.usageOrInputError` (a file could not be read).
    public var exitStatus: Int32
    public var summary: LintSummary

    init(exitStatus: Int32, summary: LintSummary) {
        self.exitStatus = exitStatus
        self.summary = summary
    }
}
