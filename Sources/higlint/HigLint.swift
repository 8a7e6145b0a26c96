import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint`: the command tree. Usage errors exit with 2, like unreadable files.
@main
struct HigLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "higlint",
        abstract: "Checks iPhone and iPad screen descriptions against the iPhone Human Interface Guidelines (2010-09-01).",
        version: HIGLint.version,
        subcommands: [Check.self, Rules.self, Explain.self, Init.self, Convert.self, InstallHook.self, Schema.self, Docs.self],
        defaultSubcommand: Check.self)

    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitStatus.usageOrInputError)
        }
    }
}

/// What `higlint` exits with.
enum ExitStatus {
    /// No error-level violation (nor a warning, with --strict).
    static let clean: Int32 = 0
    /// At least one error-level violation (or a warning, with --strict).
    static let violations: Int32 = 1
    /// A usage error, or a file that could not be read or parsed.
    static let usageOrInputError: Int32 = 2
}
