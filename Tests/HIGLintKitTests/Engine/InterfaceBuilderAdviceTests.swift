import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Findings on screens read from Interface Builder: the advice names what to change in Xcode
/// (`messageInInterfaceBuilder`), never a property of the description format, and each finding
/// carries the IB id of its element for `ignore:` entries.
struct InterfaceBuilderAdviceTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())

    static func findings(inXib subviews: String) throws -> [Violation] {
        let document = try InterfaceBuilderReaderTests.read(InterfaceBuilderReaderTests.xib("""
                <view contentMode="scaleToFill" id="1">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
            \(subviews)
                    </subviews>
                </view>
            """), path: "Advice.xib")
        return linter.check(document.screens)
    }

    static func findings(inXML text: String) throws -> [Violation] {
        guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") else {
            throw ReadError("unreadable")
        }
        return linter.check(description)
    }

    @Test("a small button read from a xib is advised in Interface Builder's terms, and named by its id")
    func hitTargetInInterfaceBuilder() throws {
        let findings = try Self.findings(inXib: """
            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="i9n-fD-ncJ">
                <rect key="frame" x="10" y="100" width="30" height="30"/>
                <state key="normal" title="Button"/>
            </button>
            """).filter { $0.ruleID == "hit-target-size" }
        #expect(findings.map(\.message) == [
            "Button has a hit region of 30x30 pt; tappable targets should be at least 44x44 pt (in Interface Builder, make its frame and constraints at least that size)",
        ])
        #expect(findings.map(\.elementID) == ["i9n-fD-ncJ"])
        #expect(!findings.contains { $0.message.contains("hitInsets") })
    }

    @Test("the same button in a description keeps the description's advice")
    func hitTargetInDescription() throws {
        let findings = try Self.findings(inXML: """
            <screen name="S"><button title="Go" x="10" y="100" width="30" height="30"/></screen>
            """).filter { $0.ruleID == "hit-target-size" }
        #expect(findings.map(\.message) == [
            "Button \"Go\" has a hit region of 30x30 pt; tappable targets should be at least 44x44 pt (enlarge it with hitInsets)",
        ])
        #expect(findings.map(\.elementID) == [""])
    }

    @Test("a text field's keyboard type is chosen in the Attributes inspector")
    func keyboardTypeInInterfaceBuilder() throws {
        let findings = try Self.findings(inXib: """
            <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Email" id="mail-01">
                <rect key="frame" x="10" y="100" width="300" height="44"/>
                <textInputTraits key="textInputTraits"/>
            </textField>
            """).filter { $0.ruleID == "text-field-keyboard-type" }
        #expect(findings.map(\.message) == [
            "Text field \"Email\" asks for an e-mail address but uses the default keyboard; choose the E-mail Address keyboard type in the Attributes inspector",
        ])
    }

    @Test("no message a rule gives on Interface Builder names a property of the description format")
    func noDescriptionPropertiesInInterfaceBuilderMessages() throws {
        // The properties whose names advice would otherwise hand a storyboard's author.
        let formatNames = ["hitInsets", "keyboardType", "selectionStyle", "disclosureIndicator", "declared plain", "declare it"]
        for rule in try RuleCatalog.builtIn().rules {
            for check in rule.checks {
                let message = check.interfaceBuilderMessage ?? check.message
                for name in formatNames {
                    #expect(!message.text.contains(name), "\(rule.id): \(message.text)")
                }
            }
        }
    }

    @Test("a finding on an element without an id names the nearest ancestor's; its path's id otherwise")
    func nearestID() {
        let button = Element(kind: "button", location: SourceLocation(file: "a", line: 1, column: 1))
        let view = Element(kind: "view", properties: [.init(name: "id", value: .string("v-1"), location: button.location)], location: button.location)
        #expect(Linter.interfaceBuilderID(of: button, ancestors: [view]) == "v-1")
        #expect(Linter.interfaceBuilderID(of: button, ancestors: []) == "")
        #expect(Violation.lastID(in: "screen[Main #s-1]/view[#v-1]/button[Go #b-2]") == "b-2")
        #expect(Violation.lastID(in: "screen[Main]/button[Go]") == "")
    }
}
