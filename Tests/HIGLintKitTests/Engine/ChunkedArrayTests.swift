import Testing
@testable import HIGLintKit
import TestSupport

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
            // Runs longer than a chunk, empty ones, and slices.
            for run in [[Int](), Array(100..<117), [5], Array(200..<203)] {
                chunked.append(contentsOf: run)
                array.append(contentsOf: run)
                chunked.append(contentsOf: run.dropFirst())
                array.append(contentsOf: run.dropFirst())
            }
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

    @Test("bytes of texts appended a chunk's room at a time are the texts' bytes")
    func appendsTextBytes() {
        var chunked = ChunkedArray<UInt8>(chunkShift: 2)
        var expected: [UInt8] = []
        for text in ["", "a", "screen[Inbox 0]", "héllo/wörld", "", String(repeating: "x", count: 9)] {
            chunked.append(contentsOf: text.utf8)
            chunked.append(contentsOf: Substring(text).dropFirst().utf8)
            expected += Array(text.utf8) + Array(Substring(text).dropFirst().utf8)
            #expect(chunked.count == expected.count)
        }
        #expect(chunked.indices.map { chunked[$0] } == expected)
    }
}
