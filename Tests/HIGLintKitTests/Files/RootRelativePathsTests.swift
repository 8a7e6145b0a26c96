import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `RootRelativePaths`: a run's paths, as typed from any folder, relative to the project root, and
/// back as typed for the text report.
struct RootRelativePathsTests {
    @Test("paths typed from a subfolder, with .., or absolute name the same root-relative file; folders end with /, the root is ./")
    func relative() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Base.lproj/a.xml", "<screen/>")
        try directory.write("Icons/Icon.png", "x")
        let root = ProjectRoot(path: directory.url.path, reason: .repository)
        let fromApp = RootRelativePaths(root: root, workingDirectory: directory.url.path + "/App")
        #expect(fromApp.relative("Base.lproj/a.xml") == "App/Base.lproj/a.xml")
        #expect(fromApp.relative("../Icons") == "Icons/")
        #expect(fromApp.relative("..") == "./")
        #expect(fromApp.relative(".") == "App/")
        #expect(fromApp.relative(root.path + "/App/Base.lproj/a.xml") == "App/Base.lproj/a.xml")
        #expect(fromApp.relative("/elsewhere/b.xml") == "/elsewhere/b.xml", "a file outside the root keeps its absolute path")
        #expect(fromApp.relative("../../outside.xml").hasPrefix("/"))
        #expect(fromApp.relative("''") == "''", "the error of an empty path names no file")
        let fromRoot = RootRelativePaths(root: root, workingDirectory: directory.url.path)
        #expect(fromRoot.relative("App/Base.lproj/a.xml") == "App/Base.lproj/a.xml")
        #expect(fromRoot.relative(".") == "./")
    }

    @Test("a result: every path relative to the root, in report order; shown again as typed for the text report")
    func result() throws {
        let directory = try TemporaryDirectory()
        try directory.write("B/b.xml", "<screen/>")
        try directory.write("A/a.xml", "<screen/>")
        let root = ProjectRoot(path: directory.url.path, reason: .repository)
        let paths = RootRelativePaths(root: root, workingDirectory: directory.url.path + "/B")
        var result = LintResult(filesChecked: ["../A/a.xml", "b.xml"])
        func finding(_ file: String) -> Violation {
            Violation(ruleID: "r", severity: .warning, message: "m", location: SourceLocation(file: file, line: 1, column: 1),
                      elementPath: "screen", citation: nil)
        }
        result.violations = [finding("b.xml"), finding("../A/a.xml")]
        result.errors = [FileError(file: "b.xml", message: "e")]
        let (rooted, typed) = paths.relative(result)
        #expect(rooted.filesChecked == ["A/a.xml", "B/b.xml"])
        // Sorted again: from B/, `b.xml` came first; relative to the root, `A/a.xml` does.
        #expect(rooted.violations.map(\.location.file) == ["A/a.xml", "B/b.xml"])
        #expect(rooted.errors.map(\.file) == ["B/b.xml"])
        let shown = paths.shown(rooted, typed: typed)
        #expect(shown.violations.map(\.location.file) == ["../A/a.xml", "b.xml"])
        #expect(paths.shown("B/c.xml") == "c.xml", "a path the run did not type (a baseline's) is worked out")
    }
}
