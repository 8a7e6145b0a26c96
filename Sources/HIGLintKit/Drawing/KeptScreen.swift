/// A screen as the visual report draws it, kept from the check of its file so that the report
/// need not read the file again: its wireframe, drawn at the check and set aside on disk
/// (`Wireframes`); its canvas; the boxes of the places its file's findings and cross-screen facts
/// point at (found while the description was at hand); and the name and path head of its root. A
/// run keeps them when a report draws screens (`LintRun.keepsScreens`).
///
/// A kept screen finds only those boxes: a file with another finding (one whose box needs the
/// element's path to be found) is read again and drawn from its description, as is a screen
/// compared at another place, and icons and launch images (whose images the report embeds).
struct KeptScreen: Sendable {
    var canvas: ScreenLayout.Rect
    /// `iphone` or `ipad`, and whether the screen is in landscape.
    var device: String
    var landscape: Bool
    /// Drawn at its own size, not on a device (`ScreenLayout.freeStanding`).
    var freeStanding: Bool
    /// What the drawing shows (`ScreenLayout.extent`).
    var extent: ScreenLayout.Rect
    /// The boxes drawn (`ScreenDrawing.wireframe`).
    var wireframe: Wireframes.Piece
    /// The box of each place a finding or a fact points at (`ScreenLayout.placeKey`), with the
    /// kind of element it was found for.
    var placed: [Int: Placed]
    /// The root's path segment: a finding on the screen has a path that is it or begins with it.
    var head: String
    /// What the report calls the screen: its root's label, else its kind.
    var name: String

    /// The box of a place: what an outline needs of it.
    struct Placed: Sendable {
        var kind: String
        var frame: ScreenLayout.Rect
        var look: ScreenLayout.Look
    }

    /// The screens of a file's descriptions, with the boxes of `findings` (the file's own) and of
    /// `facts` (the places its cross-screen facts give, which findings of other files may compare),
    /// their wireframes set aside in `wireframes`; nil for icons and launch images, where a
    /// screen's path head holds a slash, and when a wireframe cannot be set aside.
    static func screens(of descriptions: [ScreenDescription], findings: [Violation], facts: [ScreenFact] = [],
                        wireframes: Wireframes) -> [KeptScreen]? {
        guard descriptions.allSatisfy({ $0.root.kind != "app" }) else { return nil }
        let heads = descriptions.map { ElementPath.root($0.root) }
        guard heads.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "/")) }) else { return nil }
        // The places asked for on each screen, in order: a finding belongs to the screen the report gives it to.
        var screens = ScreenHeads(heads)
        var asked = [[(key: Int, kind: String)]](repeating: [], count: descriptions.count)
        for (path, location) in findings.map({ ($0.elementPath, $0.location) }) + facts.map({ ($0.path, $0.location) }) {
            guard let index = screens.screen(of: path) else { continue }
            asked[index].append((ScreenLayout.placeKey(location), ScreenLayout.kind(of: Substring(path))))
        }
        var kept: [KeptScreen] = []
        for (index, description) in descriptions.enumerated() {
            let layout = ScreenLayout(description)
            var markup = MarkupBuffer()
            ScreenDrawing.wireframe(layout, into: &markup)
            guard let wireframe = wireframes.add(markup) else { return nil }
            kept.append(KeptScreen(canvas: layout.canvas, device: layout.device, landscape: layout.landscape, freeStanding: layout.freeStanding,
                                   extent: layout.extent,
                                   wireframe: wireframe,
                                   placed: placed(asked[index], in: layout), head: heads[index],
                                   name: description.root.label ?? description.root.kind))
        }
        return kept
    }

    /// The boxes of the places `asked`, found as `BoxIndex` finds them: the last box of an element
    /// of the kind at the place, unless elements of another box of that kind are there too. A
    /// place keeps the first kind asked that finds a box. In one pass over the boxes.
    private static func placed(_ asked: [(key: Int, kind: String)], in layout: ScreenLayout) -> [Int: Placed] {
        guard !asked.isEmpty else { return [:] }
        var kindsAsked: [Int: [String]] = [:]
        for (key, kind) in asked where !(kindsAsked[key]?.contains(kind) ?? false) { kindsAsked[key, default: []].append(kind) }
        let kinds = Set(asked.map(\.kind))
        // The last box of each kind asked at each place, and whether another element's box of that kind is there too.
        var found: [Int: [(kind: String, box: Int, shared: Bool)]] = [:]
        let boxes = layout.boxes
        for index in boxes.indices.reversed() {
            guard let scope = boxes[index].scope, kinds.contains(boxes[index].kind) else { continue }
            func note(_ location: SourceLocation) {
                let key = ScreenLayout.placeKey(location)
                guard let kinds = kindsAsked[key], kinds.contains(boxes[index].kind) else { return }
                if let at = found[key]?.firstIndex(where: { $0.kind == boxes[index].kind }) {
                    let earlier = found[key]![at].box
                    if earlier != index && boxes[earlier].scope !== scope { found[key]![at].shared = true }
                } else {
                    found[key, default: []].append((boxes[index].kind, index, false))
                }
            }
            note(scope.element.location)
            for property in scope.element.properties { note(property.location) }
        }
        var placed: [Int: Placed] = [:]
        for (key, kinds) in kindsAsked {
            for kind in kinds {
                guard let box = found[key]?.first(where: { $0.kind == kind && !$0.shared })?.box else { continue }
                placed[key] = Placed(kind: kind, frame: boxes[box].frame, look: boxes[box].look)
                break
            }
        }
        return placed
    }

    /// The box of a finding on `path` at `location`, when it was found while the screen was kept.
    func box(for path: String, at location: SourceLocation) -> ScreenLayout.Box? {
        guard let found = placed[ScreenLayout.placeKey(location)], found.kind == ScreenLayout.kindName(of: Substring(path)) else { return nil }
        return ScreenLayout.Box(scope: nil, kind: found.kind, frame: found.frame, look: found.look, text: nil)
    }

    /// Whether the screen finds the box of a finding on `path` at `location`.
    func finds(_ path: String, at location: SourceLocation) -> Bool {
        box(for: path, at: location) != nil
    }
}
