import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGLintKit
import TestSupport

/// The report formats for other tools, checked with those tools where they can run here: SARIF
/// against the OASIS schema (check-jsonschema), JUnit with junitparser, Markdown with cmarkgfm
/// (GitHub's own renderer), Checkstyle with an XML parser and xmllint. Each is compared, finding
/// for finding, with the JSON report of the same run.
struct ReporterCommandTests {
    static let tricky = """
        { "type": "screen", "name": "Odd | <b>", "children": [
          { "type": "alert", "title": "Low: 100%, really\\nnow <b> | & `done` *x*", "children": [
             { "type": "button", "title": "OK" } ] } ] }
        """

    /// `higlint check ARGS --format FORMAT` in a directory.
    static func check(_ format: ReportFormat, _ arguments: [String] = ["."], in directory: URL) throws -> BinaryRun {
        try BinaryRun.run(["check"] + arguments + ["--format", format.rawValue], in: directory)
    }

    /// A folder with every kind of finding: an error, a warning, an info, two `schema` findings on
    /// one element, a file without findings, and a file that cannot be parsed.
    static func fixture() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(trickyName, tricky)
        try directory.write("error.xml", SampleDescription.error)
        try directory.write("warning.xml", SampleDescription.warning)
        try directory.write("schema.xml", "<screen name=\"x\"><toolbar><barButtonItem tittle=\"Edit\" tytle=\"x\"/></toolbar></screen>")
        try directory.write("clean.xml", "<screen name=\"Mail\"><navigationBar title=\"Inbox\"/></screen>")
        try directory.write("broken.screen.json", "{\"type\": ")
        return directory
    }

    /// The JSON report of the same run: what every other format must say.
    static func jsonReport(_ arguments: [String] = ["."], in directory: URL) throws -> (violations: [[String: Any]], errors: [[String: Any]]) {
        let run = try check(.json, arguments, in: directory)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        return (object["violations"] as? [[String: Any]] ?? [], object["errors"] as? [[String: Any]] ?? [])
    }

    /// Loads a report with junitparser and prints what it read, counts and test cases.
    static let junitScript = """
        import json, sys
        from junitparser import JUnitXml, Failure, Error, Skipped
        xml = JUnitXml.fromfile(sys.argv[1])
        suites = []
        for suite in xml:
            cases = []
            for case in suite:
                results = [{"kind": type(r).__name__, "type": r.type, "message": r.message, "text": r.text} for r in case.result]
                cases.append({"classname": case.classname, "name": case.name, "results": results})
            suites.append({"name": suite.name, "tests": suite.tests, "failures": suite.failures, "errors": suite.errors,
                           "skipped": suite.skipped, "cases": cases})
        print(json.dumps({"tests": xml.tests, "failures": xml.failures, "errors": xml.errors, "suites": suites}))
        """

    /// Renders Markdown with cmarkgfm (GitHub's cmark-gfm) and prints the tables' cell texts,
    /// the list items and the paragraphs.
    static let markdownScript = """
        import json, sys, cmarkgfm
        from html.parser import HTMLParser
        class Reader(HTMLParser):
            def __init__(self):
                super().__init__()
                self.tables, self.items, self.paragraphs, self.text, self.open = [], [], [], "", []
            def handle_starttag(self, tag, attrs):
                self.open.append(tag)
                if tag == "table": self.tables.append([])
                if tag == "tr": self.tables[-1].append([])
                if tag in ("td", "th", "li", "p"): self.text = ""
            def handle_endtag(self, tag):
                self.open.pop()
                if tag in ("td", "th"): self.tables[-1][-1].append(self.text)
                if tag == "li": self.items.append(self.text)
                if tag == "p": self.paragraphs.append(self.text)
            def handle_data(self, data):
                self.text += data
        reader = Reader()
        reader.feed(cmarkgfm.github_flavored_markdown_to_html(open(sys.argv[1], encoding="utf-8").read()))
        print(json.dumps({"tables": reader.tables, "items": reader.items, "paragraphs": reader.paragraphs}))
        """

    /// Runs a Python script that prints JSON and gives back what it printed; a script that fails
    /// fails the test.
    static func python(_ script: String, _ arguments: [String]) throws -> Any {
        let result = try ExternalTool.run("python3", ["-c", script] + arguments)
        #expect(result.status == 0, "\(result.output)")
        return try JSONSerialization.jsonObject(with: Data(result.output.utf8))
    }

    static let sarifSchema = TestPaths.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json")

    /// A title with everything a format must escape: a colon, a comma, a percent sign, a line
    /// break, markup, a pipe, backticks and emphasis. It reaches the report through the message of
    /// `alert-title-capitalization`, and the file's name (comma, colon, percent sign, space)
    /// reaches it as the location.
    static let trickyName = "odd, name: 100%.json"

    @Test("every format runs from the command line: same exit status as text, deterministic, no trailing spaces, a final newline",
          arguments: ReportFormat.allCases)
    func everyFormat(_ format: ReportFormat) throws {
        let directory = try Self.fixture()
        for (arguments, place) in [(["SampleScreens"], TestPaths.packageRoot), (["."], directory.url), (["clean.xml"], directory.url)] {
            let run = try Self.check(format, arguments, in: place)
            let again = try Self.check(format, arguments, in: place)
            let text = try Self.check(.text, arguments, in: place)
            #expect(run.status == text.status, "\(format) \(arguments)")
            #expect(run.stdout == again.stdout, "\(format) output differs between two runs")
            #expect(run.stdout.hasSuffix("\n") && !run.stdout.hasSuffix("\n\n"), "\(format) \(arguments)")
            for line in run.stdout.split(separator: "\n", omittingEmptySubsequences: false) where line.last?.isWhitespace == true {
                Issue.record("\(format) \(arguments): trailing whitespace in \(line.debugDescription)")
            }
        }
    }

    @Test("SARIF validates against the OASIS SARIF 2.1.0 schema",
          .requires(.tool("check-jsonschema")),
          .requires(.shared("schemas/sarif-schema-2.1.0.json")))
    func sarifValidates() throws {
        let directory = try Self.fixture()
        var reports: [String] = []
        for (name, arguments, place) in [("samples", ["SampleScreens"], TestPaths.packageRoot), ("mixed", ["."], directory.url),
                                         ("clean", ["clean.xml"], directory.url)] {
            let output = directory.url.appendingPathComponent("\(name).sarif").path
            _ = try BinaryRun.run(["check"] + arguments + ["--format", "sarif", "--output", output], in: place)
            reports.append(output)
        }
        let result = try ExternalTool.run("check-jsonschema", ["--schemafile", Self.sarifSchema.path] + reports)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("SARIF carries what code scanning needs: rules with quotes and citations, results at repository-relative locations, fingerprints, unreadable files")
    func sarifContent() throws {
        let directory = try Self.fixture()
        let (violations, errors) = try Self.jsonReport(in: directory.url)
        let run = try Self.check(.sarif, in: directory.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(log["$schema"] as? String == SARIFReporter.schemaURI)
        #expect(log["version"] as? String == "2.1.0")
        let runs = try #require(log["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let sarifRun = runs[0]
        let driver = try #require((sarifRun["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "higlint")
        #expect(driver["version"] as? String == HIGLint.version)

        // Every rule that ran, described with its quotes and citations, and `schema`.
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        #expect(ids.contains("schema"))
        let catalog = try RuleCatalog.builtIn()
        let level: [Severity: String] = [.error: "error", .warning: "warning", .info: "note"]
        for rule in catalog.rules where rule.enabledByDefault {
            let descriptor = try #require(rules.first { $0["id"] as? String == rule.id }, "no descriptor for \(rule.id)")
            #expect((descriptor["name"] as? String)?.isEmpty == false)
            #expect((descriptor["shortDescription"] as? [String: Any])?["text"] as? String == rule.title)
            #expect((descriptor["fullDescription"] as? [String: Any])?["text"] as? String == rule.summary)
            #expect((descriptor["defaultConfiguration"] as? [String: Any])?["level"] as? String == level[rule.severity])
            #expect(((descriptor["properties"] as? [String: Any])?["tags"] as? [String])?.isEmpty == false)
            let help = try #require(descriptor["help"] as? [String: String])
            for citation in rule.citations {
                for format in ["text", "markdown"] {
                    let text = try #require(help[format])
                    for part in [citation.quote, citation.document, citation.edition, citation.section, "p. \(citation.page)"] {
                        #expect(text.contains(part), "\(rule.id) help.\(format) lacks \(part)")
                    }
                }
            }
        }
        #expect(!catalog.rules.filter { !$0.enabledByDefault }.contains { ids.contains($0.id) }, "only the rules that ran")

        // Each finding, as the JSON report gives it.
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.count == violations.count)
        var fingerprints = Set<String>()
        for (result, violation) in zip(results, violations) {
            let ruleID = try #require(violation["ruleId"] as? String)
            #expect(result["ruleId"] as? String == ruleID)
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == ruleID)
            #expect(result["level"] as? String == level[Severity(rawValue: violation["severity"] as! String)!])
            #expect(((result["message"] as? [String: Any])?["text"] as? String)?.hasPrefix(violation["message"] as! String) == true)
            let location = try #require((result["locations"] as? [[String: Any]])?.first)
            let physical = try #require(location["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let uri = try #require(artifact["uri"] as? String)
            #expect(uri.removingPercentEncoding == violation["file"] as? String)
            #expect(!uri.contains(" ") && !uri.hasPrefix("/") && !uri.contains("\\"))
            #expect(artifact["uriBaseId"] as? String == "%SRCROOT%")
            let region = try #require(physical["region"] as? [String: Any])
            #expect(region["startLine"] as? Int == violation["line"] as? Int)
            #expect(region["startColumn"] as? Int == violation["column"] as? Int)
            #expect((region["startLine"] as? Int ?? 0) >= 1 && (region["startColumn"] as? Int ?? 0) >= 1)
            let logical = (location["logicalLocations"] as? [[String: Any]])?.first
            #expect(logical?["fullyQualifiedName"] as? String == violation["elementPath"] as? String)
            let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey])
            #expect(fingerprints.insert(fingerprint).inserted, "two results share the fingerprint \(fingerprint)")
        }
        #expect(results.contains { $0["ruleId"] as? String == "schema" })
        #expect(results.contains { $0["level"] as? String == "note" })

        // The unreadable file makes the invocation unsuccessful.
        let invocation = try #require((sarifRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == errors.count && errors.count == 1)
        let notification = try #require(notifications.first)
        #expect(notification["level"] as? String == "error")
        #expect((notification["message"] as? [String: Any])?["text"] as? String == errors[0]["message"] as? String)
        let place = (notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((place?["artifactLocation"] as? [String: Any])?["uri"] as? String == "broken.screen.json")
        #expect((place?["region"] as? [String: Any])?["startLine"] as? Int == 1)

        let clean = try Self.check(.sarif, ["clean.xml"], in: directory.url)
        let cleanRun = try #require(((try JSONSerialization.jsonObject(with: Data(clean.stdout.utf8)) as? [String: Any])?["runs"] as? [[String: Any]])?.first)
        #expect((cleanRun["results"] as? [Any])?.isEmpty == true)
        #expect(((cleanRun["invocations"] as? [[String: Any]])?.first?["executionSuccessful"]) as? Bool == true)
    }

    @Test("Checkstyle XML parses and says, finding for finding, what the JSON report says")
    func checkstyle() throws {
        let directory = try Self.fixture()
        let (violations, errors) = try Self.jsonReport(in: directory.url)
        let run = try Self.check(.checkstyle, in: directory.url)
        let elements = try XMLElements.parse(run.stdout)
        #expect(elements.first?.name == "checkstyle")
        #expect(elements.first?.attributes["version"] == "4.3")
        let files = elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] }
        #expect(files == files.sorted())
        #expect(Set(files) == [Self.trickyName, "error.xml", "warning.xml", "schema.xml", "clean.xml", "broken.screen.json"])

        let reported = elements.filter { $0.name == "error" }
        #expect(reported.count == violations.count + errors.count)
        let findings = reported.filter { $0.attributes["source"] != "higlint.read-error" }
        #expect(findings.count == violations.count)
        for violation in violations {
            let ruleID = violation["ruleId"] as! String, message = violation["message"] as! String
            let match = findings.first { element in
                element.file == violation["file"] as? String && element.attributes["line"] == "\(violation["line"]!)"
                    && element.attributes["column"] == "\(violation["column"]!)" && element.attributes["source"] == "higlint.\(ruleID)"
                    && element.attributes["message"]?.hasPrefix(message) == true
            }
            #expect(match != nil, "no <error> for \(ruleID) at \(violation["file"]!):\(violation["line"]!)")
            #expect(match?.attributes["severity"] == violation["severity"] as? String)
            if let citation = violation["citation"] as? [String: Any] {
                #expect(match?.attributes["message"]?.contains("p. \(citation["page"]!)") == true)
            }
        }
        // The tricky title, line break included, survives the attribute.
        #expect(findings.contains { $0.attributes["message"]?.contains("Low: 100%, really\nnow <b> | & `done` *x*") == true })
        let readError = try #require(reported.first { $0.attributes["source"] == "higlint.read-error" })
        #expect(readError.file == "broken.screen.json")
        #expect(readError.attributes["severity"] == "error")
        #expect(readError.attributes["message"] == errors[0]["message"] as? String)
    }

    @Test("Checkstyle XML is well-formed for xmllint", .requires(.tool("xmllint")))
    func checkstyleWellFormed() throws {
        let directory = try Self.fixture()
        let report = directory.url.appendingPathComponent("report.xml").path
        _ = try BinaryRun.run(["check", ".", "--format", "checkstyle", "--output", report], in: directory.url)
        let result = try ExternalTool.run("xmllint", ["--noout", report])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("JUnit XML loads in junitparser; counts add up; --strict makes warnings fail, info never fails",
          .requires(.pythonModule("junitparser")))
    func junit() throws {
        let directory = try Self.fixture()
        let (violations, errors) = try Self.jsonReport(in: directory.url)
        let files = Set(violations.map { $0["file"] as! String }).union([Self.trickyName, "error.xml", "warning.xml", "schema.xml", "clean.xml"])
        for strict in [false, true] {
            let report = directory.url.appendingPathComponent("junit-\(strict).xml").path
            _ = try BinaryRun.run(["check", ".", "--format", "junit", "--output", report] + (strict ? ["--strict"] : []), in: directory.url)
            let read = try #require(try Self.python(Self.junitScript, [report]) as? [String: Any])
            let suites = try #require(read["suites"] as? [[String: Any]])
            #expect(suites.count == 1)
            let suite = try #require(suites.first)
            #expect(suite["name"] as? String == "higlint")
            let cases = try #require(suite["cases"] as? [[String: Any]])
            let results = cases.flatMap { $0["results"] as? [[String: Any]] ?? [] }
            let failures = results.filter { $0["kind"] as? String == "Failure" }
            let errorResults = results.filter { $0["kind"] as? String == "Error" }

            let failing = violations.filter { $0["severity"] as? String == "error" || (strict && $0["severity"] as? String == "warning") }
            let filesFailing = Set(failing.map { $0["file"] as! String })
            #expect(failures.count == failing.count, "strict: \(strict)")
            #expect(errorResults.count == errors.count)
            #expect(cases.count == failing.count + files.subtracting(filesFailing).count + errors.count, "strict: \(strict)")
            // The recorded counts are the ones junitparser counts.
            #expect(suite["tests"] as? Int == cases.count && read["tests"] as? Int == cases.count)
            #expect(suite["failures"] as? Int == failures.count && read["failures"] as? Int == failures.count)
            #expect(suite["errors"] as? Int == errorResults.count && read["errors"] as? Int == errorResults.count)
            #expect(suite["skipped"] as? Int == 0)
            for (failure, violation) in zip(failures, failing) {
                #expect(failure["type"] as? String == violation["ruleId"] as? String)
                #expect(failure["message"] as? String == violation["message"] as? String)
                if let citation = violation["citation"] as? [String: Any] {
                    #expect((failure["text"] as? String)?.contains(citation["quote"] as! String) == true)
                }
            }
            #expect(!failing.contains { $0["severity"] as? String == "info" })
            #expect(errorResults.first?["type"] as? String == "read-error")
        }
    }

    @Test("GitHub workflow commands, read back as the runner reads them, give every finding and unreadable file")
    func githubRoundTrip() throws {
        let directory = try Self.fixture()
        let (violations, errors) = try Self.jsonReport(in: directory.url)
        let run = try Self.check(.github, in: directory.url)
        let commands = run.stdout.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") }.map(WorkflowCommand.init)
        #expect(commands.count == violations.count + errors.count)
        let names = ["error": "error", "warning": "warning", "info": "notice"]
        // The unreadable file is told in its place among the files ("broken.screen.json" comes first).
        let unreadable = try #require(commands.first)
        #expect(unreadable.name == "error" && unreadable.properties["file"] == "broken.screen.json" && unreadable.message == errors[0]["message"] as? String)
        for (command, violation) in zip(commands.dropFirst(), violations) {
            #expect(command.name == names[violation["severity"] as! String])
            #expect(command.properties["file"] == violation["file"] as? String)
            #expect(command.properties["line"] == "\(violation["line"]!)")
            #expect(command.properties["col"] == "\(violation["column"]!)")
            #expect(command.properties["title"] == "higlint \(violation["ruleId"]!)")
            let lines = command.message.components(separatedBy: "\n")
            // Line breaks from input are shown as escapes; the only one is before the citation.
            #expect(command.message.hasPrefix(DisplayText.escaped(violation["message"] as! String)))
            if let citation = violation["citation"] as? [String: Any] {
                #expect(lines.last?.contains(citation["quote"] as! String) == true)
                #expect(lines.last?.contains("p. \(citation["page"]!)") == true)
            }
        }
        #expect(commands.contains { $0.properties["file"] == Self.trickyName && $0.message.contains("really\\nnow <b>") })
    }

    @Test("Markdown renders in GitHub's renderer (cmarkgfm) to tables whose cells hold the findings, escaping intact",
          .requires(.pythonModule("cmarkgfm")))
    func markdownRenders() throws {
        let directory = try Self.fixture()
        let (violations, errors) = try Self.jsonReport(in: directory.url)
        let report = directory.url.appendingPathComponent("report.md").path
        _ = try BinaryRun.run(["check", ".", "--format", "markdown", "--output", report], in: directory.url)
        let read = try #require(try Self.python(Self.markdownScript, [report]) as? [String: Any])
        let tables = try #require(read["tables"] as? [[[String]]])
        #expect(tables.count == 2)
        let (byRule, rows) = (tables[0], tables[1])
        #expect(byRule.first == ["rule", "severity", "count", "title"])
        #expect(byRule.dropFirst().map { Int($0[2]) ?? 0 }.reduce(0, +) == violations.count)
        #expect(rows.first == ["location", "severity", "rule", "message"])
        #expect(rows.count == violations.count + 1)
        for (row, violation) in zip(rows.dropFirst(), violations) {
            #expect(row.count == 4)
            #expect(row == ["\(violation["file"]!):\(violation["line"]!):\(violation["column"]!)", violation["severity"] as! String,
                            violation["ruleId"] as! String, DisplayText.escaped(violation["message"] as! String)])
        }
        let items = try #require(read["items"] as? [String])
        #expect(items == errors.map { "\($0["file"]!):\($0["line"]!):\($0["column"]!): \($0["message"]!)" })
        let paragraphs = try #require(read["paragraphs"] as? [String])
        #expect(paragraphs.first?.hasPrefix("Checked 5 files: ") == true)
    }

    @Test("SARIF fingerprints follow rule, file and element, not lines")
    func sarifFingerprintsAreStable() throws {
        let directory = try TemporaryDirectory()
        func fingerprints() throws -> [(line: Int, fingerprint: String)] {
            let run = try Self.check(.sarif, in: directory.url)
            let log = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
            let results = (log?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]] ?? []
            return results.map { result in
                let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
                return (region?["startLine"] as? Int ?? 0, (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] ?? "")
            }
        }
        try directory.write("alert.xml", SampleDescription.error)
        let before = try fingerprints()
        try directory.write("alert.xml", "\n\n\n" + SampleDescription.error)
        let after = try fingerprints()
        #expect(!before.isEmpty && before.count == after.count)
        #expect(before.map(\.fingerprint) == after.map(\.fingerprint))
        #expect(zip(before, after).allSatisfy { $1.line == $0.line + 3 })
    }
}
