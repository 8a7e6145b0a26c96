/// The description format: which element kinds exist, which properties each takes (with the
/// value UIKit assumes when one is left out) and which children each may hold. The readers accept
/// anything well-formed; the schema check compares what they read with this table, and the
/// shipped XSD and JSON Schema are generated from it.
struct KindSpec: Sendable {
    var name: String
    var summary: String
    var properties: [String: PropertyType]
    var required: [String]
    var children: Set<String>
    /// Values a property has when the description leaves it out (UIKit's defaults). Rules see
    /// these, so `where: { style: plain }` also matches a bar button item without a style.
    var defaults: [String: String]
    /// Defaults that depend on another property of the same element, tried in order before
    /// `defaults`: a system Edit item without a style is bordered, not plain.
    var conditionalDefaults: [ConditionalDefault]

    init(_ name: String, _ summary: String, properties: [String: PropertyType], required: [String] = [],
         children: Set<String> = [], defaults: [String: String] = [:], conditionalDefaults: [ConditionalDefault] = []) {
        self.name = name
        self.summary = summary
        self.properties = properties.merging(Vocabulary.universalProperties) { own, _ in own }
        self.required = required
        self.children = children
        self.defaults = defaults
        self.conditionalDefaults = conditionalDefaults
    }
}

/// A default that UIKit applies only when another property of the same element has certain
/// values: `style` is `bordered` when `systemItem` is `edit`, `cancel` or `save` (the guidelines'
/// "available in the bordered style only"). The condition reads the values the element declares;
/// a condition on a property left out does not hold.
struct ConditionalDefault: Sendable {
    let property: String
    let value: String
    /// Each listed property has one of the listed values.
    let when: [String: [String]]
    /// `when` as a list, in the order of the names.
    ///
    /// - Note: gone through as a list rather than as a dictionary: see `Vocabulary.assumedByProperty`.
    private let conditions: [(name: String, values: [String])]

    init(_ property: String, _ value: String, when: [String: [String]]) {
        self.property = property
        self.value = value
        self.when = when
        conditions = when.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// Whether `element` declares, for each property of the condition, one of its values.
    func holds(for element: Element) -> Bool {
        // By index, without closures: selectors ask this of many elements, and a closure over
        // the element costs reference counts at each step.
        for index in conditions.indices {
            guard let declared = element.string(conditions[index].name), conditions[index].values.contains(declared) else { return false }
        }
        return true
    }

    /// The condition in words, for the format documentation: "systemItem is edit, cancel or save".
    var conditionSummary: String {
        when.sorted { $0.key < $1.key }.map { name, values in
            let list = values.count > 1 ? values.dropLast().joined(separator: ", ") + " or " + values.last! : values.joined()
            return "\(name) is \(list)"
        }.joined(separator: " and ")
    }
}

/// A value that stands for "what the screen decides": UIKit works the real one out from a bar
/// of the screen the element is shown on. An action sheet of the `automatic` style
/// (UIActionSheetStyleAutomatic, UIKit's default) "takes the appearance of the bottom bar": shown
/// from a toolbar, the toolbar's look; shown over a screen without a bottom bar, the default
/// blue. Rules that judge what people see read it through `Vocabulary.shownValue`.
struct ScreenDependentValue: Sendable {
    /// One kind of bar the value can come from, with the value each look of it gives (the first
    /// case whose condition holds; a case with a nil value means UIKit's result is not known, and
    /// the element is not judged).
    struct Source: Sendable {
        var kind: String
        var cases: [(when: [String: [String]], value: String?)]
    }

