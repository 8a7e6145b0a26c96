import Foundation

/// Turns the paths a run found files by (as the user named them, relative to the folder they were
/// named from) into paths relative to the project root, for every report but the text one, and
/// for baselines and shards: `cd App && higlint check Main.xib` and `higlint check App` both name
/// `App/Main.xib`. A folder (the findings of a folder of icons) gets a trailing slash, the root
/// itself `./`; a file outside the root keeps its absolute path. The text report keeps the paths
/// as typed (`typed(_:)`), as compilers do.
struct RootRelativePaths: Sendable {
    let root: ProjectRoot
    /// The folder the paths were named from, absolute.
    let base: String
    /// The root and the base as paths are shown (`SystemPath.display`), each ending with `/`.
    private let shownRoot: String
    private let shownBase: String

    init(root: ProjectRoot, workingDirectory: String) {
        self.root = root
        base = ProjectBoundary.realPath(workingDirectory) ?? FileDiscovery.lexicallyNormalized(workingDirectory)
        shownRoot = SystemPath.display(root.path == "/" ? "/" : root.path + "/")
        shownBase = SystemPath.display(base == "/" ? "/" : base + "/")
    }

    /// Whether the paths as typed are the paths relative to the root already (the run was started
    /// at the root), but for folders and paths that leave it.
    var baseIsRoot: Bool { shownBase == shownRoot }

    /// `shown` (a path as findings show it, relative to the base or absolute) relative to the root.
    func relative(_ shown: String) -> String {
        var realFolders: [String: String] = [:]
        return relative(shown, realFolders: &realFolders)
    }

    /// `relative(_:)`, with the folders outside the root already resolved: a run's files share a
    /// few folders, and resolving one looks at each folder of its path.
    private func relative(_ shown: String, realFolders: inout [String: String]) -> String {
        // `''`: the error of an empty path, which names no file.
        guard !shown.isEmpty, shown != "''" else { return shown }
        var absolute = FileDiscovery.lexicallyNormalized(shown.hasPrefix("/") ? shown : shownBase + shown)
        if absolute.count > 1 && absolute.hasSuffix("/") { absolute.removeLast() }
        var rest: String
        if absolute + "/" == shownRoot {
            return "./"
        } else if absolute.hasPrefix(shownRoot) {
            rest = String(absolute.dropFirst(shownRoot.count))
        } else {
            // Reached through a symbolic link (`/tmp` on a Mac is `/private/tmp`)?
            let real = realPath(absolute, realFolders: &realFolders)
            guard real.hasPrefix(shownRoot) else { return absolute }
            rest = String(real.dropFirst(shownRoot.count))
        }
        if Self.isFolder(shownRoot + rest) { rest += "/" }
        return rest
    }

    /// `relative` relative to the base again, as a text report shows it: the path typed when the
    /// run gave one (`typed`), else worked out.
    func shown(_ relative: String, typed: [String: String] = [:]) -> String {
        if let known = typed[relative] { return known }
        guard !relative.hasPrefix("/") else { return relative }
        return FileDiscovery.displayPath(relative == "./" ? shownRoot : shownRoot + relative, workingDirectory: shownBase)
    }

    /// `absolute` (shown, normalized) with the links of its folders resolved, as `ProjectBoundary.anchored`
    /// gives it; the folder's resolution is remembered in `realFolders`.
    private func realPath(_ absolute: String, realFolders: inout [String: String]) -> String {
        guard let slash = absolute.lastIndex(of: "/"), slash != absolute.startIndex else {
            return SystemPath.display(ProjectBoundary.anchored(SystemPath.path(displayed: absolute)))
        }
        let folder = String(absolute[..<slash])
        let name = absolute[absolute.index(after: slash)...]
        if let known = realFolders[folder] { return known + "/" + name }
        let real = SystemPath.display(ProjectBoundary.anchored(SystemPath.path(displayed: absolute)))
        // The folder's part of the answer, when the answer still ends with the name (a `..` or a
        // missing folder may change it): remembered for the folder's other files.
        if real.hasSuffix("/" + name) { realFolders[folder] = String(real.dropLast(name.count + 1)) }
        return real
    }

    private static func isFolder(_ shown: String) -> Bool {
        var info = stat()
        return systemStat(SystemPath.path(displayed: shown), &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// A run's result with every path relative to the root, sorted again in report order (so that
    /// reports from any folder are the same bytes); and, for each path given, the path as typed.
    func relative(_ result: LintResult) -> (result: LintResult, typed: [String: String]) {
        var typed: [String: String] = [:]
        var cache: [String: String] = [:]
        var realFolders: [String: String] = [:]
        func map(_ path: String) -> String {
            if let known = cache[path] { return known }
            let mapped = relative(path, realFolders: &realFolders)
            cache[path] = mapped
            if typed[mapped] == nil { typed[mapped] = path }
            return mapped
        }
        var out = result
        out.filesChecked = result.filesChecked.map(map).sorted()
        out.filesPassedOver = result.filesPassedOver.map(map).sorted()
        out.filesNotRead = result.filesNotRead.map { FileNotRead(file: map($0.file), reason: $0.reason) }.sorted { $0.file < $1.file }
        out.errors = result.errors.map { error in
            var error = error
            error.file = map(error.file)
            return error
        }.sorted(by: FileError.reportOrder)
        out.violations = Self.mapped(result.violations, map)
        out.violations.sort(by: Violation.reportOrder)
        out.screens = Dictionary(result.screens.map { (map($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        return (out, typed)
    }

    /// A result of paths relative to the root, with each path as a text report shows it.
    func shown(_ result: LintResult, typed: [String: String]) -> LintResult {
        var cache: [String: String] = [:]
        func map(_ path: String) -> String {
            if let known = cache[path] { return known }
            let mapped = shown(path, typed: typed)
            cache[path] = mapped
            return mapped
        }
        var out = result
        out.filesChecked = result.filesChecked.map(map)
        out.filesPassedOver = result.filesPassedOver.map(map)
        out.filesNotRead = result.filesNotRead.map { FileNotRead(file: map($0.file), reason: $0.reason) }
        out.errors = result.errors.map { error in
            var error = error
            error.file = map(error.file)
            return error
        }
        out.violations = Self.mapped(result.violations, map)
        out.screens = Dictionary(result.screens.map { (map($0.key), $0.value) }, uniquingKeysWith: { first, _ in first })
        return out
    }

    /// The violations with the paths of their places and related places mapped; a violation whose
    /// paths do not change is not copied.
    private static func mapped(_ violations: [Violation], _ map: (String) -> String) -> [Violation] {
        violations.map { violation in
            var violation = violation
            let file = map(violation.location.file)
            if file != violation.location.file { violation.location.file = file }
            if violation.related.contains(where: { map($0.location.file) != $0.location.file }) {
                violation.related = violation.related.map { place in
                    var place = place
                    place.location.file = map(place.location.file)
                    return place
                }
            }
            return violation
        }
    }
}
