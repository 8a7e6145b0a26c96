/// The colours and fonts of the document format's views, for the legibility rules: a view's
/// `backgroundColor` and `alpha`; a label's, text field's or text view's `textColor` and font;
/// a button's title colours by state and its background image. A colour the file cannot tell the
/// look of (a pattern, the tint, a named colour it does not hold), a visual effect's blur and a
/// table's or cell's background view leave the property set at run time: no check judges it.
///
/// A font is `font` (`system`, or the family), `fontSize` in points, `fontWeight` and, for a
/// Dynamic Type style, `textStyle` with the size of the style at the default text size.
extension IBDocumentViews {
    /// Reads the colours and font of `node` (a view mapped to `draft`'s kind).
    func textAppearance(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        let name = tree.name(node)
        if let alpha = tree.attribute("alpha", of: node).flatMap({ Double($0) }), alpha < 1 {
            draft.set("alpha", number: max(alpha, 0), at: f.location(ofAttribute: "alpha", in: node))
        }
        var background = color("backgroundColor", of: node)
        if name == "tableViewCell" || name == "collectionViewCell",
           let content = tree.children(of: node).first(where: { tree.attribute("key", of: $0) == "contentView" }) {
            // The content view covers the cell: its colour is drawn over the cell's.
            background = Self.layer(color("backgroundColor", of: content), over: background)
        }
        let coveredByBackgroundView = tree.children(of: node).contains { tree.attribute("key", of: $0) == "backgroundView" }
        if name == "visualEffectView" || coveredByBackgroundView {
            background = .unknown
        }
        if Vocabulary.sharedKinds[draft.kind]?.type(of: "backgroundColor") != nil {
            set(&draft, "backgroundColor", background, at: node)
        }
        switch draft.kind {
        case "label", "textField":
            set(&draft, "textColor", color("textColor", of: node), at: node)
            font(&draft, of: node)
            attributedTextColor(&draft, of: node)
            if draft.kind == "textField", tree.attribute("background", of: node) != nil { draft.markSetAtRunTime("backgroundColor", at: draft.location) }
        case "view" where name == "textView":
            set(&draft, "textColor", color("textColor", of: node), at: node)
            font(&draft, of: node)
        case "button":
            buttonAppearance(&draft, node)
        default:
            break
        }
        colorsSetInCode(&draft, node)
    }

    /// The properties each layer code sets stands for.
    static let colorProperties: [CodeColorFacts.Layer: [String]] = [
        .text: ["textColor", "titleColor", "highlightedTitleColor", "selectedTitleColor"], .background: ["backgroundColor"],
        .font: ["font", "fontSize", "fontWeight", "textStyle"],
    ]

    /// Marks the colours and font the app's code sets through an outlet of `node` (`CodeColorFacts`)
    /// as set at run time: the file's are not the ones people see.
    private func colorsSetInCode(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        guard let code = f.code, !code.colors.isEmpty, let id = tree.attribute("id", of: node), let outlets = f.outlets[id] else { return }
        let kind = Vocabulary.sharedKinds[draft.kind]
        for (layer, properties) in Self.colorProperties where code.setsColor(layer, through: outlets) {
            for property in properties where kind?.type(of: property) != nil {
                draft.markSetAtRunTime(property, at: draft.location)
            }
            // The colour written as a literal may be the one code replaces.
            if layer != .font { draft.remove(["sameAsNamedColor"]) }
        }
    }

    /// The `backgroundColor` of a controller's root view, which the screen itself stands for:
    /// without one, the screen's background is the app's to set (in code, or the window's), and
    /// so is it when the code of the controller's class `ownerClass` sets its view's colour
    /// (`view.backgroundColor = …`).
    func rootBackground(of view: IBXMLTree.NodeID, ownerClass: String?) -> [Element.Property] {
        var screen = ElementDraft(kind: "screen", location: f.location(view))
        var background = color("backgroundColor", of: view)
        if let code = f.code, let ownerClass, code.setsColor(.background, through: [IBOutlet(property: "view", ownerClass: ownerClass)]) {
            background = .unknown
        }
        set(&screen, "backgroundColor", background ?? .unknown, at: view)
        return screen.properties
    }

    private func buttonAppearance(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        // A button's font is its title's: one without a title (an image button) shows no text in it.
        if draft.has("title") || draft.isMarkedSetAtRunTime("title") {
            font(&draft, of: node)
        }
        if tree.child(of: node, named: "buttonConfiguration", key: "configuration") != nil {
            // A configuration draws its own background and title colours.
            draft.markSetAtRunTime("backgroundColor", at: draft.location)
            return
        }
        for (state, property) in [("normal", "titleColor"), ("highlighted", "highlightedTitleColor"), ("selected", "selectedTitleColor")] {
            guard let stateNode = tree.child(of: node, named: "state", key: state) else { continue }
            set(&draft, property, color("titleColor", of: stateNode), at: stateNode, key: "titleColor")
        }
        // A background image in any state lies under the title (UIKit keeps the normal one for
        // states without their own).
        let states = tree.children(of: node).filter { tree.name($0) == "state" }
        if states.contains(where: { tree.attribute("backgroundImage", of: $0) != nil }) || tree.attribute("hasAttributedTitle", of: node) == "YES" {
            draft.markSetAtRunTime("backgroundColor", at: draft.location)
        }
    }

