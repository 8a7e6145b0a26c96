import Foundation

/// One `higlint merge`: joins the JSON reports of the shards of a run (`higlint check --shard K/N
/// --format json:…`, one report a shard) into the reports of the whole run, in any format, byte
/// for byte what a single run over every file writes. The shards' findings are put back in
/// report order and the totals counted again; the rules that ran, whether warnings fail and every
/// file checked come from the reports themselves (`JSONReport.ShardEntry`). The configuration is
/// read only to describe the rules a project adds (`rules_paths`), for SARIF.
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
        let project = ProjectBoundary.of(".", workingDirectory: options.workingDirectory)
        // The shards name files relative to the project root; so do the reports, but the text one.
        let root = ProjectRoot.find(paths: [], workingDirectory: options.workingDirectory)
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
        }
        whole.violations += Self.unusedInEveryShard(shards)
        whole.violations.sort(by: Violation.reportOrder)
        whole.errors.sort(by: FileError.reportOrder)
        whole.filesChecked.sort()
        whole.filesPassedOver.sort()
        var summary = LintSummary(whole)
        summary.baselined = whole.baselined

        let check = CheckRun(options: options, output: output)
        let (rules, customClasses) = try ruleDescriptions(first.rules, check: check)
        var context = ReportContext(rules: rules, strict: first.strict, jobs: ProcessInfo.processInfo.activeProcessorCount)
        context.customClasses = customClasses
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
        return CheckOutcome(exitStatus: CheckRun.exitStatus(for: summary, strict: first.strict), summary: summary)
    }

    /// The rules the shards ran, in their order, from the built-in catalogue and the project's;
    /// and the configuration's `custom_classes`, with which the visual report reads files again.
    private func ruleDescriptions(_ ids: [String], check: CheckRun) throws(HigLintError) -> ([Rule], [String: String]) {
        let builtIn: RuleCatalog
        do {
            builtIn = try RuleCatalog.builtIn()
        } catch {
            throw HigLintError("higlint: the built-in rules are broken: \(error)")
        }
        var catalog = builtIn
        var customClasses: [String: String] = [:]
        if let configuration = try check.loadConfiguration(builtIn: builtIn) {
            do {
                catalog = try configuration.catalog(builtIn: builtIn)
            } catch {
                throw HigLintError("higlint: \(error)")
            }
            customClasses = configuration.customClasses
        }
        let byID = Dictionary(catalog.rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let unknown = ids.filter { byID[$0] == nil }
        guard unknown.isEmpty else {
            throw HigLintError("higlint: the shards ran rules this project does not have: \(unknown.joined(separator: ", ")) (merge where the shards ran, with the same configuration)")
        }
        return (ids.map { byID[$0]! }, customClasses)
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
            for (key, files) in [("filesChecked", shard.entry.filesChecked), ("filesPassedOver", shard.entry.filesPassedOver)] {
                for (index, file) in files.enumerated() {
                    if let other = owner.updateValue(number, forKey: file), other != number {
                        throw shard.fault(at: [.key("shard"), .key(key), .index(index)], workingDirectory: options.workingDirectory,
                                          "\(DisplayText.brief(file)) is in both this shard and \(DisplayText.brief(shards[other].path)): the shards of one run share no file")
                    }
                }
            }
        }
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
