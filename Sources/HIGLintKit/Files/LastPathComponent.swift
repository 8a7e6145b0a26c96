/// The last part of a path, found in its bytes. It is asked of every file a run checks, whose paths
/// run to a hundred characters and more; splitting such a path into characters cost more than
/// reading a small file.
enum LastPathComponent {
    /// What follows the last `/` of the path's last non-empty part (`Main.storyboard` for
    /// `App/Base.lproj/Main.storyboard`, `b` for `a/b/`); the whole path when it has no such part.
    static func of(_ path: String) -> Substring {
        let slash = UInt8(ascii: "/")
        var end = path.endIndex
        while end > path.startIndex, path.utf8[path.utf8.index(before: end)] == slash { end = path.utf8.index(before: end) }
        guard end > path.startIndex else { return Substring(path) }
        let start = path.utf8[..<end].lastIndex(of: slash).map { path.utf8.index(after: $0) } ?? path.startIndex
        return path[start..<end]
    }
}
