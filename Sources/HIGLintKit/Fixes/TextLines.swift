/// A file's bytes with the offsets at which its lines begin, found once: the places of all the
/// fixes in a file are then found without reading it from its start for each. Lines end at LF;
/// lines and columns are 1-based, columns counted in Unicode scalars, as the readers count them.
struct TextLines {
    let bytes: [UInt8]
    /// The offset of each line's first byte; the first line's (0) included.
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        lineStarts = starts
    }

    /// The offset of `line` and `column`, or nil when the file has no such place.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, column >= 1, line <= lineStarts.count else { return nil }
        var index = lineStarts[line - 1]
        var scalars = 1
        while scalars < column {
            guard index < bytes.count, bytes[index] != 0x0A else { return nil }
            index += 1
            // Continuation bytes (10xxxxxx) belong to the scalar before them.
            while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
            scalars += 1
        }
        return index
    }

    /// The line and column of `offset` (the end of the file for an offset past it).
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        // The last line that starts at or before `offset`.
        var low = 0, high = lineStarts.count
        while high - low > 1 {
            let middle = (low + high) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle }
        }
        var column = 1
        for byte in bytes[lineStarts[low]..<offset] where byte & 0xC0 != 0x80 { column += 1 }
        return (low + 1, column)
    }
}
