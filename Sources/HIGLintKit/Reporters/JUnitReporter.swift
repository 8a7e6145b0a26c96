/// JUnit XML, for CI systems that show test results (GitLab, Jenkins, Azure, CircleCI), as
/// `junitparser` reads it: `<testsuites>` holding one `<testsuite name="higlint">`.
///
/// A violation fails when its severity is error, or warning with `--strict` (`context.strict`),
/// as the exit status does; info never fails. Test cases, in file-name order, `classname` the file:
/// - each failing violation: a test case `RULE at LINE:COLUMN (ELEMENT PATH)` with
///   `<failure message="…" type="RULE">` and the finding and its citation as body;
/// - each file checked (or named by a finding) without a failing violation: one passing test
///   case `no failing violations`;
/// - each file that could not be read: a test case `read` with `<error type="read-error">`.
///
/// So `tests` = failing violations + files without one + unreadable files, `failures` = failing
/// violations and `errors` = unreadable files. Findings that do not fail are listed, in the
/// text report's format, in the suite's `<system-out>`. No times or host names: the same input
/// gives the same bytes.
///
/// Attributes carry the exact text, XML-escaped (`XMLEscaping`: characters XML 1.0 cannot hold
/// become U+FFFD); the bodies, lines in the text report's format that CI systems print, are
/// escaped as the text report is (`DisplayText`).
public struct JUnitReporter: WholeResultReporter {
    public var collected = LintResult()

    public init() {}

    public func renderWhole(_ result: LintResult, context: ReportContext) -> String {
        func fails(_ violation: Violation) -> Bool {
            violation.severity == .error || (context.strict && violation.severity == .warning)
        }
        var cases: [String: [String]] = [:]
        for file in result.filesChecked + result.violations.map(\.location.file) { cases[file] = cases[file] ?? [] }
        var failing: [String: Int] = [:]
        var systemOut = ""
        for violation in result.violations {
            // In the text report's format, and escaped as it is: CI systems print these lines.
            let line = "\(DisplayText.escaped(violation.location.description)): \(violation.severity.rawValue): "
                + "\(DisplayText.escaped(violation.message)) [\(DisplayText.escaped(violation.ruleID))]\n"
                + (violation.citation.map { "    \(TextReporter.citationLine($0))\n" } ?? "")
            guard fails(violation) else { systemOut += line; continue }
            let file = violation.location.file
            failing[file, default: 0] += 1
            let name = "\(violation.ruleID) at \(violation.location.line):\(violation.location.column) (\(violation.elementPath))"
            cases[file, default: []].append(Self.testCase(
                file: file, name: name,
                outcome: "<failure message=\"\(XMLEscaping.attribute(violation.message))\" type=\"\(XMLEscaping.attribute(violation.ruleID))\">\(XMLEscaping.text(line))</failure>"))
        }
        for file in cases.keys where failing[file] == nil {
            cases[file]!.insert(Self.testCase(file: file, name: "no failing violations", outcome: nil), at: 0)
        }
        for error in result.errors {
            let body = "\(TextReporter.place(error)): error: \(DisplayText.escaped(error.message))"
            cases[error.file, default: []].append(Self.testCase(
                file: error.file, name: "read",
                outcome: "<error message=\"\(XMLEscaping.attribute(error.message))\" type=\"read-error\">\(XMLEscaping.text(body))</error>"))
        }

        let failures = failing.values.reduce(0, +)
        let tests = cases.values.map(\.count).reduce(0, +)
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(result.errors.count)\" skipped=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(HIGLint.name)\" \(counts)>\n"
        out += "  <testsuite name=\"\(HIGLint.name)\" \(counts)>\n"
        out += "    <properties>\n"
        out += "      <property name=\"guidelines\" value=\"\(XMLEscaping.attribute("\(Guidelines.document) (\(Guidelines.edition))"))\"/>\n"
        out += "      <property name=\"strict\" value=\"\(context.strict)\"/>\n"
        out += "    </properties>\n"
        for file in cases.keys.sorted() {
            out += cases[file]!.map { "    \($0)\n" }.joined()
        }
        if !systemOut.isEmpty { out += "    <system-out>\(XMLEscaping.text(systemOut))</system-out>\n" }
        return out + "  </testsuite>\n</testsuites>\n"
    }

    static func testCase(file: String, name: String, outcome: String?) -> String {
        let start = "<testcase classname=\"\(XMLEscaping.attribute(file))\" name=\"\(XMLEscaping.attribute(name))\" file=\"\(XMLEscaping.attribute(file))\""
        guard let outcome else { return start + "/>" }
        return start + ">" + outcome + "</testcase>"
    }
}
