/// Reads the document format of Interface Builder (`<document type="…CocoaTouch…">`, Xcode 5 and
/// later), storyboards and xibs alike, into view controllers for `IBScreenAssembler`:
///
/// - a storyboard's scenes: the controller of each scene, its segues as links;
/// - a xib's top-level objects: each view controller (and the controllers nested in it, which
///   stand for relationships), and each top-level view, which becomes a screen of its own. A
///   plain top-level view (or window) is the screen itself: its subviews are the screen's content.
///   Any other top-level view (a table, a cell, a toolbar used as an accessory view) is content of
///   its screen, but where it would stand on screen is unknown, so it gets sizes and no position.
struct IBDocumentReader {
    let f: IBElementFactory
    let views: IBDocumentViews
    var tree: IBXMLTree { f.tree }

    /// What storyboards that refer to this one lend its scenes; nil when none does.
    var lent: IBLentContainers?
    /// Read for what the file's containers lend other storyboards (`IBStoryboardReferences`):
    /// the controllers without the content of their views.
    var lendingOnly = false

    /// The device the file is made for (`device(of:)`): every screen and frame asks.
    let device: String

    init(_ f: IBElementFactory, lent: IBLentContainers? = nil) {
        self.f = f
        self.views = IBDocumentViews(f: f)
        self.lent = lent
        device = Self.device(of: f)
    }

    /// The file's name without folder and extension: what a storyboard reference calls it.
    static func storyboardName(path: String) -> String {
        var name = LastPathComponent.of(path)
        if let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex { name = name[..<dot] }
        return String(name)
    }

    /// Controller element names, and what kind of controller each is.
    static let controllerKinds: [String: IBController.Kind] = [
        "viewController": .content, "tableViewController": .content, "collectionViewController": .content,
        "glkViewController": .content, "navigationController": .navigation, "tabBarController": .tabBar,
        "splitViewController": .other, "pageViewController": .other,
    ]

