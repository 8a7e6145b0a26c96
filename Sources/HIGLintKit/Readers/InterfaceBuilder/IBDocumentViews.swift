/// Maps the views of the document format (Xcode 5 and later) onto higlint's kinds: each view
/// element becomes the kind `IBVocabularyMap.documentViewKinds` gives it, with absolute geometry,
/// its IB id and custom class, and the properties of its kind; bars get their items, tables
/// their cells, segmented controls their segments.
///
/// A view of an element name higlint does not know is no element, but its subviews still are,
/// placed in the nearest mapped superview; the name is reported as unmapped. Size-class
/// `<variation>` blocks are read only for the subviews no size class installs, which are no
/// elements (`IBSizeClassExclusions`): otherwise the base layout is judged.
struct IBDocumentViews {
    let f: IBElementFactory
    var tree: IBXMLTree { f.tree }

    /// The elements `node` (a view) and its subviews become, under a superview of kind
    /// `parentKind` placed at `placement`: the view's own element first, then any of its
    /// descendants its kind cannot hold.
    func elements(of node: IBXMLTree.NodeID, in placement: IBPlacement, parentKind: String,
                  frame givenFrame: IBFrame?? = nil) -> [Element] {
        let name = tree.name(node)
        if f.code != nil, let id = tree.attribute("id", of: node),
           f.hiddenForGood(node, outlets: f.outlets[id], viewClass: tree.attribute("customClass", of: node)) {
            return []
        }
        guard var kind = IBVocabularyMap.documentViewKinds[name] else {
            f.passOver(name)
            var none = ElementDraft(kind: "", location: f.location(node))
            let inner = placement.place(&none, frame: IBFrame.document(node, f), hidden: flag("hidden", node),
                                        misplaced: flag("misplaced", node) || flag("ambiguous", node))
            return subviews(of: node, in: inner, parentKind: parentKind)
        }
        // A cell outside a table (a xib's own cell, whose rows code makes) is a view of the screen.
        let cellOnItsOwn = kind == "cell" && parentKind != "tableView"
        if cellOnItsOwn { kind = "view" }
        // A control people cannot touch (userInteractionEnabled="NO": an icon in a cell whose row
        // takes the tap) is a picture of a control, not a target: it is read as a plain view.
        if Vocabulary.interactiveKinds.contains(kind) && tree.attribute("userInteractionEnabled", of: node) == "NO" { kind = "view" }
        if isStandIn(node, kind: kind) { return [] }
        var draft = f.draft(kind, at: node)
        identify(&draft, node)
        if cellOnItsOwn { draft.set("tableCell", bool: true, at: draft.location) }
        if name == "scrollView" || name == "collectionView" { draft.set("scrolls", bool: true, at: draft.location) }
        switch kind {
        case "label":
            setText(&draft, of: node)
            textAlignment(&draft, node)
        case "button": button(&draft, node)
        case "textField": textField(&draft, node)
        case "switch", "slider", "stepper": control(&draft, node)
        case "pageControl":
            control(&draft, node)
            number(&draft, "numberOfPages", from: "numberOfPages", of: node)
            number(&draft, "currentPage", from: "currentPage", of: node)
        case "tableView":
            if let style = IBVocabularyMap.tableStyle(named: tree.attribute("style", of: node)) {
                draft.set("style", style, at: f.location(ofAttribute: "style", in: node))
            }
            if tree.attribute("style", of: node) == "insetGrouped" {
                // iOS 13's inset grouped rows stand apart from the table's sides: as far as IB
                // draws its first cell, else UIKit's margin on a phone.
                let inset = firstCellFrame(in: node).map(\.x).flatMap { $0 > 0 ? $0 : nil } ?? 16
                draft.set("rowInset", number: inset, at: f.location(ofAttribute: "style", in: node))
            }
        case "cell": cell(&draft, node)
        case "datePicker": datePicker(&draft, node)
        case "activityIndicator":
            draft.set("animating", bool: flag("animating", node), at: f.location(ofAttribute: "animating", in: node))
            draft.set("hidesWhenStopped", bool: flag("hidesWhenStopped", node), at: f.location(ofAttribute: "hidesWhenStopped", in: node))
        case "toolbar", "navigationBar", "tabBar": barAppearance(&draft, node, standalone: true)
        case "view" where name == "textView": setText(&draft, of: node)
        case "searchBar":
            if let text = tree.attribute("text", of: node), !text.isEmpty {
                draft.set("text", text, at: f.location(ofAttribute: "text", in: node))
            }
        default: break
        }
        IBRuntimeText.settle(&draft, from: node, f)
        textAppearance(&draft, node)
        accessibility(&draft, node)
        // IB's placeholder for a size only the running view knows, unless a constraint sets that
        // size: Auto Layout then gives the view the constraint's size, as the frame shows.
        func placeholder(_ dimension: String, _ attribute: String) -> Double? {
            guard let size = tree.attribute(attribute, of: node).flatMap({ Double($0) }) else { return nil }
            return hasSizeConstraint(node, on: dimension) ? nil : size
        }
        let intrinsic = (width: placeholder("width", "placeholderIntrinsicWidth"), height: placeholder("height", "placeholderIntrinsicHeight"))
        let sizedByUIKit = (kind == "picker" || kind == "datePicker") && tree.attribute("translatesAutoresizingMaskIntoConstraints", of: node) == "NO"
            && !hasSizeConstraint(node)
        let inner = placement.place(&draft, frame: givenFrame ?? IBFrame.document(node, f), hidden: flag("hidden", node),
                                    misplaced: flag("misplaced", node) || flag("ambiguous", node), intrinsic: intrinsic)
        if sizedByUIKit {
            // Under Auto Layout with no constraint on its size, UIKit gives a picker its own size:
            // the frame IB stored is a stale canvas size, not the designer's.
            draft.remove(["width", "height"])
        }
        IBSizeInCode.settle(&draft, f.code)
        settleTitleSizedWidth(&draft, node)

        var children: [Element] = []
        switch kind {
        case "toolbar":
            children = barButtonItems(in: tree.child(of: node, named: "items"))
        case "navigationBar":
            navigationBarItems(&draft, node)
            navigationBarTitleFont(&draft, node)
        case "tabBar":
            if let items = tree.child(of: node, named: "items") {
                children = tree.children(of: items).filter { tree.name($0) == "tabBarItem" }.map { tabBarItem($0) }
            }
        case "segmentedControl":
            if let segments = tree.child(of: node, named: "segments") {
                children = tree.children(of: segments).filter { tree.name($0) == "segment" }.map(segment)
            }
        case "searchBar":
            if let titles = tree.child(of: node, named: "scopeButtonTitles") {
                children = tree.children(of: titles).filter { tree.name($0) == "string" }.map { string in
                    var scope = f.draft("scopeButton", at: string)
                    scope.set("title", tree.text(string), at: f.location(string))
                    return scope.element
                }
            }
        case "tableView":
            children = tableContent(of: node, in: inner)
        default:
            break
        }
        if name == "tableViewCell" { children = cellContent(&draft, node, in: inner) }
        if name == "collectionView" {
            // Its section header above its cells and its footer below them, where the file draws
            // them: a header is content people see first (a banner that titles the screen).
            let supplementary = { (key: String) in tree.children(of: node).filter { tree.attribute("key", of: $0) == key } }
            for header in supplementary("sectionHeaderView") { children += elements(of: header, in: inner, parentKind: kind) }
            if let cells = tree.child(of: node, named: "cells") {
                for cell in tree.children(of: cells) { children += elements(of: cell, in: inner, parentKind: kind) }
            }
            for footer in supplementary("sectionFooterView") { children += elements(of: footer, in: inner, parentKind: kind) }
        }
        // Views that hold their content in a content view (visual effect views, collection cells).
        if name == "visualEffectView" || name == "collectionViewCell" || name == "collectionReusableView",
           let content = tree.children(of: node).first(where: { tree.attribute("key", of: $0) == "contentView" }) {
            var none = ElementDraft(kind: "", location: f.location(content))
            let contentPlacement = inner.place(&none, frame: IBFrame.document(content, f), hidden: flag("hidden", content),
                                               misplaced: flag("misplaced", content))
            children += subviews(of: content, in: contentPlacement, parentKind: kind)
        }
        children += subviews(of: node, in: inner, parentKind: kind)
        if let code = f.code, name == "tableViewCell" || name == "collectionViewCell" {
            let outlets = f.outlets
            IBRowTaps.extendToRow(&children, cell: draft) { id in
                outlets[id]?.contains { code.focusesOnRowSelection(outlet: $0.property, owner: $0.ownerClass) } ?? false
            }
        }
        let rest = draft.adopt(children)
        return [draft.element] + rest
    }

