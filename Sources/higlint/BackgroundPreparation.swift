import Foundation
import HIGLintKit

/// `CheckPreparation` on a thread of its own from the start of the process. The process waits
/// for it before it exits, so that no thread is still inside ICU while `exit` runs its cleanup.
final class BackgroundPreparation: Sendable {
    private let done = DispatchSemaphore(value: 0)

    /// Starts it unless the arguments ask only for help or the version, which need neither.
    static func start(for arguments: [String]) -> BackgroundPreparation? {
        let asksForText = arguments.contains { ["--help", "-h", "--version", "help"].contains($0) }
        return asksForText ? nil : BackgroundPreparation()
    }

    private init() {
        let done = self.done
        Thread {
            CheckPreparation.prepare()
            done.signal()
        }.start()
    }

    func wait() {
        done.wait()
        done.signal()
    }
}
