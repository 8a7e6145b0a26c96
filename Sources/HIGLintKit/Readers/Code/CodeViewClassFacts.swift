/// What a project's code says about the size and the taps of the views its Interface Builder files
/// describe: the classes that decide their own size, and the controls a table's row selection
/// focuses. Part of `CodeTextFacts`.
///
/// A control of a class that constrains its own size in code (`heightAnchor.constraint(greaterThanOrEqualToConstant: 50)`
/// in its setup) is drawn at the size its code gives, not at the designable's frame the file
/// stores. Only a constant says the size: an `intrinsicContentSize` override may as well keep
/// UIKit's small size (a pill button that adds 3 pt to its title's height), and a constraint to
/// another anchor says nothing of the points. A control that a row's selection makes first
/// responder (`didSelectRowAt` calling `cell.textField.becomeFirstResponder()`) takes the taps of
/// its whole row.
struct CodeViewClassFacts: Sendable, Equatable {
    /// A dimension of a view's size.
    enum Dimension: String, Sendable, CaseIterable {
        case width, height
    }

    /// A constant a class's code constrains one dimension of its own size to.
    struct SizeConstraint: Sendable, Equatable {
        /// Whether the size is at least `points` (`greaterThanOrEqualToConstant`) or exactly it (`equalToConstant`).
        var exact: Bool
        var points: Double

        /// The size the constraint gives a view `designed` points large in the file.
        func size(designed: Double) -> Double { exact ? points : max(designed, points) }

        /// Of two constraints on one dimension, the one that decides: an exact size, else the larger minimum.
        func stronger(_ other: SizeConstraint) -> SizeConstraint {
            if exact != other.exact { return exact ? self : other }
            return points >= other.points ? self : other
        }
    }

    /// For each class, the constants its code constrains the dimensions of its own size to.
    var sizeConstraints: [String: [Dimension: SizeConstraint]] = [:]
    /// For each class (a cell's), the outlets that code makes first responder when a row or item
    /// is selected (`[textFieldCell.textField becomeFirstResponder]` in `didSelectRowAtIndexPath:`).
    var focusedOnSelection: [String: Set<String>] = [:]
    /// The outlets row selection makes first responder through an object whose class the code
    /// does not say (`tableView.cellForRow(at:)?.contentView…`): of whatever class.
    var focusedOnSelectionOfAnyClass: Set<String> = []
    /// For each class, the outlets its code makes first responder, whatever the state, when its
    /// screen appears or its view is shown (`nameField.becomeFirstResponder()` in `viewDidLoad`):
    /// people type in them without tapping them first.
    var focusedWhenShown: [String: Set<String>] = [:]
    /// The classes whose code overrides `hitTest(_:with:)` or `point(inside:with:)`: they decide
    /// which taps reach them and the views inside them (a proxy laid over a small button that
    /// hands it the taps of a larger square, a button that answers for points beyond its bounds).
    var hitTestingClasses: Set<String> = []

    var isEmpty: Bool {
        sizeConstraints.isEmpty && focusedOnSelection.isEmpty && focusedOnSelectionOfAnyClass.isEmpty && focusedWhenShown.isEmpty
            && hitTestingClasses.isEmpty
    }

    /// The methods UIKit calls as a screen or view appears, and `becomeFirstResponder` of a view that
    /// hands its focus to its field, which the app calls as it shows the view.
    static let appearanceMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "loadView",
                                                 "didMoveToWindow", "didMoveToSuperview", "becomeFirstResponder"]

    /// The methods of a table or collection view's delegate that a row's or item's tap calls.
    static let selectionMethods: Set<String> = ["didSelectRowAt", "didSelectRowAtIndexPath", "didSelectItemAt", "didSelectItemAtIndexPath"]

    /// The anchors of a view's own size, by the dimension each fixes.
    static let sizeAnchors: [String: Dimension] = ["heightAnchor": .height, "widthAnchor": .width]

    /// The anchor methods that constrain a size to a constant, by whether the size is exact
    /// (Swift's argument labels, Objective-C's selector parts).
    static let constantRelations: [String: Bool] = [
        "equalToConstant": true, "greaterThanOrEqualToConstant": false,
        "constraintEqualToConstant": true, "constraintGreaterThanOrEqualToConstant": false,
    ]

    mutating func record(_ constraint: SizeConstraint, _ dimension: Dimension, ofClass name: String) {
        let known = sizeConstraints[name]?[dimension]
        sizeConstraints[name, default: [:]][dimension] = known.map { $0.stronger(constraint) } ?? constraint
    }

    mutating func merge(_ other: CodeViewClassFacts) {
        for (name, constraints) in other.sizeConstraints {
            for (dimension, constraint) in constraints { record(constraint, dimension, ofClass: name) }
        }
        for (name, outlets) in other.focusedOnSelection { focusedOnSelection[name, default: []].formUnion(outlets) }
        focusedOnSelectionOfAnyClass.formUnion(other.focusedOnSelectionOfAnyClass)
        for (name, outlets) in other.focusedWhenShown { focusedWhenShown[name, default: []].formUnion(outlets) }
        hitTestingClasses.formUnion(other.hitTestingClasses)
    }
}
