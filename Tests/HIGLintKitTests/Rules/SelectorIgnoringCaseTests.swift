import Foundation
import Testing
@testable import HIGLintKit

/// `whereIgnoringCase`: `where`, with texts compared without regard to case.
struct SelectorIgnoringCaseTests {
    static let at = SourceLocation(file: "s.xml", line: 1, column: 1)

    static func button(_ title: String) -> Element {
        Element(kind: "button", properties: [.init(name: "title", value: .string(title), location: at)], location: at)
    }

    @Test("a listed text matches in any case, and only whole: Not Now is not Not Nowhere")
    func matches() {
        let selector = Selector(kinds: ["button"], caseInsensitiveConditions: ["title": ["Cancel", "Not Now"]])
        for title in ["Cancel", "cancel", "CANCEL", "not now", "Not Now"] { #expect(selector.matches(Self.button(title)), "\(title)") }
        for title in ["Cancel All", "Not Nowhere", "Nope", ""] { #expect(!selector.matches(Self.button(title)), "\(title)") }
        #expect(!selector.matches(Element(kind: "button", properties: [], location: Self.at)))
        #expect(selector.summary == "button where, in any case, title = Cancel | Not Now")
    }

    @Test("a list longer than a few values is hashed, and still matches in any case")
    func longList() {
        let titles = ["Cancel", "Deny", "Deny Access", "Not Now", "No", "No Thanks", "Later", "Dismiss", "Close", "Don't Allow"]
        let selector = Selector(kinds: ["button"], caseInsensitiveConditions: ["title": titles])
        #expect(selector.matches(Self.button("DON'T ALLOW")))
        #expect(selector.matches(Self.button("deny access")))
        #expect(!selector.matches(Self.button("Allow")))
    }
}
