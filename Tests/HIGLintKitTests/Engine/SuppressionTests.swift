import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Suppressions in both syntaxes, and the report of those that silence nothing.
struct SuppressionTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())

    func check(_ text: String, _ syntax: ScreenDescription.Syntax) throws -> [Violation] {
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: "s.\(syntax.rawValue)") else {
            throw ReadError("unreadable")
        }
        return Self.linter.check(description)
    }

    static let sixItems = (["undo", "redo", "camera", "action", "trash", "reply"]).map { "<barButtonItem systemItem=\"\($0)\"/>" }.joined()

    @Test("XML: disable-next-line silences the next element only; higlint:ignore its whole subtree")
    func xml() throws {
        let violations = try check("""
            <screen name="S">
              <!-- higlint:disable-next-line toolbar-item-count -->
              <toolbar>\(Self.sixItems)</toolbar>
              <view higlint:ignore="hit-target-size">
                <button title="Go" x="0" y="0" width="30" height="30"/>
                <view><button title="Stop" x="0" y="50" width="30" height="30"/></view>
              </view>
              <button title="Go" x="0" y="100" width="30" height="30"/>
              <toolbar>\(Self.sixItems)</toolbar>
            </screen>
            """, .xml)
        #expect(violations.map(\.ruleID) == ["hit-target-size", "toolbar-item-count"])
        #expect(violations.map(\.location.line) == [8, 9])
    }

    @Test("a linter that writes no element paths still writes them in a file with suppressions, and finds the same")
    func pathsLeftOut() throws {
        var pathless = Self.linter
        pathless.writesElementPaths = false
        let suppressed = """
            <screen name="S">
              <!-- higlint:disable-next-line toolbar-item-count -->
              <toolbar>\(Self.sixItems)</toolbar>
              <button title="Go" x="0" y="100" width="30" height="30"/>
              <toolbar>\(Self.sixItems)</toolbar>
            </screen>
            """
        let plain = suppressed.replacingOccurrences(of: "higlint:disable-next-line toolbar-item-count", with: "a comment")
        for (text, pathsWritten) in [(suppressed, true), (plain, false)] {
            guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
                throw ReadError("unreadable")
            }
            let withPaths = Self.linter.check(description)
            let withoutPaths = pathless.check(description)
            #expect(!withPaths.isEmpty)
            #expect(withoutPaths.map(\.message) == withPaths.map(\.message))
            #expect(withoutPaths.map(\.location) == withPaths.map(\.location))
            #expect(withoutPaths.map(\.elementPath) == (pathsWritten ? withPaths.map(\.elementPath) : withPaths.map { _ in "" }))
        }
    }

    @Test("JSON: a higlint:ignore member silences the element and its subtree")
    func json() throws {
        let violations = try check("""
            {"type": "screen", "name": "S", "children": [
              {"type": "view", "higlint:ignore": ["hit-target-size"], "children": [
                {"type": "button", "title": "Go", "x": 0, "y": 0, "width": 30, "height": 30}]},
              {"type": "button", "title": "Go", "x": 0, "y": 100, "width": 30, "height": 30}]}
            """, .json)
        #expect(violations.map(\.ruleID) == ["hit-target-size"])
        #expect(violations.first?.location.line == 4)
    }

    @Test("a suppression that silences nothing, or names no rule, is reported")
    func unused() throws {
        let violations = try check("""
            <screen name="S">
              <!-- higlint:disable-next-line toolbar-item-count -->
              <toolbar><barButtonItem systemItem="undo"/></toolbar>
              <view higlint:ignore="hit-target-siz"/>
            </screen>
            """, .xml)
        #expect(violations.map(\.ruleID) == ["unused-suppression", "unused-suppression"])
        #expect(violations[0].location == SourceLocation(file: "s.xml", line: 2, column: 3))
        #expect(violations[0].message == "suppression of toolbar-item-count silences nothing here; remove it")
        #expect(violations[1].message == "suppression names no rule 'hit-target-siz'; did you mean 'hit-target-size'?")
        #expect(violations[1].location == SourceLocation(file: "s.xml", line: 4, column: 9))
    }

    @Test("cross-screen violations can be suppressed where they are reported")
    func crossScreen() throws {
        func read(_ text: String, _ path: String) -> ScreenDescription {
            guard case .description(let d) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: path) else { fatalError() }
            return d
        }
        let a = read("<screen name=\"A\" app=\"X\"><navigationBar title=\"A\" style=\"black\"/></screen>", "a.xml")
        let b = read("<screen name=\"B\" app=\"X\"><navigationBar title=\"B\" style=\"black\"/></screen>", "b.xml")
        let c = read("<screen name=\"C\" app=\"X\"><navigationBar title=\"C\" higlint:ignore=\"navbar-consistent-per-orientation\"/></screen>", "c.xml")
        #expect(Self.linter.check([a, b]).isEmpty)
        #expect(Self.linter.check([a, b, c]).isEmpty)
    }
}

/// Baselines: today's violations recorded, only new ones reported, fixed ones reported on request.
struct BaselineTests {
    @Test("alike violations match as many entries as the baseline holds")
    func counts() {
        func violation(_ line: Int) -> Violation {
            Violation(ruleID: "r", severity: .warning, message: "m", location: SourceLocation(file: "f", line: line, column: 1), elementPath: "p", citation: nil)
        }
        let baseline = Baseline([violation(1)])
        #expect(baseline.filter([violation(5), violation(9)], reportFixed: false).count == 1)
    }
}
