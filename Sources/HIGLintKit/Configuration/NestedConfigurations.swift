import Foundation

/// Finds the configurations each file of a run is judged under (`ConfigurationChain`), as ESLint
/// and SwiftLint users expect: the nearest `.higlint.yml` above the file, merged onto the ones
/// above it up to the project root. `--config FILE` replaces the search: every file is then
/// judged under that file alone.
///
/// Each folder is looked at once per run (its chain is its parent's plus its own file), so the
/// search costs one look per folder, however many files a folder holds. Each configuration file
/// is read once; folders whose chains are the same share one chain, and one linter.
///
/// A configuration that cannot be read is an error at its place, reported once; the files it
/// would judge are not checked (their rules are unknown), and every other file is.
final class NestedConfigurations: @unchecked Sendable {
    let builtIn: RuleCatalog
    /// Where display paths start.
    let workingDirectory: String
    /// The chain every file is judged under (`--config FILE`); nil: searched per folder.
    private let given: ConfigurationChain?
    /// Rules the command line turns on and off, over every chain's.
    var commandLineEnabled: [String] = []
    var commandLineDisabled: [String] = []
    /// Whether every linter writes element paths (a report or a baseline needs them); a chain
    /// with ignore entries or a baseline writes them anyway.
    var writesElementPaths = false

    private let lock = NSLock()
    /// The chain of each folder looked at, by path: an index into `chains`, or nil when a
    /// configuration of the chain cannot be read. With whether the chain lies in a repository.
    private var byFolder: [String: (chain: Int?, inRepository: Bool)] = [:]
    /// The chain of each folder by its path as files found name it.
    private var byWrittenFolder: [String: Int?] = [:]
    /// The distinct chains, in the order first met, and their index by their files' paths.
    private(set) var chains: [ConfigurationChain] = []
    private var chainIndex: [[String]: Int] = [:]
    private var linters: [Int: Linter] = [:]
    private var enabledRuleIDs: [Int: Set<String>] = [:]
    /// Configuration files read, by path; nil for one that could not be.
    private var files: [String: Configuration?] = [:]
    /// The configurations that could not be read, each once, in the order met.
    private(set) var failures: [Configuration.Failure] = []
    /// Folders looked at for a configuration: the search's work, one a folder however many files it holds.
    private(set) var foldersLookedAt = 0

    init(builtIn: RuleCatalog, workingDirectory: String, given: Configuration? = nil) {
        self.builtIn = builtIn
        self.workingDirectory = workingDirectory
        self.given = given.map { ConfigurationChain(layers: [$0]) }
    }

    /// Whether `folder` is a project root for the search: it holds `.git` (a folder, or a file in a
    /// linked worktree or submodule). The one place the search learns where the project ends.
    static func isRepositoryRoot(_ folder: String) -> Bool {
        var info = stat()
        return systemLstat((folder == "/" ? "" : folder) + "/.git", &info) == 0
    }

    /// The index of the chain the file at `url` is judged under; nil when a configuration of its
    /// chain cannot be read.
    func chain(forFileAt url: URL) -> Int? {
        // The folder by the path's text: the files of a run share a few folders, and asking the
        // URL for its parent costs more than the lookup.
        let path = url.path
        guard let slash = path.lastIndex(of: "/") else { return chain(forFolderPath: path) }
        return chain(forFolderPath: slash == path.startIndex ? "/" : String(path[..<slash]))
    }

    func chain(forFolder url: URL) -> Int? {
        chain(forFolderPath: url.path)
    }

