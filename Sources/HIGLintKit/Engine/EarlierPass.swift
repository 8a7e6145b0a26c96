/// What one pass of `--fix` knows that the next pass may take as it is: the outcome of each file
/// and icon folder it checked, the Xcode projects and the code facts. A fix writes only
/// descriptions and Interface Builder files, so a file it did not write reads the same again, and
/// so do the projects and the code; the next pass checks again only the files written, and the
/// storyboards lent containers by another storyboard (a written one may lend them).
///
/// Kept because `--fix` would otherwise check every file twice: on a copy of the corpus, `--fix`
/// took 1.99x a plain check before and 1.01x after (release builds, medians of 5 runs in turn; the
/// `--fix` line of `Benchmarks/run`).
struct EarlierPass: Sendable {
    /// By the path a file was found at (`FileDiscovery.Candidate.path`).
    var files: [String: LintRun.FileOutcome] = [:]
    /// By the path an icon folder was found at.
    var folders: [String: LintRun.FileOutcome] = [:]
    var projects: (projects: ShippingProjects, errors: [FileError])?
    var codeFacts: CodeTextFacts?

    /// Forgets the outcomes of the files at `written` (paths as found), which the fix changed.
    mutating func forget(_ written: some Sequence<String>) {
        for path in written { files[path] = nil }
    }
}
