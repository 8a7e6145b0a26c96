/// Title-style and sentence-style capitalisation as the guidelines define them (p. 90):
///
/// - "Title-style capitalization means that every word is capitalized, except articles,
///   coordinating conjunctions, and prepositions of four or fewer letters."
/// - "Sentence-style capitalization means that the first word is capitalized, and the rest of the
///   words are lowercase, unless they are proper nouns or proper adjectives."
///
/// Where the document leaves a case open, both spellings are accepted rather than guessed:
/// minor words that are also verb particles (Log In, Sign Up), any minor word in last position,
/// the later parts of a hyphenated word. Words with inner or all capitals (iPhone, OK, URL),
/// and words that start with a digit, are left alone. A few words are spelt in capitals whatever
/// their place: the guidelines' "OK", so "ok" and "Ok" become "OK" in either style.
enum Capitalization {
    static let articles: Set<String> = ["a", "an", "the"]
    static let coordinatingConjunctions: Set<String> = ["and", "but", "or", "nor", "for", "so", "yet"]
    static let shortPrepositions: Set<String> = [
        "as", "at", "by", "for", "from", "in", "into", "of", "off", "on", "onto", "out", "over", "per", "to", "up",
        "upon", "via", "vs", "vs.", "with", "down", "like", "near", "past", "plus", "save", "than", "till", "unto",
        "amid", "atop", "thru", "sans",
    ]
    /// Minor words that are often something else (a verb particle, an adverb, a verb): either case.
    static let eitherCase: Set<String> = [
        "in", "on", "off", "out", "up", "down", "over", "by", "as", "so", "yet", "like", "near", "past", "plus",
        "save", "than", "till", "for",
    ]
    /// Words after which "to" marks an infinitive ("Unable To Reach Pump", "How to Pair",
    /// "Nothing To Show"): not a preposition, which is all the guidelines' rule lowers, so either
    /// case. After other words "to" is taken for the preposition ("Add to Favorites"), unless a
    /// verb follows it (`infinitiveVerbs`).
    static let infinitiveLeads: Set<String> = [
        "unable", "able", "failed", "how", "want", "wants", "need", "needs", "ready", "tap", "press", "click", "try",
        "trying", "going", "have", "has", "what", "where", "when", "why", "time", "continue", "allowed", "required",
        "willing", "nothing", "something", "anything", "everything", "more", "easy", "about", "used", "choose",
        "remember", "forget", "forgot", "learn", "way",
    ]
    /// Verbs that, after "to", make it an infinitive whatever comes before ("Sign In To Continue",
    /// "Swipe To Delete"). Only verbs a title would hardly use as a noun after the preposition: "Add
    /// to List" keeps its preposition, since "list" is not here.
    static let infinitiveVerbs: Set<String> = [
        "show", "do", "reach", "clear", "install", "update", "continue", "add", "delete", "remove", "save", "load",
        "open", "connect", "sign", "log", "find", "see", "use", "get", "make", "send", "share", "view", "read",
        "start", "stop", "try", "edit", "change", "create", "download", "upload", "sync", "pair", "scan", "enable",
        "disable", "allow", "access", "join", "leave", "restore", "reset", "refresh", "import", "export", "verify",
        "confirm", "complete", "finish", "buy", "purchase", "subscribe", "unlock", "keep", "select", "choose",
        "enter", "go", "be", "begin", "learn", "watch", "listen", "record", "take", "give", "invite", "report",
    ]
    /// Abbreviations written in lower case wherever they stand.
    static let lowercaseAbbreviations: Set<String> = ["etc", "e.g", "i.e", "vs"]

    /// Words whose correct form is all capitals, lowercased: "OK", as the guidelines spell it.
    static let allCapitals: Set<String> = ["ok"]

    /// The word in capitals when that is its correct form ("ok", "Ok" → "OK"), else nil.
    static func allCapitalsForm(_ word: Substring) -> String? {
        allCapitals.contains(word.lowercased()) ? word.uppercased() : nil
    }

    static func isMinorWord(_ word: String) -> Bool {
        let w = word.lowercased()
        return articles.contains(w) || coordinatingConjunctions.contains(w) || shortPrepositions.contains(w)
    }

    /// Words whose case is theirs to keep: inner capitals (iPhone, VoiceOver), all capitals
    /// (OK, URL), a leading digit (3G), or an address or a file name spelt as it is
    /// (`autofill.me`, `name@example.com`, `notes.txt`: `CommandTitleText.isAddress`).
    static func isExempt(_ word: Substring) -> Bool {
        guard let first = word.first else { return true }
        if first.isNumberQuick || lowercaseAbbreviations.contains(String(word)) { return true }
        if word.contains(where: { $0 == "." || $0 == "@" }), CommandTitleText.isAddress(String(word)) { return true }
        let letters = word.filter(\.isLetterQuick)
        if letters.count >= 2 && letters.allSatisfy(\.isUppercaseQuick) { return true }
        return word.dropFirst().contains(where: \.isUppercaseQuick)
    }

