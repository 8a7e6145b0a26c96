import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The template `higlint init` writes: it loads with every setting uncommented, and names a rule in
/// `only_rules`.
struct ConfigurationTemplateTests {
    static let builtIn = try! RuleCatalog.builtIn()

    @Test("the template of higlint init and the README name a rule in only_rules, never []")
    func templateOnlyRules() throws {
        let text = ConfigurationTemplate.text(rules: Self.builtIn.rules)
        #expect(!text.contains("only_rules: []"))
        #expect(text.contains("# only_rules: [toolbar-item-count]"))
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(!readme.contains("only_rules: []"))
    }

    @Test("the template of higlint init loads with every setting line uncommented")
    func templateUncommented() throws {
        let text = ConfigurationTemplate.text(rules: Self.builtIn.rules)
        // A setting line is `# key: value` (or `#   parameter: value` under a rule); prose is not.
        let setting = try Regex("^#( |   )[a-z][a-z0-9_-]*:( |$)")
        var uncommented = 0
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.firstMatch(of: setting) != nil else { return String(line) }
            uncommented += 1
            return String(line.dropFirst(2))
        }
        #expect(lines.contains("only_rules: [toolbar-item-count]"))
        #expect(lines.contains("disabled_rules: []"))
        #expect(uncommented > Self.builtIn.rules.count)
        let directory = try TemporaryDirectory()
        let url = try directory.write(".higlint.yml", lines.joined(separator: "\n"))
        let configuration = try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn)
        #expect(configuration.onlyRules == ["toolbar-item-count"])
        #expect(configuration.ruleSettings.count == Self.builtIn.rules.count)
    }

    @Test("the template of higlint init writes every key the configuration accepts", arguments: Configuration.keys)
    func templateHasEveryKey(_ key: String) throws {
        let text = ConfigurationTemplate.text(rules: Self.builtIn.rules)
        #expect(text.split(separator: "\n").contains { $0.hasPrefix("# \(key): ") }, "higlint init leaves out \(key):")
    }

    @Test("every key the template writes, uncommented, takes effect")
    func templateKeysTakeEffect() throws {
        let text = ConfigurationTemplate.text(rules: Self.builtIn.rules)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            Configuration.keys.contains { line.hasPrefix("# \($0): ") } ? String(line.dropFirst(2)) : String(line)
        }
        let directory = try TemporaryDirectory()
        let url = try directory.write(".higlint.yml", lines.joined(separator: "\n"))
        let configuration = try Configuration.load(url, displayPath: ".higlint.yml", builtIn: Self.builtIn)
        #expect(configuration.ignore.count == 1)
        #expect(configuration.customClasses == ["FancySwitch": "switch"])
        #expect(configuration.baseline?.lastPathComponent == "higlint-baseline.json")
        #expect(configuration.include?.map(\.pattern) == ["screens/**"])
    }
}
