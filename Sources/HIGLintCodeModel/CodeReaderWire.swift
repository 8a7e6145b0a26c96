/// How higlint and `higlint-swift-reader` talk, over the reader's standard input and output: one
/// request and one answer at a time, in order, for as long as higlint keeps the input open.
///
/// - A request is a file's text in UTF-8 (higlint has read and decoded the file: the reader
///   opens nothing itself), after its length in bytes as eight bytes, least significant first.
/// - The answer is the alerts the text builds, a JSON array of `CodeAlert`, on one line.
///
/// The reader ends when its input ends.
public enum CodeReaderWire {
    /// The largest text a request may carry; higlint refuses larger files before reading them.
    public static let maxTextLength = 1 << 30

    /// The eight bytes that say how long a request's text is.
    public static func lengthPrefix(_ length: Int) -> [UInt8] {
        (0..<8).map { UInt8(truncatingIfNeeded: UInt64(length) >> (8 * UInt64($0))) }
    }

    /// The length eight bytes of a request say; nil when it is out of bounds.
    public static func length(fromPrefix bytes: some Collection<UInt8>) -> Int? {
        guard bytes.count == 8 else { return nil }
        let value = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        return value <= UInt64(maxTextLength) ? Int(value) : nil
    }
}
