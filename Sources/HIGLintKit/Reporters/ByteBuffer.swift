/// Bytes of a report being written (UTF-8): what the visual report's markup (`MarkupBuffer`)
/// and the JSON and SARIF findings (`PrettyJSONWriter`) are appended to, a piece at a time.
///
/// - Note: memory of its own, where appending is a copy, and its own digit writer, rather than a
///   `[UInt8]` and `String(_:)`: 7 % of the instructions of the HTML report on 1,000 screens with findings.
struct ByteBuffer: Sendable {
    /// The bytes: one buffer's own, copied before a change if another buffer shares them.
    private final class Storage: @unchecked Sendable {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            self.capacity = max(capacity, 256)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }

        func copy(capacity: Int) -> Storage {
            let copy = Storage(capacity: capacity)
            copy.base.initialize(from: base, count: count)
            copy.count = count
            return copy
        }
    }

    private var storage: Storage

    init(capacity: Int = 0) { storage = Storage(capacity: capacity) }

    /// Calls `body` with the bytes written.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: storage.count))
    }

    /// How many bytes are written.
    var count: Int { storage.count }

    /// The text written.
    var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Room for `count` more bytes, which the caller writes: where they go.
    @inline(__always)
    private mutating func extend(by count: Int) -> UnsafeMutablePointer<UInt8> {
        let needed = storage.count + count
        if !isKnownUniquelyReferenced(&storage) {
            storage = storage.copy(capacity: max(needed, storage.capacity))
        } else if needed > storage.capacity {
            storage = storage.copy(capacity: max(needed, 2 * storage.capacity))
        }
        let end = storage.base + storage.count
        storage.count = needed
        return end
    }

    /// Empties the buffer, keeping its memory when no other buffer shares it.
    mutating func removeAll() {
        if isKnownUniquelyReferenced(&storage) { storage.count = 0 } else { storage = Storage(capacity: storage.capacity) }
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) { extend(by: 1).initialize(to: byte) }

    @inline(__always)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        extend(by: bytes.count).initialize(from: source, count: bytes.count)
    }

    /// `count` copies of `byte` (an indentation).
    mutating func append(_ byte: UInt8, count: Int) {
        guard count > 0 else { return }
        extend(by: count).initialize(repeating: byte, count: count)
    }

    /// Text written elsewhere (a string literal), as it is.
    @inline(__always)
    mutating func append(_ markup: StaticString) { markup.withUTF8Buffer { append($0) } }

    /// A string's bytes, as they are.
    mutating func append(string: String) {
        var string = string
        string.withUTF8 { append($0) }
    }

    /// An integer's decimal digits.
    mutating func append(int value: Int) { append(digitsOf: value.magnitude, negative: value < 0, tenth: nil) }

    /// A number's digits, and a tenth after a point if given, written in place from the last.
    mutating func append(digitsOf magnitude: UInt, negative: Bool, tenth: UInt8?) {
        var digits = 1, rest = magnitude
        while rest >= 10 {
            rest /= 10
            digits += 1
        }
        let length = (negative ? 1 : 0) + digits + (tenth == nil ? 0 : 2)
        var end = extend(by: length) + length
        func write(_ byte: UInt8) {
            end -= 1
            end.initialize(to: byte)
        }
        if let tenth {
            write(UInt8(ascii: "0") + tenth)
            write(UInt8(ascii: "."))
        }
        rest = magnitude
        repeat {
            write(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        if negative { write(UInt8(ascii: "-")) }
    }
}
