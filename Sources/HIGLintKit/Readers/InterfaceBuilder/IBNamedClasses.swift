/// The classes and nibs an Interface Builder file names for what it makes: a controller of a
/// `MainWindow.xib` or a storyboard (`<viewController customClass="SupportController"
/// nibName="SupportController">`, an archive's `IBUINibName` and `…CustomClassName`) loads its own
/// xib when the file is loaded, with no line of code naming either. A xib's File's Owner is left
/// out: the file does not make it (whoever loads the nib does), and an iPad and an iPhone copy of a
/// view name the same owner. Found by a byte search before any file is read
/// (`IBSceneIdentifiers.find` reads the bytes once for both), and counted by the files that name
/// them (`InterfaceBuilderReader.unloadedNibReason`).
enum IBNamedClasses {
    /// What is searched for: the bytes from a capital letter on (rare in Interface Builder's XML,
    /// which `memchr` finds quickly, where a space or a `<` is everywhere), the bytes that must
    /// stand just before them, the byte that ends the name, and how a File's Owner's name is told.
    private struct Pattern {
        enum Owner {
            /// Never File's Owner's (a nib name).
            case never
            /// The `customClass` of the placeholder whose tag says `placeholderIdentifier="IBFilesOwner"`.
            case inOwnerPlaceholder
            /// An archive's `-1.CustomClassName`: File's Owner is object record -1.
            case recordMinusOne
        }

        let needle: [UInt8]
        let before: [UInt8]
        let end: UInt8
        let owner: Owner
    }

    private static let patterns = [
        Pattern(needle: Array("Class=\"".utf8), before: Array(" custom".utf8), end: UInt8(ascii: "\""), owner: .inOwnerPlaceholder),
        Pattern(needle: Array("Name=\"".utf8), before: Array(" nib".utf8), end: UInt8(ascii: "\""), owner: .never),
        Pattern(needle: Array("NibName\">".utf8), before: Array("key=\"IBUI".utf8), end: UInt8(ascii: "<"), owner: .never),
        Pattern(needle: Array("CustomClassName\">".utf8), before: Array(".".utf8), end: UInt8(ascii: "<"), owner: .recordMinusOne),
    ]
    private static let ownerPlaceholder = Array("placeholderIdentifier=\"IBFilesOwner\"".utf8)
    private static let recordMinusOne = Array("\"-1.".utf8)

    /// The names the bytes of one Interface Builder file give as a class or a nib name.
    static func names(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var found = Set<String>()
        for pattern in patterns {
            _ = ByteSearch.occurrences(of: pattern.needle, in: bytes, upTo: Int.max) { at in
                guard at >= pattern.before.count, bytes[(at - pattern.before.count)..<at].elementsEqual(pattern.before) else { return false }
                let from = at + pattern.needle.count
                var to = from
                while to < bytes.count && bytes[to] != pattern.end && bytes[to] != UInt8(ascii: "\n") { to += 1 }
                guard to < bytes.count && bytes[to] == pattern.end && to > from, !isOwner(at, pattern.owner, in: bytes) else { return false }
                found.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self))
                return false
            }
        }
        return found
    }

    /// Whether the name whose needle stands at `at` is File's Owner's, as `owner` tells it.
    private static func isOwner(_ at: Int, _ owner: Pattern.Owner, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch owner {
        case .never:
            return false
        case .recordMinusOne:
            // `"-1.` stands just before the needle (its `.` is the pattern's `before`).
            let start = at - recordMinusOne.count
            return start >= 0 && bytes[start..<at].elementsEqual(recordMinusOne)
        case .inOwnerPlaceholder:
            var start = at
            while start > 0 && bytes[start] != UInt8(ascii: "<") && bytes[start] != UInt8(ascii: "\n") { start -= 1 }
            var end = at
            while end < bytes.count && bytes[end] != UInt8(ascii: ">") && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return ByteSearch.firstOffset(of: ownerPlaceholder, in: UnsafeBufferPointer(rebasing: bytes[start..<end])) != nil
        }
    }
}
