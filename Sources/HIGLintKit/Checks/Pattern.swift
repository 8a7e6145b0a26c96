import Foundation

/// A regular expression from a rule file, compiled once when the rule is read. Rule files are
/// refused when a pattern does not compile.
struct Pattern: Decodable, @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to share between threads.
    let source: String
    let expression: NSRegularExpression

    init(_ source: String, caseInsensitive: Bool = true) throws {
        self.source = source
        expression = try NSRegularExpression(pattern: source, options: caseInsensitive ? [.caseInsensitive] : [])
    }

    init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        do {
            try self.init(text)
        } catch {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "invalid regular expression '\(text)'"))
        }
    }

    /// The first match in `text`, as text.
    func firstMatch(in text: String) -> String? {
        let range = NSRange(text.startIndex..., in: text)
        guard let match = expression.firstMatch(in: text, range: range), let found = Range(match.range, in: text) else { return nil }
        return String(text[found])
    }
}
