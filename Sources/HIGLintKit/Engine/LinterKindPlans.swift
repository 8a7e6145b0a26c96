import Foundation

/// What a linter checks the elements of each kind against, made the first time a screen of the
/// run holds an element of that kind, with the checks it needs (`RuleChecks`): a run builds the
/// checks of the rules its screens can trigger and no others. Shared by the threads of a run;
/// each description starts from the plans made so far (`madeSoFar()`), so that an element takes
/// the lock only for a kind no screen before it held.
final class LinterKindPlans: @unchecked Sendable {
    /// One check of one of `rules`, with its selector group (see `Linter.SelectorGroup`), before
    /// the check is built.
    struct Slot: Sendable {
        var ruleIndex: Int
        var checkIndex: Int
        var selectorGroup: Int
    }

    private let rules: [Rule]
    private let slotsByKind: [String: [Slot]]
    // The lock guards `plans` and `entries`.
    private let lock = NSLock()
    private var plans: [String: Linter.KindPlan] = [:]
    /// Every entry made, by its key: a check named by several kinds is built once.
    private var entries: [String: Linter.Entry] = [:]

    init(rules: [Rule], slotsByKind: [String: [Slot]]) {
        self.rules = rules
        self.slotsByKind = slotsByKind
    }

    /// The plans made so far, by kind.
    func madeSoFar() -> [String: Linter.KindPlan] {
        lock.lock()
        defer { lock.unlock() }
        return plans
    }

    /// The plan of `kind`, made now if no screen held the kind before. A kind neither the
    /// vocabulary nor a check names has the empty plan, kept by the screen alone: a run's files may
    /// name any number of such kinds.
    func plan(for kind: String) -> Linter.KindPlan {
        lock.lock()
        defer { lock.unlock() }
        if let plan = plans[kind] { return plan }
        let vocabulary = Vocabulary.sharedKinds[kind]
        guard vocabulary != nil || slotsByKind[kind] != nil else { return Self.unknownKind }
        let plan = Linter.KindPlan(vocabulary: vocabulary,
                                   groups: Linter.SelectorGroup.grouping((slotsByKind[kind] ?? []).map(lockedEntry)))
        plans[kind] = plan
        return plan
    }

    private static let unknownKind = Linter.KindPlan(vocabulary: nil, groups: [])

    /// The entry of `slot`, its check built now if it was not before.
    func entry(_ slot: Slot) -> Linter.Entry {
        lock.lock()
        defer { lock.unlock() }
        return lockedEntry(slot)
    }

    /// Whether the check named `key` was built (the tests ask: a run builds only what it needs).
    func hasBuilt(_ key: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return entries[key] != nil
    }

    /// The entry named `key` (`Linter.Entry.key`), its check built now if no screen this linter
    /// checked needed it: the linter that compares a run's screens is not the one that checked
    /// them when the files are judged under several configurations. nil: no enabled rule has it.
    func entry(forKey key: String) -> Linter.Entry? {
        lock.lock()
        defer { lock.unlock() }
        if let entry = entries[key] { return entry }
        for slots in slotsByKind.values {
            for slot in slots where Linter.Entry.key(rule: rules[slot.ruleIndex], checkIndex: slot.checkIndex) == key {
                return lockedEntry(slot)
            }
        }
        return nil
    }

    private func lockedEntry(_ slot: Slot) -> Linter.Entry {
        let rule = rules[slot.ruleIndex]
        let key = Linter.Entry.key(rule: rule, checkIndex: slot.checkIndex)
        if let entry = entries[key] { return entry }
        let entry = Linter.Entry(rule: rule, checkIndex: slot.checkIndex, selector: rule.checkSelectors[slot.checkIndex] ?? rule.appliesTo,
                                 selectorGroup: slot.selectorGroup)
        entries[key] = entry
        return entry
    }
}
