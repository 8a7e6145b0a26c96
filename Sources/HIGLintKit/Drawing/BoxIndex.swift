/// The boxes of one layout by where their elements are, made once for a drawing so that each of
/// its findings and compared places finds its box at once (`ScreenLayout.box(for:at:)` tells how a
/// box is chosen): a pass over the boxes for each finding made a screen with 40,000 findings cost
/// its boxes times its findings.
///
/// The boxes by place are gathered at the first finding with a place; the boxes by path, which
/// costs writing every box's path, at the first finding whose place finds no box.
struct BoxIndex {
    let layout: ScreenLayout
    /// Boxes looked at so far, gathering the tables and answering: what the tests count to show
    /// that a drawing's cost grows with its boxes and its findings, not with their product.
    private(set) var boxesExamined = 0
    /// The box of each kind at each place (the element's own or one of its properties').
    private var byPlace: [PlaceAndKind: Found]?
    /// The last box of each path whose kind is the path's (`ScreenLayout.kindName`).
    private var byPath: [Substring: Int]?
    /// The lengths in bytes of the paths `byPath` holds: a path of another length is not looked
    /// up, so that a long path's many ancestors are not each hashed.
    private var pathLengths: Set<Int> = []

    private struct PlaceAndKind: Hashable {
        var place: Int
        var kind: String
    }

    /// The last box of a kind at a place, and whether an element of another box of that kind is
    /// there too.
    private struct Found {
        var box: Int
        var shared: Bool
    }

    init(_ layout: ScreenLayout) {
        self.layout = layout
    }

    /// `ScreenLayout.box(for:at:)`.
    mutating func box(for path: String, at location: SourceLocation? = nil) -> ScreenLayout.Box? {
        if let location, let found = boxIndex(kind: ScreenLayout.kind(of: Substring(path)), at: location) { return layout.boxes[found] }
        var path = Substring(path)
        while true {
            if let found = boxIndex(path: path) { return layout.boxes[found] }
            guard let slash = path.lastIndex(of: "/") else { return nil }
            path = path[..<slash]
        }
    }

    /// The one box of an element of `kind` at `location` (its own place or a property's); nil when
    /// there is none, or when elements of that kind share the place.
    mutating func boxIndex(kind: String, at location: SourceLocation) -> Int? {
        if byPlace == nil { byPlace = gatherPlaces() }
        boxesExamined += 1
        guard let found = byPlace?[PlaceAndKind(place: ScreenLayout.placeKey(location), kind: kind)], !found.shared else { return nil }
        return found.box
    }

    /// The last box whose path is `path` and whose kind is the path's.
    private mutating func boxIndex(path: Substring) -> Int? {
        if byPath == nil { byPath = gatherPaths() }
        boxesExamined += 1
        guard pathLengths.contains(path.utf8.count) else { return nil }
        return byPath?[path]
    }

    private mutating func gatherPlaces() -> [PlaceAndKind: Found] {
        var byPlace: [PlaceAndKind: Found] = [:]
        let boxes = layout.boxes
        // From the last box, as later boxes are drawn over earlier ones.
        for index in boxes.indices.reversed() {
            boxesExamined += 1
            guard let scope = boxes[index].scope else { continue }
            func note(_ location: SourceLocation) {
                let key = PlaceAndKind(place: ScreenLayout.placeKey(location), kind: boxes[index].kind)
                guard let found = byPlace[key] else {
                    byPlace[key] = Found(box: index, shared: false)
                    return
                }
                // Two elements of the kind at one place: the paths decide.
                if found.box != index && boxes[found.box].scope !== scope { byPlace[key]?.shared = true }
            }
            note(scope.element.location)
            for property in scope.element.properties { note(property.location) }
        }
        return byPlace
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
