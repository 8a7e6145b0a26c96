/// Applies the suppressions of a run's descriptions to its violations, and reports each
/// suppression that silenced nothing (rule `unused-suppression`), so that they do not rot.
public enum SuppressionFilter {
    public static let ruleID = "unused-suppression"

    /// A suppression with the element it sits on.
    public struct Placed: Sendable {
        public var suppression: Suppression
        /// The element's path; the file is the suppression's location's.
        public var path: String
    }

    /// The violations no suppression covers, and a finding for every rule a suppression names
    /// in vain. `enabledRuleIDs` are the rules that ran: naming a rule that did not run is not
    /// reported (another configuration may run it); naming a rule that does not exist is.
    public static func apply(_ violations: [Violation], _ placed: [Placed], enabledRuleIDs: Set<String>,
                             knownRuleIDs: Set<String>) -> [Violation] {
        guard !placed.isEmpty else { return violations }
        var used = Set<String>() // "index id"
        var kept: [Violation] = []
        for violation in violations {
            var silenced = false
            for (index, entry) in placed.enumerated() where entry.suppression.ruleIDs.contains(violation.ruleID) {
                guard entry.suppression.location.file == violation.location.file else { continue }
                let covers = violation.elementPath == entry.path
                    || (entry.suppression.coversSubtree && violation.elementPath.hasPrefix(entry.path + "/"))
                if covers {
                    silenced = true
                    used.insert("\(index) \(violation.ruleID)")
                }
            }
            if !silenced { kept.append(violation) }
        }
        for (index, entry) in placed.enumerated() {
            for id in entry.suppression.ruleIDs where !used.contains("\(index) \(id)") {
                let message: String
                if !knownRuleIDs.contains(id) && id != SchemaCheck.ruleID {
                    message = "suppression names no rule '\(id)'" + Suggestions.didYouMean(id, among: knownRuleIDs)
                } else if enabledRuleIDs.contains(id) || id == SchemaCheck.ruleID {
                    message = "suppression of \(id) silences nothing here; remove it"
                } else {
                    continue
                }
                kept.append(Violation(ruleID: ruleID, severity: .warning, message: message,
                                      location: entry.suppression.location, elementPath: entry.path, citation: nil))
            }
        }
        return kept.sorted(by: Violation.reportOrder)
    }
}
