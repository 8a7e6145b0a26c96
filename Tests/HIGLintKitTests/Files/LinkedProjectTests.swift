import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A project reached through a symbolic link (a linked checkout, `/tmp` on a Mac) is still the
/// project: what lies inside it is read, what leaves it is not.
struct LinkedProjectTests {
    @Test("references inside a project reached through a link are read; one that climbs out is refused")
    func linkedProject() throws {
        let real = try TemporaryDirectory()
        try real.write("a/b.png", "x")
        let links = try TemporaryDirectory()
        let linked = links.url.appendingPathComponent("project").path
        try FileManager.default.createSymbolicLink(atPath: linked, withDestinationPath: real.url.path)
        let boundary = ProjectBoundary(root: URL(fileURLWithPath: linked))
        #expect(boundary.refusal(of: linked + "/a/b.png") == nil)
        #expect(boundary.refusal(of: linked + "/a/../a/b.png") == nil)
        #expect(boundary.refusal(of: linked + "/a/missing.png") == nil)
        #expect(boundary.refusal(of: linked + "/a/../../x.png") != nil)
    }
}
