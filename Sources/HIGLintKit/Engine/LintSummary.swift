/// The totals of a run's result, which reports give with its findings.
public struct LintSummary: Sendable, Equatable {
    public var filesChecked = 0
    public var filesPassedOver = 0
    /// Files higlint could not read for want of a part installed on its own (`FileNotRead`).
    public var filesNotRead = 0
    public var errors = 0
    /// Files with an error: unreadable files (a file has at most one read error; a directory that
    /// cannot be listed counts too) and files a rule could not be run on to the end.
    var filesWithErrors = 0
    /// Of those, the files that were read but that a rule could not be run on to the end.
    var filesNotFullyChecked = 0
    /// Files (and directories) that could not be read or parsed.
    var filesUnreadable: Int { filesWithErrors - filesNotFullyChecked }
    public var violations = 0
    public var bySeverity: [Severity: Int] = [:]
    var byRule: [String: Int] = [:]
    /// Violations left out because a baseline holds them.
    public var baselined = 0
    /// Violations with a fix `--fix` makes, and with one only `--fix-unsafe` makes: fixes whose
    /// edit was found in their files (`FixPlan.withEdits`).
    var fixable = 0
    var fixableUnsafe = 0
    /// The files with a violation.
    private var violatingFiles = Set<String>()

    var filesWithViolations: Int { violatingFiles.count }

    init() {}

    /// The totals of a whole result.
    init(_ result: LintResult) {
        filesChecked = result.filesChecked.count
        filesPassedOver = result.filesPassedOver.count
        filesNotRead = result.filesNotRead.count
        errors = result.errors.count
        filesWithErrors = Set(result.errors.map(\.file)).count
        filesNotFullyChecked = Set(result.errors.filter { $0.rule != nil }.map(\.file)).count
        baselined = result.baselined
        violations = result.violations.count
        for violation in result.violations {
            bySeverity[violation.severity, default: 0] += 1
            byRule[violation.ruleID, default: 0] += 1
            violatingFiles.insert(violation.location.file)
            if let fix = violation.fix, fix.edit != nil {
                switch fix.safety {
                case .safe: fixable += 1
                case .unsafe: fixableUnsafe += 1
                }
            }
        }
    }

    func count(of severity: Severity) -> Int { bySeverity[severity] ?? 0 }
}
