/// Runs the rules over descriptions: each description on its own, then the cross-screen rules
/// over everything a run has read. A linter is built once per run and is safe to share between
/// threads.
public struct Linter: Sendable {
    public let catalog: RuleCatalog
    public let enabledRules: [Rule]
    /// Whether violations carry their element's path (`screen[Mail]/toolbar`). A run whose
    /// reports show no paths (the text report) turns this off: a path costs the names of the
    /// element's siblings and ancestors. Paths are still written in a file with suppressions,
    /// which are matched by path.
    var writesElementPaths = true

    /// One configured check of one rule, with the selector it runs on. A class, so that the
    /// checks an element runs are handed around by reference rather than copied rule and all.
    final class Entry: Sendable {
        let rule: Rule
        let checkIndex: Int
        let selector: Selector
        let matcher: Selector.Matcher
        /// Checks of one rule without a selector of their own share the rule's, and this number:
        /// an element is matched against it once for all of them.
        let selectorGroup: Int
        let check: Rule.Check
        /// Identifies the check among a run's cross-screen facts.
        let key: String
        /// The check's primitive when it compares screens: cast once here, not per element.
        let crossScreen: (any CrossScreenPrimitive)?
        let severity: Severity
        /// Whether the rule judges screens read from code (`CodeScope`).
        let appliesToCode: Bool

        init(rule: Rule, checkIndex: Int, selector: Selector, selectorGroup: Int) {
            self.rule = rule
            self.checkIndex = checkIndex
            self.selector = selector
            matcher = selector.matcher
            self.selectorGroup = selectorGroup
            check = rule.checks[checkIndex]
            key = Self.key(rule: rule, checkIndex: checkIndex)
            crossScreen = check.primitive.asCrossScreen
            severity = check.severity ?? rule.severity
            appliesToCode = CodeScope.reason(for: rule) == nil
        }

        /// How a run's cross-screen facts name the check.
        static func key(rule: Rule, checkIndex: Int) -> String { "\(rule.id)#\(checkIndex)" }
    }

    /// Checks that come one after another and share a selector (a rule's checks without one of
    /// their own): an element is matched once for all of them, and checks whose selector does
    /// not match are not looked at.
    final class SelectorGroup: Sendable {
        let matcher: Selector.Matcher
        let entries: [Entry]

        init(matcher: Selector.Matcher, entries: [Entry]) {
            self.matcher = matcher
            self.entries = entries
        }

        /// `entries` cut where the selector group changes.
        static func grouping(_ entries: [Entry]) -> [SelectorGroup] {
            var groups: [SelectorGroup] = []
            var start = entries.startIndex
            for index in entries.indices where index + 1 == entries.endIndex || entries[index + 1].selectorGroup != entries[index].selectorGroup {
                groups.append(SelectorGroup(matcher: entries[start].matcher, entries: Array(entries[start...index])))
                start = index + 1
            }
            return groups
        }
    }

    /// What an element of one kind is checked against: its kind in the vocabulary (nil: unknown)
    /// and the checks that name the kind. One lookup for both, per element.
    final class KindPlan: Sendable {
        let vocabulary: Vocabulary.SharedKindSpec?
        let groups: [SelectorGroup]

        init(vocabulary: Vocabulary.SharedKindSpec?, groups: [SelectorGroup]) {
            self.vocabulary = vocabulary
            self.groups = groups
        }
    }

    /// The plans by kind, made as screens hold each kind; checks that name no kind run on all.
    let kindPlans: LinterKindPlans
    private let groupsForAnyKind: [SelectorGroup]

    public init(catalog: RuleCatalog, enabledRuleIDs: Set<String>? = nil) {
        self.init(catalog: catalog, enabledRules: catalog.rules.filter { enabledRuleIDs?.contains($0.id) ?? $0.enabledByDefault })
    }

    /// A linter that checks as this one does with rules of its own (`Rule.independentCopy()`),
    /// for a thread that checks many files. Threads that share rules share the reference counts
    /// of every rule object a check touches; each count a thread changes must first come from the
    /// cache of the processor that changed it last, so that two threads checking with the same
    /// rules each run slower than one alone. With a copy each, they do not.
    func independentCopy() -> Linter {
        var copy = Linter(catalog: catalog, enabledRules: enabledRules.map { $0.independentCopy() })
        copy.writesElementPaths = writesElementPaths
        return copy
    }

