/// The element's hit region — its frame, enlarged by negative `hitInsets` as UIEdgeInsets do —
/// is at least `minWidth` x `minHeight` points. With `perChild`, the width is shared among the
/// children of that kind (the segments of a segmented control each get a share).
/// Elements without a declared width and height are not judged.
struct MinimumHitRegionCheck: CheckPrimitive, Decodable {
    static let typeName = "minimumHitRegion"
    static let parameters = ["minWidth", "minHeight", "perChild"]
    static let variables = ["width", "height", "minWidth", "minHeight"]

    var minWidth: Double = 44
    var minHeight: Double = 44
    var perChild: String?

    enum CodingKeys: String, CodingKey { case minWidth, minHeight, perChild }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        minWidth = try c.decodeIfPresent(Double.self, forKey: .minWidth) ?? 44
        minHeight = try c.decodeIfPresent(Double.self, forKey: .minHeight) ?? 44
        perChild = try c.decodeIfPresent(String.self, forKey: .perChild)
    }

    var parameterSummary: [(name: String, value: String)] {
        [("minWidth", PropertyValue.format(minWidth)), ("minHeight", PropertyValue.format(minHeight))]
            + (perChild.map { [("perChild", $0)] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let element = context.element
        guard var width = element.number("width"), var height = element.number("height") else { return [] }
        if let insetsText = element.string("hitInsets"), let insets = EdgeInsets(insetsText) {
            width -= insets.left + insets.right
            height -= insets.top + insets.bottom
        }
        if let perChild {
            let count = element.children.filter { $0.kind == perChild }.count
            if count > 1 { width /= Double(count) }
        }
        guard width < minWidth || height < minHeight else { return [] }
        return [CheckFinding([
            "width": PropertyValue.format((width * 10).rounded() / 10),
            "height": PropertyValue.format((height * 10).rounded() / 10),
            "minWidth": PropertyValue.format(minWidth),
            "minHeight": PropertyValue.format(minHeight),
        ])]
    }
}
