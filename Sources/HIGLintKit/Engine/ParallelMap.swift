import Foundation

/// Maps items on up to `jobs` threads and returns the results in the items' order, so that
/// parallel work gives the same output as serial work.
enum ParallelMap {
    static func map<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> Result) -> [Result] {
        let workers = max(1, min(jobs, items.count))
        guard workers > 1 else { return items.map(transform) }
        let store = Store<Result>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = store.nextIndex() {
                store.set(transform(items[index]), at: index)
            }
        }
        return store.results()
    }

    /// The work queue and the results, shared by the workers under a lock.
    private final class Store<Result: Sendable>: @unchecked Sendable {
        private let lock = NSLock()
        private var next = 0
        private let count: Int
        private var slots: [Result?]

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
        }

        func nextIndex() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func set(_ result: Result, at index: Int) {
            lock.lock()
            slots[index] = result
            lock.unlock()
        }

        func results() -> [Result] { slots.map { $0! } }
    }
}
