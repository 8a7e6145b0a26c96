import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// What drawing many findings costs, counted rather than timed: the boxes looked at to find where
/// each finding goes grow with the boxes and the findings, not with their product.
struct DrawingCostTests {
    /// A screen of `buttons` small buttons, one a line, and its description.
    static func screen(buttons: Int) throws -> ScreenDescription {
        let lines = (0..<buttons).map { "<button x=\"\(10 + $0 % 300)\" y=\"\($0 / 300 * 24)\" width=\"20\" height=\"20\"/>" }
        let text = "<screen name=\"S\">\n" + lines.joined(separator: "\n") + "\n</screen>\n"
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            throw ReadError("not a description")
        }
        return description
    }

    static func violation(_ path: String, at location: HIGLintKit.SourceLocation) -> Violation {
        Violation(ruleID: "hit-target-size", severity: .warning, message: "m", location: location, elementPath: path, citation: nil)
    }

    /// The boxes looked at to draw a screen of `buttons` buttons with two findings on each (one at
    /// the button's place, one at a place that is no element's, found by its path) and a compared
    /// place on each; and the drawing.
    static func drawn(buttons: Int) throws -> (examined: Int, svg: String) {
        let description = try screen(buttons: buttons)
        let root = ElementPath.Scope(root: description.root)
        var findings: [ScreenDrawing.Finding] = [], comparisons: [ScreenDrawing.Comparison] = []
        let nowhere = HIGLintKit.SourceLocation(file: "s.xml", line: 1_000_000, column: 1)
        for (index, child) in description.root.children.enumerated() {
            let path = ElementPath.Scope(child: child, at: index, in: root).path
            findings.append(.init(number: findings.count + 1, violation: violation(path, at: child.location)))
            findings.append(.init(number: findings.count + 1, violation: violation(path + "/title", at: nowhere)))
            comparisons.append(.init(number: index + 1, place: RelatedPlace(location: child.location, elementPath: path, screen: "S", value: "v"),
                                     severity: .warning, ruleID: "r"))
        }
        let layout = ScreenLayout(description)
        var boxes = BoxIndex(layout, findings: findings, comparisons: comparisons)
        var out = MarkupBuffer()
        ScreenDrawing.svg(layout, findings: findings, label: "S", comparisons: comparisons, boxes: &boxes, into: &out)
        return (boxes.boxesExamined, out.string)
    }

    @Test("finding the boxes of a screen's findings looks at each box a few times, however many findings it has")
    func boxesOfManyFindings() throws {
        let small = try Self.drawn(buttons: 400), large = try Self.drawn(buttons: 800)
        #expect(large.examined <= 2 * small.examined + 100, "\(small.examined) boxes looked at for 400 buttons, \(large.examined) for 800")
        // Every finding found its button: each outline is a 20 x 20 box, never the whole screen.
        #expect(large.svg.components(separatedBy: "<g class=\"finding\"").count - 1 == 1600)
        #expect(!large.svg.contains("class=\"outline\" x=\"-2\" y=\"-2\""))
    }
}

extension DrawingCostTests {
    /// Heads of `scenes` scenes (the last given twice, as a storyboard may) and two findings on
    /// each, one on the scene and one below it.
    static func scenes(_ scenes: Int) -> (heads: [String], violations: [Violation]) {
        let heads = (0..<scenes).map { "scene[S\($0)]" } + ["scene[S\(scenes - 1)]"]
        let place = HIGLintKit.SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        let violations = (0..<scenes).flatMap { [violation("scene[S\($0)]", at: place), violation("scene[S\($0)]/view/button[B]", at: place)] }
        return (heads, violations + [violation("scene[S]", at: place), violation("scene[S0]x/view", at: place)])
    }

