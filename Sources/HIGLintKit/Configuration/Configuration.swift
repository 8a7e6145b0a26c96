import Foundation
import Yams

/// A project's `.higlint.yml`: which files to check, which rules to run, with which severities
/// and parameters, and where its own rules are. Everything is checked when it is read: an unknown
/// key, rule id or parameter, or a value of the wrong kind, is an error with its position and a
/// suggestion — never silently ignored.
///
///     include: [screens/**]
///     exclude: [screens/legacy/**]
///     development_only: [App/DebugMenu/**]         # code of screens only developers see
///     disabled_rules: [status-bar-hidden]
///     enabled_rules: [refresh-only-if-needed]      # rules that are off by default
///     only_rules: [toolbar-item-count]             # when given, run these and no others
///     rules_paths: [design/rules]                  # folders of the project's own rule files
///     strict: false
///     ignore: [{ file: App/Main.storyboard, ids: [cpx-zd-HOx], rules: [hit-target-size] }]
///     custom_classes: { FancySwitch: switch }      # Interface Builder subclasses of plain views
///     baseline: higlint-baseline.json              # findings recorded by --write-baseline, left out
///     toolbar-item-count: { max: 4, severity: error }
///
/// This is one file. A file checked is judged under the nearest configuration above it merged
/// onto the ones above that, up to the project root (`ConfigurationChain`, `NestedConfigurations`).
public struct Configuration: Sendable {
    public static let fileName = ".higlint.yml"

    struct RuleSettings: Sendable {
        var severity: Severity?
        var enabled: Bool?
        var parameters: [String: RuleParameter.Value] = [:]
    }

    /// The file, as reports name it, and the folder its paths are relative to.
    var path: String
    var directory: URL
    /// The file it was read from (a name of `--config`'s choosing, or `.higlint.yml`).
    var file: URL?
    /// Nil when the file does not say: a configuration above it then decides.
    var include: [Glob]?
    var exclude: [Glob] = []
    /// Code files of screens only the app's developers see (a debug menu that a run-time switch
    /// opens): their alerts are not judged, as those of a `#if DEBUG` branch are not.
    var developmentOnly: [Glob] = []
    var disabledRules: [String] = []
    var enabledRules: [String] = []
    var onlyRules: [String]?
    var rulesPaths: [URL] = []
    var strict: Bool?
    /// Findings silenced by file, Interface Builder id and rule.
    var ignore: [IgnoreList.Entry] = []
    /// The kind an Interface Builder view of a custom class is, where the class's own kind is a
    /// plain view (`FancySwitch: switch`).
    var customClasses: [String: String] = [:]
    /// The baseline file (`baseline:`), relative paths read from the configuration's folder.
    var baseline: URL?
    /// The baseline as written in the file, for messages.
    var baselineDisplay: String?
    var ruleSettings: [String: RuleSettings] = [:]

    /// The rules this configuration adds: the project's own rule files.
    var projectRules: [Rule] = []

    struct Failure: Error, CustomStringConvertible, Sendable {
        var file: String
        var line: Int?
        var column: Int?
        var message: String

        var description: String {
            [file, line.map(String.init), column.map(String.init)].compactMap { $0 }.joined(separator: ":") + ": error: " + message
        }
    }

    /// Every key besides rule ids; `higlint init` writes each (a test holds it to that).
    static let keys = ["include", "exclude", "development_only", "disabled_rules", "enabled_rules", "only_rules", "rules_paths", "strict", "ignore",
                       "custom_classes", "baseline"]

