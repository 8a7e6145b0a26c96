/// The text of `properties` matches `pattern` (a regular expression, case-insensitive): a
/// finding per property that matches — or, with `mustMatch: true`, per property that does not.
/// `unless` is a pattern that excuses a text (e.g. "iPod touch" for the word "touch").
struct TextPatternCheck: CheckPrimitive, Decodable {
    static let typeName = "textPattern"
    static let parameters = ["properties", "pattern", "mustMatch", "unless"]
    static let variables = ["text", "match", "property"]

    var properties: [String]
    var pattern: Pattern
    var mustMatch: Bool
    var unless: Pattern?

    enum CodingKeys: String, CodingKey { case properties, pattern, mustMatch, unless }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        properties = try c.decodeOneOrMany(.properties) ?? []
        pattern = try c.decode(Pattern.self, forKey: .pattern)
        mustMatch = try c.decodeIfPresent(Bool.self, forKey: .mustMatch) ?? false
        unless = try c.decodeIfPresent(Pattern.self, forKey: .unless)
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", ")), ("pattern", pattern.source)]
            + (mustMatch ? [("mustMatch", "true")] : []) + (unless.map { [("unless", $0.source)] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        properties.compactMap { name in
            guard let property = context.element.property(name) else { return nil }
            let text = property.value.text
            if let unless, unless.firstMatch(in: text) != nil { return nil }
            let match = pattern.firstMatch(in: text)
            guard (match != nil) != mustMatch else { return nil }
            return CheckFinding(["text": text, "match": match ?? "", "property": name], location: property.location)
        }
    }
}
