/// What the guidelines ask of an alert title (p. 91), decided by what kind of title it is:
/// - a fragment or a single sentence that is not a question: title style, no ending punctuation;
/// - a single question: sentence style and an ending question mark;
/// - two or more sentences: sentence style and ending punctuation for each sentence.
enum AlertTitleStyle: String, Sendable, Equatable {
    case statement
    case question
    case sentences

    var expectation: String {
        switch self {
        case .statement: return "title-style capitalization and no ending punctuation"
        case .question: return "sentence-style capitalization and an ending question mark"
        case .sentences: return "sentence-style capitalization and ending punctuation for each sentence"
        }
    }

    static let endingPunctuation: Set<Character> = [".", "!", "?", ":", ";", ","]
    static let closers: Set<Character> = ["\"", "'", "”", "’", ")"]
    static let abbreviations: Set<String> = ["e.g.", "i.e.", "etc.", "vs.", "mr.", "mrs.", "ms.", "dr.", "inc.", "no.", "st."]

    static func classify(_ title: String) -> AlertTitleStyle {
        let sentences = sentenceCount(title)
        if sentences >= 2 { return .sentences }
        var trimmed = Substring(title.trimmedOfWhitespaceAndNewlines)
        trimmed = trimmed.droppingTrailing(closers)
        // "Really?!" is a question too.
        while trimmed.last == "!" && trimmed.withoutLastCharacter.last == "?" { trimmed = trimmed.withoutLastCharacter }
        return trimmed.last == "?" ? .question : .statement
    }

    /// Sentences end at `.`, `!` or `?` followed by white space and a capital or a digit, unless
    /// the word before is a known abbreviation.
    static func sentenceCount(_ text: String) -> Int {
        let words = text.split(whereSeparator: \.isWhitespaceQuick)
        guard !words.isEmpty else { return 0 }
        var count = 1
        for (word, next) in zip(words, words.dropFirst()) {
            let core = Substring(word).droppingTrailing(closers)
            guard let last = core.last, last == "." || last == "!" || last == "?" else { continue }
            // Abbreviations and dotted initialisms (U.S., e.g.) do not end sentences.
            guard !abbreviations.contains(core.lowercased()), !core.withoutLastCharacter.contains("."), !core.hasSuffix("...") else { continue }
            guard let first = next.first(where: \.isLetterOrNumberQuick), first.isUppercaseQuick || first.isNumberQuick else { continue }
            count += 1
        }
        return count
    }

    /// The title as the guidelines would have it. `names` keep their capital in sentence style
    /// (see `Capitalization.sentenceStyle(_:keeping:)`).
    func corrected(_ title: String, keeping names: Set<String> = []) -> String {
        let trimmed = title.trimmedOfWhitespaceAndNewlines
        switch self {
        case .statement:
            return Capitalization.titleStyle(Self.droppingEndingPunctuation(trimmed, keepingAbbreviations: true))
        case .question:
            return Capitalization.sentenceStyle(trimmed, keeping: names)
        case .sentences:
            let styled = Capitalization.sentenceStyle(trimmed, keeping: names)
            let core = Substring(styled).droppingTrailing(AlertTitleStyle.closers)
            if let last = core.last, !(last == "." || last == "!" || last == "?") { return styled + "." }
            return styled
        }
    }

    /// `text` without the punctuation at its end (`.`, `!`, `?`, `:`, `;`, `,`, with a closing
    /// quote or parenthesis after it), as a title without ending punctuation has it. An ellipsis
    /// is not ending punctuation in the sense of the guidelines and stays; with
    /// `keepingAbbreviations`, so does the period of an abbreviation (etc., U.S.), which belongs
    /// to the word. Without it, the text is what button-title-no-end-punct accepts.
    ///
    /// One mark at a time from the end, each closing quote kept after the word: the text before
    /// the marks is a part of the trimmed text that only shrinks, and the closing quotes are kept
    /// as the runs they came in, so that a text of a million marks costs a million steps, not a
    /// copy of the text for each.
    static func droppingEndingPunctuation(_ text: String, keepingAbbreviations: Bool) -> String {
        let trimmed = text.trimmedOfWhitespaceAndNewlines
        var body = Substring(trimmed)
        // The closing quotes that follow `body`, the last run first.
        var closingRuns: [Substring] = []
        while true {
            let core = body.droppingTrailing(closers)
            guard let last = core.last, endingPunctuation.contains(last), !core.hasSuffix("...") else { break }
            if keepingAbbreviations && last == "." {
                let wordStart = core.lastIndex(of: " ").map { core.index(after: $0) } ?? core.startIndex
                let word = core[wordStart...].lowercased()
                if abbreviations.contains(word) || word.dropLast().contains(".") { break }
            }
            // The punctuation goes; a closing quote after it stays, now after the word.
            closingRuns.append(body[core.endIndex...])
            body = core.withoutLastCharacter.droppingTrailingWhitespaceAndNewlines
        }
        return closingRuns.reversed().reduce(into: String(body)) { $0 += $1 }
    }
}
