import Foundation

/// Reads the archive format of Interface Builder 3 (`<archive type="…CocoaTouch.XIB">`, xibs
/// made before Xcode 5): objects of `IBUI…` classes whose properties are keyed children
/// (`<string key="IBUITitle">`, `<int key="IBUIStyle">`), frames as `NSFrame` strings, and
/// objects met a second time written as `<reference ref="…">`.
///
/// Each top-level view becomes a screen (a plain view or window is the screen itself, as in the
/// document format); each top-level view controller becomes screens through `IBScreenAssembler`,
/// its nested controllers standing for relationships. Custom classes come from the archive's
/// `flattenedProperties` (`N.CustomClassName`, where N is an object record's id).
struct IBArchiveReader {
    let f: IBElementFactory
    var tree: IBXMLTree { f.tree }
    /// Every object with an `id`, for resolving references.
    private let objects: [String: IBXMLTree.NodeID]
    /// Custom classes by object id.
    private let customClasses: [String: String]
    /// The views mapped so far. An archive names an object again by reference, so a broken or
    /// hostile file could list a view among its own subviews, or one view many times over; each
    /// view is mapped once.
    private let mapped = MappedViews()

    private final class MappedViews {
        var nodes = Set<IBXMLTree.NodeID>()
    }

    init(_ f: IBElementFactory) {
        self.f = f
        var objects: [String: IBXMLTree.NodeID] = [:]
        for node in f.tree.nodes.indices {
            if let id = f.tree.attribute("id", of: node), objects[id] == nil { objects[id] = node }
        }
        self.objects = objects
        self.customClasses = Self.customClasses(f.tree, objects: objects)
        self.outlets = f.code == nil ? [:] : Self.outlets(f.tree, customClasses: customClasses)
    }

    /// The outlets that point to each object, by its id (read only when the app's code was read).
    private let outlets: [String: [IBOutlet]]

    /// The archive's outlet connections (`IBCocoaTouchOutletConnection`: a `label`, a `source`
    /// and a `destination`), by the id of the object each points to.
    private static func outlets(_ tree: IBXMLTree, customClasses: [String: String]) -> [String: [IBOutlet]] {
        var outlets: [String: [IBOutlet]] = [:]
        for node in tree.nodes.indices where tree.attribute("class", of: node) == "IBCocoaTouchOutletConnection" {
            guard let label = tree.child(of: node, key: "label").flatMap({ tree.text($0) }),
                  let destination = tree.child(of: node, key: "destination").flatMap({ tree.attribute("ref", of: $0) ?? tree.attribute("id", of: $0) })
            else { continue }
            let source = tree.child(of: node, key: "source").flatMap { tree.attribute("ref", of: $0) ?? tree.attribute("id", of: $0) }
            outlets[destination, default: []].append(IBOutlet(property: String(trimmed(label)), ownerClass: source.flatMap { customClasses[$0] }))
        }
        return outlets
    }

    /// Marks the text of `draft` set at run time when the app's code sets it through an outlet.
    private func settleCodeText(_ draft: inout ElementDraft, _ object: IBXMLTree.NodeID) {
        guard let code = f.code, let id = tree.attribute("id", of: object), let outlets = outlets[id] else { return }
        IBRuntimeText.settleCodeText(&draft, outlets: outlets, code)
    }

    /// The label and element status of the view's Accessibility inspector
    /// (`IBUIAccessibilityConfiguration`), and whether the app's code sets its accessibility
    /// through an outlet or in its class (see `IBAccessibility`).
    private func accessibility(_ draft: inout ElementDraft, _ object: IBXMLTree.NodeID) {
        guard Vocabulary.sharedKinds[draft.kind]?.type(of: "accessibilityLabel") != nil else { return }
        if let configuration = child(object, "IBUIAccessibilityConfiguration") {
            if let label = string(configuration, "IBUIAccessibilityLabel"), !label.trimmingCharacters(in: .whitespaces).isEmpty {
                draft.set("accessibilityLabel", label, at: at(configuration, "IBUIAccessibilityLabel"))
            }
            if let element = bool(configuration, "IBUIIsAccessibilityElement") {
                draft.set("accessibilityElement", bool: element, at: at(configuration, "IBUIIsAccessibilityElement"))
            }
        }
        guard let code = f.code, !draft.has("accessibilityLabel"), let id = tree.attribute("id", of: object) else { return }
        let customClass = customClasses[id]
        // Views of its own, or of its content view (a cell's), in the file.
        let holdsNoViews = items(of: child(object, "NSSubviews")).isEmpty
            && (child(object, "IBUIContentView").map { items(of: child($0, "NSSubviews")).isEmpty } ?? true)
        if code.setsAccessibility(ofOutlets: (outlets[id] ?? []).map(\.property), ofClass: customClass, holdsNoViews: holdsNoViews) {
            draft.markSetAtRunTime("accessibilityLabel", at: draft.location)
        }
    }