    /// The text colour of an attributed text (`usesAttributedText`): its fragments' colour when
    /// they agree, else unknown; without one, UIKit's default.
    private func attributedTextColor(_ draft: inout ElementDraft, of node: IBXMLTree.NodeID) {
        guard let attributed = tree.child(of: node, named: "attributedString", key: "attributedText") else { return }
        var colors: [IBColor.Value?] = []
        for fragment in tree.children(of: attributed) where tree.name(fragment) == "fragment" {
            let attributes = tree.child(of: fragment, named: "attributes")
            colors.append(attributes.flatMap { tree.child(of: $0, named: "color", key: "NSColor") }.map { IBColor.value(of: $0, in: tree, factory: f) })
            if let font = attributes.flatMap({ tree.child(of: $0, named: "font", key: "NSFont") }),
               let size = tree.attribute("size", of: font).flatMap({ Double($0) }), size > 0 {
                draft.set("fontSize", number: size, at: f.location(font))
            }
        }
        draft.remove(["textColor"])
        guard let first = colors.first, colors.allSatisfy({ $0 == first }) else {
            draft.markSetAtRunTime("textColor", at: draft.location)
            return
        }
        guard let first else { return }
        set(&draft, "textColor", first, at: attributed, key: "NSColor")
    }

    /// The `<color key="…">` child of `node`; nil when it has none.
    private func color(_ key: String, of node: IBXMLTree.NodeID) -> IBColor.Value? {
        tree.child(of: node, named: "color", key: key).map { IBColor.value(of: $0, in: tree, factory: f) }
    }

    /// `top` drawn over `bottom`, either of which may be absent (clear).
    private static func layer(_ top: IBColor.Value?, over bottom: IBColor.Value?) -> IBColor.Value? {
        guard let top else { return bottom }
        guard let bottom else { return top }
        guard let upper = top.color, let lower = bottom.color else { return .unknown }
        if upper.light.isOpaque && (upper.dark ?? upper.light).isOpaque && upper.darkKnown { return top }
        let light = upper.light.composited(over: lower.light)
        let dark = (upper.dark ?? upper.light).composited(over: lower.dark ?? lower.light)
        return .color(AppearanceColor(light: light, dark: upper.definesDark || lower.definesDark ? dark : nil,
                                      darkKnown: upper.darkKnown && lower.darkKnown))
    }

    /// Sets `property` to the colour of the `<color key="…">` of `node` (`key`, the property's name
    /// unless said), or marks it set at run time when its look is not known.
    private func set(_ draft: inout ElementDraft, _ property: String, _ value: IBColor.Value?, at node: IBXMLTree.NodeID, key: String? = nil) {
        guard let value else { return }
        let at = tree.child(of: node, named: "color", key: key ?? property).map(f.location) ?? f.location(node)
        switch value {
        case .color(let color):
            draft.set(property, color.text, at: at)
            if let node = tree.child(of: node, named: "color", key: key ?? property) { noteNamedColorLiteral(&draft, node) }
        case .system(let name): draft.set(property, name, at: at)
        case .unknown: draft.markSetAtRunTime(property, at: draft.location)
        }
    }

    /// The sizes of the Dynamic Type styles at the default text size (Large), and their weights,
    /// as Apple's "Typography" page lists them for iOS.
    static let textStyles: [String: (size: Double, weight: String)] = [
        "UICTFontTextStyleLargeTitle": (34, "regular"), "UICTFontTextStyleTitle1": (28, "regular"),
        "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
        "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleBody": (17, "regular"),
        "UICTFontTextStyleCallout": (16, "regular"), "UICTFontTextStyleSubhead": (15, "regular"),
        "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
        "UICTFontTextStyleCaption2": (11, "regular"),
    ]

    /// UIFont's sizes for IB's `size="…"` (`UIFont.labelFontSize`, `buttonFontSize`, …).
    static let metaFontSizes: [String: Double] = ["label": 17, "button": 18, "system": 14, "smallSystem": 12]

    /// The weight a font's PostScript name says (`HelveticaNeue-Bold`, `Avenir-Medium`).
    static func weight(ofFontNamed name: String) -> String {
        let style = name.split(separator: "-").dropFirst().joined().lowercased()
        for (word, weight) in [("black", "black"), ("heavy", "heavy"), ("extrabold", "heavy"), ("semibold", "semibold"),
                               ("demibold", "semibold"), ("bold", "bold"), ("medium", "medium"), ("ultralight", "ultraLight"),
                               ("thin", "thin"), ("light", "light")] where style.contains(word) {
            return weight
        }
        return "regular"
    }

    private func font(_ draft: inout ElementDraft, of node: IBXMLTree.NodeID) {
        guard let font = tree.child(of: node, named: "fontDescription", key: "fontDescription") else { return }
        let at = f.location(font)
        if let style = tree.attribute("style", of: font) {
            draft.set("font", "system", at: at)
            if let known = Self.textStyles[style] {
                draft.set("textStyle", style.replacingOccurrences(of: "UICTFontTextStyle", with: "").lowercased(), at: at)
                draft.set("fontSize", number: known.size, at: at)
                draft.set("fontWeight", known.weight, at: at)
            }
            return
        }
        let size = tree.attribute("pointSize", of: font).flatMap { Double($0) }
            ?? tree.attribute("size", of: font).flatMap { Self.metaFontSizes[$0] }
        if let size, size > 0 { draft.set("fontSize", number: size, at: at) }
        if let type = tree.attribute("type", of: font) {
            draft.set("font", "system", at: at)
            let weight = tree.attribute("weight", of: font) ?? (type.hasPrefix("bold") ? "bold" : "regular")
            draft.set("fontWeight", weight, at: at)
        } else if let name = tree.attribute("name", of: font) {
            let family = tree.attribute("family", of: font) ?? name
            draft.set("font", family.hasPrefix(".") ? "system" : family, at: at)
            draft.set("fontWeight", Self.weight(ofFontNamed: name), at: at)
        }
    }
}
