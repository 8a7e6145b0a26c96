import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `ProjectRoot`: the repository's root, else the folder of the nearest configuration, else the
/// working directory, found from the first path named.
struct ProjectRootTests {
    @Test("the nearest folder holding .git (a folder, or a file as in a linked worktree) above the first path named")
    func repository() throws {
        let directory = try TemporaryDirectory()
        try directory.write("repo/.git/HEAD", "ref: refs/heads/main\n")
        try directory.write("repo/App/a.xml", "<screen/>")
        try directory.write("repo/Module/.git", "gitdir: ../.git/modules/Module\n")
        try directory.write("repo/Module/b.xml", "<screen/>")
        let real = ProjectBoundary.realPath(directory.url.path)!
        let fromOutside = ProjectRoot.find(paths: ["repo/App/a.xml", "elsewhere"], workingDirectory: directory.url.path)
        #expect(fromOutside == ProjectRoot(path: real + "/repo", reason: .repository))
        #expect(ProjectRoot.find(paths: ["."], workingDirectory: directory.url.path + "/repo/App").path == real + "/repo")
        #expect(ProjectRoot.find(paths: [], workingDirectory: directory.url.path + "/repo/App").path == real + "/repo")
        #expect(ProjectRoot.find(paths: ["../Module/b.xml"], workingDirectory: directory.url.path + "/repo/App").path == real + "/repo/Module")
        // A path that does not exist (yet): the nearest folder above it that does.
        #expect(ProjectRoot.find(paths: ["repo/App/missing/c.xml"], workingDirectory: directory.url.path).path == real + "/repo")
    }

    @Test("outside a repository, the folder of the nearest .higlint.yml; else the working directory")
    func configurationOrWorkingDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("project/.higlint.yml", "strict: false\n")
        try directory.write("project/Screens/a.xml", "<screen/>")
        try directory.write("loose/b.xml", "<screen/>")
        let real = ProjectBoundary.realPath(directory.url.path)!
        #expect(ProjectRoot.find(paths: ["project/Screens"], workingDirectory: directory.url.path)
                == ProjectRoot(path: real + "/project", reason: .configuration))
        #expect(ProjectRoot.find(paths: ["loose/b.xml"], workingDirectory: directory.url.path + "/loose")
                == ProjectRoot(path: real + "/loose", reason: .workingDirectory))
    }

    @Test("the root's file URI ends with a slash, its bytes percent-encoded")
    func fileURI() {
        #expect(ProjectRoot(path: "/no such/place", reason: .workingDirectory).fileURI == "file:///no%20such/place/")
        #expect(ProjectRoot(path: "/", reason: .workingDirectory).fileURI == "file:///")
    }
}
