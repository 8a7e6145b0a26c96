/// One pass over a code file's tokens for `CodeTextFacts`: follows which class's body each token
/// is in, which class each variable is said to hold, and reads each assignment to and setter
/// call on a title, text or tab bar item.
struct CodeTextScan {
    let tokens: CodeTokens
    let language: CodeLanguage
    var facts = CodeTextFacts()
    /// The classes whose bodies enclose the token read, innermost last, with the brace depth
    /// their body is at (Swift); an `@implementation` in Objective-C.
    var classes: [(name: String, depth: Int)] = []
    var depth = 0
    /// The method whose body the scan is in (`CodeTextScan+Visibility`).
    var method: OpenMethod?
    /// Whether a statement's word (`if`, `else`, `for`, `switch`, …) came since the last brace or
    /// `;`: the next `{` is that statement's, not a closure's.
    var statementWordPending = false
    /// The class each variable of the file was last said to hold.
    var variableClasses: [String: String] = [:]

    init(tokens: CodeTokens) {
        self.tokens = tokens
        self.language = tokens.language
    }

    /// The properties whose assignment sets an outlet's text, and the setters that do.
    static let textProperties = ["title", "text", "attributedText", "placeholder", "attributedPlaceholder", "attributedTitle"]
    static let textSetters = ["setTitle", "setAttributedTitle", "setText", "setAttributedText", "setPlaceholder",
                              "setAttributedPlaceholder"]
    /// What an outlet's text is reached through: `button.titleLabel?.text`, `button.configuration?.title`.
    static let textHolders: Set<String> = ["titleLabel", "configuration"]
    /// The properties `assignment(at:)` reads: a text, a title view, a tab bar item, a tab bar item's image.
    static let assignedProperties = CodeWordTable(textProperties + ["titleView", "tabBarItem"] + tabItemImages
                                                  + CodeColorFacts.properties.keys.sorted())
    /// A tab bar item's images: set in code (`browseNavigationController.tabBarItem.image = …`), the item is the code's.
    static let tabItemImages = ["image", "selectedImage"]
    /// The setters `setterCall(at:)` reads, with the property each sets: a button's `setTitle(_:for:)`
    /// is its title, any other text setter its text.
    static let setterProperties = CodeWordTable(
        [("setTitleView", "titleView"), ("setTabBarItem", "tabBarItem")] + textSetters.map { ($0, $0 == "setTitle" ? "title" : "text") })
    /// The words that declare a type whose body follows (`class Foo: Bar {`).
    static let typeDeclarations = CodeWordTable(["class", "struct", "enum", "actor", "extension"])
    /// The words that start another statement: a variable's declaration ends before them.
    static let statementWords = CodeWordTable(["let", "var", "guard", "if", "return"])

    /// Every name some reading of `run` starts at: a file's names are mostly none of them, and a
    /// name that is none is looked up once, not in each reading's table.
    static let triggerWords = CodeWordTable(Set(
        typeDeclarations.names + ["case", "let", "var", "init"] + assignedProperties.names + colorSetters.names
            + setterProperties.names + CodeNavigationBarFacts.itemProperties.names + CodeNavigationBarFacts.appearanceSetters.names
            + CodeNavigationBarFacts.toolbarVisibilityNames.names + viewClassWords.names + visibilityWords.names).sorted())

    mutating func run() -> CodeTextFacts {
        var i = 0
        while i < tokens.count {
            switch tokens.list[i].kind {
            case .punctuation where isPunctuation(i, "{"):
                depth += 1
                openBrace(at: i)
            case .punctuation where isPunctuation(i, ";"):
                statementWordPending = false
            case .punctuation where isPunctuation(i, "}"):
                depth -= 1
                while let last = classes.last, last.depth > depth { classes.removeLast() }
                closeBrace()
            case .string:
                nibName(at: i)
            case .atKeyword:
                objcDeclaration(at: i)
            case .identifier:
                if mentionsNib(at: i) { nibLoading(at: i) }
                guard tokens.isIdentifier(i, in: Self.triggerWords) else {
                    // Any other name starts only an Objective-C local's declaration
                    // (`UIView *view = …`) or a call in a method's body.
                    if language == .objc, isPunctuation(i + 1, "*") { variableDeclaration(at: i) }
                    if method != nil { visibility(at: i) }
                    break
                }
                if language == .swift {
                    swiftDeclaration(at: i)
                    if tokens.isIdentifier(i, "case") { caseNames(after: i) }
                }
                variableDeclaration(at: i)
                assignment(at: i)
                setterCall(at: i)
                navigationBarItems(at: i)
                navigationBarAppearance(at: i)
                toolbarVisibility(at: i)
                viewClassFacts(at: i)
                visibility(at: i)
                if language == .swift, tokens.isIdentifier(i, "init") { trappingCoderInitializer(at: i) }
            default:
                break
            }
            i += 1
        }
        return facts
    }

