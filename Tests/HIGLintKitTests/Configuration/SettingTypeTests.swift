import Foundation
import Testing
import Yams
@testable import HIGLintKit

/// One reading of a YAML scalar as the type a setting declares.
struct SettingTypeTests {
    func read(_ yaml: String, as type: SettingType) throws -> Result<RuleParameter.Value, SettingType.Refusal> {
        let node = try #require(try Yams.compose(yaml: "value: " + yaml)?.mapping?["value"])
        return type.read(node)
    }

    @Test("plain scalars of the type are read; quoted ones are text; bounds hold", arguments: [
        ("4", SettingType.wholeNumber(minimum: 0), "4"),
        ("\"4\"", .wholeNumber(minimum: 0), nil),
        ("-1", .wholeNumber(minimum: 0), nil),
        ("-1", .wholeNumber(minimum: nil), "-1"),
        ("4.5", .wholeNumber(minimum: 0), nil),
        ("44.5", .number(minimum: 0), "44.5"),
        (".inf", .number(minimum: nil), nil),
        ("true", .boolean, "true"),
        ("'true'", .boolean, nil),
        ("yes", .boolean, nil),
        ("\"4\"", .text, "4"),
        ("warning", .choice(["error", "warning", "info"]), "warning"),
        ("fatal", .choice(["error", "warning", "info"]), nil),
    ] as [(String, SettingType, String?)])
    func reading(_ yaml: String, _ type: SettingType, _ expected: String?) throws {
        switch try read(yaml, as: type) {
        case .success(let value): #expect(value.description == expected, "\(yaml) as \(type)")
        case .failure(let refusal): #expect(expected == nil, "\(yaml) as \(type): \(refusal.message)")
        }
    }

    @Test("a rule parameter takes the type of the primitive parameter it is given to")
    func parameterTypes() throws {
        let catalog = try RuleCatalog.builtIn()
        func type(_ rule: String, _ parameter: String) throws -> SettingType {
            let found = try #require(catalog[rule])
            return RuleParameterTypes.type(of: try #require(found.parameters.first { $0.name == parameter }), in: found)
        }
        #expect(try type("toolbar-item-count", "max") == .wholeNumber(minimum: 0), "a countCondition")
        #expect(try type("alert-message-length", "maxCharacters") == .wholeNumber(minimum: 0))
        #expect(try type("hit-target-size", "minWidth") == .number(minimum: 0))
        #expect(try type("bar-icon-size", "tolerance") == .number(minimum: 0))
    }
}
