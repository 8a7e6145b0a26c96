/// What makes the shards of a run one run, which each shard's JSON report records and
/// `higlint merge` compares: a digest of the rules and configuration in force (each rule's
/// definition, parameters and severity, whether warnings fail, custom classes, ignore entries,
/// the baseline's entries) and a digest of every file of the run, in all shards, relative to the
/// project root. A shard of another repository, or of the same one with another configuration or
/// another set of files, differs in one of them; the shard count and index are recorded beside.
struct ShardRun: Sendable, Equatable {
    var configuration: String
    var files: String

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
        digest(Set(files.filter { !$0.lowercased().hasSuffix(".json") || $0.contains(".xcassets/") }).sorted())
    }

    /// The digest of the rules in force and the configuration's settings that change findings.
    static func configurationDigest(rules: [Rule], strict: Bool, customClasses: [String: String], ignore: [IgnoreList.Entry],
                                    silenced: Set<String>, baselineKeys: [String]?, strictBaseline: Bool) -> String {
        var parts: [String] = ["strict=\(strict)", "strict-baseline=\(strictBaseline)"]
        for rule in rules {
            parts += ["rule", rule.id, rule.severity.rawValue, rule.source]
            parts += rule.parameters.map { "\($0.name)=\($0.value)" }
            parts += rule.checks.map { "check-severity=\($0.severity?.rawValue ?? "")" }
        }
        parts += customClasses.sorted { $0.key < $1.key }.map { "class \($0.key)=\($0.value)" }
        parts += ignore.map { "ignore \($0.file.pattern)\u{1}\($0.ids.joined(separator: ","))\u{1}\($0.rules.joined(separator: ","))" }
        parts += silenced.sorted().map { "silenced \($0)" }
        if let baselineKeys { parts += ["baseline"] + baselineKeys }
        return digest(parts)
    }
}
