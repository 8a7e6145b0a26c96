/// The outlets whose colours or font a project's code sets (`nameLabel.textColor = theme.primaryTextColor`,
/// `button.setTitleColor(…)`, `header.backgroundColor = …`, `titleLabel.font = .boldSystemFont(…)`):
/// the colour or font the file holds is not the one people see, so nothing is judged with it. Part
/// of `CodeTextFacts`.
struct CodeColorFacts: Sendable, Equatable {
    /// What an assignment sets: a text's colour (a label's or field's text, a button's title, its
    /// tint), a view's background, or a text's font.
    enum Layer: String, Sendable, CaseIterable {
        case text, background, font
    }

    /// The properties whose assignment sets a colour or a font, by what it sets.
    static let properties: [String: Layer] = ["textColor": .text, "tintColor": .text, "backgroundColor": .background, "font": .font]
    /// The setters that set one (`setTitleColor(_:for:)`, `[button setTitleColor:… forState:…]`, `[label setFont:…]`).
    static let setters: [String: Layer] = ["setTitleColor": .text, "setTextColor": .text, "setBackgroundColor": .background, "setFont": .font]

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
