/// One token of Objective-C source with its text, as the alert reader reads it
/// (`ObjCTokenizer.scan()`): enough of the language to find message sends and their arguments,
/// not to compile it.
struct ObjCToken: Equatable, Sendable {
    typealias Kind = CodeToken.Kind

    var kind: Kind
    /// The token's text as written (for a string, its value: escapes resolved, quotes and `@`
    /// taken off).
    var text: String
    /// The byte offset of its first byte in the UTF-8 source.
    var offset: Int

    func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
}
