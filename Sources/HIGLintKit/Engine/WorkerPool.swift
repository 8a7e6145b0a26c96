import Foundation

/// Maps items on up to `jobs` threads, the calling thread one of them, and gives the results in
/// the items' order, so that the output does not depend on how many threads there are. Every
/// piece of parallel work in higlint goes through here: checking files, comparing screens,
/// decoding the built-in rules, writing and drawing reports.
///
/// The threads are Foundation's, started for the call with a stack as large as a main thread's
/// (`stackSize`): descriptions nest deeply and their readers and checks recurse. `Thread` with
/// `stackSize` is the same code on Linux and macOS, with nothing handed through a C pointer. A
/// thread that the system does not start takes no item: the others and the calling thread do
/// its share, so a refused thread never leaves work undone.
enum WorkerPool {
    /// The stack of each thread started: what a main thread has on Linux and macOS.
    static let stackSize = 8 << 20

    /// `jobs` beyond this many threads a processor core are not used: more threads only cost
    /// memory (each has its stack and its malloc arena).
    static let maxThreadsPerCore = 4

    /// The results of `transform` on every item, in the items' order.
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int,
                                                     _ transform: @escaping @Sendable (Item) -> Result) -> [Result] {
        map(items, jobs: jobs) { _ in transform }
    }

    /// The results in the items' order, each thread mapping with what `makeTransform` gives it:
    /// its own state (a copy of what it would otherwise share with the others). The calling
    /// thread is worker 0.
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int,
                                                     makeTransform: @escaping @Sendable (_ worker: Int) -> (Item) -> Result) -> [Result] {
        var results: [Result] = []
        results.reserveCapacity(items.count)
        forEach(items, jobs: jobs, makeTransform: makeTransform) { results.append($0) }
        return results
    }

    /// Gives each result to `body` on the calling thread, in the items' order, as soon as it and
    /// the ones before it are done. With a `lookAhead`, at most that many results are held ahead of
    /// their turn: a thread that would go further waits for `body` to take the next, so that large
    /// results (a report's sections) do not pile up in memory while `body` writes. Without one,
    /// no thread ever waits for another's item (one slow file does not hold the others back).
    static func forEach<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, lookAhead: Int = .max,
                                                         makeTransform: @escaping @Sendable (_ worker: Int) -> (Item) -> Result,
                                                         _ body: (Result) -> Void) {
        let threads = max(1, min(jobs, items.count, maxThreadsPerCore * ProcessInfo.processInfo.activeProcessorCount))
        guard threads > 1 else {
            let transform = makeTransform(0)
            for item in items { body(transform(item)) }
            return
        }
        let store = Store<Result>(count: items.count, lookAhead: max(1, lookAhead))
        for worker in 1..<threads {
            let thread = Thread {
                let transform = makeTransform(worker)
                while let index = store.nextIndex(waitingForTurn: true) { store.set(transform(items[index]), at: index) }
            }
            thread.stackSize = stackSize
            thread.start()
        }
        // This thread maps items too, and between two hands over the results done in turn; when
        // the others are as far ahead as they may go, it takes the next result in turn instead of
        // an item; once no item is left, it waits for the others' in order.
        let transform = makeTransform(0)
        var given = 0
        while true {
            while given < items.count, let ready = store.takeIfDone(given) {
                body(ready)
                given += 1
            }
            guard store.hasItemsLeft else { break }
            if let index = store.nextIndex(waitingForTurn: false) {
                store.set(transform(items[index]), at: index)
            } else if given < items.count {
                body(store.take(given))
                given += 1
            }
        }
        while given < items.count {
            body(store.take(given))
            given += 1
        }
    }

    /// The next item to map and the results, shared by the threads under a lock; each result is
    /// taken once, in turn, and its slot freed.
    private final class Store<Result: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var next = 0
        /// The results taken so far: an item `lookAhead` or more past them waits.
        private var taken = 0
        private let count: Int
        private let lookAhead: Int
        private var slots: [Result?]

        init(count: Int, lookAhead: Int) {
            self.count = count
            self.lookAhead = lookAhead
            slots = Array(repeating: nil, count: count)
        }

        var hasItemsLeft: Bool {
            condition.lock()
            defer { condition.unlock() }
            return next < count
        }

        /// The next item to map; nil when none is left, or (not `waitingForTurn`) when the item
        /// would be too far ahead of the results taken. A thread `waitingForTurn` waits instead.
        func nextIndex(waitingForTurn: Bool) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while waitingForTurn && next < count && next - taken >= lookAhead { condition.wait() }
            guard next < count, next - taken < lookAhead else { return nil }
            next += 1
            return next - 1
        }

        func set(_ result: Result, at index: Int) {
            condition.lock()
            slots[index] = result
            condition.broadcast()
            condition.unlock()
        }

        /// The result at `index` if it is done.
        func takeIfDone(_ index: Int) -> Result? {
            condition.lock()
            defer { condition.unlock() }
            guard let result = slots[index] else { return nil }
            slots[index] = nil
            taken += 1
            condition.broadcast()
            return result
        }

        /// The result at `index`, once it is done.
        func take(_ index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while slots[index] == nil { condition.wait() }
            let result = slots[index]!
            slots[index] = nil
            taken += 1
            condition.broadcast()
            return result
        }
    }
}
