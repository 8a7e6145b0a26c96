import Foundation

/// Turns the paths a user names into the files to read. Directories are walked in name order,
/// following symbolic links but never into the same directory twice; hidden entries (`.git`,
/// `.build`) are skipped. Files found in a directory are read when an input format claims their
/// extension (see `InputFormats`), and folders when a folder format claims some of their names;
/// a file named outright is always read.
///
/// Discovery reports what it finds as it walks (`walk(_:workingDirectory:report:)`), so that a
/// run can check files while the walk goes on and never holds the list of a whole tree.
struct FileDiscovery {
    struct Candidate: Sendable, Equatable {
        var url: URL
        /// The path findings use: as given, relative to the working directory, `/`-separated.
        var path: String
        /// Named on the command line rather than found in a directory.
        var explicit: Bool
        /// Its size in bytes when it was found.
        var size: Int = 0
        /// The project it was found in, when the run names it (`--staged`): what the file refers
        /// to is read only inside it.
        var project: ProjectBoundary?
        /// Otherwise the path named that led to it, from which `boundary` works the project out
        /// when it is first needed (most files refer to nothing: a storyboard names no image).
        var projectOrigin: ProjectOrigin?

        /// The project the file belongs to.
        var boundary: ProjectBoundary? { project ?? projectOrigin?.boundary }
    }

    /// A path as the user named it, and the working directory it is relative to.
    struct ProjectOrigin: Sendable, Equatable {
        var path: String
        var workingDirectory: String
        var boundary: ProjectBoundary { ProjectBoundary.of(path, workingDirectory: workingDirectory) }
    }

    /// A folder that holds icons or launch images under their conventional names (see
    /// `LegacyIconFiles`), with those names.
    struct IconFolder: Sendable {
        var url: URL
        var path: String
        var names: [String]
        var project: ProjectBoundary?
        var projectOrigin: ProjectOrigin?
        /// The format that claims the folder.
        var format: any FolderInputFormat
    }

    /// An Xcode project (`X.xcodeproj` holding a `project.pbxproj`) in a folder walked, or in a
    /// folder above a path named, up to that path's project boundary: it says which of the
    /// storyboards and xibs found ship (see `ShippingProjects`).
    struct XcodeProjectFolder: Sendable {
        /// The `.xcodeproj` folder.
        var url: URL
        /// Its `project.pbxproj` as findings name it.
        var projectFilePath: String
        var boundary: ProjectBoundary
    }

    /// What the walk finds, in walk order.
    enum Found {
        case candidate(Candidate)
        case iconFolder(IconFolder)
        case xcodeProject(XcodeProjectFolder)
        /// An Objective-C header: no file to check, but the superclasses it declares are the code's
        /// (`ObjCHeaderSuperclasses`).
        case header(URL)
        case error(FileError)
        /// An entry not followed, and why (`--verbose` tells).
        case passedOver(path: String, reason: String)
    }

    var candidates: [Candidate] = []
    var legacyIconFolders: [IconFolder] = []
    var errors: [FileError] = []

    private let reportFound: (Found) -> Void
    /// Paths already reported as errors: a missing file named twice is one error.
    private var pathsInError = Set<String>()
    /// Directories already walked (a second link to one is not read twice) and the ones being
    /// walked now (a link back to one of those is a loop).
    private var visitedDirectories = Set<FileIdentity>()
    /// Files already listed: a file named twice, or reached by two ways, is read once. Only the
    /// files that can be reached twice are kept: the ones named outright, those with more than
    /// one name (hard links) and those reached through a symbolic link. Any other file has one
    /// entry in one directory, which a walk lists once, so a folder of a million files does not
    /// make a set of a million. (A file bind-mounted in a second place is the exception: it is
    /// read in both.)
    private var listedFiles = Set<FileIdentity>()
    /// The files named outright, known before the walk: a walk that finds one of them keeps it
    /// in `listedFiles`, whichever comes first.
    private var namedFiles = Set<FileIdentity>()
    private var directoriesInWalk = Set<FileIdentity>()
    /// The project of the path being walked: given by the run, or worked out from the path named
    /// when a symbolic link first needs it.
    private var project: ProjectBoundary?
    private var projectOrigin: ProjectOrigin?

