/// Turns byte offsets in a source file's UTF-8 bytes into 1-based lines and columns (columns
/// count Unicode scalars, as `CodePosition` does). A line ends at LF, CRLF or a CR alone.
public struct CodePositions {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "\r") {
                if i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "\n") { i += 1 }
                starts.append(i + 1)
            } else if bytes[i] == UInt8(ascii: "\n") {
                starts.append(i + 1)
            }
            i += 1
        }
        lineStarts = starts
    }

    public func position(ofOffset offset: Int) -> CodePosition {
        // The last line start at or before `offset`, found by halving.
        var low = 0, high = lineStarts.count
        while low < high {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        let start = lineStarts[max(low - 1, 0)]
        var column = 1
        var k = start
        while k < min(offset, bytes.count) {
            // A continuation byte (10xxxxxx) does not begin a scalar.
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return CodePosition(line: low, column: column)
    }
}
