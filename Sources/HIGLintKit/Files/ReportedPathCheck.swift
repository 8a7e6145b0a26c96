import Foundation

/// Judges the files a baseline or a shard's report names (as reports show them: relative to the
/// working directory, or absolute) against the projects the run may read. Such a file names a
/// place anyone could have written, and the visual report opens it to draw it, so each is judged
/// when the file that names it is read.
///
/// A report names many files in few folders: each folder is judged once, with
/// `ProjectBoundary.refusal(of:)`, and a file in a folder inside the project is inside unless
/// it is itself a symbolic link (or `.` or `..`), which is judged in full.
struct ReportedPathCheck {
    let projects: [ProjectBoundary]
    private let base: String
    /// Each folder judged so far: nil when it lies inside a project, else why not.
    private var folders: [String: String?] = [:]
    /// The files found inside so far: a report names most of them more than once.
    private var inside: Set<String> = []

    init(projects: [ProjectBoundary], workingDirectory: String) {
        self.projects = projects
        base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
    }

    /// Why `file` may not be opened, or nil when it lies inside one of the projects.
    mutating func refusal(of file: String) -> String? {
        if inside.contains(file) { return nil }
        let refusal = judgedInFolder(file)
        if refusal == nil { inside.insert(file) }
        return refusal
    }

    /// The judgement of `file` by its folder's, or in full when its last name may lead elsewhere.
    private mutating func judgedInFolder(_ file: String) -> String? {
        guard !file.isEmpty, !file.utf8.contains(0) else { return "not a file's path" }
        let absolute = file.hasPrefix("/") ? file : base + file
        guard let slash = absolute.lastIndex(of: "/") else { return judged(absolute) }
        let name = absolute[absolute.index(after: slash)...]
        if name.isEmpty || name == "." || name == ".." || isSymbolicLink(absolute) { return judged(absolute) }
        let folder = slash == absolute.startIndex ? "/" : String(absolute[..<slash])
        if let known = folders[folder] { return known }
        let refusal = judged(folder)
        folders[folder] = refusal
        return refusal
    }

    /// The first project's refusal when no project holds `path` (absolute); nil when one does.
    private func judged(_ path: String) -> String? {
        var first: String?
        for project in projects {
            guard let refusal = project.refusal(of: path) else { return nil }
            first = first ?? refusal
        }
        return first ?? "it lies outside the project"
    }

    private func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return systemLstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }
}
