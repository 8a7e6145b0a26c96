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

    @Test("install-hook --fix writes a hook that runs `check --staged --fix`, says what it does, and still passes no path")
    func hookScriptWithFixes() {
        let script = PreCommitHook.script(executable: "/opt/higlint/bin/higlint", fixes: true)
        let calls = script.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { $0.hasPrefix("\"$higlint\"") }
        #expect(calls == ["\"$higlint\" check --staged --fix"], "\(calls)")
        #expect(script.contains("never in what is staged"), "\(script)")
        #expect(script.split(separator: "\n").allSatisfy { $0.hasPrefix("#") || !$0.contains("working tree") }, "the note is a comment: \(script)")
    }
}