    /// The text in title style. Open cases keep the writer's spelling.
    static func titleStyle(_ text: String) -> String {
        let words = splitWords(text)
        let wordIndices = words.indices.filter { words[$0].isWord }
        guard let firstWord = wordIndices.first, let lastWord = wordIndices.last else { return text }
        let quoted = quotedWordIndices(words)
        var result = ""
        var previousWord: Substring = ""
        var position = 0  // among the words alone, to find the next word
        for (index, token) in words.enumerated() {
            guard token.isWord else {
                result += token.text
                continue
            }
            defer {
                previousWord = token.parts.core
                position += 1
            }
            guard !quoted.contains(index) else {
                result += token.text
                continue
            }
            let nextWord = position + 1 < wordIndices.count ? words[wordIndices[position + 1]].parts.core : ""
            result += casedForTitle(token, isFirst: index == firstWord, isLast: index == lastWord,
                                    after: previousWord, before: nextWord)
        }
        return result
    }

    static let openingQuotes: Set<Character> = ["“", "‘", "\"", "'", "«"]
    static let closingQuotes: Set<Character> = ["”", "’", "\"", "'", "»"]

    /// Words inside quotation marks: names of things (“Holiday Fund”, “Maps”) keep their case.
    static func quotedWordIndices(_ words: [Token]) -> Set<Int> {
        var result = Set<Int>()
        var inQuote = false
        for (index, token) in words.enumerated() where token.isWord {
            let (lead, _, trail) = token.parts
            if lead.contains(where: openingQuotes.contains) { inQuote = true }
            if inQuote { result.insert(index) }
            if trail.contains(where: closingQuotes.contains) { inQuote = false }
        }
        return result
    }

    /// `previous` and `next`: the words around it, whose case is not looked at.
    private static func casedForTitle(_ token: Token, isFirst: Bool, isLast: Bool, after previous: Substring,
                                      before next: Substring) -> String {
        let (lead, core, trail) = token.parts
        if let capitals = allCapitalsForm(core) { return lead + capitals + trail }
        guard !core.isEmpty, !isExempt(core) else { return token.text }
        let lowered = core.lowercased()
        let cased: String
        if isFirst {
            cased = capitalizeHyphenated(core)
        } else if isMinorWord(lowered) {
            let isInfinitive = lowered == "to"
                && (infinitiveLeads.contains(previous.lowercased()) || infinitiveVerbs.contains(next.lowercased()))
            cased = (isLast || eitherCase.contains(lowered) || isInfinitive) ? String(core) : lowered
        } else {
            cased = capitalizeHyphenated(core)
        }
        return lead + cased + trail
    }

    /// The first part of a hyphenated word is capitalised; the document itself spells the later
    /// parts both ways ("Fingertip-Size", "Web-only"), so they keep their case.
    private static func capitalizeHyphenated(_ word: Substring) -> String {
        guard let first = word.first else { return String(word) }
        return first.uppercased() + word.dropFirst()
    }

    /// The text in sentence style: the first word capitalised; later words lowercase where the
    /// text is plainly in title style, that is where two or more words after the first are
    /// capitalised and no word that title style would capitalise is written in lower case.
    ///
    /// A capitalised word inside a sentence the writer otherwise wrote in lower case is taken for
    /// a proper noun (Mail, Safari), which higlint cannot tell apart from a word capitalised by
    /// mistake, so it is kept: only a text written wholly in title style is lowered. Even then,
    /// `names` (the app's name, words the same element capitalises inside a sentence elsewhere)
    /// and the few `properNouns` keep their capital: "Should Notes Sync?" in the Notes app
    /// becomes "Should Notes sync?", not "Should notes sync?".
    static func sentenceStyle(_ text: String, keeping names: Set<String> = []) -> String {
        let words = splitWords(text)
        let wordIndices = words.indices.filter { words[$0].isWord }
        guard let firstWord = wordIndices.first else { return text }
        let quoted = quotedWordIndices(words)
        let lowerAll = isTitleStyleSentence(words, wordIndices: wordIndices, quoted: quoted)
        var result = ""
        for (index, token) in words.enumerated() {
            guard token.isWord else { result += token.text; continue }
            let (lead, core, trail) = token.parts
            if let capitals = allCapitalsForm(core) {
                result += lead + capitals + trail
            } else if index == firstWord || startsSentence(words, before: index) {
                result += isExempt(core) ? token.text : lead + capitalizeHyphenated(core) + trail
            } else if lowerAll && isLowerable(words, at: index, quoted: quoted) && !isName(core, names: names) {
                result += lead + core.lowercased() + trail
            } else {
                result += token.text
            }
        }
        return result
    }

