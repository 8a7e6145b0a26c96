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

    @Option(name: .customLong("enable"), help: ArgumentHelp("Also run this rule (one that is off by default); repeatable.", valueName: "rule"))
    var enabledRules: [String] = []

    @Option(name: .customLong("disable"), help: ArgumentHelp("Do not run this rule; repeatable.", valueName: "rule"))
    var disabledRules: [String] = []

    @Option(help: ArgumentHelp("Refuse files larger than this (bytes; K, M or G suffix).", valueName: "size"))
    var maxFileSize: ByteSize = ByteSize(bytes: ReaderLimits.default.maxFileSize)

    @Flag(help: "Check the staged content of the .xml and .json files staged in git, not PATHs (for pre-commit hooks).")
    var staged = false

    @Flag(help: "Pass over named files that are not descriptions, as files found in directories are (for hooks).")
    var passOverNonDescriptions = false

    func run() throws {
        let catalog = try loadBuiltInCatalog()
        let known = Set(catalog.rules.map(\.id))
        for id in enabledRules + disabledRules where !known.contains(id) {
            throw ValidationError("no rule '\(id)'\(suggestion(for: id, among: known)) (see `higlint rules`)")
        }
        let enabled = Set(catalog.rules.filter(\.enabledByDefault).map(\.id)).union(enabledRules).subtracting(disabledRules)
        let linter = Linter(catalog: catalog, enabledRuleIDs: enabled)
        let run = LintRun(linter: linter, limits: ReaderLimits(maxFileSize: maxFileSize.bytes))
        let result = staged ? try stagedResult(run) : run.run(paths: paths, passOverNonDescriptions: passOverNonDescriptions)

        if verbose {
            for path in result.filesPassedOver {
                FileHandle.standardError.write(Data("\(path): passed over: not a screen or app description\n".utf8))
            }
        }
        let report = format.reporter(colors: useColors).render(result, context: ReportContext(rules: linter.enabledRules, strict: strict))
        if let output {
            do {
                try AtomicFile.write(report, to: output)
            } catch {
                FileHandle.standardError.write(Data("higlint: \(error)\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
            // Errors still reach the terminal when the report goes to a file.
            for error in result.errors {
                let place = [error.file, error.line.map(String.init), error.column.map(String.init)].compactMap { $0 }.joined(separator: ":")
                FileHandle.standardError.write(Data("\(place): error: \(error.message)\n".utf8))
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
        throw ExitCode(exitStatus(for: result))
    }

    func exitStatus(for result: LintResult) -> Int32 {
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
