/// A control in a table or collection cell that the row's selection makes first responder
/// (`CodeViewClassFacts`: `didSelectRowAtIndexPath:` calling `[cell.textField becomeFirstResponder]`)
/// takes the taps of its whole row: a tap anywhere on the row focuses it. Its hit region is the
/// cell's, which its `hitInsets` (negative, as UIEdgeInsets enlarge a region) stretch it to, so
/// that `minimumHitRegion` judges the row, not the control's own frame.
enum IBRowTaps {
    /// Stretches the hit region of each control among `children` (and their descendants) that
    /// `isFocusedOnSelection` says the row focuses (by its IB id) to the frame of `cell`.
    static func extendToRow(_ children: inout [Element], cell: ElementDraft, isFocusedOnSelection: (String) -> Bool) {
        guard let row = frame(cell.properties, positioned: false) else { return }
        let rowPosition = frame(cell.properties)
        for index in children.indices { extend(&children[index], to: rowPosition ?? row, positioned: rowPosition != nil, isFocusedOnSelection, depth: 0) }
    }

    /// `positioned`: the row's frame has a position (a cell in a table); without one (a cell that
    /// is a xib's top-level object, read as a view with sizes only) the region is the row's size.
    private static func extend(_ element: inout Element, to row: (x: Double, y: Double, width: Double, height: Double), positioned: Bool,
                               _ isFocusedOnSelection: (String) -> Bool, depth: Int) {
        guard depth < 64 else { return }
        if Vocabulary.interactiveKinds.contains(element.kind), let id = element.string("id"), isFocusedOnSelection(id),
           let size = frame(element.properties, positioned: false) {
            let insets: [Double]
            if positioned, let own = frame(element.properties) {
                insets = [row.y - own.y, row.x - own.x, (own.y + own.height) - (row.y + row.height), (own.x + own.width) - (row.x + row.width)]
            } else {
                let (dx, dy) = ((size.width - row.width) / 2, (size.height - row.height) / 2)
                insets = [dy, dx, dy, dx]
            }
            let text = insets.map { PropertyValue.format(min($0, 0)) }.joined(separator: " ")
            element.properties.removeAll { $0.name == "hitInsets" }
            element.properties.append(.init(name: "hitInsets", value: .string(text), location: element.location))
        }
        guard !element.children.isEmpty else { return }
        var children = element.children
        for index in children.indices { extend(&children[index], to: row, positioned: positioned, isFocusedOnSelection, depth: depth + 1) }
        element.children = children
    }

    /// The frame the properties give; with `positioned` false, the size alone at the origin.
    private static func frame(_ properties: [Element.Property], positioned: Bool = true) -> (x: Double, y: Double, width: Double, height: Double)? {
        func number(_ name: String) -> Double? { properties.last { $0.name == name }?.value.number }
        guard let width = number("width"), let height = number("height") else { return nil }
        guard positioned else { return (0, 0, width, height) }
        guard let x = number("x"), let y = number("y") else { return nil }
        return (x, y, width, height)
    }
}
