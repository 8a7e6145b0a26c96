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
    /// The reference found in each text among each set of titles.
    /// - Note: finding references took 7.6 % of the processor time of the JSON run on 10,000
    ///   screens with findings (`Benchmarks/run findings`, `--jobs 1`), 2.0 % with them kept (with
    ///   the capitalisation judgements kept too, the run went from 1.73 to 1.51 s).
    private let references = TextMemo<Reference?>()

    /// A button the text speaks of, as it speaks of it, and the verb before it.
    private struct Reference {
        var button: String
        var found: String
        var verb: String
    }

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
            .filter { !$0.isBlank }
        guard !titles.isEmpty else { return [] }
        var findings: [CheckFinding] = []
        for name in properties {
            guard let property = context.element.property(name) else { continue }
            let text = property.value.text
            let reference = references.value(for: TextMemo<Reference?>.key(titles + [text])) {
                firstReference(in: context.words(of: text), titles: titles).map { Reference(button: $0.button, found: $0.found, verb: $0.verb) }
            }
            if let reference {
                findings.append(CheckFinding(["text": text, "button": reference.button, "found": reference.found, "verb": reference.verb,
                                              "property": name], location: property.location))
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

    /// Finds the mentions by walking the text's words. (Not with regular expressions built from
    /// each alert's titles: compiling one costs far more than the whole check, and Foundation does
    /// not free all a compiled expression holds.)
    private func mentions(in scanner: WordScanner, titles: [String], verbs: [String]) -> [Mention] {
        let titleWords = titles.map { WordScanner($0).words.map { $0.lowercased } }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        let verbSet = Set(verbs.map { $0.lowercased() })
        var quoted: [Mention] = [], instructed: [Mention] = [], named: [Mention] = []
        for start in scanner.words.indices {
            if let length = scanner.match(titleWords, at: start) {
                let captured = scanner.text(from: start, through: start + length - 1)
                if scanner.isQuoted(from: start, through: start + length - 1) {
                    quoted.append(Mention(captured: captured, whole: captured, verb: "", quoted: true))
                }
                let next = start + length
                if next < scanner.words.count, scanner.words[next].lowercased == "button", scanner.onlySpaces(between: next - 1, and: next) {
                    named.append(Mention(captured: captured, whole: scanner.text(from: start, through: next), verb: "", quoted: false))
                }
            }
            // A selection verb, then up to three words, then a title or the word "button".
            guard verbSet.contains(scanner.words[start].lowercased), !scanner.followsHyphen(start) else { continue }
            for target in (start + 1)..<min(start + 5, scanner.words.count) {
                guard scanner.onlySpaces(between: target - 1, and: target, allowingOpeningQuote: true) else { break }
                if let length = scanner.match(titleWords, at: target) {
                    instructed.append(Mention(captured: scanner.text(from: target, through: target + length - 1),
                                              whole: scanner.text(from: start, through: target + length - 1),
                                              verb: scanner.words[start].text, quoted: false))
                    break
                }
                if scanner.words[target].lowercased == "button" {
                    instructed.append(Mention(captured: scanner.words[target].text, whole: scanner.text(from: start, through: target),
                                              verb: scanner.words[start].text, quoted: false))
                    break
                }
            }
        }
        return quoted + instructed + named
    }

    private func firstReference(in scanner: WordScanner, titles: [String]) -> (button: String, found: String, verb: String)? {
        let all = mentions(in: scanner, titles: titles, verbs: mode == .instruction ? (verbs ?? ["tap"]) : Self.selectionVerbs)
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

/// The words of a text (runs of letters, digits and apostrophes) with what stands between them.
struct WordScanner {
    struct Word {
        var text: String
        var lowercased: String
        var start: Int
        var end: Int
    }

    let characters: [Character]
    private(set) var words: [Word] = []

    static let openingQuotes: Set<Character> = ["\"", "“", "‘", "'", "«"]
    static let closingQuotes: Set<Character> = ["\"", "”", "’", "'", "»"]

    init(_ text: String) {
        characters = Array(text)
        var index = 0
        while index < characters.count {
            guard Self.isWordCharacter(characters[index]) else { index += 1; continue }
            let start = index
            while index < characters.count && Self.isWordCharacter(characters[index]) { index += 1 }
            // An apostrophe at either end is a quotation mark, not part of the word.
            var (first, last) = (start, index)
            while first < last && (characters[first] == "'" || characters[first] == "’") { first += 1 }
            while last > first && (characters[last - 1] == "'" || characters[last - 1] == "’") { last -= 1 }
            guard first < last else { continue }
            let text = String(characters[first..<last])
            words.append(Word(text: text, lowercased: text.lowercased(), start: first, end: last))
        }
    }

    static func isWordCharacter(_ c: Character) -> Bool { c.isLetterOrNumberQuick || c == "'" || c == "’" }

    /// The length in words of the longest of `titles` that starts at word `index`, if any.
    func match(_ titles: [[String]], at index: Int) -> Int? {
        for title in titles where index + title.count <= words.count {
            if zip(title, words[index..<(index + title.count)]).allSatisfy({ $0 == $1.lowercased }) { return title.count }
        }
        return nil
    }

    func text(from first: Int, through last: Int) -> String { String(characters[words[first].start..<words[last].end]) }

    /// Whether only white space (and, if allowed, one opening quotation mark) separates two words.
    func onlySpaces(between first: Int, and second: Int, allowingOpeningQuote: Bool = false) -> Bool {
        var gap = characters[words[first].end..<words[second].start].filter { !$0.isWhitespaceQuick }
        if allowingOpeningQuote, let last = gap.last, Self.openingQuotes.contains(last) { gap.removeLast() }
        return gap.isEmpty && words[second].start > words[first].end
    }

    /// Whether words `first` through `last` stand between quotation marks.
    func isQuoted(from first: Int, through last: Int) -> Bool {
        let before = characters[..<words[first].start].last { !$0.isWhitespaceQuick }
        let after = characters[words[last].end...].first { !$0.isWhitespaceQuick }
        guard let before, let after else { return false }
        return Self.openingQuotes.contains(before) && Self.closingQuotes.contains(after)
    }

    /// Whether the word is joined to the one before by a hyphen ("Multi-Touch").
    func followsHyphen(_ index: Int) -> Bool {
        words[index].start > 0 && characters[words[index].start - 1] == "-"
    }
}
