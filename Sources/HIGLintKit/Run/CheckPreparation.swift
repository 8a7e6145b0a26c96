import Foundation

/// What a `check` needs before it reads a file and that depends on none of its arguments: the
/// built-in rule catalog, and ICU's tables for regular expressions, which ICU builds when the
/// process compiles its first pattern. The executable runs this on a thread of its own while it
/// parses the command line, so that on a machine with a free core a check of one file waits for
/// neither.
///
/// Kept for the one-small-file line of `Benchmarks/run`; its figure is in the README's Performance
/// section.
public enum CheckPreparation {
    public static func prepare() {
        _ = try? RuleCatalog.builtIn()
        _ = try? NSRegularExpression(pattern: "a")
    }
}
