/// Swift source cut into the words and punctuation `CodeTextFacts` looks for, with comments and
/// string literals left out: a lexical scan, not a parse. What it knows of the language is what
/// keeps a word in a comment or a string from being read as code: line and nested block
/// comments, string literals (`"…"`, multi-line `"""…"""`, raw `#"…"#`) with their
/// interpolations (`"\(a["k"])"`: the code inside is scanned too), and backquoted names.
/// Tokens are `CodeToken`s, byte ranges, as the Objective-C tokenizer's are, so that both are read
/// alike (`CodeTokens`); a string literal is one `.string` token, whose text is that of a plain
/// one-line literal (no escapes, no interpolation) and empty for any other.
struct CodeWordScanner {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Every token of the source, in order.
    func codeTokens() -> CodeTokens {
        var tokens: [CodeToken] = []
        var i = 0
        scanCode(from: &i, until: nil, into: &tokens)
        return CodeTokens(bytes: bytes, list: tokens, language: .swift)
    }

    private func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    /// Scans code from `i` up to the `)` that closes an interpolation (`until`), or to the end.
    private func scanCode(from i: inout Int, until closer: UInt8?, into tokens: inout [CodeToken]) {
        var depth = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { i += 1; continue }
            if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "/") {
                while i < n && bytes[i] != 0x0A { i += 1 }
                continue
            }
            if c == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
                skipBlockComment(from: &i)
                continue
            }
            if c == UInt8(ascii: "\"") || (c == UInt8(ascii: "#") && startsRawString(at: i)) {
                let start = i
                skipString(from: &i, into: &tokens)
                tokens.append(CodeToken(kind: .string, start: start, end: i))
                continue
            }
            if let closer {
                if c == UInt8(ascii: "(") { depth += 1 }
                if c == closer {
                    if depth == 0 { i += 1; return }
                    depth -= 1
                }
            }
            if Self.startsWord(c) {
                let start = i
                while i < n && Self.continuesWord(bytes[i]) { i += 1 }
                tokens.append(CodeToken(kind: .identifier, start: start, end: i))
                continue
            }
            if c == UInt8(ascii: "`") {
                let start = i + 1
                i += 1
                while i < n && bytes[i] != UInt8(ascii: "`") && bytes[i] != 0x0A { i += 1 }
                tokens.append(CodeToken(kind: .identifier, start: start, end: min(i, n)))
                if i < n && bytes[i] == UInt8(ascii: "`") { i += 1 }
                continue
            }
            if Self.isDigit(c) {
                let start = i
                while i < n && (Self.continuesWord(bytes[i]) || bytes[i] == UInt8(ascii: ".") && Self.isDigit(byte(i + 1))) { i += 1 }
                tokens.append(CodeToken(kind: .number, start: start, end: i))
                continue
            }
            // An operator holding `=` (`==`, `!=`, `+=`, `>=`) is one token: only a lone `=` assigns.
            if Self.isOperator(c) {
                var end = i
                while end < n && Self.isOperator(bytes[end]) { end += 1 }
                if end - i > 1 && (bytes[i..<end].contains(UInt8(ascii: "=")) || (end - i == 2 && c == UInt8(ascii: "-") && bytes[i + 1] == UInt8(ascii: ">"))) {
                    tokens.append(CodeToken(kind: .punctuation, start: i, end: end))
                    i = end
                    continue
                }
            }
            tokens.append(CodeToken(kind: .punctuation, start: i, end: i + 1))
            i += 1
        }
    }

    /// Skips a block comment, nested ones included.
    private func skipBlockComment(from i: inout Int) {
        var depth = 0
        let n = bytes.count
        while i < n {
            if bytes[i] == UInt8(ascii: "/") && byte(i + 1) == UInt8(ascii: "*") {
                depth += 1
                i += 2
            } else if bytes[i] == UInt8(ascii: "*") && byte(i + 1) == UInt8(ascii: "/") {
                depth -= 1
                i += 2
                if depth == 0 { return }
            } else {
                i += 1
            }
        }
    }

    /// Whether `#` at `i` opens a raw string (`#"`, `##"`).
    private func startsRawString(at i: Int) -> Bool {
        var k = i
        while byte(k) == UInt8(ascii: "#") { k += 1 }
        return byte(k) == UInt8(ascii: "\"")
    }

    /// Skips a string literal starting at `i` (its `#`s or its quote), scanning the code of its
    /// interpolations into `tokens`.
    private func skipString(from i: inout Int, into tokens: inout [CodeToken]) {
        let n = bytes.count
        var hashes = 0
        while i < n && bytes[i] == UInt8(ascii: "#") { hashes += 1; i += 1 }
        let multiLine = byte(i) == UInt8(ascii: "\"") && byte(i + 1) == UInt8(ascii: "\"") && byte(i + 2) == UInt8(ascii: "\"")
        i += multiLine ? 3 : 1
        while i < n {
            let c = bytes[i]
            if c == 0x0A && !multiLine { return }
            if c == UInt8(ascii: "\\") && hashesFollow(i + 1, count: hashes) {
                i += 1 + hashes
                if byte(i) == UInt8(ascii: "(") {
                    i += 1
                    scanCode(from: &i, until: UInt8(ascii: ")"), into: &tokens)
                } else {
                    i += 1
                }
                continue
            }
            if c == UInt8(ascii: "\"") {
                let quotes = multiLine ? 3 : 1
                if (0..<quotes).allSatisfy({ byte(i + $0) == UInt8(ascii: "\"") }) && hashesFollow(i + quotes, count: hashes) {
                    i += quotes + hashes
                    return
                }
            }
            i += 1
        }
    }

    /// The text of the literal `bytes[literal]` when it is a plain one-line `"…"` without
    /// escapes or interpolation (what names a nib or a storyboard); empty otherwise.
    static func plainText(in bytes: [UInt8], literal: Range<Int>) -> String {
        let (start, end) = (literal.lowerBound, literal.upperBound)
        guard end - start >= 2, bytes[start] == UInt8(ascii: "\""), bytes[end - 1] == UInt8(ascii: "\""),
              !(end - start >= 6 && bytes[start + 1] == UInt8(ascii: "\"") && bytes[start + 2] == UInt8(ascii: "\"")) else { return "" }
        let inner = bytes[(start + 1)..<(end - 1)]
        guard !inner.contains(UInt8(ascii: "\\")), !inner.contains(0x0A) else { return "" }
        return String(decoding: inner, as: UTF8.self)
    }

    private func hashesFollow(_ k: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byte(k + $0) == UInt8(ascii: "#") }
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
    private static func startsWord(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
    }
    private static func continuesWord(_ c: UInt8) -> Bool { startsWord(c) || isDigit(c) }
    private static func isOperator(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
             UInt8(ascii: "~"), UInt8(ascii: "?"):
            true
        default: false
        }
    }
}
