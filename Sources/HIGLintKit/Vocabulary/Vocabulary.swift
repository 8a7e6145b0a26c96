/// The description format: which element kinds exist, which properties each takes (with the
/// value UIKit assumes when one is left out) and which children each may hold. The readers accept
/// anything well-formed; the schema check compares what they read with this table, and the
/// shipped XSD and JSON Schema are generated from it.
public struct KindSpec: Sendable {
    public var name: String
    public var summary: String
    public var properties: [String: PropertyType]
    public var required: [String]
    public var children: Set<String>
    /// Values a property has when the description leaves it out (UIKit's defaults). Rules see
    /// these, so `where: { style: plain }` also matches a bar button item without a style.
    public var defaults: [String: String]

    init(_ name: String, _ summary: String, properties: [String: PropertyType], required: [String] = [],
         children: Set<String> = [], defaults: [String: String] = [:]) {
        self.name = name
        self.summary = summary
        self.properties = properties.merging(Vocabulary.universalProperties) { own, _ in own }
        self.required = required
        self.children = children
        self.defaults = defaults
    }
}

public enum Vocabulary {
    /// Properties every kind takes: where an element comes from in an Interface Builder file
    /// (the object's `id` there, and its `customClass`). No rule reads them; they name the IB
    /// object a finding is about.
    static let universalProperties: [String: PropertyType] = ["id": .text, "customClass": .text]
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

