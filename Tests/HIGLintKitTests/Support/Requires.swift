import Foundation
import Testing

/// What a test needs from outside the package. On a developer's machine a test whose need is
/// missing is skipped, and says why; in CI (`CI=true`) it always runs, so a missing need fails it
/// instead of skipping it.
enum Requires {
    static func tool(_ name: String) -> ConditionTrait {
        .enabled(if: ExternalTool.shouldRun(name), "needs \(name) on PATH (.ci/run installs it)")
    }

    static func pythonModule(_ name: String) -> ConditionTrait {
        .enabled(if: hasPythonModule(name), "needs the Python module \(name) (.ci/run installs it)")
    }

    /// A file or folder of `../shared` (the guidelines' text, the corpus, the catalogue).
    static func shared(_ relativePath: String) -> ConditionTrait {
        .enabled(if: FileManager.default.fileExists(atPath: TestPaths.shared.appendingPathComponent(relativePath).path) || TestPaths.isCI,
                 "needs ../shared/\(relativePath) beside the package (CI has it)")
    }

    static func hasPythonModule(_ name: String) -> Bool {
        if TestPaths.isCI { return true }
        return (try? ExternalTool.run("python3", ["-c", "import \(name)"]).status) == 0
    }
}
