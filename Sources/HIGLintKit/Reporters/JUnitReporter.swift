/// JUnit XML, for CI systems that show test results (GitLab, Jenkins, Azure, CircleCI), as
/// `junitparser` reads it: `<testsuites>` holding one `<testsuite name="higlint">`.
///
/// A violation fails when its severity is error, or warning with `--strict` (`context.strict`),
/// as the exit status does; info never fails. Test cases, in file-name order, `classname` the file:
/// - each failing violation: a test case `RULE at LINE:COLUMN (ELEMENT PATH)` with
///   `<failure message="…" type="RULE">` and the finding and its citation as body;
/// - each file checked (or named by a finding) without a failing violation: one passing test
///   case `no failing violations`;
/// - each file that could not be read: a test case `read` with `<error type="read-error">`
///   (`rule-not-run` for a file a rule could not be run on to the end).
///
/// So `tests` = failing violations + files without one + unreadable files, `failures` = failing
/// violations and `errors` = unreadable files. Findings that do not fail are listed, in the
/// text report's format, in the suite's `<system-out>`. No times or host names: the same input
/// gives the same bytes.
///
/// Attributes carry the exact text, XML-escaped (`XMLEscaping`: characters XML 1.0 cannot hold
/// become U+FFFD); the bodies, lines in the text report's format that CI systems print, are
/// escaped as the text report is (`DisplayText`).
///
/// The test cases are written as they come (each file's together, files in order: see
/// `LintRun.run`) to a spool, and the findings that do not fail to another: the counts come
/// first, so both are placed at the end.
struct JUnitReporter: Reporter {
    /// Made afresh by `begin`, so that a reporter value can render more than once.
    private var cases = Spool()
    private var systemOut = Spool()
    private var tests = 0
    private var failures = 0
    private var errors = 0

    init() {}

    mutating func begin(context: ReportContext, to stream: ReportStream) {
        cases = Spool()
        systemOut = Spool()
        (tests, failures, errors) = (0, 0, 0)
    }

    mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        func fails(_ violation: Violation) -> Bool {
            violation.severity == .error || (context.strict && violation.severity == .warning)
        }
        // Grouped by file, then each file's test cases made and set aside as its turn comes: a
        // result's text is never held together. `listed`: checked, or named by a finding.
        var findings: [String: (listed: Bool, failing: [Violation], errors: [FileError])] = [:]
        for file in part.filesChecked { findings[file] = (true, [], []) }
        var out = ""
        for violation in part.violations {
            let file = violation.location.file
            findings[file, default: (true, [], [])].listed = true
            guard fails(violation) else {
                // Escaping works character by character, so the lines can be escaped part by part.
                out += Self.line(violation)
                if out.utf8.count >= 1 << 16 { systemOut.append(XMLEscaping.text(out)); out = "" }
                continue
            }
            findings[file]!.failing.append(violation)
        }
        if !out.isEmpty { systemOut.append(XMLEscaping.text(out)) }
        for error in part.errors { findings[error.file, default: (false, [], [])].errors.append(error) }
        for file in findings.keys.sorted() {
            let (listed, failing, fileErrors) = findings[file]!
            var fileCases: [String] = []
            if listed && failing.isEmpty { fileCases.append(Self.testCase(file: file, name: "no failing violations", outcome: nil)) }
            for violation in failing {
                failures += 1
                let name = "\(violation.ruleID) at \(violation.location.line):\(violation.location.column) (\(ElementPath.shown(violation.elementPath)))"
                fileCases.append(Self.testCase(
                    file: file, name: name,
                    outcome: "<failure message=\"\(XMLEscaping.attribute(violation.message))\" type=\"\(XMLEscaping.attribute(violation.ruleID))\">\(XMLEscaping.text(Self.line(violation)))</failure>"))
            }
            for error in fileErrors {
                let body = "\(TextReporter.place(error)): error: \(DisplayText.escaped(error.message))"
                errors += 1
                fileCases.append(Self.testCase(
                    file: error.file, name: "read",
                    outcome: "<error message=\"\(XMLEscaping.attribute(error.message))\" type=\"\(error.kind)\">\(XMLEscaping.text(body))</error>"))
            }
            tests += fileCases.count
            cases.append(fileCases.map { "    \($0)\n" }.joined())
        }
    }

    /// A finding in the text report's format, and escaped as it is: CI systems print these lines.
    static func line(_ violation: Violation) -> String {
        "\(DisplayText.escaped(violation.location.description)): \(violation.severity.rawValue): "
            + "\(DisplayText.escaped(violation.message)) [\(DisplayText.escaped(violation.ruleID))]\n"
            + (violation.citation.map { "    \(TextReporter.citationLine($0))\n" } ?? "")
    }

    func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        let counts = "tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"0\""
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"\(HIGLint.name)\" \(counts)>\n"
        out += "  <testsuite name=\"\(HIGLint.name)\" \(counts)>\n"
        out += "    <properties>\n"
        out += "      <property name=\"guidelines\" value=\"\(XMLEscaping.attribute("\(Guidelines.document) (\(Guidelines.edition))"))\"/>\n"
        out += "      <property name=\"strict\" value=\"\(context.strict)\"/>\n"
        out += "    </properties>\n"
        stream.write(out)
        cases.copy(to: stream)
        if !systemOut.isEmpty {
            stream.write("    <system-out>")
            systemOut.copy(to: stream)
            stream.write("</system-out>\n")
        }
        stream.write("  </testsuite>\n</testsuites>\n")
    }

    static func testCase(file: String, name: String, outcome: String?) -> String {
        let start = "<testcase classname=\"\(XMLEscaping.attribute(file))\" name=\"\(XMLEscaping.attribute(name))\" file=\"\(XMLEscaping.attribute(file))\""
        guard let outcome else { return start + "/>" }
        return start + ">" + outcome + "</testcase>"
    }
}
