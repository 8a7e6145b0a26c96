/// A strict RFC 8259 JSON parser that remembers where every value and key starts.
///
/// Written for higlint rather than taken from Foundation because Foundation's parser reports no
/// positions, and every finding must point at a line and column. Nesting is bounded so that a
/// 100,000-level array is an error, not a stack overflow.
struct JSONParser {
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxDepth: Int
    private let depthLimitMessage: String
    private var index = 0
    private var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, depthLimitMessage: String) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.depthLimitMessage = depthLimitMessage
    }

    /// `maxDepth` counts nested arrays and objects; `depthLimitMessage` is the error past it.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, depthLimitMessage: String) throws(Failure) -> JSONValue {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, depthLimitMessage: depthLimitMessage)
        // A UTF-8 byte order mark is tolerated, as most editors write one on request.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else { throw Failure(message: "the file is empty", offset: parser.index) }
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else {
            throw Failure(message: "unexpected \(parser.describeCurrent()) after the end of the JSON value", offset: parser.index)
        }
        return value
    }

    /// A parser at the start of the file's one value (past a UTF-8 byte order mark and
    /// whitespace), for a reader that takes the value piece by piece (`beginObject()`,
    /// `nextMember(first:)`, `beginArray()`, `nextItem(first:)`, `value()`) rather than as one
    /// `JSONValue`, then calls `finish()`. The pieces are checked as `parse` checks them, with
    /// the same errors at the same places.
    static func atValue(_ bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, depthLimitMessage: String) throws(Failure) -> JSONParser {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, depthLimitMessage: depthLimitMessage)
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.index < bytes.count else { throw Failure(message: "the file is empty", offset: parser.index) }
        return parser
    }

    /// Checks that nothing but whitespace follows the value.
    mutating func finish() throws(Failure) {
        skipWhitespace()
        guard index == bytes.count else {
            throw Failure(message: "unexpected \(describeCurrent()) after the end of the JSON value", offset: index)
        }
    }

    /// The byte the next value starts with (`{`, `[`, `"`…), nil at the end of the file; and
    /// where it starts.
    var next: UInt8? { current }
    var offset: Int { index }

    /// Enters the object the parser is at (`next` is `{`).
    mutating func beginObject() throws(Failure) {
        try enter()
        index += 1
    }

    /// The next member's name and where it starts, the parser then at its value; nil once the
    /// object is closed. `first`: whether no member of the object has been read yet.
    mutating func nextMember(first: Bool) throws(Failure) -> (key: String, offset: Int)? {
        guard try nextEntry(first: first, closing: UInt8(ascii: "}")) else { return nil }
        guard current == UInt8(ascii: "\"") else {
            throw Failure(message: "unexpected \(describeCurrent()), expected a member name in double quotes", offset: index)
        }
        let keyOffset = index
        let key = try parseString()
        skipWhitespace()
        guard current == UInt8(ascii: ":") else {
            throw Failure(message: "unexpected \(describeCurrent()), expected ':' after member name", offset: index)
        }
        index += 1
        skipWhitespace()
        return (key, keyOffset)
    }

    /// Enters the array the parser is at (`next` is `[`).
    mutating func beginArray() throws(Failure) {
        try enter()
        index += 1
    }

    /// Whether the array has another item, the parser then at it; false once the array is
    /// closed. `first`: whether no item of the array has been read yet.
    mutating func nextItem(first: Bool) throws(Failure) -> Bool {
        try nextEntry(first: first, closing: UInt8(ascii: "]"))
    }

    /// Past the comma before the container's next entry, and whitespace (true), or past its
    /// `closing` bracket (false).
    private mutating func nextEntry(first: Bool, closing: UInt8) throws(Failure) -> Bool {
        skipWhitespace()
        if current == closing {
            closeContainer()
            return false
        }
        if !first {
            guard current == UInt8(ascii: ",") else {
                throw Failure(message: "unexpected \(describeCurrent()), expected ',' or '\(Character(Unicode.Scalar(closing)))'", offset: index)
            }
            index += 1
            skipWhitespace()
        }
        return true
    }

    /// Steps over the closing bracket the parser is at, out of its object or array.
    private mutating func closeContainer() {
        index += 1
        depth -= 1
    }

    /// The value the parser is at, whole.
    mutating func value() throws(Failure) -> JSONValue {
        try parseValue()
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func describeCurrent() -> String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "character"
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func parseValue() throws(Failure) -> JSONValue {
        guard let byte = current else { throw Failure(message: "unexpected end of file, expected a value", offset: index) }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""):
            let start = index
            return .string(try parseString(), offset: start)
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true, offset: index))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false, offset: index))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null(offset: index))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw Failure(message: "unexpected \(describeCurrent()), expected a value", offset: index)
        }
    }

    private mutating func enter() throws(Failure) {
        depth += 1
        if depth > maxDepth { throw Failure(message: depthLimitMessage, offset: index) }
    }

    private mutating func parseObject() throws(Failure) -> JSONValue {
        let start = index
        try beginObject()
        var members: [JSONValue.Member] = []
        // An element's object has a few members: room for them at once, not 1, 2, 4, 8.
        members.reserveCapacity(8)
        var first = true
        while let (key, keyOffset) = try nextMember(first: first) {
            first = false
            members.append(.init(key: key, keyOffset: keyOffset, value: try parseValue()))
        }
        return .object(members, offset: start)
    }

    private mutating func parseArray() throws(Failure) -> JSONValue {
        let start = index
        try beginArray()
        var values: [JSONValue] = []
        var first = true
        while try nextItem(first: first) {
            first = false
            values.append(try parseValue())
        }
        return .array(values, offset: start)
    }

    private mutating func parseLiteral(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let start = index
        let text = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for byte in text {
            guard current == byte else { throw Failure(message: "invalid literal, expected '\(word)'", offset: start) }
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(Failure) -> JSONValue {
        let start = index
        func digits(_ parser: inout JSONParser) -> Int {
            var count = 0
            while let b = parser.current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { parser.index += 1; count += 1 }
            return count
        }
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits(&self) == 0 {
            throw Failure(message: "invalid number", offset: start)
        }
        if current == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw Failure(message: "invalid number: digits expected after '.'", offset: start) }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw Failure(message: "invalid number: digits expected in exponent", offset: start) }
        }
        // A plain decimal (no exponent), nearly every number of a description, is read as a
        // property's value is, small whole numbers from their digits; the rest through Double.
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard let value = PropertyValue.decimal(bytes: text) ?? Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            throw Failure(message: "number out of range", offset: start)
        }
        return .number(value, offset: start)
    }

    private mutating func parseString() throws(Failure) -> String {
        let start = index
        index += 1
        // Most strings have no escapes: they are made from their bytes in one go (their end found
        // by `JSONStringBytes`), not appended to an empty text, for speed.
        let plainEnd = JSONStringBytes.firstToEscape(in: bytes, from: index)
        if plainEnd < bytes.count && bytes[plainEnd] == UInt8(ascii: "\"") {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<plainEnd]), as: UTF8.self)
            index = plainEnd + 1
            return text
        }
        var text = ""
        var runStart = index
        index = plainEnd
        func flushRun(_ parser: JSONParser, upTo end: Int) {
            if end > runStart { text += String(decoding: UnsafeBufferPointer(rebasing: parser.bytes[runStart..<end]), as: UTF8.self) }
        }
        func append(_ scalar: Unicode.Scalar) { text.unicodeScalars.append(scalar) }
        while true {
            guard let byte = current else { throw Failure(message: "unterminated string", offset: start) }
            if byte == UInt8(ascii: "\"") {
                flushRun(self, upTo: index)
                index += 1
                return text
            }
            if byte < 0x20 { throw Failure(message: "control character in string (escape it)", offset: index) }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            flushRun(self, upTo: index)
            let escapeStart = index
            index += 1
            guard let escaped = current else { throw Failure(message: "unterminated string", offset: start) }
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): append("\"")
            case UInt8(ascii: "\\"): append("\\")
            case UInt8(ascii: "/"): append("/")
            case UInt8(ascii: "b"): append("\u{08}")
            case UInt8(ascii: "f"): append("\u{0C}")
            case UInt8(ascii: "n"): append("\n")
            case UInt8(ascii: "r"): append("\r")
            case UInt8(ascii: "t"): append("\t")
            case UInt8(ascii: "u"):
                var code = try parseHex4(escapeStart)
                if (0xD800...0xDBFF).contains(code) {
                    guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                        throw Failure(message: "unpaired surrogate in \\u escape", offset: escapeStart)
                    }
                    index += 2
                    let low = try parseHex4(escapeStart)
                    guard (0xDC00...0xDFFF).contains(low) else { throw Failure(message: "unpaired surrogate in \\u escape", offset: escapeStart) }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw Failure(message: "unpaired surrogate in \\u escape", offset: escapeStart)
                }
                guard let scalar = Unicode.Scalar(code) else { throw Failure(message: "invalid \\u escape", offset: escapeStart) }
                append(scalar)
            default:
                throw Failure(message: "invalid escape sequence in string", offset: escapeStart)
            }
            runStart = index
        }
    }

    private mutating func parseHex4(_ escapeStart: Int) throws(Failure) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure(message: "invalid \\u escape", offset: escapeStart) }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = b - UInt8(ascii: "A") + 10
            default: throw Failure(message: "invalid \\u escape", offset: escapeStart)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }
}
