/// The heads of each file's screens (`ScreenHeads`), worked out once for all the screens of a
/// section that compare with them: a storyboard of many scenes, each with a finding that compares
/// it with the others, would otherwise cost its scenes times its scenes.
final class ScreenHeadsByFile {
    /// Whether the screens are those kept from the check or those read again: their heads are
    /// worked out apart.
    private struct Key: Hashable {
        var file: String
        var kept: Bool
    }

    private var heads: [Key: ScreenHeads] = [:]

    /// Heads compared with a place's path or looked up so far (`ScreenHeads.headsCompared`).
    var headsCompared: Int { heads.values.reduce(0) { $0 + $1.headsCompared } }

    /// The screens of `file` that `comparisons` fall on (whose heads their places' paths are or
    /// begin before a slash), in order, each with its comparisons in the order given. `heads`, the
    /// heads of the file's screens, is asked for at the file's first comparison only.
    func screens(of file: String, kept: Bool, heads: () -> [String], comparisons: [ScreenDrawing.Comparison])
        -> [(screen: Int, comparisons: [ScreenDrawing.Comparison])] {
        let key = Key(file: file, kept: kept)
        var screens = self.heads[key] ?? ScreenHeads(heads())
        var byScreen: [Int: [ScreenDrawing.Comparison]] = [:]
        for comparison in comparisons {
            for screen in screens.screens(of: comparison.place.elementPath) { byScreen[screen, default: []].append(comparison) }
        }
        self.heads[key] = screens
        return byScreen.keys.sorted().map { ($0, byScreen[$0]!) }
    }
}
