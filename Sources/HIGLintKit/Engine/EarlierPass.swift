/// What one pass of `--fix` knows that the next pass may take as it is: the outcome of each file
/// and icon folder it checked, the Xcode projects and the code facts. A fix writes only
/// descriptions and Interface Builder files, so a file it did not write reads the same again, and
/// so do the projects and the code; the next pass checks again only the files written, and the
/// storyboards lent containers by another storyboard (a written one may lend them).
///
/// Kept because `--fix` on the corpus would otherwise check every file twice: the figure is the
/// `--fix` line of `Benchmarks/run` (a plain check against `--fix` on a copy of the corpus).
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
