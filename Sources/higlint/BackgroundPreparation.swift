import Foundation
import HIGLintKit

/// `CheckPreparation` on a thread of its own from the start of the process. The process waits
/// for it before it exits, so that no thread is still inside ICU while `exit` runs its cleanup;
/// told that the process is ending, it stops after the rule it is reading.
final class BackgroundPreparation: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    // The lock guards `ending`.
    private let lock = NSLock()
    private var ending = false

    /// Starts it unless the arguments ask only for help or the version, which need neither.
    static func start(for arguments: [String]) -> BackgroundPreparation? {
        let asksForText = arguments.contains { ["--help", "-h", "--version", "help"].contains($0) }
        return asksForText ? nil : BackgroundPreparation()
    }

    private init() {
        Thread { [self] in
            // No signal is handled here: the handler that removes a report's temporary file must run
            // on a thread that registers such files with the signals held (`CleanupOnExit`), which
            // holds them only on its own thread.
            var all = sigset_t()
            sigfillset(&all)
            pthread_sigmask(SIG_BLOCK, &all, nil)
            CheckPreparation.prepare(shouldStop: { isEnding })
            done.signal()
        }.start()
    }

    /// Whether the process is ending. (`NSLock.withLock` would say it shorter, from macOS 14 only.)
    private var isEnding: Bool {
        lock.lock()
        defer { lock.unlock() }
        return ending
    }

    func wait() {
        lock.lock()
        ending = true
        lock.unlock()
        done.wait()
        done.signal()
    }
}
