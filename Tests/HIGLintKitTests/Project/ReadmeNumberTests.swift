import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The numbers README.md gives about the rules are the catalogue's.
struct ReadmeNumberTests {
    @Test("every count of rules in README.md is the catalogue's")
    func ruleCounts() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let rules = try RuleCatalog.builtIn().rules
        let total = String(rules.count), enabled = String(rules.filter(\.enabledByDefault).count)
        let shipped = try #require(readme.firstMatch(of: /ships (\d+) rules \((\d+) on by default\)/))
        #expect(String(shipped.1) == total)
        #expect(String(shipped.2) == enabled)
        let others = readme.matches(of: /(?:the|running) (\d+) (?:built-in )?rules/).map { String($0.1) }
        #expect(!others.isEmpty)
        for count in others { #expect(count == total, "README.md speaks of \(count) rules; there are \(total)") }
    }
}