    /// The nearest `.higlint.yml` in `directory` or a folder above it, up to the root of the git
    /// repository that holds `directory` (or the file system's root outside a repository): a
    /// configuration in a folder above the repository (another user's, a shared checkout folder)
    /// is not the project's, and could switch its rules off.
    static func find(from directory: URL) -> URL? {
        let start = directory.standardizedFileURL
        let top = ProjectBoundary.repositoryRoot(containing: start).map { ProjectBoundary.realPath($0.path) ?? $0.path }
        var current = ProjectBoundary.realPath(start.path) ?? start.path
        while true {
            let candidate = (current == "/" ? "" : current) + "/" + fileName
            var info = stat()
            if stat(candidate, &info) == 0 { return URL(fileURLWithPath: candidate) }
            guard current != top, current != "/", let slash = current.lastIndex(of: "/") else { return nil }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
    }

    /// Reads and checks a configuration file against the built-in rules and `inheritedRules`, the
    /// project rules of the configurations above it (which its settings may name).
    static func load(_ url: URL, displayPath: String, builtIn: RuleCatalog) throws(Failure) -> Configuration {
        try load(url, displayPath: displayPath, builtIn: builtIn, inheritedRules: [])
    }

    static func load(_ url: URL, displayPath: String, builtIn: RuleCatalog, inheritedRules: [Rule]) throws(Failure) -> Configuration {
        let text: String
        switch TextFile.read(url.path) {
        case .text(let read): text = read
        case .problem(let problem): throw Failure(file: displayPath, message: "cannot read the configuration: \(problem)")
        }
        var configuration = Configuration(path: displayPath, directory: url.deletingLastPathComponent())
        configuration.file = url.standardizedFileURL
        let root: Node?
        do {
            try YAMLAliasBound.check(text)
            root = try Yams.compose(yaml: text)
        } catch let exceeded as YAMLAliasBound.Exceeded {
            throw Failure(file: displayPath, line: exceeded.line, column: exceeded.column, message: exceeded.message)
        } catch {
            let problem = YAMLProblem(error)
            throw Failure(file: displayPath, line: problem.line, column: problem.column, message: problem.message)
        }
        guard let root else { return configuration } // an empty file: all defaults
        guard let mapping = root.mapping else { throw configuration.failure("the configuration must be a mapping of keys", at: root) }

        // The project's rules come first, so that settings may name them.
        if let paths = mapping["rules_paths"] {
            let folders = try configuration.strings(paths, "rules_paths")
            configuration.rulesPaths = folders.map {
                $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : configuration.directory.appendingPathComponent($0)
            }
            let base = (displayPath as NSString).deletingLastPathComponent
            try configuration.loadProjectRules(builtIn: builtIn, inheritedRules: inheritedRules, node: paths,
                                               displayFolders: folders.map { base.isEmpty || $0.hasPrefix("/") ? $0 : base + "/" + $0 })
        }
        let allRules = builtIn.rules + inheritedRules + configuration.projectRules
        let known = Set(allRules.map(\.id))

        for (keyNode, value) in mapping {
            guard let key = keyNode.string else { throw configuration.failure("keys must be text", at: keyNode) }
            switch key {
            case "include": configuration.include = try configuration.globs(value, key)
            case "exclude": configuration.exclude = try configuration.globs(value, key)
            case "development_only": configuration.developmentOnly = try configuration.globs(value, key)
            case "disabled_rules": configuration.disabledRules = try configuration.ruleIDs(value, key, known: known.union(BuiltInFindings.ids))
            case "enabled_rules": configuration.enabledRules = try configuration.ruleIDs(value, key, known: known)
            case "only_rules":
                let ids = try configuration.ruleIDs(value, key, known: known)
                // An empty list would run no rule at all: every file would pass.
                guard !ids.isEmpty else {
                    throw configuration.failure("only_rules is empty, so it would run no rule; remove the key to run the default rules, or name the rules to run (only_rules: [toolbar-item-count])", at: value)
                }
                configuration.onlyRules = ids
            case "rules_paths": continue
            case "strict":
                guard case .boolean(let flag) = try configuration.read(value, as: .boolean, named: "strict") else { continue }
                configuration.strict = flag
            case "baseline":
                guard case .text(let file) = try configuration.read(value, as: .text, named: "baseline"), !file.isEmpty else {
                    throw configuration.failure("baseline must name a file, such as higlint-baseline.json", at: value)
                }
                configuration.baseline = file.hasPrefix("/") ? URL(fileURLWithPath: file) : configuration.directory.appendingPathComponent(file)
                let base = (displayPath as NSString).deletingLastPathComponent
                configuration.baselineDisplay = base.isEmpty || file.hasPrefix("/") ? file : base + "/" + file
            case "ignore": configuration.ignore = try configuration.ignoreEntries(value, known: known)
            case "custom_classes": configuration.customClasses = try configuration.customClassKinds(value)
            default:
                guard let rule = allRules.first(where: { $0.id == key }) else {
                    let suggestion = Suggestions.closest(to: key, among: keys + Array(known))
                    throw configuration.failure("unknown key '\(key)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? " (neither a setting nor a rule id)"), at: keyNode)
                }
                configuration.ruleSettings[key] = try configuration.settings(value, for: rule)
            }
        }
        return configuration
    }

    /// The scalar `node` read as `type` (see `SettingType`), or an error at its place.
    private func read(_ node: Node, as type: SettingType, named name: String) throws(Failure) -> RuleParameter.Value {
        switch type.read(node) {
        case .success(let value): return value
        case .failure(let refusal): throw failure("\(name) \(refusal.message)", at: node)
        }
    }

    private func failure(_ message: String, at node: Node) -> Failure {
        Failure(file: path, line: node.mark.map { $0.line }, column: node.mark.map { $0.column }, message: message)
    }

    private func strings(_ node: Node, _ key: String) throws(Failure) -> [String] {
        if let single = node.string, node.scalar != nil { return single.isEmpty ? [] : [single] }
        guard let sequence = node.sequence else { throw failure("\(key) must be a list", at: node) }
        var result: [String] = []
        for item in sequence {
            guard let text = item.string else { throw failure("each entry of \(key) must be text", at: item) }
            result.append(text)
        }
        return result
    }

    private func globs(_ node: Node, _ key: String) throws(Failure) -> [Glob] {
        try strings(node, key).map(Glob.init)
    }

    private func ignoreEntries(_ node: Node, known: Set<String>) throws(Failure) -> [IgnoreList.Entry] {
        guard let sequence = node.sequence else {
            throw failure("ignore must be a list of entries such as { file: App/Main.storyboard, ids: [cpx-zd-HOx], rules: [hit-target-size] }", at: node)
        }
        var entries: [IgnoreList.Entry] = []
        for item in sequence {
            guard let mapping = item.mapping else { throw failure("each ignore entry must be a mapping with file, ids and rules", at: item) }
            var file: Glob?, ids: [String] = [], rules: [String] = []
            for (keyNode, value) in mapping {
                switch keyNode.string ?? "" {
                case "file":
                    guard let pattern = value.string, !pattern.isEmpty else { throw failure("file must be a path pattern", at: value) }
                    file = Glob(pattern)
                case "ids": ids = try strings(value, "ids")
                case "rules": rules = try ruleIDs(value, "rules", known: known.union([SchemaCheck.ruleID]))
                case let other:
                    throw failure("unknown key '\(other)' in an ignore entry" + Suggestions.didYouMean(other, among: ["file", "ids", "rules"]) + " (it has file, ids and rules)", at: keyNode)
                }
            }
            guard let file else { throw failure("an ignore entry needs a file", at: item) }
            guard !rules.isEmpty else { throw failure("an ignore entry needs rules: the ids of the rules it silences", at: item) }
            let mark = item.mark
            entries.append(IgnoreList.Entry(file: file, ids: ids, rules: rules,
                                            location: SourceLocation(file: path, line: mark?.line ?? 1, column: mark?.column ?? 1)))
        }
        return entries
    }

    private func customClassKinds(_ node: Node) throws(Failure) -> [String: String] {
        guard let mapping = node.mapping else { throw failure("custom_classes must be a mapping of class names to kinds, such as { FancySwitch: switch }", at: node) }
        var result: [String: String] = [:]
        let kinds = Vocabulary.kinds.keys.filter { !["screen", "app"].contains($0) }
        for (keyNode, value) in mapping {
            guard let name = keyNode.string, !name.isEmpty else { throw failure("a custom class needs a name", at: keyNode) }
            guard let kind = value.string, kinds.contains(kind) else {
                let text = value.string ?? ""
                throw failure("custom class \(name): no kind '\(text)'" + Suggestions.didYouMean(text, among: kinds), at: value)
            }
            result[name] = kind
        }
        return result
    }

    private func ruleIDs(_ node: Node, _ key: String, known: Set<String>) throws(Failure) -> [String] {
        let ids = try strings(node, key)
        let items = node.sequence.map(Array.init) ?? [node]
        for (index, id) in ids.enumerated() where !known.contains(id) {
            let place = items.indices.contains(index) ? items[index] : node
            throw failure("no rule '\(id)' in \(key)" + Suggestions.didYouMean(id, among: known), at: place)
        }
        return ids
    }

    private func settings(_ node: Node, for rule: Rule) throws(Failure) -> RuleSettings {
        guard let mapping = node.mapping else {
            throw failure("settings of \(rule.id) must be a mapping such as { severity: error }", at: node)
        }
        var settings = RuleSettings()
        let names = ["severity", "enabled"] + rule.parameters.map(\.name)
        for (keyNode, value) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "severity":
                guard case .text(let text) = try read(value, as: .choice(["error", "warning", "info"]), named: "severity of \(rule.id)"),
                      let severity = Severity(rawValue: text) else { continue }
                settings.severity = severity
            case "enabled":
                guard case .boolean(let flag) = try read(value, as: .boolean, named: "enabled of \(rule.id)") else { continue }
                settings.enabled = flag
            default:
                guard let parameter = rule.parameters.first(where: { $0.name == key }) else {
                    let list = rule.parameters.isEmpty ? "it has none" : "it has " + rule.parameters.map(\.name).joined(separator: ", ")
                    throw failure("\(rule.id) has no parameter '\(key)'" + Suggestions.didYouMean(key, among: names) + " (\(list))", at: keyNode)
                }
                let type = RuleParameterTypes.type(of: parameter, in: rule)
                switch type.read(value) {
                case .success(let converted): settings.parameters[key] = converted
                case .failure(let refusal):
                    throw failure("\(rule.id) \(key) \(refusal.message) (default \(parameter.defaultValue))", at: value)
                }
            }
        }
        return settings
    }

