import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint merge SHARD.json...`: the reports of the whole run from its shards' JSON reports.
struct Merge: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge",
        abstract: "Join the JSON reports of `check --shard K/N` runs into the reports of the whole run.",
        discussion: """
            Each shard of a run writes its JSON report (higlint check --shard 2/3 --format json:shard-2.json PATHS); merge reads all of them, \
            in any order, and writes the reports a single run over every file would write, byte for byte, in any format. \
            Run it in a checkout of the project the shards checked (the one that holds the reports, else the working directory's): its configuration files must be, byte for byte, those the shards were checked under, and its files those they checked.

            Exit status: as `check`'s for the whole run (0, 1, or 2 when a file could not be read); 2 also when a report is missing, \
            repeated, from another run or not a shard's.
            """)

    @Argument(help: "The shards' JSON reports.")
    var reports: [String] = []

    @Option(name: .customLong("format"), help: ArgumentHelp(
        "Report format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")); repeatable: with several, name each file as format:file (sarif:higlint.sarif).",
        valueName: "format"))
    var formats: [ReportRequest] = []

    @Option(name: .customLong("output"), help: ArgumentHelp("Write the report of the one --format to this file (atomically) instead of standard output.", valueName: "file"))
    var outputs: [String] = []

    @Option(help: "Colour the text report: auto (a terminal, and NO_COLOR unset), always or never.")
    var color: CheckOptions.ColorMode = .auto

    @Option(help: ArgumentHelp("The configuration file the shards were checked with --config under (default: each file's, as check finds them).", valueName: "file"))
    var config: String?

    func run() throws {
        var options = CheckOptions(paths: [], workingDirectory: FileManager.default.currentDirectoryPath)
        options.formats = formats
        options.outputs = outputs
        options.color = color
        options.configPath = config
        CleanupOnExit.install()
        let outcome = try MergeRun(reports: reports, options: options).run()
        throw ExitCode(outcome.exitStatus)
    }
}
