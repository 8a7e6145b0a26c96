/// One token of Swift or Objective-C source, as `ObjCTokenizer` and `CodeWordScanner` cut it: its
/// kind and where its bytes are. It holds no text: `CodeTokens` makes the text of the few tokens
/// a reader needs by name, and tests names and punctuation on the bytes themselves.
struct CodeToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or a keyword (`UIAlertView`, `nil`, `self`, `return`).
        case identifier
        /// A string literal: `@"…"`, `"…"` (with a prefix `L`, `u8`, `u` or `U`) in Objective-C;
        /// `"…"`, `"""…"""`, `#"…"#` in Swift.
        case string
        /// A character literal (`'a'`).
        case character
        /// A number (`42`, `0x1F`, `1.5f`).
        case number
        /// `@` followed by a name (`@interface`, `@selector`), or `@` alone before `[`, `(`, `{`.
        case atKeyword
        /// Any other punctuation: one character, or the few that are two (`==`, `->`, `+=`, …).
        case punctuation
    }

    var kind: Kind
    /// Its bytes in the source the tokenizer read: the whole literal for a string (quotes and
    /// prefix included), the name alone for a backquoted Swift name.
    var start: Int
    var end: Int
}