    /// Reads the rule files of `rules_paths`. A folder must lie inside the project (the git
    /// repository that holds the configuration, or its folder outside one), and so must every
    /// file read from it. A file that is not shaped like a rule file (a mapping with `id` and
    /// `checks`) is refused without a word of its content: a secret kept in a YAML file beside the
    /// rules must not reach a CI log.
    private mutating func loadProjectRules(builtIn: RuleCatalog, inheritedRules: [Rule], node: Node, displayFolders: [String]) throws(Failure) {
        let project = ProjectBoundary(root: ProjectBoundary.repositoryRoot(containing: directory) ?? directory)
        let items = node.sequence.map(Array.init) ?? [node]
        for (index, (folder, displayFolder)) in zip(rulesPaths, displayFolders).enumerated() {
            let place = items.indices.contains(index) ? items[index] : node
            if let refusal = project.refusal(of: folder.path) {
                throw failure("the rules folder \(displayFolder) is not read: \(refusal); rules_paths must name folders inside the project", at: place)
            }
            var info = stat()
            guard stat(folder.path, &info) == 0 else {
                throw failure("cannot read the rules folder \(displayFolder): \(String(cString: strerror(errno)))", at: place)
            }
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw failure("the rules folder \(displayFolder) is not a folder", at: place)
            }
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".yml") }.sorted()
            } catch {
                throw failure("cannot read the rules folder \(displayFolder): \(DescriptionReader.describe(error))", at: place)
            }
            for name in names {
                let url = folder.appendingPathComponent(name)
                let display = displayFolder + "/" + name
                if let refusal = project.refusal(of: url.path) {
                    throw Failure(file: display, message: "not read: \(refusal)")
                }
                let text: String
                switch TextFile.read(url.path) {
                case .text(let read): text = read
                case .problem(let problem): throw Failure(file: display, message: "cannot read the rule file: \(problem)")
                }
                let root: Node?
                do {
                    try YAMLAliasBound.check(text)
                    root = try Yams.compose(yaml: text)
                } catch let exceeded as YAMLAliasBound.Exceeded {
                    throw Failure(file: display, line: exceeded.line, column: exceeded.column, message: exceeded.message)
                } catch {
                    let problem = YAMLProblem(error)
                    throw Failure(file: display, line: problem.line, column: problem.column, message: problem.message)
                }
                guard let mapping = root?.mapping, mapping["id"] != nil, mapping["checks"] != nil else {
                    throw Failure(file: display, message: "not a rule file (a rule file is a mapping with `id` and `checks`); a rules_paths folder must hold only rule files")
                }
                do {
                    let rule = try RuleFile.decode(text, file: display)
                    guard builtIn[rule.id] == nil, !projectRules.contains(where: { $0.id == rule.id }),
                          !inheritedRules.contains(where: { $0.id == rule.id }) else {
                        throw Failure(file: display, message: "rule id '\(rule.id)' is already taken")
                    }
                    projectRules.append(rule)
                } catch let failure as Failure {
                    throw failure
                } catch let failure as RuleFile.Failure {
                    throw Failure(file: failure.file, line: failure.line, column: failure.column, message: failure.message)
                } catch {
                    throw Failure(file: display, message: "cannot read the rule file: \(error.localizedDescription)")
                }
            }
        }
    }

    /// The catalogue this configuration asks for: built-in and project rules, with parameters and
    /// severities set.
    func catalog(builtIn: RuleCatalog) throws -> RuleCatalog {
        var rules: [Rule] = []
        for var rule in builtIn.rules + projectRules {
            if let settings = ruleSettings[rule.id] {
                if !settings.parameters.isEmpty {
                    rule = try RuleFile.decode(rule.source, file: rule.id + ".yml", overrides: settings.parameters)
                }
                if let severity = settings.severity {
                    rule.severity = severity
                    for index in rule.checks.indices { rule.checks[index].severity = nil }
                }
            }
            rules.append(rule)
        }
        return try RuleCatalog(rules: rules)
    }

    /// The ids of the rules to run.
    func enabledRuleIDs(in catalog: RuleCatalog) -> Set<String> {
        var enabled = Set(catalog.rules.filter(\.enabledByDefault).map(\.id))
        enabled.formUnion(enabledRules)
        for (id, settings) in ruleSettings {
            if settings.enabled == true { enabled.insert(id) }
            if settings.enabled == false { enabled.remove(id) }
        }
        enabled.subtract(disabledRules)
        if let onlyRules { enabled = Set(onlyRules) }
        return enabled
    }

    /// Whether a file (or folder) found while searching is to be checked.
    func includes(_ url: URL) -> Bool {
        let base = directory.standardizedFileURL.path
        let full = url.standardizedFileURL.path
        guard full.hasPrefix(base + "/") else { return include?.isEmpty ?? true }
        return includes(relativePath: String(full.dropFirst(base.count + 1)))
    }

    /// Whether a path relative to the configuration's folder is to be checked.
    func includes(relativePath path: String) -> Bool {
        if let include, !include.isEmpty && !include.contains(where: { $0.matches(path) }) { return false }
        return !exclude.contains { $0.matches(path) }
    }
}
