import Foundation
import Testing
@testable import HIGLintKit

/// A check's `fix:` is read as strictly as its selector: its property must be one of the checked
/// kinds, a literal value one the property takes, its placeholders ones the check fills.
struct FixDeclarationTests {
    static func rule(fix: String) -> String {
        """
        id: house-spinner
        title: A spinner hides when stopped
        severity: warning
        summary: A spinner that stays when stopped.
        appliesTo: { element: activityIndicator, where: { hidesWhenStopped: false } }
        checks:
          - type: presence
            message: "Spinner stays"
            fix: \(fix)
        citations:
          - section: "Activity Indicators"
            page: 118
            quote: "An activity indicator disappears when the task or process has completed."
        examples:
          passing: ["<screen name=\\"A\\"><activityIndicator/></screen>"]
          failing: ["<screen name=\\"A\\">↓<activityIndicator hidesWhenStopped=\\"false\\"/></screen>"]
        """
    }

    static func problem(_ fix: String) -> String? {
        do {
            _ = try RuleFile.decode(rule(fix: fix), file: "house.yml")
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a set, a removal and an unsafe fix are read")
    func valid() throws {
        let set = try RuleFile.decode(Self.rule(fix: "{ set: hidesWhenStopped, to: \"true\" }"), file: "house.yml")
        #expect(set.checks[0].fix?.properties == ["hidesWhenStopped"])
        #expect(set.checks[0].fix?.safety == .safe)
        let removal = try RuleFile.decode(Self.rule(fix: "{ remove: hidesWhenStopped, safety: unsafe }"), file: "house.yml")
        #expect(removal.checks[0].fix?.safety == .unsafe)
        #expect(Self.problem("{ set: hidesWhenStopped, to: \"{@hidesWhenStopped}\" }") == nil)
    }

    @Test("a property the kind lacks, a value the property does not take, an unknown placeholder or a malformed fix is refused")
    func refused() {
        #expect(Self.problem("{ set: hidesWhenStoped, to: \"true\" }")?.contains("did you mean 'hidesWhenStopped'?") == true)
        #expect(Self.problem("{ remove: title }")?.contains("unknown property 'title'") == true)
        #expect(Self.problem("{ set: hidesWhenStopped, to: \"yes\" }")?.contains("is not a value of hidesWhenStopped") == true)
        #expect(Self.problem("{ set: hidesWhenStopped, to: \"{corrected}\" }")?.contains("{corrected}") == true)
        #expect(Self.problem("{ set: hidesWhenStopped }")?.contains("needs `to`") == true)
        #expect(Self.problem("{ set: hidesWhenStopped, to: \"true\", safety: risky }")?.contains("'risky' is not one of safe, unsafe") == true)
        #expect(Self.problem("{ to: \"true\" }")?.contains("either sets a property") == true)
    }

    @Test("several operations, a listed value by name and a move are read")
    func operations() throws {
        let rule = try RuleFile.decode(Self.rule(fix: "{ operations: [{ set: hidesWhenStopped, to: \"true\" }, { remove: animating }], safety: unsafe }"), file: "house.yml")
        #expect(rule.checks[0].fix?.properties == ["hidesWhenStopped", "animating"])
        #expect(rule.checks[0].fix?.safety == .unsafe)
        let move = try RuleFile.decode(Self.rule(fix: "{ moveAfter: { element: activityIndicator, where: { animating: true } } }"), file: "house.yml")
        guard case .move(.after, _)? = move.checks[0].fix?.operations.first else {
            Issue.record("moveAfter is read as a move after")
            return
        }
    }

    @Test("a listed value by name of a property without listed values, a move among unknown kinds, or one operation given twice over is refused")
    func operationsRefused() {
        #expect(Self.problem("{ set: hidesWhenStopped, toValueNamed: \"{@hidesWhenStopped}\" }")?.contains("has none") == true)
        #expect(Self.problem("{ moveAfter: buton }")?.contains("buton") == true)
        #expect(Self.problem("{ set: hidesWhenStopped, to: \"true\", operations: [{ remove: animating }] }")?.contains("not both") == true)
        #expect(Self.problem("{ operations: [] }")?.contains("at least one") == true)
        #expect(Self.problem("{ operations: [{ remove: animating, safety: unsafe }] }")?.contains("unknown key 'safety'") == true)
        #expect(Self.problem("{ operations: [{ remove: animatin }] }")?.contains("did you mean 'animating'?") == true)
        #expect(Self.problem("{ set: hidesWhenStopped, to: \"true\", toValueNamed: x }") != nil)
        #expect(Self.problem("{ moveAfter: view, moveBefore: view }")?.contains("either sets a property") == true)
    }
}
