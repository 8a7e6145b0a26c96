/// A command line split at its first `--`: the arguments before it, for the argument parser, and
/// the paths after it, which `check` takes as they are.
///
/// The pre-commit hook puts every staged file after `--`, thousands of them in a large commit. The
/// argument parser (swift-argument-parser 1.8) copies its list of a repeated argument's values
/// each time it adds one, so its time grows with the square of their number (4,000 paths: 4.6
/// billion instructions, more than the check itself); taken apart here, paths cost what they
/// number. The split is exact: after `--` every argument is a path, for the parser as for us.
struct PathsAfterTerminator {
    /// The arguments before `--`.
    let options: [String]
    /// The arguments after it.
    let paths: [String]

    /// nil when the command line has no `--`.
    init?(_ arguments: [String]) {
        guard let terminator = arguments.firstIndex(of: "--") else { return nil }
        options = Array(arguments[..<terminator])
        paths = Array(arguments[(terminator + 1)...])
    }
}
