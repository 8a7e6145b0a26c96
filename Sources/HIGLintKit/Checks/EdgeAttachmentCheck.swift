/// A bar with declared geometry sits at its screen edge: `top` means just below the status bar
/// (y = 20 pt, or 0 with the status bar hidden; either when the description has no status bar;
/// on a declared canvas of a device with a notch or a taller status bar, the safe area's top
/// that `SafeAreaTop` gives, 47 pt on an iPhone 12, and 0 in an iPhone's landscape),
/// `bottom` means its bottom is the screen's bottom edge. The screen's size is its declared
/// `width` and `height` when it has them (an Interface Builder canvas, 375 x 667 pt, say), else
/// UIKit's of 2010: 320 x 480 pt for iPhone and 768 x 1024 pt for iPad, swapped in landscape.
/// On a screen with a declared height of 812 pt or more (the iPhone X-class canvases: 812, 844,
/// 852, 874, 896, 926, 932, 956 pt) a bar whose bottom is 34 pt above the screen's bottom, at the
/// top of the home indicator's safe area, is at the bottom edge too.
/// Bars inside a view (a split pane, say) are not judged, nor those of a free-standing view of a
/// xib (`freeStanding`: a panel or cell whose place on a screen no file says).
struct EdgeAttachmentCheck: CheckPrimitive {
    enum Edge: String, CaseIterable, RuleReadable, Sendable { case top, bottom }

    static let declaration = PrimitiveDeclaration(
        name: "edgeAttachment",
        summary: "A bar with declared geometry sits at its screen's edge, within a point: `top` just below the status bar, `bottom` at the screen's bottom (or the home indicator's safe area).",
        parameters: [.required("edge", .choice(of: Edge.self), "The edge the bar belongs to.")],
        variables: [("position", "where the bar is"), ("expected", "where it should be")])

    var edge: Edge

    init(_ parameters: RuleFields) throws {
        edge = try parameters.required("edge")
    }

    var parameterSummary: [(name: String, value: String)] { [("edge", edge.rawValue)] }

    static func screenSize(of root: Element) -> (width: Double, height: Double) {
        let ipad = Vocabulary.value(of: "device", in: root) == "ipad"
        let (short, long) = ipad ? (768.0, 1024.0) : (320.0, 480.0)
        let uikit = Vocabulary.value(of: "orientation", in: root) == "landscape" ? (long, short) : (short, long)
        func declared(_ name: String) -> Double? { root.number(name).flatMap { $0 > 0 ? $0 : nil } }
        return (declared("width") ?? uikit.0, declared("height") ?? uikit.1)
    }

    /// How far from its edge a bar may stand and be at it: Interface Builder's frames are often a
    /// point off the edge their autoresizing or constraints pin them to (a toolbar at 437 + 44 in a
    /// 480-point view), which UIKit's layout, not the file, settles.
    static let tolerance = 1.0

    /// The height of the home indicator's safe area on the iPhone X-class canvases.
    static let homeIndicatorInset = 34.0
    /// The smallest declared screen height that has a home indicator (the iPhone X, 375 x 812 pt).
    static let homeIndicatorMinimumHeight = 812.0

    /// Where a bar's bottom may be: the screen's bottom edge, and on a declared height of 812 pt or
    /// more also the top of the home indicator's safe area, 34 pt above it.
    static func bottomEdges(of root: Element) -> [Double] {
        let screenHeight = screenSize(of: root).height
        guard let declared = root.number("height"), declared >= homeIndicatorMinimumHeight else { return [screenHeight] }
        return [screenHeight, screenHeight - homeIndicatorInset]
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        // A free-standing view's elements stand where it stands, which no file says.
        guard context.root.kind == "screen", context.root.bool("freeStanding") != true,
              let parent = context.parent, ["screen", "modalView"].contains(parent.kind),
              ["iphone", "ipad"].contains(Vocabulary.value(of: "device", in: context.root)),
              ["portrait", "landscape"].contains(Vocabulary.value(of: "orientation", in: context.root)),
              let y = context.element.number("y") else { return [] }
        switch edge {
        case .top:
            let statusBars = parent.children.filter { $0.kind == "statusBar" } + context.root.children.filter { $0.kind == "statusBar" }
            var expected: [Double]
            if let statusBar = statusBars.first {
                expected = Vocabulary.value(of: "hidden", in: statusBar) == "true" ? [0] : [20]
            } else {
                expected = [0, 20]
            }
            // On a canvas with a notch or a taller status bar, the safe area's top stands where
            // the 20-point status bar of 2010 ends.
            if expected.contains(20), let width = context.root.number("width"), let height = context.root.number("height"),
               let tops = SafeAreaTop.tops(width: width, height: height, orientation: Vocabulary.value(of: "orientation", in: context.root)) {
                expected = Array(Set(expected.filter { $0 != 20 } + tops)).sorted()
            }
            guard !expected.contains(where: { abs($0 - y) <= Self.tolerance }) else { return [] }
            return [CheckFinding(["position": "y = \(PropertyValue.format(y))",
                                  "expected": expected.map { "y = \(PropertyValue.format($0))" }.joined(separator: " or ")])]
        case .bottom:
            guard let height = context.element.number("height") else { return [] }
            let expected = Self.bottomEdges(of: context.root)
            guard !expected.contains(where: { abs(y + height - $0) <= Self.tolerance }) else { return [] }
            return [CheckFinding(["position": "bottom at \(PropertyValue.format(y + height))",
                                  "expected": "bottom at " + expected.map { PropertyValue.format($0) }.joined(separator: " or ")])]
        }
    }
}
