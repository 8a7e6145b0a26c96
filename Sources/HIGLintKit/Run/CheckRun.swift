import Foundation

/// One `higlint check`: loads the configuration, decides which rules run, checks the paths (or
/// the files staged in git), leaves out what the ignore list and the baseline hold, writes every
/// report once the run's result is known, records a baseline if asked, and says how it ended. The
/// command line maps its arguments to `CheckOptions` and renders the `HigLintError` this throws;
/// the pre-commit hook, tests and other front ends drive it the same way.
public struct CheckRun {
    var options: CheckOptions
    var output: RunOutput
    /// The built-in rules; nil: the catalogue the binary carries.
    var builtIn: RuleCatalog?

    public init(options: CheckOptions, output: RunOutput? = nil, builtIn: RuleCatalog? = nil) {
        self.options = options
        self.output = output ?? .process(progress: options.progress)
        self.builtIn = builtIn
    }

    /// Runs the check. Violations are no error: they are in the reports and the outcome's exit
    /// status. Throws when the run cannot be made or finished: an option misused, a configuration
    /// or baseline that cannot be read, a report or baseline that cannot be written, or nothing to
    /// check in the paths.
    public func run() throws(HigLintError) -> CheckOutcome {
        let builtIn: RuleCatalog
        if let given = self.builtIn {
            builtIn = given
        } else {
            do {
                builtIn = try RuleCatalog.builtIn()
            } catch {
                throw HigLintError("higlint: the built-in rules are broken: \(error)")
            }
        }
        // With --fix-dry-run, standard output holds the diff alone (for `git apply`); reports go to files.
        let requests = try reportRequests().filter { !options.fixDryRun || $0.path != nil }
        if (options.fix != nil || options.fixDryRun) && options.shard != nil {
            throw .usage("--fix repairs the files of the whole run; --shard checks part of them")
        }
        // The configurations each file is judged under; the project root's (or the one --config names)
        // is read now, so that its mistakes stop the run before any file is checked.
        let configurations = try nestedConfigurations(builtIn: builtIn)
        configurations.commandLineEnabled = options.enabledRules
        configurations.commandLineDisabled = options.disabledRules
        // Paths are written only when a report or a baseline needs them (or a chain's ignore entries).
        configurations.writesElementPaths = options.baseline != nil || options.writeBaseline != nil
            || requests.contains { $0.format.reporter(colors: false).showsElementPaths }
        let workingDirectory = options.staged
            ? (StagedFiles.repositoryRoot(of: URL(fileURLWithPath: options.workingDirectory))?.path ?? options.workingDirectory)
            : options.workingDirectory
        // Every report but the text one, the baseline and a shard name files relative to it.
        let root = ProjectRoot.find(paths: options.staged ? [] : options.paths, workingDirectory: workingDirectory)
        // The project's own configuration (its root folder's), never the working directory's: the
        // rules that compare screens take its settings, and a finding of no file takes its own.
        guard let hereChain = configurations.chain(forFolder: URL(fileURLWithPath: root.path)) else {
            throw HigLintError(configurations.failures.map { "\($0)" }.joined(separator: "\n"))
        }
        let here = configurations.chain(at: hereChain)
        // The project's, then for each file (`judged under …`): a file may be judged under others.
        if options.verbose && options.configPath == nil {
            output.standardError(here.layers.isEmpty
                ? "higlint: no \(Configuration.fileName) at the project root or above it, up to the repository's root: the default rules run where no nearer configuration says otherwise\n"
                : "higlint: configuration: \(here.name)\n")
        }
        let linter: Linter
        do {
            linter = try configurations.linter(forChain: hereChain)
        } catch {
            throw HigLintError("higlint: \(error)")
        }
        // The findings higlint reports itself (schema, unused-suppression, baseline-fixed) are always
        // on; --disable (or disabled_rules) silences them, and --enable undoes that. A rule named that
        // is neither built in nor higlint's own may be a project's (`rules_paths`) in a configuration
        // some file is judged under: it is looked for there once the files are found.
        let builtInIDs = Set(builtIn.rules.map(\.id)).union(BuiltInFindings.ids)
        let namedElsewhere = (options.enabledRules + options.disabledRules).filter { !builtInIDs.contains($0) }
        func silenced(in chain: ConfigurationChain) -> Set<String> {
            BuiltInFindings.ids.intersection(options.disabledRules + chain.disabledRules).subtracting(options.enabledRules)
        }
        // The baseline is written at the run's end: a path that may not be written is refused now,
        // before any report is.
        if let writeBaseline = options.writeBaseline, let refusal = AtomicFile.refusal(writeBaseline, workingDirectory: options.workingDirectory) {
            throw HigLintError("higlint: \(refusal)")
        }
        guard options.jobs >= 1 else { throw .usage("--jobs must be at least 1") }
        var run = LintRun(linter: linter, limits: ReaderLimits(maxFileSize: options.maxFileSize), jobs: options.jobs)
        run.configurations = configurations
        run.customClasses = here.customClasses
        run.shard = options.shard
        run.isPartial = options.shard != nil || options.staged || !namedPathsAreFolders
        if requests.contains(where: { $0.format.reporter(colors: false).drawsScreens }) {
            run.keepsScreens = options.drawCleanScreens ? .all : .withFindings
        }
        if options.shard != nil && options.staged { throw .usage("--shard splits the files of PATHs; --staged checks what git has staged") }
        let progress = output.progress
        run.progress = progress
        // A pass of --fix checks again only what it changed.
        run.keepsPass = options.fix != nil
        // What is left out after the check is known only once it is reported: the line then tells files alone.
        progress?.showsFindings = options.baseline == nil && here.baseline == nil && !here.layers.contains { !$0.ignore.isEmpty }
            && silenced(in: here).isEmpty
        let rootPaths = RootRelativePaths(root: root, workingDirectory: workingDirectory)
        if options.shard != nil {
            // A folder's path without its `/`, as `Shard` takes folders.
            run.shardPath = { path in
                let relative = rootPaths.relative(path)
                return relative == "./" ? "." : relative.hasSuffix("/") ? String(relative.dropLast()) : relative
            }
        }
        if options.verbose {
            output.standardError("higlint: project root: \(SystemPath.display(root.path)) (\(root.reason.description)); reports name files relative to it\n")
        }
        var matcher: Baseline.Matcher?
        var baselineKeys: [String]?
        if let baseline = options.baseline {
            do {
                // Its entries name files only inside the projects of the paths checked.
                let projects = (options.paths.isEmpty ? ["."] : options.paths).map { ProjectBoundary.of($0, workingDirectory: options.workingDirectory) }
                let loaded = try Baseline.load(baseline, workingDirectory: options.workingDirectory, paths: rootPaths, projects: projects)
                baselineKeys = loaded.violations.map(\.key).sorted()
                matcher = Baseline.Matcher(loaded)
            } catch {
                throw HigLintError("\(error)")
            }
        } else if options.strictBaseline && here.baseline == nil {
            throw .usage("--strict-baseline needs --baseline FILE (or baseline: in the configuration)")
        }
        if options.staged && options.paths != ["."] {
            throw .usage("--staged checks the files staged in git and takes no paths")
        }

        // The reports' files are opened before the run, so that one that cannot be written is
        // refused before any file is checked.
        // Whether the reports that say so (JUnit) fail on warnings: --strict, or the project root's
        // configuration's strict: true, wherever the run started.
        var context = ReportContext(rules: linter.enabledRules, strict: options.strict || here.strict == true)
        context.shard = options.shard
        context.jobs = options.jobs
        context.workingDirectory = options.workingDirectory
        context.drawsCleanScreens = options.drawCleanScreens
        context.customClasses = run.customClasses
        // The text report names files as the user typed them; every other, relative to the root.
        var rootedContext = context
        rootedContext.workingDirectory = root.path
        rootedContext.projectRoot = root
        var reports: [(reporter: any Reporter, stream: ReportStream, typedPaths: Bool)] = []
        for request in requests {
            do {
                let stream = try request.path.map { try ReportStream.file($0, workingDirectory: options.workingDirectory) } ?? output.standardOutput()
                var reporter = request.format.reporter(colors: request.path == nil && colors)
                let typedPaths = request.format == .text
                reporter.begin(context: typedPaths ? context : rootedContext, to: stream)
                reports.append((reporter, stream, typedPaths))
            } catch {
                throw HigLintError("higlint: \(error)")
            }
        }

        var result: LintResult
        // Findings of a staged run fixed in the working tree: the commit is refused so that the
        // fixes are reviewed and staged.
        var fixedInWorkingTree = 0
        if options.staged {
            do {
                result = try run.runStaged(in: URL(fileURLWithPath: options.workingDirectory))
            } catch {
                progress?.finish()
                throw HigLintError("higlint: \(error)")
            }
            // The fixes go to the working tree; what is staged, and so the reports, stay as they are.
            if options.fix != nil || options.fixDryRun {
                fixedInWorkingTree = fixInWorkingTree(result, repositoryRoot: workingDirectory, configurations: configurations, rootPaths: rootPaths)
            }
        } else {
            result = run.run(paths: options.paths, workingDirectory: options.workingDirectory,
                             passOverNonDescriptions: options.passOverNonDescriptions)
            if options.fix != nil || options.fixDryRun {
                result = fixed(result, run: run, configurations: configurations, workingDirectory: workingDirectory, rootPaths: rootPaths)
            }
            // The reports that carry fixes show each as the change of its file's bytes; the text
            // report marks the findings a fix can be made for, and the summary counts them.
            if requests.contains(where: { $0.format == .json || $0.format == .sarif || $0.format == .text }) || !requests.contains(where: { $0.path == nil }) {
                result.violations = FixPlan.withEdits(result.violations, workingDirectory: options.workingDirectory)
            }
        }
        progress?.finish()
        if !namedElsewhere.isEmpty {
            try checkRulesNamed(namedElsewhere, known: builtInIDs, configurations: configurations, result: result, workingDirectory: workingDirectory)
        }

        var reported = result
        // The configurations that could not be read, each at its place; their files were not checked.
        reported.errors += configurations.failures.map { FileError(file: $0.file, line: $0.line, column: $0.column, message: $0.message) }
        reported.errors.sort(by: FileError.reportOrder)
        // What the ignore lists, the baselines and --disable leave out, each file by its own configuration.
        let judged = ConfigurationFilters(configurations: configurations, workingDirectory: workingDirectory)
        // The rules that ran on some file, for the reports that describe them.
        context.rules = ranRules(configurations, used: Self.usedChains(result, configurations: configurations, workingDirectory: workingDirectory), first: linter)
        rootedContext.rules = context.rules
        let coverage = options.staged || options.shard != nil ? RunCoverage.none
            : RunCoverage(paths: options.paths, filesChecked: result.filesChecked, workingDirectory: options.workingDirectory)
        var unusedInShard: [Violation] = []
        reported.violations = judged.applyIgnoreLists(to: reported.violations, coverage: coverage, unusedInShard: &unusedInShard)
        if options.shard != nil {
            // The configurations of every file of the run, in every shard (those of the working
            // directory only when files are judged under them): a nested one edited between
            // shards makes another run.
            let runChains = ShardRun.runFiles(result.everyFile).compactMap { judged.chain(ofFile: $0) }
            let configurationFiles = ShardRun.configurationFiles(runChains.flatMap(\.layers), rootPaths: rootPaths)
            rootedContext.shardRun = ShardRun(
                configuration: ShardRun.configurationDigest(
                    rules: context.rules, strict: context.strict, silenced: silenced(in: ConfigurationChain()),
                    baselineKeys: baselineKeys, strictBaseline: options.strictBaseline, configurationFiles: configurationFiles),
                files: ShardRun.filesDigest(result.everyFile.map { rootPaths.relative($0) }),
                configurationFiles: configurationFiles, strictOption: options.strict)
            var unused = LintResult()
            unused.violations = unusedInShard
            rootedContext.unusedIgnoreEntriesOfShard = rootPaths.relative(unused).result.violations
        }
        // From here on, files are named relative to the project root; `typedFile` gives back the
        // path as typed, by which each file's configuration is found.
        let rooted = rootPaths.relative(reported)
        reported = rooted.result
        let typed = rooted.typed
        let typedFile = { (file: String) in rootPaths.shown(file, typed: typed) }
        do {
            let outcome = try judged.applyBaselines(to: reported.violations, given: options.baseline == nil ? nil : matcher,
                                                    usesConfigured: options.writeBaseline == nil, strictBaseline: options.strictBaseline,
                                                    paths: options.paths, rootPaths: rootPaths, typedFile: typedFile)
            reported.violations = outcome.violations
            reported.baselined = outcome.baselined
        } catch {
            throw HigLintError("\(error)")
        }
        // A partial run cannot know that an entry of a file it did not check is fixed: a shard reports
        // the entries of its own part (a file gone included, as the split is by folder), so that the
        // shards merge into the single run; the hook and named files, those of the files checked.
        if options.strictBaseline && run.isPartial {
            let checked = Set(result.filesChecked.map { rootPaths.relative($0) })
            reported.violations.removeAll { violation in
                violation.ruleID == Baseline.ruleIDFixed
                    && !(options.shard.map { $0.contains(violation.location.file) } ?? checked.contains(violation.location.file))
            }
        }
        // --disable (or a configuration's disabled_rules) silences higlint's own findings, those of the baselines too.
        reported.violations.removeAll { violation in
            BuiltInFindings.ids.contains(violation.ruleID)
                && (judged.chain(ofFile: typedFile(violation.location.file)).map { silenced(in: $0) } ?? silenced(in: here)).contains(violation.ruleID)
        }
        // A warning fails the run under --strict, or where its file's configuration says strict: true.
        let warningsFail = options.strict || judged.anyStrict && reported.violations.contains { violation in
            violation.severity == .warning && (judged.chain(ofFile: typedFile(violation.location.file))?.strict ?? here.strict) == true
        }
        let summary = LintSummary(reported)
        if options.verbose {
            for note in reported.notes { output.standardError("\(DisplayText.escaped(note))\n") }
        }
        let toStandardOutput = requests.contains { $0.path == nil }
        let shown = requests.contains { $0.format == .text } || !toStandardOutput ? rootPaths.shown(reported, typed: typed) : reported
        // Errors still reach the terminal when every report goes to a file.
        if !toStandardOutput {
            for error in shown.errors {
                output.standardError("\(TextReporter.place(error)): error: \(DisplayText.escaped(error.message))\n")
            }
        }
        for index in reports.indices {
            let typedPaths = reports[index].typedPaths
            reports[index].reporter.write(typedPaths ? shown : reported, context: typedPaths ? context : rootedContext, to: reports[index].stream)
            reports[index].reporter.end(summary, context: typedPaths ? context : rootedContext, to: reports[index].stream)
        }

        if let writeBaseline = options.writeBaseline {
            do {
                try Baseline(reported.violations).write(to: writeBaseline, workingDirectory: options.workingDirectory)
            } catch {
                throw HigLintError("higlint: cannot write \(writeBaseline): \(error)")
            }
        }
        for report in reports {
            do {
                try report.stream.finish()
            } catch {
                throw HigLintError("higlint: \(error)")
            }
        }
        // With every report in a file, the terminal still learns how the run went.
        if !toStandardOutput {
            output.standardError("\(TextReporter.summary(summary))\n")
        }
        // Files not read for want of the Swift reader: said once, whatever the reports.
        for line in FileNotRead.summary(of: result.filesNotRead) {
            output.standardError("higlint: warning: \(DisplayText.escaped(line))\n")
        }
        // Paths that hold nothing higlint reads are a mistake (a wrong folder, a misnamed file), not
        // a clean run; a hook, which passes over what is not for higlint, may well find nothing.
        // A shard may well have no files of its own.
        if summary.filesChecked == 0 && summary.errors == 0 && summary.filesNotRead == 0 && !options.staged && !options.passOverNonDescriptions && options.shard == nil {
            let passedOver = summary.filesPassedOver == 0 || options.verbose ? ""
                : " (\(summary.filesPassedOver) \(summary.filesPassedOver == 1 ? "file" : "files") passed over; --verbose says why)"
            throw HigLintError("higlint: nothing to check: no storyboard, xib, screen or app description, or asset catalog set in \(options.paths.map { DisplayText.escaped($0) }.joined(separator: ", "))\(passedOver)")
        }
        // A run that writes the baseline accepts today's violations.
        var status = options.writeBaseline != nil && summary.errors == 0 ? ExitStatus.clean : Self.exitStatus(for: summary, strict: warningsFail)
        if fixedInWorkingTree > 0 && status == ExitStatus.clean { status = ExitStatus.violations }
        return CheckOutcome(exitStatus: status, summary: summary)
    }