    private mutating func currentProject() -> ProjectBoundary? {
        if project == nil, let projectOrigin { project = projectOrigin.boundary }
        return project
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private init(report: @escaping (Found) -> Void) {
        reportFound = report
    }

    private mutating func report(_ found: Found) {
        if case .error(let error) = found, !pathsInError.insert(error.file).inserted { return }
        reportFound(found)
    }

    /// Everything discovery finds under `paths`, collected.
    static func discover(_ paths: [String], workingDirectory: String) -> FileDiscovery {
        var candidates: [Candidate] = []
        var folders: [IconFolder] = []
        var errors: [FileError] = []
        walk(paths, workingDirectory: workingDirectory) { found in
            switch found {
            case .candidate(let candidate): candidates.append(candidate)
            case .iconFolder(let folder): folders.append(folder)
            case .error(let error): errors.append(error)
            case .passedOver, .xcodeProject, .header: break
            }
        }
        var discovery = FileDiscovery(report: { _ in })
        discovery.candidates = candidates
        discovery.legacyIconFolders = folders
        discovery.errors = errors
        return discovery
    }

    /// Walks `paths`, reporting each file to read, folder of icons and error as it is found.
    /// `project`, when given, is the project of every path (else each path's own, see
    /// `ProjectBoundary.of`).
    static func walk(_ paths: [String], workingDirectory: String,
                            project: ProjectBoundary? = nil, report: @escaping (Found) -> Void) {
        var discovery = FileDiscovery(report: report)
        func location(_ path: String) -> String {
            path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        }
        for path in paths where !path.isEmpty {
            var info = stat()
            if systemStat(location(path), &info) == 0 && info.st_mode & S_IFMT == S_IFREG {
                discovery.namedFiles.insert(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
            }
        }
        for path in inPathOrder(paths, workingDirectory: workingDirectory) {
            guard !path.isEmpty else {
                discovery.report(.error(FileError(file: "''", message: "cannot read: an empty path names no file")))
                continue
            }
            // Relative paths are relative to the working directory given, not the process's.
            discovery.project = project
            discovery.projectOrigin = project == nil ? ProjectOrigin(path: path, workingDirectory: workingDirectory) : nil
            discovery.reportXcodeProjects(above: location(path), workingDirectory: workingDirectory)
            discovery.add(location(path), display: displayPath(path, workingDirectory: workingDirectory))
        }
    }

    /// Folders already searched for an Xcode project above a path named.
    private var foldersSearchedForProjects = Set<String>()

    /// Reports the Xcode projects in the folders above `path` (absolute), up to its project
    /// boundary: a folder or file named inside an app's folder still belongs to the app.
    private mutating func reportXcodeProjects(above path: String, workingDirectory: String) {
        // From the folder above: a folder named is walked, and the walk finds the projects in it.
        var folder = FileDiscovery.lexicallyNormalized(path)
        while folder.utf8.count > 1 && folder.hasSuffix("/") { folder.removeLast() }
        guard let start = folder.lastIndex(of: "/") else { return }
        folder = start == folder.startIndex ? "/" : String(folder[..<start])
        // Files named one by one share their folders: the boundary (which resolves every link on the
        // way) is found only for a folder not searched yet.
        guard !foldersSearchedForProjects.contains(folder), let boundary = currentProject() else { return }
        // A folder searched before ends the climb: the folders above it were searched too.
        while foldersSearchedForProjects.insert(folder).inserted, boundary.refusal(of: folder) == nil {
            if case .success(let names) = SystemPath.contentsOfDirectory(folder) {
                for name in names.filter(Self.isXcodeProject).sorted() {
                    reportXcodeProject(folder + "/" + name, display: Self.displayPath(folder + "/" + name, workingDirectory: workingDirectory),
                                       boundary: boundary)
                }
            }
            guard let slash = folder.lastIndex(of: "/"), slash != folder.startIndex else { break }
            folder = String(folder[..<slash])
        }
    }

    private static func isXcodeProject(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") && !name.hasPrefix(".")
    }

    /// Reports the `.xcodeproj` folder at `path` when it holds a project file.
    private mutating func reportXcodeProject(_ path: String, display: String, boundary: ProjectBoundary?) {
        var info = stat()
        guard let boundary, systemStat(path + "/project.pbxproj", &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return }
        let file = display == "." ? "project.pbxproj" : display + "/project.pbxproj"
        report(.xcodeProject(XcodeProjectFolder(url: URL(fileURLWithPath: path, isDirectory: true), projectFilePath: file, boundary: boundary)))
    }

    /// The paths named, in the order of the paths they lead to (as a walk of one folder gives its
    /// files): `b a` walks `a` first, and a folder `a` comes after `a-b.xml`, as `a/x.xml` sorts
    /// after it. So a run's files come in path order however they were named.
    static func inPathOrder(_ paths: [String], workingDirectory: String) -> [String] {
        func key(_ path: String) -> String {
            let display = displayPath(path, workingDirectory: workingDirectory)
            var info = stat()
            let full = path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
            let isDirectory = systemStat(full, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            guard isDirectory else { return display }
            return display == "." || display.isEmpty ? "" : display + "/"
        }
        return paths.map { (key($0), $0) }.enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }.map(\.element.1)
    }

    private mutating func add(_ path: String, display: String) {
        var info = stat()
        guard systemStat(path, &info) == 0 else {
            let reason = errno == ELOOP ? "symbolic link loop" : String(cString: strerror(errno))
            report(.error(FileError(file: display, message: "cannot read: \(reason)")))
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            walk(path, display: display, info: info)
        case S_IFREG:
            guard listedFiles.insert(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))).inserted else { return }
            report(.candidate(Candidate(url: URL(fileURLWithPath: path, isDirectory: false), path: display, explicit: true, size: Int(info.st_size),
                                        project: project, projectOrigin: projectOrigin)))
        default:
            // A FIFO or device would block or never end: refuse it rather than read it.
            report(.error(FileError(file: display, message: "cannot read: not a regular file")))
        }
    }

