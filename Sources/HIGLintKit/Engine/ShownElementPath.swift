extension ElementPath {
    /// Segments a report shows of a path at most: the first and the last `keptAtEachEnd`, with the
    /// count of those between in their place.
    static let keptAtEachEnd = 6

    /// An element path as reports show it: whole when it has at most `2 × keptAtEachEnd + 1`
    /// segments, else its first and last `keptAtEachEnd` segments around `…N more…`. A finding 250
    /// levels deep would otherwise carry a path of kilobytes into every report. Suppressions,
    /// baselines and ignore lists match the whole path; a shortened path is shortened no further.
    static func shown(_ path: String) -> String {
        // Every separator is a slash: a path of few slashes, nearly every one, is whole.
        guard hasMoreSlashes(than: 2 * keptAtEachEnd, in: path) else { return path }
        var separators: [String.Index] = []
        var depth = 0
        var index = path.startIndex
        // A name in brackets may hold a slash; only slashes outside brackets separate segments.
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "]"): depth = max(0, depth - 1)
            case UInt8(ascii: "/") where depth == 0: separators.append(index)
            default: break
            }
            index = path.utf8.index(after: index)
        }
        let segments = separators.count + 1
        guard segments > 2 * keptAtEachEnd + 1 else { return path }
        let headEnd = separators[keptAtEachEnd - 1]
        let tailStart = separators[separators.count - keptAtEachEnd]
        return String(path[..<headEnd]) + "/…\(segments - 2 * keptAtEachEnd) more…" + String(path[tailStart...])
    }

    /// Whether `path` holds more than `limit` slashes, read in its own bytes and no further than
    /// the slash past the limit: every finding's path is asked this.
    private static func hasMoreSlashes(than limit: Int, in path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            var slashes = 0
            for byte in bytes where byte == UInt8(ascii: "/") {
                slashes += 1
                if slashes > limit { return true }
            }
            return false
        }
    }
}
