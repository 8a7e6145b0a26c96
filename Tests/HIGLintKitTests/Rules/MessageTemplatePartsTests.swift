import Testing
@testable import HIGLintKit

/// How a message template is cut at its `{name}` placeholders, beside text that is not ASCII.
struct MessageTemplatePartsTests {
    @Test("placeholders are found between their braces, whatever text surrounds them")
    func placeholdersBesideOtherText() {
        #expect(MessageTemplate("é{element}ü — {size}…").placeholders == ["element", "size"])
        #expect(MessageTemplate("{größe}{👍🏽}").placeholders == ["größe", "👍🏽"])
        #expect(MessageTemplate("a { without end").placeholders == [])
        #expect(MessageTemplate("} before {x}").placeholders == ["x"])
        #expect(MessageTemplate("{}").placeholders == [""])
    }

    @Test("text around placeholders is kept byte for byte")
    func literalsKept() {
        let values = ["element": "Bouton", "size": "44×44"]
        #expect(MessageTemplate("é{element}ü — {size}…").render(values) == "éBoutonü — 44×44…")
        #expect(MessageTemplate("{element}e\u{301} {missing}").render(values) == "Boutone\u{301} {missing}")
        #expect(MessageTemplate("a { without end").render(values) == "a { without end")
    }
}
