/// What a rule file may write for a check primitive, declared once by the primitive: what it
/// checks, each parameter with the shape of its value, whether it is required and what it means,
/// the `{placeholders}` its findings fill, and the variants its findings carry (for `citationFor`
/// and `messageFor`). The primitive is made from the values of its declared parameters (unknown
/// and missing ones are refused before), and load-time validation of rule files, the JSON Schema
/// of rule files (`higlint schema rule`) and the rule-language reference (`higlint docs
/// language`) are all read from here.
struct PrimitiveDeclaration: Sendable {
    /// The name rule files use in `type:`.
    var name: String
    var summary: String
    var parameters: [Parameter]
    /// Placeholder name and meaning, besides the ones every check fills (`RuleLanguage.commonVariables`).
    var variables: [(name: String, meaning: String)]
    /// Variant name and when a finding carries it.
    var variants: [(name: String, meaning: String)] = []

    struct Parameter: Sendable {
        var name: String
        var shape: Shape
        var required: Bool
        var summary: String

        static func required(_ name: String, _ shape: Shape, _ summary: String) -> Parameter {
            Parameter(name: name, shape: shape, required: true, summary: summary)
        }

        static func optional(_ name: String, _ shape: Shape, _ summary: String) -> Parameter {
            Parameter(name: name, shape: shape, required: false, summary: summary)
        }
    }

    /// Whose kinds a selector or a property name of a parameter is about.
    enum Subject: Sendable, Equatable {
        /// The element the check applies to.
        case element
        /// The element's children (as narrowed by the check's `children` parameter, when it has one).
        case children
        /// The description's root: the screen (or app).
        case root
        /// Any element of the screen.
        case anywhere
    }

    /// The shape of a parameter's value.
    enum Shape: Sendable, Equatable {
        /// A selector (see `Selector`) over the elements of `Subject`.
        case selector(Subject)
        /// A mapping of names to selectors over the elements of `Subject`.
        case selectorMap(Subject)
        /// One property name of the subject's kinds.
        case property(Subject)
        /// One property name, or a list of them.
        case properties(Subject)
        /// One value, or a list of values, of the property the parameter `property` names.
        case propertyValues
        /// A mapping of values of the property the parameter `property` names to other values of it.
        case propertyValueMap
        /// An element kind.
        case kind
        case integer
        case number
        case boolean
        /// One of these words.
        case choice([String])

        /// One of the words of the primitive's own set (an enum with `String` raw values).
        static func choice<Choice: CaseIterable & RawRepresentable>(of type: Choice.Type) -> Shape where Choice.RawValue == String {
            .choice(type.allCases.map(\.rawValue))
        }
        /// A list of words.
        case words
        /// A text whose `{property}` placeholders name properties of the subject's kinds.
        case template(Subject)
        /// A regular expression, matched ignoring case.
        case pattern
        /// `{ greaterThan: n }`, `{ lessThan: n }`, `{ equals: n }` or `{ notEquals: n }`.
        case countCondition
        /// A list of `{ where: { property: value }, size: WxH, label: text, requiredFor: [device] }`
        /// over the elements of `Subject`.
        case sizeTable(Subject)
    }

    /// The declaration of every primitive, by the name rule files use in `type:`.
    static let all: [String: PrimitiveDeclaration] = CheckPrimitives.all.mapValues { $0.declaration }
}