    func isPunctuation(_ k: Int, _ text: StaticString) -> Bool {
        tokens.isPunctuation(k, text)
    }

    func identifier(_ k: Int) -> String? {
        tokens.identifier(k)
    }

    var currentClass: String? { classes.last?.name }

    /// `required init?(coder: NSCoder) { fatalError(…) }`, the initializer Xcode writes for a view
    /// made in code: the class is recorded as one no archive can make. Each look ahead is bounded.
    private mutating func trappingCoderInitializer(at i: Int) {
        guard let current = currentClass else { return }
        var k = i + 1
        if isPunctuation(k, "?") || isPunctuation(k, "!") { k += 1 }
        guard isPunctuation(k, "("), tokens.isIdentifier(k + 1, "coder"), let parametersEnd = closingParenthesis(from: k) else { return }
        guard isPunctuation(parametersEnd + 1, "{"), tokens.isIdentifier(parametersEnd + 2, "fatalError"),
              let callEnd = closingParenthesis(from: parametersEnd + 3), isPunctuation(callEnd + 1, "}") else { return }
        facts.undecodableClasses.insert(current)
    }

    /// The `)` that closes the `(` at `open`, within 32 tokens; nil if there is none so near.
    private func closingParenthesis(from open: Int) -> Int? {
        guard isPunctuation(open, "(") else { return nil }
        var level = 0
        for k in open..<min(tokens.count, open + 32) {
            if isPunctuation(k, "(") { level += 1 }
            if isPunctuation(k, ")") { level -= 1; if level == 0 { return k } }
        }
        return nil
    }

    /// A name that loads a nib (`initWithNibName`, `nibName`, `loadNibNamed`): the class whose
    /// code it is, and the classes named in the same statement (`[[Foo alloc] initWithNibName:…]`),
    /// may load theirs by a computed name.
    private mutating func nibLoading(at i: Int) {
        if let current = currentClass { facts.nibLoadingClasses.insert(current) }
        var k = i - 1
        while k >= 0, i - k <= 12, !isPunctuation(k, ";"), !isPunctuation(k, "{"), !isPunctuation(k, "}") {
            if let name = identifier(k), Self.isTypeName(name) { facts.nibLoadingClasses.insert(name) }
            k -= 1
        }
    }

