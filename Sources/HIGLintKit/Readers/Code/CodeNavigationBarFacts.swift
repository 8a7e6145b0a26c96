/// What a project's code does to the navigation bars its Interface Builder files describe: the
/// bar button items a view controller sets on a side of its navigation item, and the appearance
/// code gives navigation bars (their color or translucency), and the classes whose code shows or
/// hides their navigation controller's toolbar. Part of `CodeTextFacts`.
///
/// A side whose items code sets is not the file's to count: `modal-cancel-and-done` cannot tell
/// whether a Cancel or Done is missing, and `navbar-one-item-per-side` cannot count a side code
/// fills with one item. A bar property code sets is not the file's to compare across screens.
struct CodeNavigationBarFacts: Sendable, Equatable {
    /// A side of a navigation bar's title.
    enum Side: String, Sendable, CaseIterable {
        case left, right
    }

    /// What code does to the items of one side.
    enum ItemChange: String, Sendable, Comparable {
        /// Code adds items to the side (`rightBarButtonItems?.append(…)`), or sets two or more
        /// (`rightBarButtonItems = [search, add]`): the side holds items the file does not, and
        /// the file's items that are several stay several.
        case added
        /// Code sets the side's items to one item, none, or a list it computes
        /// (`leftBarButtonItem = UIBarButtonItem(…)`, `setRightBarButtonItems(items, …)`): how
        /// many show is unknown.
        case set

        static func < (a: ItemChange, b: ItemChange) -> Bool { a == .added && b == .set }
    }

    /// The bar properties people see that code may set, as the vocabulary names them.
    static let appearanceProperties = ["style", "translucent"]

    /// For each class, what its code does to each side's items (the stronger change, where it does both).
    var itemsByClass: [String: [Side: ItemChange]] = [:]
    /// The bar properties code sets on every navigation bar (`UINavigationBar.appearance()`, an
    /// extension of `UIViewController`, a bar reached through a UIKit class).
    var globalAppearance: Set<String> = []
    /// For each class, the bar properties its code sets on its navigation controller's bar
    /// (`navigationController?.navigationBar.barTintColor = …`) or, for a navigation controller
    /// subclass, on its own (`navigationBar.isTranslucent = false`).
    var appearanceByClass: [String: Set<String>] = [:]
    /// `globalAppearance` by the project folder of the code that sets it (`CodeProjectRoot`): a
    /// run's facts keep it here, and each Interface Builder file takes only its own project's
    /// (`CodeTextFacts.scoped(toFileAt:)`), so that a run over several apps' folders does not
    /// lend one app's look to another's bars.
    var globalAppearanceByRoot: [String: Set<String>] = [:]

    /// The classes whose code sets whether their navigation controller's toolbar shows
    /// (`setToolbarHidden(_:animated:)`, `isToolbarHidden = …`), or, for a navigation controller
    /// subclass, whether its own does: the file's `toolbarHidden` is not what people see.
    var toolbarVisibilityClasses: Set<String> = []

    var isEmpty: Bool {
        itemsByClass.isEmpty && globalAppearance.isEmpty && appearanceByClass.isEmpty && toolbarVisibilityClasses.isEmpty
    }

    /// The names of a navigation controller's toolbar visibility, as a property or a setter.
    static let toolbarVisibilityNames = CodeWordTable(["toolbarHidden", "isToolbarHidden", "setToolbarHidden"])

    mutating func recordItems(_ change: ItemChange, side: Side, ofClass name: String) {
        let known = itemsByClass[name]?[side]
        itemsByClass[name, default: [:]][side] = known.map { max($0, change) } ?? change
    }

    mutating func recordAppearance(_ properties: [String], ofClass name: String?) {
        // A UIKit class (an extension of UIViewController) is every controller's.
        guard let name, !name.hasPrefix("UI") else { globalAppearance.formUnion(properties); return }
        appearanceByClass[name, default: []].formUnion(properties)
    }

    mutating func merge(_ other: CodeNavigationBarFacts) {
        for (name, sides) in other.itemsByClass {
            for (side, change) in sides { recordItems(change, side: side, ofClass: name) }
        }
        globalAppearance.formUnion(other.globalAppearance)
        for (root, properties) in other.globalAppearanceByRoot { globalAppearanceByRoot[root, default: []].formUnion(properties) }
        for (name, properties) in other.appearanceByClass { appearanceByClass[name, default: []].formUnion(properties) }
        toolbarVisibilityClasses.formUnion(other.toolbarVisibilityClasses)
    }

    /// The side a bar button item property or setter names (`rightBarButtonItems`,
    /// `setLeftBarButtonItem`), and whether it holds a list.
    static let itemProperties: CodeWordTable<(side: Side, list: Bool)> = {
        var table: [(String, (side: Side, list: Bool))] = []
        for setter in ["", "set"] {
            for (side, words) in [(Side.left, ["left", "Left"]), (Side.right, ["right", "Right"])] {
                for word in words {
                    table.append((setter + word + "BarButtonItem", (side, false)))
                    table.append((setter + word + "BarButtonItems", (side, true)))
                }
            }
        }
        return CodeWordTable(table)
    }()

    /// The bar properties an assignment to or a setter of a navigation bar named by the name
    /// sets (`barTintColor`, `setTranslucent`, `standardAppearance`).
    static let appearanceSetters: CodeWordTable<[String]> = {
        var table: [(String, [String])] = []
        for name in ["barTintColor", "setBarTintColor", "barStyle", "setBarStyle", "backgroundColor", "setBackgroundColor",
                     "setBackgroundImage"] { table.append((name, ["style"])) }
        for name in ["isTranslucent", "translucent", "setTranslucent"] { table.append((name, ["translucent"])) }
        for name in ["standardAppearance", "scrollEdgeAppearance", "compactAppearance", "setStandardAppearance",
                     "setScrollEdgeAppearance"] { table.append((name, ["style", "translucent"])) }
        return CodeWordTable(table)
    }()
}
