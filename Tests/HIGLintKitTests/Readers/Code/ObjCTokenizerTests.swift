import Testing
@testable import HIGLintKit

/// How `ObjCTokenizer` cuts Objective-C: the tokens with their texts the alert reader reads
/// (`scan()`), and the same tokens as byte ranges the code facts read (`codeTokens()`).
struct ObjCTokenizerTests {
    static func scanned(_ text: String) -> [ObjCToken] { ObjCTokenizer(Array(text.utf8)).tokens() }

    @Test("comments and preprocessor lines are dropped; literals are one token each, escapes resolved")
    func kindsAndTexts() {
        let tokens = Self.scanned("""
            #import "A.h" /* "not code" */
            // [UIAlertView alloc]
            x = @"a\\"b\\x41" L"wide" u8"eight" 'c' u'd' 1.5e-3f 0x1F;
            if (a >= b && c->d) { y += 2; } /* [UIAlertView
            alloc] */ @end
            """)
        let expected: [(ObjCToken.Kind, String)] = [
            (.identifier, "x"), (.punctuation, "="), (.string, "a\"bA"), (.string, "wide"), (.string, "eight"),
            (.character, "'c'"), (.character, "u'd'"), (.number, "1.5e-3f"), (.number, "0x1F"), (.punctuation, ";"),
            (.identifier, "if"), (.punctuation, "("), (.identifier, "a"), (.punctuation, ">="), (.identifier, "b"),
            (.punctuation, "&&"), (.identifier, "c"), (.punctuation, "->"), (.identifier, "d"), (.punctuation, ")"),
            (.punctuation, "{"), (.identifier, "y"), (.punctuation, "+="), (.number, "2"), (.punctuation, ";"),
            (.punctuation, "}"), (.atKeyword, "@end"),
        ]
        #expect(tokens.map(\.kind) == expected.map(\.0))
        #expect(tokens.map(\.text) == expected.map(\.1))
    }

    @Test("an unterminated literal ends at its line's end; a backslash and a line end join two lines, offsets stay the file's")
    func literalEndsAndContinuations() {
        let unterminated = Self.scanned("s = @\"open\nnext")
        #expect(unterminated.map(\.text) == ["s", "=", "open", "next"])
        let escapedEnd = Self.scanned("s = \"open\\\nnext\"")
        // The line end after the backslash is a continuation: the literal goes on.
        #expect(escapedEnd.map(\.text) == ["s", "=", "opennext"])
        let source = "#define A \\\n  1\nfoo = 1;"
        let tokens = Self.scanned(source)
        #expect(tokens.map(\.text) == ["foo", "=", "1", ";"])
        #expect(tokens.first?.offset == source.utf8.count - "foo = 1;".utf8.count)
    }

    @Test("the byte-range tokens are the same tokens, with the same texts")
    func codeTokensMatchTheScan() {
        let source = """
            @implementation Foo
            - (void)f { [self.button setTitle:@"Go\\t" forState:UIControlStateNormal]; NSString *s = u8"x"; int c = 'q'; }
            @end
            """
        let scanned = Self.scanned(source)
        let tokens = ObjCTokenizer(Array(source.utf8)).codeTokens()
        #expect(tokens.count == scanned.count)
        #expect((0..<tokens.count).map { tokens.text($0) } == scanned.map(\.text))
        #expect((0..<tokens.count).map { tokens.kind($0) } == scanned.map(\.kind))
        #expect(tokens.isPunctuation(3, "("))
        #expect(!tokens.isPunctuation(-1, "(") && !tokens.isPunctuation(tokens.count, "("))
        #expect(tokens.isIdentifier(4, "void") && !tokens.isIdentifier(4, "voi"))
        #expect(tokens.hasPrefix(12, "setT") && !tokens.hasPrefix(12, "setTitleTooLong"))
    }
}
