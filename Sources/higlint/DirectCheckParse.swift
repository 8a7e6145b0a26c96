import ArgumentParser

/// `higlint check …` parsed by `Check` alone rather than through the command tree. The tree's parse
/// reflects over the root, the default subcommand and `check` before it reads an option; for a check
/// of one small file that is an eighth of the start (`Benchmarks/run`'s one small file, median of 30:
/// 14.9 ms through the tree, 13.0 ms here).
///
/// Whatever this parse refuses (an unknown option, a failed validation, a completion-script
/// request), a request for help or the version, and paths after `--` go to the tree's parse, so
/// every message and usage line is still the tree's.
enum DirectCheckParse {
    static func check(_ arguments: [String]) -> Check? {
        guard arguments.first == "check",
              !arguments.contains(where: { ["--help", "-h", "--version", "--", "help"].contains($0) }) else { return nil }
        return (try? Check.parseAsRoot(Array(arguments.dropFirst()))) as? Check
    }
}
