import Foundation

/// `check --staged --fix`: the pre-commit hook's documented way to fix. What is staged is checked,
/// as always; the fixes of its findings are made in the working tree, never in git's index, and
/// the commit is refused so that the user reviews the fixes and stages them. A file whose working
/// tree copy differs from what is staged is not fixed: the fixes' places are the staged bytes'.
extension CheckRun {
    /// Makes the fixes of a staged run's findings in the working tree (or, with `--fix-dry-run`,
    /// prints them), one pass. Returns how many findings were fixed in files written.
    func fixInWorkingTree(_ result: LintResult, repositoryRoot: String, configurations: NestedConfigurations,
                          rootPaths: RootRelativePaths) -> Int {
        let judged = ConfigurationFilters(configurations: configurations, workingDirectory: repositoryRoot)
        var unused: [Violation] = []
        var fixable = judged.applyIgnoreLists(to: result.violations, coverage: .none, unusedInShard: &unused)
        let files = Set(fixable.filter { $0.fix != nil }.map(\.location.file))
        guard !files.isEmpty else {
            if !options.fixDryRun { output.standardError("higlint: fixed 0 findings in 0 files\n") }
            return 0
        }
        let differing: Set<String>
        do {
            differing = try StagedFiles.differingFromIndex(files.sorted(), repositoryRoot: URL(fileURLWithPath: repositoryRoot))
        } catch {
            output.standardError("higlint: warning: no fix made: cannot compare the working tree with what is staged: \(DisplayText.escaped("\(error)"))\n")
            return 0
        }
        for file in differing.sorted() {
            output.standardError("higlint: warning: \(DisplayText.escaped(file)) is not fixed: its working tree copy differs from what is staged; stage it and run again, or fix it by hand\n")
        }
        fixable.removeAll { differing.contains($0.location.file) }
        let plan = FixPlan(fixable, allowsUnsafe: options.fix == .unsafe, workingDirectory: repositoryRoot)
        if options.fixDryRun {
            printDiff(of: plan, rootPaths: rootPaths)
            return 0
        }
        let written = write(plan, workingDirectory: repositoryRoot)
        let count = plan.files.filter { written.contains($0.file) }.reduce(0) { $0 + $1.edits.count }
        output.standardError("higlint: fixed \(count) \(count == 1 ? "finding" : "findings") in \(written.count) \(written.count == 1 ? "file" : "files") of the working tree\n")
        if plan.deferred > 0 {
            output.standardError("higlint: \(plan.deferred) more \(plan.deferred == 1 ? "fix changes" : "fixes change") bytes another fix changes; run again once these are staged\n")
        }
        if count > 0 {
            output.standardError("higlint: what is staged is unchanged, so the commit is refused: review the fixes, stage them (git add), and commit again\n")
        }
        return count
    }
}
