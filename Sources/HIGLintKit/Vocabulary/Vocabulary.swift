/// The description format: which element kinds exist, which properties each takes and which
/// children each may hold. The readers accept anything well-formed; the schema check compares
/// what they read with this table, and the shipped XSD and JSON Schema are generated from it.
public struct KindSpec: Sendable {
    public var name: String
    public var summary: String
    public var properties: [String: PropertyType]
    public var required: [String]
    public var children: Set<String>
    /// Whether people tap it: the hit-target rules consider these.
    public var interactive: Bool
}

public enum Vocabulary {
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

    static let interactiveKinds = ["button", "switch", "slider", "textField", "segmentedControl", "stepper", "pageControl"]
    static let displayKinds = [
        "label", "imageView", "view", "tableView", "webView", "searchBar", "picker", "datePicker", "progressView",
        "activityIndicator",
    ]
    /// What a screen, a view or a table view may contain.
    static let contentKinds: Set<String> = Set(
        ["statusBar", "navigationBar", "toolbar", "tabBar", "alert", "actionSheet"] + interactiveKinds + displayKinds)

    public static let kinds: [String: KindSpec] = {
        var kinds: [KindSpec] = [
            KindSpec(name: "screen", summary: "One screen of the app (root).",
                     properties: ["name": .text, "device": device, "orientation": .oneOf(["portrait", "landscape"])],
                     required: ["name"], children: contentKinds, interactive: false),
            KindSpec(name: "app", summary: "The app's icons and launch images (root).",
                     properties: ["name": .text, "devices": .oneOf(["iphone", "ipad", "universal"])],
                     required: [], children: ["icon", "launchImage"], interactive: false),
            KindSpec(name: "statusBar", summary: "The status bar.",
                     properties: ["style": .oneOf(["gray", "black-opaque", "black-translucent"])],
                     required: [], children: [], interactive: false),
            KindSpec(name: "navigationBar", summary: "The navigation bar at the top of a screen.",
                     properties: ["title": .text, "style": barStyle, "translucent": .boolean],
                     required: [], children: ["barButtonItem"], interactive: false),
            KindSpec(name: "toolbar", summary: "The toolbar at the bottom of a screen.",
                     properties: ["style": barStyle, "translucent": .boolean],
                     required: [], children: ["barButtonItem"], interactive: false),
            KindSpec(name: "barButtonItem", summary: "A button in a navigation bar or toolbar.",
                     properties: ["title": .text, "image": .text, "systemItem": .oneOf(barButtonSystemItems),
                                  "style": .oneOf(["plain", "bordered", "done"]), "width": .number],
                     required: [], children: [], interactive: false),
            KindSpec(name: "tabBar", summary: "The tab bar at the bottom of a screen.",
                     properties: [:], required: [], children: ["tabBarItem"], interactive: false),
            KindSpec(name: "tabBarItem", summary: "One tab of a tab bar.",
                     properties: ["title": .text, "image": .text, "systemItem": .oneOf(tabBarSystemItems), "badge": .text],
                     required: [], children: [], interactive: false),
            KindSpec(name: "segment", summary: "One segment of a segmented control.",
                     properties: ["title": .text, "image": .text],
                     required: [], children: [], interactive: false),
            KindSpec(name: "alert", summary: "An alert; its buttons are its children.",
                     properties: ["title": .text, "message": .text],
                     required: [], children: ["button"], interactive: false),
            KindSpec(name: "actionSheet", summary: "An action sheet; its buttons are its children, top to bottom.",
                     properties: ["title": .text, "message": .text],
                     required: [], children: ["button"], interactive: false),
            KindSpec(name: "icon", summary: "An icon image of the app.",
                     properties: ["kind": .oneOf(["app", "appStore", "spotlight", "settings", "document", "webClip", "toolbar", "navigationBar", "tabBar"]),
                                  "device": device, "scale": scale, "file": .text, "width": .number, "height": .number],
                     required: [], children: [], interactive: false),
            KindSpec(name: "launchImage", summary: "A launch image of the app.",
                     properties: ["device": device, "orientation": .oneOf(["portrait", "landscape"]), "scale": scale,
                                  "file": .text, "width": .number, "height": .number],
                     required: [], children: [], interactive: false),
        ]
        for kind in interactiveKinds {
            var properties = geometry
            properties.merge(["title": .text, "image": .text, "hitInsets": .insets, "enabled": .boolean]) { a, _ in a }
            if kind == "button" { properties["role"] = .oneOf(["cancel", "destructive", "default"]) }
            kinds.append(KindSpec(name: kind, summary: "An interactive control (\(kind)).", properties: properties, required: [],
                                  children: kind == "segmentedControl" ? ["segment"] : [], interactive: true))
        }
        for kind in displayKinds {
            var properties = geometry
            properties.merge(["text": .text, "style": .text]) { a, _ in a }
            kinds.append(KindSpec(name: kind, summary: "A view (\(kind)).", properties: properties, required: [],
                                  children: kind == "view" || kind == "tableView" ? contentKinds : [], interactive: false))
        }
        return Dictionary(uniqueKeysWithValues: kinds.map { ($0.name, $0) })
    }()
}
