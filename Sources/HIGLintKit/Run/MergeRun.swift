import Foundation

/// One `higlint merge`: joins the JSON reports of the shards of a run (`higlint check --shard K/N
/// --format json:…`, one report a shard) into the reports of the whole run, in any format, byte
/// for byte what a single run over every file writes. The shards' findings are put back in
/// report order and the totals counted again; the rules that ran, whether warnings fail and every
/// file checked come from the reports themselves (`JSONReport.ShardEntry`). The project is the
/// one whose root holds the shards' reports (else the working directory's): its configuration
/// files for the run's files must be those the shards recorded, byte for byte, and they describe
/// the rules a project adds (`rules_paths`, for SARIF) and its custom classes (for HTML).
public struct MergeRun {
    /// The shards' JSON reports, in any order.
    var reports: [String]
    /// The reports to write, their files, colours and configuration, as `higlint check` takes them.
    var options: CheckOptions
    var output: RunOutput

    public init(reports: [String], options: CheckOptions, output: RunOutput? = nil) {
        self.reports = reports
        self.options = options
        self.output = output ?? .process(progress: false)
    }

    public func run() throws(HigLintError) -> CheckOutcome {
        guard !reports.isEmpty else { throw .usage("name the shards' JSON reports to merge") }
        // Every field of every shard is checked before anything is merged or written.
        // The shards name files relative to the project root; so do the reports, but the text one.
        let root = Self.projectRoot(reports: reports, workingDirectory: options.workingDirectory)
        let project = ProjectBoundary.of(root.path, workingDirectory: options.workingDirectory)
        let rootPaths = RootRelativePaths(root: root, workingDirectory: options.workingDirectory)
        var shards: [ShardReport] = []
        for path in reports {
            shards.append(try ShardReport.read(path, workingDirectory: options.workingDirectory, root: root.path, project: project))
        }
        try checkTheyMakeOneRun(shards)
        let first = shards[0].entry

        var whole = LintResult()
        for shard in shards {
            whole.filesChecked += shard.result.filesChecked
            whole.filesPassedOver += shard.result.filesPassedOver
            whole.violations += shard.result.violations
            whole.errors += shard.result.errors
            whole.baselined += shard.result.baselined
            whole.filesNotRead += shard.result.filesNotRead
        }
        whole.violations += Self.unusedInEveryShard(shards)
        whole.violations.sort(by: Violation.reportOrder)
        whole.errors.sort(by: FileError.reportOrder)
        whole.filesChecked.sort()
        whole.filesPassedOver.sort()
        whole.filesNotRead.sort { $0.file < $1.file }
        var summary = LintSummary(whole)
        summary.baselined = whole.baselined

        let check = CheckRun(options: options, output: output)
        let judged = try projectConfigurations(of: shards, check: check, root: root, rootPaths: rootPaths)
        let rules = try ruleDescriptions(first.rules, judged: judged)
        // As the single run: JUnit fails warnings under --strict or the root's strict: true; the
        // exit status, where each warning's own configuration says strict: true.
        let rootStrict = judged.rootChain?.strict == true
        let warningsFail = first.strict || whole.violations.contains { violation in
            violation.severity == .warning && (judged.chains[violation.location.file] ?? judged.rootChain)?.strict == true
        }
        var context = ReportContext(rules: rules, strict: first.strict || rootStrict, jobs: ProcessInfo.processInfo.activeProcessorCount)
        context.customClassesByFile = Dictionary(whole.violations.map { ($0.location.file, ()) }, uniquingKeysWith: { _, _ in })
            .reduce(into: [:]) { byFile, file in
                byFile[file.key] = judged.chains[file.key]?.customClasses ?? [:]
            }
        var rootedContext = context
        rootedContext.workingDirectory = root.path
        rootedContext.projectRoot = root
        context.workingDirectory = options.workingDirectory
        let requests = try check.reportRequests()
        for request in requests {
            do {
                let stream = try request.path.map { try ReportStream.file($0, workingDirectory: options.workingDirectory) } ?? output.standardOutput()
                var reporter = request.format.reporter(colors: request.path == nil && check.colors)
                let typedPaths = request.format == .text
                let (result, context) = typedPaths ? (rootPaths.shown(whole, typed: [:]), context) : (whole, rootedContext)
                reporter.begin(context: context, to: stream)
                reporter.write(result, context: context, to: stream)
                reporter.end(summary, context: context, to: stream)
                try stream.finish()
            } catch {
                throw HigLintError("higlint: \(error)")
            }
        }
        if !requests.contains(where: { $0.path == nil }) {
            output.standardError("\(TextReporter.summary(summary))\n")
        }
        // As the single run: the files the shards could not read, said once; the run exits 3.
        for line in FileNotRead.summary(of: whole.filesNotRead) {
            output.standardError("higlint: warning: \(DisplayText.escaped(line))\n")
        }
        return CheckOutcome(exitStatus: CheckRun.exitStatus(for: summary, strict: warningsFail), summary: summary)
    }

