/// The outlets whose colours a project's code sets (`nameLabel.textColor = theme.primaryTextColor`,
/// `button.setTitleColor(…)`, `header.backgroundColor = …`): the colour the file holds is not
/// the one people see, so no contrast is judged with it. Part of `CodeTextFacts`.
struct CodeColorFacts: Sendable, Equatable {
    /// What a colour paints: a text (a label's or field's text, a button's title, its tint), or a view's background.
    enum Layer: String, Sendable, CaseIterable {
        case text, background
    }

    /// The properties whose assignment sets a colour, by what it paints.
    static let properties: [String: Layer] = ["textColor": .text, "tintColor": .text, "backgroundColor": .background]
    /// The setters that set one (`setTitleColor(_:for:)`, `[button setTitleColor:… forState:…]`).
    static let setters: [String: Layer] = ["setTitleColor": .text, "setTextColor": .text, "setBackgroundColor": .background]

    /// For each class, the outlets of its own whose colours its code sets, by layer.
    var outlets: [Layer: [String: Set<String>]] = [:]
    /// The outlets reached through another object (`cell.titleLabel.textColor = …`), of whatever class.
    var outletsOfAnyClass: [Layer: Set<String>] = [:]

    var isEmpty: Bool { outlets.isEmpty && outletsOfAnyClass.isEmpty }

    mutating func record(_ layer: Layer, outlet: String, ofClass owner: String?) {
        if let owner {
            outlets[layer, default: [:]][owner, default: []].insert(outlet)
        } else {
            outletsOfAnyClass[layer, default: []].insert(outlet)
        }
    }

    /// Whether code sets the `layer` colour of the outlet `property` of an object of one of the classes `lineage`.
    func sets(_ layer: Layer, ofOutlet property: String, lineage: [String]) -> Bool {
        if outletsOfAnyClass[layer]?.contains(property) == true { return true }
        return lineage.contains { outlets[layer]?[$0]?.contains(property) == true }
    }

    mutating func merge(_ other: CodeColorFacts) {
        for (layer, byClass) in other.outlets {
            for (owner, names) in byClass { outlets[layer, default: [:]][owner, default: []].formUnion(names) }
        }
        for (layer, names) in other.outletsOfAnyClass { outletsOfAnyClass[layer, default: []].formUnion(names) }
    }
}
