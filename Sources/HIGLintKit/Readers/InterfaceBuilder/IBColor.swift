/// A `<color>` of the document format as the colour UIKit draws: its components in the colour
/// space it names (`ColorSpaceConversion`), a UIKit colour (`systemColor`,
/// `cocoaTouchSystemColor`: `SystemColors`), or a named colour of the app (`name`): the colour
/// set of that name in the app's asset catalogs (`AppColorSets`), light and dark, as UIKit loads
/// it; else the copy the file keeps in `<resources><namedColor>`, which is the light appearance
/// only. A name found in neither is not known, and `--verbose` says so.
enum IBColor {
    /// What a `<color>` says: a colour, a UIKit colour by its name (which the description
    /// format keeps, so that a rule can tell UIKit's own colours), or one whose look the file
    /// cannot tell (a pattern, the tint, a named colour the file does not hold).
    enum Value: Equatable {
        case color(AppearanceColor)
        case system(String)
        case unknown
    }

    /// `factory`: the file's, which resolves a named colour in the app's colour sets and notes one
    /// not found; without it, a named colour is the file's copy.
    static func value(of node: IBXMLTree.NodeID, in tree: IBXMLTree, factory: IBElementFactory? = nil) -> Value {
        if let system = tree.attribute("systemColor", of: node) {
            // IB of Xcode 11 and later writes the iOS 13 name; the old one means iOS 13's colour too.
            let name = system == "groupTableViewBackgroundColor" ? "systemGroupedBackgroundColor" : system
            if SystemColors.color(named: name) != nil { return .system(name) }
            return resource(named: system, kind: "systemColor", in: tree).map { .color(AppearanceColor(light: $0, darkKnown: false)) } ?? .unknown
        }
        if let system = tree.attribute("cocoaTouchSystemColor", of: node) {
            return SystemColors.color(named: system) != nil ? .system(system) : .unknown
        }
        if let name = tree.attribute("name", of: node) {
            if tree.attribute("catalog", of: node) != nil {
                // A Mac catalog colour (`textColor` of catalog `System`), which some iOS files
                // hold: what UIKit draws for it is not documented.
                return .unknown
            }
            let copy = resource(named: name, kind: "namedColor", in: tree)
            guard let factory else { return copy.map { .color(AppearanceColor(light: $0, darkKnown: false)) } ?? .unknown }
            return factory.namedColor(name, copy: copy, at: node)
        }
        return components(of: node, in: tree).map { .color(AppearanceColor(light: $0)) } ?? .unknown
    }

    /// The components of a `<color>` that writes them, converted to sRGB.
    static func components(of node: IBXMLTree.NodeID, in tree: IBXMLTree) -> SRGBColor? {
        func number(_ name: String) -> Double? { tree.attribute(name, of: node).flatMap { Double($0) } }
        var space = tree.attribute("colorSpace", of: node) ?? ""
        if space == "custom" { space = tree.attribute("customColorSpace", of: node) ?? "" }
        return ColorSpaceConversion.interfaceBuilder(space: space, red: number("red"), green: number("green"), blue: number("blue"),
                                                     white: number("white"), alpha: number("alpha") ?? 1)
    }

    /// The light value of a named or system colour, from the document's `<resources>`.
    private static func resource(named name: String, kind: String, in tree: IBXMLTree) -> SRGBColor? {
        guard let resources = tree.child(of: tree.root, named: "resources") else { return nil }
        for entry in tree.children(of: resources) where tree.name(entry) == kind && tree.attribute("name", of: entry) == name {
            guard let color = tree.child(of: entry, named: "color") else { return nil }
            return components(of: color, in: tree)
        }
        return nil
    }
}

extension IBColor.Value {
    /// The colour, when its look is known.
    var color: AppearanceColor? {
        switch self {
        case .color(let color): return color
        case .system(let name): return SystemColors.color(named: name)
        case .unknown: return nil
        }
    }
}
