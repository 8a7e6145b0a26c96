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

    /// Normalizing by components as text, the plain way: what the byte ranges must agree with.
    static func byComponents(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            switch part {
            case ".": continue
            case "..":
                if let last = parts.last, last != "..", !last.isEmpty { parts.removeLast() } else { parts.append(part) }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    @Test("every path of up to five components of `a`, `é`, `.`, `..`, `...` and empty agrees with normalizing by components")
    func agreesWithComponents() {
        let pieces = ["a", "é", ".", "..", "...", ""]
        var sequences: [[String]] = [[]]
        var paths: [String] = []
        for _ in 0..<5 {
            sequences = sequences.flatMap { sequence in pieces.map { sequence + [$0] } }
            paths += sequences.map { $0.joined(separator: "/") }
        }
        for path in paths {
            #expect(FileDiscovery.lexicallyNormalized(path) == Self.byComponents(path), "\(path)")
        }
    }

    @Test(arguments: [
        ("/a/b/c.xml", false), (".", true), ("..", true), ("/a/./b", true), ("/a/..", true),
        ("/a/.git/b", false), ("/a/.../b", false), ("a.b", false), ("/", false), ("", false),
    ])
    func findsDotComponents(path: String, expected: Bool) {
        #expect(FileDiscovery.hasDotComponent(path) == expected)
    }
}
