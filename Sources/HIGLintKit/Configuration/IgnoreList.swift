import Foundation

/// `.higlint.yml`'s `ignore:` list: findings silenced by file, element and rule, for files that
/// cannot hold a suppression of their own (Xcode drops XML comments from storyboards and xibs):
///
///     ignore:
///       - file: App/Base.lproj/Main.storyboard     # a pattern, as include takes
///         ids: [cpx-zd-HOx]                        # Interface Builder ids: the element and all below it
///         rules: [hit-target-size]
///
/// An entry without `ids` covers the whole file. An entry that silences nothing is reported
/// (`unused-suppression`, at its line in the configuration), as a suppression in a file is.
public struct IgnoreList: Sendable {
    public struct Entry: Sendable {
        public var file: Glob
        public var ids: [String]
        public var rules: [String]
        /// Where the entry is in the configuration.
        public var location: SourceLocation
    }

    public var entries: [Entry]
    /// The configuration's folder: file patterns are relative to it.
    public var directory: URL
    /// The rules each entry has silenced a finding of.
    private var used: [Set<String>]

    public init(entries: [Entry], directory: URL) {
        self.entries = entries
        self.directory = directory
        used = Array(repeating: [], count: entries.count)
    }

    public var isEmpty: Bool { entries.isEmpty }

    /// The violations no entry covers. `workingDirectory` is what the violations' paths are
    /// relative to.
    public mutating func filter(_ violations: [Violation], workingDirectory: String) -> [Violation] {
        guard !entries.isEmpty else { return violations }
        let base = ProjectBoundary.realPath(directory.path) ?? directory.standardizedFileURL.path
        let here = ProjectBoundary.realPath(workingDirectory) ?? workingDirectory
        var relativeByFile: [String: String?] = [:]
        return violations.filter { violation in
            let file = violation.location.file
            let relative: String?
            if let known = relativeByFile[file] {
                relative = known
            } else {
                let absolute = FileDiscovery.lexicallyNormalized(file.hasPrefix("/") ? file : here + "/" + file)
                relative = absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : nil
                relativeByFile[file] = relative
            }
            guard let relative else { return true }
            var silenced = false
            for (index, entry) in entries.enumerated() where entry.rules.contains(violation.ruleID) && entry.file.matches(relative) {
                if entry.ids.isEmpty || entry.ids.contains(where: { violation.elementPath.contains("#\($0)]") }) {
                    used[index].insert(violation.ruleID)
                    silenced = true
                }
            }
            return !silenced
        }
    }

    /// A finding for every rule an entry names in vain, once the whole run is filtered.
    public func unused(enabledRuleIDs: Set<String>) -> [Violation] {
        var findings: [Violation] = []
        for (index, entry) in entries.enumerated() {
            for rule in entry.rules where !used[index].contains(rule) && enabledRuleIDs.contains(rule) {
                let what = entry.ids.isEmpty ? entry.file.pattern : "\(entry.ids.joined(separator: ", ")) in \(entry.file.pattern)"
                findings.append(Violation(ruleID: SuppressionFilter.ruleID, severity: .warning,
                                          message: "ignore entry for \(rule) silences nothing (\(what)); remove it",
                                          location: entry.location, elementPath: "ignore[\(index + 1)]", citation: nil))
            }
        }
        return findings
    }
}
