/// The element's hit region — its frame, enlarged by negative `hitInsets` as UIEdgeInsets do —
/// is at least `minWidth` x `minHeight` points. With `perChild`, the width is shared among the
/// children of that kind (the segments of a segmented control each get a share).
/// Elements without a declared width and height are not judged.
///
/// A region short by a point or less is not short: Interface Builder stores fractional frames
/// (43.5, 43.67 for a 44-point control laid out on a 3x screen), and the guidelines ask for
/// "about 44 x 44".
///
/// `minShortSide` reads the same "about" for targets short of the minimum on one side only: a
/// region whose shorter side is at least `minShortSide` points and whose area is at least
/// `minWidth` x `minHeight`'s passes (a 300 x 40 pt button, a 40 pt text field across a cell:
/// larger than a fingertip's target, a few points short of it one way). A 40 x 40 pt button, or
/// anything of 30 pt or less, is still short.
///
/// `uikitSize` sorts the elements short of the minimum by whose the size is: `skip` judges only
/// those that are not at UIKit's own size, `only` only those that are (left out: all). A control
/// is at UIKit's own size when UIKit draws it at a fixed size (an info, detail disclosure or
/// contact add button), or at a fixed height and its frame is at least that tall while its hit
/// region is wide enough (`UIKitControlSize`).
///
/// `focusedWhenShown` sorts them likewise by whether nobody needs to tap them: a text field the
/// screen's code makes first responder whenever the screen appears (`focusedWhenShown`), the only
/// text field of its screen, and short of the minimum by at most `focusedShortfall` points. People
/// type in it at once; a field among others, or much smaller, is still tapped to return to it.
///
/// `nearMiss` sorts them by how far short they are: a near miss is short on one side only, by a
/// few points (at least `nearMissShortSide` on that side), with at least the area of a
/// `minWidth` x `minHeight` target (a 300 x 36 pt button): reviewers disagree on whether such a
/// target is "about 44 x 44", where none does on a 30 pt one.
struct MinimumHitRegionCheck: CheckPrimitive {
    enum UIKitSize: String, CaseIterable, RuleReadable, Sendable { case skip, only }
    enum FocusedWhenShown: String, CaseIterable, RuleReadable, Sendable { case skip, only }
    enum NearMiss: String, CaseIterable, RuleReadable, Sendable { case skip, only }

    static let declaration = PrimitiveDeclaration(
        name: "minimumHitRegion",
        summary: "The element's hit region (its frame, enlarged by negative `hitInsets`) is at least `minWidth` x `minHeight` points, give or take a point (Interface Builder's fractional frames; the guidelines' \"about\"). Elements without a declared width and height are not judged.",
        parameters: [
            .optional("minWidth", .number, "Smallest width in points (default 44)."),
            .optional("minHeight", .number, "Smallest height in points (default 44)."),
            .optional("minShortSide", .number, "A region at least this many points on its shorter side passes when its area is at least `minWidth` x `minHeight`'s (the guidelines' \"about\"); left out, every side is held to its minimum."),
            .optional("perChild", .kind, "The width is shared among the children of this kind (the segments of a segmented control)."),
            .optional("uikitSize", .choice(of: UIKitSize.self), "`skip` judges only controls not at UIKit's own size (an info, detail disclosure or contact add button; a switch, stepper, slider, page control, segmented control or rounded text field at its own height), `only` only those at it; left out, all."),
            .optional("focusedWhenShown", .choice(of: FocusedWhenShown.self), "`skip` judges only elements people must tap, `only` only the others: the one text field of a screen whose code focuses it when the screen appears (`focusedWhenShown`), short by at most `focusedShortfall` points; left out, all."),
            .optional("focusedShortfall", .number, "How many points short of the minimum a field focused when shown may be and still need no tap (default 8)."),
            .optional("nearMiss", .choice(of: NearMiss.self), "`skip` judges only regions that are not near misses, `only` only those: short on one side only, at least `nearMissShortSide` points on that side, with at least `minWidth` x `minHeight`'s area; left out, all."),
            .optional("nearMissShortSide", .number, "The shorter side of a near miss is at least this many points (default 35)."),
        ],
        variables: [("width", "the hit region's width"), ("height", "the hit region's height"),
                    ("minWidth", "the smallest width"), ("minHeight", "the smallest height")])

