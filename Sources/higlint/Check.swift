import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint check PATH...`: reads every description under the paths and reports violations.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screens (storyboards, xibs, XML or JSON descriptions), icons and launch images against the guidelines.",
        discussion: """
            Directories are searched recursively for .storyboard, .xib, .xml and .json files; files that are not for higlint (an XML file whose root is not \
            a <screen> or an <app>, a watchOS storyboard) are passed over (see --verbose). A file named outright is always checked.

            Exit status: 0 no error-level violations; 1 at least one error (or warning, with --strict); \
            2 usage error, a file that could not be read or parsed, or a rule that could not be run on a file to the end.
            """)

    typealias ColorMode = CheckOptions.ColorMode

    @Argument(help: "Files and directories to check (default: the current folder).")
    var paths: [String] = []

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

    @Option(help: ArgumentHelp("The configuration file for every file (default: each file's nearest .higlint.yml, merged onto those above it up to the project root).", valueName: "file"))
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

    // Unconditional: `--jobs -1` is a value to refuse with a reason, not a missing value. No default
    // here (the run's is one per core): the parser makes this command several times over, and
    // counting the cores reads system files each time.
    @Option(parsing: .unconditional, help: ArgumentHelp("Check at most this many files at once (default: one per processor core; at most four per core are used).", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("Refuse files larger than this (bytes; K, M or G suffix).", valueName: "size"))
    var maxFileSize: ByteSize = ByteSize(bytes: ReaderLimits.default.maxFileSize)

    @Flag(help: "Check the staged content of the files staged in git that higlint reads (.storyboard, .xib, .xml, .json), not PATHs (for pre-commit hooks).")
    var staged = false

    @Flag(help: "Pass over named files that are not descriptions, as files found in directories are (for hooks).")
    var passOverNonDescriptions = false

    @Option(help: ArgumentHelp("Check only part K of N of the files (split by folder, so an app's screens stay together), for a CI matrix; `higlint merge` joins the shards' JSON reports.", valueName: "K/N"))
    var shard: Shard?

    @Flag(name: .customLong("draw-clean"), help: "With --format html, draw the screens without findings too (they are listed otherwise).")
    var drawClean = false

    @Flag(help: "Make the safe fixes of the findings that have one, then report what is left. With --staged, the fixes go to the working tree, never to what is staged, and the commit is refused so that they are reviewed and staged.")
    var fix = false

    @Flag(name: .customLong("fix-unsafe"), help: "As --fix, and make the fixes that may change meaning too.")
    var fixUnsafe = false

    @Flag(name: .customLong("fix-dry-run"), help: "Print the fixes --fix (or --fix-unsafe) would make as a unified diff on standard output, for git apply or patch -p1; write nothing.")
    var fixDryRun = false

    @Flag(name: .customLong("no-progress"), help: "Never show the progress line (shown on standard error when it is a terminal, outside CI, once a run lasts a second).")
    var noProgress = false

    func run() throws {
        // Before any thread starts: the temporary files of reports and of --staged go however the run ends.
        CleanupOnExit.install()
        let outcome = try CheckRun(options: options).run()
        throw ExitCode(outcome.exitStatus)
    }

    /// The run these arguments ask for.
    var options: CheckOptions {
        var options = CheckOptions(paths: paths.isEmpty ? ["."] : paths, workingDirectory: FileManager.default.currentDirectoryPath)
        options.formats = formats
        options.outputs = outputs
        options.strict = strict
        options.verbose = verbose
        options.color = color
        options.configPath = config
        options.enabledRules = enabledRules
        options.disabledRules = disabledRules
        options.writeBaseline = writeBaseline
        options.baseline = baseline
        options.strictBaseline = strictBaseline
        if let jobs { options.jobs = jobs }
        options.maxFileSize = maxFileSize.bytes
        options.staged = staged
        options.passOverNonDescriptions = passOverNonDescriptions
        options.progress = !noProgress
        options.shard = shard
        options.drawCleanScreens = drawClean
        options.fix = fixUnsafe ? .unsafe : fix ? .safe : nil
        options.fixDryRun = fixDryRun
        return options
    }
}

extension ReportFormat: ExpressibleByArgument {}

extension Shard: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }
}

extension CheckOptions.ColorMode: ExpressibleByArgument {}

/// `--format sarif` or `--format sarif:higlint.sarif`.
extension ReportRequest: ExpressibleByArgument {
    public init?(argument: String) { self.init(parsing: argument) }

    public static var allValueStrings: [String] { ReportFormat.allCases.map(\.rawValue) }
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
