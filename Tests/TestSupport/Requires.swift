import Foundation
import Testing

/// What a test needs from outside the package. On a developer's machine a test whose need is
/// missing is skipped, and says why; in CI (`CI=true`) it always runs, so a missing need fails it
/// instead of skipping it.
package enum Requires {
    package static func tool(_ name: String) -> ConditionTrait {
        .enabled(if: ExternalTool.shouldRun(name), "needs \(name) on PATH (.ci/run installs it)")
    }

    /// What only Linux has (`/proc`). Elsewhere the test is skipped with this reason, in CI too:
    /// there is nothing to install.
    package static var linux: ConditionTrait {
        #if os(Linux)
        .enabled(if: true, "runs on Linux")
        #else
        .enabled(if: false, "needs Linux's /proc")
        #endif
    }

    package static func pythonModule(_ name: String) -> ConditionTrait {
        .enabled(if: hasPythonModule(name), "needs the Python module \(name) (.ci/run installs it)")
    }

    /// A file or folder of `../shared` (the guidelines' text, the corpus, the catalogue). In CI its
    /// absence fails the test, unless the machine says it has no `../shared`
    /// (`HIGLINT_TESTS_WITHOUT_SHARED=1`, see `TestPaths.sharedMayBeAbsent`).
    package static func shared(_ relativePath: String) -> ConditionTrait {
        let present = FileManager.default.fileExists(atPath: TestPaths.shared.appendingPathComponent(relativePath).path)
        return .enabled(if: present || (TestPaths.isCI && !TestPaths.sharedMayBeAbsent),
                        "needs ../shared/\(relativePath) beside the package")
    }

    package static func hasPythonModule(_ name: String) -> Bool {
        if TestPaths.isCI { return true }
        return (try? ExternalTool.run("python3", ["-c", "import \(name)"]).status) == 0
    }
}
