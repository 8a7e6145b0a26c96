import Foundation

/// What a run checked, for telling whether a suppression that silenced nothing is unused or only
/// unseen: an `ignore:` entry is reported unused only by a run that checked every file it names.
/// A run that walked a folder checked every file in it; a run of named files checked those
/// files; a staged run or a shard checked part of the files it names, and judges no entry.
struct RunCoverage: Sendable {
    /// Folders walked whole (real paths).
    var walkedFolders: [String] = []
    /// Files checked (absolute, lexically normal).
    var checkedFiles: Set<String> = []

    /// A run that judges no entry (`--staged`, `--shard`).
    static let none = RunCoverage()

    /// The coverage of a run over `paths` (relative to `workingDirectory`) that checked
    /// `filesChecked` (as reports name them, relative to `workingDirectory`).
    init(paths: [String], filesChecked: [String], workingDirectory: String) {
        let here = ProjectBoundary.realPath(workingDirectory) ?? workingDirectory
        func absolute(_ path: String) -> String {
            FileDiscovery.lexicallyNormalized(path.hasPrefix("/") ? path : (here.hasSuffix("/") ? here : here + "/") + path)
        }
        for path in paths {
            let full = absolute(path)
            var info = stat()
            if stat(full, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
                walkedFolders.append(ProjectBoundary.realPath(full) ?? full)
            }
        }
        checkedFiles = Set(filesChecked.map(absolute))
    }

    init() {}

    /// Whether every file `pattern` (relative to `directory`, a real path) can match was checked:
    /// the pattern's folder before its first wildcard lies in a folder walked, or the pattern
    /// names one file, which was checked.
    func covers(_ pattern: String, in directory: String) -> Bool {
        var path = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if path.hasSuffix("/") { path.removeLast() }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        let fixed = parts.prefix { !$0.contains("*") && !$0.contains("?") }
        let hasWildcard = fixed.count < parts.count
        let base = FileDiscovery.lexicallyNormalized(fixed.isEmpty ? directory : directory + "/" + fixed.joined(separator: "/"))
        if !hasWildcard && checkedFiles.contains(base) { return true }
        return walkedFolders.contains { base == $0 || base.hasPrefix($0 == "/" ? "/" : $0 + "/") }
    }
}
