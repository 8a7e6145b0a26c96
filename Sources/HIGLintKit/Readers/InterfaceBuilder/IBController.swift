/// A view controller as either IB format describes it, in terms higlint can assemble screens from:
/// what it shows itself (content controllers), the bars it lends to the controllers it holds
/// (navigation and tab bar controllers), and how it leads to other controllers.
struct IBController {
    enum Kind: Equatable {
        /// Shows a view of its own: a screen is made of it.
        case content
        /// A UINavigationController: lends its navigation bar (and toolbar when shown).
        case navigation
        /// A UITabBarController: lends its tab bar to each tab.
        case tabBar
        /// Any other container (a split view controller): its children stand on their own.
        case other
    }

    var id: String
    var kind: Kind
    var location: SourceLocation
    /// A UISplitViewController: like a tab bar controller, the frame of a whole app.
    var isSplitView = false
    /// For a `viewControllerPlaceholder`: the scene of another storyboard it stands for.
    var reference: IBStoryboardReference?
    /// The `storyboardIdentifier` the app (or a storyboard reference) instantiates it by.
    var storyboardIdentifier: String?
    /// A controller of another storyboard that refers to this one's scenes, read only for what
    /// its containers lend them (`IBLentContainers`): it makes no screen of its own here.
    var isLent = false
    /// The `screen` properties of a content controller: name, id, customClass.
    var screenProperties: [Element.Property] = []
    /// The controller's `title`, which UIKit shows where its navigation item has none.
    var title: String?
    var titleAt: SourceLocation?
    var navigationItem: IBNavigationItem?
    /// Its item in a tab bar that holds it.
    var tabBarItem: Element?
    /// The controller's custom class, where it has one: a subclass may title its tabs in code.
    var customClass: String?
    /// Whether the app's code titles the controller (its `title`, its navigation item's title
    /// or title view) or sets its tab bar item (`CodeTextFacts`): the text exists though the
    /// file holds none.
    var titledInCode = false
    var tabItemSetInCode = false
    /// Whether what the controller's code sets is known: it is of no custom class, or the run
    /// read the code that declares its class (`classCodeRead(_:code:)`). The screen's `codeRead`.
    var classCodeRead = true
    /// What the app's code does to the items of each side of the controller's navigation bar
    /// (`CodeNavigationBarFacts`): a side code sets is not all in the file.
    var barItemsInCode: [CodeNavigationBarFacts.Side: CodeNavigationBarFacts.ItemChange] = [:]
    /// The navigation bar properties (`style`, `translucent`) the app's code sets on every bar or
    /// through the controller's class: on the bar of a screen it shows, or of a navigation
    /// controller of its class.
    var barAppearanceInCode: Set<String> = []
    /// Whether the app's code shows or hides the toolbar of the navigation controller the
    /// controller is in, or, for a navigation controller, its own (`CodeNavigationBarFacts`).
    var toolbarVisibilityInCode = false
    /// Whether the file writes a title for the tab bar item at all (`title=""` is a title
    /// cleared on purpose; no attribute, a title left to code).
    var tabBarItemTitleWritten = false
    /// The items a navigation controller's toolbar shows while this controller is on top.
    var toolbarItems: [Element] = []
    var hidesBottomBarWhenPushed = false
    /// The transition the controller asks for when it is presented (a segue may give another).
    var modalTransition: String?
    /// The presentation style it asks for when it is presented (`overCurrentContext`; a segue may give another).
    var modalPresentationStyle: String?
    /// The status bar Interface Builder simulates for it.
    var statusBar: IBStatusBar = .inferred
    var orientation: String?
    /// The size of the screen Interface Builder draws the controller on (its canvas), in points,
    /// when the file says it (see `IBFrame.canvas`); the screen's `width` and `height`.
    var canvas: (width: Double, height: Double)?
    /// A xib's top-level view that is not the File's Owner's view: its own size, when the file
    /// gives it (`ScreenDescription.freeStandingSize`).
    var freeStandingSize: (width: Double, height: Double)?
    /// The elements its view shows (content controllers).
    var content: [Element] = []
    /// A navigation controller's bar, or nil when it hides it; a tab bar controller's tab bar; a
    /// navigation controller's toolbar when it shows one. Each is the container's own element,
    /// located in the container, and given to every screen that shows it.
    var navigationBar: ElementDraft?
    var toolbar: ElementDraft?
    var tabBar: ElementDraft?
    var links: [IBLink] = []
    /// The storyboard's initial view controller: the first the app shows.
    var isInitial = false
}

/// How a controller leads to another: a storyboard segue, or nesting in a xib.
struct IBLink {
    enum Kind: Equatable {
        /// The root view controller of a navigation controller.
        case root
        /// One tab of a tab bar controller, in order.
        case tab
        /// Pushed onto the navigation stack the source stands in (`push`, `show`).
        case push
        /// Presented modally, with its transition when one is given.
        case modal(transition: String?)
        /// Shown on its own: a split view's master or detail, an embedded or popover controller.
        case standalone
    }

