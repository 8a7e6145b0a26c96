/// Why a run cannot go on: the message to show and the exit status. Thrown by the library's runs
/// (`CheckRun`) and by the command line's subcommands, and rendered in one place by each front
/// end: the command line writes the message on standard error and exits with `exitStatus`.
public struct HigLintError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The whole message, as shown (without the final newline).
    public var message: String
    public var exitStatus: Int32
    /// A misuse of the options (an unknown rule, `--jobs 0`): a front end shows how it is used
    /// along with it (the command line: `Error: MESSAGE` and the subcommand's usage line).
    public var isUsageError: Bool

    /// An input or output that failed: `message` is shown as it is.
    public init(_ message: String, exitStatus: Int32 = ExitStatus.usageOrInputError) {
        self.message = message
        self.exitStatus = exitStatus
        isUsageError = false
    }

    /// A misuse of the options.
    static func usage(_ message: String) -> HigLintError {
        var error = HigLintError(message)
        error.isUsageError = true
        return error
    }

    public var description: String { message }
}