    /// The words of `text` that it capitalises inside a sentence written in sentence style: the
    /// proper nouns its writer meant ("Sign in to Facebook." gives Facebook). A text in title
    /// style names none, since every word of it is capitalised.
    static func namesInSentences(of text: String) -> Set<String> {
        let words = splitWords(text)
        let wordIndices = words.indices.filter { words[$0].isWord }
        let quoted = quotedWordIndices(words)
        guard !isTitleStyleSentence(words, wordIndices: wordIndices, quoted: quoted) else { return [] }
        return Set(wordIndices.dropFirst().compactMap { index -> String? in
            guard !quoted.contains(index), !startsSentence(words, before: index) else { return nil }
            let core = words[index].parts.core
            guard core.first?.isUppercaseQuick == true, !isExempt(core), !isMinorWord(String(core)) else { return nil }
            return String(core)
        })
    }

    /// The words of a name, such as an app's ("Game Center" gives Game and Center).
    static func words(ofName name: String) -> Set<String> {
        Set(splitWords(name).filter(\.isWord).map { String($0.parts.core) }.filter { !$0.isEmpty })
    }

    /// Whether a word inside a sentence could be lowered: capitalised, not quoted, not exempt.
    private static func isLowerable(_ words: [Token], at index: Int, quoted: Set<Int>) -> Bool {
        guard !quoted.contains(index) else { return false }
        let core = words[index].parts.core
        return !isExempt(core) && allCapitalsForm(core) == nil && core.first?.isUppercaseQuick == true
            && !startsSentence(words, before: index)
    }

    /// Title style in disguise: two or more capitalised words after the first, and none of the
    /// words title style would capitalise written in lower case. One such lower-case word shows
    /// that the writer wrote a sentence, and then the capitals are theirs.
    private static func isTitleStyleSentence(_ words: [Token], wordIndices: [Int], quoted: Set<Int>) -> Bool {
        var capitalised = 0
        for index in wordIndices.dropFirst() where !quoted.contains(index) && !startsSentence(words, before: index) {
            let core = words[index].parts.core
            guard !core.isEmpty, !isExempt(core), allCapitalsForm(core) == nil else { continue }
            if core.first?.isUppercaseQuick == true {
                capitalised += 1
            } else if !isMinorWord(String(core)), core.first?.isLetterQuick == true {
                return false
            }
        }
        return capitalised >= 2
    }

    private static func isName(_ word: Substring, names: Set<String>) -> Bool {
        let text = String(word)
        return properNouns.contains(text) || names.contains(text)
    }

    /// Words that keep their capital inside a sentence whatever the context: names that are not
    /// also everyday words. App names that are (Mail, Photos, Notes) are not listed: a title-cased
    /// sentence lowercases them unless the screen's `app` names them or the alert's other text
    /// capitalises them inside a sentence.
    static let properNouns: Set<String> = [
        "I", "Apple", "Safari", "Spotlight", "Bluetooth", "Wi-Fi", "Multi-Touch", "Internet", "English",
        "Facebook", "Twitter", "Google", "Yahoo", "Flickr", "Gmail", "Hotmail", "Skype", "Mac", "Macintosh",
        "Microsoft",
    ]

    private static func startsSentence(_ words: [Token], before index: Int) -> Bool {
        guard let previous = words[..<index].last(where: \.isWord) else { return true }
        guard let last = previous.text.last else { return false }
        return last == "." || last == "!" || last == "?"
    }

    struct Token {
        var text: String
        var isWord: Bool

        /// Leading punctuation, the word, trailing punctuation: `"(Delete"` → `("`, `Delete`, ``.
        var parts: (lead: String, core: Substring, trail: String) {
            let scalars = Substring(text)
            let start = scalars.firstIndex(where: \.isLetterOrNumberQuick) ?? scalars.endIndex
            let end = scalars.lastIndex(where: \.isLetterOrNumberQuick).map { scalars.index(after: $0) } ?? start
            guard start < end else { return (text, "", "") }
            return (String(scalars[..<start]), scalars[start..<end], String(scalars[end...]))
        }
    }

    /// Splits at white space and at `/`, `&` and dashes, keeping the separators as tokens.
    static func splitWords(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var current = ""
        func flush() {
            if !current.isEmpty { tokens.append(Token(text: current, isWord: current.contains(where: \.isLetterOrNumberQuick))) }
            current = ""
        }
        for character in text {
            if character.isWhitespaceQuick || character == "/" || character == "&" || character == "—" || character == "–" {
                flush()
                tokens.append(Token(text: String(character), isWord: false))
            } else {
                current.append(character)
            }
        }
        flush()
        return tokens
    }
}