    /// The run's findings once their fixes are made (`--fix`, `--fix-unsafe`): the fixes of the
    /// findings the ignore lists leave are written, and the files checked again, until no fix is
    /// left or ten passes are made (two fixes of the same bytes are made in turn, as ESLint does).
    /// With `--fix-dry-run`, the first pass's edits are printed as a unified diff instead, and the
    /// findings returned as they are.
    func fixed(_ first: LintResult, run: LintRun, configurations: NestedConfigurations, workingDirectory: String,
               rootPaths: RootRelativePaths) -> LintResult {
        let judged = ConfigurationFilters(configurations: configurations, workingDirectory: workingDirectory)
        let allowsUnsafe = options.fix == .unsafe
        var result = first
        var fixedCount = 0
        var fixedFiles = Set<String>()
        let maximumPasses = 10
        var notMade = 0
        for pass in 1...maximumPasses {
            let coverage = RunCoverage(paths: options.paths, filesChecked: result.filesChecked, workingDirectory: options.workingDirectory)
            var unused: [Violation] = []
            let fixable = judged.applyIgnoreLists(to: result.violations, coverage: coverage, unusedInShard: &unused)
            let plan = FixPlan(fixable, allowsUnsafe: allowsUnsafe, workingDirectory: options.workingDirectory)
            notMade = plan.notMade
            if options.fixDryRun {
                printDiff(of: plan, rootPaths: rootPaths)
                if plan.deferred > 0 {
                    output.standardError("higlint: \(plan.deferred) more \(plan.deferred == 1 ? "fix changes" : "fixes change") bytes another fix changes; --fix makes them in a later pass\n")
                }
                break
            }
            if plan.isEmpty { break }
            let written = write(plan, workingDirectory: options.workingDirectory)
            fixedCount += plan.files.filter { written.contains($0.file) }.reduce(0) { $0 + $1.edits.count }
            fixedFiles.formUnion(written)
            if written.isEmpty { break }
            var earlier = result.pass
            earlier?.forget(written)
            result = run.run(paths: options.paths, workingDirectory: options.workingDirectory,
                             passOverNonDescriptions: options.passOverNonDescriptions, earlier: earlier)
            if pass == maximumPasses {
                output.standardError("higlint: warning: fixes were still to be made after \(maximumPasses) passes; run --fix again\n")
            }
        }
        if !options.fixDryRun {
            output.standardError("higlint: fixed \(fixedCount) \(fixedCount == 1 ? "finding" : "findings") in \(fixedFiles.count) \(fixedFiles.count == 1 ? "file" : "files")\n")
        }
        if notMade > 0 {
            output.standardError("higlint: \(notMade) \(notMade == 1 ? "finding has a fix" : "findings have fixes") that cannot be made in \(notMade == 1 ? "its file" : "their files"); the JSON report's fix.notMade says why\n")
        }
        if !allowsUnsafe {
            let unsafe = result.violations.filter { $0.fix?.safety == .unsafe }.count
            if unsafe > 0 {
                output.standardError("higlint: \(unsafe) \(unsafe == 1 ? "finding has a fix" : "findings have fixes") that may change meaning, not made; --fix-unsafe makes \(unsafe == 1 ? "it" : "them")\n")
            }
        }
        return result
    }

