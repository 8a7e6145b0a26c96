import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Texts shaped so that the text checks would do quadratic work, or let a regular expression run
/// far past its budget: each is answered as before, with work that grows with the text, not with
/// its square. Work is counted (ICU's ticks of matching steps) or bounded by the input's shape;
/// no test here times anything.
struct LinearTextTests {
    // MARK: the regular-expression budget

    @Test("a pattern's budget is counted in matching steps, not in the positions a search moves through")
    func budgetCountsStepsNotPositions() throws {
        let simple = try Pattern("b$")
        // A million positions, a step or two each: well within 500 ticks (5 million steps).
        #expect(simple.search(String(repeating: "a", count: 1_000_000) + "b", ticks: 500)
                == .match(Pattern.Found(text: "b", withoutMatch: String(repeating: "a", count: 1_000_000))))
        #expect(simple.search(String(repeating: "a", count: 1_000_000), ticks: 500) == .noMatch)
        // The same budget stops a pattern that backtracks without end, at the first position.
        let catastrophic = try Pattern("^(a+)+$")
        #expect(catastrophic.search(String(repeating: "a", count: 40) + "b", ticks: 500) == .undecided)
        #expect(catastrophic.search(String(repeating: "a", count: 40), ticks: 500) == .match(Pattern.Found(text: String(repeating: "a", count: 40), withoutMatch: "")))
    }

    @Test("a text's budget is 10 million steps and 16 steps a UTF-16 unit, in ticks of 10,000 steps")
    func budgetOfALongText() {
        #expect(Pattern.ticksBudget(forLength: 0) == 1_000)
        #expect(Pattern.ticksBudget(forLength: 1) == 1_001)
        #expect(Pattern.ticksBudget(forLength: 400_000) == 1_640)
        #expect(Pattern.ticksBudget(forLength: 1_000_000) == 2_600)
    }

    @Test("the budgeted search finds the match the pattern itself finds", arguments: [
        ("b$", "aab"), ("(a)\\1", "xaab aa"), ("(?<=x)y", "yxy"), ("\\bpin\\b", "spin pin"), ("x*", "abc"), ("^$", ""),
        ("(?-i)[.!?][\"'”’)]*\\s+[\"'“‘(]?[\\p{Lu}\\p{N}]", "Done. next. Next one"), ("a|ab", "xab"), ("(?m)^b", "a\nb"),
        ("\\Ga", "aab"), ("\\Ga", "bab"), ("e\u{301}", "cafe\u{301}"), ("$", "ab\n"), ("(?x) a b # a comment\n", "xab"),
        ("\\brotat(e|ing)\\b(?=.{0,25}?\\b(now|devices?)\\b)", "Rotating is fun; rotate your device now"), ("\\Qa.b\\E", "aab a.b"),
        ("[\\n\\r\\x{85}\\x{2028}\\x{2029}]", "one\u{2028}two"), ("(?<!a)b", "abcb"), ("\\p{Lu}{2}", "aBcDE"),
    ])
    func sameMatches(_ source: String, _ text: String) throws {
        let expression = try NSRegularExpression(pattern: source, options: [.caseInsensitive])
        let expected = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text))
            .flatMap { Range($0.range, in: text) }.map { String(text[$0]) }
        #expect(try Pattern(source).firstMatch(in: text) == expected)
    }

    @Test("a pattern whose end would swallow what follows it is refused, as one that does not compile is")
    func patternsThatSwallowTheirEnd() {
        #expect(throws: (any Error).self) { try Pattern("(?x)a # a comment") }
        #expect(throws: (any Error).self) { try Pattern("\\Qa(") }
        #expect(throws: (any Error).self) { try Pattern("(a") }
    }

    // MARK: ending punctuation

    /// How `droppingEndingPunctuation` worked before: a copy of the text for each mark dropped.
    static func droppingEndingPunctuationByCopies(_ text: String, keepingAbbreviations: Bool) -> String {
        var result = Substring(text.trimmedOfWhitespaceAndNewlines)
        while true {
            var core = result
            while let last = core.last, AlertTitleStyle.closers.contains(last) { core = core.dropLast() }
            guard let last = core.last, AlertTitleStyle.endingPunctuation.contains(last), !core.hasSuffix("...") else { break }
            if keepingAbbreviations && last == "." {
                let word = core.split(separator: " ").last.map(String.init)?.lowercased() ?? ""
                if AlertTitleStyle.abbreviations.contains(word) || word.dropLast().contains(".") { break }
            }
            let closing = result[core.endIndex...]
            result = Substring(String(core.dropLast()).trimmedOfWhitespaceAndNewlines + closing)
        }
        return String(result)
    }

    @Test("ending punctuation dropped mark by mark is what copying the text for each mark gave")
    func endingPunctuationAsBefore() {
        var generator = SeededGenerator(seed: 30)
        let pieces = ["a", "Hello", ".", "!", "?", ",", ";", ":", " ", ")", "”", "\"", "’", "etc", "U.S", "...", "\n", "e.g", "\u{A0}", "é", "\u{2029}"]
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...9, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            for keeping in [true, false] {
                #expect(AlertTitleStyle.droppingEndingPunctuation(text, keepingAbbreviations: keeping)
                        == Self.droppingEndingPunctuationByCopies(text, keepingAbbreviations: keeping), "\(text.debugDescription)")
            }
        }
    }

    @Test("a title of 200,000 marks loses them all, each closing quote kept", .timeLimit(.minutes(1)))
    func manyMarks() {
        let marks = String(repeating: "!", count: 200_000)
        #expect(AlertTitleStyle.droppingEndingPunctuation("Hello" + marks, keepingAbbreviations: true) == "Hello")
        let spaced = String(repeating: " .", count: 100_000)
        #expect(AlertTitleStyle.droppingEndingPunctuation("Hello" + spaced, keepingAbbreviations: true) == "Hello")
        let quoted = String(repeating: "!)", count: 100_000)
        #expect(AlertTitleStyle.droppingEndingPunctuation("Hello" + quoted, keepingAbbreviations: false) == "Hello" + String(repeating: ")", count: 100_000))
    }

    // MARK: button references

    static func alert(message: String, buttons: [String]) -> String {
        """
        <screen name="S">
          <alert title="Note" message="\(message)">
        \(buttons.map { "    <button title=\"\($0)\"/>" }.joined(separator: "\n"))
          </alert>
        </screen>
        """
    }

    static func textFindings(message: String, buttons: [String]) throws -> [Violation] {
        try TextHeuristicTests.lint(alert(message: message, buttons: buttons)).filter { $0.ruleID.hasPrefix("alert-text-") }
    }

    @Test("a button title of up to 16 words is looked for in the text, a longer one is not")
    func longestTitleLookedFor() throws {
        let sixteen = (1...16).map { "w\($0)" }.joined(separator: " "), seventeen = sixteen + " w17"
        #expect(try Self.textFindings(message: "Read &quot;\(sixteen)&quot; first.", buttons: ["Cancel", sixteen]).map(\.ruleID)
                == ["alert-text-no-quoted-button"])
        #expect(try Self.textFindings(message: "Read &quot;\(seventeen)&quot; first.", buttons: ["Cancel", seventeen]).isEmpty)
    }
}
