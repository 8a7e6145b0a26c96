/// A button Auto Layout sizes by its content (no constraint on its width) is as wide as its title.
/// When the file holds no title for it (none, or IB's placeholder "Button") and the app sets the
/// title at run time, the frame the file stores is the width of no title, or of IB's placeholder:
/// the width people see is the code's title's. A title of a word or more is about as wide as the
/// placeholder or wider, so a frame of 44 pt or more is kept (the target is at least that wide).
/// A frame narrower than the guidelines' fingertip (44 pt, the only width a rule asks of a button)
/// is therefore no width to judge. It is marked set at run time, so that no check judges the file's. A
/// title the file holds, which code replaces (most often by its translation), gives the width.
extension IBDocumentViews {
    /// The guidelines' fingertip-size target, in points ("about 44 x 44", p. 38).
    static let fingertip: Double = 44

    func settleTitleSizedWidth(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        guard draft.kind == "button", draft.value("title") == nil, !holdsTitle(node),
              draft.isMarkedSetAtRunTime("title"),
              tree.attribute("translatesAutoresizingMaskIntoConstraints", of: node) == "NO",
              // A frame Interface Builder fixes (`fixedFrame`) is held by constraints it makes.
              tree.attribute("fixedFrame", of: node) != "YES",
              !hasSizeConstraint(node, on: "width"), !pinnedAtBothSides(node),
              let width = draft.properties.last(where: { $0.name == "width" })?.value.number, width < Self.fingertip else { return }
        let at = draft.properties.last { $0.name == "width" }?.location ?? draft.location
        draft.markSetAtRunTime("width", at: at)
    }

    /// Whether its superview's constraints tie both its leading and its trailing edge (or left and
    /// right): then the layout, not the title, gives its width.
    private func pinnedAtBothSides(_ node: IBXMLTree.NodeID) -> Bool {
        guard let id = tree.attribute("id", of: node), let superview = tree.parent(of: node).flatMap({ tree.parent(of: $0) }),
              let constraints = tree.child(of: superview, named: "constraints") else { return false }
        var edges = Set<String>()
        for constraint in tree.children(of: constraints) {
            for (item, attribute) in [("firstItem", "firstAttribute"), ("secondItem", "secondAttribute")]
            where tree.attribute(item, of: constraint) == id {
                switch tree.attribute(attribute, of: constraint) {
                case "leading", "left", "leadingMargin", "leftMargin": edges.insert("start")
                case "trailing", "right", "trailingMargin", "rightMargin": edges.insert("end")
                default: break
                }
            }
        }
        return edges.count == 2
    }

    /// Whether the file gives the button a title of its own: not none, and not IB's placeholder.
    private func holdsTitle(_ node: IBXMLTree.NodeID) -> Bool {
        let normal = tree.child(of: node, named: "state", key: "normal").flatMap { tree.attribute("title", of: $0) }
        let configured = tree.child(of: node, named: "buttonConfiguration", key: "configuration").flatMap { tree.attribute("title", of: $0) }
        return [normal, configured].contains { title in
            guard let title, !title.trimmingCharacters(in: .whitespaces).isEmpty else { return false }
            return !IBRuntimeText.isPlaceholder(title, kind: "button")
        }
    }
}
