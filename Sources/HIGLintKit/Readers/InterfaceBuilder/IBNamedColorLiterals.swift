/// A colour the file writes as components that is one of the app's named colours: the colour sets
/// of its asset catalogs the file can draw, and the named colours the file keeps a copy of. The
/// element's `sameAsNamedColor` names them, for a rule that asks for the name (a palette changed in
/// one place then reaches every view). White, black (at any alpha: a veil, a shade) and clear are
/// left out: they are everywhere,
/// and a named colour that happens to be one of them says nothing of the literal's intent; so is a
/// value more than three names share, which names no one colour to use.
extension IBDocumentViews {
    /// Records on `draft` the named colours the `<color>` at `colorNode`, written as components,
    /// equals; nothing for a named or system colour.
    func noteNamedColorLiteral(_ draft: inout ElementDraft, _ colorNode: IBXMLTree.NodeID) {
        guard Vocabulary.sharedKinds[draft.kind]?.type(of: "sameAsNamedColor") != nil,
              tree.attribute("name", of: colorNode) == nil, tree.attribute("systemColor", of: colorNode) == nil,
              tree.attribute("cocoaTouchSystemColor", of: colorNode) == nil,
              let color = IBColor.components(of: colorNode, in: tree),
              !color.isClear, !["#FFFFFF", "#000000"].contains(SRGBColor(red: color.red, green: color.green, blue: color.blue).hexText)
        else { return }
        var names = Set(f.namedColors?.names(of: color) ?? [])
        for entry in f.copiedNamedColors where color.agrees(with: entry.color) { names.insert(entry.name) }
        // A value many names share (a palette with copies of one colour) names no one colour to use.
        guard !names.isEmpty, names.count <= 3 else { return }
        let earlier = draft.value("sameAsNamedColor").map { $0.components(separatedBy: ", ") } ?? []
        let all = Array(Set(earlier).union(names)).sorted()
        draft.set("sameAsNamedColor", all.joined(separator: ", "), at: f.location(colorNode))
    }
}