    @Test("draw gives each scene its findings looking at a few heads a finding, however many scenes the storyboard has")
    func findingsOfManyScenes() {
        let small = Self.scenes(1000), large = Self.scenes(2000)
        let smallCount = DrawRun.findingsByScene(small.violations, heads: small.heads).headsCompared
        let largeCount = DrawRun.findingsByScene(large.violations, heads: large.heads).headsCompared
        #expect(largeCount <= 2 * smallCount + 100, "\(smallCount) heads compared for 1,000 scenes, \(largeCount) for 2,000")
    }

    @Test("draw gives a scene every finding its head is or begins before a slash, heads with slashes too, in order")
    func scenesOfFindings() {
        let place = HIGLintKit.SourceLocation(file: "Main.storyboard", line: 1, column: 1)
        let paths = ["scene[B]/view/button[x]", "scene[A]", "scene[A]/view", "scene[C]/view", "scene[A]x/view", "", "scene[B]",
                     "scene[A/b]/view", "scene[A]/b]/view", "scene[A/b]", "/view"]
        let violations = paths.map { Self.violation($0, at: place) }
        for heads in [["scene[A]", "scene[B]", "scene[A]"], ["scene[A]", "scene[A/b]", "scene[B]", "scene[A]/b]"], ["", "scene[A]"],
                      Self.scenes(3).heads] {
            let byScene = DrawRun.findingsByScene(violations, heads: heads).byScene
            // What draw did before: each scene takes every finding its head begins.
            for (index, head) in heads.enumerated() {
                let mine = violations.filter { $0.elementPath == head || $0.elementPath.hasPrefix(head + "/") }
                #expect(byScene[index].map(\.elementPath) == mine.map(\.elementPath), "\(heads) \(index)")
            }
        }
        #expect(DrawRun.findingsByScene(violations, heads: ["scene[Z]"]).byScene.map(\.count) == [violations.count])
    }
}

extension DrawingCostTests {
    /// The screens of one file, `S0` to `S(count - 1)`, each with a navigation bar on its second
    /// line, each with a finding that compares it with the next; what comparing them cost and the
    /// compared screens drawn.
    static func compared(screens count: Int) throws -> (headsCompared: Int, markup: String) {
        let descriptions = try (0..<count).map { index in
            let text = "<screen name=\"S\(index)\">\n<navigationBar title=\"T\"/>\n</screen>\n"
            guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "m.xml") else {
                throw ReadError("not a description")
            }
            return description
        }
        let heads = ScreenHeadsByFile()
        var out = MarkupBuffer()
        let bar = HIGLintKit.SourceLocation(file: "m.xml", line: 2, column: 1)
        for index in 0..<count {
            let next = (index + 1) % count
            let place = RelatedPlace(location: bar, elementPath: "screen[S\(next)]/navigationBar[T]", screen: "S\(next)", value: "black")
            let violation = Violation(ruleID: "navbar-consistent-per-orientation", severity: .warning, message: "m", location: bar,
                                      elementPath: "screen[S\(index)]/navigationBar[T]", citation: nil, related: [place])
            HTMLReporter.comparedScreens([.init(number: index + 1, violation: violation)], file: "m.xml", siblings: descriptions,
                                         workingDirectory: "/", heads: heads, into: &out)
        }
        return (heads.headsCompared, out.string)
    }

    @Test("the screens a file's findings compare with are found by a few heads a finding, however many screens the file has")
    func comparedScreensOfManyScreens() throws {
        let small = try Self.compared(screens: 300), large = try Self.compared(screens: 600)
        #expect(large.headsCompared <= 2 * small.headsCompared + 100, "\(small.headsCompared) heads compared for 300 screens, \(large.headsCompared) for 600")
        // Each screen drew the next one's bar, outlined, and no other screen.
        #expect(large.markup.components(separatedBy: "<figure class=\"compared\">").count - 1 == 600)
        #expect(large.markup.contains("S599 (m.xml), the screen compared by finding 599"))
        #expect(large.markup.contains("S0 (m.xml), the screen compared by finding 600"))
    }
}
