/// Another element matching `with` is on the same screen: for combinations the guidelines rule
/// out, such as a translucent navigation bar with an opaque toolbar. A modal view is a screen of
/// its own: inside one, only its own elements count; outside, its elements do not.
struct AlsoOnScreenCheck: CheckPrimitive, Decodable {
    static let typeName = "alsoOnScreen"
    static let parameters = ["with"]
    static let variables = ["other"]

    var with: Selector

    var parameterSummary: [(name: String, value: String)] { [("with", with.summary)] }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        // The screen is the nearest enclosing modal view, or the description's root.
        let screenIndex = context.ancestors.lastIndex { $0.kind == "modalView" }
        let screen = screenIndex.map { context.ancestors[$0] } ?? context.root
        var ancestors = screenIndex.map { Array(context.ancestors[..<$0]) } ?? []
        guard let other = find(in: screen, ancestors: &ancestors, excluding: context.element.location) else { return [] }
        return [CheckFinding(["other": ElementPath.displayName(of: other)])]
    }

    private func find(in element: Element, ancestors: inout [Element], excluding location: SourceLocation) -> Element? {
        if element.location != location, with.matches(element, ancestors: ancestors) { return element }
        ancestors.append(element)
        defer { ancestors.removeLast() }
        for child in element.children where child.kind != "modalView" {
            if let found = find(in: child, ancestors: &ancestors, excluding: location) { return found }
        }
        return nil
    }
}