    /// The elements of the `<subviews>` of `node`.
    func subviews(of node: IBXMLTree.NodeID, in placement: IBPlacement, parentKind: String) -> [Element] {
        guard let subviews = tree.child(of: node, named: "subviews") else { return [] }
        if f.code != nil, let id = tree.attribute("id", of: node), f.subviewsReplacedInCode(node, outlets: f.outlets[id]) { return [] }
        let uninstalled = IBSizeClassExclusions.uninstalledSubviews(of: node, tree)
        var result: [Element] = []
        for child in tree.children(of: subviews) where uninstalled.isEmpty || !uninstalled.contains(tree.attribute("id", of: child) ?? "") {
            result += elements(of: child, in: placement, parentKind: parentKind)
        }
        if let code = f.code { IBHitTestingInCode.mark(&result, containerClass: tree.attribute("customClass", of: node), code: code) }
        return result
    }

    /// Whether a constraint fixes the width or height of `node` (or only the dimension `on`
    /// names): one of its own constraints on it, or one of its superview's that names it by id.
    func hasSizeConstraint(_ node: IBXMLTree.NodeID, on dimension: String? = nil) -> Bool {
        let id = tree.attribute("id", of: node)
        func sizes(_ constraint: IBXMLTree.NodeID, own: Bool) -> Bool {
            let first = tree.attribute("firstAttribute", of: constraint)
            guard first == "width" || first == "height", dimension == nil || first == dimension else { return false }
            return own ? tree.attribute("firstItem", of: constraint) == nil || tree.attribute("firstItem", of: constraint) == id
                : tree.attribute("firstItem", of: constraint) == id
        }
        if let own = tree.child(of: node, named: "constraints"), tree.children(of: own).contains(where: { sizes($0, own: true) }) {
            return true
        }
        if let parent = tree.parent(of: node).flatMap({ tree.parent(of: $0) }), let theirs = tree.child(of: parent, named: "constraints") {
            return tree.children(of: theirs).contains { sizes($0, own: false) }
        }
        return false
    }

