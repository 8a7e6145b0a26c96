/// The tokens of one code file with the bytes they were cut from: what `CodeTextScan` and the
/// Swift reader's pre-filter read. A token's kind, punctuation and name are tested on its bytes;
/// its text is made only where a fact needs it (`text(_:)`, `identifier(_:)`), since a file has
/// thousands of tokens and a fact a few.
struct CodeTokens {
    /// The source the tokens were cut from (for Objective-C, its lines joined where they end in
    /// a backslash).
    let bytes: [UInt8]
    let list: [CodeToken]
    let language: CodeLanguage

    var count: Int { list.count }

    /// The tokens of `bytes`, cut by the tokenizer of `language`.
    init(cutting bytes: [UInt8], language: CodeLanguage) {
        self = language == .objc ? ObjCTokenizer(bytes).codeTokens() : CodeWordScanner(bytes).codeTokens()
    }

    init(bytes: [UInt8], list: [CodeToken], language: CodeLanguage) {
        self.bytes = bytes
        self.list = list
        self.language = language
    }

    /// A token with its text, made on demand.
    struct Token {
        var kind: CodeToken.Kind
        var text: String

        func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
        func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    }

    subscript(_ k: Int) -> Token { Token(kind: list[k].kind, text: text(k)) }

    /// The kind of token `k`, or nil when there is no such token.
    func kind(_ k: Int) -> CodeToken.Kind? {
        k >= 0 && k < list.count ? list[k].kind : nil
    }

    func isPunctuation(_ k: Int, _ p: StaticString) -> Bool {
        kind(k) == .punctuation && spells(k, p)
    }

    func isIdentifier(_ k: Int, _ name: StaticString) -> Bool {
        kind(k) == .identifier && spells(k, name)
    }

    /// Whether token `k` is a name of `table`.
    func isIdentifier<Value>(_ k: Int, in table: CodeWordTable<Value>) -> Bool {
        value(k, in: table) != nil
    }

    /// The value `table` gives the name token `k` is, if it is one of its names.
    func value<Value>(_ k: Int, in table: CodeWordTable<Value>) -> Value? {
        guard kind(k) == .identifier else { return nil }
        return table.value(bytes, list[k].start..<list[k].end)
    }

    /// The name token `k` is, or nil when it is no name.
    func identifier(_ k: Int) -> String? {
        kind(k) == .identifier ? text(k) : nil
    }

    /// Whether token `k`'s bytes start with `prefix`.
    func hasPrefix(_ k: Int, _ prefix: StaticString) -> Bool {
        let token = list[k]
        guard token.end - token.start >= prefix.utf8CodeUnitCount else { return false }
        return prefix.withUTF8Buffer { buffer in
            var j = token.start
            for byte in buffer {
                if bytes[j] != byte { return false }
                j += 1
            }
            return true
        }
    }

    /// The text of token `k`: a string literal's value (in Objective-C, escapes resolved; in
    /// Swift, the text of a plain one-line literal without escapes or interpolation, else empty),
    /// any other token as written.
    func text(_ k: Int) -> String {
        let token = list[k]
        guard token.kind == .string else { return String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
        switch language {
        case .objc: return ObjCTokenizer.stringValue(in: bytes, literal: token.start..<token.end)
        case .swift: return CodeWordScanner.plainText(in: bytes, literal: token.start..<token.end)
        }
    }

    /// Whether token `k`'s bytes are `word`'s.
    private func spells(_ k: Int, _ word: StaticString) -> Bool {
        let token = list[k]
        guard token.end - token.start == word.utf8CodeUnitCount else { return false }
        return hasPrefix(k, word)
    }
}