    var kind: String
    var property: String
    /// The value that asks UIKit to decide (`automatic`).
    var value: String
    /// Bars looked for on the screen, in order: the first kind found decides.
    var sources: [Source]
    /// What UIKit shows when the screen has none of the bars.
    var otherwise: String
    /// How the documentation says it.
    var summary: String
}

enum Vocabulary {
    /// Properties every kind takes: where an element comes from in an Interface Builder file
    /// (the object's `id` there, and its `customClass`), which name the IB object a finding is
    /// about; and `setAtRunTime`, the properties the app sets in code.
    /// `hidden` on a view: hidden when its screen first appears (UIKit's `isHidden`), as an
    /// Interface Builder file can mark it; code may show it later, so rules still judge what it
    /// says, and the drawing leaves it out, as Interface Builder's canvas does.
    static let universalProperties: [String: PropertyType] = ["id": .text, "customClass": .text, setAtRunTime: .text, "hidden": .boolean]

    /// The properties (names separated by spaces) whose values the app sets at run time: a title
    /// set in code or from a localization key exists, though the description cannot say what it
    /// reads. A selector's `has` counts such a property as given and `lacks` as not lacking;
    /// `where`, `whereNot`, `whereIgnoringCase` and `startsWith` on it do not hold (its value is unknown), and no check
    /// judges a value that is not there.
    static let setAtRunTime = "setAtRunTime"
    static let geometry: [String: PropertyType] = ["x": .number, "y": .number, "width": .number, "height": .number]
    static let barStyle = PropertyType.oneOf(["blue", "black"])
    static let barButtonSystemItems = [
        "done", "cancel", "edit", "save", "add", "flexibleSpace", "fixedSpace", "compose", "reply", "action",
        "organize", "bookmarks", "search", "refresh", "stop", "camera", "trash", "play", "pause", "rewind",
        "fastForward", "undo", "redo", "pageCurl",
    ]
    static let tabBarSystemItems = [
        "more", "favorites", "featured", "topRated", "recents", "contacts", "history", "bookmarks", "search",
        "downloads", "mostRecent", "mostViewed",
    ]
    static let device = PropertyType.oneOf(["iphone", "ipad"])
    static let scale = PropertyType.oneOf(["1", "2"])
    static let orientation = PropertyType.oneOf(["portrait", "landscape"])

    /// A text's font: `font` is `system` or a family name, `fontSize` in points, `fontWeight`
    /// UIFont's weight, `textStyle` a Dynamic Type style (its size at the default text size).
    static let textFont: [String: PropertyType] = [
        "font": .text, "fontSize": .number,
        "fontWeight": .oneOf(["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"]),
        "textStyle": .oneOf(["largetitle", "title1", "title2", "title3", "headline", "body", "callout", "subhead", "footnote", "caption1", "caption2"]),
    ]

    /// What VoiceOver says of a view and whether it reaches it: `accessibilityLabel`, and
    /// `accessibilityElement` (whether VoiceOver treats the view as one element; UIKit's controls
    /// and labels are, other views are not).
    static let accessibility: [String: PropertyType] = ["accessibilityLabel": .text, "accessibilityElement": .boolean]

    /// `sameAsNamedColor`: the app's named colours (comma-separated) that a colour of the view,
    /// written as a literal, equals (Interface Builder files read with the app's asset catalogs
    /// give it).
    static let namedColorLiteral: [String: PropertyType] = ["sameAsNamedColor": .text]

    static let interactiveKinds = ["button", "switch", "slider", "textField", "segmentedControl", "stepper", "pageControl"]
    static let displayKinds = [
        "label", "imageView", "view", "tableView", "webView", "searchBar", "picker", "datePicker", "progressView",
        "activityIndicator",
    ]
    /// Selection controls of desktop applications: part of the vocabulary so that a description
    /// that uses one gets the guideline against them, not a bare "unknown kind".
    static let desktopKinds = ["checkbox", "radioButton", "comboBox", "popUpButton", "menu"]
    /// What a screen, a view, a table view, a cell or a modal view may contain.
    static let contentKinds: Set<String> = Set(
        ["statusBar", "navigationBar", "toolbar", "tabBar", "alert", "actionSheet", "modalView"]
            + interactiveKinds + displayKinds + desktopKinds)

