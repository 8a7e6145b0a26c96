import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// What a shard records of its configurations, and how `merge` words two shards' difference.
@Suite struct ShardRunTests {
    static let builtIn = try! RuleCatalog.builtIn()

    @Test("every configuration file of the run, once, relative to the root, sorted; an edit (a comment's too) changes its digest")
    func configurationFiles() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try directory.write(".higlint.yml", "strict: true\n")
        try directory.write("Source/.higlint.yml", "toolbar-item-count: { max: 4 }\n")
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: directory.url.path)
        let rootPaths = RootRelativePaths(root: ProjectRoot(path: directory.url.path, reason: .repository), workingDirectory: directory.url.path)
        func files() throws -> [ShardRun.ConfigurationFile] {
            let layers = try ["a.xml", "Source/b.xml", "Source/c.xml"].flatMap { file in
                configurations.chain(at: try #require(configurations.chain(forFileAt: directory.url.appendingPathComponent(file)))).layers
            }
            return ShardRun.configurationFiles(layers, rootPaths: rootPaths)
        }
        let before = try files()
        #expect(before.map(\.file) == [".higlint.yml", "Source/.higlint.yml"])
        try directory.write("Source/.higlint.yml", "toolbar-item-count: { max: 4 } # four\n")
        let after = try files()
        #expect(after[0] == before[0])
        #expect(after[1].digest != before[1].digest)
    }

    @Test("merge names the configuration file that differs: edited, added or missing")
    func configurationDifference() {
        let root = ShardRun.ConfigurationFile(file: ".higlint.yml", digest: "1")
        let source = ShardRun.ConfigurationFile(file: "Source/.higlint.yml", digest: "2")
        let edited = ShardRun.ConfigurationFile(file: "Source/.higlint.yml", digest: "3")
        #expect(MergeRun.configurationDifference([root, edited], [root, source]) == "another configuration (Source/.higlint.yml edited between the shards)")
        #expect(MergeRun.configurationDifference([root, source], [root]) == "another configuration (its files also under Source/.higlint.yml)")
        #expect(MergeRun.configurationDifference([root], [root, source]) == "another configuration (its files not under Source/.higlint.yml)")
    }

    @Test("chains in the project's order: the root's before those nested in it, whatever order they were met in")
    func projectOrder() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try directory.write(".higlint.yml", "strict: true\n")
        try directory.write("App/.higlint.yml", "strict: false\n")
        try directory.write("Lib/.higlint.yml", "strict: false\n")
        let configurations = NestedConfigurations(builtIn: Self.builtIn, workingDirectory: directory.url.path)
        let lib = try #require(configurations.chain(forFileAt: directory.url.appendingPathComponent("Lib/x.xml")))
        let app = try #require(configurations.chain(forFileAt: directory.url.appendingPathComponent("App/x.xml")))
        let root = try #require(configurations.chain(forFileAt: directory.url.appendingPathComponent("x.xml")))
        #expect(configurations.projectOrder([lib, app, root]) == [root, app, lib])
    }
}
