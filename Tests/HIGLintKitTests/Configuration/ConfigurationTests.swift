import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `.higlint.yml`: every mistake is an error with its position, every setting takes effect.
struct ConfigurationTests {
    static let builtIn = try! RuleCatalog.builtIn()
    static let toolbarOfFive = "<screen name=\"x\"><toolbar><barButtonItem systemItem=\"undo\"/><barButtonItem systemItem=\"redo\"/><barButtonItem systemItem=\"camera\"/><barButtonItem systemItem=\"action\"/><barButtonItem systemItem=\"trash\"/></toolbar></screen>"

    func load(_ text: String) throws(Configuration.Failure) -> Configuration {
        let directory = try! TemporaryDirectory()
        let url = try! directory.write(".higlint.yml", text)
        return try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn)
    }

    func loadFailure(_ text: String) -> Configuration.Failure? {
        do { _ = try load(text); return nil } catch { return error }
    }

    @Test("mistakes are errors with line, column and a suggestion", arguments: [
        ("disabled_rule: [x]", 1, 1, "unknown key 'disabled_rule'; did you mean 'disabled_rules'?"),
        ("strict: false\ntoolbar-item-cont: { max: 4 }", 2, 1, "did you mean 'toolbar-item-count'?"),
        ("disabled_rules: [hit-target-size, toolbar-item-cont]", 1, 35, "no rule 'toolbar-item-cont' in disabled_rules; did you mean 'toolbar-item-count'?"),
        ("toolbar-item-count: { max: four }", 1, 28, "toolbar-item-count max must be a whole number, 0 or more (default 5)"),
        ("toolbar-item-count: { max: \"4\" }", 1, 28, "toolbar-item-count max must be a whole number, 0 or more (it is the text \"4\"; remove the quotes) (default 5)"),
        ("toolbar-item-count: { max: -1 }", 1, 28, "toolbar-item-count max must be a whole number, 0 or more (it is -1)"),
        ("hit-target-size: { minWidth: -44 }", 1, 30, "hit-target-size minWidth must be a number, 0 or more (it is -44)"),
        ("strict: \"true\"", 1, 9, "strict must be true or false (it is the text \"true\"; remove the quotes)"),
        ("toolbar-item-count: { enabled: 'false' }", 1, 32, "enabled of toolbar-item-count must be true or false (it is the text \"false\""),
        ("toolbar-item-count: { severity: [error] }", 1, 33, "severity of toolbar-item-count must be error, warning or info, not a list"),
        ("baseline: [a.json]", 1, 11, "baseline must be text, not a list"),
        ("toolbar-item-count: { maximum: 4 }", 1, 23, "toolbar-item-count has no parameter 'maximum'"),
        ("toolbar-custom-buttons-similar-size: { maxRatio: inf }", 1, 50, "toolbar-custom-buttons-similar-size maxRatio must be a number"),
        ("toolbar-custom-buttons-similar-size: { maxRatio: 1e400 }", 1, 50, "toolbar-custom-buttons-similar-size maxRatio must be a number"),
        ("toolbar-item-count: { severity: fatal }", 1, 33, "severity of toolbar-item-count must be error, warning or info"),
        ("strict: maybe", 1, 9, "strict must be true or false"),
        ("include: screens/**\nexclude: { a: b }", 2, 10, "exclude must be a list"),
        ("- a\n- b", 1, 1, "the configuration must be a mapping of keys"),
    ])
    func mistakes(_ text: String, _ line: Int, _ column: Int, _ message: String) throws {
        let failure = try #require(loadFailure(text))
        #expect(failure.file == ".higlint.yml")
        #expect(failure.line == line, "\(failure)")
        #expect(failure.column == column, "\(failure)")
        #expect(failure.message.contains(message), "\(failure)")
    }

    @Test("parameters, severities and rule selection take effect")
    func settings() throws {
        let configuration = try load("""
            toolbar-item-count: { max: 4, severity: error }
            disabled_rules: [status-bar-hidden]
            enabled_rules: [refresh-only-if-needed]
            alert-title-one-line: { enabled: true }
            """)
        let catalog = try configuration.catalog(builtIn: Self.builtIn)
        #expect(catalog["toolbar-item-count"]?.parameters.first?.value == .integer(4))
        #expect(catalog["toolbar-item-count"]?.severity == .error)
        let enabled = configuration.enabledRuleIDs(in: catalog)
        #expect(!enabled.contains("status-bar-hidden"))
        #expect(enabled.contains("refresh-only-if-needed") && enabled.contains("alert-title-one-line"))
        let linter = Linter(catalog: catalog, enabledRuleIDs: enabled)
        guard case .description(let five) = DescriptionReader.read(data: Data(Self.toolbarOfFive.utf8), syntax: .xml, path: "a.xml") else {
            Issue.record("unreadable")
            return
        }
        let violations = linter.check(five)
        #expect(violations.map(\.ruleID) == ["toolbar-item-count"])
        #expect(violations.first?.severity == .error)
        #expect(violations.first?.message == "Toolbar has 5 items; 4 or fewer is reasonable with 44x44 pt hit regions")
        #expect(Linter(catalog: Self.builtIn).check(five).isEmpty, "the default is five")

        let only = try load("only_rules: [hit-target-size]")
        #expect(only.enabledRuleIDs(in: try only.catalog(builtIn: Self.builtIn)) == ["hit-target-size"])
    }

    @Test("include and exclude select the files found in folders, relative to the configuration")
    func globs() throws {
        let configuration = try load("include: [screens/**]\nexclude: [screens/legacy, '**/*.draft.xml']")
        #expect(configuration.includes(relativePath: "screens/mail.xml"))
        #expect(configuration.includes(relativePath: "screens/deep/inbox.json"))
        #expect(!configuration.includes(relativePath: "other/mail.xml"))
        #expect(!configuration.includes(relativePath: "screens/legacy/old.xml"))
        #expect(!configuration.includes(relativePath: "screens/new.draft.xml"))
        let glob = Glob("a/*.xml")
        #expect(glob.matches("a/b.xml") && !glob.matches("a/c/b.xml"))
    }

    @Test("the project's own rule files join the catalogue; a clash of ids is an error")
    func projectRules() throws {
        let directory = try TemporaryDirectory()
        let rule = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Rules/toolbar-item-count.yml"), encoding: .utf8)
        try directory.write("rules/house-toolbar.yml", rule.replacingOccurrences(of: "id: toolbar-item-count", with: "id: house-toolbar")
            .replacingOccurrences(of: "max: 5", with: "max: 3"))
        let url = try directory.write(".higlint.yml", "rules_paths: [rules]\nhouse-toolbar: { severity: error }\n")
        let configuration = try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn)
        let catalog = try configuration.catalog(builtIn: Self.builtIn)
        #expect(catalog["house-toolbar"]?.severity == .error)
        #expect(catalog["house-toolbar"]?.parameters.first?.value == .integer(3))

        try directory.write("rules/clash.yml", rule)
        #expect(throws: Configuration.Failure.self) { try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn) }
    }

    @Test("the file higlint init writes loads, and loads with every rule line uncommented")
    func template() throws {
        let text = ConfigurationTemplate.text(rules: Self.builtIn.rules)
        _ = try load(text)
        // Uncomment the rule blocks (not the example settings at the top).
        let heading = try #require(text.range(of: "# Every rule"))
        let start = try #require(text[heading.upperBound...].firstIndex(of: "\n"))
        let rules = text[start...].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("# ") ? String($0.dropFirst(2)) : String($0) }.joined(separator: "\n")
        let configuration = try load(String(text[..<start]) + rules)
        #expect(configuration.ruleSettings.count == Self.builtIn.rules.count)
    }

}
