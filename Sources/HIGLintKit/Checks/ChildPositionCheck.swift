/// Among the children that match `children`, the ones that match `target` must stand `first`
/// or `last` (e.g. the Cancel button at the bottom of an action sheet). With `whenCount`, only
/// elements with exactly that many such children are judged (e.g. two-button alerts).
struct ChildPositionCheck: CheckPrimitive {
    enum Position: String, CaseIterable, RuleReadable, Sendable { case first, last }

    static let declaration = PrimitiveDeclaration(
        name: "childPosition",
        summary: "Among the children that match `children`, the ones that match `target` must stand `first` or `last` (the Cancel button at the bottom of an action sheet, say).",
        parameters: [
            .required("children", .selector(.children), "The children whose order counts."),
            .required("target", .selector(.children), "The children that must stand at `position`."),
            .required("position", .choice(of: Position.self), "Where among `children` the target must stand."),
            .optional("whenCount", .integer, "Judge only elements with exactly this many matching children."),
        ],
        variables: [("target", "the misplaced child"), ("position", "`first` or `last`"),
                    ("index", "the child's position among `children` (1-based)"), ("count", "how many children matched")])

    var children: Selector
    var target: Selector
    var position: Position
    var whenCount: Int?

    init(_ parameters: RuleFields) throws {
        children = try parameters.required("children")
        target = try parameters.required("target")
        position = try parameters.required("position")
        whenCount = try parameters.optional("whenCount")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("children", children.summary),
         ("target", target.summary),
         ("position", position.rawValue)] + (whenCount.map { [("whenCount", String($0))] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let all = context.element.children
        let counted = all.indices.filter { children.matches(all[$0]) }
        guard counted.count > 1, whenCount.map({ $0 == counted.count }) ?? true else { return [] }
        let expected = position == .first ? counted.first! : counted.last!
        return counted.enumerated().compactMap { ordinal, index in
            let child = all[index]
            guard target.matches(child), index != expected else { return nil }
            var finding = CheckFinding(
                ["target": ElementPath.displayName(of: child), "position": position.rawValue,
                 "index": String(ordinal + 1), "count": String(counted.count)],
                location: child.location, path: context.path(ofChildAt: index))
            finding.child = index
            return finding
        }
    }
}
