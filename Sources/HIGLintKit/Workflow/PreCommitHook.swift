import Foundation

/// The git pre-commit hook `higlint install-hook` writes, for repositories that do not use the
/// pre-commit framework: a shell script that runs `higlint check --staged`, so that the staged
/// content of the staged descriptions is checked and a commit with an error-level violation is
/// refused.
public enum PreCommitHook {
    /// The line that marks a hook as higlint's: one that holds it may be replaced without `--force`.
    static let marker = "# higlint pre-commit hook, written by `higlint install-hook`"

    /// The script. It runs the higlint at `executable` (an absolute path), or the `higlint` on
    /// PATH once that file is gone, and refuses the commit when there is neither: a hook that
    /// silently checked nothing would be worse than none.
    /// With `fixes`, the hook runs `check --staged --fix`: the safe fixes of the staged files'
    /// findings are made in the working tree, and the commit is refused so that they are reviewed
    /// and staged.
    static func script(executable: String, fixes: Bool = false) -> String {
        let quoted = "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let check = fixes ? "check --staged --fix" : "check --staged"
        let fixNote = fixes ? ";\n# it makes the safe fixes in the working tree (never in what is staged) and refuses the\n# commit so that they are reviewed and staged" : ""
        return """
            #!/bin/sh
            \(marker); it may rewrite this file.
            # Checks the staged content of the staged screens (storyboards, xibs, descriptions) against the iPhone Human
            # Interface Guidelines (2010-09-01) and refuses the commit on an error-level violation
            # (exit status 1) or a file that cannot be read (2)\(fixNote). `git commit --no-verify` skips it.
            installed=\(quoted)
            higlint=$installed
            if [ ! -x "$higlint" ]; then
                higlint=$(command -v higlint) || {
                    echo "higlint pre-commit hook: higlint is neither at $installed nor on PATH; reinstall it, or commit with --no-verify" >&2
                    exit 2
                }
            fi
            "$higlint" \(check)
            status=$?
            if [ "$status" -ne 0 ]; then
                echo "higlint pre-commit hook: commit refused; fix what is reported above, or skip the check once with git commit --no-verify" >&2
            fi
            exit "$status"

            """
    }

    /// Whether the hook file's text is higlint's own.
    static func isHigLintHook(_ text: String) -> Bool { text.contains(marker) }

    public enum Outcome: Equatable, Sendable {
        /// There was no hook.
        case installed
        /// higlint's own hook was rewritten.
        case updated
        /// Another hook was replaced (`force`).
        case replaced
    }

    /// The hook file (absolute) and its path as git names it, relative to `directory`.
    public struct Location: Sendable {
        var url: URL
        public var displayPath: String
    }

    public enum Failure: Error, CustomStringConvertible, Sendable {
        /// A hook that is not higlint's is in the way.
        case foreignHook(String)
        case git(String)
        case write(String)

        public var description: String {
            switch self {
            case .foreignHook(let path):
                return "\(path) already exists and is not higlint's hook; pass --force to replace it, or run `higlint check --staged` from it"
            case .git(let message), .write(let message):
                return message
            }
        }
    }

    /// Where git looks for the pre-commit hook of the repository that holds `directory`:
    /// `git rev-parse --git-path hooks`, which honours `core.hooksPath` and finds the common hooks
    /// folder from a linked worktree.
    static func location(in directory: URL) throws(Failure) -> Location {
        let hooks: String
        do {
            hooks = try Git(directory: directory).text(["rev-parse", "--git-path", "hooks"])
        } catch {
            throw .git("\(error)")
        }
        let display = (hooks.hasSuffix("/") ? hooks : hooks + "/") + "pre-commit"
        let url = hooks.hasPrefix("/") ? URL(fileURLWithPath: display) : directory.appendingPathComponent(display)
        return Location(url: url.standardizedFileURL, displayPath: display)
    }

    /// Writes the hook for the repository that holds `directory`, running `executable`. An
    /// existing hook that is not higlint's is replaced only with `force`.
    @discardableResult
    public static func install(in directory: URL, executable: String, force: Bool = false, fixes: Bool = false) throws(Failure) -> (Outcome, Location) {
        let location = try location(in: directory)
        let path = location.url.path
        var outcome = Outcome.installed
        var info = stat()
        if lstat(path, &info) == 0 {
            // Read without following a link to a FIFO or a device into a wait.
            let existing: String
            if case .text(let text) = TextFile.read(path) { existing = text } else { existing = "" }
            if isHigLintHook(existing) {
                outcome = .updated
            } else if force {
                outcome = .replaced
            } else {
                throw .foreignHook(location.displayPath)
            }
        }
        do {
            try FileManager.default.createDirectory(at: location.url.deletingLastPathComponent(), withIntermediateDirectories: true)
            // A new file renamed over the old one, which may be a symbolic link to a tracked
            // script: the link is replaced, never what it points to.
            try AtomicFile.write(script(executable: executable, fixes: fixes), to: path, workingDirectory: directory.path, links: .replace)
        } catch {
            throw .write("cannot write \(location.displayPath): \(DescriptionReader.describe(error))")
        }
        guard chmod(path, 0o755) == 0 else {
            throw .write("cannot make \(location.displayPath) executable: \(String(cString: strerror(errno)))")
        }
        return (outcome, location)
    }

    /// The absolute path of the running higlint as the user reached it: `argv[0]` made absolute
    /// (without resolving symbolic links, so that a package manager's stable link survives an
    /// upgrade), or the match on PATH for a bare name.
    public static func executablePath(argument0: String, workingDirectory: String,
                                      searchPath: String = ProcessInfo.processInfo.environment["PATH"] ?? "") -> String? {
        if argument0.contains("/") {
            let absolute = argument0.hasPrefix("/") ? argument0 : (workingDirectory as NSString).appendingPathComponent(argument0)
            return URL(fileURLWithPath: absolute).standardizedFileURL.path
        }
        for directory in searchPath.split(separator: ":") where directory.hasPrefix("/") {
            let candidate = "\(directory)/\(argument0)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
