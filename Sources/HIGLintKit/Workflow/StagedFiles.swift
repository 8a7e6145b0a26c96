import Foundation

/// The descriptions staged in a git repository for its next commit, and a way to write their
/// staged content — not the working tree's — to a scratch directory, so that a pre-commit hook
/// checks exactly what is about to be committed. Only staged files are read: a repository with
/// thousands of screens costs no more than the few that changed.
struct StagedFiles: Sendable {
    /// The top level of the work tree.
    var repositoryRoot: URL
    /// Staged files of a kind higlint reads (see `InputFormats`; added, copied, modified or renamed; regular files only, not
    /// symbolic links or submodules), relative to `repositoryRoot`, `/`-separated, in git's order.
    var paths: [String]

    /// Where the staged content is written, so that it is removed however higlint ends.
    var scratch: ScratchTree?

    init(repositoryRoot: URL, paths: [String]) {
        self.repositoryRoot = repositoryRoot
        self.paths = paths
    }

    /// What git could not do, or where it could not be run.
    struct Failure: Error, CustomStringConvertible, Sendable {
        var description: String
    }

    /// The top of the work tree that holds `directory`, as git says; nil outside one.
    static func repositoryRoot(of directory: URL) -> URL? {
        guard let top = try? Git(directory: directory).text(["rev-parse", "--show-toplevel"]), !top.isEmpty else { return nil }
        return URL(fileURLWithPath: top)
    }

