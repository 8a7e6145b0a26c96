import Testing
@testable import HIGLintKit

struct ChunkedArrayTests {
    @Test("a chunked array holds what an array holds, across chunk boundaries")
    func agreesWithArray() {
        for shift in [0, 1, 3] {
            var chunked = ChunkedArray<Int>(chunkShift: shift)
            var array: [Int] = []
            #expect(chunked.isEmpty)
            for value in 0..<37 {
                chunked.append(value * 7)
                array.append(value * 7)
                #expect(chunked.count == array.count)
            }
            chunked.append(contentsOf: [1, 2, 3])
            array.append(contentsOf: [1, 2, 3])
            #expect(chunked.indices.map { chunked[$0] } == array)
            #expect(Array(chunked.elements(5..<20)) == Array(array[5..<20]))
            // Every range, appended a chunk's run at a time.
            for lower in 0...array.count {
                for upper in lower...array.count {
                    var appended = [-1]
                    chunked.append(lower..<upper, to: &appended)
                    #expect(appended == [-1] + array[lower..<upper])
                }
            }
        }
    }
}
