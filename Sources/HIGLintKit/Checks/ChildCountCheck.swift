/// Counts the children that match `children` and reports when the count meets `when`.
/// `{excess}` lists the labels of the counted children from position `listFrom` (1-based) on,
/// e.g. the tabs that iOS moves into the More list.
///
/// With `reportAt: firstExtra` the finding is at the first counted child beyond the limit of a
/// `greaterThan` condition (the second button on one side of a navigation bar), the element a
/// person moves or removes; otherwise at the element whose children are counted.
struct ChildCountCheck: CheckPrimitive {
    enum Place: String, CaseIterable, RuleReadable, Sendable { case parent, firstExtra }

    static let declaration = PrimitiveDeclaration(
        name: "childCount",
        summary: "Counts the children that match `children` and reports when the count meets `when`.",
        parameters: [
            .required("children", .selector(.children), "The children counted."),
            .required("when", .countCondition, "The counts that are a violation."),
            .optional("listFrom", .integer, "`{excess}` lists the counted children from this position (1-based) on."),
            .optional("reportAt", .choice(of: Place.self),
                      "`firstExtra`: the finding is at the first counted child beyond a `greaterThan` limit (the button with no room), not at the element whose children are counted."),
        ],
        variables: [("count", "how many children matched"), ("limit", "the number `when` names"),
                    ("excess", "the labels of the counted children from position `listFrom` on"),
                    ("extra", "with `reportAt: firstExtra`, the child the finding is at")])

    var children: Selector
    var when: CountCondition
    var listFrom: Int?
    var reportAt: Place?

    init(_ parameters: RuleFields) throws {
        children = try parameters.required("children")
        when = try parameters.required("when")
        listFrom = try parameters.optional("listFrom")
        reportAt = try parameters.optional("reportAt")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("children", children.summary), ("when", when.summary)]
            + (listFrom.map { [("listFrom", String($0))] } ?? [])
            + (reportAt.map { [("reportAt", $0.rawValue)] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let all = context.element.children
        let counted = all.indices.filter { children.matches(all[$0]) }
        guard when.holds(for: counted.count) else { return [] }
        var variables = ["count": String(counted.count), "limit": String(when.limit)]
        if let listFrom {
            variables["excess"] = counted.dropFirst(max(0, listFrom - 1))
                .map { all[$0].label.map { "\"\($0)\"" } ?? all[$0].kind }
                .joined(separator: ", ")
        }
        if reportAt == .firstExtra, let limit = when.greaterThan, counted.indices.contains(limit) {
            let index = counted[limit]
            variables["extra"] = ElementPath.displayName(of: all[index])
            return [CheckFinding(variables, location: all[index].location, path: context.path(ofChildAt: index))]
        }
        return [CheckFinding(variables)]
    }
}
