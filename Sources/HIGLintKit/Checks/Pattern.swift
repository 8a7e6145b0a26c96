import Foundation

/// A regular expression from a rule file. Rule files are refused when a pattern does not compile;
/// the built-in rules, whose patterns the tests compile, compile theirs on first use instead, so
/// that a run pays only for the patterns it needs (compiling them all was a tenth of start-up).
struct Pattern: Decodable, Sendable {
    /// Set in a decoder's `userInfo` to compile patterns on first use.
    static let compileOnFirstUse = CodingUserInfoKey(rawValue: "higlint.compilePatternsOnFirstUse")!

    let source: String
    private let expression: Expression

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

    /// The first match in `text`, as text.
    func firstMatch(in text: String) -> String? {
        // A pattern that does not compile matches nothing (only possible for a built-in pattern,
        // and the tests compile every one).
        guard let expression = try? expression.compiled() else { return nil }
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: range), let found = Range(match.range, in: text) else { return nil }
        return String(text[found])
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
