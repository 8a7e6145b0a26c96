import Foundation

/// Threads that map batches of items in the background while the caller goes on: a run finds
/// the next files and reports the last part while the workers check the current ones. Batches are
/// worked through in the order they were submitted, and each one's results come back in its
/// items' order, so the output does not depend on how many workers there are.
///
/// Workers are started as work arrives, never more than there are items waiting: one file costs
/// no threads beyond one. Where the system refuses a thread, the ones running do the work, or, if
/// none is, the caller does while it waits.
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

    /// Makes what a worker maps its items with, once for each worker on its own thread (and once
    /// for the caller, when it works), given the worker's number: 0, 1, … in the order they
    /// started, the caller the number after theirs.
    private let makeTransform: @Sendable (_ worker: Int) -> (Item) -> Result
    /// The caller's, made when it first works; used by the caller's thread alone.
    private var callerTransform: ((Item) -> Result)?
    private let maxWorkers: Int
    /// Guards everything below; signalled when work arrives, a batch is done or the pool closes.
    private let condition = NSCondition()
    /// Batches with items not yet taken, oldest first.
    private var queue: [Batch] = []
    private var closed = false
    /// Workers started and not yet stopped.
    private var running = 0
    /// Workers started, the stopped ones included.
    private var started = 0
    /// Set once the system has refused a thread: no more are asked for.
    private var cannotStart = false

    /// At most `workers` threads; with none, the caller does the work while it waits.
    convenience init(workers: Int, transform: @escaping @Sendable (Item) -> Result) {
        self.init(workers: workers) { _ in transform }
    }

    /// At most `workers` threads, each mapping items with what `makeTransform` gives it: a
    /// worker's own state (a copy of what it would otherwise share with the others).
    init(workers: Int, makeTransform: @escaping @Sendable (_ worker: Int) -> (Item) -> Result) {
        self.makeTransform = makeTransform
        maxWorkers = max(0, workers)
    }

    /// Hands `items` to the workers; `results(of:)` waits for them.
    func submit(_ items: [Item]) -> Batch {
        let batch = Batch(items: items)
        condition.lock()
        if !items.isEmpty { queue.append(batch) }
        let waiting = queue.reduce(0) { $0 + $1.items.count - $1.nextIndex }
        while running < min(maxWorkers, waiting) && !cannotStart {
            if startWorker() { running += 1 } else { cannotStart = true }
        }
        condition.broadcast()
        condition.unlock()
        return batch
    }

    /// The results of a submitted batch, in its items' order, once all are in.
    func results(of batch: Batch) -> [Result] {
        condition.lock()
        while batch.remaining > 0 {
            // No worker could be started: the caller works through the queue itself.
            if running == 0, let (taken, index) = take() {
                let number = started
                condition.unlock()
                let transform = callerTransform ?? makeTransform(number)
                callerTransform = transform
                let result = transform(taken.items[index])
                condition.lock()
                store(result, at: index, in: taken)
                continue
            }
            condition.wait()
        }
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

    /// The next item to work on, oldest batch first; called under the lock.
    private func take() -> (Batch, Int)? {
        guard let batch = queue.first else { return nil }
        let index = batch.nextIndex
        batch.nextIndex += 1
        if batch.nextIndex == batch.items.count { queue.removeFirst() }
        return (batch, index)
    }

    /// Called under the lock.
    private func store(_ result: Result, at index: Int, in batch: Batch) {
        batch.results[index] = result
        batch.remaining -= 1
        if batch.remaining == 0 { condition.broadcast() }
    }

    private func work(_ number: Int) {
        let transform = makeTransform(number)
        condition.lock()
        while true {
            guard let (batch, index) = take() else {
                if closed { break }
                condition.wait()
                continue
            }
            condition.unlock()
            let result = transform(batch.items[index])
            condition.lock()
            store(result, at: index, in: batch)
        }
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// Starts one worker thread with a main-thread-sized stack (deep descriptions recurse);
    /// false if the system refuses. (Foundation's `Thread.start` does not say when it fails.)
    /// Called under the lock.
    private func startWorker() -> Bool {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
        let number = started
        let body = Unmanaged.passRetained(ThreadBody { [self] in work(number) })
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            let body = Unmanaged<ThreadBody>.fromOpaque(context!).takeRetainedValue()
            body.run()
            return nil
        }, body.toOpaque())
        guard created == 0 else {
            body.release()
            return false
        }
        started += 1
        return true
    }
}

/// What a worker thread runs, handed through pthread_create's context pointer.
private final class ThreadBody {
    let run: () -> Void
    init(_ run: @escaping () -> Void) { self.run = run }
}
