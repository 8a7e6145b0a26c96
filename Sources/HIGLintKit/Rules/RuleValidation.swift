import Yams

/// Checks a rule file against the vocabulary before its rule is made: every selector (the rule's and
/// each check's `appliesTo`, and every selector a primitive takes) names known kinds, properties
/// those kinds have and values their properties can take; every parameter that names a kind or a
/// property, and every `{@property}` of a message, does too; `citationFor` and `messageFor` name
/// variants the primitive has. Otherwise a typo (`where: { translucnet: true }`) would select
/// nothing and the rule would never fire. Problems are reported at the YAML node, line and
/// column, with a suggestion for a near miss.
///
/// Values written as a rule parameter (`$name`) are not judged: they are the user's to set.
struct RuleValidation {
    struct Problem: Error {
        var message: String
        var mark: Mark?
    }

    /// The names of the rule's declared parameters, each with its `$`.
    private var parameterNames: Set<String> = []

    static let allKinds = Set(Vocabulary.kinds.keys)

    /// Validates a rule file's mapping; throws the first problem found.
    static func validate(_ rule: Node.Mapping) throws(Problem) {
        var validation = RuleValidation()
        validation.parameterNames = Set((rule["parameters"]?.mapping.map { Array($0.keys) } ?? []).compactMap { $0.string.map { "$" + $0 } })
        try validation.validate(rule: rule)
    }

    private func validate(rule: Node.Mapping) throws(Problem) {
        var ruleKinds = Self.allKinds
        if let appliesTo = rule["appliesTo"] {
            ruleKinds = try selector(appliesTo, among: Self.allKinds)
        }
        for check in rule["checks"]?.sequence ?? [] {
            guard let check = check.mapping else { continue }
            var kinds = ruleKinds
            if let appliesTo = check["appliesTo"] { kinds = try selector(appliesTo, among: Self.allKinds) }
            try validate(check: check, kinds: kinds)
        }
    }

    private func validate(check: Node.Mapping, kinds: Set<String>) throws(Problem) {
        guard let typeNode = check["type"], let type = typeNode.string else { return }
        guard let reference = PrimitiveDeclaration.all[type] else {
            throw Problem(message: "unknown check type '\(type)'\(Suggestions.didYouMean(type, among: PrimitiveDeclaration.all.keys))",
                          mark: typeNode.mark)
        }
        // The kinds the check's children can be: narrowed by its `children` selector, if any.
        var children = Self.childKinds(of: kinds)
        if let node = check["children"] { children = try selector(node, among: children) }
        func subjectKinds(_ subject: PrimitiveDeclaration.Subject) -> Set<String> {
            switch subject {
            case .element: return kinds
            case .children: return children
            case .root: return ["screen", "app"]
            case .anywhere: return Self.allKinds
            }
        }
        for parameter in reference.parameters where parameter.name != "children" {
            guard let node = check[parameter.name] else { continue }
            switch parameter.shape {
            case .selector(let subject):
                _ = try selector(node, among: subjectKinds(subject))
            case .selectorMap(let subject):
                for value in node.mapping.map({ Array($0.values) }) ?? [] { _ = try selector(value, among: subjectKinds(subject)) }
            case .property(let subject), .properties(let subject):
                for name in node.sequence.map(Array.init) ?? [node] { try property(name, of: subjectKinds(subject)) }
            case .propertyValues, .propertyValueMap:
                // The values of the property named by `property`, on the kinds it is read from.
                guard let name = check["property"]?.string, !isParameter(name) else { continue }
                let subject = reference.parameters.first { $0.name == "property" }.flatMap { parameter -> PrimitiveDeclaration.Subject? in
                    if case .property(let subject) = parameter.shape { return subject }
                    return nil
                } ?? .element
                let values: [Node]
                if let mapping = node.mapping { values = mapping.flatMap { [$0.key, $0.value] } } else { values = node.sequence.map(Array.init) ?? [node] }
                for value in values { try self.value(value, of: name, kinds: subjectKinds(subject)) }
            case .kind:
                _ = try kind(node)
            case .template(let subject):
                guard let text = node.string else { continue }
                let kinds = subjectKinds(subject)
                for name in MessageTemplate(text).placeholders where propertyTypes(name, kinds: kinds).isEmpty {
                    throw Problem(message: "unknown property '{\(name)}' for \(Self.describe(kinds))\(Suggestions.didYouMean(name, among: Self.properties(of: kinds)))",
                                  mark: node.mark)
                }
            case .sizeTable(let subject):
                for entry in node.sequence ?? [] {
                    guard let conditions = entry.mapping?["where"] else { continue }
                    try valueLists(conditions, kinds: subjectKinds(subject), checkValues: true)
                }
            case .integer, .number, .boolean, .choice, .words, .pattern, .countCondition:
                continue
            }
        }
        // Messages: `{@name}` is a property of the checked element.
        var messages: [Node] = check["message"].map { [$0] } ?? []
        messages += check["messageFor"]?.mapping?.values.map { $0 } ?? []
        messages += check["messageInInterfaceBuilder"].map { [$0] } ?? []
        for message in messages {
            guard let text = message.string else { continue }
            for placeholder in MessageTemplate(text).placeholders where placeholder.hasPrefix("@") {
                let name = String(placeholder.dropFirst())
                if propertyTypes(name, kinds: kinds).isEmpty {
                    let suggestion = Suggestions.closest(to: name, among: Self.properties(of: kinds)).map { "; did you mean '{@\($0)}'?" } ?? ""
                    throw Problem(message: "message uses {\(placeholder)}, but \(Self.describe(kinds)) \(kinds.count == 1 ? "has" : "have") no property '\(name)'\(suggestion)",
                                  mark: message.mark)
                }
            }
        }
        // A fix names properties of the element at fault and, when literal, values they can take; it
        // moves the element among siblings a selector picks. A finding of a check that orders
        // children (`children`) is at a child.
        if let fix = check["fix"]?.mapping {
            let atFault = check["children"] != nil ? children : kinds
            let operations = fix["operations"]?.sequence.map { $0.compactMap(\.mapping) } ?? [fix]
            for operation in operations {
                try validate(fixOperation: operation, atFault: atFault, siblings: check["children"] != nil ? Self.childKinds(of: kinds) : Self.allKinds)
            }
        }
        // Variants named by citationFor and messageFor.
        for key in ["citationFor", "messageFor"] {
            for variant in check[key]?.mapping.map({ Array($0.keys) }) ?? [] {
                guard let name = variant.string, !reference.variants.contains(where: { $0.name == name }) else { continue }
                let known = reference.variants.map(\.name)
                throw Problem(message: known.isEmpty
                                ? "\(key) names the variant '\(name)', but '\(type)' findings have no variants"
                                : "\(key) names the variant '\(name)', which '\(type)' findings do not have (they have \(known.joined(separator: ", ")))\(Suggestions.didYouMean(name, among: known))",
                              mark: variant.mark)
            }
        }
    }

