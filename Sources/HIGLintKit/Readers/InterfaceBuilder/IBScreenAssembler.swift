/// Makes the screens of an IB file from its view controllers, as UIKit would show them: each
/// content controller becomes a screen with the bars of the containers that hold it.
///
/// - A navigation controller's bar goes to its root controller (`navigation` root) and to the
///   controllers pushed onto its stack (`navigation` pushed). The title is the top controller's
///   navigation item's (or the controller's title); a pushed controller gets a back button titled
///   as UIKit titles it, from the previous controller: its navigation item's back bar button item,
///   else its title, else "Back".
/// - A shown toolbar (`toolbarHidden="NO"`) holds the top controller's toolbar items.
/// - A tab bar controller's tab bar, with one item per tab in order, goes to every tab, unless a
///   pushed controller hides the bottom bar or the stack it is pushed onto covers the tab bar.
/// - A controller presented modally gets its bars and content inside a `modalView` with the
///   segue's transition, unless the presentation enters the app (`IBAppEntrances`: a tab bar
///   controller, or a login that presents one): then it stands on its own. So does the root of
///   a presented navigation stack; the controllers pushed onto it are steps of its task, judged
///   as pushed screens (their back button leads to the screen with the task's buttons). A
///   presentation laid over the presenter (`overCurrentContext`, `overFullScreen`: a card, a
///   custom alert) is no modal view either.
/// - A controller shown in a popover, or in a form or page sheet on iPad, and the controllers
///   pushed onto a stack shown so, get the screen's `presentation` (`popover`, `sheet`): a panel
///   over part of the screen, not a screen of the app in an orientation.
/// - A controller pushed from one that stands in no navigation stack of the file (the app makes
///   the navigation controller in code) stands on its own: the file does not show its bars.
/// - A link to a storyboard reference leads to the scene it names (`IBReferenceLinking`); the
///   controllers of other storyboards that refer to this one's scenes come last, lent
///   (`IBController.isLent`): they make no screens, and lend their bars as the file's own would.
///
/// Bars keep the location of the container's own element, so the same bar has the same location
/// in every screen that shows it. When a controller is reached in several ways, the first link in
/// file order that makes it a member of a container wins (a root or tab relationship before a push).
struct IBScreenAssembler {
    let controllers: [IBController]
    let device: String
    /// The orientation and status bar the file sets for all its screens, where a controller and
    /// its containers set none.
    let defaultOrientation: String?
    let defaultStatusBar: IBStatusBar
    let path: String
    /// The file is a launch screen (`launchScreen="YES"`): every screen gets `launchScreen`.
    let launchScreen: Bool
    /// The UIKit the file is made for: every screen gets it as `uikit`.
    let era: UIKitEra
    /// Whether Interface Builder's canvas shows a status bar where the file leaves it to be
    /// inferred (a storyboard's scenes do; a xib's views show none unless their metrics say so).
    var canvasInfersStatusBar = false
    /// The device the file is drawn on (`<device id=…>`), which gives its status bar's height.
    var deviceID: String?
    /// Controllers by id (the first of an id, should a file repeat one).
    private let index: [String: Int]
    /// The controllers an embed segue draws inside another's container view.
    private let embedded: Set<String>

    init(controllers: [IBController], device: String, defaultOrientation: String?, defaultStatusBar: IBStatusBar, path: String,
         era: UIKitEra, launchScreen: Bool = false) {
        self.launchScreen = launchScreen
        self.era = era
        self.controllers = controllers
        self.device = device
        self.defaultOrientation = defaultOrientation
        self.defaultStatusBar = defaultStatusBar
        self.path = path
        var index: [String: Int] = [:]
        for (i, c) in controllers.enumerated() where index[c.id] == nil { index[c.id] = i }
        self.index = index
        embedded = Set(controllers.flatMap { $0.links.filter(\.embeds).map(\.destination) })
    }

    private struct Parent {
        var controller: Int
        var kind: IBLink.Kind
        /// A presentation laid over the presenter (`IBLink.overlays`).
        var overlay = false
        /// How the link shows the controller when not as a screen: `popover`, or `sheet` (an
        /// iPad form or page sheet).
        var panel: String?
    }

    /// Each controller's way up, and where each stands in a navigation stack once known. A
    /// place, once found, never changes (links are only ever added), so only found places are kept.
    private final class Links {
        var parents: [Parent?]
        var places: [NavigationPlace?]
        var visiting: [Bool]
        /// The presented controllers that enter the app rather than ask for a task (`IBAppEntrances`).
        var appEntrances = Set<Int>()

