/// The children that match `children` agree: all have the same value of `property` (values in
/// `equivalent` count as the one they map to), or all fall in the same one of `classes`
/// (named selectors; a child in no class is not counted).
struct UniformChildrenCheck: CheckPrimitive, Decodable {
    static let typeName = "uniformChildren"
    static let parameters = ["children", "property", "equivalent", "classes"]
    static let variables = ["values"]

    var children: Selector
    var property: String?
    var equivalent: [String: String]?
    var classes: [String: Selector]?

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