    /// The root of the project the shards are merged in: the one that holds their reports, else
    /// the working directory's (reports downloaded outside the checkout).
    static func projectRoot(reports: [String], workingDirectory: String) -> ProjectRoot {
        let ofReports = ProjectRoot.find(paths: reports, workingDirectory: workingDirectory)
        return ofReports.reason == .workingDirectory ? ProjectRoot.find(paths: [], workingDirectory: workingDirectory) : ofReports
    }

    /// The configurations of the run's files in this project, by root-relative file, and the
    /// catalogue of every rule they define.
    struct ProjectConfigurations {
        var chains: [String: ConfigurationChain] = [:]
        /// The chain of the project root's folder.
        var rootChain: ConfigurationChain?
        var rules: [Rule]
    }

    /// The chains the shards' files are judged under in this project (or under --config). Refuses
    /// the shards when one of the configuration files they recorded is not this project's, byte for
    /// byte (a shard of another project, or a configuration edited since), or when this project
    /// judges their files under a configuration they did not record.
    private func projectConfigurations(of shards: [ShardReport], check: CheckRun, root: ProjectRoot,
                                       rootPaths: RootRelativePaths) throws(HigLintError) -> ProjectConfigurations {
        let builtIn: RuleCatalog
        do {
            builtIn = try RuleCatalog.builtIn()
        } catch {
            throw HigLintError("higlint: the built-in rules are broken: \(error)")
        }
        let configurations = try check.nestedConfigurations(builtIn: builtIn)
        var files = Set<String>()
        for shard in shards {
            files.formUnion(shard.entry.filesChecked)
            files.formUnion(shard.entry.filesPassedOver)
            files.formUnion(shard.result.errors.map(\.file))
            files.formUnion(shard.result.filesNotRead.map(\.file))
        }
        var found = ProjectConfigurations(rules: builtIn.rules)
        var chainIndexes = Set<Int>()
        var layers: [Configuration] = []
        for file in files.sorted() {
            let absolute = file.hasPrefix("/") ? file : root.path + "/" + file
            let index = file == "./" ? configurations.chain(forFolder: URL(fileURLWithPath: root.path))
                : configurations.chain(forFileAt: URL(fileURLWithPath: absolute.hasSuffix("/") ? String(absolute.dropLast()) : absolute))
            guard let index else { continue }
            let chain = configurations.chain(at: index)
            found.chains[file] = chain
            if chainIndexes.insert(index).inserted, ShardRun.runFiles([file]) == [file] { layers += chain.layers }
        }
        found.rootChain = configurations.chain(forFolder: URL(fileURLWithPath: root.path)).map(configurations.chain(at:))
        if let failure = configurations.failures.first { throw HigLintError("\(failure)") }
        let recorded = shards[0].entry.configurationFiles
        let name = DisplayText.brief(shards[0].path)
        // The files checked are this project's: another project's shards name files it has not.
        for shard in shards {
            for file in shard.entry.filesChecked where !file.hasPrefix("/") && file != "./" {
                var info = stat()
                guard systemStat(SystemPath.path(displayed: SystemPath.display(root.path + "/") + file), &info) != 0 else { continue }
                throw HigLintError("higlint: \(DisplayText.brief(shard.path)) is a shard of another project: it checked \(DisplayText.brief(file)), which this project (\(SystemPath.display(root.path))) does not have (merge in the checkout the shards ran in)")
            }
        }
        for entry in recorded {
            let path = SystemPath.path(displayed: entry.file.hasPrefix("/") ? entry.file : SystemPath.display(root.path + "/") + entry.file)
            let digest = ShardRun.fileDigest(path)
            guard digest == entry.digest else {
                let what = digest == "unreadable" ? "this project has no \(DisplayText.brief(entry.file))" : "\(DisplayText.brief(entry.file)) is not the one it was checked under"
                throw HigLintError("higlint: \(name) is a shard of another project or configuration: \(what) (merge in the checkout the shards ran in)")
            }
        }
        let recordedFiles = Set(recorded.map(\.file))
        if let unrecorded = ShardRun.configurationFiles(layers, rootPaths: rootPaths).first(where: { !recordedFiles.contains($0.file) }) {
            throw HigLintError("higlint: \(name) is a shard of another project or configuration: this project judges its files under \(DisplayText.brief(unrecorded.file)) too, which the shards were not checked under (merge in the checkout the shards ran in)")
        }
        // Each rule as the single run describes it (`CheckRun.ranRules`): from the first chain, in
        // the project's order, that runs it; else from the first that defines it; else built in.
        var enabled: [Rule] = [], defined: [Rule] = []
        for index in configurations.projectOrder(chainIndexes) {
            do {
                let linter = try configurations.linter(forChain: index)
                enabled += linter.enabledRules
                defined += linter.catalog.rules
            } catch {
                throw HigLintError("higlint: \(error)")
            }
        }
        found.rules = enabled + defined + builtIn.rules
        return found
    }

