/// The screens of a file by the heads of their element paths (`ElementPath.root`), and which screen
/// a path belongs to: the first whose head is the path or begins it before a slash. The run that
/// keeps screens (`KeptScreen`) and the visual report (`HTMLReporter.findingsByScreen`) give
/// findings to screens so.
///
/// - Note: when no head holds a slash, a path's head is its text up to the first slash, looked up
///   at once rather than matched against every screen: a storyboard of 400 scenes with 40,000
///   findings (`Benchmarks/run adversarial`, `ib-one-line`) was drawn in 6.6 s, now in 1.2 s. A file
///   of one screen compares the path with its head by bytes (`ElementPath.isWithin`), without
///   making the path's head a String.
struct ScreenHeads {
    private let heads: [String]
    /// The first screen of each head, for a file of several screens whose heads hold no slash.
    private let firstWithHead: [String: Int]?
    /// Heads compared with a path or looked up so far: what the tests count to show that giving
    /// findings to screens costs the findings, not the findings times the screens.
    private(set) var headsCompared = 0

    init(_ heads: [String]) {
        self.heads = heads
        firstWithHead = heads.count > 1 && heads.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "/")) })
            ? Dictionary(heads.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            : nil
    }

    /// The index of the screen `path` belongs to; nil when none.
    mutating func screen(of path: String) -> Int? {
        guard let firstWithHead else {
            let found = heads.firstIndex { ElementPath.isWithin(path, head: $0) }
            headsCompared += found.map { $0 + 1 } ?? heads.count
            return found
        }
        headsCompared += 1
        let root = path.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? path
        return firstWithHead[root]
    }

    /// The indices of every screen `path` belongs to (whose head is the path or begins it before a
    /// slash), in order: `higlint draw` draws a finding on each.
    mutating func screens(of path: String) -> [Int] {
        headsCompared += heads.count
        return heads.indices.filter { path == heads[$0] || path.hasPrefix(heads[$0] + "/") }
    }
}
