import Foundation

/// What VoiceOver learns of a view of the document format, for `custom-ui-accessibility`: the
/// label and element status of its Accessibility inspector (`<accessibility
/// key="accessibilityConfiguration" label="…">` with `<bool key="isElement">`) or of runtime
/// attributes (`accessibilityLabel`, `isAccessibilityElement`, a localization key of the label);
/// whether a view handles touches itself (the gesture recognizers attached to it, a custom class
/// the code declares a control, Interface Builder's own `<control>`); whether a button's image is
/// one of the system's symbols, which VoiceOver names itself; and whether the app's code sets the
/// view's accessibility, through an outlet or in its class (`CodeAccessibilityFacts`): then its
/// label is set at run time.
extension IBDocumentViews {
    func accessibility(_ draft: inout ElementDraft, _ node: IBXMLTree.NodeID) {
        // A kind VoiceOver's properties do not describe (a table cell, whose row VoiceOver reads
        // from its contents) keeps its inspector's label to itself.
        guard Vocabulary.sharedKinds[draft.kind]?.type(of: "accessibilityLabel") != nil else { return }
        if let configuration = tree.child(of: node, named: "accessibility", key: "accessibilityConfiguration") {
            if let label = tree.attribute("label", of: configuration), !label.trimmingCharacters(in: .whitespaces).isEmpty {
                draft.set("accessibilityLabel", label, at: f.location(ofAttribute: "label", in: configuration))
            }
            if let element = tree.children(of: configuration).first(where: { tree.name($0) == "bool" && tree.attribute("key", of: $0) == "isElement" }) {
                draft.set("accessibilityElement", bool: tree.attribute("value", of: element) == "YES", at: f.location(element))
            }
        }
        if let list = tree.child(of: node, named: "userDefinedRuntimeAttributes") {
            for attribute in tree.children(of: list) where tree.name(attribute) == "userDefinedRuntimeAttribute" {
                guard let keyPath = tree.attribute("keyPath", of: attribute) else { continue }
                let at = f.location(ofAttribute: "keyPath", in: attribute)
                let value = tree.attribute("value", of: attribute)
                    ?? tree.children(of: attribute).first(where: { tree.attribute("value", of: $0) != nil }).flatMap { tree.attribute("value", of: $0) }
                switch keyPath {
                case "accessibilityLabel":
                    if let value, !value.isEmpty { draft.set("accessibilityLabel", value, at: at) }
                case "isAccessibilityElement":
                    if let value { draft.set("accessibilityElement", bool: value == "YES" || value == "1", at: at) }
                default:
                    // A localization key of the label (`accessibilityLabelKey`, `localizedAccessibilityLabel`).
                    if keyPath.lowercased().contains("accessibility"), IBRuntimeText.property(localizedBy: keyPath, among: ["accessibilityLabel"]) != nil,
                       !draft.has("accessibilityLabel") {
                        draft.markSetAtRunTime("accessibilityLabel", at: at)
                    }
                }
            }
        }
        let customClass = tree.attribute("customClass", of: node)
        if draft.kind == "view" {
            if let connections = tree.child(of: node, named: "connections") {
                let recognizers = tree.children(of: connections).count {
                    tree.name($0) == "outletCollection" && tree.attribute("property", of: $0) == "gestureRecognizers"
                }
                if recognizers > 0 && !fillsSuperview(node) {
                    draft.set("gestureRecognizers", number: Double(recognizers), at: f.location(connections))
                }
            }
            if tree.name(node) == "control" || (customClass != nil && f.code?.isControlClass(customClass) == true) {
                draft.set("controlClass", bool: true, at: f.location(ofAttribute: "customClass", in: node))
            }
        }
        if draft.kind == "button" {
            let states = tree.children(of: node).filter { tree.name($0) == "state" || tree.name($0) == "buttonConfiguration" }
            if states.contains(where: { tree.attribute("image", of: $0) != nil && tree.attribute("catalog", of: $0) == "system" }) {
                draft.set("systemImage", bool: true, at: draft.location)
            }
        }
        if let code = f.code, !draft.has("accessibilityLabel") {
            let outlets = tree.attribute("id", of: node).flatMap { f.outlets[$0] } ?? []
            let holdsNoViews = !holdsViews(node)
            if code.setsAccessibility(ofOutlets: outlets.map(\.property), ofClass: customClass, holdsNoViews: holdsNoViews) {
                draft.markSetAtRunTime("accessibilityLabel", at: draft.location)
            }
        }
    }

    /// Whether the file gives `node` views of its own: a `<subviews>` with something in it, its
    /// own or its content view's (a cell's).
    private func holdsViews(_ node: IBXMLTree.NodeID) -> Bool {
        var pending = [node]
        while let current = pending.popLast() {
            for child in tree.children(of: current) {
                if tree.name(child) == "subviews" {
                    if tree.child(of: child) != nil { return true }
                } else if tree.attribute("key", of: child) == "contentView" {
                    pending.append(child)
                }
            }
        }
        return false
    }

    /// Whether `node` covers its whole superview: a backdrop whose tap is "anywhere" (a dimming
    /// view that dismisses what it shows, an overlay that moves on), not a control of its own.
    private func fillsSuperview(_ node: IBXMLTree.NodeID) -> Bool {
        guard let frame = IBFrame.document(node, f), let subviews = tree.parent(of: node), let superview = tree.parent(of: subviews),
              let outer = IBFrame.document(superview, f) else { return false }
        return frame.x <= 0 && frame.y <= 0 && frame.x + frame.width >= outer.width && frame.y + frame.height >= outer.height
    }
}
