/// How much a violation matters. `error` fails a run; `warning` fails it only with `--strict`.
public enum Severity: String, Codable, RuleReadable, Sendable, Comparable, CaseIterable {
    case info, warning, error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
