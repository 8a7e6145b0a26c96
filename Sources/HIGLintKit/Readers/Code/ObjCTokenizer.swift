/// Cuts Objective-C source (UTF-8 bytes) into tokens the way the compiler's first phases do, so
/// that what a comment, a string or a preprocessor line holds is never taken for code: lines
/// ending in a backslash are joined first; comments (`//`, `/* */`) and preprocessor lines
/// (`#import`, `#define …`, with their continuations) are dropped; string literals (`@"…"`, C
/// strings with their prefixes) and character literals are one token each, their escapes
/// resolved. Never fails: an unterminated literal or comment ends at the end of its line or of
/// the file.
struct ObjCTokenizer {
    /// The source with line continuations (backslash, line end) taken out.
    private let bytes: [UInt8]
    /// For each continuation taken out, the offset in `bytes` where it was and how many bytes
    /// were taken out up to and including it: maps an offset back to the file's.
    private let splices: [(at: Int, removedSoFar: Int)]

    init(_ source: [UInt8]) {
        var spliced: [UInt8] = []
        var splices: [(Int, Int)] = []
        var removed = 0
        // Source bytes up to `copied` are in `spliced`; copied only once a continuation is found.
        var copied = 0
        var i = 0
        let n = source.count
        while i < n {
            // The next backslash, found by `memchr` (many bytes at a time): most files have none.
            guard let at = source.withUnsafeBufferPointer({ ByteSearch.offset(of: UInt8(ascii: "\\"), in: $0, from: i) }) else { break }
            i = at
            var end = i + 1
            if end < n, source[end] == UInt8(ascii: "\r") { end += 1 }
            if end < n, source[end] == UInt8(ascii: "\n") { end += 1 }
            if end > i + 1 {
                if splices.isEmpty { spliced.reserveCapacity(n) }
                spliced.append(contentsOf: source[copied..<i])
                removed += end - i
                splices.append((spliced.count, removed))
                copied = end
            }
            i = end
        }
        if splices.isEmpty {
            bytes = source
        } else {
            spliced.append(contentsOf: source[copied..<n])
            bytes = spliced
        }
        self.splices = splices
    }

    /// The offset in the file of offset `offset` of the joined source.
    func fileOffset(_ offset: Int) -> Int {
        // The last continuation taken out at or before `offset`, found by halving.
        var low = 0, high = splices.count
        while low < high {
            let middle = (low + high) / 2
            if splices[middle].at <= offset { low = middle + 1 } else { high = middle }
        }
        return offset + (low == 0 ? 0 : splices[low - 1].removedSoFar)
    }

    /// One preprocessor line: its text from the `#` (continuations joined) and the file's offset
    /// of the `#`.
    struct Directive: Equatable {
        var text: String
        var offset: Int
    }

    /// Every token of the source, in order; token offsets are the file's.
    func tokens() -> [ObjCToken] { scan().tokens }

    /// Every token of the source with its text, and every preprocessor line, each in order;
    /// offsets are the file's. What the alert reader reads.
    func scan() -> (tokens: [ObjCToken], directives: [Directive]) {
        let (spans, directives) = cut()
        let tokens = spans.map { span in
            let text = span.kind == .string
                ? Self.stringValue(in: bytes, literal: span.start..<span.end)
                : String(decoding: bytes[span.start..<span.end], as: UTF8.self)
            return ObjCToken(kind: span.kind, text: text, offset: fileOffset(span.start))
        }
        return (tokens, directives)
    }

    /// Every token of the source as byte ranges of the joined source, the preprocessor lines left
    /// out: what `CodeTextScan` reads.
    func codeTokens() -> CodeTokens {
        CodeTokens(bytes: bytes, list: cut().tokens, language: .objc)
    }

