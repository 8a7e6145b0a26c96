/// A view's frame as Interface Builder stores it, relative to its superview: the document
/// format's `<rect key="frame" x= y= width= height=>` (a missing attribute is 0) or the archive's
/// `NSFrame` string `{{x, y}, {w, h}}` (`NSFrameSize` `{w, h}` when the origin is 0).
struct IBFrame {
    var x, y, width, height: Double
    /// Where each value was written, for the locations of the properties made from them.
    var xAt, yAt, widthAt, heightAt: SourceLocation

    /// The `<rect key="frame">` child of a document-format view; the base layout's, never one
    /// inside a size-class `<variation>`.
    static func document(_ view: IBXMLTree.NodeID, _ f: IBElementFactory) -> IBFrame? {
        guard let rect = f.tree.child(of: view, named: "rect", key: "frame") else { return nil }
        func value(_ name: String) -> Double { f.tree.attribute(name, of: rect).flatMap { Double($0) } ?? 0 }
        return IBFrame(x: value("x"), y: value("y"), width: value("width"), height: value("height"),
                       xAt: f.location(ofAttribute: "x", in: rect), yAt: f.location(ofAttribute: "y", in: rect),
                       widthAt: f.location(ofAttribute: "width", in: rect), heightAt: f.location(ofAttribute: "height", in: rect))
    }

    /// The frame of an archive object from its `NSFrame` or `NSFrameSize` string.
    static func archive(_ object: IBXMLTree.NodeID, _ f: IBElementFactory) -> IBFrame? {
        if let node = f.tree.child(of: object, named: "string", key: "NSFrame"),
           let numbers = numbers(in: f.tree.text(node) ?? ""), numbers.count == 4 {
            let at = f.location(node)
            return IBFrame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3], xAt: at, yAt: at, widthAt: at, heightAt: at)
        }
        if let node = f.tree.child(of: object, named: "string", key: "NSFrameSize"),
           let numbers = numbers(in: f.tree.text(node) ?? ""), numbers.count == 2 {
            let at = f.location(node)
            return IBFrame(x: 0, y: 0, width: numbers[0], height: numbers[1], xAt: at, yAt: at, widthAt: at, heightAt: at)
        }
        return nil
    }

    /// The frame of a view controller's root view as UIKit places it: at the bottom of the
    /// screen, below the status bar and any top bar. A xib stores the root view's origin as it
    /// happens to sit in the editor ({0, 0} or {0, 20} for the same 460-point view), but UIKit
    /// lays the view out itself, and it always reaches the bottom edge. So a root view up to 64
    /// points shorter than the screen (room for a status bar and a navigation bar) is moved
    /// down to end there; any other keeps its stored origin.
    func fitted(toScreenHeight screenHeight: Double) -> IBFrame {
        let room = screenHeight - height
        guard room > 0, room <= 64 else { return self }
        var fitted = self
        fitted.x = 0
        fitted.y = room
        return fitted
    }

    /// The screen size a root view's frame tells, if any. A storyboard draws each scene's root
    /// view at the size of its simulated device (375 x 667 for an iPhone 8, 414 x 896 for an
    /// iPhone 11), so the frame is the canvas; a storyboard of Xcode 5's day puts the root view
    /// below the simulated status and navigation bars (320 x 504 at y = 64), so the canvas reaches
    /// down to its bottom (568). A xib stores its root view as it happens to sit in
    /// the editor, often below a status bar or a navigation bar, so a xib's canvas reaches down
    /// to the root view's bottom (a 504-point view at y = 64 is drawn on a 568-point screen), and
    /// only when that is further than UIKit's screen of 2010 (`defaultHeight`) reaches.
    func canvas(storyboard: Bool, defaultHeight: Double) -> (width: Double, height: Double)? {
        guard width > 0, height > 0 else { return nil }
        if storyboard { return (width, max(0, y) + height) }
        let bottom = max(0, y) + height
        return bottom > defaultHeight ? (width, bottom) : nil
    }

    /// The height of the screen the vocabulary's rules judge bars against: 480 or 320 points
    /// on iPhone, 1024 or 768 on iPad, in portrait or landscape.
    static func screenHeight(device: String, orientation: String?) -> Double {
        let landscape = orientation == "landscape"
        return device == "ipad" ? (landscape ? 768 : 1024) : (landscape ? 320 : 480)
    }

    /// The numbers of a string such as `{{0, 20}, {320, 460}}`, in order; nil when anything else
    /// than braces, commas, spaces and numbers is in it.
    static func numbers(in text: String) -> [Double]? {
        var numbers: [Double] = []
        var current = ""
        for character in text {
            switch character {
            case "{", "}", ",", " ":
                if !current.isEmpty {
                    guard let number = Double(current) else { return nil }
                    numbers.append(number)
                    current = ""
                }
            default:
                current.append(character)
            }
        }
        if !current.isEmpty {
            guard let number = Double(current) else { return nil }
            numbers.append(number)
        }
        return numbers
    }
}

