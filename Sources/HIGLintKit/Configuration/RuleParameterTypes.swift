import Yams

/// The type a rule parameter's value must be in `.higlint.yml`: the type of the primitive's
/// parameter it is given to (`when: { greaterThan: $max }` gives `max` to a `countCondition`, a
/// count), as the primitive's declaration states it; the kind of its default value where the
/// declaration does not say.
enum RuleParameterTypes {
    static func type(of parameter: RuleParameter, in rule: Rule) -> SettingType {
        let fallback = SettingType(kindOf: parameter.defaultValue)
        guard let root = try? Yams.compose(yaml: rule.source, .basic), let checks = root.mapping?["checks"]?.sequence else { return fallback }
        let placeholder = "$" + parameter.name
        var found: [SettingType] = []
        for check in checks {
            guard let fields = check.mapping, let name = fields["type"]?.string,
                  let declaration = PrimitiveDeclaration.all[name] else { continue }
            for (key, value) in fields where uses(value, placeholder) {
                guard let declared = declaration.parameters.first(where: { $0.name == key.string }),
                      let type = SettingType(declared.shape) else { continue }
                found.append(type)
            }
        }
        // A parameter given to a whole number and to a number must be a whole number.
        return found.first { if case .wholeNumber = $0 { return true } else { return false } } ?? found.first ?? fallback
    }

    /// Whether `node` is `placeholder`, or holds it.
    private static func uses(_ node: Node, _ placeholder: String) -> Bool {
        if let scalar = node.scalar { return scalar.string == placeholder }
        if let mapping = node.mapping { return mapping.contains { uses($0.value, placeholder) } }
        if let sequence = node.sequence { return sequence.contains { uses($0, placeholder) } }
        return false
    }
}
