/// The colour a text is drawn on, as UIKit composites it: the element's own background, then
/// what lies under it — the earlier siblings whose frames reach under the text, then the
/// superview's background, and so on down to the first opaque colour (the screen, whose
/// background is the window's: white, black in the dark appearance). Where that cannot be known
/// from the description, the reason why: an image view under the text, a colour set at run time
/// (a pattern, the tint, a background view, a root view without a colour, a view of a custom
/// class that the file gives no colour), a view drawn at an
/// alpha below 1, a coloured view that covers the text only in part or has no frame to tell.
enum TextBackground {
    enum Outcome: Equatable {
        case color(SRGBColor)
        case unknown(String)
    }

    /// One colour under the text, with whether the description wrote it (a colour UIKit assumes
    /// does not make the dark appearance the file's).
    struct Layer {
        var color: AppearanceColor
        var declared: Bool
    }

    /// The layers under the text of `context`'s element, nearest first, down to the screen; or why
    /// they cannot be known. `ownFill` is a colour UIKit draws in the element itself beneath its
    /// text (a rounded text field's white), taken as the element's background when it has none.
    ///
    /// At most `budget` views are looked at for one text: a text with more before it (thousands of
    /// overlapping siblings) is not judged, so that the cost of a screen stays linear in its size.
    static func layers(of context: ElementContext, ownFill: AppearanceColor? = nil, budget: Int = 4096) -> Result<[Layer], Unknown> {
        var scopes: [ElementPath.Scope] = []
        var next: ElementPath.Scope? = context.scope
        while let scope = next {
            scopes.append(scope)
            next = scope.parent
        }
        scopes.reverse()
        let path = scopes.map(\.element)
        let textFrame = frame(of: context.element)
        var layers: [Layer] = []
        var budget = budget
        for level in stride(from: path.count - 1, through: 0, by: -1) {
            let node = path[level]
            if level < path.count - 1 {
                // The scope says where the child is among its siblings.
                let index = scopes[level + 1].index
                guard node.children.indices.contains(index), node.children[index].identity == path[level + 1].identity else { continue }
                for sibling in node.children[..<index].reversed() {
                    switch under(sibling, textFrame: textFrame, budget: &budget) {
                    case .success(let found): layers += found
                    case .failure(let unknown): return .failure(unknown)
                    }
                }
            }
            if let alpha = node.number("alpha"), alpha < 1 {
                return .failure(Unknown("\(ElementPath.displayName(of: node)) is drawn at alpha \(PropertyValue.format(alpha))"))
            }
            switch background(of: node) {
            case .failure(let unknown): return .failure(unknown)
            case .success(let layer?):
                if level == path.count - 1, let ownFill, layer.color.light.isClear {
                    layers.append(Layer(color: ownFill, declared: false))
                } else {
                    layers.append(layer)
                }
            case .success(nil):
                if level == path.count - 1, let ownFill { layers.append(Layer(color: ownFill, declared: false)) }
            }
        }
        return .success(layers)
    }

    /// Why a background is not known.
    struct Unknown: Error, Equatable {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The layers, nearest first, composited down to the first opaque one, in the light or dark
    /// appearance; unknown when a layer's look in that appearance is not known, or nothing opaque
    /// lies under the text.
    static func composite(_ layers: [Layer], dark: Bool) -> Outcome {
        var stack: [SRGBColor] = []
        for layer in layers {
            guard let color = layer.color.color(dark: dark) else {
                return .unknown("a named colour's dark appearance is not known: no colour set of the app gives it")
            }
            stack.append(color)
            if color.isOpaque { break }
        }
        guard let bottom = stack.last, bottom.isOpaque else { return .unknown("nothing opaque lies under it") }
        var result = bottom
        for color in stack.dropLast().reversed() { result = color.composited(over: result) }
        return .color(result)
    }

    /// The element's background: a layer, nil when it has none (clear), or why it is not known.
    static func background(of element: Element) -> Result<Layer?, Unknown> {
        if element.isSetAtRunTime("backgroundColor") {
            let what = element.kind == "screen" ? "the screen's background is not in the file (its root view has no colour: the app sets one in code)"
                : "the background of \(ElementPath.displayName(of: element)) is set at run time or drawn by UIKit (a pattern, the tint, an image)"
            return .failure(Unknown(what))
        }
        if element.kind == "imageView" { return .failure(Unknown("an image view lies under it")) }
        if element["backgroundColor"] == nil, let customClass = element.string("customClass"), !customClass.isEmpty {
            return .failure(Unknown("\(ElementPath.displayName(of: element)) is of a custom class whose code may draw its background"))
        }
        guard let text = Vocabulary.value(of: "backgroundColor", in: element) else { return .success(nil) }
        guard let color = AppearanceColor(text: text) else {
            return .failure(Unknown("the background of \(ElementPath.displayName(of: element)) (\(text)) has no known look"))
        }
        if color.light.isClear && (color.dark ?? color.light).isClear { return .success(nil) }
        return .success(Layer(color: color, declared: element["backgroundColor"] != nil))
    }

    /// What an earlier sibling (and its subviews) lays under the text, drawn last first; each
    /// view looked at spends one of `budget`.
    private static func under(_ sibling: Element, textFrame: Frame?, budget: inout Int) -> Result<[Layer], Unknown> {
        var found: [Layer] = []
        var failure: Unknown?
        func visit(_ element: Element, budget: inout Int) {
            guard failure == nil else { return }
            budget -= 1
            guard budget >= 0 else {
                failure = Unknown("too many views lie before it to tell what is under it")
                return
            }
            let elementFrame = frame(of: element)
            if let textFrame, let elementFrame, !elementFrame.intersects(textFrame) { return }
            switch background(of: element) {
            case .failure(let unknown):
                failure = unknown
                return
            case .success(let layer?):
                guard let textFrame, let elementFrame else {
                    failure = Unknown("\(ElementPath.displayName(of: element)) may lie under it (no frame to tell)")
                    return
                }
                guard elementFrame.contains(textFrame) else {
                    failure = Unknown("\(ElementPath.displayName(of: element)) covers only part of it")
                    return
                }
                found.append(layer)
            case .success(nil):
                break
            }
            for child in element.children { visit(child, budget: &budget) }
        }
        visit(sibling, budget: &budget)
        if let failure { return .failure(failure) }
        return .success(found.reversed())
    }

    /// An element's frame in screen points, when the description gives all four numbers.
    struct Frame: Equatable {
        var x, y, width, height: Double

        func intersects(_ other: Frame) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }

        func contains(_ other: Frame) -> Bool {
            x <= other.x && y <= other.y && x + width >= other.x + other.width && y + height >= other.y + other.height
        }
    }

    static func frame(of element: Element) -> Frame? {
        guard let x = element.number("x"), let y = element.number("y"),
              let width = element.number("width"), let height = element.number("height") else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }
}