/// Where a view's superview stands on the screen, as the reader walks down the view tree.
struct IBPlacement {
    /// The superview's top-left corner in screen points.
    var x: Double
    var y: Double
    /// False when an ancestor has no frame or is misplaced: positions below it would be guesses,
    /// so views below get sizes but no `x` and `y`.
    var positionKnown: Bool
    /// True below a hidden view: what it holds is not on screen, and gets no geometry at all.
    var hidden: Bool
    /// True for a free-standing view (see `freeStanding`): the view gets no position, and its
    /// subviews are placed from its own top-left corner.
    var placesFromOwnCorner = false

    /// The screen's own corner: the root of a screen's views.
    static let screen = IBPlacement(x: 0, y: 0, positionKnown: true, hidden: false)
    /// A free-standing view: a xib's top-level cell, bar or panel, whose place on a screen is not
    /// known. It gets no `x` and `y` (no rule can tell whether it stands at the screen's top or
    /// bottom), but what it holds is placed from its top-left corner, as Interface Builder's
    /// canvas shows it: which subviews lie side by side or over one another is known.
    static let freeStanding = IBPlacement(x: 0, y: 0, positionKnown: false, hidden: false, placesFromOwnCorner: true)

    /// Gives `draft` its absolute geometry from `frame` and returns the placement of its subviews.
    /// A hidden, misplaced or ambiguous view gets no geometry, so no geometry rule judges a frame
    /// Interface Builder itself calls wrong; `intrinsic` (IB's placeholder intrinsic size) stands
    /// in for the frame's size where the file gives one.
    func place(_ draft: inout ElementDraft, frame: IBFrame?, hidden: Bool, misplaced: Bool,
               intrinsic: (width: Double?, height: Double?) = (nil, nil)) -> IBPlacement {
        let hiddenHere = self.hidden || hidden
        if hiddenHere && !draft.kind.isEmpty {
            // Not on the canvas, whether it is hidden or a view that holds it is: the drawing
            // leaves it out, and code may still show it.
            draft.set("hidden", bool: true, at: draft.location)
        }
        guard let frame else { return IBPlacement(x: x, y: y, positionKnown: false, hidden: hiddenHere) }
        let absoluteX = placesFromOwnCorner ? 0 : x + frame.x, absoluteY = placesFromOwnCorner ? 0 : y + frame.y
        if !hiddenHere && !misplaced, let kind = Vocabulary.sharedKinds[draft.kind] {
            if positionKnown && kind.type(of: "x") != nil {
                draft.set("x", number: absoluteX, at: frame.xAt)
                draft.set("y", number: absoluteY, at: frame.yAt)
            }
            if kind.type(of: "width") != nil {
                draft.set("width", number: intrinsic.width ?? frame.width, at: frame.widthAt)
            }
            if kind.type(of: "height") != nil && !draft.has("height") {
                draft.set("height", number: intrinsic.height ?? frame.height, at: frame.heightAt)
            }
        }
        return IBPlacement(x: absoluteX, y: absoluteY, positionKnown: (positionKnown || placesFromOwnCorner) && !misplaced, hidden: hiddenHere)
    }
}
