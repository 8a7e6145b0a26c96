/// The names a project's code could instantiate a storyboard scene by, each with the classes whose
/// code names it: what tells a scene the app can show from one nothing leads to
/// (`IBSceneReachability`). Part of `CodeTextFacts` (`sceneNames`).
///
/// A scene is instantiated by its storyboard identifier, which code writes as a string literal
/// (`instantiateViewController(withIdentifier: "settings")`, a `storyboardIdentifier` constant, a
/// list of identifiers it walks), as an enum case whose raw value is its name (`case settings`,
/// `Scene.settings.rawValue`), or as a class's name (`String(describing: SettingsViewController.self)`).
/// Every file's bytes are read, not only those the scan of `CodeTextFacts` reads, and generously:
/// a literal that starts an interpolation, a format or a concatenation (`"step\(n)"`, `@"Step%d"`,
/// `"step" + name`) names every identifier it starts, and a capitalised name counts wherever
/// `CodeTypeNames` counts it (in a comment too). A scene wrongly taken as reached is only judged;
/// one wrongly taken as unreachable loses its findings.
///
/// Each name is kept with the owners of the file that holds it: the classes the file declares or
/// extends at its top level (`class Foo`, `extension Foo`, `@implementation Foo`), or "" when the
/// file also declares a struct, enum, protocol or actor, or no type at all (its code is anyone's).
/// A name only the code of a scene's own class holds is live only when that scene is.
struct CodeSceneNames: Sendable, Equatable {
    /// The one-word literals, enum case names and capitalised names of the code, each with the
    /// owners of the files that hold it.
    var names: [String: Set<String>] = [:]
    /// The literals that start an interpolation, a format or a concatenation, with their owners.
    var prefixes: [String: Set<String>] = [:]
    /// The classes the code declares or extends at the top level of a file: every owner but anyone.
    var owners: Set<String> = []

    /// The owner that stands for code of no class: always live.
    static let anyone = ""

    var isEmpty: Bool { names.isEmpty && prefixes.isEmpty && owners.isEmpty }

    /// Whether the code names `name` (a storyboard identifier, a class), in code whose owner
    /// `isLive` says may run.
    func names(_ name: String, isLive: (String) -> Bool) -> Bool {
        names[name]?.contains(where: isLive) ?? false
    }

    /// Whether some literal that starts a computed name starts `identifier`, in live code.
    func startsComputedName(_ identifier: String, isLive: (String) -> Bool) -> Bool {
        prefixes.contains { prefix, owners in identifier.hasPrefix(prefix) && owners.contains(where: isLive) }
    }

    mutating func merge(_ other: CodeSceneNames) {
        for (name, owners) in other.names { names[name, default: []].formUnion(owners) }
        for (prefix, owners) in other.prefixes { prefixes[prefix, default: []].formUnion(owners) }
        owners.formUnion(other.owners)
    }

    /// What one file names, with `typeNames` the capitalised names it uses (`CodeTypeNames`).
    static func find(in bytes: UnsafeBufferPointer<UInt8>, typeNames: Set<String>) -> CodeSceneNames {
        var scan = Scan(bytes)
        scan.run()
        let owners = scan.owners.isEmpty || scan.declaresOther ? scan.owners.union([anyone]) : scan.owners
        var found = CodeSceneNames()
        found.owners = scan.owners
        for name in scan.words.union(typeNames) { found.names[name] = owners }
        for prefix in scan.prefixes { found.prefixes[prefix] = owners }
        return found
    }