    /// Whether attribute `name` of `node` is `YES`.
    func flag(_ name: String, _ node: IBXMLTree.NodeID) -> Bool {
        tree.attribute(name, of: node) == "YES"
    }

    /// The IB object id and custom class, which every mapped element carries.
    func identify(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        if let id = tree.attribute("id", of: node) { draft.set("id", id, at: f.location(ofAttribute: "id", in: node)) }
        if let customClass = tree.attribute("customClass", of: node) {
            draft.set("customClass", customClass, at: f.location(ofAttribute: "customClass", in: node))
        }
    }

    /// A text the document format writes as an attribute, or, when it has several lines, as a
    /// `<string key="…">` child.
    func text(_ name: String, of node: IBXMLTree.NodeID) -> (String, SourceLocation)? {
        if let value = tree.attribute(name, of: node) { return (value, f.location(ofAttribute: name, in: node)) }
        if let string = tree.child(of: node, named: "string", key: name), let value = tree.text(string) {
            return (value, f.location(string))
        }
        return nil
    }

    /// The text of an attributed string child (`attributedText`, `attributedTitle`): its fragments joined.
    func attributedText(_ key: String, of node: IBXMLTree.NodeID) -> (String, SourceLocation)? {
        guard let attributed = tree.child(of: node, named: "attributedString", key: key) else { return nil }
        var text = ""
        for fragment in tree.children(of: attributed) where tree.name(fragment) == "fragment" {
            if let content = tree.attribute("content", of: fragment) {
                text += content
            } else if let string = tree.child(of: fragment, named: "string", key: "content"), let content = tree.text(string) {
                text += content
            }
        }
        return (text, f.location(attributed))
    }

