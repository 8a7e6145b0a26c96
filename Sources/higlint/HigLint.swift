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
        subcommands: [Check.self, Merge.self, Draw.self, Rules.self, Explain.self, Init.self, Convert.self, InstallHook.self, Schema.self, Docs.self],
        defaultSubcommand: Check.self)

    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        _ = preparation
        if let message = mistypedCommand(arguments) {
            FileHandle.standardError.write(Data("Error: \(message)\n".utf8))
            end(ExitStatus.usageOrInputError)
        }
        var parsed: ParsableCommand.Type?
        do {
            var command = try parse(arguments)
            parsed = type(of: command)
            try command.run()
            end(0)
        } catch let code as ExitCode {
            end(code.rawValue)
        } catch let error as HigLintError where !error.isUsageError {
            FileHandle.standardError.write(Data("\(error.message)\n".utf8))
            end(error.exitStatus)
        } catch let error as HigLintError {
            exitWithUsage(error.message, of: parsed, status: error.exitStatus)
        } catch let error as ValidationError {
            exitWithUsage(error.message, of: parsed, status: ExitStatus.usageOrInputError)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                end(0)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            end(ExitStatus.usageOrInputError)
        }
    }

    /// Started at the start of `main`, before the arguments are parsed; see `BackgroundPreparation`.
    private static let preparation = BackgroundPreparation.start(for: Array(CommandLine.arguments.dropFirst()))

    /// Ends the process once the background preparation has finished.
    static func end(_ status: Int32) -> Never {
        preparation?.wait()
        Foundation.exit(status)
    }
}

extension HigLintCommand {
    /// The command the arguments ask for; a `check`'s paths after `--` are added to it directly
    /// (`PathsAfterTerminator` says why), another command's are left to the parser.
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        if let check = DirectCheckParse.check(arguments) { return check }
        guard let split = PathsAfterTerminator(arguments), !split.paths.isEmpty else { return try parseAsRoot(arguments) }
        let command = try parseAsRoot(split.options)
        guard var check = command as? Check else { return try parseAsRoot(arguments) }
        check.paths += split.paths
        return check
    }

    /// A misuse found while a subcommand runs: the message, then that subcommand's own usage line,
    /// not the top-level one.
    static func exitWithUsage(_ message: String, of parsed: ParsableCommand.Type?, status: Int32) -> Never {
        let usage = parsed.map { usageString(for: $0) } ?? usageString()
        FileHandle.standardError.write(Data("Error: \(message)\nUsage: \(usage)\n  See 'higlint \(parsed.map { commandName(of: $0) + " " } ?? "")--help' for more information.\n".utf8))
        end(status)
    }

    /// The name `command` is called by: the one its configuration gives (every command here gives
    /// one), else its type's name in lower case.
    static func commandName(of command: ParsableCommand.Type) -> String {
        command.configuration.commandName ?? String(describing: command).lowercased()
    }

    /// "unknown command 'chek'; did you mean 'check'?" when the first argument, which would
    /// otherwise be read as a path for the default `check`, is no existing file or folder but is
    /// close to a subcommand's name (or is `version`); nil otherwise.
    static func mistypedCommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.isEmpty else { return nil }
        let names = configuration.subcommands.map(commandName(of:)) + ["help"]
        guard !names.contains(first), !FileManager.default.fileExists(atPath: first) else { return nil }
        if first == "version" { return "unknown command 'version'; did you mean '--version'?" }
        guard let name = CommandSuggestion.closest(to: first, among: names) else { return nil }
        return "unknown command '\(first)'; did you mean '\(name)'?"
    }
}
