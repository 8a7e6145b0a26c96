import Foundation

/// The folders of a path higlint is to write (a report, a baseline, a drawing, a converted
/// description, a configuration), judged against the project boundary, so that a symbolic link
/// committed in a repository cannot turn `--output out/report.json` into a write outside it.
///
/// The path is followed folder by folder as the system follows it. Every symbolic link met on the
/// way is judged against the project of the folder that holds it: the git repository holding that
/// folder, or, outside a repository, the working directory when the folder lies in it. A link that
/// leads out of that project, or dangles out of it, refuses the path. A link in a folder outside
/// both (the machine's own layout: `/tmp` on a Mac, a home folder reached through a link) is
/// followed, since nothing from a repository put it there. Once a link was judged, the path as
/// written (`..` taken literally) and the path as the system resolves it (`..` taken from a
/// link's target) must agree about lying inside that project, which `out/../x` can otherwise
/// make them disagree on. A path named outside the project with no link in it stays allowed:
/// the user typed it.
///
/// The last name of the path is not judged here: a link in the file's own place is the writer's
/// to judge (`AtomicFile`), since a hook replaces such a link where a report writes through it.
extension ProjectBoundary {
    /// Why the folders of `path` may not be written into, or nil when they may. `path` is as the
    /// user gave it; a relative one is taken from `workingDirectory` (absolute, with its links
    /// resolved, as `getcwd` gives it).
    static func writeRefusal(ofFoldersOf path: String, workingDirectory: String) -> String? {
        let isRelative = !path.hasPrefix("/")
        let base = isRelative ? workingDirectory.split(separator: "/").map(String.init) : []
        let written = path.split(separator: "/").map(String.init)
        let names = base + written
        guard names.count > 1 else { return nil }
        let projectOfWorkingDirectory = ProjectBoundary(
            root: repositoryRoot(containing: URL(fileURLWithPath: workingDirectory)) ?? URL(fileURLWithPath: workingDirectory))
        var current = "/"
        var judged: [ProjectBoundary] = []
        // The names past the last folder that exists, taken as written.
        var unresolved: [String] = []
        for index in 0..<(names.count - 1) {
            let name = names[index]
            if !unresolved.isEmpty || name == "." {
                if name != "." { unresolved.append(name) }
                continue
            }
            if name == ".." {
                current = parent(of: current)
                continue
            }
            let next = current == "/" ? "/" + name : current + "/" + name
            var info = stat()
            guard systemLstat(next, &info) == 0 else {
                unresolved.append(name)
                continue
            }
            guard info.st_mode & S_IFMT == S_IFLNK else {
                current = next
                continue
            }
            if let project = projectHolding(folder: current, workingDirectoryProject: projectOfWorkingDirectory) {
                let target = SystemPath.linkTarget(next) ?? ""
                let absoluteTarget = target.hasPrefix("/") ? target : current + "/" + target
                if target.isEmpty || project.refusal(of: absoluteTarget) != nil {
                    let link = isRelative && index >= base.count ? written[..<(index - base.count + 1)].joined(separator: "/")
                        : "/" + names[...index].joined(separator: "/")
                    return "the symbolic link \(SystemPath.display(link)) leads it outside the project (\(project.writingDescription))"
                }
                judged.append(project)
            }
            if let resolved = realPath(next) {
                current = resolved
            } else {
                // A link that dangles inside the project: what follows it is taken as written.
                current = next
                unresolved.append(".")
            }
        }
        guard !judged.isEmpty else { return nil }
        let asWritten = FileDiscovery.lexicallyNormalized("/" + names.dropLast().joined(separator: "/"))
        let asResolved = FileDiscovery.lexicallyNormalized(([current] + unresolved).joined(separator: "/"))
        for project in judged where project.contains(asWritten) && !project.contains(asResolved) {
            return "its symbolic links and `..` lead it outside the project (\(project.writingDescription))"
        }
        return nil
    }

    /// The project as a refusal names it.
    private var writingDescription: String {
        ProjectBoundary.repositoryRoot(containing: URL(fileURLWithPath: root))?.path == root ? "its git repository" : "the working directory"
    }

    /// The project that answers for a symbolic link in `folder` (absolute, resolved): its git
    /// repository; outside one, the working directory's project when the folder lies in it; nil
    /// when neither holds it.
    private static func projectHolding(folder: String, workingDirectoryProject: ProjectBoundary) -> ProjectBoundary? {
        if let repository = repositoryRoot(containing: URL(fileURLWithPath: folder)) { return ProjectBoundary(root: repository) }
        return workingDirectoryProject.contains(folder) ? workingDirectoryProject : nil
    }

    private static func parent(of folder: String) -> String {
        guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { return "/" }
        return String(folder[..<slash])
    }
}
