/// An element as a check sees it: with its ancestors, its path and the file it is in.
public struct ElementContext: Sendable {
    public let element: Element
    /// Root first, parent last.
    public let ancestors: [Element]
    /// e.g. `screen[Mail]/toolbar`.
    public let path: String
    public let description: ScreenDescription

    public var parent: Element? { ancestors.last }
    public var root: Element { ancestors.first ?? element }

    /// How a message names this element: `toolbar`, `button "Send"`.
    public var displayName: String { ElementPath.displayName(of: element) }

    /// The path of one of this element's children.
    public func path(ofChildAt index: Int) -> String {
        path + "/" + ElementPath.segment(for: element.children[index], at: index, among: element.children)
    }
}

/// Names elements in reports and baselines.
public enum ElementPath {
    /// `kind[label]` when the element has a name, title or text no sibling of its kind shares,
    /// `kind[n]` (1-based among its kind) when siblings of the same kind would otherwise share the
    /// segment, else just `kind`.
    static func segment(for element: Element, at index: Int, among siblings: [Element]) -> String {
        let sameKind = siblings.indices.filter { siblings[$0].kind == element.kind }
        if let label = element.label, !sameKind.contains(where: { $0 != index && siblings[$0].label == label }) {
            return "\(element.kind)[\(label)]"
        }
        guard sameKind.count > 1, let position = sameKind.firstIndex(of: index) else { return element.kind }
        return "\(element.kind)[\(position + 1)]"
    }

    static func root(_ element: Element) -> String {
        element.label.map { "\(element.kind)[\($0)]" } ?? element.kind
    }

    static func displayName(of element: Element) -> String {
        element.label.map { "\(element.kind) \"\($0)\"" } ?? element.kind
    }
}
