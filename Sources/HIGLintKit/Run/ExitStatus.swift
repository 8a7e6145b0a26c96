/// What a `higlint` run exits with.
public enum ExitStatus {
    /// No error-level violation (nor a warning, with --strict).
    public static let clean: Int32 = 0
    /// At least one error-level violation (or a warning, with --strict).
    public static let violations: Int32 = 1
    /// A usage error, or a file that could not be read or parsed.
    public static let usageOrInputError: Int32 = 2
}
