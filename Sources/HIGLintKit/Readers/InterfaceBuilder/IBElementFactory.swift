/// Makes higlint elements out of the nodes of an IB tree: every element and property gets the
/// line and column of the IB element or attribute it comes from, and the names of the things the
/// file uses that higlint cannot map are gathered for `--verbose`.
final class IBElementFactory {
    let tree: IBXMLTree
    let bytes: UnsafeBufferPointer<UInt8>
    let lines: LineIndex
    let path: String
    /// IB element names or classes seen and not mapped.
    var unmapped: Set<String> = []
    /// What `--verbose` tells about the file besides (the scenes that are not judged).
    var notes: [String] = []
    /// The UIKit the file is made for, from its format and `<deployment>`: the defaults that
    /// changed with iOS 7 (a bar's translucency, the black opaque status bar) are read by it.
    let era: UIKitEra
    /// How the UIKit the file is made for sizes pickers, from its format, `<deployment>` and Xcode.
    let pickerSize: UIKitPickerSize
    /// The ids of the objects an outlet points to: what the app's code reaches and may change
    /// at run time (see `IBRuntimeText`). Gathered in one pass, when first asked for.
    private(set) lazy var outletTargets: Set<String> = {
        var targets: Set<String> = []
        for node in tree.nodes.indices where tree.name(node) == "outlet" || tree.name(node) == "outletCollection" {
            if let destination = tree.attribute("destination", of: node) { targets.insert(destination) }
        }
        return targets
    }()

    /// What the app's code sets at run time on the objects of the file; nil when no code was read.
    let code: CodeTextFacts?
    /// The outlets that point to each object, by its id: each outlet's property and the class
    /// of the object that holds it (the document format's `<connections>`; the archive format
    /// gives its own, `IBArchiveReader`). Gathered when first asked for, only when code was read.
    lazy var outlets: [String: [IBOutlet]] = code == nil ? [:] : IBOutlet.documentOutlets(tree)

    /// Whether the app's code hides for good the view at `node`, of custom class `viewClass`, that
    /// `outlets` point to (`CodeVisibilityFacts`): no user sees it, so it is no element, and
    /// `--verbose` says so.
    func hiddenForGood(_ node: IBXMLTree.NodeID, outlets: [IBOutlet]?, viewClass: String?) -> Bool {
        guard let code, let outlets,
              let outlet = outlets.first(where: { code.hidesForGood(outlet: $0.property, owner: $0.ownerClass, viewClass: viewClass) })
        else { return false }
        let at = location(node)
        let id = tree.attribute("id", of: node).map { " \($0)" } ?? ""
        notes.append("\(at.line):\(at.column): view\(id) is not judged: the code of \(outlet.ownerClass ?? "its owner") hides it (\(outlet.property)) as its screen loads, and no code shows it again")
        return true
    }

    /// Whether the app's code takes out every subview of the view at `node` that `outlets` point
    /// to (`CodeVisibilityFacts.emptiedOutlets`): its subviews in the file are placeholders for
    /// views the code makes, so they are no elements, and `--verbose` says so.
    func subviewsReplacedInCode(_ node: IBXMLTree.NodeID, outlets: [IBOutlet]?) -> Bool {
        guard let code, let outlets,
              let outlet = outlets.first(where: { code.emptiesSubviews(ofOutlet: $0.property, owner: $0.ownerClass) }) else { return false }
        let at = location(node)
        let id = tree.attribute("id", of: node).map { " \($0)" } ?? ""
        notes.append("\(at.line):\(at.column): the subviews of view\(id) are not judged: the code of \(outlet.ownerClass ?? "its owner") takes them out (\(outlet.property)) to put in views it makes")
        return true
    }

