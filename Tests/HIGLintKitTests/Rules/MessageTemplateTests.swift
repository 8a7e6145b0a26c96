import Testing
@testable import HIGLintKit
import TestSupport

/// A rule's message filled from a finding's values (`MessageTemplate`).
struct MessageTemplateTests {
    @Test("placeholders are filled, one without a value stays as written, and a sentence opening with a value in a to z starts with a capital")
    func rendering() {
        let values = ["element": "button \"Send\"", "size": "30x30", "kind": "étiquette", "empty": "", "text": "Zoom"]
        let cases: [(String, String)] = [
            ("{element} has a hit region of {size} pt", "Button \"Send\" has a hit region of 30x30 pt"),
            ("The {element} is {missing}", "The button \"Send\" is {missing}"),
            ("{missing} first", "{missing} first"),
            ("{kind} is not raised", "étiquette is not raised"),
            ("{text} is already", "Zoom is already"),
            ("{empty}tail", "Tail"),
            ("{empty}", ""),
            ("", ""),
            ("no placeholders", "no placeholders"),
            ("{size}{size}", "30x3030x30"),
        ]
        for (template, expected) in cases {
            #expect(MessageTemplate(template).render(values) == expected, "\(template)")
        }
    }
}
