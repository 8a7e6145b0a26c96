/// The text of `properties` is at most `maxCharacters` characters and `maxWords` words long:
/// a stand-in, without font metrics, for "fits on one line" or "one or two words".
struct TextLengthCheck: CheckPrimitive, Decodable {
    static let typeName = "textLength"
    static let parameters = ["properties", "maxCharacters", "maxWords"]
    static let variables = ["text", "length", "words", "limit", "property"]

    var properties: [String]
    var maxCharacters: Int?
    var maxWords: Int?

    enum CodingKeys: String, CodingKey { case properties, maxCharacters, maxWords }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        properties = try c.decodeOneOrMany(.properties) ?? []
        maxCharacters = try c.decodeIfPresent(Int.self, forKey: .maxCharacters)
        maxWords = try c.decodeIfPresent(Int.self, forKey: .maxWords)
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
