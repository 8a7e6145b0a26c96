/// One token of Objective-C source, as `ObjCTokenizer` cuts it: enough of the language to find
/// message sends and their arguments, not to compile it.
struct ObjCToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// A name or a keyword (`UIAlertView`, `nil`, `self`, `return`).
        case identifier
        /// A string literal, `@"…"` or `"…"` (with a prefix `L`, `u8`, `u` or `U`); its text,
        /// escapes resolved, is `text`.
        case string
        /// A character literal (`'a'`).
        case character
        /// A number (`42`, `0x1F`, `1.5f`).
        case number
        /// `@` followed by a name (`@interface`, `@selector`), or `@` alone before `[`, `(`, `{`.
        case atKeyword
        /// Any other punctuation: one character, or two for `==`, `!=`, `<=`, `>=`, `->`, `&&`,
        /// `||`, `++`, `--`, `<<`, `>>` and the compound assignments.
        case punctuation
    }

    var kind: Kind
    /// The token's text as written (for a string, its value: escapes resolved, quotes and `@`
    /// taken off).
    var text: String
    /// The byte offset of its first byte in the UTF-8 source.
    var offset: Int

    func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
