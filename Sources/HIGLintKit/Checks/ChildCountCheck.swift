/// Counts the children that match `children` and reports when the count meets `when`.
/// `{excess}` lists the labels of the counted children from position `listFrom` (1-based) on,
/// e.g. the tabs that iOS moves into the More list.
struct ChildCountCheck: CheckPrimitive, Decodable {
    static let typeName = "childCount"
    static let parameters = ["children", "when", "listFrom"]
    static let variables = ["count", "limit", "excess"]

    var children: Selector
    var when: CountCondition
    var listFrom: Int?

    var parameterSummary: [(name: String, value: String)] {
        [("children", children.summary), ("when", when.summary)]
            + (listFrom.map { [("listFrom", String($0))] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let counted = context.element.children.filter { children.matches($0) }
        guard when.holds(for: counted.count) else { return [] }
        var variables = ["count": String(counted.count), "limit": String(when.limit)]
        if let listFrom {
            variables["excess"] = counted.dropFirst(max(0, listFrom - 1))
                .map { $0.label.map { "\"\($0)\"" } ?? $0.kind }
                .joined(separator: ", ")
        }
        return [CheckFinding(variables)]
    }
}
