import Foundation

/// The folder a run may read from: the git repository that holds what is checked, or, outside a
/// repository, the folder checked. Image references, asset catalog entries, `rules_paths` and
/// symbolic links found in a walk are followed only while they stay inside it, so a description
/// or a configuration written by a stranger cannot make higlint open, or say anything about,
/// a file elsewhere on the machine (`file="../../../etc/shadow"`).
public struct ProjectBoundary: Sendable, Equatable {
    /// The project's folder with every symbolic link resolved.
    let root: String

    public init(root: URL) {
        self.root = Self.realPath(root.path) ?? FileDiscovery.lexicallyNormalized(root.standardizedFileURL.path)
    }

    /// The root of the git repository whose work tree holds `directory`: the nearest folder, from
    /// `directory` up, that has a `.git` entry (a folder, or a file in a linked worktree or
    /// submodule). Found without running git.
    static func repositoryRoot(containing directory: URL) -> URL? {
        var current = realPath(directory.path) ?? directory.standardizedFileURL.path
        while true {
            var info = stat()
            if systemLstat(current + "/.git", &info) == 0 { return URL(fileURLWithPath: current) }
            guard current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// The project of a path the user named: the repository that holds it; outside a
    /// repository, the working directory when the path lies inside it, else the folder named (or,
    /// for a file, the folder it is in).
    static func of(_ path: String, workingDirectory: String) -> ProjectBoundary {
        let absolute = path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        var info = stat()
        let isDirectory = systemStat(absolute, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
        let folder = URL(fileURLWithPath: absolute)
        let start = isDirectory ? folder : folder.deletingLastPathComponent()
        if let repository = repositoryRoot(containing: start) { return ProjectBoundary(root: repository) }
        let here = ProjectBoundary(root: URL(fileURLWithPath: workingDirectory))
        return here.refusal(of: start.path) == nil ? here : ProjectBoundary(root: start)
    }

    /// Why `path` (absolute) may not be read, or nil when it lies inside the project. The path is
    /// first judged as written (`..` taken lexically), then with its symbolic links resolved, as
    /// far as it exists: a link inside the project that leads out of it is refused too.
    func refusal(of path: String) -> String? {
        let lexical = Self.anchored(path)
        guard contains(lexical) else { return "it lies outside the project (\(rootDescription))" }
        // Resolve the longest part of the path that exists.
        var existing = lexical
        var rest: [Substring] = []
        while Self.realPath(existing) == nil {
            guard let slash = existing.lastIndex(of: "/"), slash != existing.startIndex else { return nil }
            rest.insert(existing[existing.index(after: slash)...], at: 0)
            existing = String(existing[..<slash])
        }
        guard let resolved = Self.realPath(existing) else { return nil }
        let full = rest.isEmpty ? resolved : resolved + "/" + rest.joined(separator: "/")
        return contains(full) ? nil : "a symbolic link leads it outside the project (\(rootDescription))"
    }

    /// `path` (absolute) with the folders it names before its first `..` (or its last name) resolved (the project may
    /// be reached through a symbolic link, `/tmp` on a Mac, a linked checkout), then the rest taken
    /// lexically: `root-through-link/app/../../x` is `real-root/../x`, outside. Only the part of the
    /// path before `..` is looked up.
    static func anchored(_ path: String) -> String {
        let parts = path.split(separator: "/")
        // The folders only: a link in the last place is judged by the check that follows links.
        var count = min(parts.firstIndex(of: "..") ?? parts.count, parts.count - 1)
        while count > 0 {
            if let resolved = realPath("/" + parts[..<count].joined(separator: "/")) {
                let rest = parts[count...].joined(separator: "/")
                return FileDiscovery.lexicallyNormalized(rest.isEmpty ? resolved : resolved + "/" + rest)
            }
            count -= 1
        }
        return FileDiscovery.lexicallyNormalized(path)
    }

    /// Whether an absolute, normalised path is the root or lies below it.
    func contains(_ path: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    private var rootDescription: String {
        ProjectBoundary.repositoryRoot(containing: URL(fileURLWithPath: root))?.path == root ? "its git repository" : "the folder checked"
    }

    /// `realpath(3)`: the absolute path with every link resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = SystemPath.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(resolved) }
        return SystemPath.string(UnsafeBufferPointer(start: UnsafeRawPointer(resolved).assumingMemoryBound(to: UInt8.self), count: strlen(resolved)))
    }
}