    private func setText(_ draft: inout ElementDraft, of node: IBXMLTree.NodeID) {
        if let (text, at) = text("text", of: node) ?? attributedText("attributedText", of: node), !text.isEmpty {
            draft.set("text", text, at: at)
        }
    }

    private func number(_ draft: inout ElementDraft, _ property: String, from attribute: String, of node: IBXMLTree.NodeID) {
        draft.set(property, number: tree.attribute(attribute, of: node).flatMap { Double($0) },
                  at: f.location(ofAttribute: attribute, in: node))
    }

    private func control(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        if tree.attribute("enabled", of: node) == "NO" {
            draft.set("enabled", bool: false, at: f.location(ofAttribute: "enabled", in: node))
        }
    }

    private func button(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        control(&draft, node)
        if let type = IBVocabularyMap.buttonType(named: tree.attribute("buttonType", of: node)) {
            draft.set("buttonType", type, at: tree.attribute("buttonType", of: node) == nil ? draft.location : f.location(ofAttribute: "buttonType", in: node))
        }
        if let normal = tree.child(of: node, named: "state", key: "normal") {
            if let (title, at) = text("title", of: normal) ?? attributedText("attributedTitle", of: normal), !title.isEmpty {
                draft.set("title", title, at: at)
            }
            if let image = tree.attribute("image", of: normal) {
                draft.set("image", image, at: f.location(ofAttribute: "image", in: normal))
            }
        }
        // iOS 15's button configurations carry the title and image themselves: a configuration's
        // title is the one UIKit shows, and the `<state title=…>` IB keeps beside it (its
        // placeholder "Button", often) is stale, even when the configuration has no title.
        if let configuration = tree.child(of: node, named: "buttonConfiguration", key: "configuration") {
            draft.remove(["title"])
            if let (title, at) = text("title", of: configuration)
                ?? attributedText("attributedTitle", of: configuration), !title.isEmpty {
                draft.set("title", title, at: at)
            }
            if !draft.has("image"), let image = tree.attribute("image", of: configuration) {
                draft.set("image", image, at: f.location(ofAttribute: "image", in: configuration))
            }
        }
        markProse(&draft, node)
    }

    /// Marks a button whose title is running text, not a command (`prose`): a sentence or several
    /// lines (`CommandTitleText.isProse`), a question put to the person (`isQuestion`: "Already
    /// purchased?"), or an attributed title of three words or more (a sentence with a link drawn
    /// in it). A title that may wrap (`lineBreakMode="wordWrap"`) is
    /// not prose by that alone: command buttons wrap so that longer translations fit.
    private func markProse(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        guard let title = draft.value("title") else { return }
        let words = title.split(whereSeparator: \.isWhitespace).count
        let attributed = tree.attribute("hasAttributedTitle", of: node) == "YES"
        guard CommandTitleText.isProse(title) || CommandTitleText.isQuestion(title) || (attributed && words >= 3) else { return }
        draft.set("prose", bool: true, at: draft.location)
    }

