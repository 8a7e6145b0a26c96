import Foundation

/// The configurations a file is judged under: the `.higlint.yml` files of its folder and the
/// folders above it up to the project root, merged, the nearest last. The merge rules (documented
/// in docs/configuration.md):
///
/// - `include`: the nearest configuration that has one decides (it replaces the ones above).
/// - `exclude`, `development_only`, `ignore`, `rules_paths`: every configuration's entries apply (they extend),
///   each relative to its own folder.
/// - `custom_classes`: extend; for one class, the nearest configuration decides.
/// - `enabled_rules`, `disabled_rules` and a rule's `enabled`: applied from the root down, so a
///   nearer configuration may turn a rule back on; `only_rules`: the nearest decides.
/// - a rule's settings merge per setting: its severity and each parameter, the nearest decides.
/// - `strict`, `baseline`: the nearest configuration that has one decides.
struct ConfigurationChain: Sendable {
    /// Root first, nearest last; empty where no configuration applies (the defaults).
    var layers: [Configuration] = []

    /// The rules the layers add (`rules_paths`), root first.
    var projectRules: [Rule] { layers.flatMap(\.projectRules) }

    /// The configuration files, nearest first, as `--verbose` names them.
    var name: String {
        guard let nearest = layers.last else { return "no configuration (the defaults)" }
        let above = layers.dropLast().reversed().map(\.path)
        return nearest.path + (above.isEmpty ? "" : " (merged onto \(above.joined(separator: ", ")))")
    }

    /// The settings of each rule, merged per setting.
    var ruleSettings: [String: Configuration.RuleSettings] {
        var merged: [String: Configuration.RuleSettings] = [:]
        for layer in layers {
            for (id, settings) in layer.ruleSettings {
                var rule = merged[id] ?? Configuration.RuleSettings()
                if let severity = settings.severity { rule.severity = severity }
                if let enabled = settings.enabled { rule.enabled = enabled }
                rule.parameters.merge(settings.parameters) { _, nearer in nearer }
                merged[id] = rule
            }
        }
        return merged
    }

    var strict: Bool? { layers.last { $0.strict != nil }?.strict }

    /// The baseline file and how its configuration names it.
    var baseline: (url: URL, display: String)? {
        guard let layer = layers.last(where: { $0.baseline != nil }), let url = layer.baseline else { return nil }
        return (url, layer.baselineDisplay ?? url.path)
    }

    var customClasses: [String: String] {
        layers.reduce(into: [:]) { merged, layer in merged.merge(layer.customClasses) { _, nearer in nearer } }
    }

    var disabledRules: [String] { layers.flatMap(\.disabledRules) }

    /// The catalogue the chain asks for: built-in and project rules, with parameters and
    /// severities set.
    func catalog(builtIn: RuleCatalog) throws -> RuleCatalog {
        var merged = Configuration(path: layers.last?.path ?? "", directory: layers.last?.directory ?? URL(fileURLWithPath: "/"))
        merged.projectRules = projectRules
        merged.ruleSettings = ruleSettings
        return try merged.catalog(builtIn: builtIn)
    }

    /// The ids of the rules to run, the layers applied from the root down.
    func enabledRuleIDs(in catalog: RuleCatalog) -> Set<String> {
        var enabled = Set(catalog.rules.filter(\.enabledByDefault).map(\.id))
        for layer in layers {
            enabled.formUnion(layer.enabledRules)
            for (id, settings) in layer.ruleSettings {
                if settings.enabled == true { enabled.insert(id) }
                if settings.enabled == false { enabled.remove(id) }
            }
            enabled.subtract(layer.disabledRules)
            if let only = layer.onlyRules { enabled = Set(only) }
        }
        return enabled
    }

    /// Whether a file (or folder) found while searching is to be checked: the nearest `include`
    /// that covers it, and every `exclude`.
    func includes(_ url: URL) -> Bool {
        guard !layers.isEmpty else { return true }
        let full = FileDiscovery.lexicallyNormalized(url.path)
        var decidedInclude = false
        for layer in layers.reversed() {
            let base = FileDiscovery.lexicallyNormalized(layer.directory.path)
            let relative = full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : nil
            if !decidedInclude, let include = layer.include {
                decidedInclude = true
                if !include.isEmpty {
                    guard let relative, include.contains(where: { $0.matches(relative) }) else { return false }
                }
            }
            if let relative, layer.exclude.contains(where: { $0.matches(relative) }) { return false }
        }
        return true
    }

    /// The configuration whose `development_only` names the code file at `url` (as reports name
    /// it), or nil: a file of screens only the app's developers see, whose alerts are not judged.
    func developmentOnly(_ url: URL) -> String? {
        guard CodeLanguage(fileExtension: url.pathExtension.lowercased()) != nil else { return nil }
        let full = FileDiscovery.lexicallyNormalized(url.path)
        for layer in layers.reversed() where !layer.developmentOnly.isEmpty {
            let base = FileDiscovery.lexicallyNormalized(layer.directory.path)
            guard full.hasPrefix(base + "/") else { continue }
            let relative = String(full.dropFirst(base.count + 1))
            if layer.developmentOnly.contains(where: { $0.matches(relative) }) { return layer.path }
        }
        return nil
    }
}
