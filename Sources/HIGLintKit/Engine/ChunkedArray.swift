/// A list that grows a chunk at a time and is never copied as it grows: the stores that grow
/// with a run (its cross-screen facts, its files with findings) then cost what they hold, where
/// an array costs up to three times that at the moment it moves into a buffer twice as large.
struct ChunkedArray<Element> {
    private var chunks: [[Element]] = []
    /// Each chunk holds 2^chunkShift elements.
    private let chunkShift: Int
    private(set) var count = 0

    init(chunkShift: Int) {
        self.chunkShift = chunkShift
    }

    var isEmpty: Bool { count == 0 }
    var indices: Range<Int> { 0..<count }

    mutating func append(_ element: Element) {
        if count >> chunkShift == chunks.count {
            var chunk: [Element] = []
            chunk.reserveCapacity(1 << chunkShift)
            chunks.append(chunk)
        }
        // Changed in place: the chunk has one owner, so it is not copied.
        chunks[chunks.count - 1].append(element)
        count += 1
    }

    /// Appends `elements` as many at once as the last chunk has room for, copied as a block
    /// where they lie in one (the bytes of a text).
    ///
    /// - Note: rather than one at a time, for speed: `FactStore` stores the cross-screen facts on
    ///   the thread that reports.
    mutating func append<C: Collection>(contentsOf elements: C) where C.Element == Element {
        if elements.withContiguousStorageIfAvailable({ append(block: $0) }) != nil { return }
        for element in elements { append(element) }
    }

    private mutating func append(block: UnsafeBufferPointer<Element>) {
        var rest = block[...]
        while !rest.isEmpty {
            if count >> chunkShift == chunks.count {
                var chunk: [Element] = []
                chunk.reserveCapacity(1 << chunkShift)
                chunks.append(chunk)
            }
            let taken = rest.prefix((1 << chunkShift) - chunks[chunks.count - 1].count)
            // Changed in place: the chunk has one owner, so it is not copied.
            chunks[chunks.count - 1].append(contentsOf: UnsafeBufferPointer(rebasing: taken))
            count += taken.count
            rest = rest[taken.endIndex...]
        }
    }

    subscript(index: Int) -> Element {
        chunks[index >> chunkShift][index & ((1 << chunkShift) - 1)]
    }

    /// The elements at `range`, in order.
    func elements(_ range: Range<Int>) -> LazyMapSequence<Range<Int>, Element> {
        range.lazy.map { self[$0] }
    }

    /// Appends the elements at `range` to `array`, as many at once as one chunk holds.
    func append(_ range: Range<Int>, to array: inout [Element]) {
        var index = range.lowerBound
        while index < range.upperBound {
            let chunk = chunks[index >> chunkShift]
            let start = index & ((1 << chunkShift) - 1)
            let end = min(chunk.count, start + range.upperBound - index)
            array.append(contentsOf: chunk[start..<end])
            index += end - start
        }
    }
}

extension ChunkedArray: Sendable where Element: Sendable {}
