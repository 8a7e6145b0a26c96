import Foundation

/// Writes a report (or a baseline, a hook, a converted description) so that a reader sees either
/// the previous file or the whole new one: the text goes to a temporary file beside the target,
/// which is then renamed over it. The file keeps the mode it had; a new one gets the mode the umask
/// allows.
///
/// What is at the path decides how it is written:
/// - nothing, or a regular file: replaced atomically, as above;
/// - something that is not a regular file (a FIFO, `>(…)`, a terminal, `/dev/null`), or any path
///   under `/dev` or `/proc` (`/dev/stdout`): written directly, never replaced, so that higlint
///   run as root never swaps a device for a file;
/// - a symbolic link: with `.replace` (a hook) the link itself is replaced and its target left
///   alone; with `.writeThroughInsideProject` (reports) the target is written when it lies inside
///   the project of the link's folder, and a link that leads out of it is refused, so a link
///   committed to a repository cannot make a CI run write elsewhere;
/// - a symbolic link among the folders of the path (`out/report.json`, `out -> /elsewhere`): with
///   `.writeThroughInsideProject`, refused when it leads out of the project that holds it, before
///   anything is opened or created (see `ProjectBoundary.writeRefusal(ofFoldersOf:workingDirectory:)`).
///   Paths under `/dev` and `/proc` are the system's, and not judged.
public enum AtomicFile {
    public enum Links: Sendable {
        case writeThroughInsideProject
        case replace
    }

    /// Writes `text` to `requestedPath`, relative to `workingDirectory` (the command's, read once
    /// at its start: the folder the project boundary is judged from).
    public static func write(_ text: String, to requestedPath: String, workingDirectory: String,
                             links: Links = .writeThroughInsideProject) throws {
        let file = try Writer(requestedPath, workingDirectory: workingDirectory, links: links)
        try file.write(text)
        try file.commit()
    }

    /// Why a file may not be written at `requestedPath` through links (`.writeThroughInsideProject`),
    /// or nil when it may: a symbolic link among its folders, or in its own place, that leads out
    /// of the project holding it. Asked before a run for a file written only at its end (a
    /// baseline), so that a refusal comes before any report does.
    static func refusal(_ requestedPath: String, workingDirectory: String) -> String? {
        let absolute = requestedPath.hasPrefix("/") ? requestedPath : workingDirectory + "/" + requestedPath
        let normalized = FileDiscovery.lexicallyNormalized(absolute)
        guard !normalized.hasPrefix("/dev/") && !normalized.hasPrefix("/proc/") else { return nil }
        if let refusal = ProjectBoundary.writeRefusal(ofFoldersOf: requestedPath, workingDirectory: workingDirectory) {
            return "\(SystemPath.display(requestedPath)) is not written: \(refusal); name a folder inside the project, or the real folder"
        }
        var linkInfo = stat()
        guard systemLstat(requestedPath, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK,
              let target = SystemPath.linkTarget(requestedPath) else { return nil }
        let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent()
        let project = ProjectBoundary(root: ProjectBoundary.repositoryRoot(containing: folder) ?? folder)
        // The target as written, then with its own links resolved: a dangling link out of the
        // project would otherwise create a file there.
        if let refusal = project.refusal(of: target.hasPrefix("/") ? target : folder.path + "/" + target) {
            return "\(SystemPath.display(requestedPath)) is a symbolic link that higlint does not write through: \(refusal); remove the link or name the file"
        }
        return nil
    }

    /// A file written piece by piece and put in place, whole, by `commit()`; dropped without
    /// `commit()`, it leaves the target as it was.
    final class Writer {
        private let path: String
        /// The temporary file, or nil when the target is written directly.
        private let temporaryPath: String?
        private let mode: mode_t
        private var descriptor: Int32
        private var committed = false

        init(_ requestedPath: String, workingDirectory: String, links: Links = .writeThroughInsideProject) throws {
            var path = requestedPath
            var linkInfo = stat()
            let isLink = systemLstat(requestedPath, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFLNK
            var existing = stat()
            let exists = systemStat(requestedPath, &existing) == 0
            let absolute = requestedPath.hasPrefix("/") ? requestedPath : workingDirectory + "/" + requestedPath
            let special = FileDiscovery.lexicallyNormalized(absolute)
            let isSystemPath = special.hasPrefix("/dev/") || special.hasPrefix("/proc/")
            // Links are judged before anything is opened, whatever is at their end: a committed
            // `out -> /dev` must not make `out/sda` a device written directly.
            if links == .writeThroughInsideProject && !isSystemPath {
                if let refusal = AtomicFile.refusal(requestedPath, workingDirectory: workingDirectory) { throw ReadError(refusal) }
                if isLink, let target = SystemPath.linkTarget(requestedPath) {
                    let folder = URL(fileURLWithPath: absolute).deletingLastPathComponent()
                    path = target.hasPrefix("/") ? target : folder.path + "/" + target
                }
            }
            if (exists && existing.st_mode & S_IFMT != S_IFREG) || isSystemPath {
                // O_APPEND: `/dev/stdout` may be a file the shell opened for appending.
                descriptor = SystemPath.withCString(requestedPath) {
                    open($0, O_WRONLY | O_CLOEXEC | (exists && existing.st_mode & S_IFMT == S_IFREG ? O_APPEND : 0))
                }
                guard descriptor >= 0 else { throw AtomicFile.posixError("cannot open \(SystemPath.display(requestedPath)) for writing") }
                self.path = requestedPath
                temporaryPath = nil
                mode = 0
                return
            }
            if exists && !(isLink && links == .replace) {
                mode = existing.st_mode & 0o777
            } else {
                let mask = umask(0)
                umask(mask)
                mode = 0o666 & ~mask
            }
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent().path
            var template = Array((directory + "/.\(url.lastPathComponent).higlint-XXXXXX").utf8CString)
            var created: Int32 = -1
            let temporary = CleanupOnExit.create {
                created = mkstemp(&template)
                return created >= 0 ? String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
            }
            descriptor = created
            guard let temporary else { throw AtomicFile.posixError("cannot create a temporary file in \(directory)") }
            self.path = path
            temporaryPath = temporary
        }

        func write(_ text: String) throws {
            try write(bytes: Array(text.utf8)[...])
        }

        func write(bytes: ArraySlice<UInt8>) throws {
            try bytes.withUnsafeBufferPointer { bytes in
                var written = 0
                while written < bytes.count {
                    let n = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                    if n < 0 && errno == EINTR { continue }
                    guard n > 0 else { throw AtomicFile.posixError("cannot write \(path)") }
                    written += n
                }
            }
        }


        func commit() throws {
            guard let temporaryPath else {
                let closed = close(descriptor) == 0
                descriptor = -1
                committed = true
                guard closed else { throw AtomicFile.posixError("cannot write \(path)") }
                return
            }
            fchmod(descriptor, mode)
            let synced = fsync(descriptor) == 0
            let closed = close(descriptor) == 0
            descriptor = -1
            guard synced, closed else { throw AtomicFile.posixError("cannot write \(path)") }
            guard rename(temporaryPath, path) == 0 else { throw AtomicFile.posixError("cannot replace \(path)") }
            committed = true
            CleanupOnExit.forget(temporaryPath)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
            if !committed, let temporaryPath {
                unlink(temporaryPath)
                CleanupOnExit.forget(temporaryPath)
            }
        }
    }

    fileprivate static func posixError(_ message: String) -> Error {
        ReadError("\(message): \(String(cString: strerror(errno)))")
    }
}
