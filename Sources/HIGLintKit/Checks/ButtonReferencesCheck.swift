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
struct ButtonReferencesCheck: CheckPrimitive {
    enum Mode: String, CaseIterable, RuleReadable, Sendable { case quoted, caseMismatch, instruction }

    static let declaration = PrimitiveDeclaration(
        name: "buttonReferences",
        summary: "How the text of an alert (its `properties`) speaks of its own buttons (the children that match `buttons`).",
        parameters: [
            .required("properties", .properties(.element), "The properties whose text is read."),
            .required("buttons", .selector(.children), "The children whose titles count as buttons."),
            .required("mode", .choice(of: Mode.self), "`quoted`: a button title in quotation marks; `caseMismatch`: a mention of a button in another capitalisation; `instruction`: one of `verbs` followed by a button title or the word \"button\"."),
            .optional("verbs", .words, "For `instruction`: the verbs that make an instruction (default `tap`)."),
        ],
        variables: [("text", "the text"), ("button", "the button's title"), ("found", "the words found"),
                    ("verb", "the verb found"), ("property", "the property's name")])

    var properties: [String]
    var buttons: Selector
    var mode: Mode
    var verbs: [String]?
    /// The reference found in each text among each set of titles.
    /// - Note: for speed: the same alert texts and button titles recur across a project's screens,
    ///   and each is searched once.
    private let references = TextMemo<Reference?>()

    /// A button the text speaks of, as it speaks of it, and the verb before it.
    private struct Reference {
        var button: String
        var found: String
        var verb: String
    }

    init(_ parameters: RuleFields) throws {
        properties = try parameters.required("properties")
        buttons = try parameters.required("buttons")
        mode = try parameters.required("mode")
        verbs = try parameters.optional("verbs")
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
    /// three words after a selection verb, or a title followed by the word "button". Kept as
    /// word positions: the text of a mention is made only for the mentions looked at.
    private struct Mention {
        /// The words of the title or of "button".
        var captured: ClosedRange<Int>
        /// The words of the whole mention, the verb included.
        var whole: ClosedRange<Int>
        /// The word of the verb, if any.
        var verb: Int?
        var quoted: Bool
    }

    static let selectionVerbs = ["tap", "touch", "click", "press", "choose", "select"]

    /// Titles of more words than this are not looked for in the text: no alert shows one, and
    /// as each word of the text starts at most one mention of each kind, the text of all the
    /// mentions together is at most this many times the text.
    static let longestTitleWords = 16

    /// Finds the mentions by walking the text's words once, the titles' words in a tree. (Not with
    /// regular expressions built from each alert's titles: compiling one costs far more than the
    /// whole check, and Foundation does not free all a compiled expression holds.)
    private func mentions(in scanner: WordScanner, titles: [String], verbs: [String]) -> [Mention] {
        let titleWords = TitleTree(titles.map { WordScanner($0).words.map { $0.lowercased } }
            .filter { !$0.isEmpty && $0.count <= Self.longestTitleWords })
        let verbSet = Set(verbs.map { $0.lowercased() })
        var quoted: [Mention] = [], instructed: [Mention] = [], named: [Mention] = []
        for start in scanner.words.indices {
            if let length = titleWords.longestMatch(in: scanner.words, at: start) {
                let captured = start...(start + length - 1)
                if scanner.isQuoted(from: start, through: start + length - 1) {
                    quoted.append(Mention(captured: captured, whole: captured, verb: nil, quoted: true))
                }
                let next = start + length
                if next < scanner.words.count, scanner.words[next].lowercased == "button", scanner.onlySpaces(between: next - 1, and: next) {
                    named.append(Mention(captured: captured, whole: start...next, verb: nil, quoted: false))
                }
            }
            // A selection verb, then up to three words, then a title or the word "button".
            guard verbSet.contains(scanner.words[start].lowercased), !scanner.followsHyphen(start) else { continue }
            for target in (start + 1)..<min(start + 5, scanner.words.count) {
                guard scanner.onlySpaces(between: target - 1, and: target, allowingOpeningQuote: true) else { break }
                if let length = titleWords.longestMatch(in: scanner.words, at: target) {
                    instructed.append(Mention(captured: target...(target + length - 1), whole: start...(target + length - 1),
                                              verb: start, quoted: false))
                    break
                }
                if scanner.words[target].lowercased == "button" {
                    instructed.append(Mention(captured: target...target, whole: start...target, verb: start, quoted: false))
                    break
                }
            }
        }
        return quoted + instructed + named
    }

    private func firstReference(in scanner: WordScanner, titles: [String]) -> (button: String, found: String, verb: String)? {
        let all = mentions(in: scanner, titles: titles, verbs: mode == .instruction ? (verbs ?? ["tap"]) : Self.selectionVerbs)
        // The first title of each spelling, lowercased: what a mention's text is compared with.
        var titleByLowercased: [String: String] = [:]
        for title in titles where titleByLowercased[title.lowercased()] == nil { titleByLowercased[title.lowercased()] = title }
        for mention in all {
            let captured = scanner.text(from: mention.captured.lowerBound, through: mention.captured.upperBound)
            let verb = mention.verb.map { scanner.words[$0].text } ?? ""
            let whole = { scanner.text(from: mention.whole.lowerBound, through: mention.whole.upperBound) }
            switch mode {
            case .quoted:
                if mention.quoted, let button = titleByLowercased[captured.lowercased()] { return (button, whole(), "") }
            case .caseMismatch:
                if let button = titleByLowercased[captured.lowercased()], captured != button { return (button, captured, verb) }
            case .instruction:
                if !verb.isEmpty { return (titleByLowercased[captured.lowercased()] ?? captured, whole(), verb) }
            }
        }
        return nil
    }
}

/// Button titles as sequences of lowercased words, in a tree of words: the longest title that
/// starts at a word of a text is found in as many steps as it has words, however many titles
/// there are.
struct TitleTree {
    private var children: [[String: Int]] = [[:]]
    /// For each node, whether a title ends there.
    private var ends: [Bool] = [false]

    init(_ titles: [[String]]) {
        for title in titles {
            var node = 0
            for word in title {
                if let child = children[node][word] {
                    node = child
                } else {
                    children.append([:])
                    ends.append(false)
                    children[node][word] = children.count - 1
                    node = children.count - 1
                }
            }
            ends[node] = true
        }
    }

    /// The length in words of the longest title that starts at word `index`, if any.
    func longestMatch(in words: [WordScanner.Word], at index: Int) -> Int? {
        var node = 0, longest: Int?, position = index
        while position < words.count, let child = children[node][words[position].lowercased] {
            node = child
            position += 1
            if ends[node] { longest = position - index }
        }
        return longest
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