    /// Validates one operation of a fix on an element of `atFault`, among siblings of `siblings`.
    private func validate(fixOperation fix: Node.Mapping, atFault kinds: Set<String>, siblings: Set<String>) throws(Problem) {
        for key in ["set", "remove"] {
            guard let node = fix[key] else { continue }
            try property(node, of: kinds)
            if key == "set", let name = node.string, let to = fix["to"], let text = to.string, MessageTemplate(text).placeholders.isEmpty {
                try value(to, of: name, kinds: kinds)
            }
            if key == "set", let name = node.string, fix["toValueNamed"] != nil,
               propertyTypes(name, kinds: kinds).contains(where: { if case .oneOf = $0 { return false } else { return true } }) {
                throw Problem(message: "toValueNamed names one of a property's listed values, but '\(name)' has none", mark: node.mark)
            }
        }
        for key in ["moveAfter", "moveBefore"] {
            guard let node = fix[key] else { continue }
            _ = try selector(node, among: siblings)
        }
    }

    /// Validates a selector among `candidates` (the kinds it can meet) and returns the kinds it
    /// can match.
    private func selector(_ node: Node, among candidates: Set<String>) throws(Problem) -> Set<String> {
        if node.scalar != nil { return try kind(node) }
        if let list = node.sequence {
            var kinds: Set<String> = []
            for item in list { kinds.formUnion(try kind(item)) }
            return kinds
        }
        guard let mapping = node.mapping else { return candidates }
        let allowed = RuleLanguage.selectorKeys.map(\.name)
        for key in mapping.keys {
            guard let name = key.string, allowed.contains(name) else {
                let name = key.string ?? "?"
                throw Problem(message: "unknown key '\(name)' in a selector\(Suggestions.didYouMean(name, among: allowed))", mark: key.mark)
            }
        }
        var kinds = candidates
        if let element = mapping["element"] {
            kinds = []
            for item in element.sequence.map(Array.init) ?? [element] { kinds.formUnion(try kind(item)) }
        }
        if let conditions = mapping["where"] { try valueLists(conditions, kinds: kinds, checkValues: true) }
        if let exclusions = mapping["whereNot"] { try valueLists(exclusions, kinds: kinds, checkValues: true) }
        if let texts = mapping["whereIgnoringCase"] { try valueLists(texts, kinds: kinds, checkValues: false) }
        if let prefixes = mapping["startsWith"] { try valueLists(prefixes, kinds: kinds, checkValues: false) }
        for key in ["has", "lacks"] {
            guard let names = mapping[key] else { continue }
            for name in names.sequence.map(Array.init) ?? [names] { try property(name, of: kinds) }
        }
        for key in ["inside", "notInside", "containing", "notContaining"] {
            guard let nested = mapping[key] else { continue }
            // A list here is a list of selectors, each of which may be a kind.
            for item in nested.sequence.map(Array.init) ?? [nested] { _ = try selector(item, among: Self.allKinds) }
        }
        return kinds
    }

