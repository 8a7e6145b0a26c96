import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `edgeAttachment` with `top` on the canvases of devices with a notch or a taller status bar.
struct EdgeAttachmentCheckTests {
    static func atTop(_ text: String) throws -> [Violation] {
        IBJudgementTests.linter.check(try IBJudgementTests.xml(text)).filter { $0.ruleID == "navbar-at-top" }
    }

    @Test("on a notched canvas a navigation bar at the safe area's top is at the top; at 20 it is under the notch")
    func notchedCanvas() throws {
        func bar(y: Int) -> String {
            "<screen name=\"A\" width=\"390\" height=\"844\"><statusBar/><navigationBar title=\"A\" x=\"0\" y=\"\(y)\" width=\"390\" height=\"44\"/></screen>"
        }
        #expect(try Self.atTop(bar(y: 47)).isEmpty)
        let under = try Self.atTop(bar(y: 20))
        #expect(under.count == 1)
        #expect(under.first?.message.contains("y = 47") == true)
        #expect(try Self.atTop(bar(y: 100)).count == 1)
    }

    @Test("a notched iPhone in landscape: the bar is at y = 0")
    func landscape() throws {
        let text = "<screen name=\"A\" orientation=\"landscape\" width=\"844\" height=\"390\"><navigationBar title=\"A\" x=\"0\" y=\"0\" width=\"844\" height=\"32\"/></screen>"
        #expect(try Self.atTop(text).isEmpty)
    }

    @Test("a screen of 2010 keeps its 20-point status bar")
    func classic() throws {
        #expect(try Self.atTop("<screen name=\"A\"><statusBar/><navigationBar title=\"A\" x=\"0\" y=\"20\" width=\"320\" height=\"44\"/></screen>").isEmpty)
        #expect(try Self.atTop("<screen name=\"A\"><statusBar/><navigationBar title=\"A\" x=\"0\" y=\"47\" width=\"320\" height=\"44\"/></screen>").count == 1)
    }

    @Test("a hidden status bar leaves the top at 0, on any canvas")
    func hidden() throws {
        #expect(try Self.atTop("<screen name=\"A\" width=\"390\" height=\"844\"><statusBar hidden=\"true\"/><navigationBar title=\"A\" x=\"0\" y=\"0\" width=\"390\" height=\"44\"/></screen>").isEmpty)
    }
}