    /// The staged descriptions of the repository whose work tree holds `directory`.
    static func list(in directory: URL) throws(Failure) -> StagedFiles {
        let notInRepository = Failure(description: "--staged checks what is staged in git, and \(SystemPath.display(directory.path)) is not inside the work tree of a git repository (check folders or files by naming them instead)")
        do {
            let top: String
            do {
                top = try Git(directory: directory).text(["rev-parse", "--show-toplevel"])
            } catch let failure as Git.Failure where failure.status == 128 {
                // git's own "fatal: not a git repository" says the same, less helpfully.
                throw notInRepository
            }
            guard !top.isEmpty else { throw notInRepository }
            let root = URL(fileURLWithPath: top)
            // Run at the top level, so every path git prints or reads is relative to it. Renames
            // count as additions (--no-renames), so a renamed file is checked under its new name.
            let raw = try Git(directory: root).run(["diff", "--cached", "--raw", "-z", "--no-renames", "--diff-filter=ACMR", "--no-ext-diff"])
            return StagedFiles(repositoryRoot: root, paths: descriptions(inRawDiff: raw))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    /// Those of `paths` (relative to `repositoryRoot`) whose working tree copy differs from the
    /// copy staged in the index, as `git diff` (without `--cached`) finds them.
    static func differingFromIndex(_ paths: [String], repositoryRoot: URL) throws -> Set<String> {
        let git = Git(directory: repositoryRoot)
        var differing = Set<String>()
        // In chunks, to stay far below the limit on the length of a command line. A name with
        // bytes that are not UTF-8 cannot be passed as an argument: then the whole work tree is
        // compared and the list filtered.
        let chunks: [[String]] = paths.contains(where: SystemPath.carriesRawBytes) ? [[]]
            : stride(from: 0, to: paths.count, by: 500).map { Array(paths[$0..<min($0 + 500, paths.count)]) }
        for chunk in chunks {
            let listing = try git.run(["--literal-pathspecs", "diff", "--name-only", "-z", "--no-renames", "--no-ext-diff", "--"] + chunk)
            differing.formUnion(Git.fields(listing))
        }
        return differing.intersection(paths)
    }

    /// The description files of `git diff --raw -z` output: records `:oldmode newmode oldsha
    /// newsha status` NUL path NUL.
    static func descriptions(inRawDiff raw: Data) -> [String] {
        let fields = Git.fields(raw)
        var paths: [String] = []
        var index = 0
        while index + 1 < fields.count {
            let meta = fields[index].split(separator: " ")
            let path = fields[index + 1]
            index += 2
            // 100644 and 100755 are files; 120000 is a symbolic link, 160000 a submodule.
            guard meta.count >= 2, meta[1].hasPrefix("100") else { continue }
            if InputFormats.hasClaimedExtension(path) {
                paths.append(path)
            }
        }
        return paths
    }

    /// Writes the staged content of every file in `paths` under `directory`, at the same relative
    /// paths, together with what checking them reads besides: the staged versions of the image
    /// files their icons and launch images name, and of every file in an asset catalog set whose
    /// `Contents.json` is staged. An image that is not in the index is not written, and is
    /// reported missing, as it would be in a checkout of the commit.
    func materialize(into directory: URL, limits: ReaderLimits = .default) throws(Failure) {
        guard !paths.isEmpty else { return }
        let git = Git(directory: repositoryRoot)
        let prefix = directory.standardizedFileURL.path + "/"
        do {
            try checkOut(paths, prefix: prefix, git: git)
            let supporting = supportingPaths(under: directory, limits: limits)
            guard !supporting.isEmpty else { return }
            let written = Set(paths)
            var staged: [String] = []
            // In chunks, to stay far below the limit on the length of a command line. A name with
            // bytes that are not UTF-8 cannot be passed as an argument: then the whole index is
            // listed and filtered.
            let wanted = Set(supporting)
            let chunks: [[String]] = supporting.contains(where: SystemPath.carriesRawBytes) ? [[]]
                : stride(from: 0, to: supporting.count, by: 500).map { Array(supporting[$0..<min($0 + 500, supporting.count)]) }
            for chunk in chunks {
                let listing = try git.run(["--literal-pathspecs", "ls-files", "--stage", "-z", "--"] + chunk)
                for record in Git.fields(listing) {
                    // `mode sha stage<TAB>path`; stage 0 is a merged entry, mode 160000 a submodule.
                    guard let tab = record.firstIndex(of: "\t") else { continue }
                    let meta = record[..<tab].split(separator: " ")
                    let path = String(record[record.index(after: tab)...])
                    guard chunk.isEmpty ? wanted.contains(path) || wanted.contains(where: { path.hasPrefix($0 + "/") }) : true else { continue }
                    if meta.count == 3, meta[2] == "0", meta[0] != "160000", !written.contains(path) { staged.append(path) }
                }
            }
            try checkOut(Array(Set(staged)).sorted(), prefix: prefix, git: git)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(description: "\(error)")
        }
    }

    private func checkOut(_ files: [String], prefix: String, git: Git) throws {
        guard !files.isEmpty else { return }
        scratch?.register(files)
        try git.run(["checkout-index", "-z", "--stdin", "--prefix=\(prefix)"], input: Git.nulTerminated(files))
    }

    /// Repository-relative paths (files or folders) that the descriptions written under
    /// `directory` read besides themselves.
    func supportingPaths(under directory: URL, limits: ReaderLimits) -> [String] {
        var result = Set<String>()
        for path in paths {
            let url = directory.appendingPathComponent(path)
            let folder = (path as NSString).deletingLastPathComponent
            if InputFormats.format(for: url) is AssetCatalogSetFormat {
                result.insert(folder)
            }
            guard case .descriptions(let descriptions, _) = InputFormats.read(url: url, path: path, limits: limits) else { continue }
            var files: [String] = []
            for description in descriptions { Self.imageFiles(in: description.root, into: &files) }
            for file in files {
                if let resolved = Self.join(folder, file) { result.insert(resolved) }
            }
        }
        return result.filter { !$0.isEmpty }.sorted()
    }

    /// The relative `file` names of icons and launch images, as `ImageResolver` reads them.
    static func imageFiles(in element: Element, into files: inout [String]) {
        if ImageResolver.imageKinds.contains(element.kind), let file = element.string("file"), !file.isEmpty, !file.hasPrefix("/") {
            files.append(file)
        }
        for child in element.children { imageFiles(in: child, into: &files) }
    }

    /// `relative` taken from `folder` (both repository-relative), with `.` and `..` resolved; nil
    /// when it leads out of the repository.
    static func join(_ folder: String, _ relative: String) -> String? {
        var parts = folder.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}

extension LintRun {
    /// Checks the staged content of the descriptions staged in the git repository whose work tree
    /// holds `directory`: they are written to a temporary directory (see
    /// `StagedFiles.materialize`) and checked there, reported under their paths relative to the
    /// top of the work tree. Staged files that are not for higlint (a package.json) are passed
    /// over, as files found in a directory are.
    func runStaged(in directory: URL) throws(StagedFiles.Failure) -> LintResult {
        var staged = try StagedFiles.list(in: directory)
        guard !staged.paths.isEmpty else { return LintResult() }
        let scratch: ScratchTree
        do {
            scratch = try ScratchTree()
        } catch {
            throw StagedFiles.Failure(description: "cannot create a temporary directory: \(error.message)")
        }
        defer { scratch.remove() }
        staged.scratch = scratch
        try staged.materialize(into: scratch.url, limits: limits)
        // Include and exclude, and the configurations found above each file, judge the
        // repository's paths, not the scratch copies'.
        var run = self
        let root = staged.repositoryRoot
        let prefix = scratch.url.path + "/"
        let original: @Sendable (URL) -> URL = { url in
            let path = url.path
            return path.hasPrefix(prefix) ? root.appendingPathComponent(String(path.dropFirst(prefix.count))) : url
        }
        run.originalLocation = original
        // Staged files are some of the repository's.
        run.isPartial = true
        if let includes {
            run.includes = { url in includes(original(url)) }
        }
        return run.run(paths: staged.paths, workingDirectory: scratch.url.path, passOverNonDescriptions: true,
                       project: ProjectBoundary(root: scratch.url))
    }
}

/// A temporary folder and what is written in it, removed by `remove()` or, if higlint ends
/// first, by `CleanupOnExit`: every folder and file is registered before it is written.
final class ScratchTree: @unchecked Sendable {
    let url: URL
    private var registered: [String] = []
    private var folders = Set<String>()

    init() throws(ReadError) {
        let directory = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((directory + "/higlint-staged-XXXXXX").utf8CString)
        let made = CleanupOnExit.create {
            mkdtemp(&template) == nil ? nil : String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        guard let made else { throw ReadError("\(directory): \(String(cString: strerror(errno)))") }
        url = URL(fileURLWithPath: made)
        registered.append(made)
    }

    /// Registers files about to be written at these paths (relative to `url`), and their folders.
    func register(_ files: [String]) {
        for file in files {
            var folder = ""
            for part in file.split(separator: "/").dropLast() {
                folder += folder.isEmpty ? String(part) : "/" + part
                if folders.insert(folder).inserted { add(folder) }
            }
            add(file)
        }
    }

    private func add(_ relative: String) {
        let path = url.path + "/" + relative
        registered.append(path)
        CleanupOnExit.register(path)
    }

    /// Removes what was registered, newest first (names may carry bytes that are not UTF-8),
    /// then whatever else is left.
    func remove() {
        for path in registered.reversed() {
            SystemPath.withCString(path) { if unlink($0) != 0 { rmdir($0) } }
            CleanupOnExit.forget(path)
        }
        try? FileManager.default.removeItem(at: url)
    }
}
