/// A place in a source file: 1-based line and column, the column counting Unicode scalars, as
/// higlint's `SourceLocation` does. It names no file: a code reader is handed a file's text, and
/// higlint, which knows the path, makes the location of a finding from it.
public struct CodePosition: Codable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }

    public static func < (lhs: CodePosition, rhs: CodePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