    private mutating func walk(_ directory: String, display: String, info: stat) {
        let identity = FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
        if directoriesInWalk.contains(identity) {
            report(.error(FileError(file: display, message: "symbolic link loop: this leads back to a directory that contains it")))
            return
        }
        guard visitedDirectories.insert(identity).inserted else { return }
        directoriesInWalk.insert(identity)
        defer { directoriesInWalk.remove(identity) }
        let names: [String]
        switch SystemPath.contentsOfDirectory(directory) {
        case .success(let listed):
            names = Self.walkOrder(listed.sorted()) { name in
                var info = stat()
                let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
                return systemStat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
            }
        case .failure(let error):
            report(.error(FileError(file: display, message: "cannot read directory: \(error.message.lowercased())")))
            return
        }
        for format in InputFormats.folders {
            let claimed = format.claimedNames(in: names)
            if !claimed.isEmpty {
                report(.iconFolder(IconFolder(url: URL(fileURLWithPath: directory, isDirectory: true), path: display, names: claimed, project: project,
                                              projectOrigin: projectOrigin, format: format)))
            }
        }
        for name in names where !name.hasPrefix(".") {
            let childPath = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            let shownName = SystemPath.display(name)
            let childDisplay = display.isEmpty || display == "." ? shownName : (display.hasSuffix("/") ? display + shownName : display + "/" + shownName)
            // The entry itself first: a symbolic link is followed, and its file may be reached
            // another way too.
            var childInfo = stat()
            var found = systemLstat(childPath, &childInfo) == 0
            let throughLink = found && childInfo.st_mode & S_IFMT == S_IFLNK
            if throughLink, let refusal = currentProject()?.refusal(of: childPath) {
                report(.passedOver(path: childDisplay, reason: "symbolic link not followed: \(refusal)"))
                continue
            }
            if throughLink { found = systemStat(childPath, &childInfo) == 0 }
            guard found else {
                let reason = errno == ELOOP ? "symbolic link loop" : String(cString: strerror(errno))
                // A dangling link to something that would not be read anyway is not worth an error.
                if errno == ELOOP || InputFormats.hasClaimedExtension(name) {
                    report(.error(FileError(file: childDisplay, message: "cannot read: \(reason)")))
                }
                continue
            }
            switch childInfo.st_mode & S_IFMT {
            case S_IFDIR:
                if Self.isXcodeProject(name) { reportXcodeProject(childPath, display: childDisplay, boundary: currentProject()) }
                walk(childPath, display: childDisplay, info: childInfo)
            case S_IFREG where InputFormats.hasClaimedExtension(name):
                let identity = FileIdentity(device: UInt64(childInfo.st_dev), inode: UInt64(childInfo.st_ino))
                if throughLink || childInfo.st_nlink > 1 || namedFiles.contains(identity) {
                    guard listedFiles.insert(identity).inserted else { continue }
                }
                // Told it is no folder: a URL made without `isDirectory` asks the file system
                // again, a second lstat(2) a file.
                report(.candidate(Candidate(url: URL(fileURLWithPath: childPath, isDirectory: false), path: childDisplay, explicit: false,
                                            size: Int(childInfo.st_size), project: project, projectOrigin: projectOrigin)))
            case S_IFREG where name.hasSuffix(".h") && !throughLink:
                report(.header(URL(fileURLWithPath: childPath, isDirectory: false)))
            default:
                continue
            }
        }
    }

