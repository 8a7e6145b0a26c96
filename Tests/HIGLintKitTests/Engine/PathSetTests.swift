import Testing
@testable import HIGLintKit
import TestSupport

struct PathSetTests {
    @Test("a path set holds each path once, as Set does for paths that differ in their bytes")
    func agreesWithSet() {
        var generator = SystemRandomNumberGenerator()
        let parts = ["a", "b", "screens", "é", "e\u{301}", "", "x.xml", "y.json"]
        var set = PathSet()
        var expected = Set<[UInt8]>()
        var order: [String] = []
        for _ in 0..<2000 {
            let path = (0..<Int.random(in: 1...4, using: &generator)).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
            let new = expected.insert(Array(path.utf8)).inserted
            let inserted = set.insert(path)
            #expect(inserted == new, "\(path)")
            if new { order.append(path) }
            #expect(set.contains(path))
        }
        #expect(set.count == expected.count)
        #expect(set.paths.map { Array($0.utf8) } == order.map { Array($0.utf8) })
        #expect(!set.contains("never/seen.xml"))
        #expect(set == set)
    }

    @Test("a path in no folder and the same name at the root are two paths")
    func rootIsAFolder() {
        var set = PathSet()
        let first = set.insert("a.xml"), second = set.insert("/a.xml"), again = set.insert("a.xml")
        #expect(first && second && !again)
        #expect(set.count == 2)
    }
}