    /// The rules the shards ran, in their order, from the built-in catalogue and the project's.
    private func ruleDescriptions(_ ids: [String], judged: ProjectConfigurations) throws(HigLintError) -> [Rule] {
        let byID = Dictionary(judged.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let unknown = ids.filter { byID[$0] == nil }
        guard unknown.isEmpty else {
            throw HigLintError("higlint: the shards ran rules this project does not have: \(unknown.joined(separator: ", ")) (merge where the shards ran, with the same configuration)")
        }
        return ids.map { byID[$0]! }
    }

    /// The shards are those of one run: the same count, rules and `--strict`, each shard once,
    /// none missing, and no file in two of them. Says how many shards are missing and names the
    /// first few, never all of them.
    private func checkTheyMakeOneRun(_ shards: [ShardReport]) throws(HigLintError) {
        let first = shards[0].entry
        var seen = Set<Int>()
        for shard in shards {
            let entry = shard.entry
            let difference = entry.count != first.count ? "another shard count (\(entry.count), not \(first.count))"
                : entry.configurationFiles != first.configurationFiles ? Self.configurationDifference(entry.configurationFiles, first.configurationFiles)
                : entry.rules != first.rules || entry.strict != first.strict || entry.configurationDigest != first.configurationDigest
                ? "other rules or another configuration or baseline"
                : entry.filesDigest != first.filesDigest ? "another set of files (another repository, another checkout or other paths)" : nil
            if let difference {
                throw HigLintError("higlint: \(DisplayText.brief(shard.path)) is shard \(entry.index)/\(entry.count) of another run than \(DisplayText.brief(shards[0].path)): it checked \(difference); the shards of one run share their count, rules, configuration and files")
            }
            guard seen.insert(entry.index).inserted else {
                throw HigLintError("higlint: shard \(entry.index)/\(entry.count) is named twice (\(DisplayText.brief(shard.path)))")
            }
        }
        let missingCount = first.count - seen.count
        if missingCount > 0 {
            let shown = 5
            let missing = (1...first.count).lazy.filter { !seen.contains($0) }.prefix(shown).map { "\($0)/\(first.count)" }
            let list = missing.joined(separator: ", ") + (missingCount > shown ? ", …" : "")
            throw HigLintError(missingCount <= shown
                ? "higlint: the reports of shard\(missingCount == 1 ? "" : "s") \(list) are missing: a merge needs every shard"
                : "higlint: the reports of \(missingCount) shards are missing (\(list)): a merge needs every shard")
        }
        var owner: [String: Int] = [:]
        for (number, shard) in shards.enumerated() {
            let notRead = shard.result.filesNotRead.map(\.file)
            for (key, files) in [("filesChecked", shard.entry.filesChecked), ("filesPassedOver", shard.entry.filesPassedOver), ("filesNotRead", notRead)] {
                for (index, file) in files.enumerated() {
                    if let other = owner.updateValue(number, forKey: file), other != number {
                        let steps: [JSONStep] = key == "filesNotRead" ? [.key(key), .index(index), .key("file")] : [.key("shard"), .key(key), .index(index)]
                        throw shard.fault(at: steps, workingDirectory: options.workingDirectory,
                                          "\(DisplayText.brief(file)) is in both this shard and \(DisplayText.brief(shards[other].path)): the shards of one run share no file")
                    }
                }
            }
        }
    }

    /// How the configuration files of one shard differ from another's, in words: the first file
    /// one has and the other has not, or has with other bytes.
    static func configurationDifference(_ these: [ShardRun.ConfigurationFile], _ first: [ShardRun.ConfigurationFile]) -> String {
        let theirs = Dictionary(first.map { ($0.file, $0.digest) }, uniquingKeysWith: { a, _ in a })
        let ours = Dictionary(these.map { ($0.file, $0.digest) }, uniquingKeysWith: { a, _ in a })
        if let edited = these.first(where: { theirs[$0.file] != nil && theirs[$0.file] != $0.digest }) {
            return "another configuration (\(DisplayText.brief(edited.file)) edited between the shards)"
        }
        if let added = these.first(where: { theirs[$0.file] == nil }) { return "another configuration (its files also under \(DisplayText.brief(added.file)))" }
        if let missing = first.first(where: { ours[$0.file] == nil }) { return "another configuration (its files not under \(DisplayText.brief(missing.file)))" }
        return "another configuration"
    }

    /// The `ignore:` entries that silenced nothing in any shard: those the single run reports unused
    /// (a shard, a partial run, reports none itself).
    static func unusedInEveryShard(_ shards: [ShardReport]) -> [Violation] {
        guard let first = shards.first else { return [] }
        func key(_ entry: JSONReport.ViolationEntry) -> String { "\(entry.file):\(entry.line):\(entry.column):\(entry.elementPath):\(entry.message)" }
        var unusedEverywhere = Set(first.entry.unusedIgnoreEntries.map(key))
        for shard in shards.dropFirst() { unusedEverywhere.formIntersection(shard.entry.unusedIgnoreEntries.map(key)) }
        var seen = Set<String>()
        return first.entry.unusedIgnoreEntries.filter { unusedEverywhere.contains(key($0)) && seen.insert(key($0)).inserted }.map(\.violation)
    }

}
