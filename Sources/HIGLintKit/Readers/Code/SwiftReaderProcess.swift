import Foundation
import HIGLintCodeModel

/// The `higlint-swift-reader` process that reads Swift files for higlint: the Swift reader is
/// built on swift-syntax, which `higlint` itself does not carry, so that building it and starting
/// it stay quick; most runs never need the reader, and never start it.
///
/// One process at most at a time, started when the first Swift file that may build an alert is
/// read, and kept for every other one: requests go one at a time (the worker pool's threads wait
/// their turn), in the form `CodeReaderWire` says. higlint sends the file's text, never a path.
///
/// A file the reader does not answer for within `timeLimit` (it hangs), or that it stops on
/// (it crashed), is not read; the next file starts a new reader, until `maxFailures` of them have
/// failed, after which the run's remaining Swift files are not sent.
final class SwiftReaderProcess: @unchecked Sendable {
    /// Why a Swift file was not read: the end of the sentence "N Swift files build alerts and
    /// were not read: …".
    struct Failure: Error, Equatable {
        var reason: String

        static let notInstalled = Failure(reason: "\(executableName) is not installed beside higlint; build it with `swift build -c release --product \(executableName)`")

        static func cannotStart(_ path: String, _ why: String) -> Failure {
            Failure(reason: "\(executableName) could not be started (\(DisplayText.escaped(path)): \(why))")
        }
    }

    static let executableName = "higlint-swift-reader"
    /// The variable that names the reader to run, where it is not beside `higlint` (tests on
    /// macOS, where the test runner is not beside the built products; unusual installs).
    static let environmentVariable = "HIGLINT_SWIFT_READER"
    /// A file the reader has not answered for by then is not read: a parse takes a fraction
    /// of a second, even in a debug build.
    static let defaultTimeLimit: Double = 20

    /// The one a higlint process uses.
    static let shared = SwiftReaderProcess(executable: locate(environment: ProcessInfo.processInfo.environment))

    private let executable: Result<String, Failure>
    let timeLimit: Double
    let maxFailures: Int
    private let lock = NSLock()
    private var running: (child: ChildProcess, socket: Int32)?
    private var failures = 0
    private var lastFailure: Failure?

    init(executable: Result<String, Failure>, timeLimit: Double = defaultTimeLimit, maxFailures: Int = 3) {
        self.executable = executable
        self.timeLimit = timeLimit
        self.maxFailures = maxFailures
    }

    deinit {
        if let running { stop(running) }
    }


    /// The alerts a Swift text builds, as the reader answers; the reason when it could not.
    func alerts(in text: String) -> Result<[CodeAlert], Failure> {
        lock.lock()
        defer { lock.unlock() }
        if failures >= maxFailures, let lastFailure { return .failure(lastFailure) }
        let connection: (child: ChildProcess, socket: Int32)
        if let running {
            connection = running
        } else {
            switch executable.flatMap({ start($0) }) {
            case .success(let started):
                connection = started
                running = started
            case .failure(let failure):
                // Not installed, or cannot be started: the same for every file of the run.
                failures = maxFailures
                lastFailure = failure
                return .failure(failure)
            }
        }
        switch exchange(Array(text.utf8), over: connection.socket) {
        case .success(let alerts):
            return .success(alerts)
        case .failure(let problem):
            running = nil
            let status = stop(connection)
            let failure: Failure
            switch problem {
            case .timedOut: failure = Failure(reason: "\(Self.executableName) did not answer within \(Int(timeLimit)) s")
            case .closed: failure = Failure(reason: "\(Self.executableName) stopped while reading (\(status.map { "exit status \($0)" } ?? "ended by a signal"))")
            case .unreadableAnswer: failure = Failure(reason: "\(Self.executableName) answered in a form this higlint does not read (is it from another build?)")
            }
            failures += 1
            lastFailure = failure
            return .failure(failure)
        }
    }

    private enum Problem: Error { case timedOut, closed, unreadableAnswer }

