import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint draw FILE`: one description, drawn as SVG with its findings outlined.
struct Draw: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "draw",
        abstract: "Draw a screen description (or a storyboard's scenes) as SVG, with its findings outlined and numbered.",
        discussion: """
            The file is checked as `check` checks it (under the configurations above it, wherever draw is started, or --config), its ignore: entries applied. Each finding is outlined on its element in the \
            colour of its severity with a numbered badge; an undersized target shows the 44 x 44 minimum dashed around it. \
            `check --format html` draws every screen with findings in one page, with the findings listed beside each drawing.

            Exit status: 0 when drawn; 2 when the file cannot be read or the SVG cannot be written.
            """)

    @Argument(help: "The description, storyboard or xib to draw.")
    var file: String

    @Option(help: ArgumentHelp("Write the SVG to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    @Option(help: ArgumentHelp("The configuration file (default: the file's nearest .higlint.yml, merged onto those above it up to the project root).", valueName: "file"))
    var config: String?

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        var options = CheckOptions(paths: [file], workingDirectory: workingDirectory)
        options.configPath = config
        CleanupOnExit.install()
        let svg = try DrawRun(file: file, options: options).run()
        let stream: ReportStream
        do {
            stream = try output.map { try ReportStream.file($0, workingDirectory: workingDirectory) } ?? .standardOutput
            stream.write(svg)
            try stream.finish()
        } catch {
            throw HigLintError("higlint: \(error)")
        }
    }
}
