/// The text of `properties`, drawn in Helvetica Bold (UIKit's bold system font on iOS 4) of
/// `fontSize` points, is at most `maxWidth` points wide: whether a title fits on one line of
/// a label that wide, measured with the font's own advance widths (see `TextWidth`). A text
/// with line breaks is measured line by line; its widest line counts.
struct TextWidthCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "textWidth",
        summary: "The text of `properties`, drawn in Helvetica Bold (UIKit's bold system font on iOS 4) of `fontSize` points, is at most `maxWidth` points wide, measured with the font's advance widths; a text of several lines is judged by its widest line.",
        parameters: [
            .required("properties", .properties(.element), "The properties whose text is measured."),
            .required("maxWidth", .number, "The widest the text may be, in points."),
            .required("fontSize", .number, "The font's size in points."),
        ],
        variables: [("text", "the text"), ("width", "its width in points"), ("limit", "`maxWidth`"),
                    ("property", "the property's name")])

    var properties: [String]
    var maxWidth: Double
    var fontSize: Double

    init(_ parameters: RuleFields) throws {
        properties = try parameters.required("properties")
        maxWidth = try parameters.required("maxWidth")
        fontSize = try parameters.required("fontSize")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", ")), ("maxWidth", Self.points(maxWidth)), ("fontSize", Self.points(fontSize))]
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        properties.compactMap { name in
            guard let property = context.element.property(name) else { return nil }
            let text = property.value.text.trimmedOfWhitespaceAndNewlines
            let width = text.split(whereSeparator: \.isNewline)
                .map { TextWidth.helveticaBoldPoints(String($0).trimmedOfWhitespaceAndNewlines, size: fontSize) }
                .max() ?? 0
            guard width > maxWidth else { return nil }
            // Rounded up, so that a width just over the limit does not read as the limit.
            return CheckFinding(["text": text, "width": Self.points((width * 10).rounded(.up) / 10), "limit": Self.points(maxWidth), "property": name],
                                location: property.location)
        }
    }

    /// A number of points as a message writes it: whole, or with one decimal.
    static func points(_ value: Double) -> String {
        // As property values are written: a project rule may give any number, beyond what an Int holds too.
        PropertyValue.format((value * 10).rounded() / 10)
    }
}
