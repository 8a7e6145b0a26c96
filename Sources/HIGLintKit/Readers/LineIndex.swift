import Foundation

/// Turns byte offsets in a UTF-8 buffer into 1-based line and column numbers.
///
/// A line ends at LF, at CRLF (one line end, not two) or at a CR alone (old Mac files), mixed
/// in any way; the line end's bytes belong to the line they end.
///
/// Readers ask for positions mostly in increasing order, so the column count resumes from the last
/// position asked for on the same line: a file that is one long line (compact JSON) costs one
/// pass, not one pass per position. Asked far from there (the Interface Builder reader asks for
/// an element's place after its children's), the count starts from the nearest of the scalar
/// counts kept every `checkpointStride` bytes, so that a storyboard on one line costs the same
/// (`Benchmarks/run adversarial`, `ib-one-line`).
final class LineIndex {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let lineStarts: [Int]
    private var last: (offset: Int, line: Int, column: Int) = (0, 1, 1)
    /// The scalars before each multiple of `checkpointStride` bytes, worked out as far as asked.
    private var scalarsBeforeCheckpoint: [Int] = [0]
    static let checkpointStride = 4096

    /// `mayHoldCarriageReturns`: false when the caller knows the buffer holds no CR (the UTF-8
    /// scan that every file goes through finds out), nil to have the index look for one.
    init(_ bytes: UnsafeBufferPointer<UInt8>, mayHoldCarriageReturns: Bool? = nil) {
        self.bytes = bytes
        lineStarts = Self.lineStarts(in: bytes, mayHoldCarriageReturns: mayHoldCarriageReturns)
    }

    /// The offsets at which the lines of `bytes` begin, the first line's (0) included.
    private static func lineStarts(in bytes: UnsafeBufferPointer<UInt8>, mayHoldCarriageReturns: Bool?) -> [Int] {
        var lineStarts = [0]
        guard let base = bytes.baseAddress else { return lineStarts }
        let count = bytes.count
        let lf = Int32(UInt8(ascii: "\n")), cr = Int32(UInt8(ascii: "\r"))
        /// The offset of the next `byte` at or after `start`, or `count`. memchr looks at many
        /// bytes at a time.
        func next(_ byte: Int32, from start: Int) -> Int {
            guard start < count, let found = memchr(base + start, byte, count - start) else { return count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
        var nextCR = mayHoldCarriageReturns == false ? count : next(cr, from: 0)
        if nextCR == count {
            // LF alone, nearly every file: one memchr a line.
            var offset = 0
            while offset < count, let found = memchr(base + offset, lf, count - offset) {
                offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                lineStarts.append(offset)
            }
            return lineStarts
        }
        // The next LF and the next CR, each found by memchr and taken in order.
        var nextLF = next(lf, from: 0)
        while nextLF < count || nextCR < count {
            if nextLF < nextCR {
                lineStarts.append(nextLF + 1)
                nextLF = next(lf, from: nextLF + 1)
            } else {
                var end = nextCR + 1
                if end < count && nextLF == end {
                    // CRLF: one line end.
                    end += 1
                    nextLF = next(lf, from: end)
                }
                lineStarts.append(end)
                nextCR = next(cr, from: end)
            }
        }
        return lineStarts
    }

    /// Line and column of the byte at `offset`; the column counts Unicode scalars, not bytes.
    func position(of offset: Int) -> (line: Int, column: Int) {
        let offset = max(0, min(offset, bytes.count))
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        // A byte order mark is not a character of the first line.
        if low == 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = min(3, offset) }
        if last.line == low + 1 && last.offset <= offset && last.offset >= index {
            column = last.column
            index = last.offset
        }
        if offset - index > 2 * Self.checkpointStride {
            column += scalars(before: offset) - scalars(before: index)
        } else {
            column += scalars(from: index, to: offset)
        }
        // A continuation byte at the offset itself still belongs to the scalar before it.
        last = (offset, low + 1, column)
        return (low + 1, column)
    }

    /// The scalars that begin before `offset`, from the nearest checkpoint.
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset / Self.checkpointStride
        while scalarsBeforeCheckpoint.count <= checkpoint {
            let start = (scalarsBeforeCheckpoint.count - 1) * Self.checkpointStride
            scalarsBeforeCheckpoint.append(scalarsBeforeCheckpoint[scalarsBeforeCheckpoint.count - 1]
                + scalars(from: start, to: start + Self.checkpointStride))
        }
        return scalarsBeforeCheckpoint[checkpoint] + scalars(from: checkpoint * Self.checkpointStride, to: offset)
    }

    /// The scalars that begin in `start..<end`: the bytes that are not continuation bytes (10xxxxxx).
    private func scalars(from start: Int, to end: Int) -> Int {
        var count = 0, index = start
        // Eight bytes at a time while there are eight: a continuation byte has its top bit set and
        // the one below it clear.
        if let base = bytes.baseAddress {
            while end - index >= 8 {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                let continuations = word & ~(word << 1) & 0x8080_8080_8080_8080
                count += 8 - continuations.nonzeroBitCount
                index += 8
            }
        }
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}

import Foundation