    private init(catalog: RuleCatalog, enabledRules: [Rule]) {
        self.catalog = catalog
        self.enabledRules = enabledRules
        var byKind: [String: [LinterKindPlans.Slot]] = [:]
        var anyKind: [LinterKindPlans.Slot] = []
        var groups = 0
        for (ruleIndex, rule) in enabledRules.enumerated() {
            let ruleGroup = groups
            groups += 1
            for (index, own) in rule.checkSelectors.enumerated() {
                var group = ruleGroup
                if own != nil {
                    group = groups
                    groups += 1
                }
                let selector = own ?? rule.appliesTo
                let slot = LinterKindPlans.Slot(ruleIndex: ruleIndex, checkIndex: index, selectorGroup: group)
                if selector.kinds.isEmpty {
                    anyKind.append(slot)
                } else {
                    for kind in selector.kinds { byKind[kind, default: []].append(slot) }
                }
            }
        }
        kindPlans = LinterKindPlans(rules: enabledRules, slotsByKind: byKind)
        groupsForAnyKind = SelectorGroup.grouping(anyKind.map(kindPlans.entry))
    }

    /// What checking one description gives: its violations, and its facts for the cross-screen
    /// rules, keyed by check.
    struct FileFindings: Sendable {
        var violations: [Violation] = []
        var facts: [String: [ScreenFact]] = [:]
        /// The description's suppressions, applied once the run's cross-screen violations are known.
        var suppressions: [SuppressionFilter.Placed] = []
        /// Checks that could not be made (a rule's regular expression ran out of its budget): errors
        /// of the file, which make the run fail (exit 2) rather than pass in silence.
        var errors: [FileError] = []
        /// Rules with a check that could not be made in this description: not run on the rest of
        /// it, so that a pattern that runs out of its budget costs it once a file, not once a text.
        var undecidedRules: Set<String> = []
        /// What the checks left unjudged, and why (`line:column: rule: not judged: reason`), for
        /// `--verbose`.
        var notes: [String] = []
    }

    /// Every violation in the descriptions of one run, the cross-screen ones included, in
    /// report order.
    public func check(_ descriptions: [ScreenDescription]) -> [Violation] {
        var violations: [Violation] = []
        var facts: [String: [ScreenFact]] = [:]
        var suppressions: [SuppressionFilter.Placed] = []
        for description in descriptions {
            let findings = inspect(description)
            violations += findings.violations
            for (key, more) in findings.facts { facts[key, default: []].append(contentsOf: more) }
            suppressions += findings.suppressions
        }
        return applySuppressions(violations + compareScreens(facts), suppressions)
    }

    /// The violations left once suppressions have silenced theirs, with unused suppressions reported.
    func applySuppressions(_ violations: [Violation], _ suppressions: [SuppressionFilter.Placed]) -> [Violation] {
        SuppressionFilter.apply(violations, suppressions, enabledRuleIDs: Set(enabledRules.map(\.id)),
                                knownRuleIDs: Set(catalog.rules.map(\.id))).sorted(by: Violation.reportOrder)
    }

    public func check(_ description: ScreenDescription) -> [Violation] { check([description]) }

    /// One description's own violations (the format's, `schema`, included) and cross-screen facts.
    func inspect(_ description: ScreenDescription) -> FileFindings {
        var findings = FileFindings()
        findings.violations = SchemaCheck.formatWarnings(of: description)
        var ancestors: [Element] = []
        var unwrittenPaths: [(index: Int, scope: ElementPath.Scope)] = []
        // What matching the rules' selectors works out about the screen's elements, kept for the screen.
        var selectorEvaluation = SelectorEvaluation()
        var plans = kindPlans.madeSoFar()
        visit(description.root, scope: ElementPath.Scope(root: description.root), parentKind: nil, ancestors: &ancestors,
              description: description, plans: &plans, selectorEvaluation: &selectorEvaluation, into: &findings,
              unwrittenPaths: &unwrittenPaths)
        if !findings.suppressions.isEmpty {
            for (index, scope) in unwrittenPaths { findings.violations[index].elementPath = scope.path }
        }
        findings.violations.sort(by: Violation.reportOrder)
        return findings
    }

