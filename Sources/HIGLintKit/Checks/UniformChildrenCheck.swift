/// The children that match `children` agree: all have the same value of `property` (values in
/// `equivalent` count as the one they map to), or all fall in the same one of `classes`
/// (named selectors; a child in no class is not counted).
struct UniformChildrenCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "uniformChildren",
        summary: "The children that match `children` agree: all have the same value of `property`, or all fall in the same one of `classes`.",
        parameters: [
            .required("children", .selector(.children), "The children compared."),
            .optional("property", .property(.children), "The property that must be the same on every child (UIKit's default counts)."),
            .optional("equivalent", .propertyValueMap, "Values of `property` that count as another one (`done` as `bordered`)."),
            .optional("classes", .selectorMap(.children), "Named selectors; every counted child must fall in the same one (a child in none is not counted)."),
        ],
        variables: [("values", "the values or classes found")])

    var children: Selector
    var property: String?
    var equivalent: [String: String]?
    var classes: [String: Selector]?

    init(_ parameters: RuleFields) throws {
        children = try parameters.required("children")
        property = try parameters.optional("property")
        equivalent = try parameters.optional("equivalent")
        classes = try parameters.optional("classes")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("children", children.summary)]
            + (property.map { [("property", $0)] } ?? [])
            + (classes.map { [("classes", $0.keys.sorted().joined(separator: ", "))] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        var seen: [String] = []
        for child in context.element.children where children.matches(child) {
            let value: String?
            if let property {
                value = Vocabulary.value(of: property, in: child).map { equivalent?[$0] ?? $0 }
            } else {
                value = classes?.sorted(by: { $0.key < $1.key }).first(where: { $0.value.matches(child) })?.key
            }
            if let value, !seen.contains(value) { seen.append(value) }
        }
        guard seen.count > 1 else { return [] }
        return [CheckFinding(["values": seen.joined(separator: " and ")])]
    }
}
