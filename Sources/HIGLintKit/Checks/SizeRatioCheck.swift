/// Among the children that match `children` and give `property` (a width, say), the largest is
/// at most `maxRatio` times the smallest.
struct SizeRatioCheck: CheckPrimitive, Decodable {
    static let typeName = "sizeRatio"
    static let parameters = ["children", "property", "maxRatio"]
    static let variables = ["smallest", "largest", "maxRatio"]

    var children: Selector
    var property: String
    var maxRatio: Double

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