    var destination: String
    var kind: Kind
    /// The `viewControllerPlaceholder` the link went to before it was followed to the scene the
    /// placeholder names (`IBReferenceLinking`): its tab bar item, when it has one, is the tab's.
    var placeholder: String?
    /// Whether the link, followed, leads to a scene of another storyboard.
    var crossesStoryboards = false
    /// A presentation that covers the whole screen: a `modal` segue (UIKit's full-screen style
    /// before iOS 13) unless it asks for a sheet, or one that asks for `fullScreen` or
    /// `overFullScreen`. A `presentation` segue that says nothing is a sheet from iOS 13 on.
    var coversScreen = false
    /// A modal segue's presentation style, when it gives one (`formSheet`, `overCurrentContext`).
    var presentationStyle: String?
    /// A popover segue (`popover`, `popoverPresentation`, or a presentation in the `popover`
    /// style): the destination is shown in a popover, not as a screen of its own.
    var popover = false
    /// The segue's `identifier`, by which code performs it (`LoginScreenSegue`).
    var identifier: String?
    /// A segue the controller itself starts, not one of its controls, cells, bar items or gesture
    /// recognizers: only code performs it (`performSegue(withIdentifier:sender:)`), so it leads
    /// nowhere when only code that never runs names its identifier (`IBSceneReachability`).
    var manual = false
    /// An embed segue: the destination is drawn inside a container view of the source.
    var embeds = false
    /// Whether the segue animates (`animates="NO"`: the screen appears at once, as a gate shown
    /// at launch does).
    var animates = true
}

extension IBLink {
    /// Whether a presentation in `style` on `device` shows the presented controller in a panel
    /// over part of the screen rather than as a screen: a form or page sheet on iPad.
    static func showsSheet(_ style: String?, device: String) -> Bool {
        device == "ipad" && (style == "formSheet" || style == "pageSheet")
    }

    /// Whether a presentation in `style` leaves the presenting screen in sight beneath the
    /// presented one (`overCurrentContext`, `overFullScreen`): a card or a custom alert laid over
    /// the screen, not a modal view that takes its place.
    static func overlays(_ style: String?) -> Bool {
        style == "overCurrentContext" || style == "overFullScreen"
    }
}

/// The scene of another storyboard that a `viewControllerPlaceholder` (Xcode's storyboard
/// reference) stands for: the storyboard's initial scene when no identifier is given.
struct IBStoryboardReference: Equatable {
    /// The storyboard's name, without extension; nil for a scene of the same storyboard.
    var storyboard: String?
    /// The scene's `storyboardIdentifier`; nil for the initial scene.
    var identifier: String?
}

/// A navigation item: what a navigation bar shows while its controller is on top, and what the
/// next controller's back button says.
struct IBNavigationItem {
    var location: SourceLocation
    var title: String?
    var titleAt: SourceLocation?
    /// Whether the app titles the item at run time: the file holds IB's placeholder ("Title")
    /// or nothing, and an outlet points to the item (see `IBRuntimeText`).
    var titleSetAtRunTime = false
    /// Bar button items with `side` already set.
    var leftItems: [Element] = []
    var rightItems: [Element] = []
    /// The title of `backBarButtonItem`: what the back button of the next screen says.
    var backTitle: String?
    var backTitleAt: SourceLocation?
    var hidesBackButton = false
    var leftItemsSupplementBackButton = false
    /// `largeTitleDisplayMode="never"`: the bar shows this screen's title small, whatever the
    /// navigation controller prefers.
    var neverLargeTitle = false
}

/// The status bar Interface Builder simulates: inferred from the containers (or the file's
/// defaults), none at all, or one of a given element.
enum IBStatusBar {
    case inferred
    case none
    case shown(Element)
}

extension IBNavigationItem {
    /// The back button UIKit puts on the bar of the item pushed after `item`: titled with the
    /// back bar button item's title, else the item's title, else its controller's title, else
    /// "Back"; located where that title is written (or at the item or controller).
    static func backButton(after item: IBNavigationItem?, controllerTitle: String? = nil, controllerTitleAt: SourceLocation? = nil,
                           controllerAt: SourceLocation) -> (title: String, at: SourceLocation) {
        let candidates: [(String?, SourceLocation?)] = [
            (item?.backTitle, item?.backTitleAt), (item?.title, item?.titleAt), (controllerTitle, controllerTitleAt),
        ]
        let fallback = item?.location ?? controllerAt
        for case let (title?, at) in candidates where !title.isEmpty { return (title, at ?? fallback) }
        return ("Back", fallback)
    }

    /// Whether a bar showing this item shows a back button when there is an item below it:
    /// not when the item hides it, nor when left items replace it (unless they supplement it).
    var showsBackButton: Bool {
        !hidesBackButton && (leftItems.isEmpty || leftItemsSupplementBackButton)
    }
}

extension IBController {
    /// Whether the code of a controller of class `customClass` is known: the controller is of no
    /// custom class (UIKit's own, which titles nothing by itself), or the code the run read
    /// declares the class. A run that holds no code (`code` nil: a folder of storyboards and xibs
    /// alone), or holds other apps' code but not this one's, does not know what the class sets.
    /// (The code scan records the classes of the files that name a title, a text, a tab item or a
    /// nib, as nearly every controller's file does; a class it missed is taken as unknown, which
    /// turns a finding that depends on it into information, never into a warning.)
    static func classCodeRead(_ customClass: String?, code: CodeTextFacts?) -> Bool {
        guard let customClass, !customClass.isEmpty, !customClass.hasPrefix("UI") else { return true }
        return code?.declaredClasses.contains(CodeTextFacts.unqualified(customClass)) ?? false
    }
}
