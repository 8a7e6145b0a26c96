import Foundation

/// Writes a report so that a reader sees either the previous file or the whole new one: the
/// text goes to a temporary file beside the target, which is then renamed over it. A symbolic
/// link is written through (its target is replaced, the link kept); the file keeps the mode it
/// had, and a new one gets the mode the umask allows.
public enum AtomicFile {
    public static func write(_ text: String, to requestedPath: String) throws {
        let file = try Writer(requestedPath)
        try file.write(text)
        try file.commit()
    }

    /// A file written piece by piece and put in place, whole, by `commit()`; dropped without
    /// `commit()`, it leaves the target as it was.
    public final class Writer {
        private let path: String
        private let temporaryPath: String
        private let mode: mode_t
        private var descriptor: Int32
        private var committed = false

        public init(_ requestedPath: String) throws {
            var path = requestedPath
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: requestedPath) {
                path = target.hasPrefix("/") ? target : (URL(fileURLWithPath: requestedPath).deletingLastPathComponent().appendingPathComponent(target).path)
            }
            var existing = stat()
            if stat(path, &existing) == 0 {
                mode = existing.st_mode & 0o777
            } else {
                let mask = umask(0)
                umask(mask)
                mode = 0o666 & ~mask
            }
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent().path
            var template = Array((directory + "/.\(url.lastPathComponent).higlint-XXXXXX").utf8CString)
            descriptor = mkstemp(&template)
            guard descriptor >= 0 else { throw AtomicFile.posixError("cannot create a temporary file in \(directory)") }
            self.path = path
            temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
            TemporaryFiles.shared.add(temporaryPath)
        }

        public func write(_ text: String) throws {
            try write(bytes: Array(text.utf8)[...])
        }

        public func write(bytes: ArraySlice<UInt8>) throws {
            try bytes.withUnsafeBufferPointer { bytes in
                var written = 0
                while written < bytes.count {
                    let n = Foundation.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                    guard n > 0 else { throw AtomicFile.posixError("cannot write \(path)") }
                    written += n
                }
            }
        }

        public func commit() throws {
            fchmod(descriptor, mode)
            let synced = fsync(descriptor) == 0
            let closed = close(descriptor) == 0
            descriptor = -1
            guard synced, closed else { throw AtomicFile.posixError("cannot write \(path)") }
            guard rename(temporaryPath, path) == 0 else { throw AtomicFile.posixError("cannot replace \(path)") }
            committed = true
            TemporaryFiles.shared.remove(temporaryPath)
        }

        deinit {
            if descriptor >= 0 { close(descriptor) }
            if !committed {
                unlink(temporaryPath)
                TemporaryFiles.shared.remove(temporaryPath)
            }
        }
    }

    /// Removes the temporary files of unfinished writers when higlint is interrupted or
    /// terminated (SIGINT, SIGTERM, SIGHUP), then dies of the signal as it would have: reports
    /// are written while a run goes on, so a run stopped midway would otherwise leave them behind.
    public static func removeTemporaryFilesOnSignals() {
        TemporaryFiles.shared.installSignalHandlers()
    }

    /// The temporary files of the writers not yet committed.
    private final class TemporaryFiles: @unchecked Sendable {
        static let shared = TemporaryFiles()
        private let lock = NSLock()
        private var paths = Set<String>()
        private var sources: [DispatchSourceSignal] = []

        func add(_ path: String) { lock.lock(); paths.insert(path); lock.unlock() }
        func remove(_ path: String) { lock.lock(); paths.remove(path); lock.unlock() }

        func installSignalHandlers() {
            lock.lock()
            defer { lock.unlock() }
            guard sources.isEmpty else { return }
            for number in [SIGINT, SIGTERM, SIGHUP] {
                // The signal is handled on a queue, not in a signal handler, so the handler may lock.
                signal(number, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
                source.setEventHandler { [self] in
                    lock.lock()
                    for path in paths { unlink(path) }
                    lock.unlock()
                    signal(number, SIG_DFL)
                    kill(getpid(), number) // not raise(): this thread blocks signals
                    // Where every thread blocks the signal (a parent's mask is inherited), exit as
                    // a shell reports a death by signal.
                    usleep(100_000)
                    _exit(128 + number)
                }
                source.resume()
                sources.append(source)
            }
        }
    }

    fileprivate static func posixError(_ message: String) -> Error {
        ReadError("\(message): \(String(cString: strerror(errno)))")
    }
}
