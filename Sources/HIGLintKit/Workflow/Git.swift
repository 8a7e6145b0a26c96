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
    @discardableResult
    func run(_ arguments: [String], input: Data? = nil) throws -> Data {
        guard let executable = Self.executable else {
            throw Failure(arguments: arguments, status: -1, message: "git is not installed (not found on PATH)")
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        // Input comes from an unlinked temporary file rather than a pipe: git may stop reading
        // early, and writing to a pipe nobody reads would stall or raise SIGPIPE.
        if let input {
            guard let file = Self.inputFile(input) else {
                throw Failure(arguments: arguments, status: -1, message: "cannot write its input to a temporary file: \(String(cString: strerror(errno)))")
            }
            process.standardInput = file
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        do {
            try process.run()
        } catch {
            throw Failure(arguments: arguments, status: -1, message: "cannot run \(executable.path): \(error.localizedDescription)")
        }
        // Read standard error on another thread, so that neither pipe can fill up and stall git.
        let errorHandle = err.fileHandleForReading
        let errors = BackgroundWork { errorHandle.readDataToEndOfFile() }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let message = errors.result()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw Failure(arguments: arguments, status: process.terminationStatus, message: String(decoding: message, as: UTF8.self))
        }
        return output
    }

    /// A file handle reading `data` from a temporary file that is already unlinked.
    private static func inputFile(_ data: Data) -> FileHandle? {
        var template = Array((NSTemporaryDirectory() + "/higlint-git-input-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
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
