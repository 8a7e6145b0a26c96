/// The capitalised names a code file uses, read from its bytes: what tells a class the code uses
/// (`let header = ChallengeHeaderView()`, `[ProfileCell class]`, `ProfileCell.self`) from one it
/// only declares. Part of `CodeTextFacts` (`namedTypes`).
///
/// Every file is read, not only those the scan of `CodeTextFacts` reads: a class may be used by a
/// file that sets no title. Strings count (`NSClassFromString(@"Foo")`); comments do not: code
/// commented out (`// [self showChat]`, a `/* … */` block) makes no class, and a screen only it
/// shows is shown to no one. Nor do the places where a name is declared (`class Foo`,
/// `extension Foo`, `@implementation Foo`, `@interface Foo`), names a file (`#import "Foo.h"`) or
/// is the type of an optional (`var shown: FooAlert?`): a slot for one that something else must
/// make, and if nothing else names the class, nothing does. Comments are found past string
/// literals (a `//` in `"http://…"` starts none) and character literals; Swift's block comments
/// nest, Objective-C's do not.
///
/// Of those, the names that may instantiate a storyboard scene of that class (`CodeSceneNames`,
/// `uses(in:)`) leave out the types casts test (`segue.destination as? FooViewController`,
/// `as! Foo`, `is Foo`) and the types of parameters (`func closed(controller: FooViewController)`,
/// followed at once by `)` or `,`): a cast tests a controller that is there already, and a
/// parameter takes one that something else made. A plain `as Foo`, a variable's type
/// (`let shown: Foo = storyboard.instantiate()`) and a return type may let a generic factory
/// infer the class it instantiates: they count.
enum CodeTypeNames {
    /// The words before a name that declare it rather than use it.
    static let declaringWords: Set<String> = ["class", "struct", "enum", "extension", "protocol", "actor", "implementation", "interface"]

    /// The extensions after a name that make it a file's name (`Foo.h`, `Foo.swift`).
    static let fileExtensions: Set<String> = ["h", "m", "mm", "swift"]

    /// The capitalised names `bytes` use (two characters or more), outside their declarations
    /// and file names.
    static func used(in bytes: UnsafeBufferPointer<UInt8>, language: CodeLanguage = .swift) -> Set<String> {
        uses(in: bytes, language: language).names
    }