    private func chain(forFolderPath written: String) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        if let given {
            return index(of: given)
        }
        // By the folder as written first: resolving links costs a look at each folder of the path.
        if let known = byWrittenFolder[written] { return known }
        let folder = ProjectBoundary.realPath(written) ?? FileDiscovery.lexicallyNormalized(written)
        let found = lookUp(folder).chain
        byWrittenFolder[written] = .some(found)
        return found
    }

    /// The chain of `folder` (a real path): its parent's, with its own configuration added. In a
    /// repository, the chain runs up to the repository's root; outside one, the nearest
    /// configuration alone applies (a configuration in a folder above the project — another
    /// user's, a shared checkout folder — is not the project's, and could switch its rules off).
    private func lookUp(_ folder: String) -> (chain: Int?, inRepository: Bool) {
        if let known = byFolder[folder] { return known }
        foldersLookedAt += 1
        let isRoot = Self.isRepositoryRoot(folder)
        var parent: (chain: Int?, inRepository: Bool) = (index(of: ConfigurationChain()), false)
        if !isRoot, folder != "/", let slash = folder.lastIndex(of: "/") {
            parent = lookUp(slash == folder.startIndex ? "/" : String(folder[..<slash]))
        }
        let inRepository = isRoot || parent.inRepository
        var found = parent
        found.inRepository = inRepository
        let candidate = (folder == "/" ? "" : folder) + "/" + Configuration.fileName
        var info = stat()
        if stat(candidate, &info) == 0 {
            if let parentChain = parent.chain {
                let above = inRepository ? chains[parentChain] : ConfigurationChain()
                if let own = configuration(at: candidate, inheritedRules: above.projectRules) {
                    found.chain = index(of: ConfigurationChain(layers: above.layers + [own]))
                } else {
                    found.chain = nil
                }
            }
        }
        byFolder[folder] = found
        return found
    }

    /// The configuration file at `path`, read once.
    private func configuration(at path: String, inheritedRules: [Rule]) -> Configuration? {
        if let known = files[path] { return known }
        let display = FileDiscovery.displayPath(path, workingDirectory: workingDirectory)
        var loaded: Configuration?
        do {
            loaded = try Configuration.load(URL(fileURLWithPath: path), displayPath: display, builtIn: builtIn, inheritedRules: inheritedRules)
        } catch {
            failures.append(error)
        }
        files[path] = .some(loaded)
        return loaded
    }

    private func index(of chain: ConfigurationChain) -> Int {
        let key = chain.layers.map(\.directory.path)
        if let known = chainIndex[key] { return known }
        chains.append(chain)
        chainIndex[key] = chains.count - 1
        return chains.count - 1
    }

    /// The chain at `index`.
    func chain(at index: Int) -> ConfigurationChain {
        lock.lock()
        defer { lock.unlock() }
        return chains[index]
    }

    /// The rules a chain runs, with the command line's `--enable` and `--disable`.
    func enabledRuleIDs(ofChain index: Int) throws -> Set<String> {
        try linter(forChain: index)
        lock.lock()
        defer { lock.unlock() }
        return enabledRuleIDs[index]!
    }

    /// The linter of a chain, made once.
    @discardableResult
    func linter(forChain index: Int) throws -> Linter {
        lock.lock()
        defer { lock.unlock() }
        if let made = linters[index] { return made }
        let chain = chains[index]
        let catalog = try chain.catalog(builtIn: builtIn)
        let enabled = chain.enabledRuleIDs(in: catalog).union(commandLineEnabled).subtracting(commandLineDisabled)
        var linter = Linter(catalog: catalog, enabledRuleIDs: enabled)
        linter.writesElementPaths = writesElementPaths || chain.baseline != nil || chain.layers.contains { !$0.ignore.isEmpty }
        linters[index] = linter
        enabledRuleIDs[index] = enabled
        return linter
    }

    /// `indexes` in the order of their configurations' folders, root first (a chain before those
    /// it is a part of): an order that does not depend on where the run started or what it met first.
    func projectOrder(_ indexes: Set<Int>) -> [Int] {
        lock.lock()
        defer { lock.unlock() }
        let keys = Dictionary(uniqueKeysWithValues: indexes.map { ($0, chains[$0].layers.map(\.directory.path)) })
        return indexes.sorted { keys[$0]!.lexicographicallyPrecedes(keys[$1]!) }
    }

    /// Every chain met so far.
    var chainCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return chains.count
    }
}
