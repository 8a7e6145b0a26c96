/// A fixed set of names, each with a value, looked up by a token's bytes: the code scans ask it
/// about every name of every file, and most names are none of its own, so it answers without
/// making a `String` or hashing one. The names are kept by length; a name is compared with the
/// few of its length, first byte first.
struct CodeWordTable<Value: Sendable>: Sendable {
    /// The names of each length (the index) with their values.
    private let byLength: [[(word: [UInt8], value: Value)]]
    /// The table's names.
    let names: [String]

    init(_ entries: [(String, Value)]) {
        names = entries.map(\.0)
        var byLength: [[(word: [UInt8], value: Value)]] = []
        for (name, value) in entries {
            let word = Array(name.utf8)
            while byLength.count <= word.count { byLength.append([]) }
            byLength[word.count].append((word, value))
        }
        self.byLength = byLength
    }

    init(_ names: some Sequence<String>) where Value == Void {
        self.init(names.map { ($0, ()) })
    }

    /// The value of the name `bytes[range]`, if it is one of the table's.
    func value(_ bytes: [UInt8], _ range: Range<Int>) -> Value? {
        guard range.count < byLength.count else { return nil }
        for entry in byLength[range.count] where Self.equal(entry.word, bytes, range) { return entry.value }
        return nil
    }

    func contains(_ bytes: [UInt8], _ range: Range<Int>) -> Bool { value(bytes, range) != nil }

    /// The value of `name`, if it is one of the table's.
    func value(of name: String) -> Value? {
        let bytes = Array(name.utf8)
        return value(bytes, 0..<bytes.count)
    }

    private static func equal(_ word: [UInt8], _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        var k = range.lowerBound
        for byte in word {
            if bytes[k] != byte { return false }
            k += 1
        }
        return true
    }
}