    /// The capitalised names `bytes` use (`names`, as `used(in:)`), and those of them used at
    /// least once other than as the type a cast tests or a parameter's type (`instantiating`).
    static func uses(in bytes: UnsafeBufferPointer<UInt8>, language: CodeLanguage = .swift)
        -> (names: Set<String>, instantiating: Set<String>) {
        // Each name once, with whether some use of it may instantiate: one lookup a use.
        var seen: [String: Bool] = [:]
        var previousWord: Range<Int>?
        var inString = false
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard isWordByte(byte) else {
                // A word's declaring keyword is the word just before it, across spaces only.
                if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") && byte != UInt8(ascii: "@") { previousWord = nil }
                if byte == UInt8(ascii: "\\") && inString {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString.toggle()
                } else if !inString, byte == UInt8(ascii: "/"), index + 1 < count, let end = endOfComment(at: index, in: bytes, language: language) {
                    index = end
                    continue
                } else if !inString, byte == UInt8(ascii: "'"), language == .objc {
                    index = endOfCharacterLiteral(at: index, in: bytes)
                    continue
                }
                index += 1
                continue
            }
            let start = index
            while index < count, isWordByte(bytes[index]) { index += 1 }
            let word = start..<index
            defer { previousWord = word }
            guard isUppercase(bytes[start]), word.count >= 2 else { continue }
            if let previousWord, isDeclaringWord(previousWord, in: bytes) { continue }
            if isOptionalType(word, in: bytes) { continue }
            if index + 1 < count, bytes[index] == UInt8(ascii: "."), isWordByte(bytes[index + 1]) {
                var end = index + 1
                while end < count, isWordByte(bytes[end]) { end += 1 }
                if fileExtensions.contains(text(bytes, index + 1..<end)) { continue }
            }
            let instantiates = !isTestedOrTaken(word, in: bytes)
            note(&seen[text(bytes, word), default: false], instantiates)
        }
        return (Set(seen.keys), Set(seen.lazy.filter(\.value).map(\.key)))
    }

    /// Where the comment that starts at `start` (at a `/`) ends: past its line's end for `//`, past
    /// the `*/` that closes it for `/*` (nested ones closed first in Swift); nil when no comment
    /// starts there. An unclosed block comment runs to the end.
    private static func endOfComment(at start: Int, in bytes: UnsafeBufferPointer<UInt8>, language: CodeLanguage) -> Int? {
        let count = bytes.count
        switch bytes[start + 1] {
        case UInt8(ascii: "/"):
            return ByteSearch.offset(of: UInt8(ascii: "\n"), in: bytes, from: start + 2) ?? count
        case UInt8(ascii: "*"):
            var depth = 1
            var index = start + 2
            while index + 1 < count {
                if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                    depth -= 1
                    index += 2
                    if depth == 0 { return index }
                } else if language == .swift && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "*") {
                    depth += 1
                    index += 2
                } else {
                    index += 1
                }
            }
            return count
        default:
            return nil
        }
    }

    /// Past the Objective-C character literal that starts at `start` (`'"'`, `'\''`): at most a few
    /// bytes, on one line. A `'` that starts none is passed by itself.
    private static func endOfCharacterLiteral(at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = start + 1
        while index < bytes.count && index <= start + 6 {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "'"): return index + 1
            case UInt8(ascii: "\n"): return start + 1
            default: index += 1
            }
        }
        return start + 1
    }

    private static func note(_ instantiating: inout Bool, _ use: Bool) {
        instantiating = instantiating || use
    }

    /// Whether the bytes at `word` are one of `declaringWords`, compared as bytes: the word
    /// before every capitalised name is asked, and most are no keyword at all.
    private static func isDeclaringWord(_ word: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard (3...14).contains(word.count) else { return false }
        return declaringWordBytes.contains { $0.count == word.count && $0.elementsEqual(bytes[word]) }
    }

    private static let declaringWordBytes = declaringWords.map { Array($0.utf8) }

    /// Whether the name at `word` is the type a cast tests (after `as?`, `as!` or `is`, across
    /// spaces) or a parameter's type (after `:`, across spaces, and followed at once by `)` or `,`).
    private static func isTestedOrTaken(_ word: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var before = word.lowerBound - 1
        while before >= 0 && (bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t")) { before -= 1 }
        guard before >= 1 else { return false }
        /// Whether the two bytes ending at `end` are the word `first` `second`, with no name byte before it.
        func isWord(_ first: Unicode.Scalar, _ second: Unicode.Scalar, endingAt end: Int) -> Bool {
            guard end >= 1, bytes[end - 1] == UInt8(ascii: first), bytes[end] == UInt8(ascii: second) else { return false }
            return end == 1 || !isWordByte(bytes[end - 2])
        }
        switch bytes[before] {
        case UInt8(ascii: "?"), UInt8(ascii: "!"):
            return isWord("a", "s", endingAt: before - 1)
        case UInt8(ascii: "s"):
            return isWord("i", "s", endingAt: before)
        case UInt8(ascii: ":"):
            return word.upperBound < bytes.count && (bytes[word.upperBound] == UInt8(ascii: ")") || bytes[word.upperBound] == UInt8(ascii: ","))
        default:
            return false
        }
    }

    /// Whether the name at `word` is a declared type of an optional: after `:` (across spaces),
    /// followed at once by `?`.
    private static func isOptionalType(_ word: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.upperBound < bytes.count, bytes[word.upperBound] == UInt8(ascii: "?") else { return false }
        var before = word.lowerBound - 1
        while before >= 0 && (bytes[before] == UInt8(ascii: " ") || bytes[before] == UInt8(ascii: "\t")) { before -= 1 }
        return before >= 0 && bytes[before] == UInt8(ascii: ":")
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// A byte of a name: an ASCII letter, digit or `_`, or any byte of a multi-byte character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || isUppercase(byte)
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}