    /// The cross-screen violations among the facts of a whole run.
    func compareScreens(_ facts: [String: [ScreenFact]]) -> [Violation] {
        var store = FactStore()
        for (key, more) in facts.sorted(by: { $0.key < $1.key }) { store.add(more, for: key) }
        return compareScreens(store)
    }

    /// Checks compare their facts on up to `jobs` threads, each check on one.
    ///
    /// - Note: the run's end waits for this, so the checks (several, some of them large) are
    ///   spread over the threads the run has.
    func compareScreens(_ store: FactStore, jobs: Int = 1) -> [Violation] {
        var checks: [(entry: Entry, facts: CheckFacts)] = []
        store.forEachCheck { key, facts in
            if let entry = kindPlans.entry(forKey: key), entry.crossScreen != nil { checks.append((entry, facts)) }
        }
        let found = WorkerPool.map(checks, jobs: jobs) { Self.violations(of: $0.entry, comparing: $0.facts) }
        return found.flatMap { $0 }.sorted(by: Violation.reportOrder)
    }

    /// The violations one cross-screen check finds among its facts.
    private static func violations(of entry: Entry, comparing facts: CheckFacts) -> [Violation] {
        guard let primitive = entry.crossScreen else { return [] }
        var violations: [Violation] = []
        for (position, finding) in primitive.compare(facts) {
            let fact = facts.fact(position)
            let related = finding.related.map { position in
                let other = facts.fact(position)
                return RelatedPlace(location: other.location, elementPath: other.path, screen: other.screen, value: other.value)
            }
            violations.append(Violation(
                ruleID: entry.rule.id, severity: entry.severity,
                message: entry.check.message(for: finding).render(finding.variables), location: fact.location,
                elementPath: fact.path, citation: entry.rule.citations[entry.check.citationIndex(for: finding)],
                related: related))
        }
        return violations
    }

    /// The id of `element`, else of its nearest ancestor that has one (an `ignore:` entry's id
    /// covers everything below it); empty when none has.
    static func interfaceBuilderID(of element: Element, ancestors: [Element]) -> String {
        if let id = element.string("id"), !id.isEmpty { return id }
        for ancestor in ancestors.reversed() {
            if let id = ancestor.string("id"), !id.isEmpty { return id }
        }
        return ""
    }

    /// Checks an element against the format and the rules, then its children; `parentKind` is
    /// the parent's entry in the vocabulary.
    /// The violations whose path is not written (see `writesElementPaths`) are listed in
    /// `unwrittenPaths`, with the scope to write it from.
    /// The repair `declared` makes of `finding` on `element`: of the child the finding names
    /// (`CheckFinding.child`), or of the element itself, among its parent's children. A finding
    /// about another element named only by its path (another screen's) has none.
    private static func fix(_ declared: FixDeclaration, for finding: CheckFinding, of element: Element, ancestors: [Element],
                            syntax: ScreenDescription.Syntax, fill: (String) -> String?) -> SuggestedFix? {
        if let child = finding.child {
            guard element.children.indices.contains(child) else { return nil }
            return SuggestedFix(declared: declared, of: element.children[child], at: child, among: element.children, syntax: syntax, fill: fill)
        }
        guard finding.path == nil else { return nil }
        let siblings = ancestors.last?.children
        let index = siblings?.firstIndex { $0.identity == element.identity }
        return SuggestedFix(declared: declared, of: element, at: index, among: siblings, syntax: syntax, fill: fill)
    }

