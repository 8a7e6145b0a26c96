import ArgumentParser

/// `higlint check …` parsed by `Check` alone rather than through the command tree. The tree's parse
/// reflects over the root, the default subcommand and `check` before it reads an option: a check of
/// one small file (`Benchmarks/run`'s) takes 16.2 ms through the tree and 15.3 ms here (medians of 60
/// runs of each build in turn, quiet machine), its main thread 48.4 M instructions and 43.8 M.
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
