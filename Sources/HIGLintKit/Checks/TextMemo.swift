import Foundation

/// What a check works out from texts alone (a regular expression's match, a corrected
/// capitalisation), kept for the texts it has seen and shared by every thread: the same titles
/// ("Cancel", "OK", "Delete") come back screen after screen. Only short keys are kept, and at most
/// `capacity` of them, so that memory stays bounded whatever the run. A key is compared byte for
/// byte: strings that differ only in Unicode normalisation are equal as `String`s, but a check
/// may see them differently.
final class TextMemo<Value>: @unchecked Sendable {
    private let capacity: Int
    private let longestKey: Int
    private let lock = NSLock()
    private var known: [String: (key: String, value: Value)] = [:]

    init(capacity: Int = 4_096, longestKey: Int = 256) {
        self.capacity = capacity
        self.longestKey = longestKey
    }

    /// The value for `key`: kept, or worked out by `compute` (outside the lock) and kept.
    func value(for key: String, else compute: () -> Value) -> Value {
        guard key.utf8.count <= longestKey else { return compute() }
        lock.lock()
        let kept = known[key]
        lock.unlock()
        if let kept, kept.key.hasSameBytes(as: key) { return kept.value }
        let value = compute()
        lock.lock()
        if known.count < capacity && known[key] == nil { known[key] = (key, value) }
        lock.unlock()
        return value
    }

    /// One key for several texts, none of which can be mistaken for another's part: each
    /// preceded by its length in bytes.
    ///
    /// - Note: for speed: written as bytes into room reserved once, then made a String, rather
    ///   than appended to a String piece by piece.
    static func key(_ texts: [String]) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(texts.reduce(0) { $0 + $1.utf8.count + 21 })
        for text in texts {
            let count = text.utf8.count
            var power = 1
            while power <= count / 10 { power *= 10 }
            while power > 0 {
                bytes.append(UInt8(ascii: "0") + UInt8(count / power % 10))
                power /= 10
            }
            bytes.append(UInt8(ascii: ":"))
            bytes.append(contentsOf: text.utf8)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
