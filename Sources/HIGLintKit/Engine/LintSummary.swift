/// The totals of a run, kept up to date as its results are reported part by part, so that a
/// report can end with them without the run keeping every violation.
public struct LintSummary: Sendable, Equatable {
    public var filesChecked = 0
    public var filesPassedOver = 0
    public var errors = 0
    /// Files with an error: unreadable files (a file has at most one read error; a directory that
    /// cannot be listed counts too) and files a rule could not be run on to the end.
    var filesWithErrors = 0
    /// Of those, the files that were read but that a rule could not be run on to the end.
    var filesNotFullyChecked = 0
    /// Files (and directories) that could not be read or parsed.
    public var filesUnreadable: Int { filesWithErrors - filesNotFullyChecked }
    public var violations = 0
    public var bySeverity: [Severity: Int] = [:]
    var byRule: [String: Int] = [:]
    /// Violations left out because a baseline holds them.
    public var baselined = 0
    /// The files with a violation. Kept as a set: the cross-screen findings reported at the end
    /// of a run fall in files reported earlier.
    private var violatingFiles = PathSet()

    public var filesWithViolations: Int { violatingFiles.count }

    init() {}

    /// The totals of a whole result.
    init(_ result: LintResult) {
        add(result)
    }

    mutating func add(_ part: LintResult) {
        filesChecked += part.filesChecked.count
        filesPassedOver += part.filesPassedOver.count
        errors += part.errors.count
        filesWithErrors += Set(part.errors.map(\.file)).count
        filesNotFullyChecked += Set(part.errors.filter { $0.rule != nil }.map(\.file)).count
        baselined += part.baselined
        var lastFile: String?
        for violation in part.violations {
            violations += 1
            bySeverity[violation.severity, default: 0] += 1
            byRule[violation.ruleID, default: 0] += 1
            // A part is in file order: each file is hashed once, not once a violation.
            if violation.location.file != lastFile {
                violatingFiles.insert(violation.location.file)
                lastFile = violation.location.file
            }
        }
    }

    public func count(of severity: Severity) -> Int { bySeverity[severity] ?? 0 }
}