    /// Controller classes, and what kind of controller each is.
    static let controllerKinds: [String: IBController.Kind] = [
        "IBUIViewController": .content, "IBUITableViewController": .content, "IBUICollectionViewController": .content,
        "IBUINavigationController": .navigation, "IBUITabBarController": .tabBar, "IBUISplitViewController": .other,
        "IBUIPageViewController": .other,
    ]

    private var data: IBXMLTree.NodeID? { tree.child(of: tree.root, named: "data") }

    func screens() -> [ScreenDescription] {
        guard let data else { return [] }
        var controllers: [IBController] = []
        var seen = Set<String>()
        let container = tree.child(of: data, key: "IBDocument.Objects")
        let (ownerView, ownerClass) = filesOwner(data: data, container: container)
        for object in items(of: tree.child(of: data, key: "IBDocument.RootObjects")) {
            guard let cls = tree.attribute("class", of: object) else { continue }
            if Self.controllerKinds[cls] != nil {
                read(controller: object, into: &controllers, seen: &seen)
                continue
            }
            guard IBVocabularyMap.archiveViewKinds[cls] != nil else {
                if cls.hasPrefix("IBUI") && cls != "IBUICustomObject" { f.passOver(cls) }
                continue
            }
            if cls == "IBUIWindow" && child(object, "NSSubviews") == nil { continue }
            let id = tree.attribute("id", of: object) ?? "\(tree.nodes[object].start)"
            let isOwnersView = ownerView == id
            var controller = IBController(id: id, kind: .content, location: f.location(object))
            controller.screenProperties = screenProperties(of: object, named: [
                isOwnersView ? ownerClass : nil, customClasses[id],
            ], fallback: "\(cls.dropFirst(4)) #\(id)")
            simulated(object, into: &controller)
            let height = IBFrame.screenHeight(device: device(data), orientation: controller.orientation)
            controller.content = content(of: object, asScreen: isOwnersView, fitting: isOwnersView ? height : nil)
            if !isOwnersView && cls != "IBUIView" && cls != "IBUIWindow" {
                controller.screenProperties.append(Element.Property(name: "freeStanding", value: .bool(true), location: controller.location))
            }
            if isOwnersView {
                controller.canvas = IBFrame.archive(object, f)?.canvas(storyboard: false, defaultHeight: height)
            } else if cls != "IBUIWindow", let frame = IBFrame.archive(object, f), frame.width > 0, frame.height > 0 {
                controller.freeStandingSize = (frame.width, frame.height)
            }
            controllers.append(controller)
        }
        var assembler = IBScreenAssembler(controllers: controllers, device: device(data), defaultOrientation: nil,
                                          defaultStatusBar: .inferred, path: f.path, era: f.era)
        assembler.codeSetsUnnamedTabItems = f.code?.setsTabItemsOfUnnamedClasses ?? false
        assembler.pickerSize = f.pickerSize
        return assembler.screens()
    }

    /// iPad when the file is made for it (an iPad type or runtime) or named for it (`~ipad`).
    private func device(_ data: IBXMLTree.NodeID) -> String {
        if ScreenDevice.isNamedForIPad(f.path) { return "ipad" }
        if tree.attribute("type", of: tree.root)?.contains(".iPad.") == true { return "ipad" }
        if let runtime = child(data, "IBDocument.TargetRuntimeIdentifier").flatMap(tree.text), runtime == "IBIPadFramework" { return "ipad" }
        return "iphone"
    }

    // MARK: Archive values

    /// The child of `object` with key `key`, following a reference to the object it names.
    func child(_ object: IBXMLTree.NodeID, _ key: String) -> IBXMLTree.NodeID? {
        tree.child(of: object, key: key).map(resolve)
    }

    /// The object a `<reference ref="…">` stands for, or the node itself.
    func resolve(_ node: IBXMLTree.NodeID) -> IBXMLTree.NodeID {
        guard tree.name(node) == "reference", let ref = tree.attribute("ref", of: node), let target = objects[ref] else { return node }
        return target
    }

    /// The elements of an archived array (an `<array>` or an `NSArray` object), references
    /// resolved; the coder's `EncodedWithXMLCoder` marker is not an element.
    func items(of array: IBXMLTree.NodeID?) -> [IBXMLTree.NodeID] {
        guard let array = array.map(resolve) else { return [] }
        return tree.children(of: array).compactMap { item in
            if tree.attribute("key", of: item) == "EncodedWithXMLCoder" { return nil }
            if tree.name(item) == "nil" { return nil }
            return resolve(item)
        }
    }

    func string(_ object: IBXMLTree.NodeID, _ key: String) -> String? {
        guard let node = child(object, key), tree.name(node) == "string" else { return nil }
        return Self.stringValue(tree, node)
    }

    /// A string's text, decoding the archive's `type="base64-UTF8"` strings.
    static func stringValue(_ tree: IBXMLTree, _ node: IBXMLTree.NodeID) -> String? {
        guard let text = tree.text(node) else { return nil }
        guard tree.attribute("type", of: node) == "base64-UTF8" else { return text }
        return decodeBase64(text)
    }

