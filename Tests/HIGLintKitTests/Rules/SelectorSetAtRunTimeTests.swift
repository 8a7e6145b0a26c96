import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Selectors on properties the app sets at run time (`setAtRunTime`): given for `has` and
/// `lacks`, unknown for `where`, `whereNot` and `startsWith`.
struct SelectorSetAtRunTimeTests {
    static let at = SourceLocation(file: "s.xml", line: 1, column: 1)

    static func element(_ kind: String, _ properties: [String: String]) -> Element {
        Element(kind: kind, properties: properties.sorted { $0.key < $1.key }.map { .init(name: $0.key, value: .string($0.value), location: at) },
                location: at)
    }

    static func matches(_ selector: Selector, _ element: Element) -> Bool {
        var evaluation = SelectorEvaluation()
        return selector.matcher.matches(element, ancestors: [], in: &evaluation)
    }

    @Test("a title set at run time is given: has matches, lacks does not")
    func hasAndLacks() {
        let item = Self.element("tabBarItem", ["image": "a.png", "setAtRunTime": "title"])
        #expect(Self.matches(Selector(kinds: ["tabBarItem"], has: ["title"]), item))
        #expect(!Self.matches(Selector(kinds: ["tabBarItem"], lacks: ["title"]), item))
        #expect(Self.matches(Selector(kinds: ["tabBarItem"], lacks: ["badge"]), item))
        let untitled = Self.element("tabBarItem", ["image": "a.png"])
        #expect(Self.matches(Selector(kinds: ["tabBarItem"], lacks: ["title"]), untitled))
    }

    @Test("a value set at run time is unknown: neither where, whereNot nor startsWith holds of it")
    func valueTests() {
        let spinner = Self.element("activityIndicator", ["hidesWhenStopped": "false", "setAtRunTime": "animating"])
        #expect(!Self.matches(Selector(kinds: ["activityIndicator"], conditions: ["animating": ["false"]]), spinner))
        #expect(!Self.matches(Selector(kinds: ["activityIndicator"], exclusions: ["animating": ["true"]]), spinner))
        #expect(Self.matches(Selector(kinds: ["activityIndicator"], conditions: ["hidesWhenStopped": ["false"]]), spinner))
        let button = Self.element("button", ["setAtRunTime": "title"])
        #expect(!Self.matches(Selector(kinds: ["button"], prefixes: ["title": ["log"]]), button))
        #expect(!Self.matches(Selector(kinds: ["button"], caseInsensitiveConditions: ["title": ["cancel"]]), button))
    }

    @Test("the activity-indicator rule passes over an indicator the app starts and stops")
    func activityIndicatorRule() throws {
        let text = """
            <screen name="Loading">
              <activityIndicator hidesWhenStopped="false" setAtRunTime="animating"/>
            </screen>
            """
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            throw ReadError("unreadable")
        }
        let findings = Linter(catalog: try RuleCatalog.builtIn()).check(description)
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }
}
