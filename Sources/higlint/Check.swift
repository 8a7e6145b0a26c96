import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint check PATH...`: reads every description under the paths and reports violations.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check screen and app descriptions (XML or JSON) against the guidelines.",
        discussion: """
            Directories are searched recursively for .xml and .json files; files whose root is not \
            a <screen> or an <app> are passed over (see --verbose). A file named outright is always checked.

            Exit status: 0 no error-level violations; 1 at least one error (or warning, with --strict); \
            2 usage error or a file that could not be read or parsed.
            """)

    enum ColorMode: String, ExpressibleByArgument, CaseIterable { case auto, always, never }

    @Argument(help: "Files and directories to check.")
    var paths: [String] = ["."]

    @Option(help: "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(help: ArgumentHelp("Write the report to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

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

    @Option(help: ArgumentHelp("Refuse files larger than this (bytes; K, M or G suffix).", valueName: "size"))
    var maxFileSize: ByteSize = ByteSize(bytes: ReaderLimits.default.maxFileSize)

    func run() throws {
        let builtIn = try loadBuiltInCatalog()
        let configuration = try loadConfiguration(builtIn: builtIn)
        let catalog: RuleCatalog
        do {
            catalog = try configuration?.catalog(builtIn: builtIn) ?? builtIn
        } catch {
            FileHandle.standardError.write(Data("higlint: \(error)\n".utf8))
            throw ExitCode(ExitStatus.usageOrInputError)
        }
        let known = Set(catalog.rules.map(\.id))
        for id in enabledRules + disabledRules where !known.contains(id) {
            throw ValidationError("no rule '\(id)'\(suggestion(for: id, among: known)) (see `higlint rules`)")
        }
        let configured = configuration?.enabledRuleIDs(in: catalog) ?? Set(catalog.rules.filter(\.enabledByDefault).map(\.id))
        let enabled = configured.union(enabledRules).subtracting(disabledRules)
        let failOnWarnings = strict || configuration?.strict == true
        let linter = Linter(catalog: catalog, enabledRuleIDs: enabled)
        var includes: (@Sendable (URL) -> Bool)?
        if let configuration { includes = { configuration.includes($0) } }
        let run = LintRun(linter: linter, limits: ReaderLimits(maxFileSize: maxFileSize.bytes), includes: includes)
        var result = run.run(paths: paths)
        if let baseline {
            do {
                let loaded = try Baseline.load(baseline)
                let all = result.violations
                let new = loaded.filter(all, reportFixed: false)
                result.baselined = all.count - new.count
                result.violations = strictBaseline ? loaded.filter(all, reportFixed: true) : new
            } catch {
                FileHandle.standardError.write(Data("higlint: \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
        } else if strictBaseline {
            throw ValidationError("--strict-baseline needs --baseline FILE")
        }
        if let writeBaseline {
            do {
                try Baseline(result.violations).write(to: writeBaseline)
            } catch {
                FileHandle.standardError.write(Data("higlint: cannot write \(writeBaseline): \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
        }

        if verbose {
            for path in result.filesPassedOver {
                FileHandle.standardError.write(Data("\(path): passed over: not a screen or app description\n".utf8))
            }
        }
        let report = format.reporter(colors: useColors).render(result, context: ReportContext(rules: linter.enabledRules, strict: failOnWarnings))
        if let output {
            do {
                try AtomicFile.write(report, to: output)
            } catch {
                FileHandle.standardError.write(Data("higlint: \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
            // Errors still reach the terminal when the report goes to a file.
            for error in result.errors {
                var place = error.file
                if let line = error.line { place += ":\(line)" }
                if let column = error.column { place += ":\(column)" }
                FileHandle.standardError.write(Data("\(place): error: \(error.message)\n".utf8))
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        // A run that writes the baseline accepts today's violations.
        throw ExitCode(writeBaseline != nil && result.errors.isEmpty ? ExitStatus.clean : exitStatus(for: result, strict: failOnWarnings))
    }

    /// The configuration named with --config, or the nearest .higlint.yml; nil when there is none.
    func loadConfiguration(builtIn: RuleCatalog) throws -> Configuration? {
        let url: URL
        if let config {
            url = URL(fileURLWithPath: config)
        } else if let found = Configuration.find(from: URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
            url = found
        } else {
            return nil
        }
        let display = FileDiscovery.displayPath(url.path, workingDirectory: FileManager.default.currentDirectoryPath)
        do {
            return try Configuration.load(url, displayPath: display, builtIn: builtIn)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            throw ExitCode(ExitStatus.usageOrInputError)
        }
    }

    func exitStatus(for result: LintResult, strict: Bool) -> Int32 {
        if !result.errors.isEmpty { return ExitStatus.usageOrInputError }
        let failing = result.violations.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        return failing ? ExitStatus.violations : ExitStatus.clean
    }

    var useColors: Bool {
        switch color {
        case .always: return true
        case .never: return false
        case .auto:
            return output == nil && format == .text && isatty(STDOUT_FILENO) == 1
                && ProcessInfo.processInfo.environment["NO_COLOR"].map(\.isEmpty) ?? true
        }
    }
}

extension ReportFormat: ExpressibleByArgument {}

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
        bytes = n * multiplier
    }

    var defaultValueDescription: String { "\(bytes / (1 << 20))M" }
}
