import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A signal that ends `check --staged` while git is still writing the staged copy stops git (and
/// anything it started) before the copy is removed: nothing of the copy is left, and no git that
/// higlint started outlives it.
@Suite(.requires(.tool("git")), .requires(.tool("ps")))
struct StagedSignalTests {
    /// Enough staged files that `git checkout-index` is caught while it writes them.
    static let fileCount = 6000

    /// A repository with many staged screens.
    static func repositoryWithManyStagedFiles() throws -> GitRepository {
        let repository = try GitRepository()
        let body = "<screen name=\"S\">" + String(repeating: "<label text=\"Sync\"/>", count: 40) + "</screen>\n"
        for index in 0..<fileCount {
            try repository.write("screens/\(index % 50)/s\(index).screen.xml", body)
        }
        try repository.git("add", "screens")
        return repository
    }

    /// The processes whose command line names `text` (git's `--prefix=` names the scratch folder).
    static func processes(naming text: String) -> [String] {
        guard let listing = try? BinaryRun.run(["-A", "-o", "pid=", "-o", "args="], executable: URL(fileURLWithPath: ExternalTool.path("ps") ?? "/bin/ps")) else {
            return []
        }
        return listing.stdout.split(separator: "\n").map(String.init).filter { $0.contains(text) && !$0.contains(" ps -A") }
    }

    @Test("SIGTERM, SIGINT and SIGHUP while git writes the staged copy leave no copy and no git behind",
          arguments: [SIGTERM, SIGINT, SIGHUP])
    func signalDuringCopy(signal: Int32) throws {
        let repository = try Self.repositoryWithManyStagedFiles()
        var caughtMidCopy = 0
        // After the first staged file appears: at once, and a little later, so that some trial
        // lands while git is still writing however fast this machine is.
        for delay: useconds_t in [0, 0, 2_000, 5_000, 10_000, 20_000, 40_000] {
            let scratch = try TemporaryDirectory()
            func copies() -> [String] {
                ((try? FileManager.default.contentsOfDirectory(atPath: scratch.url.path)) ?? []).filter { $0.hasPrefix("higlint-staged-") }
            }
            func copyHasFiles() -> Bool {
                copies().contains { copy in
                    let screens = scratch.url.appendingPathComponent(copy).appendingPathComponent("screens").path
                    return !((try? FileManager.default.contentsOfDirectory(atPath: screens)) ?? []).isEmpty
                }
            }
            let environment = GitRepository.isolated.merging(["TMPDIR": scratch.url.path]) { _, new in new }
            let (process, _) = try ReportFileSafetyTests.startBlocked(["check", "--staged", "--no-progress"], in: repository.url,
                                                                      environment: environment, ready: copyHasFiles)
            usleep(delay)
            let gitWasWriting = !Self.processes(naming: scratch.url.path).isEmpty
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let survivors = Self.processes(naming: scratch.url.path)
            #expect(survivors.isEmpty, "git outlived higlint: \(survivors)")
            // A git that survived goes on writing: wait for it to end before looking.
            var waited = 0
            while !Self.processes(naming: scratch.url.path).isEmpty && waited < 600 {
                usleep(50_000)
                waited += 1
            }
            #expect(copies().isEmpty, "left behind after signal \(signal) (\(delay) µs after the first file): \(copies())")
            if gitWasWriting && process.terminationReason == .uncaughtSignal { caughtMidCopy += 1 }
        }
        #expect(caughtMidCopy > 0, "no trial caught git while it wrote the copy; stage more files")
    }
}
