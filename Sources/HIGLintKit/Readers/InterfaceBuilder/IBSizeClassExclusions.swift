/// The subviews a view installs in no size class: Interface Builder writes a subview the designer
/// unchecked "Installed" for as excluded from the default variation
/// (`<variation key="default"><mask key="subviews"><exclude reference="…"/>`), and, where it
/// is installed for some size class after all, included in that class's variation. A subview
/// excluded from the default and included in none is never added by UIKit: it is no element.
enum IBSizeClassExclusions {
    /// The ids of the subviews of `node` that no size class installs.
    static func uninstalledSubviews(of node: IBXMLTree.NodeID, _ tree: IBXMLTree) -> Set<String> {
        var excluded: Set<String> = []
        var included: Set<String> = []
        for variation in tree.children(of: node) where tree.name(variation) == "variation" {
            let isDefault = tree.attribute("key", of: variation) == "default"
            for mask in tree.children(of: variation) where tree.name(mask) == "mask" && tree.attribute("key", of: mask) == "subviews" {
                for entry in tree.children(of: mask) {
                    guard let reference = tree.attribute("reference", of: entry) else { continue }
                    switch tree.name(entry) {
                    case "exclude" where isDefault: excluded.insert(reference)
                    case "include": included.insert(reference)
                    default: break
                    }
                }
            }
        }
        return excluded.subtracting(included)
    }
}
