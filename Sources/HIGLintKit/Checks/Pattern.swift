import Foundation

/// A regular expression from a rule file. Rule files are refused when a pattern does not compile;
/// the built-in rules, whose patterns the tests compile, compile theirs on first use instead, so
/// that a run pays only for the patterns it needs (compiling them all was a tenth of start-up).
struct Pattern: RuleReadable, Sendable {
    let source: String
    private let expression: Expression
    /// The outcome of each short text searched: a search's outcome depends on the text alone (its
    /// budget is counted in steps, not seconds).
    /// - Note: for speed: the same short texts recur across a project's screens, and a regular
    ///   expression search is among the costliest steps of a check.
    private let outcomes = TextMemo<Outcome>(longestKey: 128)

    init(_ source: String, caseInsensitive: Bool = true, compileNow: Bool = true) throws {
        self.source = source
        expression = Expression(source, options: caseInsensitive ? [.caseInsensitive] : [])
        if compileNow { try expression.compileBoth() }
    }

    init(reading: RuleReading) throws {
        let text = try String(reading: reading)
        do {
            try self.init(text, compileNow: !reading.compilesPatternsOnFirstUse)
        } catch is PatternNotScannable {
            throw reading.problem("regular expression '\(text)' swallows what follows it (an unclosed \\Q, or a comment to its end in (?x) mode): close it")
        } catch {
            throw reading.problem("invalid regular expression '\(text)'")
        }
    }

    /// How long a search may run, in ICU's ticks: ICU's matcher counts a step for each state it
    /// saves to come back to (each place where a repetition or an alternative could go another
    /// way) and reports a tick every 10,000 steps. A search gets `fixedTicks` (10 million steps),
    /// plus `stepsPerUnit` steps for each UTF-16 unit of the text, whatever the pattern: a pattern
    /// that backtracks without end (`^(a+)+$` on 40 a's and a b) uses them up soon, on a text of
    /// any length, and a simple pattern (a few steps a position) is never
    /// cut short. Counted in steps, not seconds, so that the outcome does not depend on the machine
    /// or its load.
    static let fixedTicks = 1_000
    static let stepsPerUnit = 16
    static let stepsPerTick = 10_000

    /// The ticks a search of a text of `length` UTF-16 units may spend.
    static func ticksBudget(forLength length: Int) -> Int {
        fixedTicks + (length * stepsPerUnit + stepsPerTick - 1) / stepsPerTick
    }

    /// What looking for a pattern in a text gave.
    enum Outcome: Equatable {
        case match(Found)
        case noMatch
        /// The match ran out of its budget (or ICU gave up): whether the text matches is not known.
        case undecided
    }

    /// A text's first match, and the text without it (what a fix that takes the match out
    /// leaves: "Save." without its ".").
    struct Found: Equatable {
        var text: String
        var withoutMatch: String
    }

    /// The first match in `text`, as text; nil when there is none. A match that runs out of its
    /// budget is not "no match": it is `PatternBudgetExceeded`.
    func firstMatch(in text: String) throws(PatternBudgetExceeded) -> String? {
        try firstFound(in: text)?.text
    }

    /// The first match in `text` and the text without it; nil when there is none.
    func firstFound(in text: String) throws(PatternBudgetExceeded) -> Found? {
        switch outcomes.value(for: text, else: { search(text) }) {
        case .match(let found): return found
        case .noMatch: return nil
        case .undecided: throw PatternBudgetExceeded(pattern: source)
        }
    }