    private func visit(_ element: Element, scope: ElementPath.Scope, parentKind: Vocabulary.SharedKindSpec?,
                       ancestors: inout [Element], description: ScreenDescription, plans: inout [String: KindPlan],
                       selectorEvaluation: inout SelectorEvaluation,
                       into findings: inout FileFindings,
                       unwrittenPaths: inout [(index: Int, scope: ElementPath.Scope)]) {
        // What the closures below need of `self`, taken out: a closure that used `self` would
        // capture a copy of the whole linter, a dozen reference counts an element.
        let writesPaths = writesElementPaths
        let plan: KindPlan
        if let made = plans[element.kind] {
            plan = made
        } else {
            plan = kindPlans.plan(for: element.kind)
            plans[element.kind] = plan
        }
        let kind = plan.vocabulary
        let schemaStart = findings.violations.count
        SchemaCheck.check(element, kind: kind, parent: parentKind, isRoot: scope.parent == nil, elementPath: writesPaths ? scope.path : "",
                          into: &findings.violations)
        if !writesPaths {
            for index in schemaStart..<findings.violations.count { unwrittenPaths.append((index, scope)) }
        }
        findings.suppressions += element.suppressions.map { SuppressionFilter.Placed(suppression: $0, path: scope.path) }
        // The context is made for the first check whose selector matches (most match none).
        var context: ElementContext?
        func run(_ group: SelectorGroup, ancestors: ArraySlice<Element>) {
            guard group.matcher.matches(element, ancestors: ancestors, in: &selectorEvaluation) else { return }
            if context == nil {
                context = ElementContext(element: element, scope: scope, description: description)
            }
            guard let context else { return }
            for entry in group.entries { run(entry, in: context) }
        }
        func run(_ entry: Entry, in context: ElementContext) {
            if description.syntax == .code && !entry.appliesToCode { return }
            if let primitive = entry.crossScreen {
                if let fact = primitive.fact(context) { findings.facts[entry.key, default: []].append(fact) }
                return
            }
            guard findings.undecidedRules.isEmpty || !findings.undecidedRules.contains(entry.rule.id) else { return }
            for finding in entry.check.primitive.evaluate(context) {
                if let reason = finding.undecided {
                    let location = finding.location ?? element.location
                    findings.errors.append(FileError(file: location.file, line: location.line, column: location.column,
                                                     message: "rule \(entry.rule.id): \(reason); the rule was not run on the rest of the file",
                                                     rule: entry.rule.id))
                    findings.undecidedRules.insert(entry.rule.id)
                    return
                }
                if let reason = finding.notJudged {
                    let location = finding.location ?? element.location
                    findings.notes.append("\(location.line):\(location.column): \(entry.rule.id): \(context.displayName) not judged: \(reason)")
                    continue
                }
                // The element's own values come before the check's: `element`, `kind`, `label`
                // and its properties (`@title`, of a property given twice the later one).
                let fill = { (name: String) -> String? in
                    switch name {
                    case "element": return context.displayName
                    case "kind": return element.kind
                    case "label": return element.label ?? element.kind
                    default:
                        if name.hasPrefix("@"), let property = element.property(String(name.dropFirst())) {
                            return property.value.text
                        }
                        return finding.variables[name]
                    }
                }
                let message = entry.check.message(for: finding, in: description.syntax).render(fill)
                let path = finding.path ?? (writesPaths ? scope.path : nil)
                if path == nil { unwrittenPaths.append((findings.violations.count, scope)) }
                // A finding about another element (a child) names it by its path, whose id the
                // violation reads; one about this element, by this element's id or the nearest
                // ancestor's.
                let id = finding.path != nil ? "" : Self.interfaceBuilderID(of: element, ancestors: ancestors)
                findings.violations.append(Violation(
                    ruleID: entry.rule.id, severity: entry.severity,
                    message: message, location: finding.location ?? element.location,
                    elementPath: path ?? "", citation: entry.rule.citations[entry.check.citationIndex(for: finding)],
                    elementID: id,
                    fix: entry.check.fix.flatMap { Self.fix($0, for: finding, of: element, ancestors: ancestors, syntax: description.syntax, fill: fill) }))
            }
        }
        do {
            // One slice for all the checks, let go of before `ancestors` grows.
            let ancestorSlice = ancestors[...]
            for group in plan.groups { run(group, ancestors: ancestorSlice) }
            for group in groupsForAnyKind { run(group, ancestors: ancestorSlice) }
        }
        ancestors.append(element)
        for (index, child) in element.children.enumerated() {
            visit(child, scope: ElementPath.Scope(child: child, at: index, in: scope), parentKind: kind,
                  ancestors: &ancestors, description: description, plans: &plans, selectorEvaluation: &selectorEvaluation, into: &findings,
                  unwrittenPaths: &unwrittenPaths)
        }
        ancestors.removeLast()
    }
}
