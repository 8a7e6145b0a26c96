/// Writes a part's findings on several threads, chunk by chunk, and gives the texts in order: a
/// run's reports are written once its last part is known (`ReportOrder`), when the workers that
/// checked the files are idle. For speed: it keeps the JSON and SARIF reports near the text
/// report's time on runs with many findings (`Benchmarks/run findings`).
enum ParallelWriting {
    /// Findings a thread writes at a time.
    static let chunkSize = 512

    static func map<Item: Sendable, Written: Sendable>(_ items: [Item], jobs: Int, _ write: @Sendable (ArraySlice<Item>) -> Written) -> [Written] {
        guard items.count > chunkSize, jobs > 1 else { return items.isEmpty ? [] : [write(items[...])] }
        let chunks = stride(from: 0, to: items.count, by: chunkSize).map { items[$0..<min($0 + chunkSize, items.count)] }
        return ParallelMap.map(chunks, jobs: jobs, write)
    }
}
