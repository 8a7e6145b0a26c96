import Testing
@testable import HIGLintKit

/// How `CodeWordScanner` cuts Swift: comments and string literals are no code, but the code of an
/// interpolation is; a string's text is that of a plain one-line literal.
struct CodeWordScannerTests {
    static func tokens(_ text: String) -> (kinds: [CodeToken.Kind], texts: [String]) {
        let tokens = CodeWordScanner(Array(text.utf8)).codeTokens()
        return ((0..<tokens.count).map { tokens.list[$0].kind }, (0..<tokens.count).map { tokens.text($0) })
    }

    @Test("words, numbers, operators holding = as one token, backquoted names; comments (nested) left out")
    func words() {
        let scanned = Self.tokens("""
            let `class` = a.b /* outer /* inner */ still */ != 3.5 // title = x
            x += 1; f() -> Int
            """)
        #expect(scanned.texts == ["let", "class", "=", "a", ".", "b", "!=", "3.5", "x", "+=", "1", ";", "f", "(", ")", "->", "Int"])
        #expect(scanned.kinds[1] == .identifier && scanned.kinds[6] == .punctuation && scanned.kinds[7] == .number)
    }

    @Test("a plain literal has its text; escaped, interpolated, raw and multi-line ones have none, and an interpolation's code is scanned")
    func strings() {
        let scanned = Self.tokens(#"""
            a = "ProfileCell"; b = "Tab\tBar"; c = "n: \(count["k"])"; d = #"Raw"#; e = """
            Multi
            """
            """#)
        let strings = zip(scanned.kinds, scanned.texts).filter { $0.0 == .string }.map(\.1)
        // The literal inside the interpolation comes before the literal holding it.
        #expect(strings == ["ProfileCell", "", "k", "", "", ""])
        #expect(scanned.texts.contains("count"))
    }
}