    /// The tokens, as byte ranges of the joined source, and the preprocessor lines.
    private func cut() -> (tokens: [CodeToken], directives: [Directive]) {
        var tokens: [CodeToken] = []
        var directives: [Directive] = []
        var i = 0
        let n = bytes.count
        var atLineStart = true
        func byte(_ k: Int) -> UInt8 { k < n ? bytes[k] : 0 }
        while i < n {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
                atLineStart = true
                i += 1
                continue
            }
            if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == 0x0C || c == 0x0B {
                i += 1
                continue
            }
            if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "/") {
                i = endOfLine(from: i)
                continue
            }
            if c == UInt8(ascii: "/"), byte(i + 1) == UInt8(ascii: "*") {
                i = endOfBlockComment(from: i)
                continue
            }
            if c == UInt8(ascii: "#"), atLineStart {
                let end = endOfDirective(from: i)
                directives.append(Directive(text: String(decoding: bytes[i..<end], as: UTF8.self), offset: fileOffset(i)))
                i = end
                continue
            }
            atLineStart = false
            let start = i
            let kind: CodeToken.Kind
            if c == UInt8(ascii: "@") {
                if byte(i + 1) == UInt8(ascii: "\"") {
                    kind = .string
                    i = endOfStringLiteral(from: i + 1)
                } else if Self.startsIdentifier(byte(i + 1)) {
                    kind = .atKeyword
                    i += 1
                    while i < n, Self.continuesIdentifier(bytes[i]) { i += 1 }
                } else {
                    kind = .atKeyword
                    i += 1
                }
            } else if c == UInt8(ascii: "\"") {
                kind = .string
                i = endOfStringLiteral(from: i)
            } else if c == UInt8(ascii: "'") {
                kind = .character
                i = endOfCharacterLiteral(from: i)
            } else if Self.isDigit(c) || (c == UInt8(ascii: ".") && Self.isDigit(byte(i + 1))) {
                kind = .number
                i += 1
                while i < n {
                    let d = bytes[i]
                    if Self.continuesIdentifier(d) || d == UInt8(ascii: ".") {
                        i += 1
                    } else if d == UInt8(ascii: "+") || d == UInt8(ascii: "-"), Self.isExponentMark(bytes[i - 1]) {
                        i += 1
                    } else {
                        break
                    }
                }
            } else if Self.startsIdentifier(c) {
                i += 1
                while i < n, Self.continuesIdentifier(bytes[i]) { i += 1 }
                // An encoding prefix of a string or character literal: L"…", u8"…", u'…'.
                if i < n, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'"), isEncodingPrefix(start..<i) {
                    if bytes[i] == UInt8(ascii: "\"") {
                        kind = .string
                        i = endOfStringLiteral(from: i)
                    } else {
                        kind = .character
                        i = endOfCharacterLiteral(from: i)
                    }
                } else {
                    kind = .identifier
                }
            } else {
                kind = .punctuation
                i += Self.isTwoCharacterPunctuation(c, byte(i + 1)) ? 2 : 1
            }
            tokens.append(CodeToken(kind: kind, start: start, end: i))
        }
        return (tokens, directives)
    }

    /// Whether `bytes[range]` is `L`, `u`, `U` or `u8`.
    private func isEncodingPrefix(_ range: Range<Int>) -> Bool {
        let first = bytes[range.lowerBound]
        switch range.count {
        case 1: return first == UInt8(ascii: "L") || first == UInt8(ascii: "u") || first == UInt8(ascii: "U")
        case 2: return first == UInt8(ascii: "u") && bytes[range.lowerBound + 1] == UInt8(ascii: "8")
        default: return false
        }
    }

    private func endOfLine(from i: Int) -> Int {
        var k = i
        while k < bytes.count, bytes[k] != UInt8(ascii: "\n"), bytes[k] != UInt8(ascii: "\r") { k += 1 }
        return k
    }

    private func endOfBlockComment(from i: Int) -> Int {
        var k = i + 2
        while k + 1 < bytes.count {
            if bytes[k] == UInt8(ascii: "*"), bytes[k + 1] == UInt8(ascii: "/") { return k + 2 }
            k += 1
        }
        return bytes.count
    }

    /// The end of a preprocessor line (continuations are already joined), past any comment that
    /// starts on it and strings it holds (a `/*` inside a string is not a comment).
    private func endOfDirective(from i: Int) -> Int {
        var k = i + 1
        let n = bytes.count
        while k < n {
            let c = bytes[k]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return k }
            if c == UInt8(ascii: "/"), k + 1 < n, bytes[k + 1] == UInt8(ascii: "*") {
                k = endOfBlockComment(from: k)
            } else if c == UInt8(ascii: "/"), k + 1 < n, bytes[k + 1] == UInt8(ascii: "/") {
                return endOfLine(from: k)
            } else if c == UInt8(ascii: "\"") {
                k = endOfStringLiteral(from: k)
            } else if c == UInt8(ascii: "'") {
                k = endOfCharacterLiteral(from: k)
            } else {
                k += 1
            }
        }
        return n
    }

    private func endOfCharacterLiteral(from i: Int) -> Int {
        var k = i + 1
        while k < bytes.count {
            let c = bytes[k]
            if c == UInt8(ascii: "\\") { k += 2; continue }
            if c == UInt8(ascii: "'") { return k + 1 }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return k }
            k += 1
        }
        return bytes.count
    }

    /// The offset after the closing quote of the string literal whose opening quote is at `i`
    /// (or of the end of its line, if it has none): where `stringLiteral(in:from:)` ends, without
    /// its value.
    private func endOfStringLiteral(from i: Int) -> Int {
        var k = i + 1
        let n = bytes.count
        while k < n {
            let c = bytes[k]
            if c == UInt8(ascii: "\"") { return k + 1 }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return k }
            if c == UInt8(ascii: "\\"), k + 1 < n {
                // An escaped line end ends the literal unterminated; any other escape is skipped.
                if bytes[k + 1] == UInt8(ascii: "\n") || bytes[k + 1] == UInt8(ascii: "\r") { return k + 1 }
                k += 2
                continue
            }
            k += 1
        }
        return n
    }

    /// The value of the string literal `bytes[literal]` (a token of kind `.string`: `@"…"`,
    /// `"…"`, `L"…"`), escapes resolved.
    static func stringValue(in bytes: [UInt8], literal: Range<Int>) -> String {
        var quote = literal.lowerBound
        while quote < literal.upperBound, bytes[quote] != UInt8(ascii: "\"") { quote += 1 }
        return stringLiteral(in: bytes, from: quote).value
    }

    /// The value of the string literal whose opening quote is at `i`, escapes resolved, and the
    /// offset after its closing quote (or of the end of its line, if it has none).
    private static func stringLiteral(in bytes: [UInt8], from i: Int) -> (value: String, end: Int) {
        var value: [UInt8] = []
        var k = i + 1
        let n = bytes.count
        func appendScalar(_ code: UInt32) {
            if let scalar = Unicode.Scalar(code) {
                value.append(contentsOf: Array(String(Character(scalar)).utf8))
            }
        }
        while k < n {
            let c = bytes[k]
            if c == UInt8(ascii: "\"") { return (String(decoding: value, as: UTF8.self), k + 1) }
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { break }
            guard c == UInt8(ascii: "\\"), k + 1 < n else {
                value.append(c)
                k += 1
                continue
            }
            let e = bytes[k + 1]
            k += 2
            switch e {
            case UInt8(ascii: "n"): value.append(0x0A)
            case UInt8(ascii: "t"): value.append(0x09)
            case UInt8(ascii: "r"): value.append(0x0D)
            case UInt8(ascii: "a"): value.append(0x07)
            case UInt8(ascii: "b"): value.append(0x08)
            case UInt8(ascii: "f"): value.append(0x0C)
            case UInt8(ascii: "v"): value.append(0x0B)
            case UInt8(ascii: "x"):
                var code: UInt32 = 0
                while k < n, let digit = Self.hexValue(bytes[k]) { code = code &* 16 &+ digit; k += 1 }
                appendScalar(code)
            case UInt8(ascii: "u"), UInt8(ascii: "U"):
                let count = e == UInt8(ascii: "u") ? 4 : 8
                var code: UInt32 = 0
                var read = 0
                while read < count, k < n, let digit = Self.hexValue(bytes[k]) { code = code &* 16 &+ digit; k += 1; read += 1 }
                appendScalar(code)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var code = UInt32(e - UInt8(ascii: "0"))
                var read = 1
                while read < 3, k < n, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[k]) {
                    code = code * 8 + UInt32(bytes[k] - UInt8(ascii: "0")); k += 1; read += 1
                }
                appendScalar(code)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // Not a continuation (those are joined already): the literal ends unterminated.
                return (String(decoding: value, as: UTF8.self), k - 1)
            default:
                // \" \' \\ \? and any other character stand for themselves.
                value.append(e)
            }
        }
        return (String(decoding: value, as: UTF8.self), k)
    }

    private static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(c - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(c - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

    private static func startsIdentifier(_ c: UInt8) -> Bool {
        (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
    }

    private static func continuesIdentifier(_ c: UInt8) -> Bool { startsIdentifier(c) || isDigit(c) }

    private static func isExponentMark(_ c: UInt8) -> Bool {
        c == UInt8(ascii: "e") || c == UInt8(ascii: "E") || c == UInt8(ascii: "p") || c == UInt8(ascii: "P")
    }

    /// `==`, `!=`, `<=`, `>=`, `->`, `&&`, `||`, `++`, `--`, `<<`, `>>` and the compound assignments.
    private static func isTwoCharacterPunctuation(_ a: UInt8, _ b: UInt8) -> Bool {
        // By the second character first: after most punctuation comes a space or a name.
        switch b {
        case UInt8(ascii: "="):
            switch a {
            case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"),
                 UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"):
                return true
            default:
                return false
            }
        case UInt8(ascii: ">"): return a == UInt8(ascii: "-") || a == UInt8(ascii: ">")
        case UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "<"): return a == b
        default: return false
        }
    }
}
