import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// An ignore entry is judged unused only by a run that checked every file it names.
struct RunCoverageTests {
    @Test("a folder walked covers the patterns inside it; named files cover the entries naming them; a partial run covers none")
    func covers() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/Legacy/a.xml", "<screen/>")
        try directory.write("App/b.xml", "<screen/>")
        let base = ProjectBoundary.realPath(directory.url.path)!
        let walked = RunCoverage(paths: ["App"], filesChecked: ["App/b.xml", "App/Legacy/a.xml"], workingDirectory: directory.url.path)
        #expect(walked.covers("App/Legacy/*.xml", in: base))
        #expect(walked.covers("App/**", in: base))
        #expect(walked.covers("App/missing.xml", in: base))
        #expect(!walked.covers("**/*.xml", in: base), "a pattern for the whole project needs the whole project walked")
        #expect(!walked.covers("Other/x.xml", in: base))

        let named = RunCoverage(paths: ["App/b.xml"], filesChecked: ["App/b.xml"], workingDirectory: directory.url.path)
        #expect(named.covers("App/b.xml", in: base))
        #expect(named.covers("./App/b.xml", in: base))
        #expect(!named.covers("App/*.xml", in: base))
        #expect(!named.covers("App/Legacy/a.xml", in: base))

        #expect(!RunCoverage.none.covers("App/b.xml", in: base))
    }
}
