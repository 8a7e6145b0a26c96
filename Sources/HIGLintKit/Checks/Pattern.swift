import Foundation

/// A regular expression from a rule file. Rule files are refused when a pattern does not compile;
/// the built-in rules, whose patterns the tests compile, compile theirs on first use instead, so
/// that a run pays only for the patterns it needs (compiling them all was a tenth of start-up).
struct Pattern: Decodable, Sendable {
    /// Set in a decoder's `userInfo` to compile patterns on first use.
    static let compileOnFirstUse = CodingUserInfoKey(rawValue: "higlint.compilePatternsOnFirstUse")!

    let source: String
    private let expression: Expression
    /// The outcome of each short text searched: a search's outcome depends on the text alone (its
    /// budget is counted in steps, not seconds).
    /// - Note: searching took 11 % of the processor time of the JSON run on 10,000 screens with
    ///   findings (`Benchmarks/run findings`, `--jobs 1`), 3 % with the outcomes kept; the run went
    ///   from 1.96 to 1.73 s.
    private let outcomes = TextMemo<Outcome>(longestKey: 128)

    init(_ source: String, caseInsensitive: Bool = true, compileNow: Bool = true) throws {
        self.source = source
        expression = Expression(source, options: caseInsensitive ? [.caseInsensitive] : [])
        if compileNow { _ = try expression.compiled() }
    }

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text, compileNow: decoder.userInfo[Self.compileOnFirstUse] as? Bool != true)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "invalid regular expression '\(text)'"))
        }
    }

    /// How long a search may run, in ICU's progress reports: ICU reports once for each position
    /// a search starts from and once every 10,000 or so matching steps. A search may have
    /// `ticksPerMatch` reports, one for each character of the text, and one more for every
    /// `textPerTick` characters, so that a simple pattern on a long text is never cut short (it
    /// takes a few steps a position); a pattern that backtracks without end (`^(a+)+$` on 40 a's
    /// and a b) uses them up in about a fifth of a second. Counted in steps, not seconds, so that
    /// the outcome does not depend on the machine or its load.
    static let ticksPerMatch = 1_000
    static let textPerTick = 10

    /// What looking for a pattern in a text gave.
    enum Outcome: Equatable {
        case match(String)
        case noMatch
        /// The match ran out of its budget (or ICU gave up): whether the text matches is not known.
        case undecided
    }

    /// The first match in `text`, as text; nil when there is none. A match that runs out of its
    /// budget is not "no match": it is `PatternBudgetExceeded`.
    func firstMatch(in text: String) throws(PatternBudgetExceeded) -> String? {
        switch outcomes.value(for: text, else: { search(text) }) {
        case .match(let found): return found
        case .noMatch: return nil
        case .undecided: throw PatternBudgetExceeded(pattern: source)
        }
    }

    /// The first match in `text`, with ICU's progress reports counted against the budget.
    func search(_ text: String, ticks: Int? = nil) -> Outcome {
        // A pattern that does not compile matches nothing (only possible for a built-in pattern,
        // and the tests compile every one).
        guard let expression = try? expression.compiled() else { return .noMatch }
        let range = NSRange(text.startIndex..., in: text)
        let budget = ticks ?? Self.ticksPerMatch + range.length + range.length / Self.textPerTick
        var spent = 0
        var outcome = Outcome.noMatch
        var completed = false
        expression.enumerateMatches(in: text, options: [.reportProgress, .reportCompletion], range: range) { result, flags, stop in
            if let result {
                if let found = Range(result.range, in: text) { outcome = .match(String(text[found])) }
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
        if case .match = outcome { return outcome }
        // Without a match, only a search that ran to its end says there is none: one stopped
        // here or by ICU's own limits (which end a search without a word) decides nothing.
        return completed && spent <= budget ? .noMatch : .undecided
    }

    /// The compiled expression, made once and shared by every thread.
    private final class Expression: @unchecked Sendable {
        // NSRegularExpression is immutable and documented as safe to share between threads;
        // the lock guards only its creation.
        private let source: String
        private let options: NSRegularExpression.Options
        private let lock = NSLock()
        private var result: Result<NSRegularExpression, Error>?

        init(_ source: String, options: NSRegularExpression.Options) {
            self.source = source
            self.options = options
        }

        func compiled() throws -> NSRegularExpression {
            lock.lock()
            defer { lock.unlock() }
            if result == nil { result = Result { try NSRegularExpression(pattern: source, options: options) } }
            return try result!.get()
        }
    }
}

/// A regular expression of a rule ran out of its budget on a text: whether the text matches is
/// not known, and the check cannot say.
struct PatternBudgetExceeded: Error, Equatable {
    var pattern: String
}
