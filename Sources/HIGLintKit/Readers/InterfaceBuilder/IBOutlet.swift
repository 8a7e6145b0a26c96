/// An outlet of an Interface Builder file: the property of an object (a view controller, File's
/// Owner, a cell) that points to another object, through which the app's code reaches it and
/// may set its text (`CodeTextFacts`).
struct IBOutlet: Equatable {
    /// The outlet's property (`cancelButton`).
    var property: String
    /// The class of the object that holds the outlet: its custom class, nil when it has none.
    var ownerClass: String?

    /// The outlets of a document-format file by the id of the object each points to: each
    /// `<outlet property="…" destination="…"/>` under the `<connections>` of its holder.
    static func documentOutlets(_ tree: IBXMLTree) -> [String: [IBOutlet]] {
        var outlets: [String: [IBOutlet]] = [:]
        for node in tree.nodes.indices where tree.name(node) == "outlet" || tree.name(node) == "outletCollection" {
            guard let property = tree.attribute("property", of: node), let destination = tree.attribute("destination", of: node) else { continue }
            let holder = tree.parent(of: node).flatMap { tree.parent(of: $0) }
            outlets[destination, default: []].append(IBOutlet(property: property, ownerClass: holder.flatMap { tree.attribute("customClass", of: $0) }))
        }
        return outlets
    }

    /// Whether `code` sets the text of an object these outlets point to.
    static func textSetInCode(through outlets: [IBOutlet], _ code: CodeTextFacts) -> Bool {
        outlets.contains { code.setsText(ofOutlet: $0.property, owner: $0.ownerClass) }
    }
}
