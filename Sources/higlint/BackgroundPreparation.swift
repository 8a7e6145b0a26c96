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