        init(count: Int) {
            parents = Array(repeating: nil, count: count)
            places = Array(repeating: nil, count: count)
            visiting = Array(repeating: false, count: count)
        }
    }

    func screens() -> [ScreenDescription] {
        let links = Links(count: controllers.count)
        // Containment first: root and tab relationships, standalone children.
        var contained: [[Int]] = Array(repeating: [], count: controllers.count)
        for (i, c) in controllers.enumerated() {
            for link in c.links {
                guard let d = index[link.destination], d != i, links.parents[d] == nil else { continue }
                switch link.kind {
                case .root where c.kind == .navigation: links.parents[d] = Parent(controller: i, kind: .root)
                case .tab where c.kind == .tabBar: links.parents[d] = Parent(controller: i, kind: .tab)
                case .standalone: links.parents[d] = Parent(controller: i, kind: .standalone, panel: link.popover ? "popover" : nil)
                default: continue
                }
                contained[i].append(d)
            }
        }
        // Pushes, breadth first: a controller pushed onto a stack may push others in turn, and so
        // may the controllers it holds. A navigation controller cannot be pushed: UIKit presents
        // it modally. A push from a controller that stands in no stack of this file comes from a
        // navigation controller the app makes in code, whose bar the file does not show: the
        // pushed controller then stands on its own.
        var queue = Array(controllers.indices)
        var head = 0
        var presented: [(from: Int, to: Int)] = []
        while head < queue.count {
            let i = queue[head]
            head += 1
            for link in controllers[i].links where link.kind == .push {
                guard let d = index[link.destination], d != i, links.parents[d] == nil else { continue }
                if controllers[d].kind == .navigation {
                    presented.append((i, d))
                } else if place(i, links) != nil {
                    links.parents[d] = Parent(controller: i, kind: .push)
                    var held = [d]
                    while let next = held.popLast() {
                        queue.append(next)
                        held += contained[next]
                    }
                }
            }
        }
        for (from, to) in presented where links.parents[to] == nil {
            links.parents[to] = Parent(controller: from, kind: .modal(transition: nil))
        }
        for (i, c) in controllers.enumerated() {
            for link in c.links {
                guard case .modal = link.kind, let d = index[link.destination], d != i, links.parents[d] == nil else { continue }
                let style = link.presentationStyle ?? controllers[d].modalPresentationStyle
                let panel = link.popover ? "popover" : IBLink.showsSheet(style, device: device) ? "sheet" : nil
                links.parents[d] = Parent(controller: i, kind: link.kind, overlay: IBLink.overlays(style), panel: panel)
            }
        }
        links.appEntrances = IBAppEntrances.controllers(controllers, index: index) { presentedStep(of: $0, links) }
        return controllers.indices.filter { controllers[$0].kind == .content && !controllers[$0].isLent }.map { screen(for: $0, links) }
    }

    /// The presented controller `c` is shown in: the first controller on its way up that is
    /// presented modally, or nil when none is.
    private func presentedStep(of c: Int, _ links: Links) -> Int? {
        var current = c
        for _ in 0..<controllers.count {
            guard let parent = links.parents[current] else { return nil }
            if case .modal = parent.kind { return current }
            current = parent.controller
        }
        return nil
    }

    private func place(_ c: Int, _ links: Links) -> NavigationPlace? {
        if let known = links.places[c] { return known }
        guard !links.visiting[c] else { return nil }
        links.visiting[c] = true
        defer { links.visiting[c] = false }
        var current = c
        for _ in 0..<controllers.count {
            guard let parent = links.parents[current] else { return nil }
            switch parent.kind {
            case .root:
                let found = NavigationPlace(navigation: parent.controller, member: current, previous: nil)
                links.places[c] = found
                return found
            case .push:
                guard let below = place(parent.controller, links) else { return nil }
                let found = NavigationPlace(navigation: below.navigation, member: current, previous: below.member)
                links.places[c] = found
                return found
            case .tab:
                current = parent.controller
            case .modal, .standalone:
                return nil
            }
        }
        return nil
    }

    /// Where a controller stands in a navigation stack: the navigation controller, the member of
    /// its stack on the controller's way up (the controller itself, or the tab bar controller
    /// that holds it), and the member below it when that one was pushed.
    private struct NavigationPlace {
        var navigation: Int
        var member: Int
        var previous: Int?
    }

