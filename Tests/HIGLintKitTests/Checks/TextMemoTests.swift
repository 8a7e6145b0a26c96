import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// What checks keep of the texts they have judged (`TextMemo`): the same answer as working it out
/// again, for every text, whatever its normalisation, and within its bounds.
struct TextMemoTests {
    @Test("a text is found again only byte for byte: the two normalisations of é are two texts")
    func keysAreBytes() {
        let memo = TextMemo<String>()
        let composed = "caf\u{E9}", decomposed = "cafe\u{301}"
        #expect(composed == decomposed, "equal as Swift strings")
        #expect(memo.value(for: composed) { "composed" } == "composed")
        #expect(memo.value(for: decomposed) { "decomposed" } == "decomposed")
        #expect(memo.value(for: composed) { "again" } == "composed", "kept")
    }

    @Test("two strings have the same bytes only when every byte is the same: small, large, empty and normalised alike")
    func sameBytes() {
        let large = String(repeating: "Delete all messages? ", count: 4)
        let cases: [(String, String, Bool)] = [
            ("", "", true), ("OK", "OK", true), ("OK", "Ok", false), ("OK", "OK ", false), ("", "a", false),
            (large, String(large), true), (large, large + "!", false), (large, String(large.dropLast()) + "?", false),
            ("caf\u{E9}", "cafe\u{301}", false), ("cafe\u{301}", "cafe\u{301}", true),
        ]
        for (a, b, expected) in cases {
            #expect(a.hasSameBytes(as: b) == expected && b.hasSameBytes(as: a) == expected, "\(a.debugDescription) \(b.debugDescription)")
        }
    }

    @Test("it keeps at most its capacity, and no key longer than its limit")
    func bounded() {
        let memo = TextMemo<Int>(capacity: 3, longestKey: 8)
        for index in 0..<10 { _ = memo.value(for: "k\(index)") { index } }
        #expect(memo.value(for: "k2") { -1 } == 2)
        #expect(memo.value(for: "k5") { -1 } == -1, "past its capacity: worked out, not kept")
        _ = memo.value(for: "a long key") { 1 }
        #expect(memo.value(for: "a long key") { 2 } == 2, "too long to keep")
    }

    @Test("a key of several texts cannot be mistaken for another split of the same characters")
    func compositeKeys() {
        #expect(TextMemo<Int>.key(["ab", "c"]) != TextMemo<Int>.key(["a", "bc"]))
        #expect(TextMemo<Int>.key(["1:a"]) != TextMemo<Int>.key(["1", "a"]))
        #expect(TextMemo<Int>.key(["", "x"]) != TextMemo<Int>.key(["x", ""]))
        // Each text after its length in bytes, in decimal.
        #expect(TextMemo<Int>.key(["ab", "c", ""]) == "2:ab1:c0:")
        let ten = String(repeating: "x", count: 10), hundred = String(repeating: "y", count: 100)
        #expect(TextMemo<Int>.key([ten, "é", hundred]) == "10:" + ten + "2:é" + "100:" + hundred)
    }

    @Test("a pattern's kept outcome is the outcome of searching again, for texts that differ only in normalisation too")
    func patternOutcomes() throws {
        let pattern = try Pattern("e\u{301}")
        let decomposed = "cafe\u{301}", composed = "caf\u{E9}"
        let first = try pattern.firstMatch(in: decomposed)
        let second = try pattern.firstMatch(in: composed)
        #expect(first == pattern.search(decomposed).match)
        #expect(second == pattern.search(composed).match)
        #expect(try pattern.firstMatch(in: decomposed) == first)
    }
}

private extension Pattern.Outcome {
    var match: String? {
        if case .match(let found) = self { return found.text }
        return nil
    }
}
