import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A pass of `--fix` after the first takes the outcomes of the files the fix did not write from
/// the pass before (`EarlierPass`), and checks again those it wrote.
struct EarlierPassTests {
    private static let screens = [
        "a.screen.xml": "<screen name=\"A\" app=\"X\"><navigationBar title=\"A\" style=\"black\"/><button buttonType=\"roundedRect\" title=\"add to album\"/></screen>",
        "b.screen.xml": "<screen name=\"B\" app=\"X\"><navigationBar title=\"B\" style=\"black\"/><button buttonType=\"roundedRect\" title=\"save draft\"/></screen>",
        "c.screen.xml": "<screen name=\"C\" app=\"X\"><navigationBar title=\"C\" style=\"blue\"/></screen>",
    ]

    private func fixture() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, text) in Self.screens { try directory.write(name, text) }
        return directory
    }

    @Test("a pass that reuses the unwritten files' outcomes finds what a whole new run finds")
    func reusedPassEqualsNewRun() throws {
        let directory = try fixture()
        var run = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()), jobs: 2)
        run.keepsPass = true
        let first = run.run(paths: ["."], workingDirectory: directory.url.path)
        #expect(first.violations.filter { $0.ruleID == "button-title-title-case" }.map(\.location.file) == ["a.screen.xml", "b.screen.xml"])
        var earlier = try #require(first.pass)
        #expect(Set(earlier.files.keys) == Set(Self.screens.keys))

        try directory.write("a.screen.xml", "<screen name=\"A\" app=\"X\"><navigationBar title=\"A\" style=\"black\"/><button buttonType=\"roundedRect\" title=\"Add to Album\"/></screen>")
        earlier.forget(["a.screen.xml"])
        let second = run.run(paths: ["."], workingDirectory: directory.url.path, earlier: earlier)
        let fresh = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()), jobs: 1).run(paths: ["."], workingDirectory: directory.url.path)
        #expect(second.violations == fresh.violations)
        #expect(second.filesChecked == fresh.filesChecked)
        #expect(second.violations.filter { $0.ruleID == "button-title-title-case" }.map(\.location.file) == ["b.screen.xml"])
        // The cross-screen rule still sees every screen: C's blue bar against the others' black.
        #expect(second.violations.contains { $0.ruleID == "navbar-consistent-per-orientation" && $0.location.file == "c.screen.xml" })
    }

    @Test("a file the fix did not write is taken as the pass before read it, not read again")
    func unwrittenFileIsNotReadAgain() throws {
        let directory = try fixture()
        var run = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn()), jobs: 1)
        run.keepsPass = true
        let first = run.run(paths: ["."], workingDirectory: directory.url.path)
        // B changes behind the run's back: a pass that was told nothing of it keeps B's outcome.
        try directory.write("b.screen.xml", "<screen name=\"B\" app=\"X\"><navigationBar title=\"B\" style=\"black\"/></screen>")
        let kept: EarlierPass = try #require(first.pass)
        let second = run.run(paths: ["."], workingDirectory: directory.url.path, earlier: kept)
        #expect(second.violations == first.violations)
        var told = try #require(first.pass)
        told.forget(["b.screen.xml"])
        let third = run.run(paths: ["."], workingDirectory: directory.url.path, earlier: told)
        #expect(!third.violations.contains { $0.ruleID == "button-title-title-case" && $0.location.file == "b.screen.xml" })
    }

    @Test("a run not asked to keep its pass keeps nothing")
    func notKeptByDefault() throws {
        let directory = try fixture()
        let result = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn())).run(paths: ["."], workingDirectory: directory.url.path)
        #expect(result.pass == nil)
    }
}