    /// Prints a plan's edits as a unified diff, each file named relative to its project's root,
    /// as `--fix-dry-run` does.
    func printDiff(of plan: FixPlan, rootPaths: RootRelativePaths) {
        let stream = output.standardOutput()
        for file in plan.files where !file.edits.isEmpty {
            stream.write(UnifiedDiff.diff(path: rootPaths.relative(file.file), old: file.original, edits: file.edits))
        }
        try? stream.finish()
    }

    /// Writes a plan's fixes and warns of each file not written, with why. Returns the files written.
    func write(_ plan: FixPlan, workingDirectory: String) -> Set<String> {
        let outcome = plan.write(workingDirectory: workingDirectory)
        for refusal in outcome.refused {
            output.standardError("higlint: warning: \(DisplayText.escaped(refusal.file)) is not fixed: \(DisplayText.escaped(refusal.reason))\n")
        }
        return Set(outcome.written)
    }

    /// The exit status of a finished run: 2 when a file could not be read, else 3 when a file was
    /// not read for want of the Swift reader, 1 with an error-level violation (or a warning, when
    /// warnings fail the run), 0 otherwise.
    static func exitStatus(for summary: LintSummary, strict: Bool) -> Int32 {
        if summary.errors > 0 { return ExitStatus.usageOrInputError }
        if summary.filesNotRead > 0 { return ExitStatus.filesNotRead }
        let failing = summary.count(of: .error) > 0 || (strict && summary.count(of: .warning) > 0)
        return failing ? ExitStatus.violations : ExitStatus.clean
    }

