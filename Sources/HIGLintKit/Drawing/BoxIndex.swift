/// The boxes of one layout by where their elements are, made once for a drawing (or a screen kept
/// from the check) so that each finding and compared place finds its box with a lookup or two
/// (`ScreenLayout.box(for:at:)` tells how a box is chosen): a pass over the boxes for each finding
/// made a screen with 40,000 findings cost its boxes times its findings.
///
/// A finding points at its element's place or at one of its properties': the one box of the
/// path's kind there is the element's. An element laid out outside a table's visible part has no
/// box: the one such element of the kind at the place gives the box of its nearest ancestor that
/// has one. Only where neither answers (two elements of the kind at one place, a place that is no
/// element's) are the paths of all boxes written, once.
struct BoxIndex {
    let layout: ScreenLayout
    /// Boxes looked at so far, gathering the tables and answering: what the tests count to show
    /// that a drawing's cost grows with its boxes and its findings, not with their product.
    private(set) var boxesExamined = 0
    /// The kinds asked for at each place: only those are gathered.
    private let kindsAsked: [Int: [String]]
    /// Every kind asked for: a list, as a screen's findings name a few kinds.
    private let kinds: [String]
    /// The last box of each kind asked at each place asked, and whether an element of another box
    /// of that kind is there too.
    private var drawn: [PlaceAndKind: Found]?
    /// The same of the elements laid out without a box (`ScreenLayout.unshown`).
    private var unshown: [PlaceAndKind: Found]?
    /// The last box of each element, by its scope.
    private var byScope: [ObjectIdentifier: Int]?
    /// The last box of each path whose kind is the path's (`ScreenLayout.kindName`).
    private var byPath: [Substring: Int]?
    /// The lengths in bytes of the paths `byPath` holds: a path of another length is not looked
    /// up, so that a long path's many ancestors are not each hashed.
    private var pathLengths: Set<Int> = []

    private struct PlaceAndKind: Hashable {
        var place: Int
        var kind: String
    }

    /// The last box (or unshown element) of a kind at a place, and whether another element of
    /// that kind is there too.
    private struct Found {
        var index: Int
        var shared: Bool
    }

    /// An index of `layout` for findings and compared places at `asked`, the places and element
    /// paths they point at: a place not asked for is found by its path only.
    init(_ layout: ScreenLayout, asked: [(path: String, location: SourceLocation?)]) {
        self.layout = layout
        var kindsAsked: [Int: [String]] = Dictionary(minimumCapacity: asked.count)
        var kinds: [String] = []
        for (path, location) in asked {
            guard let location else { continue }
            let kind = ScreenLayout.kind(of: Substring(path))
            if !kinds.contains(kind) { kinds.append(kind) }
            let key = ScreenLayout.placeKey(location)
            if !(kindsAsked[key]?.contains(kind) ?? false) { kindsAsked[key, default: []].append(kind) }
        }
        self.kindsAsked = kindsAsked
        self.kinds = kinds
    }

    /// An index of `layout` for the findings and compared places of a drawing.
    init(_ layout: ScreenLayout, findings: [ScreenDrawing.Finding], comparisons: [ScreenDrawing.Comparison] = []) {
        self.init(layout, asked: findings.map { ($0.violation.elementPath, $0.violation.location) }
                    + comparisons.map { ($0.place.elementPath, $0.place.location) })
    }

    /// `ScreenLayout.box(for:at:)`.
    mutating func box(for path: String, at location: SourceLocation? = nil) -> ScreenLayout.Box? {
        if let location {
            let key = PlaceAndKind(place: ScreenLayout.placeKey(location), kind: ScreenLayout.kind(of: Substring(path)))
            if drawn == nil {
                let boxes = layout.boxes
                drawn = gather(boxes.count) { boxes[$0].scope }
            }
            boxesExamined += 1
            if let found = drawn?[key] {
                // Two elements of the kind at the place: the paths decide.
                if !found.shared { return layout.boxes[found.index] }
            } else if let ancestor = unshownAncestor(key) {
                return ancestor
            }
        }
        var path = Substring(path)
        while true {
            if let found = boxIndex(path: path) { return layout.boxes[found] }
            guard let slash = path.lastIndex(of: "/") else { return nil }
            path = path[..<slash]
        }
    }

    /// The box of the nearest ancestor that has one, of the one element laid out without a box
    /// (outside a table's visible part) of the kind at the place.
    private mutating func unshownAncestor(_ key: PlaceAndKind) -> ScreenLayout.Box? {
        guard !layout.unshown.isEmpty else { return nil }
        let elements = layout.unshown
        if unshown == nil { unshown = gather(elements.count) { elements[$0] } }
        boxesExamined += 1
        guard let found = unshown?[key], !found.shared else { return nil }
        let element = elements[found.index]
        if byScope == nil {
            var byScope: [ObjectIdentifier: Int] = Dictionary(minimumCapacity: layout.boxes.count)
            for index in layout.boxes.indices.reversed() {
                boxesExamined += 1
                if let scope = layout.boxes[index].scope, byScope[ObjectIdentifier(scope)] == nil { byScope[ObjectIdentifier(scope)] = index }
            }
            self.byScope = byScope
        }
        var ancestor = element.parent
        while let scope = ancestor {
            if let index = byScope?[ObjectIdentifier(scope)] { return layout.boxes[index] }
            ancestor = scope.parent
        }
        return nil
    }

    /// The elements of the `count` scopes `scopeAt` gives (by position, in drawing order) of the
    /// kinds asked at the places asked: the last of each kind at each place, and whether another
    /// element of that kind is there too.
    private mutating func gather(_ count: Int, _ scopeAt: (Int) -> ElementPath.Scope?) -> [PlaceAndKind: Found] {
        var found: [PlaceAndKind: Found] = [:]
        guard !kindsAsked.isEmpty else { return found }
        // From the last, as later boxes are drawn over earlier ones.
        for index in (0..<count).reversed() {
            boxesExamined += 1
            guard let scope = scopeAt(index), kinds.contains(scope.element.kind) else { continue }
            func note(_ location: SourceLocation) {
                let place = ScreenLayout.placeKey(location)
                guard let asked = kindsAsked[place], asked.contains(scope.element.kind) else { return }
                let key = PlaceAndKind(place: place, kind: scope.element.kind)
                guard let earlier = found[key] else {
                    found[key] = Found(index: index, shared: false)
                    return
                }
                if earlier.index != index && scopeAt(earlier.index) !== scope { found[key]?.shared = true }
            }
            note(scope.element.location)
            for property in scope.element.properties { note(property.location) }
        }
        return found
    }

    /// The last box whose path is `path` and whose kind is the path's.
    private mutating func boxIndex(path: Substring) -> Int? {
        if byPath == nil { byPath = gatherPaths() }
        boxesExamined += 1
        guard pathLengths.contains(path.utf8.count) else { return nil }
        return byPath?[path]
    }

    private mutating func gatherPaths() -> [Substring: Int] {
        var byPath: [Substring: Int] = [:]
        let boxes = layout.boxes
        for index in boxes.indices.reversed() {
            boxesExamined += 1
            guard let path = boxes[index].scope?.path, byPath[Substring(path)] == nil,
                  boxes[index].kind == ScreenLayout.kind(of: Substring(path)) else { continue }
            byPath[Substring(path)] = index
            pathLengths.insert(path.utf8.count)
        }
        return byPath
    }
}
