import Foundation

/// A long list of prefixes (`startsWith`), searched along the text rather than one prefix after
/// another: whether a text begins with one of thousands of prefixes costs the text's length, not
/// the list's.
///
/// The prefixes are kept in a tree of their bytes in canonical composed form (NFC), in which a
/// text that `hasPrefix` a prefix begins with the prefix's bytes; each prefix met on the text's
/// path down the tree is then confirmed with `hasPrefix` itself, so that the answers are
/// `hasPrefix`'s to the letter (canonically equivalent texts alike).
struct PrefixIndex: Sendable {
    private let prefixes: [String]
    /// Each node's children, by the next byte.
    private var children: [[UInt8: Int32]] = [[:]]
    /// The prefixes that end at each node.
    private var endings: [[Int32]] = [[]]

    init(_ prefixes: [String]) {
        self.prefixes = prefixes
        for (index, prefix) in prefixes.enumerated() {
            var node = 0
            for byte in Self.composed(prefix).utf8 {
                if let next = children[node][byte] {
                    node = Int(next)
                } else {
                    children.append([:])
                    endings.append([])
                    children[node][byte] = Int32(children.count - 1)
                    node = children.count - 1
                }
            }
            endings[node].append(Int32(index))
        }
    }

    /// `text` in canonical composed form; a text of ASCII is already.
    private static func composed(_ text: String) -> String {
        text.utf8.allSatisfy { $0 < 0x80 } ? text : text.precomposedStringWithCanonicalMapping
    }

    /// Whether `text` begins with one of the prefixes (`hasPrefix`).
    func hasListedPrefix(_ text: String, counting evaluation: inout SelectorEvaluation) -> Bool {
        var node = 0
        var bytes = Self.composed(text).utf8.makeIterator()
        while true {
            for index in endings[node] {
                evaluation.countValueComparisons(1)
                if text.hasPrefix(prefixes[Int(index)]) { return true }
            }
            guard let byte = bytes.next(), let next = children[node][byte] else { return false }
            node = Int(next)
        }
    }
}
