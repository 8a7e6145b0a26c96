import Foundation

/// What the configurations leave out of a run's findings once it is checked, each finding by the
/// configuration chain of its own file: the `ignore:` entries of every configuration of the chain
/// (each relative to its own folder), and the chain's `baseline:`.
struct ConfigurationFilters {
    let configurations: NestedConfigurations
    /// What the findings' paths are relative to.
    let workingDirectory: String
    /// The chain of each file asked about: a run asks once a finding, and finding a file's chain
    /// asks the file system whether the path is a folder.
    private let known = KnownChains()

    private final class KnownChains {
        var byFile: [String: Int?] = [:]
    }

    init(configurations: NestedConfigurations, workingDirectory: String) {
        self.configurations = configurations
        self.workingDirectory = workingDirectory
    }

    /// Whether any configuration of the run names a baseline.
    var anyBaseline: Bool { (0..<configurations.chainCount).contains { configurations.chain(at: $0).baseline != nil } }

    /// Whether any configuration of the run says `strict: true`.
    var anyStrict: Bool { (0..<configurations.chainCount).contains { configurations.chain(at: $0).strict == true } }

    /// The chain of the file a finding names; nil for a file no configuration judged.
    func chain(ofFile file: String) -> ConfigurationChain? {
        chainIndex(ofFile: file).map(configurations.chain(at:))
    }

    /// The index of that chain.
    func chainIndex(ofFile file: String) -> Int? {
        if let index = known.byFile[file] { return index }
        let absolute = file.hasPrefix("/") ? file : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + file
        let index = configurations.chain(forFileAt: URL(fileURLWithPath: absolute))
        known.byFile[file] = index
        return index
    }

    /// `violations` less those an `ignore:` entry of their file's configurations covers, with a
    /// finding for each entry that silenced nothing among the files `coverage` says were all
    /// checked. In report order. `unusedInShard` receives the entries that silenced nothing here,
    /// whatever the coverage: a shard records them, and `merge` reports those no shard used.
    func applyIgnoreLists(to violations: [Violation], coverage: RunCoverage, unusedInShard: inout [Violation]) -> [Violation] {
        var lists: [String: IgnoreList] = [:]
        var order: [String] = []
        var enabledByList: [String: Set<String>] = [:]
        for index in 0..<configurations.chainCount {
            let chain = configurations.chain(at: index)
            let enabled = (try? configurations.enabledRuleIDs(ofChain: index)) ?? []
            for layer in chain.layers where !layer.ignore.isEmpty {
                let key = layer.directory.path
                if lists[key] == nil {
                    lists[key] = IgnoreList(entries: layer.ignore, directory: layer.directory)
                    order.append(key)
                }
                enabledByList[key, default: []].formUnion(enabled)
            }
        }
        guard !lists.isEmpty else { return violations }
        var kept: [Violation] = []
        var byChain: [Int: [Violation]] = [:]
        for violation in violations {
            guard let index = chainIndex(ofFile: violation.location.file) else {
                kept.append(violation)
                continue
            }
            byChain[index, default: []].append(violation)
        }
        for (index, group) in byChain.sorted(by: { $0.key < $1.key }) {
            var remaining = group
            for layer in configurations.chain(at: index).layers where !layer.ignore.isEmpty {
                remaining = lists[layer.directory.path]!.filter(remaining, workingDirectory: workingDirectory)
            }
            kept += remaining
        }
        for key in order {
            kept += lists[key]!.unused(enabledRuleIDs: enabledByList[key] ?? [], coverage: coverage)
            unusedInShard += lists[key]!.unused(enabledRuleIDs: enabledByList[key] ?? [])
        }
        return kept.sorted(by: Violation.reportOrder)
    }

    /// `violations` less those a baseline holds: the one `--baseline` names (`given`), else each
    /// file's configuration's (`baseline:`), each read once; with `strictBaseline`, the
    /// baselined violations that were fixed are findings. `usesConfigured` is false for a run
    /// that writes a baseline: it records every finding.
    /// Violations name files relative to the project root here (as baselines do); `typedFile`
    /// gives a file's path as typed, by which its configuration is found.
    func applyBaselines(to violations: [Violation], given: Baseline.Matcher?, usesConfigured: Bool, strictBaseline: Bool,
                        paths: [String], rootPaths: RootRelativePaths,
                        typedFile: (String) -> String) throws -> (violations: [Violation], baselined: Int) {
        let start = workingDirectory
        if var matcher = given {
            var kept = matcher.filter(violations)
            let baselined = violations.count - kept.count
            if strictBaseline { kept = (kept + matcher.fixed()).sorted(by: Violation.reportOrder) }
            return (kept, baselined)
        }
        guard usesConfigured, anyBaseline else { return (violations, 0) }
        var matchers: [String: Baseline.Matcher] = [:]
        var order: [String] = []
        var kept: [Violation] = []
        var baselined = 0
        for violation in violations {
            guard let chain = chain(ofFile: typedFile(violation.location.file)), let baseline = chain.baseline else {
                kept.append(violation)
                continue
            }
            let key = baseline.url.path
            if matchers[key] == nil {
                let projects = (paths.isEmpty ? ["."] : paths).map { ProjectBoundary.of($0, workingDirectory: start) }
                matchers[key] = Baseline.Matcher(try Baseline.load(key, workingDirectory: start, paths: rootPaths, projects: projects))
                order.append(key)
            }
            if matchers[key]!.filter([violation]).isEmpty {
                baselined += 1
            } else {
                kept.append(violation)
            }
        }
        if strictBaseline {
            for key in order { kept += matchers[key]!.fixed() }
            kept.sort(by: Violation.reportOrder)
        }
        return (kept, baselined)
    }
}