    /// How a label's or a text field's lines are aligned (`textAlignment`).
    private func textAlignment(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        if let alignment = tree.attribute("textAlignment", of: node), ["left", "center", "right", "justified", "natural"].contains(alignment) {
            draft.set("textAlignment", alignment, at: f.location(ofAttribute: "textAlignment", in: node))
        }
    }

    private func textField(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        control(&draft, node)
        textAlignment(&draft, node)
        if let (text, at) = text("text", of: node), !text.isEmpty { draft.set("text", text, at: at) }
        if let (placeholder, at) = text("placeholder", of: node), !placeholder.isEmpty { draft.set("placeholder", placeholder, at: at) }
        if let style = tree.attribute("borderStyle", of: node).flatMap(IBVocabularyMap.borderStyle(named:)) {
            draft.set("borderStyle", style, at: f.location(ofAttribute: "borderStyle", in: node))
        }
        if let traits = tree.child(of: node, named: "textInputTraits", key: "textInputTraits"),
           let name = tree.attribute("keyboardType", of: traits), let type = IBVocabularyMap.keyboardType(named: name) {
            draft.set("keyboardType", type, at: f.location(ofAttribute: "keyboardType", in: traits))
        }
        if let code = f.code, let id = tree.attribute("id", of: node),
           f.outlets[id]?.contains(where: { code.focusesWhenShown(outlet: $0.property, owner: $0.ownerClass) }) == true {
            draft.set("focusedWhenShown", bool: true, at: draft.location)
        }
    }

    private func datePicker(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        if let mode = tree.attribute("datePickerMode", of: node).flatMap(IBVocabularyMap.datePickerMode(named:)) {
            draft.set("mode", mode, at: f.location(ofAttribute: "datePickerMode", in: node))
        }
        number(&draft, "minuteInterval", from: "minuteInterval", of: node)
        number(&draft, "countDownDuration", from: "countDownDuration", of: node)
    }

    /// A bar's style and translucency. In a file of iOS 7 or later bars are translucent unless
    /// `translucent="NO"` says otherwise; in one of iOS 6 (a document-format file whose
    /// deployment is earlier) only `translucent="YES"` or the black translucent style makes one.
    /// A `standalone` navigation bar or toolbar (a view of a screen, not a container's bar) that
    /// leaves its translucency to iOS 7's default has translucency unknown (set at run time): the
    /// app styles such a bar in code, and the default is no designer's choice to compare.
    func barAppearance(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID, standalone: Bool = false) {
        if draft.kind == "navigationBar" && tree.attribute("largeTitles", of: node) == "YES" {
            draft.set("largeTitles", bool: true, at: f.location(ofAttribute: "largeTitles", in: node))
        }
        let styleAt = f.location(ofAttribute: "barStyle", in: node)
        switch tree.attribute("barStyle", of: node) {
        case "black", "blackOpaque":
            if draft.kind != "tabBar" { draft.set("style", "black", at: styleAt) }
        case "blackTranslucent":
            if draft.kind != "tabBar" { draft.set("style", "black", at: styleAt) }
            draft.set("translucent", bool: true, at: styleAt)
            return
        default:
            break
        }
        let translucent = tree.attribute("translucent", of: node)
        // A tab bar of 2010 could not be translucent: one that is only because iOS 7 made that
        // the default is not the designer's choice, and is judged as UIKit of 2010 draws it.
        if draft.kind == "tabBar" && translucent == nil { return }
        if translucent == nil && !f.era.barsTranslucentByDefault { return }
        if translucent == nil && standalone && draft.kind != "tabBar" {
            draft.markSetAtRunTime("translucent", at: draft.location)
            return
        }
        draft.set("translucent", bool: translucent != "NO",
                  at: translucent == nil ? draft.location : f.location(ofAttribute: "translucent", in: node))
    }

    // MARK: Bar items

