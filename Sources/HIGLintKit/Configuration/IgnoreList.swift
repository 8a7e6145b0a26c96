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
///
/// The entries are indexed, so that a finding costs the same however many there are: a file
/// pattern without wildcards is looked up by the file's path and the folders it is in, each
/// pattern with wildcards is matched once for each file with findings, and the entries of a file
/// are grouped by rule and by id (see `FileEntries`).
struct IgnoreList: Sendable {
    struct Entry: Sendable {
        var file: Glob
        var ids: [String]
        var rules: [String]
        /// Where the entry is in the configuration.
        var location: SourceLocation
    }

    /// The entries, fixed: the index is made of them.
    let entries: [Entry]
    /// The configuration's folder: file patterns are relative to it.
    let directory: URL
    /// The rules each entry has silenced a finding of.
    private var used: [Set<String>]
    /// Entries whose file pattern has no wildcard, by the pattern as `Glob` reads it.
    private let entriesByLiteralFile: [String: [Int]]
    /// Entries whose file pattern has a wildcard.
    private let entriesWithWildcards: [Int]
    /// The entries of each file with findings (by the file as the findings name it), once asked for;
    /// nil for a file outside the configuration's folder.
    private var entriesByFile: [String: FileEntries?] = [:]
    /// The groups of entries (file, rule) and ids whose entries are marked used already: each is
    /// marked once, not once a finding.
    private var markedGroups: Set<[String]> = []
    private var markedIDs: Set<[String]> = []
    /// Entries, ids and patterns looked at: the list's work, bounded for each finding and each file.
    private(set) var work = 0

