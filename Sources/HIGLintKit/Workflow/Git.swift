import Foundation

/// Runs the `git` found on PATH in one directory, with the process's environment: inside a hook
/// that environment carries `GIT_INDEX_FILE` and `GIT_DIR`, so a partial commit (`git commit
/// FILE`, `git commit -a`) is read from the index git is about to commit.
struct Git {
    /// Where git runs; relative paths git prints or reads are relative to it.
    var directory: URL

    /// git exited with a non-zero status (or could not be started).
    struct Failure: Error, CustomStringConvertible {
        var arguments: [String]
        var status: Int32
        var message: String

        var description: String {
            let reason = message.trimmingCharacters(in: .whitespacesAndNewlines)
            return "`git \(arguments.joined(separator: " "))` failed\(status >= 0 ? " (exit status \(status))" : "")\(reason.isEmpty ? "" : ": \(reason)")"
        }
    }

    /// Runs git with the arguments, feeding `input` to its standard input, and returns what it
    /// printed on standard output. Throws `Failure` with git's message when it exits non-zero.
    ///
    /// git runs as a `ChildProcess`: in a process group of its own, stopped and waited for by a
    /// signal that ends higlint before the files it writes are removed. Paths never come as
    /// arguments git could take for options: callers pass them after `--` (with
    /// `--literal-pathspecs`) or on standard input (`--stdin -z`).
    @discardableResult
    func run(_ arguments: [String], input: Data? = nil) throws -> Data {
        guard let executable = Self.executable else {
            throw Failure(arguments: arguments, status: -1, message: "git is not installed (not found on PATH)")
        }
        func failure(_ what: String) -> Failure {
            Failure(arguments: arguments, status: -1, message: "\(what): \(String(cString: strerror(errno)))")
        }
        // Input comes from an unlinked temporary file rather than a pipe: git may stop reading
        // early, and writing to a pipe nobody reads would stall or raise SIGPIPE.
        let inputHandle: FileHandle
        if let input {
            guard let file = Self.inputFile(input) else { throw failure("cannot write its input to a temporary file") }
            inputHandle = file
        } else {
            let descriptor = open("/dev/null", O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure("cannot open /dev/null") }
            inputHandle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
        guard let out = Self.pipe() else { throw failure("cannot make a pipe") }
        guard let err = Self.pipe() else {
            close(out.read); close(out.write)
            throw failure("cannot make a pipe")
        }
        let child: ChildProcess
        do {
            Self.spawning.lock()
            defer { Self.spawning.unlock() }
            child = try ChildProcess.start(executable: executable.path, arguments: arguments, directory: directory.path,
                                           input: inputHandle.fileDescriptor, output: out.write, error: err.write)
        } catch {
            for descriptor in [out.read, out.write, err.read, err.write] { close(descriptor) }
            throw Failure(arguments: arguments, status: -1, message: "cannot run \(executable.path): \(error.message)")
        }
        // Only git holds the writing ends now, so the reads below end when git does.
        close(out.write)
        close(err.write)
        // Read standard error on another thread, so that neither pipe can fill up and stall git.
        let errorHandle = FileHandle(fileDescriptor: err.read, closeOnDealloc: true)
        let errors = BackgroundWork { errorHandle.readDataToEndOfFile() }
        let output = FileHandle(fileDescriptor: out.read, closeOnDealloc: true).readDataToEndOfFile()
        let message = errors.result()
        let status = child.wait()
        try? inputHandle.close()
        guard status == 0 else {
            throw Failure(arguments: arguments, status: status ?? -1, message: String(decoding: message, as: UTF8.self))
        }
        return output
    }

    /// A pipe whose ends are closed on `exec`, so that no other git started meanwhile holds them
    /// open (the child gets its end as a copy on 1 or 2). `spawning` is held from before the pipe
    /// exists until its ends are marked, so that no git of another thread starts in between.
    private static func pipe() -> (read: Int32, write: Int32)? {
        var ends: [Int32] = [0, 0]
        spawning.lock()
        defer { spawning.unlock() }
        guard Foundation.pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Held while a descriptor is made and marked close-on-exec, and while git starts.
    private static let spawning = NSLock()

    /// A file handle reading `data` from a temporary file that is already unlinked.
    private static func inputFile(_ data: Data) -> FileHandle? {
        var template = Array((NSTemporaryDirectory() + "/higlint-git-input-XXXXXX").utf8CString)
        spawning.lock()
        let descriptor = mkstemp(&template)
        if descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        spawning.unlock()
        guard descriptor >= 0 else { return nil }
        unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        do {
            try handle.write(contentsOf: data)
            try handle.seek(toOffset: 0)
        } catch {
            return nil
        }
        return handle
    }

    /// The output as text without its final line break.
    func text(_ arguments: [String]) throws -> String {
        var text = String(decoding: try run(arguments), as: UTF8.self)
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }

    /// `git` on PATH.
    static let executable: URL? = {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/git"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }()

    /// Splits NUL-terminated output (`-z`) into its fields.
    /// Paths keep bytes that are not UTF-8 (see `SystemPath`).
    static func fields(_ data: Data) -> [String] {
        data.split(separator: 0, omittingEmptySubsequences: true).map { SystemPath.string($0) }
    }

    /// NUL-terminated input for `--stdin -z`.
    static func nulTerminated(_ paths: [String]) -> Data {
        var data = Data()
        for path in paths {
            data.append(contentsOf: SystemPath.bytes(path))
            data.append(0)
        }
        return data
    }
}

/// Work done on a thread of its own, whose result the caller waits for.
final class BackgroundWork: @unchecked Sendable {
    private var value = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Data) {
        Thread.detachNewThread { [self] in
            value = work()
            done.signal()
        }
    }

    func result() -> Data {
        done.wait()
        return value
    }
}