    /// The first match in `text`, with ICU's ticks counted against the budget (`ticks`, or the
    /// budget for the text's length).
    ///
    /// ICU reports two things alike to a progress handler: a tick of steps, and each position a
    /// search moves on to. Counted together, a budget large enough for the positions of a long
    /// text let a backtracking pattern take 10,000 steps a character. So the search is made from
    /// the start of the text only (`anchored`), by the expression with a lazy `.*?` before the
    /// pattern: moving on to the next position is a step of that repetition, and every report is
    /// a tick. The leftmost match found so ends where the pattern's own first match ends; the
    /// pattern itself then finds that match, with no more steps than the first search took.
    func search(_ text: String, ticks: Int? = nil) -> Outcome {
        // A pattern that does not compile matches nothing (only possible for a built-in pattern,
        // and the tests compile every one).
        guard let scanning = try? expression.scanning() else { return .noMatch }
        let range = NSRange(text.startIndex..., in: text)
        let budget = ticks ?? Self.ticksBudget(forLength: range.length)
        let first = Self.enumerate(scanning, in: text, range: range, options: [.anchored], budget: budget)
        guard case .found = first.result else { return first.result == .absent ? .noMatch : .undecided }
        guard let plain = try? expression.plain() else { return .undecided }
        // The same attempts, at no more positions than the text has: within the first search's
        // ticks (one more for where ICU's count of steps stood) and a tick for each position.
        let second = Self.enumerate(plain, in: text, range: range, options: [], budget: first.spent + 2 + range.length + 1)
        guard case .found(let found) = second.result, let matched = Range(found, in: text) else { return .undecided }
        return .match(Found(text: String(text[matched]), withoutMatch: String(text[..<matched.lowerBound] + text[matched.upperBound...])))
    }

    /// What one enumeration gave: the first match's range, none, or no answer; and the ticks spent.
    private enum Enumeration: Equatable {
        case found(NSRange)
        case absent
        case undecided
    }

    private static func enumerate(_ expression: NSRegularExpression, in text: String, range: NSRange,
                                  options: NSRegularExpression.MatchingOptions, budget: Int) -> (result: Enumeration, spent: Int) {
        var spent = 0
        var found: NSRange?
        var completed = false
        expression.enumerateMatches(in: text, options: options.union([.reportProgress, .reportCompletion]), range: range) { result, flags, stop in
            if let result {
                found = result.range
                stop.pointee = true
                return
            }
            if flags.contains(.completed) {
                completed = !flags.contains(.internalError)
                return
            }
            spent += 1
            if spent > budget { stop.pointee = true }
        }
        if let found { return (.found(found), spent) }
        // Without a match, only a search that ran to its end says there is none: one stopped
        // here or by ICU's own limits (which end a search without a word) decides nothing.
        return (completed && spent <= budget ? .absent : .undecided, spent)
    }

    /// The compiled expressions, made once and shared by every thread: the pattern, and the
    /// pattern after a lazy `.*?` that the budgeted search runs from the start of the text.
    private final class Expression: @unchecked Sendable {
        // NSRegularExpression is immutable and documented as safe to share between threads;
        // the lock guards only its creation.
        private let source: String
        private let options: NSRegularExpression.Options
        private let lock = NSLock()
        private var plainResult: Result<NSRegularExpression, Error>?
        private var scanningResult: Result<NSRegularExpression, Error>?

        init(_ source: String, options: NSRegularExpression.Options) {
            self.source = source
            self.options = options
        }

        /// Compiles both, so that a rule file with a pattern that cannot be searched is refused.
        func compileBoth() throws {
            let plain = try plain()
            guard let scanning = try? scanning(), plain.numberOfCaptureGroups == scanning.numberOfCaptureGroups else {
                throw PatternNotScannable()
            }
        }

        func plain() throws -> NSRegularExpression {
            lock.lock()
            defer { lock.unlock() }
            if plainResult == nil { plainResult = Result { try NSRegularExpression(pattern: source, options: options) } }
            return try plainResult!.get()
        }

        /// `(?s:.*?)(?:pattern)`. A pattern whose end would swallow the closing parenthesis (an
        /// unclosed `\Q`, a `#` comment in `(?x)` mode) leaves it unbalanced, and it does not compile.
        func scanning() throws -> NSRegularExpression {
            lock.lock()
            defer { lock.unlock() }
            if scanningResult == nil {
                scanningResult = Result { try NSRegularExpression(pattern: "(?s:.*?)(?:" + source + ")", options: options) }
            }
            return try scanningResult!.get()
        }
    }
}

/// A pattern that compiles alone but not after `.*?` (its end swallows what follows it).
private struct PatternNotScannable: Error {}

/// A regular expression of a rule ran out of its budget on a text: whether the text matches is
/// not known, and the check cannot say.
struct PatternBudgetExceeded: Error, Equatable {
    var pattern: String
}
