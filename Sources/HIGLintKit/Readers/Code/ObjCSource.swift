/// Objective-C source as tokens with its bracket structure: which bracket closes which, the
/// block (`{ … }`) each token is in, and the message sends (`[receiver label: argument …]`) the
/// brackets hold, keywords and arguments apart. What an alert reader needs of the language.
struct ObjCSource {
    let tokens: [ObjCToken]
    /// For each opening bracket (`(`, `[`, `{`), the index of the token that closes it (`tokens.count`
    /// when none does); -1 for other tokens.
    let partner: [Int]
    /// For each token, the index of the `{` of the innermost block it is in, or -1.
    let enclosingBlock: [Int]

    /// One message send: `[receiver label: argument label: argument]`, or `[receiver name]`.
    struct MessageSend {
        /// The `[` and the `]`.
        var open: Int
        var close: Int
        var receiver: Range<Int>
        /// The keywords with their arguments (token ranges); for a unary send, one part with an
        /// empty argument and `isUnary`.
        var parts: [(label: String, argument: Range<Int>)]
        var isUnary: Bool

        /// `initWithTitle:message:` for a keyword send, `alloc` for a unary one.
        var selector: String { isUnary ? parts[0].label : parts.map { $0.label + ":" }.joined() }
    }

    init(tokens: [ObjCToken]) {
        self.tokens = tokens
        var partner = [Int](repeating: -1, count: tokens.count)
        var enclosing = [Int](repeating: -1, count: tokens.count)
        var open: [Int] = []
        var blocks: [Int] = []
        for (index, token) in tokens.enumerated() {
            enclosing[index] = blocks.last ?? -1
            guard token.kind == .punctuation, token.text.utf8.count == 1 else { continue }
            switch token.text {
            case "(", "[", "{":
                open.append(index)
                partner[index] = tokens.count
                if token.text == "{" { blocks.append(index) }
            case ")", "]", "}":
                let opener = token.text == ")" ? "(" : token.text == "]" ? "[" : "{"
                // A closer without its opener is stray and left alone; openers left open inside
                // the pair it closes end with it.
                guard let match = open.lastIndex(where: { tokens[$0].text == opener }) else { continue }
                for unclosed in open[match...] {
                    partner[unclosed] = index
                    if tokens[unclosed].text == "{", let b = blocks.lastIndex(of: unclosed) { blocks.remove(at: b) }
                }
                open.removeSubrange(match...)
            default:
                break
            }
        }
        self.partner = partner
        self.enclosingBlock = enclosing
    }

    /// The index after the group opening at `index` (its closer included), or `index + 1` for a
    /// token that opens none.
    func skip(_ index: Int) -> Int {
        let close = partner[index]
        return close < 0 ? index + 1 : min(close + 1, tokens.count)
    }

    /// The message send whose `[` is at `open`, or nil when the brackets hold no send (an array
    /// subscript, an array literal `@[…]`).
    func messageSend(at open: Int) -> MessageSend? {
        guard tokens[open].isPunctuation("["), open == 0 || !tokens[open - 1].isPunctuation("@") else { return nil }
        let close = partner[open]
        guard close < tokens.count, close > open + 2 else { return nil }
        // The first `label:` at the top level after a receiver of at least one token.
        var k = open + 1
        var first: Int?
        var lastTop = open + 1
        while k < close {
            if k > open + 1, tokens[k].kind == .identifier, k + 1 < close, tokens[k + 1].isPunctuation(":") {
                first = k
                break
            }
            lastTop = k
            k = skip(k)
        }
        guard let first else {
            // `[receiver name]`: the last top-level token is the name.
            guard tokens[lastTop].kind == .identifier, lastTop > open + 1 else { return nil }
            return MessageSend(open: open, close: close, receiver: (open + 1)..<lastTop,
                               parts: [(tokens[lastTop].text, lastTop..<lastTop)], isUnary: true)
        }
        var parts: [(String, Range<Int>)] = []
        var label = tokens[first].text
        var start = first + 2
        var pendingQuestionMarks = 0
        k = start
        while k < close {
            let token = tokens[k]
            if token.isPunctuation("?") {
                pendingQuestionMarks += 1
            } else if token.isPunctuation(":"), pendingQuestionMarks > 0 {
                pendingQuestionMarks -= 1
            } else if pendingQuestionMarks == 0, k > start, token.kind == .identifier, k + 1 < close, tokens[k + 1].isPunctuation(":") {
                parts.append((label, start..<k))
                label = token.text
                start = k + 2
                k = start
                continue
            }
            k = skip(k)
        }
        parts.append((label, start..<close))
        return MessageSend(open: open, close: close, receiver: (open + 1)..<first, parts: parts, isUnary: false)
    }

    /// The top-level pieces of `range` between commas (a vararg list, a function's arguments).
    func commaSeparated(_ range: Range<Int>) -> [Range<Int>] {
        guard !range.isEmpty else { return [] }
        var pieces: [Range<Int>] = []
        var start = range.lowerBound
        var k = start
        while k < range.upperBound {
            if tokens[k].isPunctuation(",") {
                pieces.append(start..<k)
                start = k + 1
                k = start
                continue
            }
            k = skip(k)
        }
        pieces.append(start..<range.upperBound)
        return pieces
    }

    /// `range` without parentheses that enclose all of it.
    func unparenthesized(_ range: Range<Int>) -> Range<Int> {
        var range = range
        while range.count >= 2, tokens[range.lowerBound].isPunctuation("("), partner[range.lowerBound] == range.upperBound - 1 {
            range = (range.lowerBound + 1)..<(range.upperBound - 1)
        }
        return range
    }

    /// The tokens' texts joined without spaces: `self.alert` for `self . alert`.
    func joined(_ range: Range<Int>) -> String {
        tokens[range].map(\.text).joined()
    }
}
