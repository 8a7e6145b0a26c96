/// Swift source cut into the words and punctuation `CodeTextFacts` looks for, with comments and
/// string literals left out: a lexical scan, not a parse. What it knows of the language is what
/// keeps a word in a comment or a string from being read as code: line and nested block
/// comments, string literals (`"…"`, multi-line `"""…"""`, raw `#"…"#`) with their
/// interpolations (`"\(a["k"])"`: the code inside is scanned too), and backquoted names.
/// Tokens are `ObjCToken`s, so that the Objective-C tokenizer's output and this one's are read
/// alike; a string literal is one `.string` token, with its text when it is a plain one-line
/// literal (no escapes, no interpolation).
struct CodeWordScanner {
    private let bytes: [UInt8]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Every token of the source, in order.
    func tokens() -> [ObjCToken] {
        var tokens: [ObjCToken] = []
        var i = 0
        scanCode(from: &i, until: nil, into: &tokens)
        return tokens
    }

    private func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

    /// Scans code from `i` up to the `)` that closes an interpolation (`until`), or to the end.
    private func scanCode(from i: inout Int, until closer: UInt8?, into tokens: inout [ObjCToken]) {
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
                tokens.append(ObjCToken(kind: .string, text: plainText(from: start, to: i), offset: start))
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
                tokens.append(ObjCToken(kind: .identifier, text: String(decoding: bytes[start..<i], as: UTF8.self), offset: start))
                continue
            }
            if c == UInt8(ascii: "`") {
                let start = i + 1
                i += 1
                while i < n && bytes[i] != UInt8(ascii: "`") && bytes[i] != 0x0A { i += 1 }
                tokens.append(ObjCToken(kind: .identifier, text: String(decoding: bytes[start..<min(i, n)], as: UTF8.self), offset: start))
                if i < n && bytes[i] == UInt8(ascii: "`") { i += 1 }
                continue
            }
            if Self.isDigit(c) {
                let start = i
                while i < n && (Self.continuesWord(bytes[i]) || bytes[i] == UInt8(ascii: ".") && Self.isDigit(byte(i + 1))) { i += 1 }
                tokens.append(ObjCToken(kind: .number, text: String(decoding: bytes[start..<i], as: UTF8.self), offset: start))
                continue
            }
            // An operator holding `=` (`==`, `!=`, `+=`, `>=`) is one token: only a lone `=` assigns.
            if Self.isOperator(c) {
                var end = i
                while end < n && Self.isOperator(bytes[end]) { end += 1 }
                let run = bytes[i..<end]
                if run.count > 1 && (run.contains(UInt8(ascii: "=")) || run.elementsEqual("->".utf8)) {
                    tokens.append(ObjCToken(kind: .punctuation, text: String(decoding: run, as: UTF8.self), offset: i))
                    i = end
                    continue
                }
            }
            tokens.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(c)), offset: i))
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
    private func skipString(from i: inout Int, into tokens: inout [ObjCToken]) {
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

    /// The text of the literal `bytes[start..<end]` when it is a plain one-line `"…"` without
    /// escapes or interpolation (what names a nib or a storyboard); empty otherwise.
    private func plainText(from start: Int, to end: Int) -> String {
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
