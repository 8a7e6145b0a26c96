/// The part of `CodeTextScan` that finds `CodeViewClassFacts`: which classes constrain their own size,
/// which test their own hits, and which outlets a row's selection focuses.
extension CodeTextScan {
    /// `heightAnchor.constraint(greaterThanOrEqualToConstant: 50)` and `[self.widthAnchor constraintEqualToConstant:44]`
    /// on the class itself; `cell.textField.becomeFirstResponder()` in `didSelectRowAt`.
    mutating func viewClassFacts(at i: Int) {
        switch tokens.value(i, in: Self.viewClassWords) {
        case .size(let dimension)?: ownSizeConstraint(dimension, at: i)
        case .focus?:
            focusOnSelection(at: i)
            focusWhenShown(at: i)
        case .hitTesting?: hitTestingOverride(at: i)
        case nil: break
        }
    }

    /// What a name `viewClassFacts(at:)` reads starts: a size anchor's constraint, or a focus.
    enum ViewClassWord: Sendable {
        case size(CodeViewClassFacts.Dimension)
        case focus
        case hitTesting
    }

    /// The names `viewClassFacts(at:)` reads, matched on the token's bytes: every name of every
    /// code file is asked about.
    static let viewClassWords = CodeWordTable<ViewClassWord>(
        CodeViewClassFacts.sizeAnchors.map { ($0.key, .size($0.value)) } + [("becomeFirstResponder", .focus)]
            + [("hitTest", .hitTesting), ("point", .hitTesting), ("pointInside", .hitTesting)])

    /// `override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?`,
    /// `override func point(inside point: CGPoint, with event: UIEvent?) -> Bool`,
    /// `- (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event`, `- (BOOL)pointInside:…`
    /// declared in a class's body: the class decides which taps reach it and its subviews.
    private mutating func hitTestingOverride(at i: Int) {
        guard method == nil, let owner = ownClass else { return }
        let declared: Bool
        if language == .swift {
            declared = tokens.isIdentifier(i - 1, "func") && isPunctuation(i + 1, "(")
                && (tokens.isIdentifier(i, "hitTest") || tokens.isIdentifier(i + 2, "inside"))
        } else {
            declared = isPunctuation(i - 1, ")") && isPunctuation(i + 1, ":") && !tokens.isIdentifier(i, "point")
        }
        if declared { facts.viewClasses.hitTestingClasses.insert(owner) }
    }

    /// A class of the app's own whose code it is: an extension of a UIKit class (a helper on
    /// every `UIView`) says nothing of the app's views.
    private var ownClass: String? {
        guard let current = currentClass, !current.hasPrefix("UI") else { return nil }
        return current
    }

    /// A constraint of the class's own `heightAnchor` or `widthAnchor` to a constant
    /// (`heightAnchor.constraint(greaterThanOrEqualToConstant: 50)`, `self.widthAnchor.constraint(equalToConstant: 120)`,
    /// `[self.heightAnchor constraintEqualToConstant:48]`), not a subview's (`titleLabel.heightAnchor`),
    /// nor the anchor given as an argument, nor a constraint to another anchor.
    private mutating func ownSizeConstraint(_ dimension: CodeViewClassFacts.Dimension, at i: Int) {
        guard let owner = ownClass else { return }
        // Swift: `.constraint(label: 50`; Objective-C: `selectorPart:50`.
        let label: Int
        if language == .swift {
            guard isPunctuation(i + 1, "."), identifier(i + 2) == "constraint", isPunctuation(i + 3, "(") else { return }
            label = i + 4
        } else {
            label = i + 1
        }
        guard let relation = identifier(label), let exact = CodeViewClassFacts.constantRelations[relation], isPunctuation(label + 1, ":"),
              label + 2 < tokens.count, tokens[label + 2].kind == .number, let points = Double(tokens[label + 2].text) else { return }
        if isPunctuation(i - 1, ".") || isPunctuation(i - 1, "->") {
            guard chain(endingBefore: i - 1) == ["self"] else { return }
        }
        facts.viewClasses.record(.init(exact: exact, points: points), dimension, ofClass: owner)
    }

    /// `cell.textField.becomeFirstResponder()`, `[textFieldCell.textField becomeFirstResponder]`,
    /// `nameField.becomeFirstResponder()` in a method a row's or item's selection calls: the
    /// outlet of the cell's class (a variable whose class the code says), of the class whose code
    /// it is (its own outlet), or of any class (a cell the code does not type).
    private mutating func focusOnSelection(at i: Int) {
        let receiver = language == .swift
            ? (isPunctuation(i - 1, ".") && isPunctuation(i + 1, "(") ? chain(endingBefore: i - 1) : nil)
            : chain(endingBefore: i)
        guard var path = receiver, inSelectionMethod(before: i) else { return }
        let fromSelf = path.first == "self"
        if fromSelf { path.removeFirst() }
        guard let outlet = path.last else { return }
        if path.count == 1 {
            if let current = currentClass { facts.viewClasses.focusedOnSelection[current, default: []].insert(outlet) }
        } else if path.count == 2, !fromSelf, let type = variableClasses[path[0]], !type.hasPrefix("UI") {
            facts.viewClasses.focusedOnSelection[type, default: []].insert(outlet)
        } else {
            facts.viewClasses.focusedOnSelectionOfAnyClass.insert(outlet)
        }
    }

    /// Whether token `i` is in the body of a selection method (`didSelectRowAt`,
    /// `didSelectRowAtIndexPath:`), or of a block inside one: some brace that encloses it opens
    /// a statement naming one.
    private func inSelectionMethod(before i: Int) -> Bool {
        var level = 0
        var k = i - 1
        while k >= 0, i - k < 4096 {
            if isPunctuation(k, "}") { level += 1 }
            if isPunctuation(k, "{") {
                if level > 0 {
                    level -= 1
                } else {
                    // An enclosing brace: what opens it, back to the statement before.
                    var s = k - 1
                    while s >= 0, k - s <= 64, !isPunctuation(s, ";"), !isPunctuation(s, "{"), !isPunctuation(s, "}") {
                        if let word = identifier(s), CodeViewClassFacts.selectionMethods.contains(word) { return true }
                        s -= 1
                    }
                }
            }
            k -= 1
        }
        return false
    }
}
