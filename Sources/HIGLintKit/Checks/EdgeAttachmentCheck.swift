/// A bar with declared geometry sits at its screen edge: `top` means just below the status bar
/// (y = 20 pt, or 0 with the status bar hidden; either when the description has no status bar),
/// `bottom` means its bottom is the screen's bottom edge. The screen's size is its declared
/// `width` and `height` when it has them (an Interface Builder canvas, 375 x 667 pt, say), else
/// UIKit's of 2010: 320 x 480 pt for iPhone and 768 x 1024 pt for iPad, swapped in landscape.
/// Bars inside a view (a split pane, say) are not judged.
struct EdgeAttachmentCheck: CheckPrimitive, Decodable {
    enum Edge: String, Decodable, Sendable { case top, bottom }

    static let typeName = "edgeAttachment"
    static let parameters = ["edge"]
    static let variables = ["position", "expected"]

    var edge: Edge

    var parameterSummary: [(name: String, value: String)] { [("edge", edge.rawValue)] }

    static func screenSize(of root: Element) -> (width: Double, height: Double) {
        let ipad = Vocabulary.value(of: "device", in: root) == "ipad"
        let (short, long) = ipad ? (768.0, 1024.0) : (320.0, 480.0)
        let uikit = Vocabulary.value(of: "orientation", in: root) == "landscape" ? (long, short) : (short, long)
        func declared(_ name: String) -> Double? { root.number(name).flatMap { $0 > 0 ? $0 : nil } }
        return (declared("width") ?? uikit.0, declared("height") ?? uikit.1)
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        guard context.root.kind == "screen", let parent = context.parent, ["screen", "modalView"].contains(parent.kind),
              ["iphone", "ipad"].contains(Vocabulary.value(of: "device", in: context.root)),
              ["portrait", "landscape"].contains(Vocabulary.value(of: "orientation", in: context.root)),
              let y = context.element.number("y") else { return [] }
        switch edge {
        case .top:
            let statusBars = parent.children.filter { $0.kind == "statusBar" } + context.root.children.filter { $0.kind == "statusBar" }
            let expected: [Double]
            if let statusBar = statusBars.first {
                expected = Vocabulary.value(of: "hidden", in: statusBar) == "true" ? [0] : [20]
            } else {
                expected = [0, 20]
            }
            guard !expected.contains(where: { abs($0 - y) < 0.5 }) else { return [] }
            return [CheckFinding(["position": "y = \(PropertyValue.format(y))",
                                  "expected": expected.map { "y = \(PropertyValue.format($0))" }.joined(separator: " or ")])]
        case .bottom:
            guard let height = context.element.number("height") else { return [] }
            let screenHeight = Self.screenSize(of: context.root).height
            guard abs(y + height - screenHeight) >= 0.5 else { return [] }
            return [CheckFinding(["position": "bottom at \(PropertyValue.format(y + height))",
                                  "expected": "bottom at \(PropertyValue.format(screenHeight))"])]
        }
    }
}
