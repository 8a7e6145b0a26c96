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
        segments(for: siblings)[index]
    }

    /// The segments of all the children of one element, in one pass over them (an element may
    /// have thousands of children: a long table).
    static func segments(for siblings: [Element]) -> [String] {
        guard siblings.count > 1 else {
            return siblings.map { sibling in sibling.label.map { "\(sibling.kind)[\($0)]" } ?? sibling.kind }
        }
        let labels = siblings.map(\.label)
        var kindCount: [String: Int] = [:]
        var labelCount: [String: Int] = [:]
        for (sibling, label) in zip(siblings, labels) {
            kindCount[sibling.kind, default: 0] += 1
            if let label { labelCount[sibling.kind + "\u{0}" + label, default: 0] += 1 }
        }
        var position: [String: Int] = [:]
        return zip(siblings, labels).map { sibling, label in
            position[sibling.kind, default: 0] += 1
            if let label, labelCount[sibling.kind + "\u{0}" + label] == 1 { return "\(sibling.kind)[\(label)]" }
            return kindCount[sibling.kind, default: 0] > 1 ? "\(sibling.kind)[\(position[sibling.kind]!)]" : sibling.kind
        }
    }

    /// The path of the element `indexPath` leads to from `root` (the index of each element on
    /// the way down).
    static func path(to indexPath: [Int], in root: Element) -> String {
        var path = Self.root(root)
        var element = root
        for index in indexPath {
            path += "/" + segments(for: element.children)[index]
            element = element.children[index]
        }
        return path
    }

    static func root(_ element: Element) -> String {
        element.label.map { "\(element.kind)[\($0)]" } ?? element.kind
    }

    static func displayName(of element: Element) -> String {
        element.label.map { "\(element.kind) \"\($0)\"" } ?? element.kind
    }
}
