/// The text of `properties` matches `pattern` (a regular expression, case-insensitive): a
/// finding per property that matches — or, with `mustMatch: true`, per property that does not.
/// `unless` is a pattern that excuses a text (e.g. "iPod touch" for the word "touch").
/// A finding is at the property whose text matched, or with `reportAt` at that other property,
/// the one to change (a text field's `keyboardType`), or at the element when it leaves it out.
struct TextPatternCheck: CheckPrimitive, Decodable {
    static let typeName = "textPattern"
    static let parameters = ["properties", "pattern", "mustMatch", "unless", "reportAt"]
    static let variables = ["text", "match", "property"]

    var properties: [String]
    var pattern: Pattern
    var mustMatch: Bool
    var unless: Pattern?
    var reportAt: String?

    enum CodingKeys: String, CodingKey { case properties, pattern, mustMatch, unless, reportAt }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        properties = try c.decodeOneOrMany(.properties) ?? []
        pattern = try c.decode(Pattern.self, forKey: .pattern)
        mustMatch = try c.decodeIfPresent(Bool.self, forKey: .mustMatch) ?? false
        unless = try c.decodeIfPresent(Pattern.self, forKey: .unless)
        reportAt = try c.decodeIfPresent(String.self, forKey: .reportAt)
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", ")), ("pattern", pattern.source)]
            + (mustMatch ? [("mustMatch", "true")] : []) + (unless.map { [("unless", $0.source)] } ?? [])
            + (reportAt.map { [("reportAt", $0)] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        properties.compactMap { name in
            guard let property = context.element.property(name) else { return nil }
            let text = property.value.text
            let match: String?
            do throws(PatternBudgetExceeded) {
                if let unless, try unless.firstMatch(in: text) != nil { return nil }
                match = try pattern.firstMatch(in: text)
            } catch {
                return .undecided("its regular expression '\(error.pattern)' ran out of its time budget on the \(text.count)-character text of "
                                  + "'\(name)', so the check was not made; simplify the expression (nested repetition such as (a+)+ "
                                  + "backtracks without end)", at: property.location)
            }
            guard (match != nil) != mustMatch else { return nil }
            let location = reportAt.map { context.element.property($0)?.location ?? context.element.location } ?? property.location
            return CheckFinding(["text": text, "match": match ?? "", "property": name], location: location)
        }
    }
}
