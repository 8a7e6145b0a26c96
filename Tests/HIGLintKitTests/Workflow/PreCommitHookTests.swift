import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The hook `install-hook` writes.
struct PreCommitHookTests {
    @Test("the hook install-hook writes hands higlint no path: `check --staged` and nothing after it")
    func hookScriptPassesNoPaths() {
        let script = PreCommitHook.script(executable: "/opt/higlint/bin/higlint")
        let calls = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("\"$higlint\"") }
        #expect(calls == ["\"$higlint\" check --staged"], "\(calls)")
        #expect(!script.contains("$@") && !script.contains("$*"), "the hook passes on no arguments")
    }
}
