import Testing
@testable import HIGLintKit

/// `FileDiscovery.lexicallyNormalized`: `.` and `..` taken out as the text says, nothing else changed;
/// a path with neither is returned as it is.
@Suite struct PathNormalizationTests {
    @Test(arguments: [
        ("/a/b/c.xml", "/a/b/c.xml"),
        ("/a/./b.xml", "/a/b.xml"),
        ("/a/x/../b.xml", "/a/b.xml"),
        ("a/..", ""),
        ("../a.xml", "../a.xml"),
        ("/a/b/.", "/a/b"),
        ("/a/.hidden/b.xml", "/a/.hidden/b.xml"),
        ("/a/.../b.xml", "/a/.../b.xml"),
        ("/a/b..c/d", "/a/b..c/d"),
        ("/a//b", "/a//b"),
    ])
    func normalizes(path: String, expected: String) {
        #expect(FileDiscovery.lexicallyNormalized(path) == expected)
    }

    @Test(arguments: [
        ("/a/b/c.xml", false), (".", true), ("..", true), ("/a/./b", true), ("/a/..", true),
        ("/a/.git/b", false), ("/a/.../b", false), ("a.b", false), ("/", false), ("", false),
    ])
    func findsDotComponents(path: String, expected: Bool) {
        #expect(FileDiscovery.hasDotComponent(path) == expected)
    }
}
