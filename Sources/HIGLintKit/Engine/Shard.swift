/// One of `count` parts of a run's files (`higlint check --shard K/N`), for CI systems that split
/// a large repository's check across machines and merge the reports (`higlint merge`).
///
/// Files go to a shard by their folder, so the screens of one app (a folder of screens is one
/// app, see `ScreenFact.scope`) are checked together and compared with each other as a single
/// run compares them. The split is a hash of the folder's path: the same on every machine and
/// in every run, needing no list of the files. Screens that name one `app` from different
/// folders, or that one Xcode target ships from different folders, are compared only with the
/// screens of their own shard.
public struct Shard: Sendable, Equatable, CustomStringConvertible {
    /// From 1 to `count`.
    var index: Int
    var count: Int

    init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// The most shards a run is split into: far more machines than a CI matrix runs, and few
    /// enough that a merge can say which shards it lacks.
    static let maxCount = 10_000

    /// `K/N`, with 1 ≤ K ≤ N ≤ `maxCount`; nil otherwise.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), (1...Self.maxCount).contains(count),
              (1...count).contains(index) else {
            return nil
        }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the file (or folder of icons, or the place of an error) at `path`, as reports
    /// give it, is this shard's: by the folder that holds it.
    func contains(_ path: String) -> Bool {
        let folder = path.lastIndex(of: "/").map { path[..<$0] } ?? ""
        return Int(Self.hash(folder) % UInt64(count)) == index - 1
    }

    /// Whether a folder of icons is this shard's: the folder of the descriptions in it, since
    /// an app description there stands for its icons.
    func containsFolder(_ path: String) -> Bool {
        contains(path + "/")
    }

    /// FNV-1a, 64 bits, then mixed (splitmix64's finaliser) so that folders that differ in their
    /// last character spread over the shards.
    private static func hash(_ text: Substring) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        hash = (hash ^ (hash >> 30)) &* 0xbf58_476d_1ce4_e5b9
        hash = (hash ^ (hash >> 27)) &* 0x94d0_49bb_1331_11eb
        return hash ^ (hash >> 31)
    }
}
