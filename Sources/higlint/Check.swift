import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint check PATH...`: reads every description under the paths and reports violations.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check screens (storyboards, xibs, XML or JSON descriptions), icons and launch images against the guidelines.",
        discussion: """
            Directories are searched recursively for .storyboard, .xib, .xml and .json files; files that are not for higlint (an XML file whose root is not \
            a <screen> or an <app>, a watchOS storyboard) are passed over (see --verbose). A file named outright is always checked.

            Exit status: 0 no error-level violations; 1 at least one error (or warning, with --strict); \
            2 usage error or a file that could not be read or parsed.
            """)

    enum ColorMode: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

    @Argument(help: "Files and directories to check.")
    var paths: [String] = ["."]

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")); repeatable: with several, name each file as format:file (json:r.json).",
        valueName: "format"))
    var formats: [ReportRequest] = []

    @Option(name: .customLong("output"), help: ArgumentHelp("Write the report of the one --format to this file (atomically) instead of standard output; with several formats use format:file.", valueName: "file"))
    var outputs: [String] = []

    @Flag(help: "Fail (exit 1) on warnings too.")
    var strict = false

    @Flag(help: "List the files passed over because they are not descriptions.")
    var verbose = false

    @Option(help: "Colour the text report: auto (a terminal, and NO_COLOR unset), always or never.")
    var color: ColorMode = .auto

    @Option(help: ArgumentHelp("The configuration file (default: the nearest .higlint.yml in this folder or above).", valueName: "file"))
    var config: String?

    @Option(name: .customLong("enable"), help: ArgumentHelp("Also run this rule (one that is off by default); repeatable.", valueName: "rule"))
    var enabledRules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this rule; repeatable.", valueName: "rule"))
    var disabledRules: [String] = []

    @Option(help: ArgumentHelp("Record today's violations in this file and exit 0: later runs with --baseline report only new ones.", valueName: "file"))
    var writeBaseline: String?

    @Option(help: ArgumentHelp("Report only violations this baseline does not hold.", valueName: "file"))
    var baseline: String?

    @Flag(help: "With --baseline, report baselined violations that are fixed, so the baseline shrinks.")
    var strictBaseline = false

    // Unconditional: `--jobs -1` is a value to refuse with a reason, not a missing value.
    @Option(parsing: .unconditional, help: ArgumentHelp("Check at most this many files at once (default: one per processor core; at most four per core are used).", valueName: "n"))
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Refuse files larger than this (bytes; K, M or G suffix).", valueName: "size"))
    var maxFileSize: ByteSize = ByteSize(bytes: ReaderLimits.default.maxFileSize)

    @Flag(help: "Check the staged content of the files staged in git that higlint reads (.storyboard, .xib, .xml, .json), not PATHs (for pre-commit hooks).")
    var staged = false

    @Flag(help: "Pass over named files that are not descriptions, as files found in directories are (for hooks).")
    var passOverNonDescriptions = false

    func run() throws {
        // Before any thread starts: the temporary files of reports and of --staged go however the run ends.
        CleanupOnExit.install()
        let builtIn = try loadBuiltInCatalog()
        let configuration = try loadConfiguration(builtIn: builtIn)
        let catalog: RuleCatalog
        do {
            catalog = try configuration?.catalog(builtIn: builtIn) ?? builtIn
        } catch {
            FileHandle.standardError.write(Data("higlint: \(error)\n".utf8))
            throw ExitCode(ExitStatus.usageOrInputError)
        }
        // The findings higlint reports itself (schema, unused-suppression, baseline-fixed) are always
        // on; --disable (or disabled_rules) silences them, and --enable undoes that.
        let known = Set(catalog.rules.map(\.id)).union(BuiltInFindings.ids)
        let silenced = BuiltInFindings.ids.intersection(disabledRules + (configuration?.disabledRules ?? [])).subtracting(enabledRules)
        for id in enabledRules + disabledRules where !known.contains(id) {
            throw ValidationError("no rule '\(id)'\(suggestion(for: id, among: known)) (see `higlint rules`)")
        }
        let configured = configuration?.enabledRuleIDs(in: catalog) ?? Set(catalog.rules.filter(\.enabledByDefault).map(\.id))
        let enabled = configured.union(enabledRules).subtracting(disabledRules)
        let failOnWarnings = strict || configuration?.strict == true
        let requests = try reportRequests()
        var linter = Linter(catalog: catalog, enabledRuleIDs: enabled)
        // Paths are written only when a report or a baseline needs them.
        var ignoreList = IgnoreList(entries: configuration?.ignore ?? [], directory: configuration?.directory ?? URL(fileURLWithPath: "/"))
        linter.writesElementPaths = baseline != nil || writeBaseline != nil || !ignoreList.isEmpty
            || requests.contains { $0.format.reporter(colors: false).showsElementPaths }
        var includes: (@Sendable (URL) -> Bool)?
        if let configuration { includes = { configuration.includes($0) } }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        var run = LintRun(linter: linter, limits: ReaderLimits(maxFileSize: maxFileSize.bytes), includes: includes, jobs: jobs)
        run.customClasses = configuration?.customClasses ?? [:]
        let workingDirectory = staged ? (StagedFiles.repositoryRoot(of: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))?.path
                                         ?? FileManager.default.currentDirectoryPath) : FileManager.default.currentDirectoryPath
        var matcher: Baseline.Matcher?
        if let baseline {
            do {
                matcher = Baseline.Matcher(try Baseline.load(baseline))
            } catch {
                FileHandle.standardError.write(Data("\(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
        } else if strictBaseline {
            throw ValidationError("--strict-baseline needs --baseline FILE")
        }

        // Every report is written as the run goes, part by part (see LintRun): nothing keeps
        // the findings of the whole run.
        let context = ReportContext(rules: linter.enabledRules, strict: failOnWarnings)
        var reports: [(reporter: any Reporter, stream: ReportStream)] = []
        for request in requests {
            do {
                let stream = try request.path.map(ReportStream.file) ?? .standardOutput
                var reporter = request.format.reporter(colors: request.path == nil && useColors)
                reporter.begin(context: context, to: stream)
                reports.append((reporter, stream))
            } catch {
                FileHandle.standardError.write(Data("higlint: \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
        }
        var summary = LintSummary()
        var accepted: [Violation] = []
        let errorsToTerminal = !reportsToStandardOutput
        func report(_ part: LintResult, isLast: Bool = false) {
            var part = part
            if !ignoreList.isEmpty {
                part.violations = ignoreList.filter(part.violations, workingDirectory: workingDirectory)
                if isLast {
                    part.violations = (part.violations + ignoreList.unused(enabledRuleIDs: enabled)).sorted(by: Violation.reportOrder)
                }
            }
            if var current = matcher {
                let new = current.filter(part.violations)
                part.baselined = part.violations.count - new.count
                part.violations = new
                matcher = current
                // Only once every part has been matched is an entry known to be fixed.
                if isLast && strictBaseline {
                    part.violations = (part.violations + current.fixed()).sorted(by: Violation.reportOrder)
                }
            }
            if !silenced.isEmpty { part.violations.removeAll { silenced.contains($0.ruleID) } }
            if writeBaseline != nil { accepted += part.violations }
            summary.add(part)
            if verbose {
                for note in part.notes { FileHandle.standardError.write(Data("\(DisplayText.escaped(note))\n".utf8)) }
            }
            for index in reports.indices { reports[index].reporter.write(part, context: context, to: reports[index].stream) }
            // Errors still reach the terminal when every report goes to a file.
            if errorsToTerminal {
                for error in part.errors {
                    FileHandle.standardError.write(Data("\(TextReporter.place(error)): error: \(DisplayText.escaped(error.message))\n".utf8))
                }
            }
        }

        // The last part is held back so that the entries of the baseline nothing matched can join it.
        var pending: LintResult?
        func receive(_ part: LintResult) {
            if let previous = pending { report(previous) }
            pending = part
        }
        if staged {
            receive(try stagedResult(run))
        } else {
            run.run(paths: paths, passOverNonDescriptions: passOverNonDescriptions, report: receive)
        }
        report(pending ?? LintResult(), isLast: true)

        if let writeBaseline {
            do {
                try Baseline(accepted).write(to: writeBaseline)
            } catch {
                FileHandle.standardError.write(Data("higlint: cannot write \(writeBaseline): \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
        }
        for index in reports.indices {
            reports[index].reporter.end(summary, context: context, to: reports[index].stream)
            do {
                try reports[index].stream.finish()
            } catch {
                FileHandle.standardError.write(Data("higlint: \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
        }
        // With every report in a file, the terminal still learns how the run went.
        if !reportsToStandardOutput {
            FileHandle.standardError.write(Data("\(TextReporter.summary(summary))\n".utf8))
        }
        // Paths that hold nothing higlint reads are a mistake (a wrong folder, a misnamed file), not
        // a clean run; a hook, which passes over what is not for higlint, may well find nothing.
        if summary.filesChecked == 0 && summary.errors == 0 && !staged && !passOverNonDescriptions {
            let passedOver = summary.filesPassedOver == 0 || verbose ? ""
                : " (\(summary.filesPassedOver) \(summary.filesPassedOver == 1 ? "file" : "files") passed over; --verbose says why)"
            FileHandle.standardError.write(Data("higlint: nothing to check: no storyboard, xib, screen or app description, or asset catalog set in \(paths.map { DisplayText.escaped($0) }.joined(separator: ", "))\(passedOver)\n".utf8))
            throw ExitCode(ExitStatus.usageOrInputError)
        }
        // A run that writes the baseline accepts today's violations.
        throw ExitCode(writeBaseline != nil && summary.errors == 0 ? ExitStatus.clean : exitStatus(for: summary, strict: failOnWarnings))
    }

    /// The configuration named with --config, or the nearest .higlint.yml; nil when there is none.
    func loadConfiguration(builtIn: RuleCatalog) throws -> Configuration? {
        let url: URL
        if let config {
            url = URL(fileURLWithPath: config)
        } else if let found = Configuration.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
            url = found
        } else {
            if verbose {
                FileHandle.standardError.write(Data("higlint: no \(Configuration.fileName) here or above, up to the repository's root: the default rules run\n".utf8))
            }
            return nil
        }
        let display = FileDiscovery.displayPath(url.path, workingDirectory: FileManager.default.currentDirectoryPath)
        if verbose { FileHandle.standardError.write(Data("higlint: configuration: \(display)\n".utf8)) }
        do {
            return try Configuration.load(url, displayPath: display, builtIn: builtIn)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(ExitStatus.usageOrInputError)
        }
    }

    func exitStatus(for summary: LintSummary, strict: Bool) -> Int32 {
        if summary.errors > 0 { return ExitStatus.usageOrInputError }
        let failing = summary.count(of: .error) > 0 || (strict && summary.count(of: .warning) > 0)
        return failing ? ExitStatus.violations : ExitStatus.clean
    }

    /// The reports to write: a format written `format:file` brings its own file, and `--output`
    /// names the file of the one `--format`; a format without a file goes to standard output, and
    /// so does the text report when nothing is asked for. ArgumentParser does not tell which
    /// `--format` an `--output` followed, so with several formats a bare `--output` is refused
    /// rather than paired with a format the user may not have meant.
    func reportRequests() throws -> [ReportRequest] {
        if formats.count > 1 && !outputs.isEmpty {
            let example = (formats.last { $0.path == nil } ?? formats[formats.count - 1]).format.rawValue
            throw ValidationError("""
                with more than one --format, --output cannot tell which report it is for; \
                name each report's file in its format instead, such as --format \(example):\(outputs[0])
                """)
        }
        var requests = formats.isEmpty ? [ReportRequest(format: .text, path: nil)] : formats
        var remaining = outputs[...]
        for index in requests.indices where requests[index].path == nil {
            guard let output = remaining.popFirst() else { break }
            requests[index].path = output
        }
        guard remaining.isEmpty else { throw ValidationError("more --output options than --format options to pair them with") }
        guard requests.filter({ $0.path == nil }).count <= 1 else {
            throw ValidationError("only one report can go to standard output; give the others a file, written format:file (json:r.json)")
        }
        return requests
    }

    var reportsToStandardOutput: Bool { (try? reportRequests().contains { $0.path == nil }) ?? true }

    /// Colours for a text report on a terminal (never with NO_COLOR set), or when asked.
    var useColors: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            return isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

/// One report: a format, and the file to write it to (nil: standard output). On the command line
/// `sarif` or `sarif:higlint.sarif`.
struct ReportRequest: ExpressibleByArgument {
    var format: ReportFormat
    var path: String?

    init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }

    init?(argument: String) {
        let parts = argument.split(separator: ":", maxSplits: 1).map(String.init)
        guard let first = parts.first, let format = ReportFormat(rawValue: first) else { return nil }
        self.init(format: format, path: parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil)
    }

    static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
}

/// A size in bytes, written as `10485760`, `512K`, `10M` or `1G`.
struct ByteSize: ExpressibleByArgument {
    var bytes: Int

    init(bytes: Int) { self.bytes = bytes }

    init?(argument: String) {
        let multipliers: [Character: Int] = ["K": 1 << 10, "M": 1 << 20, "G": 1 << 30]
        var text = argument.uppercased()
        if text.hasSuffix("B") && text.count > 1 { text.removeLast() }
        var multiplier = 1
        if let last = text.last, let m = multipliers[last] { multiplier = m; text.removeLast() }
        guard let n = Int(text), n > 0 else { return nil }
        let (product, overflow) = n.multipliedReportingOverflow(by: multiplier)
        guard !overflow else { return nil }
        bytes = product
    }

    var defaultValueDescription: String { "\(bytes / (1 << 20))M" }
}
