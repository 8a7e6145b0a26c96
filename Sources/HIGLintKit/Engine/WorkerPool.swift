import Foundation

/// Threads that map batches of items in the background while the caller goes on: a run finds
/// the next files and reports the last part while the workers check the current ones. Batches are
/// worked through in the order they were submitted, and each one's results come back in its
/// items' order, so the output does not depend on how many workers there are.
final class WorkerPool<Item: Sendable, Result: Sendable>: @unchecked Sendable {
    /// One submitted batch: its items, the results so far and how many are still to come.
    final class Batch: @unchecked Sendable {
        fileprivate let items: [Item]
        fileprivate var results: [Result?]
        fileprivate var nextIndex = 0
        fileprivate var remaining: Int

        fileprivate init(items: [Item]) {
            self.items = items
            results = Array(repeating: nil, count: items.count)
            remaining = items.count
        }
    }

    private let transform: @Sendable (Item) -> Result
    /// Guards everything below; signalled when work arrives, a batch is done or the pool closes.
    private let condition = NSCondition()
    /// Batches with items not yet taken, oldest first.
    private var queue: [Batch] = []
    private var closed = false
    private var running = 0

    /// Starts `workers` threads. Deep descriptions recurse, so each gets a main-thread-sized stack.
    init(workers: Int, transform: @escaping @Sendable (Item) -> Result) {
        self.transform = transform
        for _ in 0..<max(1, workers) {
            let thread = Thread { [self] in work() }
            thread.stackSize = 8 << 20
            running += 1
            thread.start()
        }
    }

    /// Hands `items` to the workers; `results(of:)` waits for them.
    func submit(_ items: [Item]) -> Batch {
        let batch = Batch(items: items)
        condition.lock()
        if !items.isEmpty { queue.append(batch) }
        condition.broadcast()
        condition.unlock()
        return batch
    }

    /// The results of a submitted batch, in its items' order, once all are in.
    func results(of batch: Batch) -> [Result] {
        condition.lock()
        while batch.remaining > 0 { condition.wait() }
        let results = batch.results.map { $0! }
        condition.unlock()
        return results
    }

    /// Lets the workers finish what was submitted, then stops them; returns once they have stopped.
    func close() {
        condition.lock()
        closed = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        condition.unlock()
    }

    private func work() {
        condition.lock()
        while true {
            guard let batch = queue.first else {
                if closed { break }
                condition.wait()
                continue
            }
            let index = batch.nextIndex
            batch.nextIndex += 1
            if batch.nextIndex == batch.items.count { queue.removeFirst() }
            condition.unlock()
            let result = transform(batch.items[index])
            condition.lock()
            batch.results[index] = result
            batch.remaining -= 1
            if batch.remaining == 0 { condition.broadcast() }
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }
}
