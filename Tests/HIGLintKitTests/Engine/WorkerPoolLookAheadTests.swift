import Foundation
import Testing
@testable import HIGLintKit

struct WorkerPoolLookAheadTests {
    /// Counts the results mapped but not yet given to `body`, and the most there ever were.
    final class Ahead: @unchecked Sendable {
        let lock = NSLock()
        var mapped = 0
        var given = 0
        var most = 0

        func didMap() {
            lock.lock()
            mapped += 1
            most = max(most, mapped - given)
            lock.unlock()
        }

        func didGive() {
            lock.lock()
            given += 1
            lock.unlock()
        }
    }

    @Test("a slow body holds the other threads back: no more than lookAhead results wait for their turn", arguments: [2, 3, 4])
    func boundedWhileBodyIsSlow(jobs: Int) {
        let ahead = Ahead()
        let items = Array(0..<400)
        var given: [Int] = []
        WorkerPool.forEach(items, jobs: jobs, lookAhead: 8, makeTransform: { _ in { item in
            ahead.didMap()
            return item
        } }) { result in
            // The body is far slower than the mapping, as writing a report is next to drawing it.
            usleep(200)
            given.append(result)
            ahead.didGive()
        }
        #expect(given == items)
        // Mapped ahead: at most lookAhead by the others, plus the one the calling thread maps.
        #expect(ahead.most <= 8 + 1)
        #expect(ahead.most > 1, "the other threads did map ahead of the body")
    }
}
