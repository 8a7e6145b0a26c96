import Yams

/// The type a configuration setting declares for its value, and the one place a YAML scalar is
/// read as that type: `strict`, a rule's `enabled` and `severity`, and every rule parameter are
/// read here, so that a value of the wrong kind is refused the same way everywhere, at its line
/// and column (`max: "4"` is text, `max: -1` is not a count, `strict: "true"` is text).
///
/// A quoted scalar is text, whatever it spells: YAML says so, and a user who quotes a number
/// has written text.
enum SettingType: Sendable, Equatable {
    case boolean
    /// A whole number, at least `minimum` when there is one.
    case wholeNumber(minimum: Int?)
    /// A finite number, at least `minimum` when there is one.
    case number(minimum: Double?)
    case text
    /// One of these words.
    case choice([String])

    /// What the value must be, as a message ends: "must be \(description)".
    var description: String {
        switch self {
        case .boolean: return "true or false"
        case .wholeNumber(let minimum?): return minimum == 0 ? "a whole number, 0 or more" : "a whole number, \(minimum) or more"
        case .wholeNumber(nil): return "a whole number"
        case .number(let minimum?): return minimum == 0 ? "a number, 0 or more" : "a number, \(PropertyValue.format(minimum)) or more"
        case .number(nil): return "a number"
        case .text: return "text"
        case .choice(let words):
            return words.count == 1 ? words[0] : words.dropLast().joined(separator: ", ") + " or " + words[words.count - 1]
        }
    }

    /// The type of a rule parameter used as a primitive's parameter of this shape: every number a
    /// primitive takes is a count, a size, a fraction or a ratio, so none is negative. Nil for a
    /// shape no scalar of a configuration gives (a selector, a table).
    init?(_ shape: PrimitiveDeclaration.Shape) {
        switch shape {
        case .integer, .countCondition: self = .wholeNumber(minimum: 0)
        case .number: self = .number(minimum: 0)
        case .boolean: self = .boolean
        case .choice(let words): self = .choice(words)
        case .kind, .pattern, .words, .template, .property, .properties, .propertyValues: self = .text
        case .selector, .selectorMap, .propertyValueMap, .sizeTable: return nil
        }
    }

    /// The type a parameter's default value is of, for a parameter no primitive's declaration
    /// says more about.
    init(kindOf value: RuleParameter.Value) {
        switch value {
        case .integer: self = .wholeNumber(minimum: nil)
        case .number: self = .number(minimum: nil)
        case .boolean: self = .boolean
        case .text: self = .text
        }
    }

    /// Why a value is refused.
    struct Refusal: Error, Sendable {
        /// Ends a sentence that begins with the setting's name: "must be a whole number, 0 or more (it is -1)".
        var message: String
    }

    /// The scalar `node` read as this type.
    func read(_ node: Node) -> Result<RuleParameter.Value, Refusal> {
        guard let scalar = node.scalar else {
            return .failure(Refusal(message: "must be \(description), not a \(node.mapping != nil ? "mapping" : "list")"))
        }
        let text = scalar.string
        let quoted = scalar.style != .plain && scalar.style != .any
        func refused() -> Result<RuleParameter.Value, Refusal> {
            .failure(Refusal(message: "must be \(description)" + (quoted && self != .text ? " (it is the text \"\(DisplayText.brief(text))\"; remove the quotes)" : "")))
        }
        switch self {
        case .text:
            return .success(.text(text))
        case .choice(let words):
            return words.contains(text) ? .success(.text(text)) : refused()
        case .boolean:
            guard !quoted, let flag = ["true": true, "false": false][text] else { return refused() }
            return .success(.boolean(flag))
        case .wholeNumber(let minimum):
            guard !quoted, let value = Int(text) else { return refused() }
            if let minimum, value < minimum { return .failure(Refusal(message: "must be \(description) (it is \(value))")) }
            return .success(.integer(value))
        case .number(let minimum):
            guard !quoted, let value = Double(text), value.isFinite, !text.lowercased().contains("nan"), !text.lowercased().contains("inf") else { return refused() }
            if let minimum, value < minimum { return .failure(Refusal(message: "must be \(description) (it is \(text))")) }
            // A number parameter keeps its whole numbers whole, as its default writes them.
            return .success(.number(value))
        }
    }
}