    /// The app's colour sets the file may draw (`AppColorSets`); nil when the run holds none.
    let namedColors: AppColorSets.Lookup?
    /// The named colours `--verbose` has been told of.
    private var notedColorNames: Set<String> = []
    /// The named colours the file keeps a copy of (`<resources><namedColor>`), by name: their
    /// light appearance. Gathered when first asked for.
    lazy var copiedNamedColors: [(name: String, color: SRGBColor)] = {
        guard let resources = tree.child(of: tree.root, named: "resources") else { return [] }
        return tree.children(of: resources).compactMap { entry in
            guard tree.name(entry) == "namedColor", let name = tree.attribute("name", of: entry),
                  let color = tree.child(of: entry, named: "color").flatMap({ IBColor.components(of: $0, in: tree) }) else { return nil }
            return (name, color)
        }
    }()

    init(tree: IBXMLTree, bytes: UnsafeBufferPointer<UInt8>, lines: LineIndex, path: String, code: CodeTextFacts? = nil,
         namedColors: AppColorSets.Lookup? = nil) {
        self.tree = tree
        self.code = code
        self.namedColors = namedColors
        self.bytes = bytes
        self.lines = lines
        self.path = path
        let root = tree.root
        var deploymentVersion: String?
        if let dependencies = tree.child(of: root, named: "dependencies"),
           let deployment = tree.children(of: dependencies).first(where: { tree.name($0) == "deployment" }) {
            deploymentVersion = tree.attribute("version", of: deployment) ?? tree.attribute("defaultVersion", of: deployment)
        }
        era = UIKitEra.interfaceBuilder(archive: tree.name(root) == "archive", deploymentVersion: deploymentVersion)
        pickerSize = UIKitPickerSize.interfaceBuilder(archive: tree.name(root) == "archive", deploymentVersion: deploymentVersion,
                                                      toolsVersion: tree.attribute("toolsVersion", of: root))
    }

    /// The named colour `name` (a `<color name="…">` at `node`) as the app's colour sets give it,
    /// else as the file's `copy` gives its light appearance; a name found in neither is unknown.
    /// What is not found is told `--verbose` once a name.
    func namedColor(_ name: String, copy: SRGBColor?, at node: IBXMLTree.NodeID) -> IBColor.Value {
        let copied: IBColor.Value = copy.map { .color(AppearanceColor(light: $0, darkKnown: false)) } ?? .unknown
        var note: String
        switch namedColors?.color(named: name, copy: copy) {
        case .color(let color)?:
            return .color(color)
        case .system(let uikitName)?:
            return .system(uikitName)
        case .unknown(let reason)?:
            note = "the colour \(name) is not judged: \(reason)"
            if copy != nil { note = "the colour \(name) is judged in the light appearance only, from the file's copy: \(reason)" }
        case .missing(let reason)?:
            note = copy == nil ? "the colour \(name) is not judged: \(reason), nor in the file"
                : "the colour \(name) is judged in the light appearance only, from the file's copy: \(reason)"
        case nil:
            note = copy == nil ? "the colour \(name) is not judged: the run holds no asset catalog, nor the file a copy of it"
                : "the colour \(name) is judged in the light appearance only, from the file's copy: the run holds no asset catalog"
        }
        if notedColorNames.insert(name).inserted {
            let at = location(node)
            notes.append("\(at.line):\(at.column): \(note)")
        }
        // A copy that is exactly one of UIKit's label colours of lesser emphasis is a colour set that
        // refers to it (Xcode copies the reference's light look): that UIKit colour, light and dark.
        // (`placeholderTextColor` looks as `tertiaryLabelColor` does, and is taken for it.)
        if let copy, let uikit = ["secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor"].first(where: { uikitName in
            SystemColors.color(named: uikitName)?.light.agrees(with: copy) == true
        }) {
            return .system(uikit)
        }
        return copied
    }

    /// The position of the `<` of `node`'s start tag.
    func location(_ node: IBXMLTree.NodeID) -> SourceLocation {
        let p = lines.position(of: tree.nodes[node].start)
        return SourceLocation(file: path, line: p.line, column: p.column)
    }

