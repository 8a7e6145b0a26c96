import Foundation

/// The Xcode projects a run found, each read once, and what they say of a storyboard or xib: the
/// iOS targets that ship it, or that none does.
///
/// A file lies under a project when it is in the folder that holds the `.xcodeproj`, or below it.
/// A file under at least one project that no iOS target of any project ships (an old copy, a
/// sample, a Mac window, a file whose target was deleted) is passed over; a file under no project
/// is checked as it always was. A file may be shipped by a project whose folder it is not under
/// (`../Shared/Cell.xib`): it learns its app all the same.
struct ShippingProjects: Sendable {
    struct Project: Sendable {
        var project: XcodeProject
        /// The folder that holds the `.xcodeproj`: absolute, lexically normalized.
        var folder: String
        /// The `.xcodeproj` folder's name, as messages give it.
        var fileName: String
    }

    /// In the order of their paths.
    private(set) var projects: [Project] = []
    /// The targets (project and target index, in order) whose Sources phases compile each code
    /// file, by its absolute, normalized path: every code file of a run is asked about, and a
    /// lookup costs the same however many projects (a `Pods` folder's among them) the run holds.
    private var compilingTargets: [String: [TargetIndex]] = [:]
    /// The targets that compile the code of synchronized folders, which are matched by path: the
    /// indices of such targets of each project that has any.
    private var synchronizedTargets: [(project: Int, targets: [Int])] = []

    private struct TargetIndex: Sendable {
        var project: Int
        var target: Int
    }

    /// What the projects say of one file.
    enum Membership: Equatable {
        /// No project's folder holds the file and none ships it: the file is checked as it always was.
        case underNoProject
        case shipped(AppContext)
        /// Under a project, and no iOS target of any project ships it: why, as `--verbose` says it.
        case notShipped(reason: String)
    }

    /// A project read, or why its project file could not be.
    enum ProjectRead {
        case read(Project)
        case unreadable(FileError)
    }

    init(_ projects: [Project]) {
        self.projects = projects.sorted { $0.folder + "/" + $0.fileName < $1.folder + "/" + $1.fileName }
        for (projectIndex, entry) in self.projects.enumerated() {
            let synchronized = entry.project.targets.indices.filter { !entry.project.targets[$0].synchronizedFolders.isEmpty }
            if !synchronized.isEmpty { synchronizedTargets.append((projectIndex, synchronized)) }
            for (targetIndex, target) in entry.project.targets.enumerated() {
                let index = TargetIndex(project: projectIndex, target: targetIndex)
                let folder = entry.folder.hasSuffix("/") ? entry.folder : entry.folder + "/"
                for file in target.sourceFiles {
                    // The folder is normal already: only a path the groups give with `.` or `..` needs normalizing.
                    let path = Self.mayHoldDotComponent(file) ? FileDiscovery.lexicallyNormalized(folder + file) : folder + file
                    compilingTargets[path, default: []].append(index)
                }
            }
        }
    }

    /// The targets that compile the code file `file` (absolute, normalized), each with its
    /// project, in the projects' order and each project's order of targets.
    /// Only the targets `isAsked` accepts are matched against synchronized folders, which costs a
    /// path comparison a folder: most files are asked only whether a test target compiles them.
    private func targets(compiling file: String, where isAsked: (ProjectTarget) -> Bool = { _ in true })
        -> [(entry: Project, target: ProjectTarget)] {
        var found = (compilingTargets[file] ?? []).filter { isAsked(projects[$0.project].project.targets[$0.target]) }
        let listed = found.count
        // The file's path from each such project's folder, once for all its synchronized targets.
        for (projectIndex, targetIndices) in synchronizedTargets {
            let entry = projects[projectIndex]
            let asked = targetIndices.filter { isAsked(entry.project.targets[$0]) }
            guard !asked.isEmpty else { continue }
            let relative = Self.relativePath(of: file, from: entry.folder)
            for targetIndex in asked where entry.project.targets[targetIndex].compiles(relative)
                && !found[..<listed].contains(where: { $0.project == projectIndex && $0.target == targetIndex }) {
                found.append(TargetIndex(project: projectIndex, target: targetIndex))
            }
        }
        if found.count > listed { found.sort { ($0.project, $0.target) < ($1.project, $1.target) } }
        return found.map { (projects[$0.project], projects[$0.project].project.targets[$0.target]) }
    }

