/// "Did you mean …?" for near misses such as `tittle` for `title`.
enum Suggestions {
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        var best: (String, Int)?
        for candidate in candidates {
            let distance = editDistance(lowered, candidate.lowercased())
            let allowed = max(1, min(3, candidate.count / 3))
            if distance <= allowed, best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Levenshtein distance, with a transposition counting as one edit.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}

/// Did-you-mean for rule ids, for the command line.
public enum RuleIDSuggestion {
    public static func didYouMean(_ word: String, among candidates: some Sequence<String>) -> String {
        Suggestions.didYouMean(word, among: candidates)
    }
}

/// Did-you-mean for a mistyped subcommand, for the command line.
public enum CommandSuggestion {
    /// The name among `names` closest to `word`, if it is at most `maxDistance` edits away.
    public static func closest(to word: String, among names: some Sequence<String>, maxDistance: Int = 2) -> String? {
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = Suggestions.editDistance(word.lowercased(), name.lowercased())
            if distance <= maxDistance, best == nil || distance < best!.distance { best = (name, distance) }
        }
        return best?.name
    }
}
