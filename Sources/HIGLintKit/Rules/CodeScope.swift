/// Whether a rule can judge the alerts higlint reads from source code. Code gives a screen
/// holding one alert or action sheet and its buttons, nothing else: a rule whose subject is
/// another kind (a bar, a status bar, an icon) has none there, and is not run on such screens; a
/// rule about alerts, action sheets or buttons may still say, with the key `code`, why code
/// cannot show what it judges (the look of an action sheet, which depends on the bar it is shown
/// from).
enum CodeScope {
    /// The kinds a screen read from code holds, besides its root.
    static let kinds: Set<String> = ["alert", "actionSheet", "button"]

    /// Why `rule` cannot apply to code, or nil when it can.
    static func reason(for rule: Rule) -> String? {
        if let declared = try? RuleFile.codeReason(of: rule.document) { return declared }
        let selectors = rule.checkSelectors.map { $0 ?? rule.appliesTo }
        let kinds = selectors.flatMap(\.kinds)
        if selectors.contains(where: \.kinds.isEmpty) || kinds.contains(where: Self.kinds.contains) { return nil }
        var named: [String] = []
        for kind in kinds where !named.contains(kind) { named.append(kind) }
        return "Code gives alerts and action sheets only; higlint reads no \(named.joined(separator: ", ")) from it."
    }
}
