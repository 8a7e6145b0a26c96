/// A property, when given, has an allowed value: one of `allowed`, within `min`...`max`, or a
/// number that divides `divides` evenly (e.g. a minute interval that divides 60).
struct PropertyValueCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "propertyValue",
        summary: "A property, when given, has an allowed value: one of `allowed`, within `min`...`max`, or a number that divides `divides` evenly.",
        parameters: [
            .required("property", .property(.element), "The property judged."),
            .optional("allowed", .propertyValues, "The values allowed."),
            .optional("min", .number, "The smallest number allowed."),
            .optional("max", .number, "The largest number allowed."),
            .optional("divides", .number, "The value must divide this number evenly (a minute interval that divides 60)."),
        ],
        variables: [("value", "the value given"), ("allowed", "the values allowed"), ("min", "the smallest allowed"),
                    ("max", "the largest allowed"), ("divides", "the number to divide")])

    var property: String
    var allowed: [String]?
    var min: Double?
    var max: Double?
    var divides: Double?

    init(_ parameters: RuleFields) throws {
        property = try parameters.required("property")
        allowed = try parameters.optional("allowed", as: [ScalarText].self)?.map(\.text)
        min = try parameters.optional("min")
        max = try parameters.optional("max")
        divides = try parameters.optional("divides")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("property", property)] + [
            allowed.map { ("allowed", $0.joined(separator: ", ")) },
            min.map { ("min", PropertyValue.format($0)) },
            max.map { ("max", PropertyValue.format($0)) },
            divides.map { ("divides", PropertyValue.format($0)) },
        ].compactMap { $0 }
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        guard let given = context.element.property(property) else { return [] }
        let text = given.value.text
        let number = given.value.number
        var acceptable = true
        if let allowed {
            acceptable = acceptable && allowed.contains { candidate in
                if let n = number, let a = PropertyValue.decimal(candidate) { return abs(n - a) < 0.001 }
                return candidate == text
            }
        }
        if let min { acceptable = acceptable && (number.map { $0 >= min } ?? true) }
        if let max { acceptable = acceptable && (number.map { $0 <= max } ?? true) }
        if let divides, let n = number {
            acceptable = acceptable && n > 0 && n.rounded() == n && divides.truncatingRemainder(dividingBy: n) == 0
        }
        guard !acceptable else { return [] }
        var variables = ["value": text]
        if let allowed { variables["allowed"] = allowed.joined(separator: ", ") }
        if let min { variables["min"] = PropertyValue.format(min) }
        if let max { variables["max"] = PropertyValue.format(max) }
        if let divides { variables["divides"] = PropertyValue.format(divides) }
        return [CheckFinding(variables, location: given.location)]
    }
}
