/// The text of `properties` matches `pattern` (a regular expression, case-insensitive): a
/// finding per property that matches — or, with `mustMatch: true`, per property that does not.
/// `unless` is a pattern that excuses a text (e.g. "iPod touch" for the word "touch").
/// A finding is at the property whose text matched, or with `reportAt` at that other property,
/// the one to change (a text field's `keyboardType`), or at the element when it leaves it out.
struct TextPatternCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "textPattern",
        summary: "The text of `properties` matches `pattern`: a finding per property that matches, or with `mustMatch: true` per property that does not.",
        parameters: [
            .required("properties", .properties(.element), "The properties whose text is searched."),
            .required("pattern", .pattern, "A regular expression, matched ignoring case."),
            .optional("mustMatch", .boolean, "Report texts that do not match, rather than those that do."),
            .optional("unless", .pattern, "A regular expression that excuses a text."),
            .optional("reportAt", .property(.element), "The finding is at this property (the one to change), or at the element when it leaves it out, rather than at the text that matched."),
        ],
        variables: [("text", "the text"), ("match", "what the pattern matched"),
                    ("withoutMatch", "the text with what the pattern matched taken out (for a fix: \"Save.\" becomes \"Save\")"),
                    ("property", "the property's name")])

    var properties: [String]
    var pattern: Pattern
    var mustMatch: Bool
    var unless: Pattern?
    var reportAt: String?

    init(_ parameters: RuleFields) throws {
        properties = try parameters.required("properties")
        pattern = try parameters.required("pattern")
        mustMatch = try parameters.optional("mustMatch") ?? false
        unless = try parameters.optional("unless")
        reportAt = try parameters.optional("reportAt")
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
            let match: Pattern.Found?
            do throws(PatternBudgetExceeded) {
                if let unless, try unless.firstMatch(in: text) != nil { return nil }
                match = try pattern.firstFound(in: text)
            } catch {
                return .undecided("its regular expression '\(error.pattern)' ran out of its time budget on the \(text.count)-character text of "
                                  + "'\(name)', so the check was not made; simplify the expression (nested repetition such as (a+)+ "
                                  + "backtracks without end)", at: property.location)
            }
            guard (match != nil) != mustMatch else { return nil }
            let location = reportAt.map { context.element.property($0)?.location ?? context.element.location } ?? property.location
            return CheckFinding(["text": text, "match": match?.text ?? "", "withoutMatch": match?.withoutMatch ?? text, "property": name],
                                location: location)
        }
    }
}
