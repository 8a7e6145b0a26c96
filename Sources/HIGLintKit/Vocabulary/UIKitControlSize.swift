/// The sizes at which UIKit draws its own controls, whatever a layout asks: a hit region short of
/// 44 x 44 points because of them is UIKit's doing, not the layout's.
enum UIKitControlSize {
    /// Button types UIKit draws at a fixed size of its own, frame or not: the info buttons (light
    /// and dark), the detail disclosure button and the contact add button, 22 x 22 points since
    /// iOS 7 (the info button 18 x 19 before it).
    static let fixedSizeButtonTypes: Set<String> = ["infoLight", "infoDark", "detailDisclosure", "contactAdd"]

    /// Whether UIKit draws `element` at a fixed width and height of its own (a button of one of
    /// `fixedSizeButtonTypes`).
    static func isFixedSize(_ element: Element) -> Bool {
        element.kind == "button" && Vocabulary.value(of: "buttonType", in: element).map(fixedSizeButtonTypes.contains) == true
    }

    /// The least height at which UIKit draws a control of this kind at its own fixed height, or
    /// nil when the kind has no such height: a switch 27 pt or more (94 x 27 until iOS 6, 51 x 31
    /// since), a stepper 27 or more (94 x 27, later 94 x 29), a segmented control 29 or more (29 to
    /// 32), a slider 23 or more, a page control 36 or more, and a text field with the rounded-rect
    /// border 30 or more (31, later 30). Buttons, and text fields of any other border style, have
    /// no height of UIKit's own.
    static func fixedHeight(of element: Element) -> Double? {
        switch element.kind {
        case "switch", "stepper": return 27
        case "segmentedControl": return 29
        case "slider": return 23
        case "pageControl": return 36
        case "textField": return Vocabulary.value(of: "borderStyle", in: element) == "roundedRect" ? 30 : nil
        default: return nil
        }
    }
}