    /// Reads the projects of the `.xcodeproj` folders found, each once however often it was found,
    /// several at a time on the worker pool; and the errors of the project files that could not be read.
    /// `readsSourcePhases`: whether the run reads code, whose files the projects' targets compile.
    static func read(_ found: [FileDiscovery.XcodeProjectFolder], limits: ReaderLimits, jobs: Int,
                     readsSourcePhases: Bool = true) -> (projects: ShippingProjects, errors: [FileError]) {
        var seen = Set<String>()
        let folders = found.filter { seen.insert(FileDiscovery.lexicallyNormalized($0.url.standardizedFileURL.path)).inserted }
        var projects: [Project] = []
        var errors: [FileError] = []
        for read in WorkerPool.map(folders, jobs: jobs, { read($0, limits: limits, readsSourcePhases: readsSourcePhases) }) {
            switch read {
            case .read(let project): projects.append(project)
            case .unreadable(let error): errors.append(error)
            }
        }
        return (ShippingProjects(projects), errors.sorted(by: FileError.reportOrder))
    }

    /// Reads the project of an `.xcodeproj` folder found: the project, or an error at its line and
    /// column when its project file cannot be read.
    static func read(_ found: FileDiscovery.XcodeProjectFolder, limits: ReaderLimits, readsSourcePhases: Bool = true) -> ProjectRead {
        let path = FileDiscovery.lexicallyNormalized(found.url.standardizedFileURL.path)
        switch XcodeProjectReader.read(projectAt: found.url, within: found.boundary, limits: limits, readsSourcePhases: readsSourcePhases) {
        case .success(let project):
            return .read(Project(project: project, folder: (path as NSString).deletingLastPathComponent,
                                    fileName: (path as NSString).lastPathComponent))
        case .failure(let error):
            return .unreadable(FileError(file: found.projectFilePath, line: error.line, column: error.column,
                                      message: "cannot read the Xcode project: \(error.message); the files under it are checked as if it were absent"))
        }
    }

    /// What the projects say of the storyboard or xib at `path` (absolute).
    func membership(ofFileAt path: String) -> Membership {
        let file = FileDiscovery.lexicallyNormalized(path)
        var shipping: [(rank: Int, order: Int, target: AppContext.Target)] = []
        var holders: [String] = []
        var otherTargets: [String] = []
        for (projectIndex, entry) in projects.enumerated() {
            let relative = Self.relativePath(of: file, from: entry.folder)
            if !relative.hasPrefix("../") && !holders.contains(entry.fileName) { holders.append(entry.fileName) }
            for (targetIndex, target) in entry.project.targets.enumerated() where target.ships(relative) {
                guard let kind = target.iOSShippingKind else {
                    otherTargets.append(target.name)
                    continue
                }
                let rank = [AppContext.Target.Kind.application, .appExtension, .framework, .bundle].firstIndex(of: kind) ?? 0
                shipping.append((rank, projectIndex << 16 | targetIndex, Self.appTarget(target, kind: kind, project: entry, file: file)))
            }
        }
        guard shipping.isEmpty else {
            return .shipped(AppContext(targets: shipping.sorted { ($0.rank, $0.order) < ($1.rank, $1.order) }.map(\.target)))
        }
        guard !holders.isEmpty else { return .underNoProject }
        var reason = "no iOS target of \(holders.joined(separator: " or ")) builds it"
        if !otherTargets.isEmpty { reason += " (only \(otherTargets.joined(separator: ", ")), which no iPhone or iPad user sees)" }
        return .notShipped(reason: reason)
    }

    /// The scope of the named colours of the storyboard or xib at `path` (absolute): the asset
    /// catalogs of the first iOS target that ships it (`AppContext.app`: the bundle that loads it),
    /// or, for a file no iOS target ships, the catalogs nearest to it (see `AppColorSets`).
    func colorScope(ofFileAt path: String) -> AppColorSets.Scope {
        let file = FileDiscovery.lexicallyNormalized(path)
        var best: (rank: Int, project: Project, target: ProjectTarget)?
        for entry in projects {
            let relative = Self.relativePath(of: file, from: entry.folder)
            for target in entry.project.targets where target.ships(relative) {
                guard let kind = target.iOSShippingKind else { continue }
                let rank = [AppContext.Target.Kind.application, .appExtension, .framework, .bundle].firstIndex(of: kind) ?? 0
                if best == nil || rank < best!.rank { best = (rank, entry, target) }
            }
        }
        guard let best else { return .nearest(file) }
        let folder = best.project.folder, target = best.target
        return .bundle { colorSet in target.bundlesAsset(at: Self.relativePath(of: FileDiscovery.lexicallyNormalized(colorSet), from: folder)) }
    }