    /// Sends one text and waits for its answer, for `timeLimit` at most.
    private func exchange(_ text: [UInt8], over socket: Int32) -> Result<[CodeAlert], Problem> {
        let deadline = Date().addingTimeInterval(timeLimit)
        switch Self.send(CodeReaderWire.lengthPrefix(text.count) + text, to: socket) {
        case .sent: break
        case .timedOut: return .failure(.timedOut)
        case .closed: return .failure(.closed)
        }
        var line: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { return .failure(.timedOut) }
            var poll = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
            let ready = Foundation.poll(&poll, 1, Int32(min(remaining * 1000, Double(Int32.max - 1))) + 1)
            guard ready > 0 else { continue }  // interrupted, or the time is up (checked above)
            let got = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if got < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            guard got > 0 else { return .failure(.closed) }
            let chunk = buffer[..<got]
            if let end = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                line += chunk[..<end]
                break
            }
            line += chunk
        }
        guard let alerts = try? JSONDecoder().decode([CodeAlert].self, from: Data(line)) else {
            return .failure(.unreadableAnswer)
        }
        return .success(alerts)
    }

    /// Ends a reader (one that has stopped already, too) and waits for it: its exit status, nil
    /// when a signal ended it.
    @discardableResult
    private func stop(_ connection: (child: ChildProcess, socket: Int32)) -> Int32? {
        close(connection.socket)
        kill(connection.child.id, SIGKILL)
        return connection.child.wait()
    }

    // MARK: Starting the reader

    /// The reader to run: the one `HIGLINT_SWIFT_READER` names, else the one beside the running
    /// executable (its real path, links resolved).
    static func locate(environment: [String: String]) -> Result<String, Failure> {
        if let named = environment[environmentVariable], !named.isEmpty {
            let path = URL(fileURLWithPath: named).path
            guard access(path, X_OK) == 0 else {
                return .failure(cannotStartNamed(path))
            }
            return .success(path)
        }
        guard let own = runningExecutablePath() else { return .failure(.notInstalled) }
        let beside = URL(fileURLWithPath: own).deletingLastPathComponent().appendingPathComponent(executableName).path
        return access(beside, X_OK) == 0 ? .success(beside) : .failure(.notInstalled)
    }

    private static func cannotStartNamed(_ path: String) -> Failure {
        .cannotStart(path, "\(environmentVariable) names it, and it is not an executable file")
    }

    /// The real path of the running executable.
    static func runningExecutablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0, let real = realpath(buffer, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
        #else
        return CommandLine.arguments.first.map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
        #endif
    }

    /// Starts the reader with one end of a socket pair as its standard input and output (a
    /// socket rather than pipes, so that writing to a reader that has stopped is an error, not a
    /// SIGPIPE that would end higlint), its standard error discarded.
    private func start(_ executable: String) -> Result<(child: ChildProcess, socket: Int32), Failure> {
        var ends: [Int32] = [-1, -1]
        #if os(Linux)
        guard socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            return .failure(.cannotStart(executable, String(cString: strerror(errno))))
        }
        #else
        guard socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0 else {
            return .failure(.cannotStart(executable, String(cString: strerror(errno))))
        }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        var on: Int32 = 1
        _ = setsockopt(ends[0], SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
        #endif
        // A reader that stops taking a text is one that hangs, as one that does not answer.
        var limit = timeval(tv_sec: Int(timeLimit), tv_usec: 0)
        _ = setsockopt(ends[0], SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let discard = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer {
            close(ends[1])
            if discard >= 0 { close(discard) }
        }
        var attempts = 0
        while true {
            do {
                let child = try ChildProcess.start(executable: executable, arguments: [], directory: "/",
                                                   input: ends[1], output: ends[1], error: discard >= 0 ? discard : 2)
                return .success((child, ends[0]))
            } catch {
                // "Text file busy": an executable written a moment ago is still open for writing in
                // a child another thread has just forked, until that child's exec closes it. The
                // moment passes; trying again is the remedy.
                if attempts < 5 && error.message.contains(String(cString: strerror(ETXTBSY))) {
                    attempts += 1
                    usleep(20_000)
                    continue
                }
                close(ends[0])
                return .failure(.cannotStart(executable, error.message))
            }
        }
    }

    private enum SendOutcome { case sent, timedOut, closed }

    /// Writes all of `bytes`, waiting for the reader to take them for `timeLimit` at most (the
    /// socket's send time-out).
    private static func send(_ bytes: [UInt8], to socket: Int32) -> SendOutcome {
        #if os(Linux)
        let flags = Int32(MSG_NOSIGNAL)
        #else
        let flags: Int32 = 0
        #endif
        var done = 0
        while done < bytes.count {
            let sent = bytes.withUnsafeBytes { Foundation.send(socket, $0.baseAddress! + done, bytes.count - done, flags) }
            if sent < 0 && errno == EINTR { continue }
            if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) { return .timedOut }
            guard sent > 0 else { return .closed }
            done += sent
        }
        return .sent
    }
}
