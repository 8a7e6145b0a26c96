import Foundation

/// The folder every machine report, baseline and shard names files relative to, so that a run
/// gives the same answer from any working directory: the root of the git repository that holds
/// what is checked; outside a repository, the folder of the nearest configuration file; else the
/// working directory. Found once a run, at its start, from the first path named (or the working
/// directory when none is), and passed down.
struct ProjectRoot: Sendable, Equatable {
    /// What made the folder the root, for `--verbose` and the tests.
    enum Reason: String, Sendable {
        /// It holds `.git` (a folder, or a file in a linked worktree or submodule).
        case repository
        /// It holds the nearest `.higlint.yml`, and no repository holds it.
        case configuration
        /// Neither: the working directory.
        case workingDirectory

        /// As `--verbose` says it.
        var description: String {
            switch self {
            case .repository: "the git repository's root"
            case .configuration: "the folder of the nearest \(Configuration.fileName), outside any git repository"
            case .workingDirectory: "the working directory: no git repository or \(Configuration.fileName) holds the files"
            }
        }
    }

    /// The folder, absolute, with its symbolic links resolved.
    let path: String
    let reason: Reason

    init(path: String, reason: Reason) {
        self.path = ProjectBoundary.realPath(path) ?? FileDiscovery.lexicallyNormalized(path)
        self.reason = reason
    }

    /// The root of a run over `paths` (relative to `workingDirectory`, absolute).
    static func find(paths: [String], workingDirectory: String) -> ProjectRoot {
        let start = startFolder(of: paths.first { !$0.isEmpty } ?? ".", workingDirectory: workingDirectory)
        if let repository = ProjectBoundary.repositoryRoot(containing: URL(fileURLWithPath: start)) {
            return ProjectRoot(path: repository.path, reason: .repository)
        }
        var folder = start
        while true {
            var info = stat()
            if systemStat((folder == "/" ? "" : folder) + "/" + Configuration.fileName, &info) == 0 {
                return ProjectRoot(path: folder, reason: .configuration)
            }
            guard folder != "/", let slash = folder.lastIndex(of: "/") else { break }
            folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
        }
        return ProjectRoot(path: workingDirectory, reason: .workingDirectory)
    }

    /// The folder the search starts from: a folder named, or the folder of a file named; for a
    /// path that does not exist, the nearest folder above it that does.
    static func startFolder(of path: String, workingDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        var current = FileDiscovery.lexicallyNormalized(absolute)
        if current.isEmpty { current = "/" }
        var info = stat()
        if systemStat(current, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR {
            return ProjectBoundary.realPath(current) ?? current
        }
        while current != "/", let slash = current.lastIndex(of: "/") {
            current = slash == current.startIndex ? "/" : String(current[..<slash])
            if systemStat(current, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR { break }
        }
        return ProjectBoundary.realPath(current) ?? current
    }

    /// The root as a file URI with a trailing slash, as SARIF's `originalUriBaseIds` gives a base.
    var fileURI: String {
        "file://" + FileURI.percentEncoded(displayed: SystemPath.display(path == "/" ? "/" : path + "/"))
    }
}
