/// What a `higlint` run exits with.
public enum ExitStatus {
    /// No error-level violation (nor a warning, with --strict).
    public static let clean: Int32 = 0
    /// At least one error-level violation (or a warning, with --strict).
    public static let violations: Int32 = 1
    /// A usage error, a file that could not be read or parsed, or a rule that could not be run on
    /// a file to the end.
    public static let usageOrInputError: Int32 = 2
    /// Files higlint could not read for want of a part installed on its own (the Swift reader
    /// missing, or failing): every other file was checked, and no file could not be read.
    public static let filesNotRead: Int32 = 3
}
