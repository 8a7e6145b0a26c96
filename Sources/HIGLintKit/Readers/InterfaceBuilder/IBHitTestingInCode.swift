/// A control whose taps the app's code routes itself (`CodeViewClassFacts.hitTestingClasses`):
/// its own class, a view around it, or a view laid over it overrides `hitTest(_:with:)` or
/// `point(inside:with:)` (a proxy 20 pt larger than a close button that hands it its taps; a
/// button that answers for points beyond its bounds). Its frame is then not the region that takes
/// its taps: `hitTestedInCode` says so, and `hit-target-size` does not judge it by its frame.
enum IBHitTestingInCode {
    /// Marks the controls among `children`, the subviews of a view of class `containerClass`:
    /// every one when that class tests hits; one whose own class does; one that a later sibling
    /// of such a class (drawn over it) covers in part.
    static func mark(_ children: inout [Element], containerClass: String?, code: CodeTextFacts) {
        guard !code.viewClasses.hitTestingClasses.isEmpty else { return }
        let containerTests = code.testsHits(ofClass: containerClass)
        let proxies = children.indices.compactMap { index -> (index: Int, frame: Frame)? in
            guard code.testsHits(ofClass: children[index].string("customClass")), let frame = Frame(children[index]) else { return nil }
            return (index, frame)
        }
        for index in children.indices {
            let over = proxies.filter { $0.index > index }.map(\.frame)
            mark(&children[index], all: containerTests, over: over, code: code, depth: 0)
        }
    }

    private static func mark(_ element: inout Element, all: Bool, over: [Frame], code: CodeTextFacts, depth: Int) {
        guard depth < 64 else { return }
        let ownTests = code.testsHits(ofClass: element.string("customClass"))
        if Vocabulary.interactiveKinds.contains(element.kind) {
            let covered = Frame(element).map { frame in over.contains { $0.overlaps(frame) } } ?? false
            if all || ownTests || covered {
                element.properties.removeAll { $0.name == "hitTestedInCode" }
                element.properties.append(.init(name: "hitTestedInCode", value: .bool(true), location: element.location))
            }
        }
        // Descendants are marked at their own level (`mark(_:containerClass:code:)` runs for every
        // view's subviews); the walk goes down only for what that level cannot see: a class that
        // tests hits around them, or a proxy laid over them.
        guard !element.children.isEmpty, all || ownTests || !over.isEmpty else { return }
        var children = element.children
        for index in children.indices { mark(&children[index], all: all || ownTests, over: over, code: code, depth: depth + 1) }
        element.children = children
    }

    /// An element's frame on the screen.
    struct Frame {
        var x, y, width, height: Double

        init?(_ element: Element) {
            guard let x = element.number("x"), let y = element.number("y"), let width = element.number("width"),
                  let height = element.number("height") else { return nil }
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        func overlaps(_ other: Frame) -> Bool {
            x < other.x + other.width && other.x < x + width && y < other.y + other.height && other.y < y + height
        }
    }
}
