/// A property, when given, has an allowed value: one of `allowed`, within `min`...`max`, or a
/// number that divides `divides` evenly (e.g. a minute interval that divides 60).
///
/// `nearMiss` sorts the numbers below `min` by how far below: a near miss is at least `nearMin`
/// (a 10 pt font where 11 pt is the floor, as small as text UIKit itself draws), where a rule's
/// line stands in for a judgement the guidelines leave to the reader.
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
            .optional("nearMiss", .choice(of: NearMiss.self), "`skip` reports only values that are not near misses, `only` only those: a number below `min` but at least `nearMin`; left out, all."),
            .optional("nearMin", .number, "A number below `min` but at least this is a near miss; left out, none is."),
        ],
        variables: [("value", "the value given"), ("allowed", "the values allowed"), ("min", "the smallest allowed"),
                    ("max", "the largest allowed"), ("divides", "the number to divide")])

    var property: String
    var allowed: [String]?
    var min: Double?
    var max: Double?
    var divides: Double?
    var nearMiss: NearMiss?
    var nearMin: Double?

    enum NearMiss: String, CaseIterable, RuleReadable, Sendable { case skip, only }

    init(_ parameters: RuleFields) throws {
        property = try parameters.required("property")
        allowed = try parameters.optional("allowed", as: [ScalarText].self)?.map(\.text)
        min = try parameters.optional("min")
        max = try parameters.optional("max")
        divides = try parameters.optional("divides")
        nearMiss = try parameters.optional("nearMiss")
        nearMin = try parameters.optional("nearMin")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("property", property)] + [
            allowed.map { ("allowed", $0.joined(separator: ", ")) },
            min.map { ("min", PropertyValue.format($0)) },
            max.map { ("max", PropertyValue.format($0)) },
            divides.map { ("divides", PropertyValue.format($0)) },
            nearMiss.map { ("nearMiss", $0.rawValue) },
            nearMin.map { ("nearMin", PropertyValue.format($0)) },
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
        if let nearMiss {
            let isNearMiss = number.map { n in nearMin.map { n >= $0 } == true && min.map { n < $0 } == true } == true
            guard isNearMiss == (nearMiss == .only) else { return [] }
        }
        var variables = ["value": text]
        if let allowed { variables["allowed"] = allowed.joined(separator: ", ") }
        if let min { variables["min"] = PropertyValue.format(min) }
        if let max { variables["max"] = PropertyValue.format(max) }
        if let divides { variables["divides"] = PropertyValue.format(divides) }
        return [CheckFinding(variables, location: given.location)]
    }
}