    init(entries: [Entry], directory: URL) {
        self.entries = entries
        self.directory = directory
        used = Array(repeating: [], count: entries.count)
        var literal: [String: [Int]] = [:]
        var wildcards: [Int] = []
        for (index, entry) in entries.enumerated() {
            if let key = Self.literalPath(entry.file.pattern) {
                literal[key, default: []].append(index)
            } else {
                wildcards.append(index)
            }
        }
        entriesByLiteralFile = literal
        entriesWithWildcards = wildcards
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The path a pattern without wildcards names, written as `Glob` reads it (without a leading
    /// `./` or a trailing `/`); nil for a pattern with `*` or `?`, or one that names nothing.
    private static func literalPath(_ pattern: String) -> String? {
        var path = pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern
        if path.hasSuffix("/") { path.removeLast() }
        guard !path.isEmpty, !path.unicodeScalars.contains(where: { $0 == "*" || $0 == "?" }) else { return nil }
        return path
    }

    /// The entries of one file, by rule; an entry stands in each of its rules' groups.
    private struct FileEntries: Sendable {
        var byRule: [String: RuleEntries] = [:]
    }

    /// The entries of one file and one rule.
    private struct RuleEntries: Sendable {
        /// Entries without ids: they silence every finding of the rule in the file.
        var wholeFile: [Int] = []
        /// Entries by each of their ids.
        var byID: [String: [Int]] = [:]
        /// Entries with an id that cannot be told from the path's text between `#` and `]` alone
        /// (one that begins with a combining mark, say): matched as the path's text, one by one.
        var unusualIDs: [(entry: Int, id: String)] = []
        /// The longest id of `byID`, in characters, and the most `]` one holds.
        var longestID = 0
        var mostBrackets = 0
    }

    /// Whether `id`, written between `#` and `]`, stays characters of its own: the path holds
    /// `#id]` exactly where its text between a `#` and a `]` is `id`.
    private static func isPlain(_ id: String) -> Bool {
        let written = Array("#" + id + "]")
        return written.count == id.count + 2 && written.first == "#" && written.last == "]"
            && written[1..<(written.count - 1)].elementsEqual(id)
    }

    /// The entries whose pattern matches `relative`, grouped.
    private mutating func fileEntries(relative: String) -> FileEntries {
        var matching: [Int] = []
        var candidates: [Int] = []
        // The path itself, and each folder it is in: a pattern naming a folder matches what is in it.
        let scalars = relative.unicodeScalars
        for index in scalars.indices where scalars[index] == "/" {
            candidates += entriesByLiteralFile[String(scalars[..<index])] ?? []
        }
        candidates += entriesByLiteralFile[relative] ?? []
        candidates += entriesWithWildcards
        for index in Set(candidates).sorted() {
            work += 1
            if entries[index].file.matches(relative) { matching.append(index) }
        }
        var grouped = FileEntries()
        for index in matching {
            let entry = entries[index]
            for rule in Set(entry.rules) {
                work += 1
                var group = grouped.byRule[rule] ?? RuleEntries()
                if entry.ids.isEmpty {
                    group.wholeFile.append(index)
                }
                for id in Set(entry.ids) {
                    work += 1
                    if Self.isPlain(id) {
                        group.byID[id, default: []].append(index)
                        group.longestID = max(group.longestID, id.count)
                        group.mostBrackets = max(group.mostBrackets, id.reduce(0) { $0 + ($1 == "]" ? 1 : 0) })
                    } else {
                        group.unusualIDs.append((index, id))
                    }
                }
                grouped.byRule[rule] = group
            }
        }
        return grouped
    }

    /// The texts of `path` between a `#` and a later `]`, as long as the longest id at most and
    /// holding no more `]` than the id that holds most: the ids the path can name.
    private static func bracketedTexts(in path: String, longest: Int, brackets: Int) -> [String] {
        let characters = Array(path)
        var texts: [String] = []
        for start in characters.indices where characters[start] == "#" {
            var seen = 0
            var end = start + 1
            while end < characters.count && end - start - 1 <= longest {
                if characters[end] == "]" {
                    texts.append(String(characters[(start + 1)..<end]))
                    seen += 1
                    if seen > brackets { break }
                }
                end += 1
            }
        }
        return texts
    }

    /// The violations no entry covers. `workingDirectory` is what the violations' paths are
    /// relative to.
    mutating func filter(_ violations: [Violation], workingDirectory: String) -> [Violation] {
        guard !entries.isEmpty else { return violations }
        let base = ProjectBoundary.realPath(directory.path) ?? directory.standardizedFileURL.path
        let here = ProjectBoundary.realPath(workingDirectory) ?? workingDirectory
        return violations.filter { violation in
            let file = violation.location.file
            if entriesByFile[file] == nil {
                let absolute = FileDiscovery.lexicallyNormalized(file.hasPrefix("/") ? file : here + "/" + file)
                let relative = absolute.hasPrefix(base + "/") ? String(absolute.dropFirst(base.count + 1)) : nil
                entriesByFile[file] = .some(relative.map { fileEntries(relative: $0) })
            }
            guard let known = entriesByFile[file], let fileEntries = known,
                  let group = fileEntries.byRule[violation.ruleID] else { return true }
            work += 1
            let rule = violation.ruleID
            var silenced = false
            if !group.wholeFile.isEmpty {
                silenced = true
                if markedGroups.insert([file, rule]).inserted {
                    for index in group.wholeFile { used[index].insert(rule) }
                }
            }
            if !group.byID.isEmpty {
                for text in Self.bracketedTexts(in: violation.elementPath, longest: group.longestID, brackets: group.mostBrackets) {
                    work += 1
                    guard let named = group.byID[text] else { continue }
                    silenced = true
                    if markedIDs.insert([file, rule, text]).inserted {
                        for index in named { used[index].insert(rule) }
                    }
                }
            }
            for (index, id) in group.unusualIDs {
                work += 1
                if violation.elementPath.contains("#\(id)]") {
                    used[index].insert(rule)
                    silenced = true
                }
            }
            return !silenced
        }
    }

    /// A finding for every rule an entry names in vain, once the whole run is filtered. An entry
    /// whose files the run did not all check (`coverage`) is not judged: a partial run (staged
    /// files, named files, a shard) cannot tell an unused entry from one about files it skipped.
    func unused(enabledRuleIDs: Set<String>, coverage: RunCoverage? = nil) -> [Violation] {
        var findings: [Violation] = []
        let base = ProjectBoundary.realPath(directory.path) ?? directory.standardizedFileURL.path
        for (index, entry) in entries.enumerated() where coverage?.covers(entry.file.pattern, in: base) ?? true {
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
