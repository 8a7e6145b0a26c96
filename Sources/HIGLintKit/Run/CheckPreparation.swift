import Foundation

/// What a `check` needs before it reads a file and that depends on none of its arguments: the
/// built-in rule catalog, ICU's tables for regular expressions (which ICU builds when the process
/// compiles its first pattern), and the rules' checks. The executable runs this on a thread of its
/// own while it parses the command line, so that on a machine with a free core a check of one file
/// waits for none of them.
///
/// Kept for the one-small-file line of `Benchmarks/run`; its figure is in the README's Performance
/// section.
public enum CheckPreparation {
    /// `shouldStop` is asked between rules: the checks still unread when the process is about to
    /// end are left unread, since the run that needed them is over.
    public static func prepare(shouldStop: () -> Bool = { false }) {
        guard let catalog = try? RuleCatalog.builtIn() else { return }
        _ = try? NSRegularExpression(pattern: "a")
        for rule in catalog.rules {
            if shouldStop() { return }
            _ = rule.checks
        }
    }
}
