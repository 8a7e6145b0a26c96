/// Compares a description with the format's vocabulary and reports, as rule `schema`, every
/// unknown kind or property, value of the wrong type, missing required property and child in
/// the wrong place — never silently ignored, with a suggestion for near misses.
public enum SchemaCheck {
    public static let ruleID = "schema"
    public static let severity = Severity.warning

    public static func check(_ description: ScreenDescription) -> [Violation] {
        var violations = description.formatWarnings.map {
            Violation(ruleID: ruleID, severity: severity, message: $0.message, location: $0.location,
                      elementPath: ElementPath.root(description.root), citation: nil)
        }
        var indexPath: [Int] = []
        walk(description.root, parent: nil, root: description.root, indexPath: &indexPath, into: &violations)
        return violations
    }

    /// The element's path is written only for a finding: most descriptions have none.
    private static func walk(_ element: Element, parent: Vocabulary.SharedKindSpec?, root: Element, indexPath: inout [Int],
                             into violations: inout [Violation]) {
        // Written once for all the element's findings: one with thousands of unknown
        // properties would otherwise pay for its label once a property.
        var elementPath: String?
        func report(_ message: String, at location: SourceLocation) {
            if elementPath == nil { elementPath = ElementPath.path(to: indexPath, in: root) }
            violations.append(Violation(ruleID: ruleID, severity: severity, message: message, location: location,
                                        elementPath: elementPath!, citation: nil))
        }
        let shared = Vocabulary.sharedKinds[element.kind]
        if let shared {
            if let parent, !parent.spec.children.contains(element.kind) {
                report("<\(element.kind)> cannot be a child of <\(parent.spec.name)>"
                       + (parent.spec.children.isEmpty ? " (it holds no children)" : ""), at: element.location)
            }
            // Duplicates are the reader's to report: libxml2 refuses them, the JSON reader warns.
            for property in element.properties {
                guard let type = shared.spec.properties[property.name] else {
                    report("unknown property '\(property.name)' on \(element.kind)"
                           + Suggestions.didYouMean(property.name, among: shared.spec.properties.keys), at: property.location)
                    continue
                }
                if let problem = type.problem(with: property.value) {
                    var message = "\(element.kind) \(property.name) '\(property.value.text)' \(problem)"
                    if case .oneOf(let choices) = type { message += Suggestions.didYouMean(property.value.text, among: choices) }
                    report(message, at: property.location)
                }
            }
            for name in shared.spec.required where element.property(name) == nil {
                report("\(element.kind) needs a '\(name)' property", at: element.location)
            }
        } else {
            report("unknown element kind '\(element.kind)'" + Suggestions.didYouMean(element.kind, among: Vocabulary.kinds.keys),
                   at: element.location)
        }
        for index in element.children.indices {
            indexPath.append(index)
            walk(element.children[index], parent: shared, root: root, indexPath: &indexPath, into: &violations)
            indexPath.removeLast()
        }
    }
}
