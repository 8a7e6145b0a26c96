import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

struct WorkerPoolTests {
    @Test("ParallelMap.forEach gives every result once, in the items' order, on the calling thread", arguments: [1, 2, 3, 8])
    func inOrder(jobs: Int) {
        let items = Array(0..<3_000)
        var given: [Int] = []
        var onCaller = true
        let caller = Thread.current
        // Uneven work, so that results are done out of turn.
        let work: @Sendable (Int) -> Int = { item in
            var sum = 0
            for value in 0..<((item % 7) * 300) { sum &+= value }
            return sum == -1 ? -1 : item * 2
        }
        ParallelMap.forEach(items, jobs: jobs, work) { result in
            given.append(result)
            onCaller = onCaller && Thread.current == caller
        }
        #expect(given == items.map { $0 * 2 })
        #expect(onCaller)
        var none: [Int] = []
        ParallelMap.forEach([Int](), jobs: jobs, { $0 }) { none.append($0) }
        #expect(none.isEmpty)
    }

    @Test("batches come back whole and in their items' order, however many workers (none: the caller works)", arguments: [0, 1, 2, 5, 100])
    func resultsInOrder(workers: Int) {
        let pool = WorkerPool<Int, String>(workers: workers) { item in
            // Uneven work, so that workers finish out of order.
            var sum = 0
            for value in 0..<((item % 7) * 1_000) { sum &+= value }
            return "\(item):\(sum % 2)"
        }
        let batches = (0..<4).map { batch in Array(batch * 100..<(batch * 100 + 37 * batch)) }
        let handles = batches.map { pool.submit($0) }
        // The later batches are asked for first: each waits for its own results only.
        for (batch, handle) in zip(batches, handles).reversed() {
            let results = pool.results(of: handle)
            #expect(results.map { Int($0.split(separator: ":")[0])! } == batch)
        }
        pool.close()
    }

    @Test("each worker makes its transform once, on its own thread, and keeps it; so does a working caller", arguments: [0, 1, 3])
    func transformPerWorker(workers: Int) {
        final class Made: @unchecked Sendable {
            let lock = NSLock()
            var threads: [Thread] = []
            var numbers: [Int] = []
        }
        let made = Made()
        let pool = WorkerPool<Int, Bool>(workers: workers) { number in
            let thread = Thread.current
            made.lock.lock()
            made.threads.append(thread)
            made.numbers.append(number)
            made.lock.unlock()
            return { item in
                var sum = 0
                for value in 0..<((item % 5) * 500) { sum &+= value }
                return Thread.current == thread && sum != -1
            }
        }
        let handles = (0..<3).map { batch in pool.submit(Array(batch * 50..<(batch * 50 + 50))) }
        for handle in handles { #expect(pool.results(of: handle).allSatisfy { $0 }) }
        pool.close()
        #expect(made.threads.count == max(workers, 1))
        #expect(Set(made.threads.map(ObjectIdentifier.init)).count == made.threads.count)
        // Each numbered by the order it started in: with workers, 0 to one less than their count;
        // the caller, working alone, 0.
        #expect(made.numbers.sorted() == Array(0..<made.threads.count))
    }
}