    /// The bar button items of an `<items>` (or `<toolbarItems>`, `<leftBarButtonItems>` …) element.
    func barButtonItems(in list: IBXMLTree.NodeID?, side: String? = nil) -> [Element] {
        guard let list else { return [] }
        return tree.children(of: list).filter { tree.name($0) == "barButtonItem" }.map { barButtonItem($0, side: side) }
    }

    func barButtonItem(_ node: IBXMLTree.NodeID, side: String? = nil) -> Element {
        var item = f.draft("barButtonItem", at: node)
        identify(&item, node)
        if let (title, at) = text("title", of: node), !title.isEmpty { item.set("title", title, at: at) }
        if let image = tree.attribute("image", of: node) { item.set("image", image, at: f.location(ofAttribute: "image", in: node)) }
        if let name = tree.attribute("systemItem", of: node), let systemItem = IBVocabularyMap.barSystemItem(named: name) {
            item.set("systemItem", systemItem, at: f.location(ofAttribute: "systemItem", in: node))
        }
        if let style = IBVocabularyMap.barItemStyle(named: tree.attribute("style", of: node)) {
            let written = tree.attribute("style", of: node) != nil
            item.set("style", style, at: written ? f.location(ofAttribute: "style", in: node) : item.location)
        }
        if let width = tree.attribute("width", of: node).flatMap({ Double($0) }) {
            item.set("width", number: width, at: f.location(ofAttribute: "width", in: node))
        }
        item.set("side", side, at: item.location)
        // A view the item shows in place of a button (a segmented control across a toolbar).
        if let view = tree.children(of: node).first(where: { tree.attribute("key", of: $0) == "customView" }) {
            item.set("customView", IBVocabularyMap.documentViewKinds[tree.name(view)] ?? "view", at: f.location(view))
        }
        IBRuntimeText.settle(&item, from: node, f)
        return item.element
    }

    /// A tab bar item; `controllerTitle`, the title of the controller it belongs to, titles it
    /// when the item has no title written at all (UIKit titles a controller's tab bar item with
    /// the controller's title; an item whose title was cleared, `title=""`, stays untitled).
    /// `standsInForReference`: the item is a storyboard reference's (`viewControllerPlaceholder`).
    /// As Interface Builder leaves it (no image, no system item, IB's placeholder title or none), it
    /// stands for the item the referenced scene gives itself, which UIKit shows: its title and
    /// image are that scene's, not known here.
    func tabBarItem(_ node: IBXMLTree.NodeID, controllerTitle: String? = nil, standsInForReference: Bool = false) -> Element {
        var item = f.draft("tabBarItem", at: node)
        identify(&item, node)
        if let (title, at) = text("title", of: node) {
            if !title.isEmpty { item.set("title", title, at: at) }
        } else if let controllerTitle, !controllerTitle.isEmpty {
            item.set("title", controllerTitle, at: item.location)
        }
        if let image = tree.attribute("image", of: node) { item.set("image", image, at: f.location(ofAttribute: "image", in: node)) }
        if let name = tree.attribute("systemItem", of: node), let systemItem = IBVocabularyMap.tabSystemItem(named: name) {
            item.set("systemItem", systemItem, at: f.location(ofAttribute: "systemItem", in: node))
        }
        if let badge = tree.attribute("badgeValue", of: node), !badge.isEmpty {
            item.set("badge", badge, at: f.location(ofAttribute: "badgeValue", in: node))
        }
        IBRuntimeText.settle(&item, from: node, f)
        if standsInForReference, !item.has("image"), !item.has("systemItem"), !item.has("title") {
            item.markSetAtRunTime("title", at: item.location)
            item.markSetAtRunTime("image", at: item.location)
        }
        return item.element
    }

