/// The commented `.higlint.yml` that `higlint init` writes: every setting with its default, and
/// every rule with its severity and parameters, commented out, ready to be changed.
public enum ConfigurationTemplate {
    public static func text(rules: [Rule]) -> String {
        var out = """
            # higlint configuration: settings for `higlint check` in this folder and the folders below it.
            # A .higlint.yml in a folder below merges onto this one (docs/configuration.md says how).
            # Paths are relative to this file. Remove the # of a line to change a default.

            # Files found in folders: check only those that match include (default: all), and none that match exclude.
            # include: [screens/**]
            # exclude: [screens/legacy/**]

            # Code files of screens only the app's developers see (a debug menu a run-time switch opens):
            # their alerts are not judged, as those built under #if DEBUG are not.
            # development_only: [App/DebugMenu/**]

            # Rules to leave out, rules that are off by default to run, or the only rules to run.
            # disabled_rules: []
            # enabled_rules: []
            # only_rules: [toolbar-item-count]

            # Folders of this project's own rule files, in the format of higlint's Rules/.
            # rules_paths: []

            # Fail (exit 1) on warnings too, as with --strict.
            # strict: false

            # Findings silenced by file pattern, Interface Builder ids (the element and all below it) and rules,
            # for files that cannot hold a suppression of their own (Xcode drops comments from storyboards and xibs).
            # ignore: [{ file: App/Base.lproj/Main.storyboard, ids: [cpx-zd-HOx], rules: [hit-target-size] }]

            # Interface Builder subclasses of plain views, checked (and drawn) as these kinds.
            # custom_classes: { FancySwitch: switch }

            # Findings recorded by `higlint check --write-baseline FILE`, left out of every report
            # (check, the pre-commit hook and shards alike).
            # baseline: higlint-baseline.json

            # Every rule, with its default severity (error, warning or info) and parameters.

            """
        for rule in rules {
            out += "\n# \(rule.id):    # \(rule.title) (p. \(rule.citation.page))\(rule.enabledByDefault ? "" : "; off by default")\n"
            out += "#   severity: \(rule.severity.rawValue)\n"
            if !rule.enabledByDefault { out += "#   enabled: false\n" }
            for parameter in rule.parameters { out += "#   \(parameter.name): \(parameter.defaultValue)\n" }
        }
        return out
    }
}