    private func screen(for c: Int, _ links: Links) -> ScreenDescription {
        let controller = controllers[c]
        var chain: [Int] = [c]
        var navigationPlace: NavigationPlace?
        var tabBarController: Int?
        var presented: (controller: Int, transition: String?)?
        var hidesBottomBar = false
        // A popover or an iPad sheet the screen is shown in (`IBLink.popover`, `IBLink.showsSheet`).
        var panel: String?

        var current = c
        walk: for _ in 0..<controllers.count {
            guard let parent = links.parents[current] else { break }
            if panel == nil { panel = parent.panel }
            switch parent.kind {
            case .root:
                if navigationPlace == nil { navigationPlace = NavigationPlace(navigation: parent.controller, member: current, previous: nil) }
                current = parent.controller
            case .push:
                guard let below = place(parent.controller, links) else { break walk }
                if navigationPlace == nil {
                    navigationPlace = NavigationPlace(navigation: below.navigation, member: current, previous: below.member)
                    hidesBottomBar = pushedMembersHideBottomBar(from: current, links)
                }
                current = below.navigation
            case .tab:
                if tabBarController == nil { tabBarController = parent.controller }
                current = parent.controller
            case .modal(let transition):
                // Entering the app (after an intro or a login) is no modal task: the screen stands on
                // its own. A screen pushed onto a presented navigation stack is a step of the task
                // whose first screen holds its Cancel and Done: it is judged as a pushed screen.
                // A card laid over the presenter (`overCurrentContext`) is a custom alert rather
                // than a modal view: it stands on its own too.
                if !links.appEntrances.contains(current) && navigationPlace?.previous == nil && !parent.overlay {
                    presented = (current, transition)
                }
                break walk
            case .standalone:
                break walk
            }
            chain.append(current)
        }

        var screen = ElementDraft(kind: "screen", location: controller.location)
        screen.properties = controller.screenProperties
        screen.set("device", device, at: controller.location)
        screen.set("uikit", era.rawValue, at: controller.location)
        if era == .ios6 && drawnByLaterUIKit { screen.set("laterUIKit", bool: true, at: controller.location) }
        screen.set("pickerSize", pickerSize.rawValue, at: controller.location)
        // A file made for iOS 9 or later (resizable pickers) is made for a UIKit that opens Settings.
        if pickerSize == .layout { screen.set("openSettingsURL", bool: true, at: controller.location) }
        if !controller.classCodeRead { screen.set("codeRead", bool: false, at: controller.location) }
        let orientation = chain.lazy.compactMap({ self.controllers[$0].orientation }).first ?? defaultOrientation
        if let orientation {
            screen.set("orientation", orientation, at: controller.location)
        }
        if let canvas = controller.canvas {
            screen.set("width", number: canvas.width, at: controller.location)
            screen.set("height", number: canvas.height, at: controller.location)
        }
        if launchScreen { screen.set("launchScreen", bool: true, at: controller.location) }
        screen.set("presentation", panel, at: controller.location)
        var bars: [Element] = []
        var bottom: [Element] = []
        if let navigationPlace {
            let navigationController = controllers[navigationPlace.navigation]
            screen.set("navigation", navigationPlace.previous == nil ? "root" : "pushed", at: controller.location)
            // A pushed screen whose content leads with a heading or a web page names its place there.
            if navigationPlace.previous != nil, presented == nil,
               let lead = IBModalLead.lead(of: controller.content, screenWidth: controller.canvas?.width, screenHeight: controller.canvas?.height),
               lead != .banner {
                screen.set("leadingContent", lead.rawValue, at: controller.location)
            }
            if let template = navigationController.navigationBar {
                bars.append(navigationBar(template, member: controllers[navigationPlace.member],
                                          previous: navigationPlace.previous.map { controllers[$0] },
                                          lent: navigationController.isLent,
                                          appearanceInCode: navigationController.barAppearanceInCode))
            }
            if var toolbar = navigationController.toolbar {
                toolbar.children = controllers[navigationPlace.member].toolbarItems
                // Code that shows or hides the toolbar decides whether the file's shows at all.
                if navigationController.toolbarVisibilityInCode || controllers[navigationPlace.member].toolbarVisibilityInCode {
                    toolbar.set("visibilityInCode", bool: true, at: toolbar.location)
                }
                bottom.append(toolbar.element)
            }
        }
        if let tabBarController, !hidesBottomBar, var tabBar = controllers[tabBarController].tabBar {
            tabBar.children = tabItems(of: tabBarController)
            bottom.append(tabBar.element)
        }

        var statusBar: Element?
        var statusSetting = IBStatusBar.inferred
        for member in chain {
            if case .inferred = controllers[member].statusBar { continue }
            statusSetting = controllers[member].statusBar
            break
        }
        if case .inferred = statusSetting { statusSetting = defaultStatusBar }
        if case .shown(let element) = statusSetting { statusBar = element }

        let shown = bars + controller.content + bottom
        if let presented {
            var modal = ElementDraft(kind: "modalView", location: controllers[presented.controller].location)
            modal.set("transition", presented.transition ?? controllers[presented.controller].modalTransition,
                      at: controllers[presented.controller].location)
            modal.children = shown
            if let lead = IBModalLead.lead(of: controller.content, screenWidth: controller.canvas?.width, screenHeight: controller.canvas?.height) {
                modal.set("leadingContent", lead.rawValue, at: controllers[presented.controller].location)
            }
            screen.children = (statusBar.map { [$0] } ?? []) + [modal.element]
        } else {
            screen.children = (statusBar.map { [$0] } ?? []) + shown
        }
        var description = ScreenDescription(path: path, syntax: .interfaceBuilder, root: screen.element)
        description.freeStandingSize = controller.freeStandingSize
        description.canvasStatusBarHeight = canvasStatusBarHeight(of: controller, setting: statusSetting, orientation: orientation, panel: panel)
        return description
    }