    /// The configurations the run's files are judged under: the one `--config` names for every
    /// file, or each file's nearest `.higlint.yml` merged onto the ones above. The one --config
    /// names is read now, and a mistake in it is an error before any file is checked.
    func nestedConfigurations(builtIn: RuleCatalog) throws(HigLintError) -> NestedConfigurations {
        var given: Configuration?
        if let config = options.configPath {
            let url = URL(fileURLWithPath: config, relativeTo: URL(fileURLWithPath: options.workingDirectory, isDirectory: true))
            let display = FileDiscovery.displayPath(url.path, workingDirectory: options.workingDirectory)
            if options.verbose { output.standardError("higlint: configuration: \(display), for every file (--config)\n") }
            do {
                given = try Configuration.load(url, displayPath: display, builtIn: builtIn)
            } catch {
                throw HigLintError("\(error)")
            }
        }
        return NestedConfigurations(builtIn: builtIn, workingDirectory: options.workingDirectory, given: given)
    }

    /// Refuses the first of `ids` (named by --enable or --disable, and not in `known`) that no
    /// configuration the run's files are judged under defines, with the nearest id any of them has.
    func checkRulesNamed(_ ids: [String], known: Set<String>, configurations: NestedConfigurations, result: LintResult,
                         workingDirectory: String) throws(HigLintError) {
        let used = Self.usedChains(result, configurations: configurations, workingDirectory: workingDirectory)
        var all = known
        for index in used.sorted() {
            guard let linter = try? configurations.linter(forChain: index) else { continue }
            all.formUnion(linter.catalog.rules.map(\.id))
        }
        if let unknown = ids.first(where: { !all.contains($0) }) {
            throw .usage("no rule '\(unknown)'\(RuleIDSuggestion.didYouMean(unknown, among: all)) (see `higlint rules`)")
        }
    }

