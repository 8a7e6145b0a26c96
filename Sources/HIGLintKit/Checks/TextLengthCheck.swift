/// The text of `properties` is at most `maxCharacters` characters and `maxWords` words long:
/// a stand-in, without font metrics, for "fits on one line" or "one or two words".
struct TextLengthCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "textLength",
        summary: "The text of `properties` is at most `maxCharacters` characters and `maxWords` words long.",
        parameters: [
            .required("properties", .properties(.element), "The properties whose text is measured."),
            .optional("maxCharacters", .integer, "The most characters allowed."),
            .optional("maxWords", .integer, "The most words allowed."),
        ],
        variables: [("text", "the text"), ("length", "its length in characters"), ("words", "its number of words"),
                    ("limit", "the limit exceeded"), ("property", "the property's name")])

    var properties: [String]
    var maxCharacters: Int?
    var maxWords: Int?

    init(_ parameters: RuleFields) throws {
        properties = try parameters.required("properties")
        maxCharacters = try parameters.optional("maxCharacters")
        maxWords = try parameters.optional("maxWords")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", "))]
            + (maxCharacters.map { [("maxCharacters", String($0))] } ?? []) + (maxWords.map { [("maxWords", String($0))] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        properties.compactMap { name in
            guard let property = context.element.property(name) else { return nil }
            let text = property.value.text.trimmedOfWhitespaceAndNewlines
            let words = text.split(whereSeparator: \.isWhitespaceQuick).count
            let tooLong = maxCharacters.map { text.count > $0 } ?? false
            let tooManyWords = maxWords.map { words > $0 } ?? false
            guard tooLong || tooManyWords else { return nil }
            return CheckFinding(["text": text, "length": String(text.count), "words": String(words), "property": name,
                                 "limit": tooLong ? String(maxCharacters!) : String(maxWords!)],
                                location: property.location)
        }
    }
}

import Foundation