    /// Why the code file at `path` (absolute) is passed over: some target of the projects compiles
    /// it, and none for iPhone or iPad (a watch app's extension, a Mac app); nil when it is checked,
    /// as it is when no target compiles it (a package's sources, a file the projects do not know).
    func codeNotForIOS(ofFileAt path: String) -> String? {
        var compilers: [String] = []
        var otherTargets: [String] = []
        for (entry, target) in targets(compiling: FileDiscovery.lexicallyNormalized(path)) {
            if target.compilesCodeForIOS { return nil }
            otherTargets.append(target.name)
            if !compilers.contains(entry.fileName) { compilers.append(entry.fileName) }
        }
        guard !otherTargets.isEmpty else { return nil }
        return "no iOS target of \(compilers.joined(separator: " or ")) compiles it (only \(otherTargets.joined(separator: ", ")), whose alerts no iPhone or iPad user sees)"
    }

    /// Whether the code file at `path` (absolute) is test code only: some target of the projects
    /// compiles it, and every one that does builds tests. What it does to views never happens in the app.
    func isTestCodeOnly(_ path: String) -> Bool {
        let file = FileDiscovery.lexicallyNormalized(path)
        return !targets(compiling: file, where: \.buildsTests).isEmpty && targets(compiling: file, where: { !$0.buildsTests }).isEmpty
    }

    /// The launch image names that the Info.plists of the iOS applications of the projects whose
    /// folder holds `path` (absolute) declare for iOS 7 or later (`AppInfo.fullScreenLaunchImageNames`):
    /// a project file lists no launch image, so the images of a folder are any of its apps'.
    func fullScreenLaunchImageNames(forFolderAt path: String) -> Set<String> {
        let folder = FileDiscovery.lexicallyNormalized(path)
        var names = Set<String>()
        for entry in projects where folder == entry.folder || !Self.relativePath(of: folder, from: entry.folder).hasPrefix("../") {
            for target in entry.project.targets where target.iOSShippingKind == .application {
                if case .success(let info)? = target.info { names.formUnion(info.fullScreenLaunchImageNames) }
            }
        }
        return names
    }

    private static func appTarget(_ target: ProjectTarget, kind: AppContext.Target.Kind, project: Project, file: String) -> AppContext.Target {
        let info = try? target.info?.get()
        let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        var deploymentTarget: String?
        if case .value(let version) = target.deploymentTarget { deploymentTarget = version }
        return AppContext.Target(
            project: project.fileName, name: target.name, kind: kind, deploymentTarget: deploymentTarget,
            deviceFamilies: target.deviceFamilies, info: info,
            languages: project.project.knownRegions.map(AppContext.Target.languages(ofKnownRegions:)),
            isLaunchScreen: info.map { $0.launchStoryboardName == name || $0.launchStoryboardNameOnIPad == name } ?? false)
    }

    /// Whether the relative path `file` may have a `.` or `..` component: it starts with a dot, or
    /// a dot follows one of its slashes.
    private static func mayHoldDotComponent(_ file: String) -> Bool {
        var afterSlash = true
        for byte in file.utf8 {
            if afterSlash && byte == UInt8(ascii: ".") { return true }
            afterSlash = byte == UInt8(ascii: "/")
        }
        return false
    }

    /// `file` relative to `folder` (both absolute and normalized), with `..` where it lies beside it.
    static func relativePath(of file: String, from folder: String) -> String {
        if folder == "/" { return String(file.dropFirst()) }
        // As bytes: every file is asked about for every project.
        let inside = folder + "/"
        if file.utf8.starts(with: inside.utf8) { return String(Substring(file.utf8.dropFirst(inside.utf8.count))) }
        let fileBytes = Array(file.utf8), folderBytes = Array(folder.utf8)
        let slash = UInt8(ascii: "/")
        // Where the folders both paths share end: after the last `/` of their common start, or at
        // the end of one path where the other goes on with a `/`.
        var i = 0, shared = 0
        while i < min(fileBytes.count, folderBytes.count) && fileBytes[i] == folderBytes[i] {
            if fileBytes[i] == slash { shared = i + 1 }
            i += 1
        }
        if (i == fileBytes.count && (i == folderBytes.count || folderBytes[i] == slash))
            || (i == folderBytes.count && (i == fileBytes.count || fileBytes[i] == slash)) {
            shared = i
        }
        let up = folderBytes[shared...].split(separator: slash).count
        let rest = fileBytes[shared...].split(separator: slash).map { String(decoding: $0, as: UTF8.self) }
        return (Array(repeating: "..", count: up) + rest).joined(separator: "/")
    }
}