    /// Whether `byte` may stand in a one-word identifier (`onboarding_widget-2~ipad`, `Main.settings`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "~") || byte == UInt8(ascii: ".")
    }

    /// One pass over a file's bytes: its comments passed over, its string literals and names read,
    /// its braces counted to tell its top-level declarations.
    private struct Scan {
        let bytes: UnsafeBufferPointer<UInt8>
        var words: Set<String> = []
        var prefixes: Set<String> = []
        var owners: Set<String> = []
        var declaresOther = false
        private var depth = 0
        private var index = 0
        /// The name before the one being read, when nothing but spaces stand between them.
        private var previousName: String?
        /// Whether the names read are the cases of a `case` list (`case a, b`).
        private var inCaseList = false

        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        static let longest = 128

        mutating func run() {
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "/"):
                    while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                case UInt8(ascii: "/") where next(1) == UInt8(ascii: "*"):
                    index += 2
                    while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && next(1) == UInt8(ascii: "/")) { index += 1 }
                    index += 2
                case UInt8(ascii: "\""):
                    literal()
                    previousName = nil
                case UInt8(ascii: "{"):
                    depth += 1; index += 1; previousName = nil; inCaseList = false
                case UInt8(ascii: "}"):
                    depth -= 1; index += 1; previousName = nil; inCaseList = false
                case UInt8(ascii: "'"):
                    // A character literal of Objective-C (`'{'`): its bytes are no code.
                    index += 1
                    var length = 0
                    while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "\n"), length < 8 {
                        index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                        length += 1
                    }
                    index += 1
                    previousName = nil
                case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "@"):
                    index += 1
                default:
                    if Self.isNameStart(byte) { name() } else { index += 1; previousName = nil; inCaseList = false }
                }
            }
        }

        private func next(_ offset: Int) -> UInt8? {
            index + offset < bytes.count ? bytes[index + offset] : nil
        }

        private static func isNameStart(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || byte == UInt8(ascii: "_")
        }

        private static func isNameByte(_ byte: UInt8) -> Bool {
            isNameStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        }

        /// A name: a top-level declaration's (`class Foo`), or a case of a `case` list.
        private mutating func name() {
            let start = index
            while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
            let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            if depth == 0 {
                switch previousName {
                case "class"?, "extension"?, "implementation"?:
                    if !Self.modifiers.contains(word) { owners.insert(word) }
                case "struct"?, "enum"?, "protocol"?, "actor"?:
                    declaresOther = true
                default:
                    break
                }
            }
            previousName = word
            if word == "case" { inCaseList = true; return }
            guard inCaseList else { return }
            if word.utf8.count <= Self.longest { words.insert(word) }
            skipSpaces()
            if next(0) == UInt8(ascii: ",") {
                index += 1
                previousName = nil
            } else {
                inCaseList = false
            }
        }

        /// The words after `class` that make it a modifier (`class func`), not a declaration.
        static let modifiers: Set<String> = ["func", "var", "let", "override", "final", "public", "private", "internal", "open",
                                             "fileprivate", "subscript", "static"]

        private mutating func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }

        /// A string literal from its opening quote to its closing one or the end of its line: a
        /// literal of one word is a name; the word before an interpolation (`\(`), a format (`%`)
        /// or a `+` after the literal starts computed names.
        private mutating func literal() {
            index += 1
            let start = index
            var oneWord = true
            var prefixEnd: Int?
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\n") { break }
                if byte == UInt8(ascii: "\\") {
                    if next(1) == UInt8(ascii: "("), oneWord, prefixEnd == nil { prefixEnd = index }
                    oneWord = false
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "%"), oneWord, prefixEnd == nil { prefixEnd = index }
                if !CodeSceneNames.isWordByte(byte) { oneWord = false }
                index += 1
            }
            let end = min(index, bytes.count)
            let closed = index < bytes.count && bytes[index] == UInt8(ascii: "\"")
            if closed { index += 1 }
            func text(_ upTo: Int) -> String? {
                guard upTo > start, upTo - start <= Self.longest else { return nil }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<upTo]), as: UTF8.self)
            }
            if let prefixEnd, let prefix = text(prefixEnd) { prefixes.insert(prefix); return }
            guard closed, oneWord, let word = text(end) else { return }
            words.insert(word)
            var after = index
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
            if after < bytes.count, bytes[after] == UInt8(ascii: "+") { prefixes.insert(word) }
        }
    }
}