    /// The height of the status bar Interface Builder's canvas shows at the top of `controller`'s
    /// scene: the device's (20 points, or the safe area's top on a device with a notch or an island),
    /// for a status bar the file shows, and for one it leaves inferred in a storyboard scene that
    /// stands on the screen (not a panel, not a controller embedded in another's container view,
    /// not a freeform strip much lower than the device).
    private func canvasStatusBarHeight(of controller: IBController, setting: IBStatusBar, orientation: String?, panel: String?) -> Double? {
        let height = IBDeviceCanvas.statusBarHeight(id: deviceID, orientation: orientation)
        let deviceHeight = deviceID.flatMap { IBDeviceCanvas.height(id: $0, orientation: orientation) }
        switch setting {
        case .shown: return height
        case .none: return nil
        case .inferred:
            guard canvasInfersStatusBar, panel == nil, !embedded.contains(controller.id) else { return nil }
            if let canvas = controller.canvas, let deviceHeight, canvas.height < deviceHeight / 2 { return nil }
            return height
        }
    }

    /// Whether a controller pushed onto a stack, or one pushed before it (above the root), hides
    /// the bottom bar: UIKit then hides the tab bar while it is on top.
    private func pushedMembersHideBottomBar(from c: Int, _ links: Links) -> Bool {
        var member = c
        for _ in 0..<controllers.count {
            if controllers[member].hidesBottomBarWhenPushed { return true }
            guard let parent = links.parents[member], parent.kind == .push, let below = place(parent.controller, links) else { return false }
            member = below.member
        }
        return false
    }

