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
