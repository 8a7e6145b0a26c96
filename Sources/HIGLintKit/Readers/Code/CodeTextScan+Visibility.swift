/// The part of `CodeTextScan` that finds the outlets a class's code hides for good
/// (`CodeVisibilityFacts`): the method each token is in, whether its statement runs whenever that
/// method does, the methods it calls, each assignment of a view's `isHidden`, and the Boolean
/// flags such an assignment may depend on.
extension CodeTextScan {
    /// The method whose body the scan is in. Changed in place (`method?.locals.insert(…)`): a copy
    /// taken out and put back would copy its sets at each change.
    struct OpenMethod {
        var name: String
        /// The brace depth of its body.
        var bodyDepth: Int
        /// For each brace open inside the body, innermost last: whether it is a closure's (a block's
        /// in Objective-C) rather than a statement's (`if`, `else`, `for`, `switch`, `do`).
        var braces: [Bool] = []
        /// Whether a `return` or `throw` of the method itself was passed: what follows may not run.
        var mayHaveLeft = false
        /// The names its body declares (`let`, `var`, `for … in`, a closure's parameters), which are no outlets.
        var locals: Set<String> = []
        /// The names of its declaration (its parameters among them): a view shown through one may be
        /// any view a caller passes.
        var parameters: Set<String> = []
        /// Whether it is a type's method (`static func`, `class func`, `+ (void)…`), which any class calls.
        var isTypeMethod = false
        /// Whether it takes an object of a framework's class (`takesFrameworkObject(_:)`): a
        /// delegate's method, which the framework calls by name.
        var takesFrameworkObject = false

        /// Whether a statement here runs whenever the method does.
        var runsAlways: Bool { braces.isEmpty && !mayHaveLeft }
        var inClosure: Bool { braces.contains(true) }
    }

    /// The words that make a brace a statement's, not a closure's.
    static let statementBraceWords: Set<String> = ["if", "else", "guard", "switch", "case", "default", "for", "while", "repeat",
                                                   "do", "catch", "defer", "@try", "@catch", "@finally", "@synchronized", "@autoreleasepool"]
    /// The words before a property's declaration that let something other than the code's
    /// assignments set it (Interface Builder, key-value coding, SwiftUI, Core Data, a subclass).
    static let externallySetWords: Set<String> = ["IBInspectable", "objc", "dynamic", "override", "Published", "State", "Binding",
                                                  "AppStorage", "NSManaged", "lazy"]
    /// The names `visibility(at:)` reads, matched on the token's bytes.
    enum VisibilityWord: Sendable {
        case hiddenProperty, hiddenSetter, declaration, leave, parameters, loop, statement, removal
    }
    static let visibilityWords = CodeWordTable<VisibilityWord>([
        ("isHidden", .hiddenProperty), ("hidden", .hiddenProperty), ("setHidden", .hiddenSetter),
        ("let", .declaration), ("var", .declaration), ("return", .leave), ("throw", .leave), ("in", .parameters), ("for", .loop),
        ("removeFromSuperview", .removal),
    ] + statementBraceWords.subtracting(["for"]).filter { !$0.hasPrefix("@") }.sorted().map { ($0, .statement) })

    /// A `{` at depth `depth` (already counted): the start of a method's body directly in a
    /// class's, or of a brace inside a method.
    mutating func openBrace(at i: Int) {
        if method != nil {
            // A statement's brace when a statement's word came since the last brace or `;`
            // (`if`, `} else {`, `guard … else {`); any other is a closure's.
            method?.braces.append(!statementWordPending)
            statementWordPending = false
            return
        }
        guard let owner = classes.last else { return }
        let directlyInClass = language == .objc ? depth == 1 : owner.depth == depth - 1
        guard directlyInClass else { return }
        let opener = statementStart(endingAt: i)
        let words = (opener..<i).compactMap { identifier($0) }
        guard isMethod(opener..<i, words: words) || words.contains("init"), let name = methodName(opener..<i, words: words) else { return }
        let typeMethod = language == .objc ? (opener..<i).contains { isPunctuation($0, "+") }
            : words.prefix { $0 != "func" }.contains { $0 == "static" || $0 == "class" }
        method = OpenMethod(name: name, bodyDepth: depth, parameters: Set(words), isTypeMethod: typeMethod,
                            takesFrameworkObject: takesFrameworkObject(opener..<i))
    }

