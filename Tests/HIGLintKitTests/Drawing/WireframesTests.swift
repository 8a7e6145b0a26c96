import Foundation
import Testing
@testable import HIGLintKit

/// The wireframes a run keeps are set aside on disk and read back as they were written, whichever
/// thread adds or reads them.
struct WireframesTests {
    @Test("wireframes added from several threads read back byte for byte, empty ones too")
    func readBackAsWritten() throws {
        let wireframes = try #require(Wireframes())
        let texts = (0..<200).map { index in String(repeating: "<rect x=\"\(index)\"/>é", count: index % 7) }
        let pieces = WorkerPool.map(texts, jobs: 4) { text -> Wireframes.Piece? in
            var markup = MarkupBuffer()
            markup.add(markup: text)
            return wireframes.add(markup)
        }
        let read = WorkerPool.map(pieces, jobs: 4) { $0?.markup() }
        for (index, bytes) in read.enumerated() {
            #expect(bytes.map { String(decoding: $0, as: UTF8.self) } == texts[index], "wireframe \(index)")
        }
    }
}
