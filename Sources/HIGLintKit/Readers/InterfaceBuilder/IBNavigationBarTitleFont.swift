/// The font of a navigation bar's title, as the document format writes it in the bar's
/// `<textAttributes key="titleTextAttributes">`: a `fontDescription` with a `type` (`system`,
/// `boldSystem`…) is the system font, one with a `family` (or only a `name`) a custom font.
/// Without title attributes the bar draws its title in the system font, and `font` is left out.
extension IBDocumentViews {
    func navigationBarTitleFont(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        guard let attributes = tree.children(of: node).first(where: {
                  tree.name($0) == "textAttributes" && tree.attribute("key", of: $0) == "titleTextAttributes"
              }),
              let font = tree.children(of: attributes).first(where: { tree.name($0) == "fontDescription" })
        else { return }
        let at = f.location(font)
        if tree.attribute("type", of: font) != nil {
            draft.set("font", "system", at: at)
        } else if let family = tree.attribute("family", of: font) ?? tree.attribute("name", of: font), !family.isEmpty {
            draft.set("font", family, at: at)
        }
    }
}
