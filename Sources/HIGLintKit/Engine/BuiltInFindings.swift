/// The findings higlint itself reports, under ids that are not rules of the catalogue: `schema`
/// (the description does not follow the format), `unused-suppression` and `baseline-fixed`.
/// Reports name them like rules, so `higlint explain`, `--disable` and `--enable` know them too.
public enum BuiltInFindings {
    public struct Kind: Sendable {
        public var id: String
        var title: String
        var severity: Severity
        var summary: String
    }

    public static let all: [Kind] = [
        Kind(id: SchemaCheck.ruleID, title: "The description follows the higlint format", severity: SchemaCheck.severity,
             summary: "Every element's kind and property is one the format knows, each value has the right type, "
                + "required properties are there and each child sits in a parent that may hold it; near misses "
                + "get a suggestion. Nothing unknown is silently ignored. A root that is neither screen nor app "
                + "is an error, since no rule could judge the file. Always on; --disable schema silences it."),
        Kind(id: SuppressionFilter.ruleID, title: "A suppression silences something", severity: .warning,
             summary: "A suppression in a description (or an ignore entry of .higlint.yml) that names a rule which "
                + "reported nothing there is reported, so that suppressions do not rot. Always on; "
                + "--disable unused-suppression silences it."),
        Kind(id: Baseline.ruleIDFixed, title: "A baseline entry is still needed", severity: .error,
             summary: "With --baseline and --strict-baseline, each baseline entry that no violation matched any more is "
                + "reported, so the baseline shrinks (rewrite it with --write-baseline). "
                + "--disable baseline-fixed silences it."),
    ]

    static var ids: Set<String> { Set(all.map(\.id)) }

    public static func named(_ id: String) -> Kind? { all.first { $0.id == id } }

    /// What `higlint explain ID` prints for one of them.
    public static func explain(_ kind: Kind) -> String {
        var out = "\(kind.id): \(kind.title)\n"
        out += "severity: \(kind.severity.rawValue) (reported by higlint itself, not a rule of the catalogue)\n\n"
        out += "What is checked:\n\(RuleDocumentation.wrap(kind.summary, indent: "    "))\n"
        return out
    }
}
