import Foundation

/// An element as a check sees it: with its ancestors, its path and the file it is in. A class:
/// every check that applies to the element gets the same one, and passing it on costs one
/// reference count rather than one per field.
final class ElementContext {
    let element: Element
    let description: ScreenDescription
    let scope: ElementPath.Scope

    init(element: Element, scope: ElementPath.Scope, description: ScreenDescription) {
        self.element = element
        self.scope = scope
        self.description = description
    }

    /// Root first, parent last; gathered from the scopes when a check first asks (most ask
    /// only for the parent or the root).
    private(set) lazy var ancestors: [Element] = {
        var ancestors: [Element] = []
        var scope = self.scope.parent
        while let current = scope {
            ancestors.append(current.element)
            scope = current.parent
        }
        return ancestors.reversed()
    }()

    /// e.g. `screen[Mail]/toolbar`.
    var path: String { scope.path }

    /// Texts split into words, kept for the element's other checks: several rules read an
    /// alert's title and message word by word.
    private var wordsByText: [String: (text: String, scanner: WordScanner)] = [:]

    func words(of text: String) -> WordScanner {
        // Strings that differ only in Unicode normalisation are equal keys; the words quote
        // the text itself, so only the very same bytes may share them.
        if let kept = wordsByText[text], kept.text.hasSameBytes(as: text) { return kept.scanner }
        let scanner = WordScanner(text)
        if wordsByText[text] == nil { wordsByText[text] = (text, scanner) }
        return scanner
    }

    var parent: Element? { scope.parent?.element }
    var root: Element {
        var scope = self.scope
        while let parent = scope.parent { scope = parent }
        return scope.element
    }

    /// How a message names this element: `toolbar`, `button "Send"`.
    var displayName: String { ElementPath.displayName(of: element) }

    /// The path of one of this element's children.
    func path(ofChildAt index: Int) -> String {
        path + "/" + scope.childSegment(at: index)
    }
}

/// Names elements in reports and baselines.
enum ElementPath {
    /// Where an element is in the tree, its path written only when first asked for: most
    /// elements get no finding, and a path costs the segments of all its siblings.
    final class Scope {
        let element: Element
        let parent: Scope?
        /// Where the element is among its parent's children (0 for the root).
        let index: Int

        /// The root's scope.
        init(root: Element) {
            element = root
            parent = nil
            index = 0
        }

        /// The scope of the child at `index` of the element `parent` is the scope of.
        init(child: Element, at index: Int, in parent: Scope) {
            element = child
            self.parent = parent
            self.index = index
        }

        private(set) lazy var path: String = parent.map { $0.path + "/" + $0.childSegment(at: index) } ?? ElementPath.root(element)

        /// The segments of all the children, once several of a large family have been asked for.
        private var childSegments: [String]?
        /// The children's labels, once a second segment has been asked for.
        private var childLabels: [String?]?
        private var childSegmentsAskedFor = 0

        /// Up to this many children, each segment is worked out alone, however many are asked
        /// for: a pass over a few siblings costs less than hashing them all.
        static let smallFamily = 64

        /// The path segment of the child at `index`. The first is worked out alone (a finding
        /// usually concerns one child of many); from the second on, the children's labels are
        /// kept, and in a large family all segments are written at once, so that a table with a
        /// finding in each of its thousand cells costs one pass, not a thousand.
        func childSegment(at index: Int) -> String {
            if let childSegments { return childSegments[index] }
            childSegmentsAskedFor += 1
            let children = element.children
            guard childSegmentsAskedFor > 1 else { return ElementPath.segment(at: index, among: children) }
            guard children.count <= Self.smallFamily else {
                let all = ElementPath.segments(for: children)
                childSegments = all
                return all[index]
            }
            let labels = childLabels ?? children.map(\.pathLabel)
            childLabels = labels
            return ElementPath.segment(at: index, among: children, labels: labels)
        }
    }

    /// The segment of one of the children of one element: `segments(for:)[index]`, without
    /// the others. `labels`, when given, are the siblings' labels.
    static func segment(at index: Int, among siblings: [Element], labels: [String?]? = nil) -> String {
        func labelOfSibling(at position: Int) -> String? {
            if let labels { return labels[position] }
            return siblings[position].pathLabel
        }
        let kind = siblings[index].kind
        let label = labelOfSibling(at: index)
        var sameKind = 0, position = 0, sameLabel = 0
        for (other, sibling) in siblings.enumerated() where sibling.kind == kind {
            sameKind += 1
            if other <= index { position += 1 }
            if let label, labelOfSibling(at: other) == label { sameLabel += 1 }
        }
        if let label, sameLabel == 1 { return "\(kind)[\(label)]" }
        return sameKind > 1 ? "\(kind)[\(position)]" : kind
    }

    /// The segments of all the children of one element, in one pass over them (an element may
    /// have thousands of children: a long table). A segment is `kind[label]` when the element has
    /// a name, title or text no sibling of its kind shares (with its Interface Builder id, `#id`,
    /// where it has one), `kind[n]` (1-based among its kind)
    /// when siblings of the same kind would otherwise share the segment, else just `kind`.
    static func segments(for siblings: [Element]) -> [String] {
        guard siblings.count > 1 else {
            return siblings.map { sibling in sibling.pathLabel.map { "\(sibling.kind)[\($0)]" } ?? sibling.kind }
        }
        let labels = siblings.map(\.pathLabel)
        var kindCount: [String: Int] = [:]
        var labelCount: [KindAndLabel: Int] = [:]
        for (sibling, label) in zip(siblings, labels) {
            kindCount[sibling.kind, default: 0] += 1
            if let label { labelCount[KindAndLabel(kind: sibling.kind, label: label), default: 0] += 1 }
        }
        var position: [String: Int] = [:]
        return zip(siblings, labels).map { sibling, label in
            position[sibling.kind, default: 0] += 1
            if let label, labelCount[KindAndLabel(kind: sibling.kind, label: label)] == 1 { return "\(sibling.kind)[\(label)]" }
            return kindCount[sibling.kind, default: 0] > 1 ? "\(sibling.kind)[\(position[sibling.kind]!)]" : sibling.kind
        }
    }

    private struct KindAndLabel: Hashable {
        var kind: String
        var label: String
    }

    static func root(_ element: Element) -> String {
        element.pathLabel.map { "\(element.kind)[\($0)]" } ?? element.kind
    }

    /// Whether `path` is `head` or a path below it, compared by bytes.
    ///
    /// - Note: for speed: compared in the strings' own memory rather than through their UTF-8
    ///   views, a byte at a time (and a path's kind found so, `ScreenLayout.kindName`).
    static func isWithin(_ path: String, head: String) -> Bool {
        var path = path, head = head
        return path.withUTF8 { path in
            head.withUTF8 { head in
                guard path.count >= head.count, head.isEmpty || memcmp(path.baseAddress!, head.baseAddress!, head.count) == 0 else { return false }
                return path.count == head.count || path[head.count] == UInt8(ascii: "/")
            }
        }
    }

    /// How a message names an element: its kind, its label, and its custom class where it has one
    /// (`button "Send" (MailSendButton)`): a subclass keeps its base kind, but the designer knows
    /// it by its class.
    static func displayName(of element: Element) -> String {
        let name = element.label.map { "\(element.kind) \"\($0)\"" } ?? element.kind
        guard let customClass = element.string("customClass"), !customClass.isEmpty else { return name }
        return "\(name) (\(customClass))"
    }
}
