/// A file's bytes with the offsets at which its lines begin and the count of scalars before every
/// 64th byte, found once: the places of all the fixes in a file are then found in time that does
/// not grow with the file, even when it is one long line (a JSON description written without line
/// breaks). Lines end at LF; lines and columns are 1-based, columns counted in Unicode scalars, as
/// the readers count them.
struct TextLines {
    let bytes: [UInt8]
    /// The offset of each line's first byte; the first line's (0) included.
    private let lineStarts: [Int]
    /// The scalars that start before each multiple of `stride` bytes, the end of the file included.
    private let scalarsBefore: [Int]
    private static let stride = 64

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / Self.stride + 1)
        var scalars = 0
        for (offset, byte) in bytes.enumerated() {
            if offset % Self.stride == 0 { checkpoints.append(scalars) }
            if !Self.isContinuation(byte) { scalars += 1 }
            if byte == 0x0A { starts.append(offset + 1) }
        }
        if bytes.count % Self.stride == 0 { checkpoints.append(scalars) }
        lineStarts = starts
        scalarsBefore = checkpoints
    }

    /// Continuation bytes (10xxxxxx) belong to the scalar before them.
    private static func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }

    /// The scalars that start before `offset`.
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset / Self.stride
        var count = scalarsBefore[checkpoint]
        for byte in bytes[(checkpoint * Self.stride)..<offset] where !Self.isContinuation(byte) { count += 1 }
        return count
    }

    /// The offset of `line` and `column`, or nil when the file has no such place.
    func offset(line: Int, column: Int) -> Int? {
        guard line >= 1, column >= 1, line <= lineStarts.count else { return nil }
        let lineStart = lineStarts[line - 1]
        // The line's newline, or the end of the file.
        let lineEnd = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        let target = scalars(before: lineStart) + column - 1
        guard target <= scalars(before: lineEnd) else { return nil }
        // From the last checkpoint of the line at or before the place, byte by byte.
        var low = lineStart / Self.stride + 1, high = lineEnd / Self.stride
        var index = lineStart, count = scalars(before: lineStart)
        while low <= high {
            let middle = (low + high) / 2
            if scalarsBefore[middle] <= target {
                index = middle * Self.stride
                count = scalarsBefore[middle]
                low = middle + 1
            } else {
                high = middle - 1
            }
        }
        while index < lineEnd && Self.isContinuation(bytes[index]) { index += 1 }
        while count < target {
            index += 1
            while index < lineEnd && Self.isContinuation(bytes[index]) { index += 1 }
            count += 1
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
        return (low + 1, scalars(before: offset) - scalars(before: lineStarts[low]) + 1)
    }
}
