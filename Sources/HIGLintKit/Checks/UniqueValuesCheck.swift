/// No two children that match `children` have the same `property` (ignoring case and spacing):
/// each later duplicate is reported where it stands.
struct UniqueValuesCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "uniqueValues",
        summary: "No two children that match `children` have the same `property` (ignoring case and spacing); each later duplicate is reported.",
        parameters: [
            .required("children", .selector(.children), "The children compared."),
            .required("property", .property(.children), "The property that must differ."),
        ],
        variables: [("value", "the repeated value"), ("first", "the position (1-based) of the child that has it first")])

    var children: Selector
    var property: String

    init(_ parameters: RuleFields) throws {
        children = try parameters.required("children")
        property = try parameters.required("property")
    }

    var parameterSummary: [(name: String, value: String)] { [("children", children.summary), ("property", property)] }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        var firstIndex: [String: Int] = [:]
        var findings: [CheckFinding] = []
        for (index, child) in context.element.children.enumerated() where children.matches(child) {
            guard let value = child.string(property) else { continue }
            let key = value.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            guard !key.isEmpty else { continue }
            if let first = firstIndex[key] {
                findings.append(CheckFinding(["value": value, "first": String(first + 1)],
                                             location: child.location, path: context.path(ofChildAt: index)))
            } else {
                firstIndex[key] = index
            }
        }
        return findings
    }
}
