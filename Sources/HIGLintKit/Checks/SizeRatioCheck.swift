/// Among the children that match `children` and give `property` (a width, say), the largest is
/// at most `maxRatio` times the smallest.
struct SizeRatioCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "sizeRatio",
        summary: "Among the children that match `children` and give `property`, the largest is at most `maxRatio` times the smallest.",
        parameters: [
            .required("children", .selector(.children), "The children compared."),
            .required("property", .property(.children), "The number compared (a width, say)."),
            .required("maxRatio", .number, "The largest ratio of largest to smallest allowed."),
        ],
        variables: [("smallest", "the smallest value"), ("largest", "the largest value"), ("maxRatio", "the ratio allowed")])

    var children: Selector
    var property: String
    var maxRatio: Double

    init(_ parameters: RuleFields) throws {
        children = try parameters.required("children")
        property = try parameters.required("property")
        maxRatio = try parameters.required("maxRatio")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("children", children.summary), ("property", property), ("maxRatio", PropertyValue.format(maxRatio))]
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let sizes = context.element.children.filter { children.matches($0) }.compactMap { $0.number(property) }.filter { $0 > 0 }
        guard let smallest = sizes.min(), let largest = sizes.max(), largest / smallest > maxRatio else { return [] }
        return [CheckFinding(["smallest": PropertyValue.format(smallest), "largest": PropertyValue.format(largest),
                              "maxRatio": PropertyValue.format(maxRatio)])]
    }
}
