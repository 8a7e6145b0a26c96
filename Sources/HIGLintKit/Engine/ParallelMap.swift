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

    /// Maps items on up to `jobs` threads and gives each result to `body` on the calling thread,
    /// in the items' order, as soon as it and the ones before it are done: only the results done
    /// ahead of their turn are held, never all of them.
    ///
    /// - Note: so that the visual report does not hold a whole part's drawings at once (and pay
    ///   for the fresh pages they take), and the calling thread maps items too rather than being
    ///   woken for every result.
    static func forEach<Item: Sendable, Result: Sendable>(_ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> Result,
                                                         _ body: (Result) -> Void) {
        let workers = max(1, min(jobs, items.count))
        guard workers > 1 else {
            for item in items { body(transform(item)) }
            return
        }
        let store = Store<Result>(count: items.count)
        let group = DispatchGroup()
        for _ in 1..<workers {
            DispatchQueue.global().async(group: group) {
                while let index = store.nextIndex() { store.set(transform(items[index]), at: index) }
            }
        }
        // This thread maps items too, and between two hands over the results done in turn; once
        // no item is left, it waits for the others' in order. (A thread only waiting would be
        // woken for every result, and share the cores with the workers.)
        var given = 0
        while let index = store.nextIndex() {
            let result = transform(items[index])
            store.set(result, at: index)
            while given < items.count, let ready = store.takeIfDone(given) {
                body(ready)
                given += 1
            }
        }
        while given < items.count {
            body(store.take(given))
            given += 1
        }
        group.wait()
    }

    /// The work queue and the results, shared by the workers under a lock: `map` takes them all
    /// at the end, `forEach` one at a time as they are done (its slot then freed).
    private final class Store<Result: Sendable>: @unchecked Sendable {
        private let condition = NSCondition()
        private var next = 0
        private let count: Int
        private var slots: [Result?]

        init(count: Int) {
            self.count = count
            slots = Array(repeating: nil, count: count)
        }

        func nextIndex() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            guard next < count else { return nil }
            next += 1
            return next - 1
        }

        func set(_ result: Result, at index: Int) {
            condition.lock()
            slots[index] = result
            condition.signal()
            condition.unlock()
        }

        /// The result at `index` if it is done.
        func takeIfDone(_ index: Int) -> Result? {
            condition.lock()
            defer { condition.unlock() }
            guard let result = slots[index] else { return nil }
            slots[index] = nil
            return result
        }

        /// The result at `index`, once it is done.
        func take(_ index: Int) -> Result {
            condition.lock()
            defer { condition.unlock() }
            while slots[index] == nil { condition.wait() }
            let result = slots[index]!
            slots[index] = nil
            return result
        }

        /// Every result, once all are done.
        func results() -> [Result] { slots.map { $0! } }
    }
}
