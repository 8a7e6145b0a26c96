/// A screen as the visual report draws it, kept from the check of its file so that the report
/// need not read the file again: its wireframe, drawn at the check and set aside on disk
/// (`Wireframes`); its canvas; the boxes of the places its file's findings and cross-screen facts
/// point at (found while the description was at hand); and the name and path head of its root. A
/// run keeps them when a report draws screens (`LintRun.keepsScreens`).
///
/// A kept screen finds the boxes of those places only: a screen compared at another place is
/// drawn from its file, read again, as are the screens of a file whose screens' path heads hold
/// a slash.
struct KeptScreen: Sendable {
    var canvas: ScreenLayout.Rect
    /// `iphone` or `ipad`, and whether the screen is in landscape.
    var device: String
    var landscape: Bool
    /// Drawn at its own size, not on a device (`ScreenLayout.freeStanding`).
    var freeStanding: Bool
    /// What the drawing shows (`ScreenLayout.extent`).
    var extent: ScreenLayout.Rect
    /// The boxes drawn (`ScreenDrawing.wireframe`), icons and launch images with their pictures.
    var wireframe: Wireframes.Piece
    /// Where the outline of each finding and fact goes, by the place it points at
    /// (`ScreenLayout.placeKey`), in order.
    var placed: [(place: Int, placed: Placed)]
    /// The root's path segment: a finding on the screen has a path that is it or begins with it.
    var head: String
    /// What the report calls the screen: its root's label, else its kind.
    var name: String
    /// Whether the screen holds an app's icons and launch images.
    var isApp: Bool

    /// What an outline needs of the box found for a place (`ScreenLayout.box(for:at:)`); no frame
    /// when there is none, and the outline goes around the screen.
    struct Placed: Sendable, Equatable {
        var frame: ScreenLayout.Rect?
        var look: ScreenLayout.Look
        var pixelScale: Double
        /// Paths at the place found different boxes (elements of one kind found by their paths,
        /// or of two kinds): the report reads the file again.
        var ambiguous = false

        init(_ box: ScreenLayout.Box?) {
            frame = box?.frame
            look = box?.look ?? .view
            pixelScale = box?.pixelScale ?? 1
        }
    }

    /// The screens of a file's descriptions, with the boxes of `findings` (the file's own) and of
    /// `facts` (the places its cross-screen facts give, which findings of other files may compare),
    /// their wireframes set aside in `wireframes` (`images`: the pictures of icons and launch
    /// images, by element path, for each description); nil where a screen's path head holds a
    /// slash, and when a wireframe cannot be set aside.
    static func screens(of descriptions: [ScreenDescription], findings: [Violation], facts: [ScreenFact] = [],
                        images: (ScreenDescription) -> [String: String] = { _ in [:] }, wireframes: Wireframes) -> [KeptScreen]? {
        let heads = descriptions.map { ElementPath.root($0.root) }
        guard heads.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "/")) }) else { return nil }
        // The places asked for on each screen, in order: a finding belongs to the screen the report gives it to.
        var screens = ScreenHeads(heads)
        var asked = [[(path: String, location: SourceLocation?)]](repeating: [], count: descriptions.count)
        for (path, location) in findings.map({ ($0.elementPath, $0.location) }) + facts.map({ ($0.path, $0.location) }) {
            guard let index = screens.screen(of: path) else { continue }
            asked[index].append((path, location))
        }
        var kept: [KeptScreen] = []
        for (index, description) in descriptions.enumerated() {
            let layout = ScreenLayout(description)
            var markup = MarkupBuffer()
            ScreenDrawing.wireframe(layout, images: images(description), into: &markup)
            guard let wireframe = wireframes.add(markup) else { return nil }
            var boxes = BoxIndex(layout, asked: asked[index])
            var placed: [(place: Int, placed: Placed)] = asked[index].compactMap { path, location in
                location.map { (ScreenLayout.placeKey($0), Placed(boxes.box(for: path, at: $0))) }
            }
            // In order, each place once: a list searched by halves rather than a dictionary (the
            // places of 10,000 screens held 13.8 MB as dictionaries, 7.3 MB as lists, by massif).
            placed.sort { $0.place < $1.place }
            var unique: [(place: Int, placed: Placed)] = []
            unique.reserveCapacity(placed.count)
            for entry in placed {
                if let last = unique.last, last.place == entry.place {
                    if last.placed.frame != entry.placed.frame || last.placed.look != entry.placed.look
                        || last.placed.pixelScale != entry.placed.pixelScale { unique[unique.count - 1].placed.ambiguous = true }
                } else {
                    unique.append(entry)
                }
            }
            placed = unique
            kept.append(KeptScreen(canvas: layout.canvas, device: layout.device, landscape: layout.landscape, freeStanding: layout.freeStanding,
                                   extent: layout.extent, wireframe: wireframe, placed: placed, head: heads[index],
                                   name: description.root.label ?? description.root.kind, isApp: description.root.kind == "app"))
        }
        return kept
    }

    /// The box of a finding on `path` at `location`, when it was found while the screen was kept;
    /// nil also when it has none (the outline goes around the screen).
    func box(for path: String, at location: SourceLocation) -> ScreenLayout.Box? {
        guard let entry = found(ScreenLayout.placeKey(location)), !entry.ambiguous, let frame = entry.frame else { return nil }
        var box = ScreenLayout.Box(scope: nil, kind: ScreenLayout.kind(of: Substring(path)), frame: frame, look: entry.look, text: nil)
        box.pixelScale = entry.pixelScale
        return box
    }

    /// Whether the box of a finding on `path` at `location` was looked for while the screen was kept.
    func finds(_ path: String, at location: SourceLocation) -> Bool {
        found(ScreenLayout.placeKey(location)).map { !$0.ambiguous } ?? false
    }

    /// What was found for `place`, searched for by halves.
    private func found(_ place: Int) -> Placed? {
        var low = 0, high = placed.count
        while low < high {
            let middle = (low + high) / 2
            if placed[middle].place < place { low = middle + 1 } else { high = middle }
        }
        return low < placed.count && placed[low].place == place ? placed[low].placed : nil
    }
}
