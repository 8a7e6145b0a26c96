import Foundation

/// The machine-readable report for CI dashboards, described by `schemas/report.schema.json`
/// (schemaVersion 1). Keys are sorted and arrays are in report order, so the same input always
/// gives the same bytes.
public struct JSONReporter: Reporter {
    public init() {}

    public func render(_ result: LintResult, context: ReportContext = ReportContext()) -> String {
        try! StableJSON.text(JSONReport(result))
    }
}

/// The report's shape, field for field.
struct JSONReport: Encodable {
    struct Tool: Encodable { var name = HIGLint.name, version = HIGLint.version }
    struct GuidelinesInfo: Encodable { var document = Guidelines.document, edition = Guidelines.edition }
    struct Summary: Encodable {
        var filesChecked: Int
        var filesWithViolations: Int
        var filesPassedOver: Int
        var filesWithErrors: Int
        var violations: Int
        var bySeverity: [String: Int]
        var byRule: [String: Int]
    }
    struct ViolationEntry: Encodable {
        var ruleId: String
        var severity: Severity
        var message: String
        var file: String
        var line: Int
        var column: Int
        var elementPath: String
        var citation: Citation?
    }
    struct ErrorEntry: Encodable {
        var file: String
        var line: Int?
        var column: Int?
        var message: String
    }

    var schemaVersion = 1
    var tool = Tool()
    var guidelines = GuidelinesInfo()
    var summary: Summary
    var violations: [ViolationEntry]
    var errors: [ErrorEntry]

    init(_ result: LintResult) {
        summary = Summary(
            filesChecked: result.filesChecked.count,
            filesWithViolations: result.filesWithViolations,
            filesPassedOver: result.filesPassedOver.count,
            filesWithErrors: Set(result.errors.map(\.file)).count,
            violations: result.violations.count,
            bySeverity: Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, result.count(of: $0)) }),
            byRule: result.violations.reduce(into: [:]) { $0[$1.ruleID, default: 0] += 1 })
        violations = result.violations.map {
            ViolationEntry(ruleId: $0.ruleID, severity: $0.severity, message: $0.message, file: $0.location.file,
                           line: $0.location.line, column: $0.location.column, elementPath: $0.elementPath,
                           citation: $0.citation)
        }
        errors = result.errors.map { ErrorEntry(file: $0.file, line: $0.line, column: $0.column, message: $0.message) }
    }
}
