/// Runs the rules over descriptions. A linter is built once per run and is safe to share
/// between threads.
public struct Linter: Sendable {
    public let catalog: RuleCatalog
    public let enabledRules: [Rule]
    /// The checks to run on an element of each kind; checks that name no kind run on all.
    private let checksByKind: [String: [(rule: Rule, check: Rule.Check, selector: Selector)]]
    private let checksForAnyKind: [(rule: Rule, check: Rule.Check, selector: Selector)]

    public init(catalog: RuleCatalog, enabledRuleIDs: Set<String>? = nil) {
        self.catalog = catalog
        enabledRules = catalog.rules.filter { enabledRuleIDs?.contains($0.id) ?? $0.enabledByDefault }
        var byKind: [String: [(rule: Rule, check: Rule.Check, selector: Selector)]] = [:]
        var anyKind: [(rule: Rule, check: Rule.Check, selector: Selector)] = []
        for rule in enabledRules {
            for check in rule.checks {
                let selector = check.appliesTo ?? rule.appliesTo
                if selector.kinds.isEmpty {
                    anyKind.append((rule, check, selector))
                } else {
                    for kind in selector.kinds { byKind[kind, default: []].append((rule, check, selector)) }
                }
            }
        }
        checksByKind = byKind
        checksForAnyKind = anyKind
    }

    /// Every violation in one description, the format's own (`schema`) included, in report order.
    public func check(_ description: ScreenDescription) -> [Violation] {
        var violations = SchemaCheck.check(description)
        var ancestors: [Element] = []
        visit(description.root, path: ElementPath.root(description.root), ancestors: &ancestors,
              description: description, into: &violations)
        return violations.sorted(by: Violation.reportOrder)
    }

    private func visit(_ element: Element, path: String, ancestors: inout [Element], description: ScreenDescription,
                       into violations: inout [Violation]) {
        let checks = (checksByKind[element.kind] ?? []) + checksForAnyKind
        if !checks.isEmpty {
            let context = ElementContext(element: element, ancestors: ancestors, path: path, description: description)
            for (rule, check, selector) in checks where selector.matches(element, ancestors: ancestors) {
                for finding in check.primitive.evaluate(context) {
                    var variables = finding.variables
                    variables["element", default: context.displayName] = context.displayName
                    variables["kind"] = element.kind
                    variables["label"] = element.label ?? element.kind
                    for property in element.properties { variables["@" + property.name] = property.value.text }
                    violations.append(Violation(
                        ruleID: rule.id, severity: check.severity ?? rule.severity,
                        message: check.message.render(variables), location: finding.location ?? element.location,
                        elementPath: finding.path ?? path, citation: rule.citations[check.citationIndex(for: finding)]))
                }
            }
        }
        ancestors.append(element)
        for (index, child) in element.children.enumerated() {
            let childPath = path + "/" + ElementPath.segment(for: child, at: index, among: element.children)
            visit(child, path: childPath, ancestors: &ancestors, description: description, into: &violations)
        }
        ancestors.removeLast()
    }
}
