import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The configurations a file is judged under: found per folder up to the repository's root,
/// merged by the documented rules (docs/configuration.md), each folder looked at once.
struct NestedConfigurationsTests {
    static let builtIn = try! RuleCatalog.builtIn()

    /// A repository (a `.git` folder at its root) with a configuration at the root, in `Source/`
    /// and in `Source/Legacy/`.
    func tree(root: String, source: String, legacy: String) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try directory.write(".higlint.yml", root)
        try directory.write("Source/.higlint.yml", source)
        try directory.write("Source/Legacy/.higlint.yml", legacy)
        return directory
    }

    func chain(_ configurations: NestedConfigurations, _ directory: TemporaryDirectory, _ file: String) throws -> ConfigurationChain {
        let index = try #require(configurations.chain(forFileAt: directory.url.appendingPathComponent(file)))
        return configurations.chain(at: index)
    }

    @Test("rule settings merge per setting; rule selection applies from the root down; scalars: the nearest wins")
    func mergeRules() throws {
        let directory = try tree(
            root: "toolbar-item-count: { max: 4 }\ndisabled_rules: [status-bar-hidden]\nstrict: true\nbaseline: base.json\n",
            source: "toolbar-item-count: { severity: error }\nenabled_rules: [status-bar-hidden]\nstrict: false\n",
            legacy: "only_rules: [toolbar-item-count]\ntoolbar-item-count: { max: 7 }\nbaseline: legacy.json\n")
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: directory.url.path)

        let root = try chain(configurations, directory, "a.xml")
        let rootCatalog = try root.catalog(builtIn: Self.builtIn)
        #expect(rootCatalog["toolbar-item-count"]?.parameters.first?.value == .integer(4))
        #expect(rootCatalog["toolbar-item-count"]?.severity == .warning)
        #expect(!root.enabledRuleIDs(in: rootCatalog).contains("status-bar-hidden"))
        #expect(root.strict == true)
        #expect(root.baseline?.url.path == directory.url.appendingPathComponent("base.json").path)

        let source = try chain(configurations, directory, "Source/deep/b.xml")
        let sourceCatalog = try source.catalog(builtIn: Self.builtIn)
        #expect(sourceCatalog["toolbar-item-count"]?.parameters.first?.value == .integer(4), "the root's limit stays")
        #expect(sourceCatalog["toolbar-item-count"]?.severity == .error)
        #expect(source.enabledRuleIDs(in: sourceCatalog).contains("status-bar-hidden"), "a nearer configuration turns a rule back on")
        #expect(source.strict == false)
        #expect(source.baseline?.display == "base.json", "inherited from the root")

        let legacy = try chain(configurations, directory, "Source/Legacy/c.xml")
        let legacyCatalog = try legacy.catalog(builtIn: Self.builtIn)
        #expect(legacyCatalog["toolbar-item-count"]?.parameters.first?.value == .integer(7))
        #expect(legacyCatalog["toolbar-item-count"]?.severity == .error)
        #expect(legacy.enabledRuleIDs(in: legacyCatalog) == ["toolbar-item-count"])
        #expect(legacy.baseline?.display == "Source/Legacy/legacy.json", "relative to its configuration's folder")
        #expect(legacy.name == "Source/Legacy/.higlint.yml (merged onto Source/.higlint.yml, .higlint.yml)")
    }

    @Test("include: the nearest decides; exclude, ignore and custom classes extend, each relative to its own folder")
    func lists() throws {
        let directory = try tree(
            root: "include: [Source/**]\nexclude: ['**/*.draft.xml']\ncustom_classes: { FancySwitch: switch, Pill: button }\nignore: [{ file: Source/b.xml, rules: [hit-target-size] }]\n",
            source: "exclude: [old/**]\ncustom_classes: { Pill: label }\n",
            legacy: "include: [keep.xml]\nignore: [{ file: keep.xml, rules: [hit-target-size] }]\n")
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: directory.url.path)
        func includes(_ file: String) throws -> Bool {
            try chain(configurations, directory, file).includes(directory.url.appendingPathComponent(file))
        }
        #expect(try !includes("Other/a.xml"))
        #expect(try includes("Source/b.xml"))
        #expect(try !includes("Source/b.draft.xml"), "the root's exclude applies below")
        #expect(try !includes("Source/old/c.xml"), "Source's exclude is relative to Source/")
        #expect(try includes("Source/Legacy/keep.xml"))
        #expect(try !includes("Source/Legacy/other.xml"), "Legacy's include replaces the root's")
        #expect(try !includes("Source/Legacy/keep.draft.xml"))

        let source = try chain(configurations, directory, "Source/b.xml")
        #expect(source.customClasses == ["FancySwitch": "switch", "Pill": "label"])
        let legacy = try chain(configurations, directory, "Source/Legacy/keep.xml")
        #expect(legacy.layers.map { $0.ignore.count } == [1, 0, 1])
        #expect(legacy.layers.last?.ignore.first?.location.file == "Source/Legacy/.higlint.yml")
    }

    @Test("the search stops at the repository's root; outside a repository, the nearest configuration alone applies")
    func searchBounds() throws {
        let outer = try TemporaryDirectory()
        try outer.write(".higlint.yml", "disabled_rules: [toolbar-item-count]\n")
        try FileManager.default.createDirectory(at: outer.url.appendingPathComponent("repo/.git"), withIntermediateDirectories: true)
        try outer.write("repo/Source/.higlint.yml", "toolbar-item-count: { severity: error }\n")
        try outer.write("plain/Sub/.higlint.yml", "toolbar-item-count: { severity: info }\n")
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: outer.url.path)
        let inRepository = try chain(configurations, outer, "repo/Source/a.xml")
        #expect(inRepository.layers.map(\.path) == ["repo/Source/.higlint.yml"], "the folder above the repository is not the project's")
        #expect(try chain(configurations, outer, "repo/a.xml").layers.isEmpty)
        #expect(try chain(configurations, outer, "plain/Sub/a.xml").layers.map(\.path) == ["plain/Sub/.higlint.yml"])
        #expect(try chain(configurations, outer, "plain/a.xml").layers.map(\.path) == [".higlint.yml"])
    }

    @Test("each folder is looked at once, however many files it holds; folders alike share a chain")
    func oneLookPerFolder() throws {
        let directory = try tree(root: "", source: "strict: true\n", legacy: "")
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: directory.url.path)
        for folder in ["Source/A", "Source/B", "Source/Legacy/C"] {
            for file in 0..<50 { _ = configurations.chain(forFileAt: directory.url.appendingPathComponent("\(folder)/\(file).xml")) }
        }
        // Source/A, Source/B, Source/Legacy/C, Source/Legacy, Source and the root.
        #expect(configurations.foldersLookedAt == 6)
        #expect(configurations.chainCount == 4, "the defaults, the root's, Source's and Legacy's: A and B share Source's")
    }

    @Test("--config replaces the search: every file is judged under that file alone")
    func given() throws {
        let directory = try tree(root: "strict: true\n", source: "strict: false\n", legacy: "")
        let url = try directory.write("other.yml", "toolbar-item-count: { severity: info }\n")
        let given = try Configuration.load(url, displayPath: "other.yml", builtIn: Self.builtIn)
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: directory.url.path, given: given)
        #expect(try chain(configurations, directory, "Source/a.xml").layers.map(\.path) == ["other.yml"])
        #expect(try chain(configurations, directory, "a.xml").strict == nil)
    }

    @Test("a configuration that cannot be read is one failure; the folders below it have no chain")
    func broken() throws {
        let directory = try tree(root: "", source: "strict: \"yes\"\n", legacy: "")
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: directory.url.path)
        #expect(configurations.chain(forFileAt: directory.url.appendingPathComponent("Source/a.xml")) == nil)
        #expect(configurations.chain(forFileAt: directory.url.appendingPathComponent("Source/Legacy/b.xml")) == nil)
        #expect(configurations.chain(forFileAt: directory.url.appendingPathComponent("a.xml")) != nil)
        #expect(configurations.failures.map { "\($0)" } == ["Source/.higlint.yml:1:9: error: strict must be true or false (it is the text \"yes\"; remove the quotes)"])
    }
}