    static let kinds: [String: KindSpec] = {
        var kinds: [KindSpec] = [
            KindSpec("screen", "One screen of the app (root). `app` names the app it belongs to; cross-screen rules compare the screens of one app (by default, of one folder). `navigation` says whether it is the root of a navigation stack or pushed onto one. `width` and `height` are the screen's size in points (by default UIKit's of 2010 for the device and orientation: 320 x 480 on iPhone, 768 x 1024 on iPad); Interface Builder files give their canvas. `launchScreen` marks a launch screen, judged on layout only. `uikit` is the UIKit that draws the screen, `ios6` (iOS 6 and earlier, the guidelines' own) or `ios7` (iOS 7 and later), where defaults differ; Interface Builder files give the one they are made for, and a description without it is judged as declared. `pickerSize` is how UIKit sizes its pickers: `keyboard` (iOS 8 and earlier, at the keyboard's size whatever the frame) or `layout` (iOS 9 and later, at the size the layout gives); Interface Builder files give theirs from the app's deployment target, their own or their Xcode's. `codeRead` is false when the screen's controller is of a custom class whose code the run did not read: what that code sets (a title) is not known. `openSettingsURL` is true when the app's UIKit has the system-provided way to open its page of Settings (`UIApplicationOpenSettingsURLString`, iOS 8 and later): Interface Builder files give it from the app's deployment target or their own, code from the API it uses. `presentation` marks content shown in a panel over part of the screen rather than as a screen: `popover`, or `sheet` (a form or page sheet on iPad); Interface Builder files give it from the segue that shows the controller or its navigation stack. `freeStanding` marks a view a xib holds apart from any screen (a cell, a bar, a panel shorter than the screen), whose place on a screen is not known: its elements are placed from its own top-left corner, and no rule judges where on the screen they stand. `appLanguages` lists the languages the app is localized into, as language codes (`en`, or `de, en`): Interface Builder files give the `knownRegions` of the app's project, without `Base` and without regions (`en-GB` is `en`). `laterUIKit` says that a screen of the iOS 6 era (`uikit: ios6`) is also drawn by the UIKit of iOS 7 and later: an Interface Builder file of the document format (Xcode 5 and later) for an app that still runs on iOS 6, which draws it in iOS 7's style on iOS 7 and later. `leadingContent` says what a pushed screen's content shows first, top to bottom, when that names its place as a title would: `heading` (a label in a title's font) or `webPage` (a web view across the screen, whose page carries its own heading), as a modal view's does.",
                     properties: ["name": .text, "device": device, "orientation": orientation,
                                  "navigation": .oneOf(["root", "pushed"]), "app": .text,
                                  "width": .number, "height": .number, "launchScreen": .boolean,
                                  "uikit": .oneOf(UIKitEra.allCases.map(\.rawValue)), "laterUIKit": .boolean,
                                  "leadingContent": .oneOf(["heading", "webPage"]),
                                  "pickerSize": .oneOf(UIKitPickerSize.allCases.map(\.rawValue)), "codeRead": .boolean,
                                  "openSettingsURL": .boolean, "presentation": .oneOf(["popover", "sheet"]), "backgroundColor": .color,
                                  "appLanguages": .text, "freeStanding": .boolean],
                     required: ["name"], children: contentKinds,
                     defaults: ["device": "iphone", "orientation": "portrait", "launchScreen": "false", "laterUIKit": "false", "pickerSize": "keyboard",
                                "openSettingsURL": "false", "freeStanding": "false",
                                "codeRead": "true", "backgroundColor": "systemBackgroundColor"]),
            KindSpec("app", "The app's icons and launch images (root). higlint also reads asset catalog sets and folders of legacy icon files as apps, with `source` `assetCatalog` or `legacyFiles`.",
                     properties: ["name": .text, "devices": .oneOf(["iphone", "ipad", "universal"]),
                                  "source": .oneOf(["assetCatalog", "legacyFiles"])],
                     children: ["icon", "launchImage", "unassignedImage"]),
            KindSpec("statusBar", "The status bar.",
                     properties: ["style": .oneOf(["gray", "black-opaque", "black-translucent"]), "hidden": .boolean],
                     defaults: ["style": "gray", "hidden": "false"]),
            KindSpec("navigationBar", "The navigation bar at the top of a screen; `backButton` is the title of its back button. `largeTitles` marks a bar that shows its title large, below its items (iOS 11 and later: the navigation controller's `prefersLargeTitles`, unless the screen asks for a small one). `leftItemsInCode` and `rightItemsInCode` say that the app's code sets the items of that side: `set` (one item, none, or a list it computes: the side's items are unknown) or `added` (it adds items, or sets two or more).",
                     properties: geometry.merging(["title": .text, "style": barStyle, "translucent": .boolean,
                                                   "backButton": .text, "font": .text,
                                                   "leftItemsInCode": .oneOf(["added", "set"]), "largeTitles": .boolean,
                                                   "rightItemsInCode": .oneOf(["added", "set"])]) { a, _ in a },
                     children: ["barButtonItem"], defaults: ["style": "blue", "translucent": "false", "largeTitles": "false"]),
            KindSpec("toolbar", "The toolbar at the bottom of a screen. `visibilityInCode` says that the app's code shows or hides it (`setToolbarHidden(_:animated:)`): whether it shows is not the file's to say.",
                     properties: geometry.merging(["style": barStyle, "translucent": .boolean, "visibilityInCode": .boolean]) { a, _ in a },
                     children: ["barButtonItem"], defaults: ["style": "blue", "translucent": "false", "visibilityInCode": "false"]),
            KindSpec("barButtonItem", "A button in a navigation bar (`side` left or right of the title) or a toolbar. The system items Edit, Cancel and Save are bordered and Done is done (blue bordered) whatever the style, as UIKit draws them. `customView` names the kind of the view an item shows in place of a button (`segmentedControl`, `searchBar`, `view`).",
                     properties: ["title": .text, "image": .text, "systemItem": .oneOf(barButtonSystemItems),
                                  "style": .oneOf(["plain", "bordered", "done"]), "width": .number,
                                  "side": .oneOf(["left", "right"]), "action": .text, "customView": .text],
                     defaults: ["style": "plain"],
                     // "available in the bordered style only" (p. 135); Done is the done style.
                     conditionalDefaults: [
                        ConditionalDefault("style", "bordered", when: ["systemItem": ["edit", "cancel", "save"]]),
                        ConditionalDefault("style", "done", when: ["systemItem": ["done"]]),
                     ]),
            KindSpec("tabBar", "The tab bar at the bottom of a screen.",
                     properties: geometry.merging(["translucent": .boolean]) { a, _ in a },
                     children: ["tabBarItem"], defaults: ["translucent": "false"]),
            KindSpec("tabBarItem", "One tab of a tab bar.",
                     properties: ["title": .text, "image": .text, "systemItem": .oneOf(tabBarSystemItems), "badge": .text]),
            KindSpec("segment", "One segment of a segmented control.",
                     properties: ["title": .text, "image": .text, "width": .number]),
            KindSpec("scopeButton", "One scope button of a search bar's scope bar.",
                     properties: ["title": .text]),
            KindSpec("cell", "A row of a table view. `sectionHeader` is the title of the header above the section the cell begins, `sectionFooter` the title of the footer below the section it ends (Interface Builder: a static table section's `headerTitle` and `footerTitle`).",
                     properties: ["title": .text, "detail": .text, "image": .text, "height": .number,
                                  "sectionHeader": .text, "sectionFooter": .text,
                                  "cellStyle": .oneOf(["default", "value1", "value2", "subtitle"]),
                                  "accessory": .oneOf(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"]),
                                  "selectionStyle": .oneOf(["blue", "gray", "none"]),
                                  "destination": .oneOf(["list", "detail"]), "backgroundColor": .color, "alpha": .number],
                     children: contentKinds,
                     defaults: ["cellStyle": "default", "accessory": "none", "selectionStyle": "blue",
                                "backgroundColor": "systemBackgroundColor", "alpha": "1"]),
            KindSpec("alert", "An alert; its buttons are its children. `showsProgress` marks an alert the app shows while a task is in progress and takes away itself when the task ends (read from code that puts an activity indicator in an alert it gives no button, or dismisses it itself).",
                     properties: ["title": .text, "message": .text, "showsProgress": .boolean], children: ["button"],
                     defaults: ["showsProgress": "false"]),
            KindSpec("actionSheet", "An action sheet; its buttons are its children, top to bottom. Its `style` `automatic` (UIKit's default) takes the look of the screen's toolbar, the bar it is shown from: a black translucent toolbar gives black-translucent, a black opaque one black-opaque, a blue one default; on a screen without a toolbar or tab bar it is default (blue). Shown from a tab bar, its look is not judged.",
                     properties: ["title": .text, "message": .text,
                                  "style": .oneOf(["automatic", "default", "black-translucent", "black-opaque"])],
                     children: ["button"], defaults: ["style": "automatic"]),
            KindSpec("modalView", "A modal view presented over the screen, with its own bars and content. `leadingContent` says what its content shows first, top to bottom, when that names the task as a title would: `heading` (a label in a title's font: a title text style, 20 pt or more, or bold at 17 pt or more) or `banner` (an image view, or a view of the app's own class with nothing inside it in the file, across two thirds of the screen's width or more and less than half its height) or `webPage` (a web view across two thirds of the screen's width or more and half its height or more, whose page carries its own heading); Interface Builder files give it from the frames.",
                     properties: ["title": .text, "leadingContent": .oneOf(["heading", "banner", "webPage"]),
                                  "transition": .oneOf(["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])],
                     children: contentKinds, defaults: ["transition": "coverVertical"]),
            KindSpec("icon", "An icon image of the app. `laterSlot` marks a slot of an asset catalog (or a legacy file name) that iOS added after the 2010 guidelines; `name` names the slot.",
                     properties: ["kind": .oneOf(["app", "appStore", "spotlight", "settings", "document", "webClip", "toolbar", "navigationBar", "tabBar", "notification",
                                                        "alternateAppearance", "extension", "otherPlatform"]),
                                  "device": device, "scale": .oneOf(["1", "2", "3"]), "file": .text, "width": .number, "height": .number,
                                  "name": .text, "laterSlot": .boolean],
                     defaults: ["laterSlot": "false", "scale": "1"]),
            KindSpec("launchImage", "A launch image of the app. `laterSlot` marks a slot of an asset catalog or a legacy file name that iOS added after the 2010 guidelines, or a file the app's Info.plist declares for iOS 7 or later (`UILaunchImages`), which fills the whole screen.",
                     properties: ["device": device, "orientation": orientation, "scale": .oneOf(["1", "2", "3"]),
                                  "file": .text, "width": .number, "height": .number, "name": .text, "laterSlot": .boolean],
                     defaults: ["laterSlot": "false", "scale": "1"]),
            KindSpec("unassignedImage", "An image file in an asset catalog set that no entry of its Contents.json names (found by higlint).",
                     properties: ["file": .text]),
        ]
        let control: [String: PropertyType] = geometry.merging(
            ["title": .text, "image": .text, "hitInsets": .insets, "hitTestedInCode": .boolean, "enabled": .boolean,
             "backgroundColor": .color, "alpha": .number]) { a, _ in a }.merging(accessibility) { a, _ in a }.merging(namedColorLiteral) { a, _ in a }
        let extra: [String: [String: PropertyType]] = [
            "button": ["role": .oneOf(["cancel", "destructive", "default"]), "prose": .boolean,
                       "buttonType": .oneOf(["custom", "roundedRect", "infoLight", "infoDark", "detailDisclosure", "contactAdd"]),
                       "titleColor": .color, "highlightedTitleColor": .color, "selectedTitleColor": .color,
                       "systemImage": .boolean].merging(textFont) { a, _ in a },
            "textField": ["textColor": .color].merging(textFont) { a, _ in a }.merging(["text": .text, "placeholder": .text, "focusedWhenShown": .boolean,
                          "textAlignment": .oneOf(["left", "center", "right", "justified", "natural"]),
                          "borderStyle": .oneOf(["none", "line", "bezel", "roundedRect"]),
                          "keyboardType": .oneOf(["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad",
                                                  "phonePad", "namePhonePad", "emailAddress", "decimalPad"])]) { a, _ in a },
            "pageControl": ["numberOfPages": .number, "currentPage": .number],
        ]
        // A button made in code (and one an Interface Builder file writes without a type) is
        // custom; alert and action sheet buttons have no type, and no rule reads one for them.
        let controlDefaults: [String: [String: String]] = [
            "button": ["buttonType": "custom"],
            "textField": ["keyboardType": "default", "borderStyle": "none", "textColor": "labelColor", "focusedWhenShown": "false"],
        ]
        for kind in interactiveKinds {
            kinds.append(KindSpec(kind, "An interactive control (\(kind)). `accessibilityLabel` is what VoiceOver says of it; `accessibilityElement` whether VoiceOver reaches it (a control does by default). `hitTestedInCode` says that the app's code decides which taps reach it (its class, a view around it or a view over it overrides `hitTest(_:with:)` or `point(inside:with:)`; Interface Builder files read with the app's code give it): its frame is not its hit region."
                                  + (kind == "button" ? " `systemImage` marks an image of the system's symbols (SF Symbols), which VoiceOver names itself." : "")
                                  + (kind == "textField" ? " `focusedWhenShown` says that the screen's code makes it first responder whenever the screen appears (Interface Builder files read with the app's code give it): people type in it without tapping it first. `textAlignment` is how its text is aligned." : ""),
                                  properties: control.merging(extra[kind] ?? [:]) { a, _ in a },
                                  children: kind == "segmentedControl" ? ["segment"] : [],
                                  defaults: ["backgroundColor": "clearColor", "alpha": "1", "accessibilityElement": "true", "hitTestedInCode": "false"]
                                      .merging(controlDefaults[kind] ?? [:]) { _, b in b }))
        }
        let display: [String: PropertyType] = geometry.merging(
            ["text": .text, "style": .text, "backgroundColor": .color, "alpha": .number]) { a, _ in a }.merging(accessibility) { a, _ in a }
            .merging(namedColorLiteral) { a, _ in a }
        let displayExtra: [String: [String: PropertyType]] = [
            "label": ["textColor": .color, "textAlignment": .oneOf(["left", "center", "right", "justified", "natural"])].merging(textFont) { a, _ in a },
            "view": ["textColor": .color, "gestureRecognizers": .number, "controlClass": .boolean, "tableCell": .boolean, "scrolls": .boolean].merging(textFont) { a, _ in a },
            "tableView": ["style": .oneOf(["plain", "grouped"]), "index": .boolean, "rowInset": .number],
            "datePicker": ["mode": .oneOf(["time", "date", "dateAndTime", "countDownTimer"]),
                           "minuteInterval": .number, "countDownDuration": .number],
            "activityIndicator": ["animating": .boolean, "hidesWhenStopped": .boolean],
        ]
        let displayChildren: [String: Set<String>] = [
            "view": contentKinds, "tableView": contentKinds.union(["cell"]), "searchBar": ["scopeButton"],
        ]
        let displayDefaults: [String: [String: String]] = [
            "tableView": ["style": "plain", "index": "false"],
            "datePicker": ["mode": "dateAndTime", "minuteInterval": "1"],
            // UIActivityIndicatorView starts stopped (animating until `startAnimating` is not
            // UIKit's default) and hides when stopped.
            "activityIndicator": ["animating": "false", "hidesWhenStopped": "true"],
            // UILabel: black text (`labelColor`: black, and white in the dark appearance, which a
            // description judges only where it writes a colour that has one), no background, the system font of 17 points.
            "label": ["textColor": "labelColor", "font": "system", "fontSize": "17", "fontWeight": "regular"],
        ]
        for kind in displayKinds {
            var defaults = ["backgroundColor": "clearColor", "alpha": "1", "accessibilityElement": kind == "label" ? "true" : "false"]
                .merging(displayDefaults[kind] ?? [:]) { _, b in b }
            if kind == "tableView" { defaults["backgroundColor"] = "systemBackgroundColor" }
            let viewNote = kind == "view"
                ? " `gestureRecognizers` counts the gesture recognizers attached to it; `controlClass` says that its custom class is a control (it inherits from `UIControl` or one of UIKit's controls, as the app's code or Interface Builder's `<control>` says). `tableCell` marks a table view cell a xib holds on its own, outside any table (its rows are made from it in code): VoiceOver reads it as one element, as it reads a row. `scrolls` marks a scroll view (a scroll or collection view): from iOS 7, UIKit shows its content below the bars it lies under."
                : kind == "label"
                ? " `textAlignment` is how its lines are aligned (`natural`: by the language's direction, left in English)."
                : kind == "tableView"
                ? " `rowInset` is how far the rows of an inset grouped table (iOS 13 and later) stand from its sides, in points: Interface Builder's `insetGrouped` style, as far as it draws the first cell."
                : ""
            kinds.append(KindSpec(kind, "A view (\(kind)). `accessibilityLabel` is what VoiceOver says of it; `accessibilityElement` whether VoiceOver reaches it as one element (a label is one by default)." + viewNote,
                                  properties: display.merging(displayExtra[kind] ?? [:]) { _, b in b },
                                  children: displayChildren[kind] ?? [], defaults: defaults,
                                  conditionalDefaults: kind == "tableView"
                                      ? [ConditionalDefault("backgroundColor", "groupTableViewBackgroundColor", when: ["style": ["grouped"]])] : []))
        }
        for kind in desktopKinds {
            kinds.append(KindSpec(kind, "A desktop selection control (\(kind)); iOS apps should not imitate it.",
                                  properties: geometry.merging(["title": .text]) { a, _ in a }))
        }
        return Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })
    }()

    /// The value a property of an element has, declared or assumed (a default that depends on
    /// another property of the element included). A value UIKit works out from the screen, such
    /// as an action sheet's `automatic`, is returned as such; `shownValue` works it out.
    static func value(of name: String, in element: Element) -> String? {
        if let declared = element.string(name) { return declared }
        guard let assumed = assumedByProperty[name]?[element.kind] else { return nil }
        return assumed.value(in: element)
    }

    /// What a kind assumes of a property left out: defaults that depend on other properties, in
    /// order, and the default otherwise.
    struct Assumed: Sendable {
        var conditional: [ConditionalDefault] = []
        var plain: String?

        func value(in element: Element) -> String? {
            for index in conditional.indices where conditional[index].holds(for: element) { return conditional[index].value }
            return plain
        }
    }

    /// `Assumed` by property, then kind: both kinds of default found with two lookups.
    ///
    /// - Note: rather than up to four (conditional defaults, then plain ones, each by property and
    ///   kind), for speed: selectors ask for defaults on many elements.
    static let assumedByProperty: [String: [String: Assumed]] = {
        var byProperty: [String: [String: Assumed]] = [:]
        for (name, byKind) in conditionalDefaultsByProperty {
            for (kind, defaults) in byKind { byProperty[name, default: [:]][kind, default: Assumed()].conditional = defaults }
        }
        for (name, byKind) in defaultsByProperty {
            for (kind, value) in byKind { byProperty[name, default: [:]][kind, default: Assumed()].plain = value }
        }
        return byProperty
    }()

    /// Values UIKit works out from the screen an element is shown on.
    static let screenDependentValues: [ScreenDependentValue] = [
        ScreenDependentValue(
            kind: "actionSheet", property: "style", value: "automatic",
            sources: [
                .init(kind: "toolbar", cases: [
                    (["style": ["black"], "translucent": ["true"]], "black-translucent"),
                    (["style": ["black"]], "black-opaque"),
                    ([:], "default"),
                ]),
                // A tab bar of 2010 has no bar style to give: what UIKit shows is not known.
                .init(kind: "tabBar", cases: [([:], nil)]),
            ],
            otherwise: "default",
            summary: "the toolbar's look (black translucent: black-translucent; black: black-opaque; blue: default); without a toolbar or tab bar, default"),
    ]

    /// The value of property `name` of `element` as people see it on `screen` (the description's
    /// root, or the modal view the element is in): like `value(of:in:)`, with a screen-dependent
    /// value such as `automatic` replaced by what UIKit shows. Nil when the property has no value
    /// or UIKit's choice is not known (an action sheet shown from a tab bar).
    static func shownValue(of name: String, in element: Element, screen: Element) -> String? {
        guard let value = value(of: name, in: element) else { return nil }
        guard let dependent = screenDependentValues.first(where: {
            $0.kind == element.kind && $0.property == name && $0.value == value
        }) else { return value }
        for source in dependent.sources {
            guard let bar = firstElement(ofKind: source.kind, in: screen) else { continue }
            let looks = source.cases.first { condition, _ in
                condition.allSatisfy { property, values in Vocabulary.value(of: property, in: bar).map(values.contains) == true }
            }
            return looks?.value
        }
        return dependent.otherwise
    }

    /// The first element of `kind` on the screen `root`, not looking into modal views (each is a
    /// screen of its own).
    private static func firstElement(ofKind kind: String, in root: Element) -> Element? {
        for child in root.children {
            if child.kind == kind { return child }
            if child.kind != "modalView", let found = firstElement(ofKind: kind, in: child) { return found }
        }
        return nil
    }

    /// The kinds again, each behind one reference: the schema check looks one up per element,
    /// and a copy of a `KindSpec` costs a reference count per field.
    final class SharedKindSpec: Sendable {
        let spec: KindSpec
        /// The property types as a list: a kind takes a dozen properties at most, and comparing
        /// a name with a dozen costs less than hashing it.
        private let propertyTypes: [(name: String, type: PropertyType)]

        init(_ spec: KindSpec) {
            self.spec = spec
            propertyTypes = spec.properties.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }

        /// The type of the property `name` of this kind, or nil when the kind has no such property.
        func type(of name: String) -> PropertyType? {
            propertyTypes.first { $0.name == name }?.type
        }
    }

    static let sharedKinds: [String: SharedKindSpec] = kinds.mapValues(SharedKindSpec.init)

    /// The kinds' conditional defaults by property, then kind, each kind's in order.
    static let conditionalDefaultsByProperty: [String: [String: [ConditionalDefault]]] = {
        var byProperty: [String: [String: [ConditionalDefault]]] = [:]
        for (kind, spec) in kinds {
            for entry in spec.conditionalDefaults { byProperty[entry.property, default: [:]][kind, default: []].append(entry) }
        }
        return byProperty
    }()

    /// The kinds' defaults by property, then kind: a selector that tests one property keeps its
    /// row. (Looking defaults up in `kinds` would copy a whole KindSpec each time.)
    static let defaultsByProperty: [String: [String: String]] = {
        var byProperty: [String: [String: String]] = [:]
        for (kind, spec) in kinds {
            for (name, value) in spec.defaults { byProperty[name, default: [:]][kind] = value }
        }
        return byProperty
    }()
}
