import Foundation

/// One `higlint merge`: joins the JSON reports of the shards of a run (`higlint check --shard K/N
/// --format json:…`, one report a shard) into the reports of the whole run, in any format, byte
/// for byte what a single run over every file writes. The shards' findings are put back in
/// report order and the totals counted again; the rules that ran, whether warnings fail and every
/// file checked come from the reports themselves (`JSONReport.ShardEntry`). The configuration is
/// read only to describe the rules a project adds (`rules_paths`), for SARIF.
public struct MergeRun {
    /// The shards' JSON reports, in any order.
    public var reports: [String]
    /// The reports to write, their files, colours and configuration, as `higlint check` takes them.
    public var options: CheckOptions
    public var output: RunOutput

    public init(reports: [String], options: CheckOptions, output: RunOutput? = nil) {
        self.reports = reports
        self.options = options
        self.output = output ?? .process(progress: false)
    }

    public func run() throws(HigLintError) -> CheckOutcome {
        guard !reports.isEmpty else { throw .usage("name the shards' JSON reports to merge") }
        let shards = try reports.map(read)
        let first = shards[0].entry
        var seen = Set<Int>()
        for (path, shard) in zip(reports, shards.map(\.entry)) {
            guard shard.count == first.count, shard.rules == first.rules, shard.strict == first.strict else {
                throw HigLintError("higlint: \(DisplayText.escaped(path)) is shard \(shard.index)/\(shard.count) of another run than \(DisplayText.escaped(reports[0])) (the shards of one run share their count, rules and --strict)")
            }
            guard seen.insert(shard.index).inserted else {
                throw HigLintError("higlint: shard \(shard.index)/\(shard.count) is named twice (\(DisplayText.escaped(path)))")
            }
        }
        let missing = (1...first.count).filter { !seen.contains($0) }
        guard missing.isEmpty else {
            throw HigLintError("higlint: the reports of shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0)/\(first.count)" }.joined(separator: ", ")) are missing: a merge needs every shard")
        }

        var whole = LintResult()
        for shard in shards { whole.append(shard.result) }
        whole.violations.sort(by: Violation.reportOrder)
        whole.errors.sort(by: FileError.reportOrder)
        whole.filesChecked.sort()
        whole.filesPassedOver.sort()
        var summary = LintSummary(whole)
        summary.baselined = whole.baselined

        let check = CheckRun(options: options, output: output)
        let (rules, customClasses) = try ruleDescriptions(first.rules, check: check)
        var context = ReportContext(rules: rules, strict: first.strict, jobs: ProcessInfo.processInfo.activeProcessorCount)
        context.workingDirectory = options.workingDirectory
        context.customClasses = customClasses
        let requests = try check.reportRequests()
        for request in requests {
            do {
                let stream = try request.path.map(ReportStream.file) ?? output.standardOutput()
                var reporter = request.format.reporter(colors: request.path == nil && check.colors)
                reporter.begin(context: context, to: stream)
                reporter.write(whole, context: context, to: stream)
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

    /// A shard's report, read back.
    private func read(_ path: String) throws(HigLintError) -> (entry: JSONReport.ShardEntry, result: LintResult) {
        let url = URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: options.workingDirectory, isDirectory: true))
        let name = DisplayText.escaped(path)
        let report: JSONReport
        do {
            let data = try Data(contentsOf: url)
            report = try JSONDecoder().decode(JSONReport.self, from: data)
        } catch let error as DecodingError {
            throw HigLintError("higlint: \(name): not a higlint JSON report (\(Self.describe(error)))")
        } catch {
            throw HigLintError("higlint: \(name): cannot read: \(error.localizedDescription)")
        }
        guard report.schemaVersion == 1 else {
            throw HigLintError("higlint: \(name): a report of schemaVersion \(report.schemaVersion); this higlint merges version 1")
        }
        guard let entry = report.shard else {
            throw HigLintError("higlint: \(name) is the report of a whole run, not of a shard: check with --shard K/N --format json:FILE to make shard reports")
        }
        var result = LintResult(filesChecked: entry.filesChecked, filesPassedOver: entry.filesPassedOver, baselined: entry.baselined)
        result.violations = report.violations.map(\.violation)
        result.errors = report.errors.map { FileError(file: $0.file, line: $0.line, column: $0.column, message: $0.message, rule: $0.rule) }
        return (entry, result)
    }

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? "no \(key.stringValue)" : "no \(key.stringValue) in \(path)"
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }
}