    private func segment(_ node: IBXMLTree.NodeID) -> Element {
        var segment = f.draft("segment", at: node)
        if let (title, at) = text("title", of: node), !title.isEmpty { segment.set("title", title, at: at) }
        if let image = tree.attribute("image", of: node) { segment.set("image", image, at: f.location(ofAttribute: "image", in: node)) }
        if let width = tree.attribute("width", of: node).flatMap({ Double($0) }), width > 0 {
            segment.set("width", number: width, at: f.location(ofAttribute: "width", in: node))
        }
        return segment.element
    }

    /// A navigation item's parts: title, items on each side, the title its back bar button item
    /// gives the next screen's back button.
    func navigationItem(_ node: IBXMLTree.NodeID) -> IBNavigationItem {
        var item = IBNavigationItem(location: f.location(node))
        item.neverLargeTitle = tree.attribute("largeTitleDisplayMode", of: node) == "never"
        if let (title, at) = text("title", of: node), !title.isEmpty {
            if title == IBRuntimeText.navigationItemPlaceholder {
                item.titleSetAtRunTime = true
            } else {
                item.title = title
                item.titleAt = at
            }
        }
        // An untitled navigation item an outlet points to is titled through it.
        if item.title == nil, let id = tree.attribute("id", of: node), f.outletTargets.contains(id) { item.titleSetAtRunTime = true }
        for child in tree.children(of: node) {
            switch (tree.name(child), tree.attribute("key", of: child)) {
            case ("barButtonItem", "leftBarButtonItem"): item.leftItems.append(barButtonItem(child, side: "left"))
            case ("barButtonItem", "rightBarButtonItem"): item.rightItems.append(barButtonItem(child, side: "right"))
            case ("barButtonItem", "backBarButtonItem"):
                if let (title, at) = text("title", of: child) {
                    item.backTitle = title
                    item.backTitleAt = at
                }
            case ("leftBarButtonItems", _): item.leftItems += barButtonItems(in: child, side: "left")
            case ("rightBarButtonItems", _): item.rightItems += barButtonItems(in: child, side: "right")
            default: break
            }
        }
        item.hidesBackButton = flag("hidesBackButton", node)
        item.leftItemsSupplementBackButton = flag("leftItemsSupplementBackButton", node)
        return item
    }

    /// A navigation bar placed in a view: its top (last) item gives the title and items, the one
    /// before it the back button.
    private func navigationBarItems(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        guard let list = tree.child(of: node, named: "items") else { return }
        let items = tree.children(of: list).filter { tree.name($0) == "navigationItem" }.map(navigationItem)
        guard let top = items.last else { return }
        if let title = top.title {
            draft.set("title", title, at: top.titleAt ?? top.location)
        } else if top.titleSetAtRunTime {
            draft.markSetAtRunTime("title", at: top.location)
        }
        if items.count > 1, top.showsBackButton {
            let back = IBNavigationItem.backButton(after: items[items.count - 2], controllerAt: draft.location)
            draft.set("backButton", back.title, at: back.at)
        }
        draft.children += top.leftItems + top.rightItems
    }

    // MARK: Tables

