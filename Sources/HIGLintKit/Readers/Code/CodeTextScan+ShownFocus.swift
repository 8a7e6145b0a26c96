/// The part of `CodeTextScan` that finds the outlets a class makes first responder as its screen
/// appears (`CodeViewClassFacts.focusedWhenShown`): people type in such a field without tapping it.
extension CodeTextScan {
    /// The words that make what follows them run only sometimes.
    static let conditionWords: Set<String> = ["if", "else", "guard", "switch", "case", "while", "for", "catch", "repeat", "where"]
    /// The words that leave a method early: a call after one runs only sometimes.
    static let exitWords: Set<String> = ["return", "guard", "throw", "break"]
    /// The words that open a body other than a method's statements or a closure.
    static let declarationWords: Set<String> = ["func", "init", "class", "struct", "enum", "extension", "protocol", "var", "get", "set"]

    /// `nameField.becomeFirstResponder()`, `self.nameField.becomeFirstResponder()`,
    /// `[self.nameField becomeFirstResponder]` in `viewDidLoad`, `viewWillAppear(_:)`,
    /// `viewDidAppear(_:)` (or a closure in one, `DispatchQueue.main.async { … }`), and in a
    /// view's own `becomeFirstResponder` that hands the focus to its field: an outlet of the class
    /// whose code it is, focused whatever the state. A call under a condition (`if`, `guard`, a
    /// ternary, `case`), or after a statement that may leave the method (`return`), is not.
    mutating func focusWhenShown(at i: Int) {
        guard let owner = currentClass, !owner.hasPrefix("UI") else { return }
        let receiver = language == .swift
            ? (isPunctuation(i - 1, ".") && isPunctuation(i + 1, "(") ? chain(endingBefore: i - 1) : nil)
            : (isPunctuation(i + 1, "]") ? chain(endingBefore: i) : nil)
        guard var path = receiver else { return }
        if path.first == "self" { path.removeFirst() }
        guard path.count == 1, var outlet = path.first else { return }
        if outlet.hasPrefix("_") { outlet.removeFirst() }
        guard !outlet.isEmpty, focusedWhenShown(call: i) else { return }
        facts.viewClasses.focusedWhenShown[owner, default: []].insert(outlet)
    }

    /// Whether the call at token `i` runs whenever the method around it does, and that method is
    /// one UIKit calls as the screen or view appears (`CodeViewClassFacts.appearanceMethods`).
    private func focusedWhenShown(call i: Int) -> Bool {
        let start = statementStart(endingAt: i)
        guard !(start..<i).contains(where: { isConditional(at: $0) }) else { return false }
        var level = 0
        var k = start - 1
        while k >= 0, i - k < 8192 {
            if isPunctuation(k, "}") {
                level += 1
            } else if isPunctuation(k, "{") {
                if level > 0 {
                    level -= 1
                } else {
                    let opener = statementStart(endingAt: k)
                    let words = (opener..<k).compactMap { identifier($0) }
                    if isMethod(opener..<k, words: words) { return words.contains { CodeViewClassFacts.appearanceMethods.contains($0) } }
                    if words.contains(where: { Self.declarationWords.contains($0) }) { return false }
                    if (opener..<k).contains(where: { isConditional(at: $0) }) { return false }
                }
            } else if let word = identifier(k), Self.exitWords.contains(word) {
                return false
            }
            k -= 1
        }
        return false
    }

    /// Whether the tokens before a `{` declare a method: `func` in Swift; in Objective-C `- (` or
    /// `+ (` (`- (void)viewDidLoad {`).
    func isMethod(_ opener: Range<Int>, words: [String]) -> Bool {
        guard language == .objc else { return words.contains("func") }
        return opener.contains { (isPunctuation($0, "-") || isPunctuation($0, "+")) && isPunctuation($0 + 1, "(") }
    }

    /// Whether token `k` makes its statement conditional: a condition's word, or a ternary's `?`
    /// (in Swift, one with a space before it: `a?.b` and `Int?` are no condition).
    func isConditional(at k: Int) -> Bool {
        if let word = identifier(k) { return Self.conditionWords.contains(word) }
        guard isPunctuation(k, "?") else { return false }
        guard language == .swift else { return true }
        let start = tokens.list[k].start
        return start > 0 && (tokens.bytes[start - 1] == UInt8(ascii: " ") || tokens.bytes[start - 1] == UInt8(ascii: "\t"))
    }

    /// The first token of the statement that token `k` ends or lies in: after the previous `;`,
    /// `{` or `}`, and in Swift after the end of the previous line, unless that line goes on
    /// (it ends in `,`, `(`, `=`, `:`, `&&` or `||`, or this one starts with `.`).
    func statementStart(endingAt k: Int) -> Int {
        var s = k
        while s > 0, k - s < 64 {
            let p = s - 1
            if isPunctuation(p, ";") || isPunctuation(p, "{") || isPunctuation(p, "}") { break }
            if language == .swift, !onOneLine(p, s) {
                let goesOn = isPunctuation(p, ",") || isPunctuation(p, "(") || isPunctuation(p, "=") || isPunctuation(p, ":")
                    || isPunctuation(p, "&") || isPunctuation(p, "|") || isPunctuation(s, ".")
                if !goesOn { break }
            }
            s = p
        }
        return s
    }

    /// Whether no line ends between tokens `a` and `b` (`a` before `b`).
    private func onOneLine(_ a: Int, _ b: Int) -> Bool {
        let from = tokens.list[a].end, to = tokens.list[b].start
        guard from < to else { return true }
        return !tokens.bytes[from..<to].contains(UInt8(ascii: "\n"))
    }
}
