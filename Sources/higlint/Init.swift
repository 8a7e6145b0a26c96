import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint init`: writes a commented `.higlint.yml` listing every rule.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .higlint.yml that lists every setting and every rule with its defaults.")

    @Flag(help: "Replace an existing .higlint.yml.")
    var force = false

    @Option(help: ArgumentHelp("Where to write it.", valueName: "file"))
    var output = Configuration.fileName

    func run() throws {
        if FileManager.default.fileExists(atPath: output) && !force {
            throw HigLintError("higlint: \(output) already exists; use --force to replace it")
        }
        let catalog = try loadBuiltInCatalog()
        do {
            try AtomicFile.write(ConfigurationTemplate.text(rules: catalog.rules), to: output,
                                 workingDirectory: FileManager.default.currentDirectoryPath)
        } catch {
            throw HigLintError("higlint: \(error)")
        }
        print("Wrote \(output) (\(catalog.rules.count) rules).")
    }
}
