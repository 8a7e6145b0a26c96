/// A path pattern of `.higlint.yml`'s `include` and `exclude`: `*` matches within one folder name,
/// `**` across folders, `?` one character; a pattern that names a folder matches everything in it.
///
/// A pattern is compiled to a small automaton (a state per pattern character, give or take) and
/// a path is matched by following every state it can be in at once, one character at a time:
/// the cost is at most the path's length times the pattern's, whatever the pattern. (A regular
/// expression would backtrack, at a cost that grows without bound with patterns like
/// `*a*a*a*a*a*a*a*a*a*a*a*a*b` on a long path.)
struct Glob: Sendable {
    let pattern: String
    private let automaton: Automaton

    init(_ pattern: String) {
        self.pattern = pattern
        var characters = Array((pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern).unicodeScalars)
        if characters.last == "/" { characters.removeLast() }
        var builder = Automaton.Builder()
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "*" {
                if i + 1 < characters.count, characters[i + 1] == "*" {
                    if i + 2 < characters.count, characters[i + 2] == "/" {
                        // `**/` matches any number of folders, including none.
                        builder.anyFolders()
                        i += 3
                    } else {
                        builder.repeating(.any)
                        i += 2
                    }
                    continue
                }
                builder.repeating(.notSlash)
            } else if c == "?" {
                builder.one(.notSlash)
            } else {
                builder.one(.scalar(c))
            }
            i += 1
        }
        automaton = builder.finish()
    }

    /// Whether a `/`-separated path, relative to the configuration's folder, matches: the whole
    /// path, or a folder it is in.
    func matches(_ path: String) -> Bool {
        automaton.matches(path)
    }

    /// What one step of the automaton accepts.
    enum CharacterClass: Sendable, Equatable {
        case scalar(Unicode.Scalar)
        case notSlash
        case any

        func accepts(_ c: Unicode.Scalar) -> Bool {
            switch self {
            case .scalar(let s): return s == c
            case .notSlash: return c != "/"
            case .any: return true
            }
        }
    }

    /// A nondeterministic automaton over Unicode scalars: states are numbered, each with the
    /// steps that consume a character and the ones that do not; the last state accepts.
    struct Automaton: Sendable {
        var steps: [[(accepts: CharacterClass, to: Int)]]
        var free: [[Int]]
        var accepting: Int { steps.count - 1 }

        struct Builder {
            var steps: [[(accepts: CharacterClass, to: Int)]] = [[]]
            var free: [[Int]] = [[]]
            var last: Int { steps.count - 1 }

            private mutating func newState() -> Int {
                steps.append([])
                free.append([])
                return last
            }

            /// One character of the class.
            mutating func one(_ c: CharacterClass) {
                let from = last
                let to = newState()
                steps[from].append((c, to))
            }

            /// Any number of characters of the class, none included.
            mutating func repeating(_ c: CharacterClass) {
                let from = last
                steps[from].append((c, from))
                let to = newState()
                free[from].append(to)
            }

            /// Nothing, or anything that ends with a `/`.
            mutating func anyFolders() {
                let from = last
                let loop = newState()
                let to = newState()
                free[from].append(contentsOf: [to, loop])
                steps[loop].append((.any, loop))
                steps[loop].append((.scalar("/"), to))
            }

            func finish() -> Automaton { Automaton(steps: steps, free: free) }
        }

        func matches(_ path: String) -> Bool {
            var current: [Int] = []
            var next: [Int] = []
            // The position each state was last added at, so that a state is added once a position.
            var addedAt = [Int](repeating: -1, count: steps.count)
            var pending: [Int] = []
            /// Adds `state` and the states it reaches without a character (no recursion: a pattern
            /// of many `*` is a long chain of them).
            func add(_ state: Int, at position: Int, to set: inout [Int]) {
                pending.append(state)
                while let state = pending.popLast() {
                    guard addedAt[state] != position else { continue }
                    addedAt[state] = position
                    set.append(state)
                    pending.append(contentsOf: free[state])
                }
            }
            add(0, at: 0, to: &current)
            var position = 0
            for c in path.unicodeScalars {
                // The pattern is used up: what is left of the path must be inside the folder it named.
                if c == "/" && addedAt[accepting] == position { return true }
                position += 1
                next.removeAll(keepingCapacity: true)
                for state in current {
                    for step in steps[state] where step.accepts.accepts(c) { add(step.to, at: position, to: &next) }
                }
                if next.isEmpty { return false }
                swap(&current, &next)
            }
            return addedAt[accepting] == position
        }
    }
}
