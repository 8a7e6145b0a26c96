/// Among the children that match `children`, the ones that match `target` must stand `first`
/// or `last` (e.g. the Cancel button at the bottom of an action sheet). With `whenCount`, only
/// elements with exactly that many such children are judged (e.g. two-button alerts).
struct ChildPositionCheck: CheckPrimitive, Decodable {
    enum Position: String, Decodable, Sendable { case first, last }

    static let typeName = "childPosition"
    static let parameters = ["children", "target", "position", "whenCount"]
    static let variables = ["target", "position", "index", "count"]

    var children: Selector
    var target: Selector
    var position: Position
    var whenCount: Int?

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
            return CheckFinding(
                ["target": ElementPath.displayName(of: child), "position": position.rawValue,
                 "index": String(ordinal + 1), "count": String(counted.count)],
                location: child.location, path: context.path(ofChildAt: index))
        }
    }
}
