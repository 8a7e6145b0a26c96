/// The names a code file holds for `CodeSceneNames`, read from its bytes alone: for a file the scan
/// of `CodeTextScan` does not read (it names no title, text, nib or identifier API, as a file of
/// constants does), so that its literals (`static let settings = "settings"`) and enum cases
/// (`case settings, about`) still count. Comments are passed over; braces tell the top level,
/// where a file's types are declared. Only names and literals that are kept become strings.
struct CodeSceneNameBytes {
    let bytes: UnsafeBufferPointer<UInt8>
    var found = CodeSceneNames()
    private var index = 0
    private var depth = 0
    /// The keyword just before the name being read, with nothing but spaces between them.
    private var previous: Keyword?
    private var inCaseList = false
    private var privateDeclaration = false
    /// The type whose top-level body the bytes read are in: the owner of the names found there.
    private var owner = CodeSceneNames.anyone

    enum Keyword { case `case`, ownerType, sharedType, privacy, other }

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    static let longest = 128

    static func find(in bytes: UnsafeBufferPointer<UInt8>) -> CodeSceneNames {
        var scan = CodeSceneNameBytes(bytes)
        scan.run()
        return scan.found
    }

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
                previous = nil
            case UInt8(ascii: "{"):
                depth += 1; index += 1; previous = nil; inCaseList = false
            case UInt8(ascii: "}"):
                depth -= 1; index += 1; previous = nil; inCaseList = false
                if depth <= 0 { owner = CodeSceneNames.anyone }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "@"):
                index += 1
            default:
                if Self.isNameStart(byte) {
                    name()
                } else {
                    index += 1; previous = nil; inCaseList = false; privateDeclaration = false
                }
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

    private static let spellings: [(String, Keyword)] = [
        ("case", .case), ("class", .ownerType), ("extension", .ownerType), ("implementation", .ownerType),
        ("struct", .sharedType), ("enum", .sharedType), ("protocol", .sharedType), ("actor", .sharedType),
        ("private", .privacy), ("fileprivate", .privacy),
    ]
    private static let keywords: [(bytes: [UInt8], keyword: Keyword)] = spellings.map { (Array($0.0.utf8), $0.1) }

    /// The keyword the bytes at `range` spell, if any.
    private func keyword(_ range: Range<Int>) -> Keyword? {
        let first = bytes[range.lowerBound]
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "s") else { return nil }
        for (spelling, keyword) in Self.keywords where spelling.count == range.count && spelling[0] == first {
            if zip(spelling, bytes[range]).allSatisfy({ $0 == $1 }) { return keyword }
        }
        return nil
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// A name: a top-level declaration's (`class Foo`), or a case of a `case` list.
    private mutating func name() {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        let range = start..<index
        let spelled = keyword(range)
        if depth == 0 {
            switch previous {
            case .ownerType?:
                if spelled == nil, range.count <= Self.longest {
                    owner = text(range)
                    found.owners.insert(owner)
                }
            case .sharedType?:
                if !privateDeclaration { found.declaresSharedType = true }
                privateDeclaration = false
            default:
                if spelled == .privacy { privateDeclaration = true }
            }
        }
        previous = spelled ?? .other
        if spelled == .case { inCaseList = true; return }
        guard inCaseList else { return }
        if range.count <= Self.longest { found.record(text(range), owner: owner) }
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        if next(0) == UInt8(ascii: ",") {
            index += 1
            previous = nil
        } else {
            inCaseList = false
        }
    }

    /// A string literal from its opening quote to its closing one or the end of its line: a literal
    /// of one word is a name; the word before an interpolation (`\(`) or a format (`%`), or a literal
    /// a `+` follows, starts computed names.
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
        if let prefixEnd {
            if prefixEnd > start, prefixEnd - start <= Self.longest { found.recordPrefix(text(start..<prefixEnd), owner: owner) }
            return
        }
        guard closed, oneWord, end > start, end - start <= Self.longest else { return }
        let word = text(start..<end)
        found.record(word, owner: owner)
        var after = index
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "\t") { after += 1 }
        if after < bytes.count, bytes[after] == UInt8(ascii: "+") { found.recordPrefix(word, owner: owner) }
    }
}