    /// `{ property: value }` or `{ property: [value, ...] }`.
    private func valueLists(_ node: Node, kinds: Set<String>, checkValues: Bool) throws(Problem) {
        guard let mapping = node.mapping else { return }
        for (key, values) in mapping {
            try property(key, of: kinds)
            guard checkValues, let name = key.string else { continue }
            for value in values.sequence.map(Array.init) ?? [values] { try self.value(value, of: name, kinds: kinds) }
        }
    }

    private func isParameter(_ text: String) -> Bool { parameterNames.contains(text) }

    @discardableResult
    private func kind(_ node: Node) throws(Problem) -> Set<String> {
        guard let name = node.string else { throw Problem(message: "an element kind must be a word", mark: node.mark) }
        if isParameter(name) { return Self.allKinds }
        guard Vocabulary.kinds[name] != nil else {
            throw Problem(message: "unknown element kind '\(name)'\(Suggestions.didYouMean(name, among: Vocabulary.kinds.keys))", mark: node.mark)
        }
        return [name]
    }

    private func property(_ node: Node, of kinds: Set<String>) throws(Problem) {
        guard let name = node.string else { throw Problem(message: "a property name must be a word", mark: node.mark) }
        guard !isParameter(name), propertyTypes(name, kinds: kinds).isEmpty else { return }
        throw Problem(message: "unknown property '\(name)' for \(Self.describe(kinds))\(Suggestions.didYouMean(name, among: Self.properties(of: kinds)))",
                      mark: node.mark)
    }

    private func value(_ node: Node, of property: String, kinds: Set<String>) throws(Problem) {
        guard let text = node.string, !isParameter(text) else { return }
        let types = propertyTypes(property, kinds: kinds)
        guard !types.isEmpty, !types.contains(where: { Self.accepts($0, text) }) else { return }
        let choices = types.flatMap { type -> [String] in
            switch type {
            case .oneOf(let values): return values
            case .boolean: return ["true", "false"]
            default: return []
            }
        }
        var seen = Set<String>()
        let unique = choices.filter { seen.insert($0).inserted }
        let expected = unique.isEmpty ? types.map(\.summary).joined(separator: " or ") : "one of " + unique.joined(separator: ", ")
        throw Problem(message: "'\(text)' is not a value of \(property) for \(Self.describe(kinds.filter { Vocabulary.kinds[$0]?.properties[property] != nil }))"
                        + " (\(expected))\(Suggestions.didYouMean(text, among: unique))",
                      mark: node.mark)
    }

    /// The types `name` has among `kinds` (none when no kind has it).
    private func propertyTypes(_ name: String, kinds: Set<String>) -> [PropertyType] {
        kinds.sorted().compactMap { Vocabulary.kinds[$0]?.properties[name] }
    }

    static func accepts(_ type: PropertyType, _ text: String) -> Bool {
        switch type {
        case .text: return true
        case .number: return PropertyValue.decimal(text) != nil
        case .boolean: return text == "true" || text == "false"
        case .oneOf(let values): return Selector.contains(values, text)
        case .insets: return EdgeInsets(text) != nil
        case .color: return AppearanceColor.isWellFormed(text)
        }
    }

    static func properties(of kinds: Set<String>) -> Set<String> {
        Set(kinds.flatMap { Vocabulary.kinds[$0]?.properties.keys.map { $0 } ?? [] })
    }

    /// The kinds that may be children of one of `kinds`.
    static func childKinds(of kinds: Set<String>) -> Set<String> {
        let children = Set(kinds.flatMap { Vocabulary.kinds[$0]?.children ?? [] })
        return children.isEmpty ? allKinds : children
    }

    /// The kinds in words: a few by name, many as "the kinds they can be".
    static func describe(_ kinds: Set<String>) -> String {
        if kinds == allKinds { return "any kind" }
        let sorted = kinds.sorted()
        return sorted.count <= 4 ? sorted.joined(separator: ", ") : sorted.prefix(3).joined(separator: ", ") + " and \(sorted.count - 3) other kinds"
    }
}
