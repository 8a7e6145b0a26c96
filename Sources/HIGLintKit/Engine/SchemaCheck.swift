/// Compares a description with the format's vocabulary and reports, as rule `schema`, every
/// unknown kind or property, value of the wrong type, missing required property and child in
/// the wrong place — never silently ignored, with a suggestion for near misses.
enum SchemaCheck {
    static let ruleID = "schema"
    static let severity = Severity.warning

    /// What the reader noticed about the format (text inside an element, a duplicate member),
    /// as findings on the root.
    static func formatWarnings(of description: ScreenDescription) -> [Violation] {
        description.formatWarnings.map {
            Violation(ruleID: ruleID, severity: severity, message: $0.message, location: $0.location,
                      elementPath: ElementPath.root(description.root), citation: nil)
        }
    }

    /// The findings on one element, whose kind is `shared` (nil: unknown) and whose parent's is
    /// `parent`. The linter calls this for each element as it walks the tree; the element's path
    /// is asked for only for a finding.
    static func check(_ element: Element, kind shared: Vocabulary.SharedKindSpec?, parent: Vocabulary.SharedKindSpec?,
                      isRoot: Bool = false, elementPath: @autoclosure () -> String, into violations: inout [Violation]) {
        // A root other than screen or app means no rule judged the file: an error, so that a
        // misspelt <Screen> cannot pass a CI run.
        let wrongRoot = isRoot && !ScreenDescription.rootKinds.contains(element.kind)
        func report(_ message: String, at location: SourceLocation) {
            violations.append(Violation(ruleID: ruleID, severity: wrongRoot ? .error : severity, message: message, location: location,
                                        elementPath: elementPath(), citation: nil))
        }
        if let shared {
            if wrongRoot {
                report("<\(element.kind)> cannot be the root of a description; the root is <screen> or <app>", at: element.location)
            }
            if let parent, !parent.spec.children.contains(element.kind) {
                report("<\(element.kind)> cannot be a child of <\(parent.spec.name)>"
                       + (parent.spec.children.isEmpty ? " (it holds no children)" : ""), at: element.location)
            }
            // Duplicates are the reader's to report: libxml2 refuses them, the JSON reader warns.
            // By index, so that a property is copied only to report it.
            let properties = element.properties
            for index in properties.indices {
                guard let type = shared.type(of: properties[index].name) else {
                    let property = properties[index]
                    report("unknown property '\(property.name)' on \(element.kind)"
                           + Suggestions.didYouMean(property.name, among: shared.spec.properties.keys), at: property.location)
                    continue
                }
                if let problem = type.problem(with: properties[index].value) {
                    let property = properties[index]
                    var message = "\(element.kind) \(property.name) '\(property.value.text)' \(problem)"
                    if case .oneOf(let choices) = type { message += Suggestions.didYouMean(property.value.text, among: choices) }
                    report(message, at: property.location)
                }
            }
            for name in shared.spec.required where element[name] == nil {
                report("\(element.kind) needs a '\(name)' property", at: element.location)
            }
        } else {
            report(wrongRoot
                   ? "the root <\(element.kind)> is neither <screen> nor <app>, so nothing in the file is checked" + Suggestions.didYouMean(element.kind, among: ScreenDescription.rootKinds)
                   : "unknown element kind '\(element.kind)'" + Suggestions.didYouMean(element.kind, among: Vocabulary.kinds.keys),
                   at: element.location)
        }
    }
}
