/// Another element matching `with` is on the same screen: for combinations the guidelines rule
/// out, such as a translucent navigation bar with an opaque toolbar. A modal view is a screen of
/// its own: inside one, only its own elements count; outside, its elements do not. With
/// `scope: description`, the whole description is searched instead (to compare a modal view with
/// the screen that presents it).
struct AlsoOnScreenCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "alsoOnScreen",
        summary: "Another element matching `with` is on the same screen (a modal view is a screen of its own): for combinations the guidelines rule out.",
        parameters: [
            .required("with", .selector(.anywhere), "The other element."),
            .optional("scope", .choice(of: Scope.self), "`description` searches the whole description, modal views included (default `screen`)."),
        ],
        variables: [("other", "the other element")])

    enum Scope: String, CaseIterable, RuleReadable, Sendable { case screen, description }

    var with: Selector
    var scope: Scope?

    init(_ parameters: RuleFields) throws {
        with = try parameters.required("with")
        scope = try parameters.optional("scope")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("with", with.summary)] + (scope.map { [("scope", $0.rawValue)] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        // The screen is the nearest enclosing modal view, or the description's root.
        let wholeDescription = scope == .description
        let screenIndex = wholeDescription ? nil : context.ancestors.lastIndex { $0.kind == "modalView" }
        let screen = screenIndex.map { context.ancestors[$0] } ?? context.root
        var ancestors = screenIndex.map { Array(context.ancestors[..<$0]) } ?? []
        guard let other = find(in: screen, ancestors: &ancestors, excluding: context.element.location,
                               enteringModalViews: wholeDescription) else { return [] }
        return [CheckFinding(["other": ElementPath.displayName(of: other)])]
    }

    private func find(in element: Element, ancestors: inout [Element], excluding location: SourceLocation,
                      enteringModalViews: Bool) -> Element? {
        if element.location != location, with.matches(element, ancestors: ancestors) { return element }
        ancestors.append(element)
        defer { ancestors.removeLast() }
        for child in element.children where enteringModalViews || child.kind != "modalView" {
            if let found = find(in: child, ancestors: &ancestors, excluding: location, enteringModalViews: enteringModalViews) { return found }
        }
        return nil
    }
}
