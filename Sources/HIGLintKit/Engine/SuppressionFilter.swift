/// Applies the suppressions of a run's descriptions to its violations, and reports each
/// suppression that silenced nothing (rule `unused-suppression`), so that they do not rot.
///
/// A run applies each file's suppressions to the file's own violations as soon as it is checked,
/// keeps the suppressions (never the violations), applies them again to the cross-screen
/// violations at the end, and only then reports the ones that silenced nothing.
struct SuppressionFilter: Sendable {
    static let ruleID = "unused-suppression"

    /// A suppression with the element it sits on.
    struct Placed: Sendable {
        var suppression: Suppression
        /// The element's path; the file is the suppression's location's.
        var path: String
        /// The rules of `suppression.ruleIDs` it has silenced a violation of.
        var used: Set<String> = []

        init(suppression: Suppression, path: String) {
            self.suppression = suppression
            self.path = path
        }
    }

    /// The suppressions of one file, indexed by the path of the element each sits on, so that
    /// matching a violation costs a few lookups whatever the number of suppressions.
    struct FileSuppressions: Sendable {
        /// In the order they were added (the order unused ones are reported in).
        var entries: [Placed] = []
        /// Indices into `entries` of the suppressions of the element alone or its subtree, by path.
        var onElement: [String: [Int]] = [:]
        /// Indices into `entries` of the suppressions of a subtree (`higlint:ignore`), by path.
        var onSubtree: [String: [Int]] = [:]

        mutating func add(_ entry: Placed) {
            onElement[entry.path, default: []].append(entries.count)
            if entry.suppression.coversSubtree { onSubtree[entry.path, default: []].append(entries.count) }
            entries.append(entry)
        }

        /// Marks every suppression that covers `violation` as used for its rule; whether there was one.
        /// A suppression covers the element at its path, and when it covers the subtree, every path
        /// that starts with its path and a `/`: each `/` of the violation's path is looked up.
        mutating func silence(_ violation: Violation) -> Bool {
            var silenced = false
            func mark(_ indices: [Int]?) {
                for index in indices ?? [] where entries[index].suppression.ruleIDs.contains(violation.ruleID) {
                    entries[index].used.insert(violation.ruleID)
                    silenced = true
                }
            }
            let path = violation.elementPath
            mark(onElement[path])
            if !onSubtree.isEmpty {
                var index = path.startIndex
                while let slash = path[index...].firstIndex(of: "/") {
                    mark(onSubtree[String(path[..<slash])])
                    index = path.index(after: slash)
                }
            }
            return silenced
        }
    }

    /// Every suppression seen so far, by file.
    private var placedByFile: [String: FileSuppressions] = [:]
    /// Files in the order their suppressions were added.
    private var files: [String] = []

    init() {}

    /// Adds suppressions and returns `violations` without the ones they (or earlier ones of the
    /// same files) silence.
    mutating func silence(_ violations: [Violation], adding placed: [Placed] = []) -> [Violation] {
        for entry in placed {
            let file = entry.suppression.location.file
            if placedByFile[file] == nil { files.append(file) }
            placedByFile[file, default: FileSuppressions()].add(entry)
        }
        guard !placedByFile.isEmpty else { return violations }
        return violations.filter { violation in
            // Changed in place: the dictionary's entry is not copied.
            placedByFile[violation.location.file]?.silence(violation) != true
        }
    }

    /// A finding for every rule a suppression names in vain. `enabledRuleIDs` are the rules that
    /// ran: naming a rule that did not run is not reported (another configuration may run it);
    /// naming a rule that does not exist is.
    func unused(enabledRuleIDs: Set<String>, knownRuleIDs: Set<String>) -> [Violation] {
        unused(enabledRuleIDs: { _ in enabledRuleIDs }, knownRuleIDs: knownRuleIDs, judged: { _ in true })
    }

    /// A finding for every rule a suppression names in vain: `enabledRuleIDs` gives the rules that
    /// ran on each file (each file has its configuration), and `judged` says of a rule whether the
    /// run could see every finding it silences (a partial run cannot, for a rule that compares
    /// screens: the screens compared may not have been checked).
    func unused(enabledRuleIDs: (String) -> Set<String>, knownRuleIDs: Set<String>, judged: (String) -> Bool) -> [Violation] {
        var findings: [Violation] = []
        for file in files {
            let enabled = enabledRuleIDs(file)
            for entry in placedByFile[file]?.entries ?? [] {
                for id in entry.suppression.ruleIDs where !entry.used.contains(id) && (!knownRuleIDs.contains(id) || judged(id)) {
                    let message: String
                    if !knownRuleIDs.contains(id) && id != SchemaCheck.ruleID {
                        message = "suppression names no rule '\(id)'" + Suggestions.didYouMean(id, among: knownRuleIDs)
                    } else if enabled.contains(id) || id == SchemaCheck.ruleID {
                        message = "suppression of \(id) silences nothing here; remove it"
                    } else {
                        continue
                    }
                    findings.append(Violation(ruleID: Self.ruleID, severity: .warning, message: message,
                                              location: entry.suppression.location, elementPath: entry.path, citation: nil))
                }
            }
        }
        return findings
    }

    /// The violations no suppression covers, and a finding for every rule a suppression names
    /// in vain, in report order.
    static func apply(_ violations: [Violation], _ placed: [Placed], enabledRuleIDs: Set<String>,
                             knownRuleIDs: Set<String>) -> [Violation] {
        var filter = SuppressionFilter()
        let kept = filter.silence(violations, adding: placed)
        return (kept + filter.unused(enabledRuleIDs: enabledRuleIDs, knownRuleIDs: knownRuleIDs)).sorted(by: Violation.reportOrder)
    }
}
