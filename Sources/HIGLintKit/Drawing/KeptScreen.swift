/// A screen as the visual report draws it, kept from the check of its file so that the report
/// need not read the file again: its layout without the description, the boxes of the places its
/// file's findings and cross-screen facts point at (found while the description was at hand), and
/// the name and path head of its root. A run keeps them when a report draws screens
/// (`LintRun.keepsScreens`).
///
/// A kept screen finds only those boxes (`ScreenLayout.placed`): a file with another finding (one
/// whose box needs the element's path to be found) is read again and drawn from its description,
/// as is a screen compared at another place, and icons and launch images (whose images the
/// report embeds).
struct KeptScreen: @unchecked Sendable {
    // Unchecked: a kept layout holds no reference (its boxes' scopes are nil).
    var layout: ScreenLayout
    /// The root's path segment: a finding on the screen has a path that is it or begins with it.
    var head: String
    /// What the report calls the screen: its root's label, else its kind.
    var name: String

    init(layout: ScreenLayout, head: String, name: String) {
        self.layout = layout
        self.head = head
        self.name = name
    }

    /// The screens of a file's descriptions, with the boxes of `findings` (the file's own) and of
    /// `facts` (the places its cross-screen facts give, which findings of other files may compare);
    /// nil for icons and launch images, and where a screen's path head holds a slash.
    static func screens(of descriptions: [ScreenDescription], findings: [Violation], facts: [ScreenFact] = []) -> [KeptScreen]? {
        guard descriptions.allSatisfy({ $0.root.kind != "app" }) else { return nil }
        let heads = descriptions.map { ElementPath.root($0.root) }
        guard heads.allSatisfy({ !$0.utf8.contains(UInt8(ascii: "/")) }) else { return nil }
        // A finding belongs to the screen the report gives it to.
        var screens = ScreenHeads(heads)
        var layouts = descriptions.map(ScreenLayout.init)
        var placed = [[Int: ScreenLayout.Placed]](repeating: [:], count: layouts.count)
        // The indices end before the layouts' scopes are dropped below: sharing the boxes, they
        // would make that copy them.
        do {
            var boxes = layouts.map(BoxIndex.init)
            func place(_ path: String, at location: SourceLocation) {
                guard let index = screens.screen(of: path) else { return }
                let key = ScreenLayout.placeKey(location)
                guard placed[index][key] == nil else { return }
                let kind = ScreenLayout.kind(of: Substring(path))
                guard let box = boxes[index].boxIndex(kind: kind, at: location) else { return }
                placed[index][key] = ScreenLayout.Placed(kind: kind, box: box)
            }
            for finding in findings { place(finding.elementPath, at: finding.location) }
            for fact in facts { place(fact.path, at: fact.location) }
        }
        return descriptions.indices.map { index in
            for box in layouts[index].boxes.indices { layouts[index].boxes[box].scope = nil }
            layouts[index].placed = placed[index]
            return KeptScreen(layout: layouts[index], head: heads[index], name: descriptions[index].root.label ?? descriptions[index].root.kind)
        }
    }

    /// Whether the layout finds the box of a finding on `path` at `location`.
    func finds(_ path: String, at location: SourceLocation) -> Bool {
        layout.box(for: path, at: location) != nil
    }
}

extension KeptScreen {
    /// Writes the screen for `PartSpool`.
    func write(to bytes: inout [UInt8]) {
        PartSpool.write(head, to: &bytes)
        PartSpool.write(name, to: &bytes)
        PartSpool.write(layout.device, to: &bytes)
        PartSpool.write(layout.landscape ? 1 : 0, to: &bytes)
        Self.write(layout.canvas, to: &bytes)
        PartSpool.write(layout.boxes.count, to: &bytes)
        for box in layout.boxes {
            PartSpool.write(box.kind, to: &bytes)
            Self.write(box.frame, to: &bytes)
            PartSpool.write(ScreenLayout.Look.allCases.firstIndex(of: box.look)!, to: &bytes)
            PartSpool.write(box.text.map { $0.utf8.count + 1 } ?? 0, to: &bytes)
            if let text = box.text { bytes.append(contentsOf: text.utf8) }
            PartSpool.write(box.pixelScale, to: &bytes)
        }
        let placed = layout.placed ?? [:]
        PartSpool.write(placed.count, to: &bytes)
        for (key, place) in placed {
            PartSpool.write(key, to: &bytes)
            PartSpool.write(place.kind, to: &bytes)
            PartSpool.write(place.box, to: &bytes)
        }
    }

    /// Reads a screen `write(to:)` wrote.
    static func read(from reader: inout PartSpool.Reader) -> KeptScreen {
        let head = reader.string(), name = reader.string(), device = reader.string(), landscape = reader.int() == 1
        var layout = ScreenLayout(canvas: readRect(from: &reader), device: device, landscape: landscape)
        layout.boxes = (0..<reader.int()).map { _ in
            let kind = reader.string(), frame = readRect(from: &reader)
            let look = ScreenLayout.Look.allCases[min(reader.int(), ScreenLayout.Look.allCases.count - 1)]
            let textCount = reader.int()
            let text = textCount == 0 ? nil : reader.string(count: textCount - 1)
            var box = ScreenLayout.Box(scope: nil, kind: kind, frame: frame, look: look, text: text)
            box.pixelScale = reader.double()
            return box
        }
        var placed: [Int: ScreenLayout.Placed] = [:]
        for _ in 0..<reader.int() {
            let key = reader.int(), place = ScreenLayout.Placed(kind: reader.string(), box: reader.int())
            if place.box < layout.boxes.count { placed[key] = place }
        }
        layout.placed = placed
        return KeptScreen(layout: layout, head: head, name: name)
    }

    private static func write(_ rect: ScreenLayout.Rect, to bytes: inout [UInt8]) {
        for value in [rect.x, rect.y, rect.width, rect.height] { PartSpool.write(value, to: &bytes) }
    }

    private static func readRect(from reader: inout PartSpool.Reader) -> ScreenLayout.Rect {
        ScreenLayout.Rect(x: reader.double(), y: reader.double(), width: reader.double(), height: reader.double())
    }
}
