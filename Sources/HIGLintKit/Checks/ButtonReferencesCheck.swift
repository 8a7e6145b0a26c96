import Foundation

/// How the text of an alert (its `properties`, e.g. title and message) speaks of its own buttons
/// (the children that match `buttons`):
/// - `quoted`: a button title in quotation marks;
/// - `caseMismatch`: a mention of a button (in quotes, after a selection verb, or followed by the
///   word "button") in another capitalisation than the button's own — a plain "cancel" in a
///   sentence is a verb, not a mention;
/// - `instruction`: one of `verbs` followed, within three words, by a button title or the word
///   "button" — text that tells people which button to tap. "iPod touch" or "Multi-Touch" never
///   match, as no button title follows them.
struct ButtonReferencesCheck: CheckPrimitive, Decodable {
    enum Mode: String, Decodable, Sendable { case quoted, caseMismatch, instruction }

    static let typeName = "buttonReferences"
    static let parameters = ["properties", "buttons", "mode", "verbs"]
    static let variables = ["text", "button", "found", "verb", "property"]

    var properties: [String]
    var buttons: Selector
    var mode: Mode
    var verbs: [String]?

    enum CodingKeys: String, CodingKey { case properties, buttons, mode, verbs }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        properties = try c.decodeOneOrMany(.properties) ?? []
        buttons = try c.decode(Selector.self, forKey: .buttons)
        mode = try c.decode(Mode.self, forKey: .mode)
        verbs = try c.decodeOneOrMany(.verbs)
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", ")), ("buttons", buttons.summary), ("mode", mode.rawValue)]
            + (verbs.map { [("verbs", $0.joined(separator: ", "))] } ?? [])
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        let titles = context.element.children.filter { buttons.matches($0) }.compactMap { $0.string("title") }
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        guard !titles.isEmpty else { return [] }
        var findings: [CheckFinding] = []
        for name in properties {
            guard let property = context.element.property(name) else { continue }
            let text = property.value.text
            if let (button, found, verb) = firstReference(in: text, titles: titles) {
                findings.append(CheckFinding(["text": text, "button": button, "found": found, "verb": verb, "property": name],
                                             location: property.location))
            }
        }
        return findings
    }

    /// Places where the text mentions a button: a title in quotes, a title or "button" within
    /// three words after a selection verb, or a title followed by the word "button".
    private struct Mention {
        var captured: String
        var whole: String
        var verb: String
        var quoted: Bool
    }

    static let selectionVerbs = ["tap", "touch", "click", "press", "choose", "select"]

    private func mentions(in text: String, titles: [String], verbs: [String]) -> [Mention] {
        let titleGroup = "(" + titles.sorted { $0.count > $1.count }.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")"
        let verbGroup = "(" + verbs.map(NSRegularExpression.escapedPattern(for:)).joined(separator: "|") + ")"
        let word = "(?<![\\p{L}\\p{N}-])"
        let end = "(?![\\p{L}\\p{N}])"
        let sources: [(String, quoted: Bool, hasVerb: Bool)] = [
            ("()[\"“‘'«]\\s*\(titleGroup)\\s*[\"”’'»]", true, false),
            ("\(word)\(verbGroup)\\s+(?:[\\p{L}\\p{N}'’]+\\s+){0,3}?[\"“‘']?(\(titleGroup.dropFirst().dropLast())|button)\(end)", false, true),
            ("()\(word)\(titleGroup)\\s+button\(end)", false, false),
        ]
        var found: [Mention] = []
        for (source, quoted, hasVerb) in sources {
            guard let pattern = PatternCache.shared.pattern(source) else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in pattern.expression.matches(in: text, range: range) {
                guard let whole = Range(match.range, in: text), let target = Range(match.range(at: 2), in: text) else { continue }
                let verb = hasVerb ? Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? "" : ""
                found.append(Mention(captured: String(text[target]), whole: String(text[whole]), verb: verb, quoted: quoted))
            }
        }
        return found
    }

    private func firstReference(in text: String, titles: [String]) -> (button: String, found: String, verb: String)? {
        let all = mentions(in: text, titles: titles, verbs: mode == .instruction ? (verbs ?? ["tap"]) : Self.selectionVerbs)
        for mention in all {
            let button = titles.first { $0.lowercased() == mention.captured.lowercased() }
            switch mode {
            case .quoted:
                if mention.quoted, let button { return (button, mention.whole, "") }
            case .caseMismatch:
                if let button, mention.captured != button { return (button, mention.captured, mention.verb) }
            case .instruction:
                if !mention.verb.isEmpty { return (button ?? mention.captured, mention.whole, mention.verb) }
            }
        }
        return nil
    }
}

/// Compiled patterns by source text. The patterns of `buttonReferences` are built from each
/// alert's button titles, and compiling one costs far more than matching it; alerts of a project
/// share their titles (OK, Cancel), so a small cache serves most of them.
final class PatternCache: @unchecked Sendable {
    static let shared = PatternCache()

    private let lock = NSLock()
    private var patterns: [String: Pattern] = [:]
    private let capacity = 512

    func pattern(_ source: String) -> Pattern? {
        lock.lock()
        if let known = patterns[source] {
            lock.unlock()
            return known
        }
        lock.unlock()
        guard let compiled = try? Pattern(source, caseInsensitive: true) else { return nil }
        lock.lock()
        if patterns.count >= capacity { patterns.removeAll(keepingCapacity: true) }
        patterns[source] = compiled
        lock.unlock()
        return compiled
    }
}
