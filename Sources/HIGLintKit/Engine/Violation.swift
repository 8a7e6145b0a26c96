/// One breach of a guideline (or of the description format) at one place in one file.
public struct Violation: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// e.g. `screen[Mail]/toolbar`: stable across edits that only move lines.
    public var elementPath: String
    /// Nil only for findings about the description format itself (rule `schema`).
    public var citation: Citation?

    /// Report order: file, line, column, rule.
    public static func reportOrder(_ a: Violation, _ b: Violation) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        return a.message < b.message
    }
}

/// A file that could not be read or parsed.
public struct FileError: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column`, as much of it as is known.
    public var place: String {
        guard let line else { return file }
        return "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    }

    public static func reportOrder(_ a: FileError, _ b: FileError) -> Bool {
        (a.file, a.line ?? 0, a.column ?? 0, a.message) < (b.file, b.line ?? 0, b.column ?? 0, b.message)
    }
}
