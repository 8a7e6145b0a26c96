/// Told by a `LintRun` how far it has got, as it goes: each file found and each file checked,
/// and when discovery has found them all. Called from the run's thread (found, finished) and
/// from the threads that check files (checked), so it must be thread-safe. A run without one
/// (`LintRun.progress` nil) pays nothing for it.
protocol LintProgress: AnyObject, Sendable {
    /// A file to check was found (one that the configuration includes).
    func fileFound()
    /// Every file to check has been found.
    func discoveryFinished()
    /// A file has been read and checked (or passed over, or could not be read), with what it
    /// found: its violations less the ones its own suppressions silence, and its read error. The
    /// findings of the whole run (cross-screen rules, unused suppressions) are not told.
    func fileChecked(findings: Int)
}
