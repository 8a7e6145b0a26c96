/// The screens of a file by the heads of their element paths (`ElementPath.root`), and which screen
/// a path belongs to: the first whose head is the path or begins it before a slash. The run that
/// keeps screens (`KeptScreen`) and the visual report (`HTMLReporter.findingsByScreen`) give
/// findings to screens so; `higlint draw` gives a finding to every such screen.
///
/// A path's head is looked up, not matched against every screen, so that a storyboard of many
/// scenes and many findings costs the findings, not the findings times the scenes
/// (`Benchmarks/run adversarial`, `ib-one-line`). When no head holds a slash, the head is the path's text up to its
///   first slash; else each part of the path up to a slash of a head's length is looked up (a
///   label may hold slashes). A file of one screen compares the path with its head by bytes
///   (`ElementPath.isWithin`), without making the path's head a String.
struct ScreenHeads {
    private let heads: [String]
    /// The screens of each head, in order, for a file of several screens.
    private let screensWithHead: [Substring: [Int]]
    /// Whether a head holds a slash, and the lengths in bytes of the heads.
    private let headsHoldSlashes: Bool
    private let headLengths: Set<Int>
    /// Heads compared with a path or looked up so far: what the tests count to show that giving
    /// findings to screens costs the findings, not the findings times the screens.
    private(set) var headsCompared = 0

    init(_ heads: [String]) {
        self.heads = heads
        var screensWithHead: [Substring: [Int]] = [:]
        if heads.count > 1 {
            for (index, head) in heads.enumerated() { screensWithHead[Substring(head), default: []].append(index) }
        }
        self.screensWithHead = screensWithHead
        headsHoldSlashes = heads.contains { $0.utf8.contains(UInt8(ascii: "/")) }
        headLengths = Set(heads.map(\.utf8.count))
    }

    /// The index of the screen `path` belongs to; nil when none.
    mutating func screen(of path: String) -> Int? {
        if heads.count == 1 {
            headsCompared += 1
            return ElementPath.isWithin(path, head: heads[0]) ? 0 : nil
        }
        var first: Int?
        forEachHead(of: path) { screens in first = min(first ?? screens[0], screens[0]) }
        return first
    }

    /// The indices of every screen `path` belongs to, in order.
    mutating func screens(of path: String) -> [Int] {
        if heads.count == 1 {
            headsCompared += 1
            return ElementPath.isWithin(path, head: heads[0]) ? [0] : []
        }
        var all: [Int] = [], heads = 0
        forEachHead(of: path) { screens in
            all += screens
            heads += 1
        }
        // The screens of a shorter head come first; of several heads, in order.
        return heads > 1 ? all.sorted() : all
    }

    /// Calls `body` with the screens of each head that `path` is or begins before a slash.
    private mutating func forEachHead(of path: String, _ body: ([Int]) -> Void) {
        func lookUp(_ end: String.Index, length: Int) {
            guard headLengths.contains(length) else { return }
            headsCompared += 1
            if let screens = screensWithHead[path[..<end]] { body(screens) }
        }
        let utf8 = path.utf8
        var index = utf8.startIndex, length = 0
        while index < utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") {
                lookUp(index, length: length)
                // A head without a slash can only be the path's text up to its first.
                if !headsHoldSlashes { return }
            }
            index = utf8.index(after: index)
            length += 1
        }
        lookUp(utf8.endIndex, length: length)
    }
}
