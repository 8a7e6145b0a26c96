import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint install-hook`: a git pre-commit hook for repositories without the pre-commit framework.
struct InstallHook: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-hook",
        abstract: "Install a git pre-commit hook that checks the staged descriptions before each commit.",
        discussion: """
            Writes the pre-commit hook of the repository that holds the current directory (where \
            `git rev-parse --git-path hooks` says, so core.hooksPath is honoured). The hook runs \
            `higlint check --staged` with this higlint's absolute path, or the higlint on PATH once \
            that file is gone: the staged content of the staged files higlint reads is checked, not \
            the working tree, and a commit with an error-level violation is refused. Running this \
            again rewrites higlint's own hook; another hook is replaced only with --force.
            """)

    @Flag(help: "Replace an existing pre-commit hook that is not higlint's.")
    var force = false

    @Flag(help: "Have the hook run `check --staged --fix`: it makes the safe fixes in the working tree, never in what is staged, and refuses the commit so that they are reviewed and staged.")
    var fix = false

    func run() throws {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let executable = PreCommitHook.executablePath(argument0: CommandLine.arguments[0], workingDirectory: directory.path)
            ?? Bundle.main.executablePath ?? "higlint"
        do {
            let (outcome, location) = try PreCommitHook.install(in: directory, executable: executable, force: force, fixes: fix)
            let verb = switch outcome {
            case .installed: "Installed"
            case .updated: "Updated"
            case .replaced: "Replaced the existing hook with"
            }
            print("\(verb) the pre-commit hook \(location.displayPath): it runs \(executable) check --staged\(fix ? " --fix" : "")")
        } catch {
            throw HigLintError("higlint: \(error)")
        }
    }
}
