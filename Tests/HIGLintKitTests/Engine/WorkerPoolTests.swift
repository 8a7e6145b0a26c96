import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

struct WorkerPoolTests {
    /// Uneven work, so that results are done out of turn.
    static func work(_ item: Int) -> Int {
        var sum = 0
        for value in 0..<((item % 7) * 300) { sum &+= value }
        return sum == -1 ? -1 : item * 2
    }

    @Test("forEach gives every result once, in the items' order, on the calling thread", arguments: [1, 2, 3, 8])
    func inOrder(jobs: Int) {
        let items = Array(0..<3_000)
        var given: [Int] = []
        var onCaller = true
        let caller = Thread.current
        WorkerPool.forEach(items, jobs: jobs, makeTransform: { _ in Self.work }) { result in
            given.append(result)
            onCaller = onCaller && Thread.current == caller
        }
        #expect(given == items.map { $0 * 2 })
        #expect(onCaller)
        var none: [Int] = []
        WorkerPool.forEach([Int](), jobs: jobs, makeTransform: { _ in { $0 } }) { none.append($0) }
        #expect(none.isEmpty)
        #expect(WorkerPool.map(items, jobs: jobs, Self.work) == items.map { $0 * 2 })
    }

    @Test("each thread makes its transform once, on its own thread, and keeps it; the calling thread is worker 0", arguments: [1, 2, 3])
    func transformPerWorker(jobs: Int) {
        final class Made: @unchecked Sendable {
            let lock = NSLock()
            var threads: [Thread] = []
            var numbers: [Int] = []
        }
        let made = Made()
        let caller = ObjectIdentifier(Thread.current)
        let results = WorkerPool.map(Array(0..<300), jobs: jobs) { number in
            let thread = Thread.current
            made.lock.lock()
            made.threads.append(thread)
            made.numbers.append(number)
            made.lock.unlock()
            return { item in Thread.current == thread && (number == 0) == (ObjectIdentifier(thread) == caller) && Self.work(item) != -1 }
        }
        #expect(results.count == 300 && results.allSatisfy { $0 })
        // A thread that starts after the others have taken every item takes none.
        made.lock.lock()
        defer { made.lock.unlock() }
        #expect(made.numbers.contains(0) && made.numbers.allSatisfy { (0..<jobs).contains($0) })
        #expect(Set(made.numbers).count == made.numbers.count)
        #expect(Set(made.threads.map(ObjectIdentifier.init)).count == made.threads.count)
    }

    @Test("the threads have the stack deep descriptions need")
    func stackSize() {
        let sizes = WorkerPool.map(Array(0..<4), jobs: 4) { _ in Thread.current.stackSize }
        // The calling thread's is its own; the others are started with the pool's.
        #expect(sizes.dropFirst().allSatisfy { $0 >= WorkerPool.stackSize } || sizes.count < 2)
    }
}
