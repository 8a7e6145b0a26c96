/// Another element matching `with` is on the same screen (anywhere in the same description):
/// for combinations the guidelines rule out, such as a translucent navigation bar with an opaque
/// toolbar.
struct AlsoOnScreenCheck: CheckPrimitive, Decodable {
    static let typeName = "alsoOnScreen"
    static let parameters = ["with"]
    static let variables = ["other"]

    var with: Selector

    var parameterSummary: [(name: String, value: String)] { [("with", with.summary)] }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        var ancestors: [Element] = []
        guard let other = find(in: context.root, ancestors: &ancestors, excluding: context.element.location) else { return [] }
        return [CheckFinding(["other": ElementPath.displayName(of: other)])]
    }

    private func find(in element: Element, ancestors: inout [Element], excluding location: SourceLocation) -> Element? {
        if element.location != location, with.matches(element, ancestors: ancestors) { return element }
        ancestors.append(element)
        defer { ancestors.removeLast() }
        for child in element.children {
            if let found = find(in: child, ancestors: &ancestors, excluding: location) { return found }
        }
        return nil
    }
}
