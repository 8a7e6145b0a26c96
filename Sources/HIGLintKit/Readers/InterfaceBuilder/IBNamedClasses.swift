/// The classes and nibs an Interface Builder file names for what it makes: a controller of a
/// `MainWindow.xib` or a storyboard (`<viewController customClass="SupportController"
/// nibName="SupportController">`, an archive's `IBUINibName` and `…CustomClassName`) loads its own
/// xib when the file is loaded, with no line of code naming either. A xib's File's Owner is left
/// out: the file does not make it (whoever loads the nib does), and an iPad and an iPhone copy of a
/// view name the same owner. Found by a byte search before any file is read
/// (`IBSceneIdentifiers.find` reads the bytes once for both), and counted by the files that name
/// them (`InterfaceBuilderReader.unloadedNibReason`).
enum IBNamedClasses {
    private static let customClass = Array(" customClass=\"".utf8)
    private static let nibName = Array(" nibName=\"".utf8)
    private static let archiveNibName = Array("<string key=\"IBUINibName\">".utf8)
    private static let archiveClassName = Array(".CustomClassName\">".utf8)
    private static let ownerPlaceholder = Array("placeholderIdentifier=\"IBFilesOwner\"".utf8)
    /// An archive's File's Owner is its object record -1.
    private static let archiveOwnerKey = Array("\"-1".utf8)

    /// The names the bytes of one Interface Builder file give as a class or a nib name.
    static func names(in bytes: UnsafeBufferPointer<UInt8>) -> Set<String> {
        var found = Set<String>()
        func collect(_ start: [UInt8], until end: UInt8, unless isOwner: (Int) -> Bool) {
            _ = ByteSearch.occurrences(of: start, in: bytes, upTo: Int.max) { at in
                let from = at + start.count
                var to = from
                while to < bytes.count && bytes[to] != end && bytes[to] != UInt8(ascii: "\n") { to += 1 }
                if to < bytes.count && bytes[to] == end && to > from && !isOwner(at) {
                    found.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self))
                }
                return false
            }
        }
        collect(customClass, until: UInt8(ascii: "\"")) { isInOwnerPlaceholder(at: $0, in: bytes) }
        collect(nibName, until: UInt8(ascii: "\"")) { _ in false }
        collect(archiveNibName, until: UInt8(ascii: "<")) { _ in false }
        collect(archiveClassName, until: UInt8(ascii: "<")) { at in
            at >= archiveOwnerKey.count && bytes[(at - archiveOwnerKey.count)..<at].elementsEqual(archiveOwnerKey)
        }
        return found
    }

    /// Whether the attribute at `at` belongs to the placeholder of File's Owner: the tag it stands in
    /// (from the `<` before it, on its line) says `placeholderIdentifier="IBFilesOwner"`.
    private static func isInOwnerPlaceholder(at: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = at
        while start > 0 && bytes[start] != UInt8(ascii: "<") && bytes[start] != UInt8(ascii: "\n") { start -= 1 }
        var end = at
        while end < bytes.count && bytes[end] != UInt8(ascii: ">") && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        let tag = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return ByteSearch.firstOffset(of: ownerPlaceholder, in: tag) != nil
    }
}