    /// Sorted names in the order that walks a tree in the order of its paths: a directory `a`
    /// goes after `a-b.xml` and `a.xml` (as `a/x.xml` sorts after them), not before. Only a name
    /// that begins another needs to be looked at.
    static func walkOrder(_ sorted: [String], isDirectory: (String) -> Bool) -> [String] {
        // Most folders have no name that begins the next: their order is the sorted one, kept
        // rather than copied (a folder may hold a million names).
        guard zip(sorted, sorted.dropFirst()).contains(where: { $1.hasPrefix($0) }) else { return sorted }
        var order: [String] = []
        order.reserveCapacity(sorted.count)
        var index = 0
        while index < sorted.count {
            let name = sorted[index]
            var next = index + 1
            guard next < sorted.count, sorted[next].hasPrefix(name), isDirectory(name) else {
                order.append(name)
                index += 1
                continue
            }
            // The names after the directory that sort before its paths: `a-b.xml` before `a/…`
            // (themselves in walk order: `a-b` may be a directory too).
            var before: [String] = []
            while next < sorted.count, sorted[next].hasPrefix(name), String(sorted[next].dropFirst(name.count)) < "/" {
                before.append(sorted[next])
                next += 1
            }
            order += walkOrder(before, isDirectory: isDirectory)
            order.append(name)
            index = next
        }
        return order
    }

    /// The path relative to the working directory where it lies inside it, `/`-separated,
    /// without a leading `./`.
    /// `a/./b/../c` as `a/c`, without asking the file system.
    static func lexicallyNormalized(_ path: String) -> String {
        // Most paths have neither: they are their own normal form.
        guard hasDotComponent(path) else { return path }
        var path = path
        // The components as byte ranges: every path named on the command line with `..` comes here.
        return path.withUTF8 { bytes -> String in
            let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
            func isDots(_ part: Range<Int>, _ count: Int) -> Bool { part.count == count && part.allSatisfy { bytes[$0] == dot } }
            var parts: [Range<Int>] = []
            var start = 0
            for index in 0...bytes.count where index == bytes.count || bytes[index] == slash {
                let part = start..<index
                start = index + 1
                if isDots(part, 1) { continue }
                if isDots(part, 2), let last = parts.last, !isDots(last, 2), !last.isEmpty {
                    parts.removeLast()
                } else {
                    parts.append(part)
                }
            }
            var normalized: [UInt8] = []
            normalized.reserveCapacity(bytes.count)
            for (index, part) in parts.enumerated() {
                if index > 0 { normalized.append(slash) }
                normalized.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part]))
            }
            return String(decoding: normalized, as: UTF8.self)
        }
    }

    /// Whether `path` holds `//`, read as bytes.
    private static func hasDoubleSlash(_ path: String) -> Bool {
        var previous: UInt8 = 0
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") && previous == byte { return true }
            previous = byte
        }
        return false
    }

    /// Whether a component of `path` is `.` or `..`, the only components normalizing changes.
    static func hasDotComponent(_ path: String) -> Bool {
        // Over the bytes in place: every code file's path is asked, once for each question the
        // Xcode projects answer about it.
        var path = path
        return path.withUTF8 { bytes in
            var length = 0
            var onlyDots = true
            for byte in bytes {
                if byte == UInt8(ascii: "/") {
                    if length > 0 && length <= 2 && onlyDots { return true }
                    length = 0
                    onlyDots = true
                } else {
                    length += 1
                    if byte != UInt8(ascii: ".") { onlyDots = false }
                }
            }
            return length > 0 && length <= 2 && onlyDots
        }
    }

    static func displayPath(_ path: String, workingDirectory: String) -> String {
        var result = SystemPath.display(path)
        let workingDirectory = SystemPath.display(workingDirectory)
        if hasDotComponent(result) { result = lexicallyNormalized(result) }
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if result + "/" == base { return "." }
        if result.hasPrefix(base) { result = String(result.dropFirst(base.count)) }
        while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
        if result.utf8.contains(UInt8(ascii: "/")) && hasDoubleSlash(result) {
            while result.contains("//") { result = result.replacingOccurrences(of: "//", with: "/") }
        }
        if result.utf8.count > 1 && result.hasSuffix("/") { result = String(result.dropLast()) }
        return result.isEmpty ? "." : result
    }
}