    /// The navigation bar of a screen: the container's bar with the top controller's title and
    /// items, and the back button UIKit would make from the controller below. `lent`: the bar is
    /// another storyboard's, whose reference leads to this scene: Interface Builder gives the scene
    /// no navigation item to title, so a scene with none is titled in code.
    /// `appearanceInCode`: the bar properties the navigation controller's code sets; with those
    /// the top controller's code sets, they are unknown (set at run time). A side whose items the
    /// controller's code sets says so (`leftItemsInCode`, `rightItemsInCode`).
    private func navigationBar(_ template: ElementDraft, member: IBController, previous: IBController?, lent: Bool,
                               appearanceInCode: Set<String> = []) -> Element {
        var bar = template
        for property in appearanceInCode.union(member.barAppearanceInCode).sorted() {
            bar.markSetAtRunTime(property, at: bar.location)
        }
        for (side, change) in member.barItemsInCode.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            bar.set(side.rawValue + "ItemsInCode", change.rawValue, at: member.location)
        }
        let item = member.navigationItem
        if let title = item?.title ?? member.title, !title.isEmpty {
            bar.set("title", title, at: item?.titleAt ?? member.titleAt ?? item?.location ?? member.location)
        } else if item?.titleSetAtRunTime ?? false || member.titledInCode {
            bar.markSetAtRunTime("title", at: item?.location ?? member.location)
        } else if lent && item == nil && !member.isLent {
            bar.markSetAtRunTime("title", at: member.location)
        }
        if let previous, item?.showsBackButton ?? true {
            let back = IBNavigationItem.backButton(after: previous.navigationItem, controllerTitle: previous.title,
                                                   controllerTitleAt: previous.titleAt, controllerAt: previous.location)
            bar.set("backButton", back.title, at: back.at)
        }
        if item?.neverLargeTitle == true { bar.remove(["largeTitles"]) }
        bar.children = (item?.leftItems ?? []) + (item?.rightItems ?? [])
        return bar.element
    }

    /// What the app's code sets of the tab bar item of the tab `tab` (`CodeTextFacts`): a tab
    /// item made in code has its title and image; a controller titled in code titles its tab
    /// item too, as does the root of a navigation controller that is the tab.
    private func tabTextInCode(of tab: Int) -> (title: Bool, image: Bool) {
        var controller = controllers[tab]
        if controller.kind == .navigation, !controller.tabItemSetInCode,
           let root = controller.links.first(where: { $0.kind == .root }).flatMap({ index[$0.destination] }) {
            controller = controllers[root]
        }
        return (controller.titledInCode || controller.tabItemSetInCode || codeSetsUnnamedTabItems, controller.tabItemSetInCode)
    }

    /// `item` with `property` marked set at run time, its value dropped.
    private static func marked(_ item: Element, _ property: String) -> Element {
        var item = item
        item.properties.removeAll { $0.name == property }
        let listed = (item.string(Vocabulary.setAtRunTime) ?? "").split(separator: " ").map(String.init)
        item.properties.removeAll { $0.name == Vocabulary.setAtRunTime }
        item.properties.append(.init(name: Vocabulary.setAtRunTime, value: .string((listed + [property]).joined(separator: " ")), location: item.location))
        return item
    }

    /// Whether the app's code sets tab bar items of controllers it names by no class (`CodeTextFacts`).
    var codeSetsUnnamedTabItems = false
    /// Whether the app, built from a file of the document format (Xcode 5 and later, the iOS 7
    /// SDK), is drawn by the UIKit of iOS 7 and later there, whatever its deployment target.
    var drawnByLaterUIKit = false
    /// How the UIKit the file is made for sizes pickers: every screen gets it as `pickerSize`.
    var pickerSize = UIKitPickerSize.keyboard

    /// One tab bar item per tab, in order: the tab's own item, or one titled with the tab's title
    /// where it has none. A tab bar controller of a custom class whose tab's item has no title
    /// written at all titles it in code (`tabBar.items?[0].title = …`): the title is set at run
    /// time. An item whose title was cleared (`title=""`) stays untitled.
    private func tabItems(of tabBarController: Int) -> [Element] {
        let titlesInCode = !(controllers[tabBarController].customClass ?? "").isEmpty
        return controllers[tabBarController].links.compactMap { link -> Element? in
            guard link.kind == .tab, let d = index[link.destination] else { return nil }
            var tab = controllers[d]
            // A storyboard reference's own tab bar item is the tab's (UIKit gives it to the scene it loads).
            if let placeholder = link.placeholder.flatMap({ index[$0] }), let item = controllers[placeholder].tabBarItem {
                tab.tabBarItem = item
                tab.tabBarItemTitleWritten = controllers[placeholder].tabBarItemTitleWritten
            }
            let textInCode = tabTextInCode(of: d)
            if var item = tab.tabBarItem {
                let titled = titlesInCode && !tab.tabBarItemTitleWritten || textInCode.title
                if titled && item.string("systemItem") == nil && (item.string("title") ?? "").isEmpty && !item.isSetAtRunTime("title") {
                    item = Self.marked(item, "title")
                }
                if textInCode.image && item.string("systemItem") == nil && (item.string("image") ?? "").isEmpty {
                    item = Self.marked(item, "image")
                }
                return item
            }
            var item = ElementDraft(kind: "tabBarItem", location: tab.location)
            if let title = tab.title, !title.isEmpty {
                item.set("title", title, at: tab.titleAt ?? tab.location)
            } else if textInCode.title {
                item.markSetAtRunTime("title", at: tab.location)
            }
            if textInCode.image { item.markSetAtRunTime("image", at: tab.location) }
            return item.element
        }
    }
}
