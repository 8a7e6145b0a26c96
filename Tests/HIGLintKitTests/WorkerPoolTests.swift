import Testing
@testable import HIGLintKit

struct WorkerPoolTests {
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
}
