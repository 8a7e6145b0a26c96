import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `ProjectBoundary` itself: what lies inside a project, as written and with its links resolved.
struct ProjectBoundaryUnitTests {
    @Test("unit: a path is inside the project as written and with its links resolved")
    func boundaryUnit() throws {
        let project = try TemporaryDirectory()
        try project.write("a/b.png", "x")
        let boundary = ProjectBoundary(root: project.url)
        #expect(boundary.refusal(of: project.url.path + "/a/b.png") == nil)
        #expect(boundary.refusal(of: project.url.path + "/a/missing/c.png") == nil)
        #expect(boundary.refusal(of: project.url.path + "/a/../../x.png") != nil)
        #expect(boundary.refusal(of: "/etc/passwd") != nil)
        #expect(boundary.refusal(of: project.url.path + "-sibling/x.png") != nil, "a sibling that shares the prefix is outside")
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("up").path, withDestinationPath: "/etc")
        #expect(boundary.refusal(of: project.url.path + "/up/passwd") != nil)
        #expect(boundary.refusal(of: project.url.path + "/up/not-there/x") != nil)
    }
}
