import Foundation
import Testing
@testable import HIGLintKit

/// A linter builds the checks of a kind when a screen first holds an element of it.
struct LinterKindPlansTests {
    func description(_ text: String) throws -> ScreenDescription {
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            throw ReadError("unreadable")
        }
        return description
    }

    @Test("the checks of a kind no screen held are not built; they are once a screen holds it, and then find as ever")
    func builtWhenFirstNeeded() throws {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        let items = (1...6).map { _ in "<barButtonItem systemItem=\"add\"/>" }.joined()
        let toolbar = try description("<screen name=\"S\"><toolbar>\(items)</toolbar></screen>")
        #expect(!linter.kindPlans.hasBuilt("toolbar-item-count#0"))
        #expect(linter.check(toolbar).contains { $0.ruleID == "toolbar-item-count" })
        #expect(linter.kindPlans.hasBuilt("toolbar-item-count#0"))
        #expect(!linter.kindPlans.hasBuilt("alert-button-count#0"), "no screen held an alert")

        let buttons = (1...4).map { "<button title=\"Choice \($0)\"/>" }.joined()
        let alert = try description("<screen name=\"A\"><alert title=\"Delete the file?\">\(buttons)</alert></screen>")
        #expect(linter.check(alert).contains { $0.ruleID == "alert-button-count" })
        #expect(linter.kindPlans.hasBuilt("alert-button-count#0"))
    }

    @Test("threads that meet a kind at once share one plan of it")
    func onePlanPerKind() throws {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        let plans = WorkerPool.map(Array(0..<16), jobs: 4) { _ in linter.kindPlans.plan(for: "toolbar") }
        #expect(plans.allSatisfy { $0 === plans[0] })
    }
}