    public static let kinds: [String: KindSpec] = {
        var kinds: [KindSpec] = [
            KindSpec("screen", "One screen of the app (root). `app` names the app it belongs to; cross-screen rules compare the screens of one app (by default, of one folder). `navigation` says whether it is the root of a navigation stack or pushed onto one. `width` and `height` are the screen's size in points (by default UIKit's of 2010 for the device and orientation: 320 x 480 on iPhone, 768 x 1024 on iPad); Interface Builder files give their canvas. `launchScreen` marks a launch screen, judged on layout only.",
                     properties: ["name": .text, "device": device, "orientation": orientation,
                                  "navigation": .oneOf(["root", "pushed"]), "app": .text,
                                  "width": .number, "height": .number, "launchScreen": .boolean],
                     required: ["name"], children: contentKinds,
                     defaults: ["device": "iphone", "orientation": "portrait", "launchScreen": "false"]),
            KindSpec("app", "The app's icons and launch images (root). higlint also reads asset catalog sets and folders of legacy icon files as apps, with `source` `assetCatalog` or `legacyFiles`.",
                     properties: ["name": .text, "devices": .oneOf(["iphone", "ipad", "universal"]),
                                  "source": .oneOf(["assetCatalog", "legacyFiles"])],
                     children: ["icon", "launchImage", "unassignedImage"]),
            KindSpec("statusBar", "The status bar.",
                     properties: ["style": .oneOf(["gray", "black-opaque", "black-translucent"]), "hidden": .boolean],
                     defaults: ["style": "gray", "hidden": "false"]),
            KindSpec("navigationBar", "The navigation bar at the top of a screen; `backButton` is the title of its back button.",
                     properties: geometry.merging(["title": .text, "style": barStyle, "translucent": .boolean,
                                                   "backButton": .text, "font": .text]) { a, _ in a },
                     children: ["barButtonItem"], defaults: ["style": "blue", "translucent": "false"]),
            KindSpec("toolbar", "The toolbar at the bottom of a screen.",
                     properties: geometry.merging(["style": barStyle, "translucent": .boolean]) { a, _ in a },
                     children: ["barButtonItem"], defaults: ["style": "blue", "translucent": "false"]),
            KindSpec("barButtonItem", "A button in a navigation bar (`side` left or right of the title) or a toolbar.",
                     properties: ["title": .text, "image": .text, "systemItem": .oneOf(barButtonSystemItems),
                                  "style": .oneOf(["plain", "bordered", "done"]), "width": .number,
                                  "side": .oneOf(["left", "right"]), "action": .text],
                     defaults: ["style": "plain"]),
            KindSpec("tabBar", "The tab bar at the bottom of a screen.",
                     properties: geometry.merging(["translucent": .boolean]) { a, _ in a },
                     children: ["tabBarItem"], defaults: ["translucent": "false"]),
            KindSpec("tabBarItem", "One tab of a tab bar.",
                     properties: ["title": .text, "image": .text, "systemItem": .oneOf(tabBarSystemItems), "badge": .text]),
            KindSpec("segment", "One segment of a segmented control.",
                     properties: ["title": .text, "image": .text, "width": .number]),
            KindSpec("scopeButton", "One scope button of a search bar's scope bar.",
                     properties: ["title": .text]),
            KindSpec("cell", "A row of a table view.",
                     properties: ["title": .text, "detail": .text, "image": .text, "height": .number,
                                  "cellStyle": .oneOf(["default", "value1", "value2", "subtitle"]),
                                  "accessory": .oneOf(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"]),
                                  "selectionStyle": .oneOf(["blue", "gray", "none"]),
                                  "destination": .oneOf(["list", "detail"])],
                     children: contentKinds,
                     defaults: ["cellStyle": "default", "accessory": "none", "selectionStyle": "blue"]),
            KindSpec("alert", "An alert; its buttons are its children.",
                     properties: ["title": .text, "message": .text], children: ["button"]),
            KindSpec("actionSheet", "An action sheet; its buttons are its children, top to bottom.",
                     properties: ["title": .text, "message": .text,
                                  "style": .oneOf(["default", "black-translucent", "black-opaque"])],
                     children: ["button"], defaults: ["style": "default"]),
            KindSpec("modalView", "A modal view presented over the screen, with its own bars and content.",
                     properties: ["title": .text,
                                  "transition": .oneOf(["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"])],
                     children: contentKinds, defaults: ["transition": "coverVertical"]),
            KindSpec("icon", "An icon image of the app. `laterSlot` marks a slot of an asset catalog (or a legacy file name) that iOS added after the 2010 guidelines; `name` names the slot.",
                     properties: ["kind": .oneOf(["app", "appStore", "spotlight", "settings", "document", "webClip", "toolbar", "navigationBar", "tabBar", "notification",
                                                        "alternateAppearance", "extension", "otherPlatform"]),
                                  "device": device, "scale": .oneOf(["1", "2", "3"]), "file": .text, "width": .number, "height": .number,
                                  "name": .text, "laterSlot": .boolean],
                     defaults: ["laterSlot": "false"]),
            KindSpec("launchImage", "A launch image of the app.",
                     properties: ["device": device, "orientation": orientation, "scale": .oneOf(["1", "2", "3"]),
                                  "file": .text, "width": .number, "height": .number, "name": .text, "laterSlot": .boolean],
                     defaults: ["laterSlot": "false"]),
            KindSpec("unassignedImage", "An image file in an asset catalog set that no entry of its Contents.json names (found by higlint).",
                     properties: ["file": .text]),
        ]
        let control: [String: PropertyType] = geometry.merging(
            ["title": .text, "image": .text, "hitInsets": .insets, "enabled": .boolean]) { a, _ in a }
        let extra: [String: [String: PropertyType]] = [
            "button": ["role": .oneOf(["cancel", "destructive", "default"]),
                       "buttonType": .oneOf(["custom", "roundedRect", "infoLight", "infoDark", "detailDisclosure", "contactAdd"])],
            "textField": ["text": .text, "placeholder": .text, "borderStyle": .oneOf(["none", "line", "bezel", "roundedRect"]),
                          "keyboardType": .oneOf(["default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad",
                                                  "phonePad", "namePhonePad", "emailAddress", "decimalPad"])],
            "pageControl": ["numberOfPages": .number, "currentPage": .number],
        ]
        for kind in interactiveKinds {
            kinds.append(KindSpec(kind, "An interactive control (\(kind)).",
                                  properties: control.merging(extra[kind] ?? [:]) { a, _ in a },
                                  children: kind == "segmentedControl" ? ["segment"] : [],
                                  defaults: kind == "textField" ? ["keyboardType": "default", "borderStyle": "none"] : [:]))
        }
        let display: [String: PropertyType] = geometry.merging(["text": .text, "style": .text]) { a, _ in a }
        let displayExtra: [String: [String: PropertyType]] = [
            "tableView": ["style": .oneOf(["plain", "grouped"]), "index": .boolean],
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
            "activityIndicator": ["animating": "true", "hidesWhenStopped": "true"],
        ]
        for kind in displayKinds {
            kinds.append(KindSpec(kind, "A view (\(kind)).",
                                  properties: display.merging(displayExtra[kind] ?? [:]) { _, b in b },
                                  children: displayChildren[kind] ?? [], defaults: displayDefaults[kind] ?? [:]))
        }
        for kind in desktopKinds {
            kinds.append(KindSpec(kind, "A desktop selection control (\(kind)); iOS apps should not imitate it.",
                                  properties: geometry.merging(["title": .text]) { a, _ in a }))
        }
        return Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })
    }()

    /// The value a property of an element has, declared or assumed.
    static func value(of name: String, in element: Element) -> String? {
        element.string(name) ?? defaultsByProperty[name]?[element.kind]
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
