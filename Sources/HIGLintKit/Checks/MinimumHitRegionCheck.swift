/// The element's hit region — its frame, enlarged by negative `hitInsets` as UIEdgeInsets do —
/// is at least `minWidth` x `minHeight` points. With `perChild`, the width is shared among the
/// children of that kind (the segments of a segmented control each get a share).
/// Elements without a declared width and height are not judged.
///
/// `uikitSize` sorts the elements short of the minimum by whose the size is: `skip` judges only
/// those that are not at UIKit's own size, `only` only those that are (left out: all). A control
/// is at UIKit's own size when UIKit draws it at a fixed height and its frame is at least that
/// tall, while its hit region is wide enough: a switch 27 pt or more (94 x 27 until iOS 6,
/// 51 x 31 since), a stepper 27 or more (94 x 27, later 94 x 29), a segmented control 29 or more
/// (29 to 32), a slider 23 or more, a page control 36 or more, and a text field with the
/// rounded-rect border 30 or more (31, later 30). Buttons, and text fields of any other border
/// style, have no size of UIKit's own.
struct MinimumHitRegionCheck: CheckPrimitive {
    enum UIKitSize: String, CaseIterable, RuleReadable, Sendable { case skip, only }

    static let declaration = PrimitiveDeclaration(
        name: "minimumHitRegion",
        summary: "The element's hit region (its frame, enlarged by negative `hitInsets`) is at least `minWidth` x `minHeight` points. Elements without a declared width and height are not judged.",
        parameters: [
            .optional("minWidth", .number, "Smallest width in points (default 44)."),
            .optional("minHeight", .number, "Smallest height in points (default 44)."),
            .optional("perChild", .kind, "The width is shared among the children of this kind (the segments of a segmented control)."),
            .optional("uikitSize", .choice(of: UIKitSize.self), "`skip` judges only controls not at UIKit's own size, `only` only those at it; left out, all."),
        ],
        variables: [("width", "the hit region's width"), ("height", "the hit region's height"),
                    ("minWidth", "the smallest width"), ("minHeight", "the smallest height")])

    var minWidth: Double = 44
    var minHeight: Double = 44
    var perChild: String?
    var uikitSize: UIKitSize?

    init(_ parameters: RuleFields) throws {
        minWidth = try parameters.optional("minWidth") ?? 44
        minHeight = try parameters.optional("minHeight") ?? 44
        perChild = try parameters.optional("perChild")
        uikitSize = try parameters.optional("uikitSize")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("minWidth", PropertyValue.format(minWidth)), ("minHeight", PropertyValue.format(minHeight))]
            + (perChild.map { [("perChild", $0)] } ?? [])
            + (uikitSize.map { [("uikitSize", $0.rawValue)] } ?? [])
    }

    /// The least height at which UIKit draws a control of this kind at its own fixed height, or
    /// nil when the kind has no such height.
    static func uikitHeight(of element: Element) -> Double? {
        switch element.kind {
        case "switch", "stepper": return 27
        case "segmentedControl": return 29
        case "slider": return 23
        case "pageControl": return 36
        case "textField": return Vocabulary.value(of: "borderStyle", in: element) == "roundedRect" ? 30 : nil
        default: return nil
        }
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let element = context.element
        guard var width = element.number("width"), var height = element.number("height") else { return [] }
        let frameHeight = height
        if let insetsText = element.string("hitInsets"), let insets = EdgeInsets(insetsText) {
            width -= insets.left + insets.right
            height -= insets.top + insets.bottom
        }
        if let perChild {
            let count = element.children.filter { $0.kind == perChild }.count
            if count > 1 { width /= Double(count) }
        }
        guard width < minWidth || height < minHeight else { return [] }
        if let uikitSize {
            let atUIKitSize = width >= minWidth && Self.uikitHeight(of: element).map { frameHeight >= $0 } == true
            guard atUIKitSize == (uikitSize == .only) else { return [] }
        }
        return [CheckFinding([
            "width": PropertyValue.format((width * 10).rounded() / 10),
            "height": PropertyValue.format((height * 10).rounded() / 10),
            "minWidth": PropertyValue.format(minWidth),
            "minHeight": PropertyValue.format(minHeight),
        ])]
    }
}