    var minWidth: Double = 44
    var minHeight: Double = 44
    var minShortSide: Double?
    var perChild: String?
    var uikitSize: UIKitSize?
    var focusedWhenShown: FocusedWhenShown?
    var focusedShortfall: Double = 8
    var nearMiss: NearMiss?
    var nearMissShortSide: Double = 35

    init(_ parameters: RuleFields) throws {
        minWidth = try parameters.optional("minWidth") ?? 44
        minHeight = try parameters.optional("minHeight") ?? 44
        minShortSide = try parameters.optional("minShortSide")
        perChild = try parameters.optional("perChild")
        uikitSize = try parameters.optional("uikitSize")
        focusedWhenShown = try parameters.optional("focusedWhenShown")
        focusedShortfall = try parameters.optional("focusedShortfall") ?? 8
        nearMiss = try parameters.optional("nearMiss")
        nearMissShortSide = try parameters.optional("nearMissShortSide") ?? 35
    }

    var parameterSummary: [(name: String, value: String)] {
        [("minWidth", PropertyValue.format(minWidth)), ("minHeight", PropertyValue.format(minHeight))]
            + (minShortSide.map { [("minShortSide", PropertyValue.format($0))] } ?? [])
            + (perChild.map { [("perChild", $0)] } ?? [])
            + (uikitSize.map { [("uikitSize", $0.rawValue)] } ?? [])
            + (focusedWhenShown.map { [("focusedWhenShown", $0.rawValue), ("focusedShortfall", PropertyValue.format(focusedShortfall))] } ?? [])
            + (nearMiss.map { [("nearMiss", $0.rawValue), ("nearMissShortSide", PropertyValue.format(nearMissShortSide))] } ?? [])
    }

    /// How much short of the minimum a region may be and still pass (see the type's comment).
    static let tolerance: Double = 1

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
        let short = (width: width < minWidth - Self.tolerance, height: height < minHeight - Self.tolerance)
        guard short.width || short.height else { return [] }
        if let minShortSide, min(width, height) >= minShortSide, width * height >= minWidth * minHeight { return [] }
        if let uikitSize {
            let atUIKitSize = UIKitControlSize.isFixedSize(element)
                || (!short.width && UIKitControlSize.fixedHeight(of: element).map { frameHeight >= $0 } == true)
            guard atUIKitSize == (uikitSize == .only) else { return [] }
        }
        if let focusedWhenShown {
            let shortfall = max(minWidth - width, minHeight - height)
            let needsNoTap = shortfall <= focusedShortfall && Self.isLoneFieldFocusedWhenShown(element, in: context.description.root)
            guard needsNoTap == (focusedWhenShown == .only) else { return [] }
        }
        if let nearMiss {
            let isNearMiss = !(short.width && short.height) && min(width, height) >= nearMissShortSide
                && width * height >= minWidth * minHeight
            guard isNearMiss == (nearMiss == .only) else { return [] }
        }
        return [CheckFinding([
            "width": PropertyValue.format((width * 10).rounded() / 10),
            "height": PropertyValue.format((height * 10).rounded() / 10),
            "minWidth": PropertyValue.format(minWidth),
            "minHeight": PropertyValue.format(minHeight),
        ])]
    }

    /// Whether `element` is a text field focused when its screen appears, and the screen's only one.
    static func isLoneFieldFocusedWhenShown(_ element: Element, in screen: Element) -> Bool {
        guard element.kind == "textField", element.bool("focusedWhenShown") == true else { return false }
        var fields = 0
        var stack = [screen]
        while let current = stack.popLast() {
            if current.kind == "textField" { fields += 1 }
            if fields > 1 { return false }
            stack += current.children
        }
        return true
    }
}