    /// The UIKit class of a controller element that names no class of its own: code that sets the
    /// tab item of a variable of that class may hold it.
    static let controllerClasses: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController",
    ]

    func screens() -> [ScreenDescription] {
        var assembler = IBScreenAssembler(controllers: controllers(), device: device, defaultOrientation: defaultOrientation,
                                          defaultStatusBar: defaultStatusBar, path: f.path, era: f.era,
                                          launchScreen: tree.attribute("launchScreen", of: tree.root) == "YES")
        assembler.codeSetsUnnamedTabItems = f.code?.setsTabItemsOfUnnamedClasses ?? false
        assembler.drawnByLaterUIKit = true
        assembler.canvasInfersStatusBar = tree.attribute("type", of: tree.root)?.hasSuffix(".Storyboard.XIB") == true
        assembler.deviceID = tree.child(of: tree.root, named: "device").flatMap { tree.attribute("id", of: $0) }
        assembler.pickerSize = f.pickerSize
        return assembler.screens()
    }

    /// The controllers the file's screens are made of: a storyboard's reachable scenes, with its
    /// references followed, then the controllers other storyboards lend (`lent`); a xib's
    /// top-level controllers and views.
    func controllers() -> [IBController] {
        let document = tree.root
        var controllers: [IBController] = []
        /// Controllers the app can show without a segue: the initial one, and those it can
        /// instantiate by storyboard identifier.
        var entryPoints = Set<String>()
        if let initial = tree.attribute("initialViewController", of: document) { entryPoints.insert(initial) }
        let scenes = tree.child(of: document, named: "scenes")
        if let scenes {
            for scene in tree.children(of: scenes) where tree.name(scene) == "scene" {
                guard let objects = tree.child(of: scene, named: "objects") else { continue }
                let sceneStart = controllers.count
                var sceneLinks: [IBLink] = []
                for object in tree.children(of: objects) {
                    if tree.attribute("sceneMemberID", of: object) == "viewController" {
                        if tree.attribute("storyboardIdentifier", of: object) != nil, let id = tree.attribute("id", of: object) {
                            entryPoints.insert(id)
                        }
                        read(controller: object, into: &controllers)
                    } else {
                        // Objects beside the controller (a tap gesture recognizer) may start segues too.
                        if let connections = tree.child(of: object, named: "connections") { sceneLinks += segues(in: connections) }
                        if !IBVocabularyMap.isNonUIObject(tree.name(object)) && IBVocabularyMap.documentViewKinds[tree.name(object)] == nil {
                            f.passOver(tree.name(object))
                        }
                    }
                }
                if controllers.count > sceneStart { controllers[sceneStart].links += sceneLinks }
            }
        }
        let name = Self.storyboardName(path: f.path)
        let initial = tree.attribute("initialViewController", of: document)
        if let initial, let i = controllers.firstIndex(where: { $0.id == initial }) { controllers[i].isInitial = true }
        if scenes != nil { IBReferenceLinking.followOwn(&controllers, storyboardName: name, initial: initial, notes: &f.notes) }
        if scenes != nil && !entryPoints.isEmpty {
            let referenced = Set(lent?.referrers.flatMap(\.references).compactMap(\.target.identifier) ?? [])
            let reached = IBSceneReachability.reached(controllers, initial: initial, referenced: referenced, code: f.code)
            let codeRead = f.code.map { IBSceneReachability.readsCode(of: controllers, $0) } ?? false
            let uncalled = codeRead ? IBSceneReachability.uncalledSegues(controllers, reached: reached, code: f.code) : [:]
            for controller in controllers where !reached.contains(controller.id) {
                let reason = IBSceneReachability.reason(controller, codeRead: codeRead, uncalledSegues: uncalled[controller.id] ?? [])
                let at = "\(controller.location.line):\(controller.location.column)"
                if controller.kind != .other {
                    f.notes.append("\(at): scene \(controller.id) is not judged: \(reason)")
                } else if controller.reference != nil, uncalled[controller.id] != nil {
                    f.notes.append("\(at): storyboard reference \(controller.id) is not followed: \(reason)")
                }
            }
            controllers = controllers.filter { reached.contains($0.id) }
        }
        if scenes != nil, let lent {
            IBReferenceLinking.lend(lent, to: &controllers, storyboardName: name, initial: initial, notes: &f.notes)
        }
        if let objects = tree.child(of: document, named: "objects") {
            readTopLevel(objects, into: &controllers)
        }
        return controllers
    }

    // MARK: The file's defaults

    /// iPad when the file is made for it (`<device id="ipad…">`, or a `targetRuntime` or type of
    /// the iPad), or named for it (`Detail~ipad.xib`, which UIKit loads on iPad only), else iPhone.
    static func device(of f: IBElementFactory) -> String {
        let tree = f.tree
        let document = tree.root
        if ScreenDevice.isNamedForIPad(f.path) { return "ipad" }
        if let device = tree.child(of: document, named: "device"), let id = tree.attribute("id", of: device) {
            return id.hasPrefix("ipad") ? "ipad" : "iphone"
        }
        let runtime = tree.attribute("targetRuntime", of: document) ?? ""
        let type = tree.attribute("type", of: document) ?? ""
        return runtime.hasSuffix(".iPad") || type.contains(".iPad.") ? "ipad" : "iphone"
    }

    private var defaultMetrics: IBXMLTree.NodeID? {
        tree.child(of: tree.root, named: "simulatedMetricsContainer", key: "defaultSimulatedMetrics")
    }

    var defaultOrientation: String? {
        if let device = tree.child(of: tree.root, named: "device"),
           let orientation = tree.attribute("orientation", of: device).flatMap(IBVocabularyMap.orientation(named:)) {
            return orientation
        }
        if let metrics = defaultMetrics, let node = tree.child(of: metrics, named: "simulatedOrientationMetrics"),
           let orientation = tree.attribute("orientation", of: node).flatMap(IBVocabularyMap.orientation(named:)) {
            return orientation
        }
        return nil
    }

    var defaultStatusBar: IBStatusBar {
        guard let metrics = defaultMetrics else { return .inferred }
        for child in tree.children(of: metrics) where tree.attribute("key", of: child) == "statusBar" {
            return statusBar(child)
        }
        return .inferred
    }

    /// The status bar a simulated-metrics element describes: `<nil key=…>` is none.
    private func statusBar(_ node: IBXMLTree.NodeID) -> IBStatusBar {
        guard tree.name(node) == "simulatedStatusBarMetrics" else { return tree.name(node) == "nil" ? .none : .inferred }
        var bar = f.draft("statusBar", at: node)
        let name = tree.attribute("statusBarStyle", of: node)
        if let style = IBVocabularyMap.statusBarStyle(named: name, era: f.era), name != nil {
            bar.set("style", style, at: f.location(ofAttribute: "statusBarStyle", in: node))
        }
        return .shown(bar.element)
    }

    /// What a view or controller simulates for itself: status bar and orientation.
    private func simulated(_ node: IBXMLTree.NodeID, into controller: inout IBController) {
        for child in tree.children(of: node) {
            switch tree.attribute("key", of: child) {
            case "simulatedStatusBarMetrics"?: controller.statusBar = statusBar(child)
            case "simulatedOrientationMetrics"?:
                controller.orientation = tree.attribute("orientation", of: child).flatMap(IBVocabularyMap.orientation(named:))
            default: break
            }
        }
    }

    // MARK: Controllers

    /// Reads a controller element (and, in a xib, the controllers nested in it).
    private func read(controller node: IBXMLTree.NodeID, into controllers: inout [IBController]) {
        let name = tree.name(node)
        let kind = Self.controllerKinds[name] ?? .other
        if Self.controllerKinds[name] == nil && name != "viewControllerPlaceholder" { f.passOver(name) }
        let id = tree.attribute("id", of: node) ?? "\(tree.nodes[node].start)"
        var controller = IBController(id: id, kind: kind, location: f.location(node))
        if let title = tree.attribute("title", of: node), !title.isEmpty {
            controller.title = title
            controller.titleAt = f.location(ofAttribute: "title", in: node)
        }
        controller.customClass = tree.attribute("customClass", of: node)
        controller.classCodeRead = IBController.classCodeRead(controller.customClass, code: f.code)
        if let code = f.code {
            controller.titledInCode = code.titlesController(ofClass: controller.customClass)
            controller.tabItemSetInCode = code.setsTabItem(ofClass: controller.customClass ?? Self.controllerClasses[name], outlets: f.outlets[id] ?? [])
            controller.barItemsInCode = code.barItemsSet(ofClass: controller.customClass)
            controller.toolbarVisibilityInCode = code.setsToolbarVisibility(ofClass: controller.customClass)
            controller.barAppearanceInCode = code.barAppearanceSet(screenClass: controller.customClass, navigationClass: nil)
        }
        controller.storyboardIdentifier = tree.attribute("storyboardIdentifier", of: node)
        controller.hidesBottomBarWhenPushed = views.flag("hidesBottomBarWhenPushed", node)
        controller.isSplitView = name == "splitViewController"
        if name == "viewControllerPlaceholder" {
            controller.reference = IBStoryboardReference(storyboard: tree.attribute("storyboardName", of: node),
                                                         identifier: tree.attribute("referencedIdentifier", of: node))
        }
        controller.modalTransition = tree.attribute("modalTransitionStyle", of: node).flatMap(IBVocabularyMap.modalTransition(named:))
        controller.modalPresentationStyle = tree.attribute("modalPresentationStyle", of: node)
        simulated(node, into: &controller)
        var nested: [IBXMLTree.NodeID] = []
        var rootView: IBXMLTree.NodeID?
        for child in tree.children(of: node) {
            let childName = tree.name(child)
            switch (childName, tree.attribute("key", of: child)) {
            case ("navigationItem", "navigationItem"?): controller.navigationItem = views.navigationItem(child)
            case ("tabBarItem", "tabBarItem"?):
                controller.tabBarItem = views.tabBarItem(child, controllerTitle: controller.title,
                                                         standsInForReference: name == "viewControllerPlaceholder")
                controller.tabBarItemTitleWritten = views.text("title", of: child) != nil
            case ("toolbarItems", _): controller.toolbarItems = views.barButtonItems(in: child)
            case ("navigationBar", "navigationBar"?) where kind == .navigation:
                if !views.flag("navigationBarHidden", node) { controller.navigationBar = barTemplate(child) }
            case ("toolbar", "toolbar"?) where kind == .navigation:
                if tree.attribute("toolbarHidden", of: node) == "NO" { controller.toolbar = barTemplate(child) }
            case ("tabBar", "tabBar"?) where kind == .tabBar: controller.tabBar = barTemplate(child)
            case ("viewControllers", _):
                nested += tree.children(of: child).filter { Self.isController(tree.name($0)) }
            case (_, "view"?) where kind == .content: rootView = child
            case (_, _?) where Self.isController(childName): nested.append(child)
            case ("connections", _): controller.links += segues(in: child, manual: true)
            default: break
            }
        }
        if kind == .navigation {
            if controller.navigationBar == nil && !views.flag("navigationBarHidden", node) {
                var bar = ElementDraft(kind: "navigationBar", location: controller.location)
                if f.era.barsTranslucentByDefault { bar.set("translucent", bool: true, at: controller.location) }
                controller.navigationBar = bar
            }
            if controller.toolbar == nil && tree.attribute("toolbarHidden", of: node) == "NO" {
                // UIKit's own toolbar, which the file does not write: as translucent by default as
                // the navigation bar above.
                var toolbar = ElementDraft(kind: "toolbar", location: controller.location)
                if f.era.barsTranslucentByDefault { toolbar.set("translucent", bool: true, at: controller.location) }
                controller.toolbar = toolbar
            }
        }
        if kind == .tabBar && controller.tabBar == nil {
            controller.tabBar = ElementDraft(kind: "tabBar", location: controller.location)
        }
        if kind == .content {
            controller.screenProperties = screenProperties(of: node, named: [
                controller.title, controller.navigationItem?.title, controller.tabBarItem?.string("title"),
                tree.attribute("storyboardIdentifier", of: node), tree.attribute("customClass", of: node),
            ], fallback: "View Controller #\(id)")
            if let rootView, ["view", "window"].contains(tree.name(rootView)) {
                controller.screenProperties += views.rootBackground(of: rootView, ownerClass: tree.attribute("customClass", of: node))
            }
            if let rootView, !lendingOnly {
                // A xib's controller (not a storyboard's) has its root view fitted to the screen.
                let inXib = tree.child(of: tree.root, named: "scenes") == nil
                let height = IBFrame.screenHeight(device: device, orientation: controller.orientation ?? defaultOrientation)
                controller.content = content(of: rootView, asScreen: true, fitting: inXib ? height : nil)
                controller.canvas = IBFrame.document(rootView, f)?.canvas(storyboard: !inXib, defaultHeight: height)
            }
        }
        // Segues of buttons, cells and bar items anywhere in the scene.
        if let rootView { controller.links += segues(below: rootView) }
        for child in tree.children(of: node) where ["navigationItem", "toolbarItems"].contains(tree.name(child)) {
            controller.links += segues(below: child)
        }
        // A xib nests the controllers a container holds: the first of a navigation controller is
        // its root, and each later one is pushed from the one before.
        var nestedIndices: [Int] = []
        let first = controllers.count
        controllers.append(controller)
        for child in nested {
            let before = controllers.count
            read(controller: child, into: &controllers)
            if controllers.count > before { nestedIndices.append(before) }
        }
        for (i, index) in nestedIndices.enumerated() {
            let nestedID = controllers[index].id
            switch kind {
            case .navigation where i == 0: controllers[first].links.append(IBLink(destination: nestedID, kind: .root))
            case .navigation: controllers[nestedIndices[i - 1]].links.append(IBLink(destination: nestedID, kind: .push))
            case .tabBar: controllers[first].links.append(IBLink(destination: nestedID, kind: .tab))
            default: controllers[first].links.append(IBLink(destination: nestedID, kind: .standalone))
            }
        }
    }

    static func isController(_ name: String) -> Bool {
        controllerKinds[name] != nil || name == "viewControllerPlaceholder" || (name.hasSuffix("Controller") && name != "searchDisplayController")
    }

    /// A container's bar: its own element, with appearance and identity, and no geometry (UIKit
    /// lays container bars out itself, and the frames IB stores for them are often stale).
    private func barTemplate(_ node: IBXMLTree.NodeID) -> ElementDraft {
        let kind = tree.name(node)
        var bar = f.draft(kind, at: node)
        views.identify(&bar, node)
        views.barAppearance(&bar, node)
        if kind == "navigationBar" { views.navigationBarTitleFont(&bar, node) }
        return bar
    }

    /// The links of the segues in a `<connections>` element; `manual`: the controller's own,
    /// whose segues (not its relationships) only code performs.
    private func segues(in connections: IBXMLTree.NodeID, manual: Bool = false) -> [IBLink] {
        tree.children(of: connections).compactMap { segue in
            guard tree.name(segue) == "segue", let destination = tree.attribute("destination", of: segue) else { return nil }
            let kind: IBLink.Kind
            switch tree.attribute("kind", of: segue) {
            case "relationship":
                switch tree.attribute("relationship", of: segue) {
                case "rootViewController": kind = .root
                case "viewControllers": kind = .tab
                case "masterViewController", "detailViewController", "supplementaryViewController", "compactViewController":
                    kind = .standalone
                default: return nil
                }
            case "push", "show": kind = .push
            case "modal", "presentation":
                kind = .modal(transition: tree.attribute("modalTransitionStyle", of: segue).flatMap(IBVocabularyMap.modalTransition(named:)))
            case "showDetail", "popover", "popoverPresentation", "embed": kind = .standalone
            default: return nil
            }
            var link = IBLink(destination: destination, kind: kind)
            link.popover = ["popover", "popoverPresentation"].contains(tree.attribute("kind", of: segue))
                || tree.attribute("modalPresentationStyle", of: segue) == "popover"
            link.identifier = tree.attribute("identifier", of: segue)
            link.manual = manual && !["relationship", "embed"].contains(tree.attribute("kind", of: segue))
            link.embeds = tree.attribute("kind", of: segue) == "embed"
            link.animates = tree.attribute("animates", of: segue) != "NO"
            if case .modal = kind {
                let style = tree.attribute("modalPresentationStyle", of: segue)
                link.presentationStyle = style
                link.coversScreen = style == "fullScreen" || style == "overFullScreen"
                    || (style == nil && tree.attribute("kind", of: segue) == "modal")
            }
            return link
        }
    }

    /// The segues anywhere below `node` (a view and its controls, a navigation item's bar items).
    private func segues(below node: IBXMLTree.NodeID) -> [IBLink] {
        var links: [IBLink] = []
        var stack = [node]
        while let current = stack.popLast() {
            for child in tree.children(of: current) {
                if tree.name(child) == "connections" {
                    links += segues(in: child)
                } else if tree.name(child) != "variation" {
                    stack.append(child)
                }
            }
        }
        return links
    }

    /// The `screen` properties: a name (the first of `names` that is given, else `fallback`), the
    /// IB id and the custom class of `node`.
    private func screenProperties(of node: IBXMLTree.NodeID, named names: [String?], fallback: String) -> [Element.Property] {
        var screen = f.draft("screen", at: node)
        let name = names.lazy.compactMap { $0 }.first { !$0.isEmpty } ?? fallback
        screen.set("name", name, at: screen.location)
        views.identify(&screen, node)
        return screen.properties
    }

    /// The elements a controller's root view shows. A plain view is the screen itself: its
    /// subviews are placed on the screen. Any other view (a table view) is one element.
    /// `fitting`: the screen height a xib controller's root view is fitted to (see
    /// `IBFrame.fitted`); a storyboard's frames already match its canvas.
    /// `placed`: false for a view whose place on the screen is unknown (a fragment of a screen,
    /// see `isFragment`): its subviews are placed from its own corner (`IBPlacement.freeStanding`).
    private func content(of view: IBXMLTree.NodeID, asScreen: Bool, fitting screenHeight: Double? = nil, placed: Bool = true) -> [Element] {
        let name = tree.name(view)
        var frame = IBFrame.document(view, f)
        if let screenHeight { frame = frame?.fitted(toScreenHeight: screenHeight) }
        if name == "view" || name == "window" {
            var none = ElementDraft(kind: "", location: f.location(view))
            let inner = (placed ? IBPlacement.screen : IBPlacement.freeStanding).place(&none, frame: frame, hidden: false,
                                                 misplaced: views.flag("misplaced", view) || views.flag("ambiguous", view))
            return views.subviews(of: view, in: inner, parentKind: "screen")
        }
        return views.elements(of: view, in: asScreen ? .screen : .freeStanding, parentKind: "screen", frame: frame)
    }

    // MARK: Top-level objects of a xib

    private func readTopLevel(_ objects: IBXMLTree.NodeID, into controllers: inout [IBController]) {
        var ownerClass: String?
        var ownerView: String?
        for object in tree.children(of: objects) where tree.name(object) == "placeholder" {
            guard tree.attribute("placeholderIdentifier", of: object) == "IBFilesOwner" else { continue }
            ownerClass = tree.attribute("customClass", of: object)
            if let connections = tree.child(of: object, named: "connections") {
                for outlet in tree.children(of: connections) where tree.name(outlet) == "outlet" && tree.attribute("property", of: outlet) == "view" {
                    ownerView = tree.attribute("destination", of: outlet)
                }
            }
        }
        for object in tree.children(of: objects) {
            let name = tree.name(object)
            if Self.isController(name) {
                read(controller: object, into: &controllers)
                continue
            }
            guard IBVocabularyMap.documentViewKinds[name] != nil else {
                if !IBVocabularyMap.isNonUIObject(name) { f.passOver(name) }
                continue
            }
            // An empty window only hosts the app's controllers: no screen of its own.
            if name == "window" && tree.child(of: object, named: "subviews") == nil { continue }
            let id = tree.attribute("id", of: object) ?? "\(tree.nodes[object].start)"
            let isOwnersView = ownerView != nil && id == ownerView
            var controller = IBController(id: id, kind: .content, location: f.location(object))
            controller.screenProperties = screenProperties(of: object, named: [
                isOwnersView ? ownerClass : nil, tree.attribute("customClass", of: object), tree.attribute("userLabel", of: object),
            ], fallback: "\(Self.displayName(name)) #\(id)")
            if name == "view" || name == "window" {
                controller.screenProperties += views.rootBackground(of: object, ownerClass: isOwnersView ? ownerClass : nil)
            }
            simulated(object, into: &controller)
            let height = IBFrame.screenHeight(device: device, orientation: controller.orientation ?? defaultOrientation)
            let placed = isOwnersView || !isFragment(object, orientation: controller.orientation)
            controller.content = content(of: object, asScreen: isOwnersView, fitting: isOwnersView ? height : nil, placed: placed)
            // What `content(of:)` places from the view's own corner, not on a screen.
            if !isOwnersView && (name == "view" || name == "window" ? !placed : true) {
                controller.screenProperties.append(Element.Property(name: "freeStanding", value: .bool(true), location: controller.location))
            }
            if isOwnersView {
                controller.canvas = IBFrame.document(object, f)?.canvas(storyboard: false, defaultHeight: height)
            } else if name != "window", let frame = IBFrame.document(object, f), frame.width > 0, frame.height > 0 {
                controller.freeStandingSize = (frame.width, frame.height)
            }
            controllers.append(controller)
        }
    }

    /// Whether a top-level view that is not the File's Owner's view is a fragment of a screen (a
    /// panel, a header, a background a view class loads): shorter than the file's device canvas
    /// (`<device>`, else UIKit's screen of 2010) by more than a status bar and a navigation bar.
    /// Where such a view stands on the screen is not known, so bars in it are not judged against
    /// the screen's edges.
    private func isFragment(_ view: IBXMLTree.NodeID, orientation: String?) -> Bool {
        guard tree.name(view) == "view", let frame = IBFrame.document(view, f), frame.height > 0 else { return false }
        let orientation = orientation ?? defaultOrientation
        let deviceID = tree.child(of: tree.root, named: "device").flatMap { tree.attribute("id", of: $0) }
        let screenHeight = deviceID.flatMap { IBDeviceCanvas.height(id: $0, orientation: orientation) }
            ?? IBFrame.screenHeight(device: device, orientation: orientation)
        return frame.height < screenHeight - 64
    }

    /// An element name as words: `tableViewCell` → "Table View Cell".
    static func displayName(_ name: String) -> String {
        var words = ""
        for character in name {
            if character.isUppercase { words += " " }
            words.append(words.isEmpty ? Character(character.uppercased()) : character)
        }
        return words
    }
}