    /// Base64 as the archive writes it: unpadded, sometimes with a stray character at the end, so
    /// bits that do not make a whole byte are dropped.
    static func decodeBase64(_ text: String) -> String {
        var bytes: [UInt8] = []
        var buffer: UInt32 = 0, bits = 0
        for scalar in text.unicodeScalars {
            let value: UInt32
            switch scalar {
            case "A"..."Z": value = scalar.value - 65
            case "a"..."z": value = scalar.value - 97 + 26
            case "0"..."9": value = scalar.value - 48 + 52
            case "+": value = 62
            case "/": value = 63
            default: continue
            }
            buffer = (buffer << 6) | value
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((buffer >> UInt32(bits)) & 0xFF))
            }
        }
        while bytes.last == 0 { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The text of a value element (`<int>`, `<float>`, `<bool>` …) or its `value` attribute
    /// (`<integer value="1">`), without surrounding spaces.
    private func scalar(_ node: IBXMLTree.NodeID) -> Substring {
        let text = tree.attribute("value", of: node) ?? tree.text(node) ?? ""
        return Self.trimmed(text)
    }

    static func trimmed(_ text: String) -> Substring {
        var slice = Substring(text)
        while let first = slice.first, first == " " || first == "\n" || first == "\t" || first == "\r" { slice = slice.dropFirst() }
        while let last = slice.last, last == " " || last == "\n" || last == "\t" || last == "\r" { slice = slice.dropLast() }
        return slice
    }

    func int(_ object: IBXMLTree.NodeID, _ key: String) -> Int? {
        child(object, key).flatMap { Int(scalar($0)) }
    }

    func double(_ object: IBXMLTree.NodeID, _ key: String) -> Double? {
        child(object, key).flatMap { Double(scalar($0)) }
    }

    /// How a label's or a text field's lines are aligned: NSTextAlignment as iOS numbers it, 0
    /// left, 1 centre, 2 right.
    private func textAlignment(_ draft: inout ElementDraft, _ object: IBXMLTree.NodeID) {
        if let alignment = int(object, "IBUITextAlignment"), (0...2).contains(alignment) {
            draft.set("textAlignment", ["left", "center", "right"][alignment], at: at(object, "IBUITextAlignment"))
        }
    }

    /// A flag, written `<bool key="…">YES</bool>` or, by later Xcodes, `<boolean value="YES" key="…"/>`.
    func bool(_ object: IBXMLTree.NodeID, _ key: String) -> Bool? {
        guard let node = child(object, key), tree.name(node) == "bool" || tree.name(node) == "boolean" else { return nil }
        switch scalar(node) {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// The file name of an image resource (`NSCustomResource` with `NSResourceName`).
    func resourceName(_ object: IBXMLTree.NodeID, _ key: String) -> String? {
        guard let resource = child(object, key) else { return nil }
        return string(resource, "NSResourceName")
    }

    /// The key–value pairs of an archived dictionary, in any of its three encodings: children
    /// keyed by name, `dict.sortedKeys` beside `dict.values`, or `NS.key.N` beside `NS.object.N`.
    private static func pairs(_ tree: IBXMLTree, _ dictionary: IBXMLTree.NodeID, resolve: (IBXMLTree.NodeID) -> IBXMLTree.NodeID) -> [(String, IBXMLTree.NodeID)] {
        func values(_ key: String) -> [IBXMLTree.NodeID] {
            guard let list = tree.child(of: dictionary, key: key).map(resolve) else { return [] }
            return tree.children(of: list).filter { tree.attribute("key", of: $0) != "EncodedWithXMLCoder" }
        }
        if tree.child(of: dictionary, key: "dict.sortedKeys") != nil {
            let keys = values("dict.sortedKeys").compactMap { stringValue(tree, $0) }
            return Array(zip(keys, values("dict.values")))
        }
        var result: [(String, IBXMLTree.NodeID)] = []
        var byIndex: [String: IBXMLTree.NodeID] = [:]
        for child in tree.children(of: dictionary) {
            guard let key = tree.attribute("key", of: child) else { continue }
            if key.hasPrefix("NS.object.") { byIndex[String(key.dropFirst(10))] = child }
        }
        for child in tree.children(of: dictionary) {
            guard let key = tree.attribute("key", of: child), key != "EncodedWithXMLCoder" else { continue }
            if key.hasPrefix("NS.key.") {
                if let name = stringValue(tree, child), let value = byIndex[String(key.dropFirst(7))] { result.append((name, value)) }
            } else if !key.hasPrefix("NS.object.") {
                result.append((key, child))
            }
        }
        return result
    }

    /// Custom classes by object id: `flattenedProperties` names them by object record id, and
    /// the object records give each record's object.
    private static func customClasses(_ tree: IBXMLTree, objects: [String: IBXMLTree.NodeID]) -> [String: String] {
        func resolve(_ node: IBXMLTree.NodeID) -> IBXMLTree.NodeID {
            guard tree.name(node) == "reference", let ref = tree.attribute("ref", of: node), let target = objects[ref] else { return node }
            return target
        }
        guard let data = tree.child(of: tree.root, named: "data"),
              let container = tree.child(of: data, key: "IBDocument.Objects") else { return [:] }
        var objectByRecord: [String: String] = [:]
        if let records = tree.child(of: container, key: "objectRecords").map(resolve),
           let ordered = tree.child(of: records, key: "orderedObjects").map(resolve) {
            for record in tree.children(of: ordered) where tree.attribute("class", of: record) == "IBObjectRecord" {
                guard let idNode = tree.child(of: record, key: "objectID"), let recordID = tree.text(idNode).map({ String(trimmed($0)) }),
                      let object = tree.child(of: record, key: "object") else { continue }
                if let ref = tree.attribute("ref", of: object) ?? tree.attribute("id", of: object) { objectByRecord[recordID] = ref }
            }
        }
        var classes: [String: String] = [:]
        if let properties = tree.child(of: container, key: "flattenedProperties").map(resolve) {
            for (key, value) in pairs(tree, properties, resolve: resolve) where key.hasSuffix(".CustomClassName") {
                let record = String(key.dropLast(".CustomClassName".count))
                if let object = objectByRecord[record], let name = stringValue(tree, value) { classes[object] = name }
            }
        }
        return classes
    }

    /// File's Owner's class in the archive `tree` (the `IBProxyObject` of `IBFilesOwner` among its
    /// root objects, named by `flattenedProperties`), read before the file's views: whether the app
    /// ever loads the xib (`InterfaceBuilderReader.unloadedNibReason`) is asked of it first.
    static func filesOwnerClass(in tree: IBXMLTree) -> String? {
        guard let data = tree.child(of: tree.root, named: "data"),
              let roots = tree.child(of: data, key: "IBDocument.RootObjects") else { return nil }
        let owner = tree.children(of: roots).first { object in
            tree.attribute("class", of: object) == "IBProxyObject"
                && tree.child(of: object, key: "IBProxiedObjectIdentifier").flatMap(tree.text).map { trimmed($0) == "IBFilesOwner" } == true
        }
        guard let ownerID = owner.flatMap({ tree.attribute("id", of: $0) }) else { return nil }
        var objects: [String: IBXMLTree.NodeID] = [:]
        for node in tree.nodes.indices {
            if let id = tree.attribute("id", of: node), objects[id] == nil { objects[id] = node }
        }
        return customClasses(tree, objects: objects)[ownerID]
    }

    /// The object File's Owner's `view` outlet points to, and File's Owner's class.
    private func filesOwner(data: IBXMLTree.NodeID, container: IBXMLTree.NodeID?) -> (view: String?, ownerClass: String?) {
        var owner: String?
        for object in items(of: tree.child(of: data, key: "IBDocument.RootObjects"))
        where tree.attribute("class", of: object) == "IBProxyObject" && string(object, "IBProxiedObjectIdentifier") == "IBFilesOwner" {
            owner = tree.attribute("id", of: object)
        }
        guard let owner else { return (nil, nil) }
        var view: String?
        if let container {
            for record in items(of: child(container, "connectionRecords")) {
                guard let connection = child(record, "connection"),
                      tree.attribute("class", of: connection) == "IBCocoaTouchOutletConnection",
                      string(connection, "label") == "view",
                      let source = tree.child(of: connection, key: "source"), tree.attribute("ref", of: source) == owner,
                      let destination = tree.child(of: connection, key: "destination") else { continue }
                view = tree.attribute("ref", of: destination)
            }
        }
        return (view, customClasses[owner])
    }

    // MARK: Views

    func identify(_ draft: inout ElementDraft, _ object: IBXMLTree.NodeID) {
        guard let id = tree.attribute("id", of: object) else { return }
        draft.set("id", id, at: f.location(ofAttribute: "id", in: object))
        if let customClass = customClasses[id] { draft.set("customClass", customClass, at: draft.location) }
    }

    private func at(_ object: IBXMLTree.NodeID, _ key: String) -> SourceLocation {
        tree.child(of: object, key: key).map(f.location) ?? f.location(object)
    }

    private func hidden(_ object: IBXMLTree.NodeID) -> Bool {
        if bool(object, "IBUIHidden") == true { return true }
        // NSvFlags: bit 31 marks a hidden view.
        if let flags = int(object, "NSvFlags") { return UInt32(truncatingIfNeeded: flags) & 0x8000_0000 != 0 }
        return false
    }

    /// The elements an archived view and its subviews become (see `IBDocumentViews.elements`).
    func elements(of object: IBXMLTree.NodeID, in placement: IBPlacement, parentKind: String, depth: Int = 0,
                  frame givenFrame: IBFrame?? = nil) -> [Element] {
        guard depth < 256, mapped.nodes.insert(object).inserted else { return [] }
        let cls = tree.attribute("class", of: object) ?? tree.name(object)
        if f.code != nil, let id = tree.attribute("id", of: object),
           f.hiddenForGood(object, outlets: outlets[id], viewClass: customClasses[id]) {
            return []
        }
        guard var kind = IBVocabularyMap.archiveViewKinds[cls] else {
            f.passOver(cls)
            var none = ElementDraft(kind: "", location: f.location(object))
            let inner = placement.place(&none, frame: IBFrame.archive(object, f), hidden: hidden(object), misplaced: false)
            return subviews(of: object, in: inner, parentKind: parentKind, depth: depth)
        }
        // A cell outside a table (a xib's own cell, whose rows code makes) is a view of the screen.
        let cellOnItsOwn = kind == "cell" && parentKind != "tableView"
        if cellOnItsOwn { kind = "view" }
        var draft = f.draft(kind, at: object)
        identify(&draft, object)
        if cellOnItsOwn { draft.set("tableCell", bool: true, at: draft.location) }
        accessibility(&draft, object)
        switch kind {
        case "label", "searchBar":
            if let text = string(object, "IBUIText"), !text.isEmpty { draft.set("text", text, at: at(object, "IBUIText")) }
            if kind == "label" { textAlignment(&draft, object) }
        case "view" where cls == "IBUITextView":
            if let text = string(object, "IBUIText"), !text.isEmpty { draft.set("text", text, at: at(object, "IBUIText")) }
        case "button":
            control(&draft, object)
            draft.set("buttonType", IBVocabularyMap.buttonType(number: int(object, "IBUIButtonType") ?? 0), at: at(object, "IBUIButtonType"))
            if let title = string(object, "IBUINormalTitle"), !title.isEmpty { draft.set("title", title, at: at(object, "IBUINormalTitle")) }
            draft.set("image", resourceName(object, "IBUINormalImage"), at: at(object, "IBUINormalImage"))
        case "textField":
            control(&draft, object)
            textAlignment(&draft, object)
            if let text = string(object, "IBUIText"), !text.isEmpty { draft.set("text", text, at: at(object, "IBUIText")) }
            if let text = string(object, "IBUIPlaceholder"), !text.isEmpty { draft.set("placeholder", text, at: at(object, "IBUIPlaceholder")) }
            if let style = int(object, "IBUIBorderStyle").flatMap(IBVocabularyMap.borderStyle(number:)) {
                draft.set("borderStyle", style, at: at(object, "IBUIBorderStyle"))
            }
            if let traits = child(object, "IBUITextInputTraits"), let number = int(traits, "IBUIKeyboardType") {
                draft.set("keyboardType", IBVocabularyMap.keyboardType(number: number), at: at(traits, "IBUIKeyboardType"))
            }
            if let code = f.code, let id = tree.attribute("id", of: object),
               outlets[id]?.contains(where: { code.focusesWhenShown(outlet: $0.property, owner: $0.ownerClass) }) == true {
                draft.set("focusedWhenShown", bool: true, at: draft.location)
            }
        case "switch", "slider", "stepper": control(&draft, object)
        case "pageControl":
            control(&draft, object)
            draft.set("numberOfPages", number: int(object, "IBNumberOfPages").map(Double.init), at: at(object, "IBNumberOfPages"))
            draft.set("currentPage", number: int(object, "IBCurrentPage").map(Double.init), at: at(object, "IBCurrentPage"))
        case "tableView":
            if let style = int(object, "IBUIStyle") { draft.set("style", style == 1 ? "grouped" : "plain", at: at(object, "IBUIStyle")) }
        case "cell":
            if let accessory = int(object, "IBUIAccessoryType") {
                draft.set("accessory", IBVocabularyMap.accessory(number: accessory), at: at(object, "IBUIAccessoryType"))
            }
            if let selection = int(object, "IBUISelectionStyle") {
                draft.set("selectionStyle", IBVocabularyMap.selectionStyle(number: selection), at: at(object, "IBUISelectionStyle"))
            }
        case "datePicker":
            let modes = ["time", "date", "dateAndTime", "countDownTimer"]
            if let mode = int(object, "IBDatePickerMode"), modes.indices.contains(mode) {
                draft.set("mode", modes[mode], at: at(object, "IBDatePickerMode"))
            }
            draft.set("minuteInterval", number: int(object, "IBMinuteInterval").map(Double.init), at: at(object, "IBMinuteInterval"))
            draft.set("countDownDuration", number: double(object, "IBCountDownDuration"), at: at(object, "IBCountDownDuration"))
        case "activityIndicator":
            draft.set("animating", bool: bool(object, "IBUIAnimating") ?? false, at: at(object, "IBUIAnimating"))
            draft.set("hidesWhenStopped", bool: bool(object, "IBUIHidesWhenStopped"), at: at(object, "IBUIHidesWhenStopped"))
        case "toolbar", "navigationBar", "tabBar": barAppearance(&draft, object)
        default: break
        }
        IBRuntimeText.settlePlaceholder(&draft)
        settleCodeText(&draft, object)
        let inner = placement.place(&draft, frame: givenFrame ?? IBFrame.archive(object, f), hidden: hidden(object), misplaced: false)
        IBSizeInCode.settle(&draft, f.code)

        var children: [Element] = []
        switch kind {
        case "toolbar":
            children = items(of: child(object, "IBUIItems")).map { barButtonItem($0) }
        case "navigationBar":
            let navigationItems = items(of: child(object, "IBUIItems")).map(navigationItem)
            if let top = navigationItems.last {
                if let title = top.title {
                    draft.set("title", title, at: top.titleAt ?? top.location)
                } else if top.titleSetAtRunTime {
                    draft.markSetAtRunTime("title", at: top.location)
                }
                if navigationItems.count > 1, top.showsBackButton {
                    let back = IBNavigationItem.backButton(after: navigationItems[navigationItems.count - 2], controllerAt: draft.location)
                    draft.set("backButton", back.title, at: back.at)
                }
                children = top.leftItems + top.rightItems
            }
        case "tabBar":
            children = items(of: child(object, "IBUIItems")).map(tabBarItem)
        case "segmentedControl":
            children = segments(of: object)
        case "searchBar":
            children = items(of: child(object, "IBUIScopeButtonTitles")).compactMap { string in
                guard tree.name(string) == "string" else { return nil }
                var scope = f.draft("scopeButton", at: string)
                scope.set("title", Self.stringValue(tree, string), at: scope.location)
                return scope.element
            }
        default:
            break
        }
        if cls == "IBUITableViewCell" {
            // The content view is the cell's: its subviews are placed in the cell.
            let contentView = child(object, "IBUIContentView")
            for subview in items(of: child(object, "NSSubviews")) {
                if subview == contentView {
                    var none = ElementDraft(kind: "", location: f.location(subview))
                    let contentPlacement = inner.place(&none, frame: IBFrame.archive(subview, f), hidden: hidden(subview), misplaced: false)
                    children += self.subviews(of: subview, in: contentPlacement, parentKind: kind, depth: depth + 1)
                } else {
                    children += elements(of: subview, in: inner, parentKind: kind, depth: depth + 1)
                }
            }
        } else {
            children += subviews(of: object, in: inner, parentKind: kind, depth: depth)
        }
        if let code = f.code, cls == "IBUITableViewCell" {
            let outlets = outlets
            IBRowTaps.extendToRow(&children, cell: draft) { id in
                outlets[id]?.contains { code.focusesOnRowSelection(outlet: $0.property, owner: $0.ownerClass) } ?? false
            }
        }
        let rest = draft.adopt(children)
        return [draft.element] + rest
    }

    private func subviews(of object: IBXMLTree.NodeID, in placement: IBPlacement, parentKind: String, depth: Int) -> [Element] {
        var result: [Element] = []
        for subview in items(of: child(object, "NSSubviews")) {
            result += elements(of: subview, in: placement, parentKind: parentKind, depth: depth + 1)
        }
        if let code = f.code {
            IBHitTestingInCode.mark(&result, containerClass: tree.attribute("id", of: object).flatMap { customClasses[$0] }, code: code)
        }
        return result
    }

    private func control(_ draft: inout ElementDraft, _ object: IBXMLTree.NodeID) {
        if bool(object, "IBUIEnabled") == false { draft.set("enabled", bool: false, at: at(object, "IBUIEnabled")) }
    }

    /// UIBarStyle by number: 1 black; 2 (black translucent) black and translucent.
    private func barAppearance(_ draft: inout ElementDraft, _ object: IBXMLTree.NodeID) {
        let style = int(object, "IBUIBarStyle") ?? 0
        if style >= 1 && draft.kind != "tabBar" { draft.set("style", "black", at: at(object, "IBUIBarStyle")) }
        if style == 2 {
            draft.set("translucent", bool: true, at: at(object, "IBUIBarStyle"))
        } else if let translucent = bool(object, "IBUITranslucent") {
            draft.set("translucent", bool: translucent, at: at(object, "IBUITranslucent"))
        }
    }

    func barButtonItem(_ object: IBXMLTree.NodeID, side: String? = nil) -> Element {
        var item = f.draft("barButtonItem", at: object)
        identify(&item, object)
        if let title = string(object, "IBUITitle"), !title.isEmpty { item.set("title", title, at: at(object, "IBUITitle")) }
        item.set("image", resourceName(object, "IBUIImage"), at: at(object, "IBUIImage"))
        if let number = int(object, "IBUISystemItemIdentifier") {
            item.set("systemItem", IBVocabularyMap.barSystemItem(number: number), at: at(object, "IBUISystemItemIdentifier"))
        }
        if let number = int(object, "IBUIStyle") { item.set("style", IBVocabularyMap.barItemStyle(number: number), at: at(object, "IBUIStyle")) }
        if let width = double(object, "IBUIWidth"), width > 0 { item.set("width", number: width, at: at(object, "IBUIWidth")) }
        if let view = child(object, "IBUICustomView") {
            let kind = tree.attribute("class", of: view).flatMap { IBVocabularyMap.archiveViewKinds[$0] } ?? "view"
            item.set("customView", kind, at: at(object, "IBUICustomView"))
        }
        item.set("side", side, at: item.location)
        IBRuntimeText.settlePlaceholder(&item)
        settleCodeText(&item, object)
        return item.element
    }

    func tabBarItem(_ object: IBXMLTree.NodeID) -> Element {
        var item = f.draft("tabBarItem", at: object)
        identify(&item, object)
        if let title = string(object, "IBUITitle"), !title.isEmpty { item.set("title", title, at: at(object, "IBUITitle")) }
        item.set("image", resourceName(object, "IBUIImage"), at: at(object, "IBUIImage"))
        if let number = int(object, "IBUISystemItemIdentifier") {
            item.set("systemItem", IBVocabularyMap.tabSystemItem(number: number), at: at(object, "IBUISystemItemIdentifier"))
        }
        if let badge = string(object, "IBUIBadgeValue"), !badge.isEmpty { item.set("badge", badge, at: at(object, "IBUIBadgeValue")) }
        IBRuntimeText.settlePlaceholder(&item)
        settleCodeText(&item, object)
        return item.element
    }

    func navigationItem(_ object: IBXMLTree.NodeID) -> IBNavigationItem {
        var item = IBNavigationItem(location: f.location(object))
        if let title = string(object, "IBUITitle"), !title.isEmpty {
            if title == IBRuntimeText.navigationItemPlaceholder {
                item.titleSetAtRunTime = true
            } else {
                item.title = title
                item.titleAt = at(object, "IBUITitle")
            }
        }
        if let left = child(object, "IBUILeftBarButtonItem") { item.leftItems = [barButtonItem(left, side: "left")] }
        if let right = child(object, "IBUIRightBarButtonItem") { item.rightItems = [barButtonItem(right, side: "right")] }
        if let back = child(object, "IBUIBackBarButtonItem") {
            item.backTitle = string(back, "IBUITitle")
            item.backTitleAt = at(back, "IBUITitle")
        }
        item.hidesBackButton = bool(object, "IBUIHidesBackButton") ?? false
        return item
    }

    private func segments(of object: IBXMLTree.NodeID) -> [Element] {
        let titles = items(of: child(object, "IBSegmentTitles"))
        let images = items(of: child(object, "IBSegmentImages"))
        let count = int(object, "IBNumberOfSegments") ?? max(titles.count, images.count)
        return (0..<max(0, min(count, 64))).map { i in
            var segment = ElementDraft(kind: "segment", location: f.location(titles.indices.contains(i) ? titles[i] : object))
            if titles.indices.contains(i), tree.name(titles[i]) == "string", let title = Self.stringValue(tree, titles[i]), !title.isEmpty {
                segment.set("title", title, at: segment.location)
            }
            if images.indices.contains(i), let name = string(images[i], "NSResourceName") {
                segment.set("image", name, at: f.location(images[i]))
            }
            return segment.element
        }
    }

    // MARK: Controllers and screens

    private func screenProperties(of object: IBXMLTree.NodeID, named names: [String?], fallback: String) -> [Element.Property] {
        var screen = f.draft("screen", at: object)
        screen.set("name", names.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? fallback, at: screen.location)
        identify(&screen, object)
        return screen.properties
    }

    /// The simulated status bar and orientation of a view or controller.
    private func simulated(_ object: IBXMLTree.NodeID, into controller: inout IBController) {
        if let metrics = child(object, "IBUISimulatedStatusBarMetrics") {
            var bar = f.draft("statusBar", at: metrics)
            if let style = int(metrics, "IBUIStatusBarStyle") {
                bar.set("style", IBVocabularyMap.statusBarStyle(number: style), at: at(metrics, "IBUIStatusBarStyle"))
            }
            controller.statusBar = .shown(bar.element)
        }
        if let metrics = child(object, "IBUISimulatedOrientationMetrics"),
           let number = int(metrics, "IBUIInterfaceOrientation") ?? int(metrics, "interfaceOrientation") {
            controller.orientation = IBVocabularyMap.orientation(number: number)
        }
    }

    /// The elements a controller's view or a top-level view shows (see `IBDocumentReader`); a
    /// controller's root view is fitted to `screenHeight` when one is given (see `IBFrame.fitted`).
    private func content(of view: IBXMLTree.NodeID, asScreen: Bool, fitting screenHeight: Double? = nil) -> [Element] {
        let cls = tree.attribute("class", of: view)
        var frame = IBFrame.archive(view, f)
        if let screenHeight { frame = frame?.fitted(toScreenHeight: screenHeight) }
        if cls == "IBUIView" || cls == "IBUIWindow" {
            guard mapped.nodes.insert(view).inserted else { return [] }
            var none = ElementDraft(kind: "", location: f.location(view))
            let inner = IBPlacement.screen.place(&none, frame: frame, hidden: false, misplaced: false)
            return subviews(of: view, in: inner, parentKind: "screen", depth: 0)
        }
        return elements(of: view, in: asScreen ? .screen : .freeStanding, parentKind: "screen", frame: frame)
    }

    private func read(controller object: IBXMLTree.NodeID, into controllers: inout [IBController], seen: inout Set<String>,
                      depth: Int = 0) {
        guard depth < 64, let cls = tree.attribute("class", of: object), let kind = Self.controllerKinds[cls] else { return }
        let id = tree.attribute("id", of: object) ?? "\(tree.nodes[object].start)"
        // A controller met again (through a reference) is read once.
        guard seen.insert(id).inserted else { return }
        var controller = IBController(id: id, kind: kind, location: f.location(object))
        controller.isSplitView = cls == "IBUISplitViewController"
        controller.classCodeRead = IBController.classCodeRead(customClasses[id], code: f.code)
        if let code = f.code {
            controller.titledInCode = code.titlesController(ofClass: customClasses[id])
            controller.tabItemSetInCode = code.setsTabItem(ofClass: customClasses[id], outlets: outlets[id] ?? [])
            controller.barItemsInCode = code.barItemsSet(ofClass: customClasses[id])
            controller.toolbarVisibilityInCode = code.setsToolbarVisibility(ofClass: customClasses[id])
            controller.barAppearanceInCode = code.barAppearanceSet(screenClass: customClasses[id], navigationClass: nil)
        }
        if let title = string(object, "IBUITitle"), !title.isEmpty {
            controller.title = title
            controller.titleAt = at(object, "IBUITitle")
        }
        controller.navigationItem = child(object, "IBUINavigationItem").map(navigationItem)
        controller.tabBarItem = child(object, "IBUITabBarItem").map(tabBarItem)
        controller.toolbarItems = items(of: child(object, "IBUIToolbarItems")).map { barButtonItem($0) }
        controller.hidesBottomBarWhenPushed = bool(object, "IBUIHidesBottomBarWhenPushed") ?? false
        simulated(object, into: &controller)
        switch kind {
        case .content:
            controller.screenProperties = screenProperties(of: object, named: [
                controller.title, controller.navigationItem?.title, customClasses[id], string(object, "IBUINibName"),
            ], fallback: "View Controller #\(id)")
            if let view = child(object, "IBUIView") ?? child(object, "view"), let data {
                let height = IBFrame.screenHeight(device: device(data), orientation: controller.orientation)
                controller.content = content(of: view, asScreen: true, fitting: height)
                controller.canvas = IBFrame.archive(view, f)?.canvas(storyboard: false, defaultHeight: height)
            }
        case .navigation:
            if bool(object, "IBUINavigationBarHidden") != true {
                if let bar = child(object, "IBUINavigationBar") {
                    var template = f.draft("navigationBar", at: bar)
                    identify(&template, bar)
                    barAppearance(&template, bar)
                    controller.navigationBar = template
                } else {
                    controller.navigationBar = ElementDraft(kind: "navigationBar", location: controller.location)
                }
            }
            if bool(object, "IBUIToolbarHidden") == false {
                var template = ElementDraft(kind: "toolbar", location: controller.location)
                if let bar = child(object, "IBUIToolbar") {
                    template = f.draft("toolbar", at: bar)
                    identify(&template, bar)
                    barAppearance(&template, bar)
                }
                controller.toolbar = template
            }
        case .tabBar:
            var template = ElementDraft(kind: "tabBar", location: controller.location)
            if let bar = child(object, "IBUITabBar") {
                template = f.draft("tabBar", at: bar)
                identify(&template, bar)
                barAppearance(&template, bar)
            }
            controller.tabBar = template
        case .other:
            break
        }
        let first = controllers.count
        controllers.append(controller)
        var nested: [(IBXMLTree.NodeID, IBLink.Kind)] = []
        for (i, held) in items(of: child(object, "IBUIViewControllers")).enumerated() {
            nested.append((held, kind == .navigation ? (i == 0 ? .root : .push) : kind == .tabBar ? .tab : .standalone))
        }
        for key in ["IBUIMasterViewController", "IBUIDetailViewController"] {
            if let held = child(object, key) { nested.append((held, .standalone)) }
        }
        var previous = first
        for (held, link) in nested {
            let before = controllers.count
            read(controller: held, into: &controllers, seen: &seen, depth: depth + 1)
            guard controllers.count > before else { continue }
            let childID = controllers[before].id
            // A navigation controller's later controllers are pushed, each from the one before.
            if link == .push {
                controllers[previous].links.append(IBLink(destination: childID, kind: .push))
            } else {
                controllers[first].links.append(IBLink(destination: childID, kind: link))
            }
            previous = before
        }
    }
}