    /// The position of attribute `name` in `node`'s start tag, or of the tag when it has none.
    func location(ofAttribute name: String, in node: IBXMLTree.NodeID) -> SourceLocation {
        guard let offset = attributeOffset(name, in: node) else { return location(node) }
        let p = lines.position(of: offset)
        return SourceLocation(file: path, line: p.line, column: p.column)
    }

    /// Where attribute `name` starts inside the start tag of `node`.
    private func attributeOffset(_ name: String, in node: IBXMLTree.NodeID) -> Int? {
        let n = tree.nodes[node]
        return XMLSourceScan.attributeNames(in: bytes, tagStart: n.start, tagEnd: n.tagEnd)
            .first { XMLSourceScan.name(name, isAt: $0, in: bytes) }?.lowerBound
    }

    /// A new element of `kind` located at `node`.
    func draft(_ kind: String, at node: IBXMLTree.NodeID) -> ElementDraft {
        ElementDraft(kind: kind, location: location(node))
    }

    /// Notes an IB element name or class that higlint does not map.
    func passOver(_ name: String) {
        unmapped.insert(name)
    }
}

/// An element being put together: properties and children are gathered here and handed to the
/// `Element` whole, so that its shared storage is made once.
struct ElementDraft {
    var kind: String
    var location: SourceLocation
    var properties: [Element.Property] = []
    var children: [Element] = []

    init(kind: String, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }

    /// Sets a property, replacing one of the same name given before.
    mutating func set(_ name: String, _ value: PropertyValue, at location: SourceLocation) {
        if let index = properties.firstIndex(where: { $0.name == name }) {
            properties[index] = .init(name: name, value: value, location: location)
        } else {
            properties.append(.init(name: name, value: value, location: location))
        }
    }

    mutating func set(_ name: String, _ text: String?, at location: SourceLocation) {
        guard let text else { return }
        set(name, .string(text), at: location)
    }

    /// Sets a number, rounded to a thousandth of a point so that sums of IB's frames read cleanly.
    mutating func set(_ name: String, number: Double?, at location: SourceLocation) {
        guard let number, number.isFinite else { return }
        set(name, .number((number * 1000).rounded() / 1000), at: location)
    }

    mutating func set(_ name: String, bool: Bool?, at location: SourceLocation) {
        guard let bool else { return }
        set(name, .bool(bool), at: location)
    }

    func has(_ name: String) -> Bool { properties.contains { $0.name == name } }

    func value(_ name: String) -> String? { properties.last { $0.name == name }?.value.text }

    mutating func remove(_ names: Set<String>) {
        properties.removeAll { names.contains($0.name) }
    }

    /// The element. Its properties are located at the element's start tag: what a finding on an
    /// Interface Builder file names is the element to change in Xcode, and a title or a state
    /// kept in a child tag (`<state key="normal" title=…>`) lies lines below it.
    var element: Element {
        let location = location
        return Element(kind: kind, properties: properties.map { property in
            var located = Element.Property(name: property.name, value: property.value, location: location)
            if property.location != location, property.location.file == location.file,
               let line = Int32(exactly: property.location.line), let column = Int32(exactly: property.location.column) {
                (located.writtenLine, located.writtenColumn) = (line, column)
            }
            return located
        }, children: children, location: location)
    }

    /// Whether the vocabulary lets this kind hold a child of `kind`.
    func accepts(_ kind: String) -> Bool {
        Vocabulary.sharedKinds[self.kind]?.spec.children.contains(kind) ?? false
    }

    /// Adds `elements` as children where the vocabulary allows them. The rest are handed back, to
    /// be placed beside this element: a view inside a button is still judged, in its superview.
    mutating func adopt(_ elements: [Element]) -> [Element] {
        var rest: [Element] = []
        for element in elements {
            if accepts(element.kind) { children.append(element) } else { rest.append(element) }
        }
        return rest
    }
}
