/// Text and state an app sets at run time rather than in its Interface Builder file, and IB's
/// placeholder texts, which the app replaces.
///
/// A property the app sets in code is named in the element's `setAtRunTime`: the text exists
/// (`has`/`lacks` see it), but its value is not the file's to judge. A value the file holds
/// itself, in a user-defined runtime attribute (`keyPath="title"` with a value), is the text,
/// and is judged. What counts:
///
/// - IB's placeholder for a new object's text (a button titled "Button", a label reading
///   "Label", a bar or tab item titled "Item", a navigation item titled "Title"): left in the
///   file because the app sets the real text, and never shown as the element's name;
/// - a user-defined runtime attribute that sets a title, text or placeholder by a localization
///   key (`localizationKey`, `titleKey`, `xibLocKey` …);
/// - a bar or tab item, or a navigation item, without a title that an outlet points to: the
///   controller titles it through the outlet;
/// - a text the app's code sets through an outlet (`CodeTextFacts`: `cancelButton.setTitle(…)`);
/// - an activity indicator an outlet points to: the controller starts, stops and hides it, so
///   the state stored in the file is not the one people see.
enum IBRuntimeText {
    /// The property that holds each kind's text, and the placeholder IB gives a new object of it.
    static let placeholders: [String: (property: String, text: String)] = [
        "button": ("title", "Button"),
        "label": ("text", "Label"),
        "barButtonItem": ("title", "Item"),
        "tabBarItem": ("title", "Item"),
    ]

    /// The title IB gives a new navigation item.
    static let navigationItemPlaceholder = "Title"

    /// The text properties each kind has, the first its main one (which a localization key
    /// without a more precise name sets).
    static let textProperties: [String: [String]] = [
        "button": ["title"], "barButtonItem": ["title"], "tabBarItem": ["title"], "segment": ["title"],
        "label": ["text"], "searchBar": ["text", "placeholder"],
        "textField": ["placeholder", "text"], "navigationBar": ["title"],
    ]

    /// Whether `text` is IB's placeholder for the text of an element of `kind`.
    static func isPlaceholder(_ text: String, kind: String) -> Bool {
        placeholders[kind]?.text == text
    }

    /// Settles the text of `draft`, an element read from `node`: a placeholder is taken out and
    /// its property marked as set at run time; a user-defined runtime attribute that sets a text
    /// sets it (a literal value) or marks it (a localization key); an item or activity indicator
    /// driven through an outlet is marked.
    static func settle(_ draft: inout ElementDraft, from node: IBXMLTree.NodeID, _ f: IBElementFactory) {
        settlePlaceholder(&draft)
        applyRuntimeAttributes(&draft, from: node, f)
        guard let id = f.tree.attribute("id", of: node), f.outletTargets.contains(id) else { return }
        if let code = f.code, let outlets = f.outlets[id] { settleCodeText(&draft, outlets: outlets, code) }
        switch draft.kind {
        case "barButtonItem", "tabBarItem":
            // A bar button item with an image and no title is an icon button, not an untitled one.
            let titledInCode = !draft.has("title") && !draft.has("systemItem") && (draft.kind == "tabBarItem" || !draft.has("image"))
            if titledInCode { draft.markSetAtRunTime("title", at: draft.location) }
        case "activityIndicator":
            draft.markSetAtRunTime("animating", at: draft.location)
        default:
            break
        }
    }

    /// The kinds whose one text code sets through an outlet, and its property: a text field's
    /// or a search bar's are not, as code may set either its text or its placeholder.
    static let codeTextProperties: [String: String] = [
        "button": "title", "barButtonItem": "title", "tabBarItem": "title", "segment": "title", "label": "text",
    ]

    /// Marks the text of `draft` set at run time when `code` sets it through one of the outlets
    /// that point to it (`self.cancelButton.setTitle(…)`): the file's text is a stand-in, not
    /// what people read, and is not judged.
    static func settleCodeText(_ draft: inout ElementDraft, outlets: [IBOutlet], _ code: CodeTextFacts) {
        guard let property = codeTextProperties[draft.kind], IBOutlet.textSetInCode(through: outlets, code) else { return }
        draft.markSetAtRunTime(property, at: draft.location)
    }

    /// Takes IB's placeholder text out of `draft`, marking its property as set at run time. All
    /// the archive format (Xcode 3–4) offers: it keeps outlets and runtime attributes elsewhere.
    static func settlePlaceholder(_ draft: inout ElementDraft) {
        if let (property, text) = placeholders[draft.kind], draft.value(property) == text {
            draft.markSetAtRunTime(property, at: draft.location)
        }
    }

    /// The texts the `<userDefinedRuntimeAttributes>` of `node` set.
    private static func applyRuntimeAttributes(_ draft: inout ElementDraft, from node: IBXMLTree.NodeID, _ f: IBElementFactory) {
        let tree = f.tree
        guard let properties = textProperties[draft.kind], let list = tree.child(of: node, named: "userDefinedRuntimeAttributes") else { return }
        for attribute in tree.children(of: list) where tree.name(attribute) == "userDefinedRuntimeAttribute" {
            guard let keyPath = tree.attribute("keyPath", of: attribute) else { continue }
            let at = f.location(ofAttribute: "keyPath", in: attribute)
            if properties.contains(keyPath) {
                // `keyPath="title"` with a value: the text the app shows, held by the file.
                if let value = tree.attribute("value", of: attribute), !value.isEmpty {
                    draft.set(keyPath, value, at: at)
                    draft.unmarkSetAtRunTime(keyPath)
                }
            } else if let property = property(localizedBy: keyPath, among: properties) {
                draft.markSetAtRunTime(property, at: at)
            }
        }
    }

    /// The text property a runtime attribute named `keyPath` sets by a localization key
    /// (`titleLocalizationKey`, `placeholderKey`, `xibLocKey`, `localizedText`), or nil when it
    /// names no localization.
    static func property(localizedBy keyPath: String, among properties: [String]) -> String? {
        let name = keyPath.lowercased()
        guard name.contains("locali") || name.contains("lockey") || name.hasSuffix("key") else { return nil }
        return properties.first { name.contains($0.lowercased()) } ?? properties.first
    }
}

extension ElementDraft {
    /// Marks `property` as set by the app at run time, dropping any value the file gave it.
    mutating func markSetAtRunTime(_ property: String, at location: SourceLocation) {
        remove([property])
        var names = (value(Vocabulary.setAtRunTime) ?? "").split(separator: " ").map(String.init)
        guard !names.contains(property) else { return }
        names.append(property)
        set(Vocabulary.setAtRunTime, names.joined(separator: " "), at: location)
    }

    /// Whether `property` is among the ones set at run time.
    func isMarkedSetAtRunTime(_ property: String) -> Bool {
        (value(Vocabulary.setAtRunTime) ?? "").split(separator: " ").contains { $0 == property }
    }

    /// Takes `property` out of the ones set at run time (the file holds its value after all).
    mutating func unmarkSetAtRunTime(_ property: String) {
        guard let listed = value(Vocabulary.setAtRunTime) else { return }
        let names = listed.split(separator: " ").map(String.init).filter { $0 != property }
        remove([Vocabulary.setAtRunTime])
        if !names.isEmpty { set(Vocabulary.setAtRunTime, names.joined(separator: " "), at: location) }
    }
}