    /// A table's header and footer views, prototype cells and static cells, in that order; a
    /// static section's header and footer titles on its first and last cell.
    private func tableContent(of node: IBXMLTree.NodeID, in placement: IBPlacement) -> [Element] {
        var result: [Element] = []
        var cells: [(node: IBXMLTree.NodeID, section: IBXMLTree.NodeID?, first: Bool, last: Bool)] = []
        for child in tree.children(of: node) {
            switch (tree.name(child), tree.attribute("key", of: child)) {
            case (_, "tableHeaderView"?), (_, "tableFooterView"?):
                result += elements(of: child, in: placement, parentKind: "tableView")
            case ("prototypes", _):
                cells += tree.children(of: child).filter { tree.name($0) == "tableViewCell" }.map { ($0, nil, false, false) }
            case ("sections", _):
                for section in tree.children(of: child) where tree.name(section) == "tableViewSection" {
                    guard let list = tree.child(of: section, named: "cells") else { continue }
                    let sectionCells = tree.children(of: list).filter { tree.name($0) == "tableViewCell" }
                    for (index, cell) in sectionCells.enumerated() {
                        cells.append((cell, section, index == 0, index == sectionCells.count - 1))
                    }
                }
            default:
                break
            }
        }
        for cell in cells {
            var elements = elements(of: cell.node, in: placement, parentKind: "tableView")
            if let section = cell.section, let index = elements.firstIndex(where: { $0.kind == "cell" }) {
                for (attribute, name, applies) in [("headerTitle", "sectionHeader", cell.first), ("footerTitle", "sectionFooter", cell.last)] where applies {
                    if let title = tree.attribute(attribute, of: section), !title.isEmpty {
                        elements[index].properties.append(.init(name: name, value: .string(title), location: f.location(ofAttribute: attribute, in: section)))
                    }
                }
            }
            result += elements
        }
        return result
    }

    /// The frame of a table's first prototype or static cell.
    private func firstCellFrame(in table: IBXMLTree.NodeID) -> IBFrame? {
        for child in tree.children(of: table) {
            let lists: [IBXMLTree.NodeID]
            switch tree.name(child) {
            case "prototypes": lists = [child]
            case "sections": lists = tree.children(of: child).compactMap { tree.child(of: $0, named: "cells") }
            default: continue
            }
            for list in lists {
                if let cell = tree.children(of: list).first(where: { tree.name($0) == "tableViewCell" }) { return IBFrame.document(cell, f) }
            }
        }
        return nil
    }

    private func cell(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        if let style = tree.attribute("style", of: node).flatMap(IBVocabularyMap.cellStyle(named:)) {
            draft.set("cellStyle", style, at: f.location(ofAttribute: "style", in: node))
        }
        if let accessory = tree.attribute("accessoryType", of: node).flatMap(IBVocabularyMap.accessory(named:)) {
            draft.set("accessory", accessory, at: f.location(ofAttribute: "accessoryType", in: node))
        }
        if let selection = tree.attribute("selectionStyle", of: node).flatMap(IBVocabularyMap.selectionStyle(named:)) {
            draft.set("selectionStyle", selection, at: f.location(ofAttribute: "selectionStyle", in: node))
        }
        if let height = tree.attribute("rowHeight", of: node).flatMap({ Double($0) }), height > 0 {
            draft.set("height", number: height, at: f.location(ofAttribute: "rowHeight", in: node))
        }
    }

    /// A cell's content view, whose subviews are the cell's; the labels and image view of a cell
    /// style become its `title`, `detail` and `image`.
    private func cellContent(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID, in placement: IBPlacement) -> [Element] {
        guard let content = tree.children(of: node).first(where: { tree.attribute("key", of: $0) == "contentView" }) else { return [] }
        var none = ElementDraft(kind: "", location: f.location(content))
        let inner = placement.place(&none, frame: IBFrame.document(content, f), hidden: flag("hidden", content),
                                    misplaced: flag("misplaced", content))
        guard let subviews = tree.child(of: content, named: "subviews") else { return [] }
        var result: [Element] = []
        for child in tree.children(of: subviews) {
            // A cell that is not in a table (a xib's top-level cell) keeps its labels as labels.
            switch draft.kind == "cell" ? tree.attribute("key", of: child) : nil {
            case "textLabel"?:
                if let (text, at) = text("text", of: child), !text.isEmpty { draft.set("title", text, at: at) }
            case "detailTextLabel"?:
                if let (text, at) = text("text", of: child), !text.isEmpty { draft.set("detail", text, at: at) }
            case "imageView"?:
                if let image = tree.attribute("image", of: child) { draft.set("image", image, at: f.location(ofAttribute: "image", in: child)) }
            default:
                result += elements(of: child, in: inner, parentKind: "cell")
            }
        }
        return result
    }
}
