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

    init(_ heads: [String]) {
        self.heads = heads
        firstWithHead = heads.count > 1 && heads.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "/")) })
            ? Dictionary(heads.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            : nil
    }

    /// The index of the screen `path` belongs to; nil when none.
    func screen(of path: String) -> Int? {
        guard let firstWithHead else { return heads.firstIndex { ElementPath.isWithin(path, head: $0) } }
        let root = path.utf8.firstIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? path
        return firstWithHead[root]
    }
}
