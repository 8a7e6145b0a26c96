/// Why a file could not be read or parsed, with the position of the fault where there is one.
public struct ReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int?
    public var column: Int?

    init(_ message: String, line: Int? = nil, column: Int? = nil) {
        self.message = message
        self.line = line
        self.column = column
    }

    public var description: String { message }
}