    /// Whether every path named is a folder: a run of named files checks part of what their
    /// folders hold.
    var namedPathsAreFolders: Bool {
        options.paths.allSatisfy { path in
            let full = path.hasPrefix("/") ? path : options.workingDirectory + "/" + path
            var info = stat()
            return stat(full, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        }
    }

    /// The rules that ran on some file (those of the chains `used`), each once, in catalogue order,
    /// the chains taken in `NestedConfigurations.projectOrder`: the same files give the same list,
    /// and each rule the same severity, from any working directory. `first`'s when no file was judged.
    func ranRules(_ configurations: NestedConfigurations, used: Set<Int>, first: Linter) -> [Rule] {
        guard !used.isEmpty else { return first.enabledRules }
        var rules: [Rule] = []
        var seen = Set<String>()
        for index in configurations.projectOrder(used) {
            guard let linter = try? configurations.linter(forChain: index) else { continue }
            for rule in linter.enabledRules where seen.insert(rule.id).inserted { rules.append(rule) }
        }
        return rules
    }

    /// The chains the files of `result` are judged under (with a shard's, those of every shard),
    /// looked up once a folder, without asking the file system what each path is.
    static func usedChains(_ result: LintResult, configurations: NestedConfigurations, workingDirectory: String) -> Set<Int> {
        var used = Set<Int>()
        var folders = Set<String>()
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        for file in result.filesChecked + result.filesPassedOver + result.errors.map(\.file) + result.everyFile {
            let absolute = file.hasPrefix("/") ? file : base + file
            let trimmed = absolute.count > 1 && absolute.hasSuffix("/") ? String(absolute.dropLast()) : absolute
            guard let slash = trimmed.lastIndex(of: "/") else { continue }
            let folder = slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
            guard folders.insert(folder).inserted else { continue }
            if let index = configurations.chain(forFolder: URL(fileURLWithPath: folder, isDirectory: true)) { used.insert(index) }
        }
        return used
    }

    /// The reports to write: a format written `format:file` brings its own file, and an output
    /// names the file of the one format; a format without a file goes to standard output, and
    /// so does the text report when nothing is asked for. With several formats a bare output
    /// is refused rather than paired with a format the user may not have meant.
    func reportRequests() throws(HigLintError) -> [ReportRequest] {
        let formats = options.formats, outputs = options.outputs
        if formats.count > 1 && !outputs.isEmpty {
            let example = (formats.last { $0.path == nil } ?? formats[formats.count - 1]).format.rawValue
            throw .usage("""
                with more than one --format, --output cannot tell which report it is for; \
                name each report's file in its format instead, such as --format \(example):\(outputs[0])
                """)
        }
        if formats.isEmpty, outputs.count == 1 {
            return [ReportRequest(format: try ReportRequest.format(ofOutput: outputs[0]), path: outputs[0])]
        }
        var requests = formats.isEmpty ? [ReportRequest(format: .text, path: nil)] : formats
        var remaining = outputs[...]
        for index in requests.indices where requests[index].path == nil {
            guard let output = remaining.popFirst() else { break }
            requests[index].path = output
        }
        guard remaining.isEmpty else { throw .usage("more --output options than --format options to pair them with") }
        guard requests.filter({ $0.path == nil }).count <= 1 else {
            throw .usage("only one report can go to standard output; give the others a file, written format:file (json:r.json)")
        }
        return requests
    }

    /// Colours for a text report on standard output.
    var colors: Bool {
        switch options.color {
        case .always: return true
        case .never: return false
        case .auto: return output.colorsStandardOutput
        }
    }
}