    /// A string literal that could name a nib (`CodeTextFacts.nibNames`) or a storyboard scene
    /// (`CodeSceneNames`). Its bytes are looked at first: a literal holding a space or any other
    /// byte no nib's name holds (most of them) is passed over without its value being made, unless
    /// a word starts it before an interpolation or a format (`"step\(n)"`, `@"Step%d"`).
    private mutating func nibName(at i: Int) {
        let token = tokens.list[i]
        var k = token.start
        while k < token.end {
            let byte = tokens.bytes[k]
            if byte == UInt8(ascii: "%") || (byte == UInt8(ascii: "\\") && k + 1 < token.end && tokens.bytes[k + 1] == UInt8(ascii: "(")) {
                computedNameStart(token, upTo: k)
                return
            }
            guard Self.isNibNameByte(byte) || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "@")
                    || byte == UInt8(ascii: "#") else { return }
            k += 1
        }
        let text = tokens.text(i)
        guard Self.mayNameNib(text) else { return }
        facts.nibNames.insert(text)
        facts.sceneNames.record(text, owner: sceneNameOwner, method: sceneNameMethod, instantiates: instantiatesScene(at: i))
        if isPunctuation(i + 1, "+") { facts.sceneNames.recordPrefix(text, owner: sceneNameOwner) }
    }

    /// Whether the literal at `i` is the identifier of the scene a call instantiates, which
    /// performs no segue: `instantiateViewController(withIdentifier: "x")` or `(identifier: "x"`,
    /// `[storyboard instantiateViewControllerWithIdentifier:@"x"]`.
    private func instantiatesScene(at i: Int) -> Bool {
        guard i >= 2, isPunctuation(i - 1, ":") else { return false }
        if language == .objc { return tokens.isIdentifier(i - 2, "instantiateViewControllerWithIdentifier") }
        return i >= 4 && (tokens.isIdentifier(i - 2, "withIdentifier") || tokens.isIdentifier(i - 2, "identifier"))
            && isPunctuation(i - 3, "(") && tokens.isIdentifier(i - 4, "instantiateViewController")
    }

    /// The owner of a name the code holds here (`CodeSceneNames`): the outermost type whose body
    /// holds it, or anyone's at the top level.
    private var sceneNameOwner: String { classes.first?.name ?? CodeSceneNames.anyone }

    /// The method a name the code holds here is in, when only the code may call it: not an
    /// override, an action, an `@objc` method or an initializer, which UIKit or the runtime calls,
    /// nor a method that takes a framework's object, as a delegate's does.
    private var sceneNameMethod: String {
        guard let open = method, open.name != "init", !open.takesFrameworkObject,
              open.parameters.isDisjoint(with: ["override", "IBAction", "IBSegueAction", "objc", "init"]) else { return CodeSceneNames.anyone }
        return open.name
    }

    /// The word a literal starts with before an interpolation or a format, at `end`: the start of
    /// the names it computes.
    private mutating func computedNameStart(_ token: CodeToken, upTo end: Int) {
        guard let quote = (token.start..<end).first(where: { tokens.bytes[$0] == UInt8(ascii: "\"") }), quote + 1 < end,
              (quote + 1..<end).allSatisfy({ Self.isNibNameByte(tokens.bytes[$0]) }) else { return }
        facts.sceneNames.recordPrefix(String(decoding: tokens.bytes[quote + 1..<end], as: UTF8.self), owner: sceneNameOwner)
    }

    /// The classes that call one of `helpers` (`CodeTextFacts.titlingHelpers`) on themselves, in a
    /// pass that follows only the classes' bodies and the variables' classes: the files read again
    /// for it hold a helper's name, and may be many when the name is a common one.
    mutating func classesCalling(_ helpers: CodeWordTable<Void>) -> Set<String> {
        var i = 0
        while i < tokens.count {
            switch tokens.list[i].kind {
            case .punctuation where isPunctuation(i, "{"):
                depth += 1
            case .punctuation where isPunctuation(i, "}"):
                depth -= 1
                while let last = classes.last, last.depth > depth { classes.removeLast() }
            case .atKeyword:
                objcDeclaration(at: i)
            case .identifier:
                if tokens.isIdentifier(i, in: helpers) {
                    titlingHelperCall(at: i)
                } else if tokens.isIdentifier(i, in: Self.triggerWords) {
                    if language == .swift { swiftDeclaration(at: i) }
                    variableDeclaration(at: i)
                } else if language == .objc, isPunctuation(i + 1, "*") {
                    variableDeclaration(at: i)
                }
            default:
                break
            }
            i += 1
        }
        return facts.titledClasses
    }

    /// A call of a titling helper on the class's own object (`[self showSearch:NO]`,
    /// `[super showSearch:animated]`, `self.showSearch()`, `showSearch()`) titles the class whose
    /// code it is; on a variable whose class the code says (`contacts.showSearch(true)`), that class.
    private mutating func titlingHelperCall(at i: Int) {
        let receiver: String?
        if language == .objc {
            guard isPunctuation(i - 2, "["), let name = identifier(i - 1), isPunctuation(i + 1, ":") || isPunctuation(i + 1, "]") else { return }
            receiver = name
        } else {
            guard isPunctuation(i + 1, "(") else { return }
            if isPunctuation(i - 1, "."), let name = identifier(i - 2), !isPunctuation(i - 3, ".") {
                receiver = name
            } else if isPunctuation(i - 1, ".") || tokens.isIdentifier(i - 1, "func") {
                return
            } else {
                receiver = nil
            }
        }
        let titled: String?
        if receiver == nil || receiver == "self" || receiver == "super" {
            titled = currentClass
        } else {
            titled = receiver.flatMap { variableClasses[$0] }
        }
        guard let titled, !Self.isUIKitClassName(titled) else { return }
        facts.titledClasses.insert(titled)
    }

    /// Whether `name` is written as UIKit's classes are (`UIViewController`, `UITableViewController`).
    static func isUIKitClassName(_ name: String) -> Bool {
        let bytes = name.utf8
        guard bytes.count > 2, name.hasPrefix("UI") else { return false }
        let third = bytes[bytes.index(bytes.startIndex, offsetBy: 2)]
        return third >= UInt8(ascii: "A") && third <= UInt8(ascii: "Z")
    }

    /// `case a, b` in Swift: an enum's cases, whose raw values are their names.
    private mutating func caseNames(after i: Int) {
        var k = i + 1
        while let name = identifier(k) {
            facts.sceneNames.record(name, owner: sceneNameOwner)
            guard isPunctuation(k + 1, ",") else { return }
            k += 2
        }
    }

    /// `class Foo: Bar {`, `struct`, `enum`, `actor`, `extension Foo {`: the body that follows is Foo's.
    private mutating func swiftDeclaration(at i: Int) {
        guard tokens.isIdentifier(i, in: Self.typeDeclarations) else { return }
        let word = tokens.text(i)
        guard !isPunctuation(i - 1, "."),
              let name = identifier(i + 1), !["func", "var", "let", "subscript", "init"].contains(name) else { return }
        var k = i + 2
        // A qualified extension (`extension UIKit.UIView`) names its last part.
        var declared = name
        while isPunctuation(k, "."), let next = identifier(k + 1) { declared = next; k += 2 }
        if word == "class" { facts.declaredClasses.insert(declared) }
        if depth == 0 {
            if word == "class" || word == "extension" {
                facts.sceneNames.owners.insert(declared)
            } else if !tokens.isIdentifier(i - 1, "private") && !tokens.isIdentifier(i - 1, "fileprivate") {
                facts.sceneNames.declaresSharedType = true
            }
        }
        if word == "class", isPunctuation(k, ":"), let parent = identifier(k + 1) { facts.superclasses[declared] = parent }
        // The body's brace: the first `{` before any `;` or `}`.
        while k < tokens.count, !isPunctuation(k, "{"), !isPunctuation(k, "}"), !isPunctuation(k, ";") { k += 1 }
        guard isPunctuation(k, "{") else { return }
        classes.append((declared, depth + 1))
    }

    /// `@implementation Foo` … `@end`; `@interface Foo : Bar`.
    private mutating func objcDeclaration(at i: Int) {
        switch tokens.text(i) {
        case "@implementation":
            if let name = identifier(i + 1) {
                classes = [(name, Int.min)]
                facts.declaredClasses.insert(name)
                facts.sceneNames.owners.insert(name)
            }
        case "@end":
            classes = []
        case "@interface":
            if let name = identifier(i + 1), isPunctuation(i + 2, ":"), let parent = identifier(i + 3) {
                facts.superclasses[name] = parent
            }
        default:
            break
        }
    }

    /// A variable said to hold an object of a class: `let v = … as? Foo`, `let v: Foo`,
    /// `let v = Foo(…)`, `Foo *v = …`.
    private mutating func variableDeclaration(at i: Int) {
        if language == .swift, tokens.isIdentifier(i, "let") || tokens.isIdentifier(i, "var"), let name = identifier(i + 1) {
            // `let v: Foo = …`; a property declared without a value (`@IBOutlet var v: Foo!`) is an outlet, not a variable.
            if isPunctuation(i + 2, ":"), isTypeName(at: i + 3), isPunctuation(i + 4, "=") {
                variableClasses[name] = tokens.text(i + 3)
                return
            }
            guard isPunctuation(i + 2, "=") else { return }
            var k = i + 3
            let end = min(tokens.count, k + 24)
            // `let bars = UINavigationBar.appearance()`: the proxy of every navigation bar.
            if tokens.isIdentifier(k, "UINavigationBar"), isPunctuation(k + 1, "."), tokens.kind(k + 2) == .identifier,
               tokens.hasPrefix(k + 2, "appearance") {
                variableClasses[name] = "UINavigationBar"
                return
            }
            if isTypeName(at: k), isPunctuation(k + 1, "(") {
                variableClasses[name] = tokens.text(k)
                return
            }
            while k < end {
                if isPunctuation(k, "{") || isPunctuation(k, "}") || isPunctuation(k, ";") { return }
                if tokens.isIdentifier(k, "as"), isPunctuation(k + 1, "?") || isPunctuation(k + 1, "!"), isTypeName(at: k + 2) {
                    variableClasses[name] = tokens.text(k + 2)
                    return
                }
                if tokens.isIdentifier(k, in: Self.statementWords) { return }
                k += 1
            }
        } else if language == .objc, isPunctuation(i + 1, "*"), isPunctuation(i + 3, "="), isTypeName(at: i), let name = identifier(i + 2) {
            variableClasses[name] = tokens.text(i)
        }
    }

    /// The names of the receiver chain that ends just before token `end` (exclusive), read
    /// backwards over `.`, `?.`, `!.` and `->` (`self.navigationItem` → `[self, navigationItem]`),
    /// and over an Objective-C message send (`[self navigationItem]`).
    func chain(endingBefore end: Int) -> [String]? {
        var names: [String] = []
        var k = end - 1
        while k >= 0 {
            if isPunctuation(k, "?") || isPunctuation(k, "!") { k -= 1; continue }
            if let name = identifier(k) {
                names.insert(name, at: 0)
                k -= 1
                if isPunctuation(k, "?") || isPunctuation(k, "!") { k -= 1 }
                guard isPunctuation(k, ".") || isPunctuation(k, "->") else { return names }
                k -= 1
            } else if isPunctuation(k, "]"), language == .objc {
                // `[receiver name]`: the receiver's chain and the name.
                guard let name = identifier(k - 1) else { return nil }
                var open = k - 2, level = 0
                while open >= 0 {
                    if isPunctuation(open, "]") { level += 1 }
                    if isPunctuation(open, "[") { if level == 0 { break }; level -= 1 }
                    open -= 1
                }
                guard open >= 0, let inner = chain(endingBefore: k - 1), !inner.isEmpty else { return nil }
                names.insert(contentsOf: inner + [name], at: 0)
                k = open - 1
                guard isPunctuation(k, ".") else { return names }
                k -= 1
            } else {
                return names.isEmpty ? nil : names
            }
        }
        return names
    }

    /// `….title = …`, `….tabBarItem = …`, `….text = …`: a lone `=` after the property.
    private mutating func assignment(at i: Int) {
        guard isPunctuation(i + 1, "="), tokens.isIdentifier(i, in: Self.assignedProperties) else { return }
        let property = tokens.text(i)
        // A declaration (`var title = …`, `NSString *title = …`) is a variable of its own.
        if tokens.isIdentifier(i - 1, "let") || tokens.isIdentifier(i - 1, "var") { return }
        if isPunctuation(i - 1, "*") { return }
        let receiver: [String]
        if isPunctuation(i - 1, ".") || isPunctuation(i - 1, "->") {
            guard let found = chain(endingBefore: i - 1) else { return }
            receiver = found
        } else {
            receiver = []
        }
        if let layer = CodeColorFacts.properties[property] {
            recordColor(layer, receiver: receiver)
            return
        }
        if Self.tabItemImages.contains(property) {
            // Only a tab bar item's image: what sets it sets the item, as its title would.
            guard receiver.last == "tabBarItem" else { return }
            record(property: "title", receiver: receiver)
            return
        }
        record(property: property, receiver: receiver)
    }

    /// `outlet.setTitle(…)`, `[outlet setTitle:…]`, `[self setTitle:…]`, `[self setTabBarItem:…]`;
    /// `button.setTitleColor(…)`, `[label setTextColor:…]`.
    private mutating func setterCall(at i: Int) {
        if let layer = tokens.value(i, in: Self.colorSetters) {
            if language == .objc, isPunctuation(i + 1, ":"), let found = chain(endingBefore: i) {
                recordColor(layer, receiver: found)
            } else if language == .swift, isPunctuation(i + 1, "("), isPunctuation(i - 1, "."), let found = chain(endingBefore: i - 1) {
                recordColor(layer, receiver: found)
            }
            return
        }
        guard let property = tokens.value(i, in: Self.setterProperties) else { return }
        let receiver: [String]
        if language == .objc {
            guard isPunctuation(i + 1, ":"), let found = chain(endingBefore: i) else { return }
            receiver = found
        } else {
            guard isPunctuation(i + 1, "("), isPunctuation(i - 1, "."), let found = chain(endingBefore: i - 1) else { return }
            receiver = found
        }
        // A button's `setTitle(_:for:)` is its title; a view controller's `setTitle:` (Objective-C) is its own.
        record(property: property, receiver: receiver)
    }

    /// The colour setters `setterCall(at:)` reads.
    static let colorSetters = CodeWordTable(CodeColorFacts.setters.map { ($0.key, $0.value) })

    /// A colour set on the object `receiver` names: an outlet of the class whose code it is
    /// (`nameLabel`, `self.nameLabel`, `_nameLabel`), past `titleLabel` (`button.titleLabel?.textColor`),
    /// or one reached through another object (`cell.nameLabel`); and a controller's root view
    /// (`view.backgroundColor`, `self.view.backgroundColor`), recorded as its outlet `view`. A view's
    /// own colour and a local variable's are no outlet's.
    private mutating func recordColor(_ layer: CodeColorFacts.Layer, receiver: [String]) {
        guard let outlet = outlet(of: receiver, past: { Self.textHolders.contains($0) || $0 == "layer" }),
              outlet.name != "view" || outlet.ownerClass != nil, outlet.name != "navigationBar", outlet.name != "tabBar" else { return }
        facts.colors.record(layer, outlet: outlet.name, ofClass: outlet.ownerClass)
    }

    /// The outlet the object `receiver` names, past the trailing names `past` picks (`titleLabel`,
    /// `layer`): one of the class whose code it is when named alone (`nameLabel`, `self.nameLabel`,
    /// `_nameLabel` in Objective-C), with that class as `ownerClass`; one of any class when reached
    /// through another object (`cell.nameLabel`), with none. Nil for a local variable, a variable
    /// whose class the code says, or a name alone outside a class's body.
    func outlet(of receiver: [String], past: (String) -> Bool = { _ in false }) -> (name: String, ownerClass: String?)? {
        var path = receiver
        let fromSelf = path.first == "self"
        if fromSelf { path.removeFirst() }
        if let ivar = path.first, ivar.hasPrefix("_"), ivar.count > 1, language == .objc { path[0] = String(ivar.dropFirst()) }
        while let last = path.last, past(last), path.count > 1 { path.removeLast() }
        guard let name = path.last else { return nil }
        guard path.count == 1 else { return (name, nil) }
        if !fromSelf, variableClasses[name] != nil || method?.locals.contains(name) == true { return nil }
        return currentClass.map { (name, $0) }
    }

    /// What setting `property` on the object `receiver` names tells.
    private mutating func record(property: String, receiver: [String]) {
        var path = receiver
        let fromSelf = path.first == "self"
        if fromSelf { path.removeFirst() }
        if let ivar = path.first, ivar.hasPrefix("_"), ivar.count > 1, !fromSelf, language == .objc { path[0] = String(ivar.dropFirst()) }
        // The view controller's own title, title view or tab bar item.
        let ownTitle = (property == "title" || property == "titleView") && (path.isEmpty || path == ["navigationItem"])
        let ownTabItem = (property == "tabBarItem" && path.isEmpty) || (property == "title" && path == ["tabBarItem"])
        // An unqualified `title` in Objective-C is a variable or an instance variable, not the property.
        if language == .objc && receiver.isEmpty { return }
        if ownTitle || ownTabItem {
            // A bare `title = …` outside a class's body is a variable.
            guard let current = currentClass else { return }
            // A method of an extension or category of a UIKit class titles whichever controller
            // calls it on itself (`[self showSearch:NO]`), not every controller.
            if ownTitle, Self.isUIKitClassName(current), current.hasSuffix("Controller"), let method {
                if !method.isTypeMethod { facts.titlingHelpers.insert(method.name) }
                return
            }
            if ownTitle { facts.titledClasses.insert(current) } else { facts.tabItemClasses.insert(current) }
            return
        }
        // Another controller's, through a variable whose class the code says.
        if let first = path.first, let type = variableClasses[first], !fromSelf {
            let rest = Array(path.dropFirst())
            if (property == "title" || property == "titleView") && (rest.isEmpty || rest == ["navigationItem"]) {
                facts.titledClasses.insert(type)
                return
            }
            if (property == "tabBarItem" && rest.isEmpty) || (property == "title" && rest == ["tabBarItem"]) {
                facts.tabItemClasses.insert(type)
                return
            }
        }
        // A tab bar item of a controller an outlet or a variable reaches (`browseNavigationController.tabBarItem.image = …`).
        if let first = path.first, (property == "tabBarItem" && path.count == 1) || (property == "title" && path.count == 2 && path[1] == "tabBarItem") {
            facts.outletTabItems.insert(first)
        }
        // A tab bar item of a controller the code names by no class of the app's own.
        if let first = path.first, !fromSelf, currentClass != nil || language == .swift,
           (property == "tabBarItem" && path.count == 1) || (property == "title" && path.count == 2 && path[1] == "tabBarItem") {
            if variableClasses[first].map({ $0.hasPrefix("UI") }) ?? true { facts.setsTabItemsOfUnnamedClasses = true }
            // A variable of a UIKit class may hold a controller of any class of the app's that inherits from it.
            if let type = variableClasses[first], type.hasPrefix("UI") { facts.tabItemKitClasses.insert(type) }
            return
        }
        guard property != "tabBarItem" && property != "titleView" else { return }
        // An outlet's text: the last name before the property, past `titleLabel` or `configuration`.
        while let last = path.last, Self.textHolders.contains(last), path.count > 1 { path.removeLast() }
        guard let outlet = path.last, outlet != "navigationItem", outlet != "tabBarItem" else { return }
        // A variable of the method (`let label = UILabel()`) is no outlet.
        if path.count == 1 && !fromSelf && variableClasses[outlet] != nil { return }
        if path.count == 1, let current = currentClass {
            facts.outletTexts[current, default: []].insert(outlet)
        } else {
            facts.outletTextsOfAnyClass.insert(outlet)
        }
    }

    /// `navigationItem.rightBarButtonItem = …`, `navigationItem.leftBarButtonItems = [a, b]`,
    /// `….rightBarButtonItems?.append(…)`, `navigationItem.setRightBarButtonItems(…)`,
    /// `[self.navigationItem setLeftBarButtonItem:…]`: the items of a side of the navigation bar of
    /// the class whose code it is, or of a variable whose class the code says.
    private mutating func navigationBarItems(at i: Int) {
        guard let (side, list) = tokens.value(i, in: CodeNavigationBarFacts.itemProperties) else { return }
        let name = tokens.text(i)
        let receiver: [String]
        let change: CodeNavigationBarFacts.ItemChange
        if name.hasPrefix("set") {
            if language == .objc {
                guard isPunctuation(i + 1, ":"), let found = chain(endingBefore: i) else { return }
                receiver = found
            } else {
                guard isPunctuation(i + 1, "("), isPunctuation(i - 1, "."), let found = chain(endingBefore: i - 1) else { return }
                receiver = found
            }
            change = list && listLiteralCount(from: i + 2) >= 2 ? .added : .set
        } else {
            guard isPunctuation(i - 1, ".") || isPunctuation(i - 1, "->"), let found = chain(endingBefore: i - 1) else { return }
            receiver = found
            var next = i + 1
            if isPunctuation(next, "?") || isPunctuation(next, "!") { next += 1 }
            if isPunctuation(i + 1, "=") {
                let keepsItems = list && (listLiteralCount(from: i + 2) >= 2 || mentions(name, from: i + 2))
                change = keepsItems ? .added : .set
            } else if list, isPunctuation(i + 1, "+=") {
                change = .added
            } else if list, isPunctuation(next, "."), let verb = identifier(next + 1), verb.hasPrefix("append") || verb.hasPrefix("insert") {
                change = .added
            } else {
                return
            }
        }
        guard let owner = navigationItemOwner(receiver) else { return }
        facts.navigationBars.recordItems(change, side: side, ofClass: owner)
    }

    /// The class whose navigation item `receiver` is: `navigationItem` or `self.navigationItem`
    /// in a class's code, `detail.navigationItem` for a variable whose class the code says.
    private func navigationItemOwner(_ receiver: [String]) -> String? {
        var path = receiver
        let fromSelf = path.first == "self"
        if fromSelf { path.removeFirst() }
        guard path.last == "navigationItem" else { return nil }
        path.removeLast()
        if path.isEmpty { return currentClass }
        if path.count == 1, !fromSelf, let type = variableClasses[path[0]] { return type }
        return nil
    }

    /// The number of elements of the list literal at token `k` (`[a, b]`, `@[a, b]`), or 0 when
    /// no list literal is there.
    private func listLiteralCount(from start: Int) -> Int {
        var k = start
        if tokens.kind(k) == .atKeyword, tokens.text(k) == "@" { k += 1 }
        guard isPunctuation(k, "[") else { return 0 }
        var level = 0, count = 0, empty = true
        k += 1
        while k < tokens.count, k - start < 256 {
            if isPunctuation(k, "[") || isPunctuation(k, "(") || isPunctuation(k, "{") { level += 1 }
            if isPunctuation(k, ")") || isPunctuation(k, "}") { level -= 1 }
            if isPunctuation(k, "]") {
                if level == 0 { return empty ? 0 : count + 1 }
                level -= 1
            }
            if level == 0, isPunctuation(k, ",") { count += 1 }
            empty = false
            k += 1
        }
        return 0
    }

    /// Whether the statement from token `start` names `name` again (`items = (items ?? []) + [more]`).
    private func mentions(_ name: String, from start: Int) -> Bool {
        var k = start
        while k < tokens.count, k - start < 16, !isPunctuation(k, ";"), !isPunctuation(k, "{"), !isPunctuation(k, "}") {
            if identifier(k) == name { return true }
            k += 1
        }
        return false
    }

    /// `navigationController?.isToolbarHidden = …`, `navigationController?.setToolbarHidden(true, animated: false)`,
    /// `[self.navigationController setToolbarHidden:YES animated:NO]`, `toolbarHidden = …` in a
    /// navigation controller subclass, `detail.navigationController?.isToolbarHidden = …` for a
    /// variable whose class the code says: the class decides in code whether its navigation
    /// controller's toolbar shows, whatever the value.
    private mutating func toolbarVisibility(at i: Int) {
        guard tokens.isIdentifier(i, in: CodeNavigationBarFacts.toolbarVisibilityNames) else { return }
        let name = tokens.text(i)
        let receiverEnd: Int
        if name.hasPrefix("set") {
            guard let end = setterReceiverEnd(at: i) else { return }
            receiverEnd = end
        } else {
            guard isPunctuation(i + 1, "=") else { return }
            guard isPunctuation(i - 1, ".") || isPunctuation(i - 1, "->") else {
                // Swift's bare `isToolbarHidden = …` in a navigation controller subclass (not a
                // variable's declaration); in Objective-C a bare name is an instance variable.
                let declares = identifier(i - 1).map { ["var", "let"].contains($0) } ?? false
                if language == .swift, !declares, let current = currentClass { facts.navigationBars.toolbarVisibilityClasses.insert(current) }
                return
            }
            receiverEnd = i - 1
        }
        guard var path = chain(endingBefore: receiverEnd) else { return }
        let fromSelf = path.first == "self"
        if fromSelf { path.removeFirst() }
        if path.last == "navigationController" { path.removeLast() }
        if path.isEmpty {
            if let current = currentClass { facts.navigationBars.toolbarVisibilityClasses.insert(current) }
        } else if path.count == 1, !fromSelf, let type = variableClasses[path[0]], !type.hasPrefix("UI") {
            facts.navigationBars.toolbarVisibilityClasses.insert(type)
        }
    }

    /// Where the receiver of the setter call at `i` ends: `[receiver setFoo:…]` in Objective-C (the
    /// receiver's chain ends just before the name), `receiver.setFoo(…)` in Swift; nil when the
    /// name at `i` is not called so.
    private func setterReceiverEnd(at i: Int) -> Int? {
        if language == .objc { return isPunctuation(i + 1, ":") ? i : nil }
        return isPunctuation(i + 1, "(") && isPunctuation(i - 1, ".") ? i - 1 : nil
    }

    /// `navigationController?.navigationBar.barTintColor = …`, `navigationBar.isTranslucent = …`,
    /// `UINavigationBar.appearance().barStyle = …`, `[[UINavigationBar appearance] setBarTintColor:…]`,
    /// `proxy.barTintColor = …` for `let proxy = UINavigationBar.appearance()`: the look of the
    /// navigation bars of a class, or of every bar.
    private mutating func navigationBarAppearance(at i: Int) {
        guard let properties = tokens.value(i, in: CodeNavigationBarFacts.appearanceSetters) else { return }
        let name = tokens.text(i)
        let receiverEnd: Int
        if name.hasPrefix("set") {
            guard let end = setterReceiverEnd(at: i) else { return }
            receiverEnd = end
        } else {
            guard isPunctuation(i + 1, "="), isPunctuation(i - 1, ".") || isPunctuation(i - 1, "->") else { return }
            receiverEnd = i - 1
        }
        if appearanceProxy(endingBefore: receiverEnd) {
            facts.navigationBars.recordAppearance(properties, ofClass: nil)
            return
        }
        guard var path = chain(endingBefore: receiverEnd) else { return }
        let fromSelf = path.first == "self"
        if fromSelf { path.removeFirst() }
        if path == ["UINavigationBar", "appearance"] {
            facts.navigationBars.recordAppearance(properties, ofClass: nil)
        } else if path.count == 1, !fromSelf, variableClasses[path[0]] == "UINavigationBar" {
            facts.navigationBars.recordAppearance(properties, ofClass: nil)
        } else if path == ["navigationBar"] || path == ["navigationController", "navigationBar"] {
            if let current = currentClass { facts.navigationBars.recordAppearance(properties, ofClass: current) }
        } else if path.last == "navigationBar", !fromSelf, let type = variableClasses[path[0]], !type.hasPrefix("UI"),
                  path.count == 2 || (path.count == 3 && path[1] == "navigationController") {
            // A variable of a UIKit class (`UINavigationController *nav = …`) holds a bar made in code.
            facts.navigationBars.recordAppearance(properties, ofClass: type)
        } else if path == ["navigationItem"], let current = currentClass {
            // The look of the bar while this screen is on top (`navigationItem.standardAppearance = …`).
            facts.navigationBars.recordAppearance(properties, ofClass: current)
        } else if path.count == 2, path[1] == "navigationItem", !fromSelf, let type = variableClasses[path[0]], !type.hasPrefix("UI") {
            facts.navigationBars.recordAppearance(properties, ofClass: type)
        } else if !fromSelf, path.count >= 2, path == [path[0], "navigationController", "navigationBar"] || path == [path[0], "navigationItem"],
                  variableClasses[path[0]].map({ $0.hasPrefix("UI") }) ?? true {
            // The bar of a controller handed in (`controller.navigationController.navigationBar` in a
            // helper every screen calls with itself, as a branding class's `styleViewController:`):
            // which screens it reaches is not known, so it is every bar's.
            facts.navigationBars.recordAppearance(properties, ofClass: nil)
        }
    }

    /// Whether the tokens before `end` are `UINavigationBar.appearance(…)` (Swift).
    private func appearanceProxy(endingBefore end: Int) -> Bool {
        var k = end - 1
        guard isPunctuation(k, ")") else { return false }
        var level = 0
        while k >= 0, end - k < 64 {
            if isPunctuation(k, ")") { level += 1 }
            if isPunctuation(k, "(") { level -= 1; if level == 0 { break } }
            k -= 1
        }
        guard isPunctuation(k, "("), identifier(k - 1)?.hasPrefix("appearance") == true, isPunctuation(k - 2, ".") else { return false }
        return identifier(k - 3) == "UINavigationBar"
    }

    /// Whether a literal could be a nib's name: one word of letters, digits, `_`, `-` and `~`.
    static func mayNameNib(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 128 && text.utf8.allSatisfy(isNibNameByte)
    }

    private static func isNibNameByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "~")
    }

    /// Whether name token `i` holds "Nib" or "nib" (`initWithNibName`, `loadNibNamed`, `nibName`).
    private func mentionsNib(at i: Int) -> Bool {
        let token = tokens.list[i]
        var (secondLast, last): (UInt8, UInt8) = (0, 0)
        for k in token.start..<token.end {
            let byte = tokens.bytes[k]
            if byte == UInt8(ascii: "b"), last == UInt8(ascii: "i"), secondLast == UInt8(ascii: "N") || secondLast == UInt8(ascii: "n") {
                return true
            }
            (secondLast, last) = (last, byte)
        }
        return false
    }

    /// Whether token `k` is a name written as a type is: capitalised. Read on its first byte,
    /// unless that starts a character beyond ASCII.
    private func isTypeName(at k: Int) -> Bool {
        guard tokens.kind(k) == .identifier else { return false }
        let token = tokens.list[k]
        guard token.start < token.end else { return false }
        let first = tokens.bytes[token.start]
        if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
        return Self.isTypeName(tokens.text(k))
    }

    /// A name written as a type is: capitalised.
    static func isTypeName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first else { return false }
        if first.isASCII { return first.value >= 0x41 && first.value <= 0x5A }
        return first.properties.isUppercase
    }
}
