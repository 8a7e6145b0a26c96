/// What makes the shards of a run one run, which each shard's JSON report records and
/// `higlint merge` compares: a digest of the rules and configuration in force (each rule's
/// definition, parameters and severity, whether warnings fail, the bytes of every configuration
/// file the run's files are judged under, the baseline's entries) and a digest of every file of the run, in all shards, relative to the
/// project root. A shard of another repository, or of the same one with another configuration or
/// another set of files, differs in one of them; the shard count and index are recorded beside.
/// The configuration files every file of the run is judged under are also recorded one by one
/// (`configurationFiles`): `merge` reads the project's and refuses shards made under others.
struct ShardRun: Sendable, Equatable {
    var configuration: String
    var files: String
    var configurationFiles: [ConfigurationFile] = []
    /// Whether `--strict` was given: the configurations' `strict:` is each file's, which `merge`
    /// reads from the project's configuration files as the single run does.
    var strictOption = false

    /// A configuration file of the run: its path relative to the project root, and the digest of
    /// its bytes (any edit, a comment's too, makes it another configuration).
    struct ConfigurationFile: Codable, Sendable, Equatable {
        var file: String
        var digest: String
    }

    /// The configuration files of `layers` (every chain some file of the run is judged under), each
    /// once, by path relative to the root.
    static func configurationFiles(_ layers: [Configuration], rootPaths: RootRelativePaths) -> [ConfigurationFile] {
        var byPath: [String: String] = [:]
        for layer in layers {
            let path = (layer.file ?? layer.directory.appendingPathComponent(Configuration.fileName)).path
            guard byPath[path] == nil else { continue }
            byPath[path] = fileDigest(path)
        }
        return byPath.map { ConfigurationFile(file: rootPaths.relative(SystemPath.display($0.key)), digest: $0.value) }.sorted { $0.file < $1.file }
    }

    /// The digest of a file's bytes; "unreadable" when it cannot be read.
    static func fileDigest(_ path: String) -> String {
        guard case .success(let data) = TextFile.bytes(path) else { return "unreadable" }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return SARIFReporter.hex(hash)
    }

    /// FNV-1a, 64 bits, of the texts each followed by U+0000, in hexadecimal: a check that two
    /// shards were made alike, not a defence against a forger (who can write any report anyway;
    /// a merge checks every value it reads).
    static func digest(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for part in parts {
            for byte in part.utf8 + [0] {
                hash ^= UInt64(byte)
                hash = hash &* 0x0100_0000_01b3
            }
        }
        return SARIFReporter.hex(hash)
    }

    /// The digest of the files of a run (relative to the project root, in any order). A `.json`
    /// file outside an asset catalog is left out: it may be a shard's own JSON report, written
    /// into the folders checked, which the shards run after it find and the ones before it do not.
    /// A run of JSON descriptions alone is then told from another only by its other files.
    static func filesDigest(_ files: [String]) -> String {
        digest(Set(runFiles(files)).sorted())
    }

    /// The files that make the run, as `filesDigest` counts them.
    static func runFiles(_ files: [String]) -> [String] {
        files.filter { !$0.lowercased().hasSuffix(".json") || $0.contains(".xcassets/") }
    }

    /// The digest of the rules in force and the configuration's settings that change findings.
    /// The configuration files stand for every setting they hold (custom classes, ignore entries,
    /// nested ones included); `silenced` are the findings of higlint's own the command line silences.
    static func configurationDigest(rules: [Rule], strict: Bool, silenced: Set<String>, baselineKeys: [String]?, strictBaseline: Bool,
                                    configurationFiles: [ConfigurationFile]) -> String {
        var parts: [String] = ["strict=\(strict)", "strict-baseline=\(strictBaseline)"]
        parts += configurationFiles.map { "configuration \($0.file)=\($0.digest)" }
        for rule in rules {
            parts += ["rule", rule.id, rule.severity.rawValue, rule.source]
            parts += rule.parameters.map { "\($0.name)=\($0.value)" }
            parts += rule.checks.map { "check-severity=\($0.severity?.rawValue ?? "")" }
        }
        parts += silenced.sorted().map { "silenced \($0)" }
        if let baselineKeys { parts += ["baseline"] + baselineKeys }
        return digest(parts)
    }
}