    /// Whether the method declared by `opener` takes an object of a framework's class (a type of
    /// two capitals and more, `UISearchBar`, `WKWebView`, `MFMailComposeViewController`), as a
    /// delegate's or data source's method does: the framework calls it by name
    /// (`searchBarSearchButtonClicked(_:)`), and no line of the app needs to. Its return type
    /// does not count (`static func make() -> UIViewController` is the app's own factory).
    private func takesFrameworkObject(_ opener: Range<Int>) -> Bool {
        if language == .objc {
            return opener.contains { isPunctuation($0, ":") && isPunctuation($0 + 1, "(") && identifier($0 + 2).map(Self.isFrameworkClassName) == true }
        }
        guard let declaration = opener.first(where: { tokens.isIdentifier($0, "func") }),
              let open = (declaration..<opener.upperBound).first(where: { isPunctuation($0, "(") }) else { return false }
        var depth = 0
        for k in open..<opener.upperBound {
            if isPunctuation(k, "(") { depth += 1 } else if isPunctuation(k, ")") {
                depth -= 1
                if depth == 0 { return false }
            } else if let word = identifier(k), Self.isFrameworkClassName(word) { return true }
        }
        return false
    }

    /// Whether `name` is written as a framework's class is: two capital letters, then a small
    /// letter somewhere (`UIImagePickerController`, `CLLocationManager`; not `URL`, not `IndexPath`).
    static func isFrameworkClassName(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        let isCapital = { (b: UInt8) in b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        return bytes.count >= 3 && isCapital(bytes[0]) && isCapital(bytes[1])
            && bytes.dropFirst(2).contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
    }

    /// A `}` that brought the depth to `depth`.
    mutating func closeBrace() {
        statementWordPending = false
        guard let bodyDepth = method?.bodyDepth else { return }
        if depth < bodyDepth {
            method = nil
        } else {
            _ = method?.braces.popLast()
        }
    }

    /// The name of the method whose opener is `range`: the word after `func` (or `init`) in Swift;
    /// in Objective-C the first word after the return type's `)`.
    private func methodName(_ range: Range<Int>, words: [String]) -> String? {
        if language == .swift {
            if let index = words.firstIndex(of: "func"), index + 1 < words.count { return words[index + 1] }
            return words.contains("init") ? "init" : nil
        }
        // The return type's `)` after the `-` or `+` that opens the declaration: a category's
        // name before it (`@implementation UIViewController (Search)`) is not the method's.
        guard let opener = range.first(where: { (isPunctuation($0, "-") || isPunctuation($0, "+")) && isPunctuation($0 + 1, "(") }),
              let close = (opener..<range.upperBound).first(where: { isPunctuation($0, ")") }) else { return nil }
        return identifier(close + 1)
    }

    /// Reads what token `i`, a name, tells of views' visibility.
    mutating func visibility(at i: Int) {
        if method != nil {
            recordCall(at: i)
            // `UIView *view = …`, `for (UIButton *button in …)`: an Objective-C method's local.
            if language == .objc, isPunctuation(i + 1, "*"), let name = identifier(i + 2) {
                method?.locals.insert(name)
            }
        }
        guard let word = tokens.value(i, in: Self.visibilityWords) else { return }
        switch word {
        case .hiddenProperty:
            // `button.isHidden = …`, `self.button.hidden = …`, `isHidden = …` in a view's own code.
            guard isPunctuation(i + 1, "=") else {
                // `button.isHidden.toggle()`
                if isPunctuation(i + 1, "."), tokens.isIdentifier(i + 2, "toggle") { hiddenAssigned(receiverEndingAt: i, value: nil) }
                return
            }
            hiddenAssigned(receiverEndingAt: i, value: hidingValue(from: i + 2))
        case .hiddenSetter:
            // `[button setHidden:YES]`, `[self.button setHidden:NO animated:…]`.
            guard language == .objc, isPunctuation(i + 1, ":") else { return }
            hiddenAssigned(receiverEndingAt: i, value: hidingValue(from: i + 2, inMessage: true), setter: true)
        case .declaration:
            declaration(at: i)
        case .leave:
            if method?.inClosure == false {
                method?.mayHaveLeft = true
            }
        case .parameters:
            closureParameters(endingAt: i)
        case .loop:
            statementWordPending = true
            if method != nil, let name = identifier(i + 1), tokens.isIdentifier(i + 2, "in") {
                method?.locals.insert(name)
            }
        case .statement:
            statementWordPending = true
        case .removal:
            subviewsRemoved(byRemovalAt: i)
        }
    }

    /// `stack.arrangedSubviews.forEach { $0.removeFromSuperview() }`, `for view in box.subviews { … }`,
    /// `[self.stack.arrangedSubviews makeObjectsPerformSelector:@selector(removeFromSuperview)]`:
    /// the code takes every subview of the outlet out (to put in views it makes), so those the
    /// file gives are placeholders nobody sees as drawn.
    private mutating func subviewsRemoved(byRemovalAt i: Int) {
        var k = i - 1
        while k > 1, i - k <= 24, !isPunctuation(k, ";") {
            defer { k -= 1 }
            guard tokens.isIdentifier(k, "arrangedSubviews") || tokens.isIdentifier(k, "subviews"), isPunctuation(k - 1, ".") else { continue }
            let iterated = (isPunctuation(k + 1, ".") && tokens.isIdentifier(k + 2, "forEach")) || isPunctuation(k + 1, "{")
                || (isPunctuation(k + 1, ")") && isPunctuation(k + 2, "{")) || tokens.isIdentifier(k + 1, "makeObjectsPerformSelector")
            guard iterated, let receiver = chain(endingBefore: k - 1), let outlet = outlet(of: receiver) else { return }
            if let owner = outlet.ownerClass {
                facts.visibility.emptiedOutlets[owner, default: []].insert(outlet.name)
            } else {
                facts.visibility.emptiedOutletsOfAnyClass.insert(outlet.name)
            }
            return
        }
    }

    /// What an assignment of `isHidden` from token `k` gives: a hiding (`true`, `YES`, `!flag`,
    /// `!self.flag`), or nil for any other value. In a message (`[button setHidden:YES animated:NO]`)
    /// the value ends at the next part of the selector.
    private func hidingValue(from k: Int, inMessage: Bool = false) -> CodeVisibilityFacts.Hiding? {
        func ends(after k: Int) -> Bool {
            endsStatement(after: k) || (inMessage && identifier(k + 1) != nil && isPunctuation(k + 2, ":"))
        }
        if tokens.isIdentifier(k, "true") || tokens.isIdentifier(k, "YES") {
            return ends(after: k) ? CodeVisibilityFacts.Hiding(method: "", always: false, flag: nil) : nil
        }
        guard isPunctuation(k, "!") else { return nil }
        var name = k + 1
        if tokens.isIdentifier(name, "self"), isPunctuation(name + 1, ".") { name += 2 }
        guard let flag = identifier(name), ends(after: name) else { return nil }
        return CodeVisibilityFacts.Hiding(method: "", always: false, flag: flag)
    }

    /// Whether the statement (or the message's argument) ends after token `k`.
    private func endsStatement(after k: Int) -> Bool {
        let next = k + 1
        guard next < tokens.count else { return true }
        if isPunctuation(next, ";") || isPunctuation(next, "}") || isPunctuation(next, "]") { return true }
        return language == .swift && tokens.list[k].end <= tokens.list[next].start
            && tokens.bytes[tokens.list[k].end..<tokens.list[next].start].contains(UInt8(ascii: "\n"))
    }

    /// An assignment of the `isHidden` of the object whose chain ends before token `i`: a hiding
    /// (`value`), or anything else, which shows or may show it.
    private mutating func hiddenAssigned(receiverEndingAt i: Int, value: CodeVisibilityFacts.Hiding?, setter: Bool = false) {
        var path: [String]
        if setter {
            path = chain(endingBefore: i) ?? ["$"]
        } else if isPunctuation(i - 1, ".") || isPunctuation(i - 1, "->") {
            path = chain(endingBefore: i - 1) ?? ["$"]
        } else {
            path = []
        }
        let fromSelf = path.first == "self"
        if fromSelf { path.removeFirst() }
        if language == .objc, let first = path.first, first.hasPrefix("_"), first.count > 1 { path[0] = String(first.dropFirst()) }
        let parameter = path.count == 1 && !fromSelf && method?.parameters.contains(path[0]) == true
        let local = parameter || (path.count == 1 && !fromSelf && (path[0].hasPrefix("$") || method?.locals.contains(path[0]) == true))
        guard var hiding = value else {
            // Shown, or shown sometimes.
            if path.isEmpty {
                // The view's own code shows it; in an extension of UIKit, any view's.
                if let owner = currentClass, !owner.hasPrefix("UI") { facts.visibility.showSelves.insert(owner) } else { facts.visibility.showsAnyView = true }
            } else if parameter, method?.isTypeMethod == true || currentClass.map({ $0.hasPrefix("UI") }) != false {
                // A helper any class may call that shows the view it is given (`static func show(_ view: UIView)`,
                // a method of an extension of UIKit) may be given any view.
                facts.visibility.showsAnyView = true
            } else if local || path.contains(where: { $0.hasPrefix("$") }) {
                if let owner = currentClass, !owner.hasPrefix("UI") { facts.visibility.showsUnnamedViews.insert(owner) } else { facts.visibility.showsAnyView = true }
            } else if path.count == 1, let owner = currentClass {
                facts.visibility.shownOwnOutlets[owner, default: []].insert(path[0])
            } else if let outlet = path.last {
                facts.visibility.shownOutlets.insert(outlet)
            }
            return
        }
        // A hiding counts for an outlet of the class whose code it is, reached as itself.
        guard path.count == 1, !local, let owner = currentClass, !owner.hasPrefix("UI"), let open = method else {
            // A hiding by a flag elsewhere still shows the view whenever the flag is true.
            if hiding.flag != nil, let outlet = path.last {
                if path.count == 1, let owner = currentClass {
                    facts.visibility.shownOwnOutlets[owner, default: []].insert(outlet)
                } else {
                    facts.visibility.shownOutlets.insert(outlet)
                }
            }
            return
        }
        hiding.method = open.name
        hiding.always = open.runsAlways && !isConditionalStatement(endingAt: i)
        facts.visibility.hidings[owner, default: [:]][path[0], default: []].insert(hiding)
    }

    /// Whether the statement that token `i` is in runs only sometimes though no brace says so: an
    /// Objective-C `if (editing) self.badge.hidden = YES;`, a ternary.
    private func isConditionalStatement(endingAt i: Int) -> Bool {
        (statementStart(endingAt: i)..<i).contains { isConditional(at: $0) }
    }

    /// `configure()`, `self.configure()`, `[self configure]` in a method's body, where it runs
    /// whenever the method does.
    private mutating func recordCall(at i: Int) {
        guard method?.runsAlways == true else { return }
        let called: Bool
        if language == .swift {
            called = isPunctuation(i + 1, "(") && !tokens.isIdentifier(i - 1, "func")
                && (!isPunctuation(i - 1, ".") || tokens.isIdentifier(i - 2, "self"))
        } else {
            called = tokens.isIdentifier(i - 1, "self") && isPunctuation(i - 2, "[") && (isPunctuation(i + 1, "]") || isPunctuation(i + 1, ":"))
        }
        // Swift needs braces for a condition; an Objective-C `if (x) [self configure];` does not.
        guard called, language == .swift || !isConditionalStatement(endingAt: i),
              let name = method?.name, let owner = currentClass else { return }
        facts.visibility.calls[owner, default: [:]][name, default: []].insert(tokens.text(i))
    }

    /// `let`/`var`: a method's local name, or in a Swift class's body a Boolean property declared
    /// `false` (`var showBackButton = false`, `private var showBackButton: Bool = false`).
    private mutating func declaration(at i: Int) {
        guard let name = identifier(i + 1) else { return }
        if method != nil {
            method?.locals.insert(name)
            return
        }
        guard language == .swift, tokens.isIdentifier(i, "var"), let owner = classes.last, owner.depth == depth else { return }
        let valueAt: Int
        if isPunctuation(i + 2, "=") {
            valueAt = i + 3
        } else if isPunctuation(i + 2, ":"), tokens.isIdentifier(i + 3, "Bool"), isPunctuation(i + 4, "=") {
            valueAt = i + 5
        } else {
            return
        }
        guard tokens.isIdentifier(valueAt, "false"), endsStatement(after: valueAt) else { return }
        // A property that Interface Builder, key-value coding or a subclass may set is no flag the code alone decides.
        var k = i - 1
        while k >= 0, i - k <= 6, tokens.kind(k) == .identifier || tokens.kind(k) == .atKeyword || isPunctuation(k, "@")
                || isPunctuation(k, "(") || isPunctuation(k, ")") {
            if tokens.kind(k) == .atKeyword || Self.externallySetWords.contains(tokens.text(k)) {
                facts.visibility.assignedNames.insert(name)
                return
            }
            k -= 1
        }
        facts.visibility.falseFlags[owner.name, default: []].insert(name)
    }

    /// `{ cell, index in`, `{ [weak self] value in`, `{ (a, b) in`: a closure's parameters are locals.
    private mutating func closureParameters(endingAt i: Int) {
        guard method != nil, language == .swift else { return }
        var k = i - 1
        var names: [String] = []
        while k >= 0, i - k <= 16 {
            if isPunctuation(k, "{") {
                method?.locals.formUnion(names)
                return
            }
            if isPunctuation(k, ";") || isPunctuation(k, "}") { return }
            if let name = identifier(k) { names.append(name) }
            k -= 1
        }
    }
}
