import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A finding deep in a hostile tree reaches the reports `higlint` writes with a short path.
struct HostileShapeCommandTests {
    @Test("a finding 250 levels deep carries a short path into the reports")
    func deepFindingHasAShortPath() throws {
        let directory = try TemporaryDirectory()
        let depth = 250
        let nested = String(repeating: "<view x=\"0\" y=\"0\" width=\"320\" height=\"400\">", count: depth)
            + "<button title=\"Go\" x=\"0\" y=\"0\" width=\"20\" height=\"20\"/>" + String(repeating: "</view>", count: depth)
        try directory.write("deep.xml", "<screen name=\"Deep\">\(nested)</screen>")
        let run = try BinaryRun.run(["check", "--format", "json", "deep.xml"], in: directory.url)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let paths = (report["violations"] as! [[String: Any]]).map { $0["elementPath"] as! String }
        #expect(!paths.isEmpty)
        for path in paths {
            #expect(path.count < 200, "\(path)")
            #expect(path.hasPrefix("screen[Deep]/view/view/"))
        }
        #expect(paths.contains { $0.contains("…240 more…") && $0.hasSuffix("/button[Go]") })
    }
}
