import Foundation

/// What a test needs from outside the package. On a developer's machine a test whose need is
/// missing is skipped, and says why; in CI (`CI=true`) it always runs, so a missing need fails it
/// instead of skipping it. Each test target turns a requirement into a Swift Testing trait
/// (`@Test(.requires(.tool("xmllint")))`); this target imports only Foundation, because a regular
/// target is built by `swift build -c release` too, where the testing library may not be found.
package struct Requirement: Sendable {
    package let isMet: Bool
    package let reason: String

    package static func tool(_ name: String) -> Requirement {
        Requirement(isMet: ExternalTool.shouldRun(name), reason: "needs \(name) on PATH (.ci/run installs it)")
    }

    /// What only Linux has (`/proc`). Elsewhere the test is skipped with this reason, in CI too:
    /// there is nothing to install.
    package static var linux: Requirement {
        #if os(Linux)
        Requirement(isMet: true, reason: "runs on Linux")
        #else
        Requirement(isMet: false, reason: "needs Linux's /proc")
        #endif
    }

    package static func pythonModule(_ name: String) -> Requirement {
        Requirement(isMet: hasPythonModule(name), reason: "needs the Python module \(name) (.ci/run installs it)")
    }

    /// A file or folder of `../shared` (the guidelines' text, the corpus, the catalogue). In CI its
    /// absence fails the test, unless the machine says it has no `../shared`
    /// (`HIGLINT_TESTS_WITHOUT_SHARED=1`, see `TestPaths.sharedMayBeAbsent`).
    package static func shared(_ relativePath: String) -> Requirement {
        let present = FileManager.default.fileExists(atPath: TestPaths.shared.appendingPathComponent(relativePath).path)
        return Requirement(isMet: present || (TestPaths.isCI && !TestPaths.sharedMayBeAbsent),
                           reason: "needs ../shared/\(relativePath) beside the package")
    }

    package static func hasPythonModule(_ name: String) -> Bool {
        if TestPaths.isCI { return true }
        return (try? ExternalTool.run("python3", ["-c", "import \(name)"]).status) == 0
    }
}
