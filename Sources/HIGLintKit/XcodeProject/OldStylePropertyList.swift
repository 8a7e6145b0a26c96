import Foundation

/// Reads an old-style ("OpenStep", "ASCII") property list: the format Xcode writes project.pbxproj in.
///
/// Written by hand rather than through `PropertyListSerialization` so that a fault is reported at its
/// line and column. The grammar:
///
///     value      := dictionary | array | string | data
///     dictionary := "{" ( string "=" value ";" )* "}"
///     array      := "(" ( value ( "," value )* ","? )? ")"
///     string     := unquoted | '"' characters with \" \\ \n \t \r \Uxxxx escapes '"'
///     data       := "<" hexadecimal digits ">"
///
/// with `/* … */` and `// …` comments wherever white space may be. There are no numbers or booleans:
/// `objectVersion = 54` is a string.
///
/// The parser works on the bytes and tells a handler what it meets (`OldStylePropertyListHandler`):
/// a string is a range of the bytes until a handler asks for its text, so that a reader that needs
/// a few values of a large file (`ProjectFileIndex`) builds only those. It keeps its own stack
/// instead of recursing, so a file nested a million deep costs memory in proportion to its size
/// and is refused at `ReaderLimits.maxDepth`; each byte is looked at a bounded number of times,
/// whatever the shape.
enum OldStylePropertyList {
    /// The whole file as values.
    static func parse(_ data: Data, limits: ReaderLimits = .default) throws(ReadError) -> PropertyListValue {
        let bytes = try self.bytes(of: data, limits: limits)
        var builder = PropertyListValueBuilder(bytes: bytes)
        var parser = OldStylePropertyListParser(bytes: bytes, maxDepth: limits.maxDepth)
        try parser.parse(into: &builder)
        return builder.result ?? .string("")
    }

    /// The bytes of a file, refused above the size limit.
    static func bytes(of data: Data, limits: ReaderLimits) throws(ReadError) -> [UInt8] {
        guard data.count <= limits.maxFileSize else {
            throw ReadError("the file is larger than the limit of \(limits.maxFileSize) bytes")
        }
        return [UInt8](data)
    }

    /// A string of the file, as its bytes hold it: quoted or not, escapes not yet decoded.
    struct StringToken {
        /// The characters, without the quotes.
        var range: Range<Int>
        /// Whether a backslash is among them (only in a quoted string).
        var hasEscapes: Bool

        /// Whether the string is `text` (ASCII), without building it.
        func equals(_ text: StaticString, in bytes: [UInt8]) -> Bool {
            guard !hasEscapes else { return decoded(from: bytes) == text.description }
            guard range.count == text.utf8CodeUnitCount else { return false }
            let expected = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
            return bytes[range].elementsEqual(expected)
        }

        /// The string's text.
        func decoded(from bytes: [UInt8]) -> String {
            guard hasEscapes else { return String(decoding: bytes[range], as: UTF8.self) }
            return OldStylePropertyList.unescaped(bytes[range])
        }
    }

    /// A scalar of the file: a string, or data as the range of its hexadecimal digits and spaces.
    enum Scalar {
        case string(StringToken)
        case data(Range<Int>)
    }

    /// The text of a quoted string whose escapes the parser has checked.
    static func unescaped(_ characters: ArraySlice<UInt8>) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(characters.count)
        // UTF-16 units come from \U escapes: a pair of them is one character, a lone half is U+FFFD.
        var pendingHighSurrogate: UInt16?
        var index = characters.startIndex
        while index < characters.endIndex {
            var byte: UInt8? = characters[index]
            index += 1
            var unit: UInt16?
            if byte == UInt8(ascii: "\\"), index < characters.endIndex {
                let escaped = characters[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): byte = 0x0A
                case UInt8(ascii: "t"): byte = 0x09
                case UInt8(ascii: "r"): byte = 0x0D
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt16 = 0
                    for _ in 0..<4 where index < characters.endIndex {
                        value = value << 4 | UInt16(hexDigit(characters[index]) ?? 0)
                        index += 1
                    }
                    byte = nil
                    unit = value
                default: byte = escaped  // \" \\ and any other character stand for themselves
                }
            }
            let isLowSurrogate = unit.map { (0xDC00...0xDFFF).contains($0) } ?? false
            if let high = pendingHighSurrogate {
                pendingHighSurrogate = nil
                if let low = unit, isLowSurrogate {
                    append(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(low - 0xDC00), to: &decoded)
                    continue
                }
                append(0xFFFD, to: &decoded)
            }
            if let byte {
                decoded.append(byte)
            } else if let unit {
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = unit
                } else {
                    append(isLowSurrogate ? 0xFFFD : UInt32(unit), to: &decoded)
                }
            }
        }
        if pendingHighSurrogate != nil { append(0xFFFD, to: &decoded) }
        return String(decoding: decoded, as: UTF8.self)
    }

    /// The bytes of data whose digits the parser has checked.
    static func data(_ digits: ArraySlice<UInt8>) -> Data {
        var data = Data()
        var high: UInt8?
        for byte in digits {
            guard let digit = hexDigit(byte) else { continue }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        return data
    }

    /// Appends a scalar's UTF-8 bytes.
    private static func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
    }

    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// What the parser tells as it goes: each call comes once the construct is checked. `depth` is the
/// number of containers around the construct: 0 for the file's own value, 1 for a key of the root
/// dictionary and its value.
protocol OldStylePropertyListHandler {
    /// `offset` is where the container's bracket is.
    mutating func beginDictionary(at offset: Int, depth: Int)
    mutating func beginArray(at offset: Int, depth: Int)
    /// The end of the innermost container open.
    mutating func endContainer(depth: Int)
    mutating func key(_ key: OldStylePropertyList.StringToken, depth: Int)
    mutating func scalar(_ value: OldStylePropertyList.Scalar, depth: Int)
}

/// Checks the grammar and tells a handler what it meets.
struct OldStylePropertyListParser {
    let bytes: [UInt8]
    let maxDepth: Int
    private var index = 0

    /// What the parser expects next.
    private enum State {
        case value
        case keyOrEndOfDictionary
        case semicolonAfterValue
        case valueOrEndOfArray
        case commaOrEndOfArray
        case endOfValue
    }

    /// The containers open at the current point, innermost last, with where each opened; the keys
    /// whose values are being read, for error messages.
    private enum Container { case dictionary, array }
    private var open: [(container: Container, offset: Int)] = []
    private var keys: [OldStylePropertyList.StringToken] = []

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Parses the file's value, and nothing but white space and comments after it.
    mutating func parse<Handler: OldStylePropertyListHandler>(into handler: inout Handler) throws(ReadError) {
        try parseValue(into: &handler)
        try skipWhiteSpaceAndComments()
        guard index == bytes.count else {
            throw error("expected the end of the file after the property list, found \(found)")
        }
    }

    /// Parses the one value that begins at `offset`, as a part of a file already checked is read again.
    mutating func parseValue<Handler: OldStylePropertyListHandler>(at offset: Int, into handler: inout Handler) throws(ReadError) {
        index = offset
        try parseValue(into: &handler)
    }

    private mutating func parseValue<Handler: OldStylePropertyListHandler>(into handler: inout Handler) throws(ReadError) {
        var state = State.value
        while true {
            try skipWhiteSpaceAndComments()
            switch state {
            case .value:
                switch peek {
                case UInt8(ascii: "{"), UInt8(ascii: "("):
                    guard open.count < maxDepth else {
                        throw error("the property list is nested deeper than \(maxDepth) levels")
                    }
                    if peek == UInt8(ascii: "{") {
                        handler.beginDictionary(at: index, depth: open.count)
                        open.append((.dictionary, index))
                        state = .keyOrEndOfDictionary
                    } else {
                        handler.beginArray(at: index, depth: open.count)
                        open.append((.array, index))
                        state = .valueOrEndOfArray
                    }
                    index += 1
                case nil:
                    throw error("expected a value, found the end of the file")
                default:
                    handler.scalar(try scalar(), depth: open.count)
                    state = afterValue
                }
            case .keyOrEndOfDictionary:
                if peek == UInt8(ascii: "}") {
                    index += 1
                    open.removeLast()
                    handler.endContainer(depth: open.count)
                    state = afterValue
                    continue
                }
                guard peek == UInt8(ascii: "\"") || peek.map(Self.isUnquoted) == true else {
                    throw error("expected a key or '}', found \(found)")
                }
                let key = try string()
                try skipWhiteSpaceAndComments()
                guard peek == UInt8(ascii: "=") else {
                    throw error("expected '=' after the key '\(shown(key))', found \(found)")
                }
                index += 1
                handler.key(key, depth: open.count)
                keys.append(key)
                state = .value
            case .semicolonAfterValue:
                guard peek == UInt8(ascii: ";") else {
                    throw error("expected ';' after the value of '\(keys.last.map(shown) ?? "")', found \(found)")
                }
                index += 1
                keys.removeLast()
                state = .keyOrEndOfDictionary
            case .valueOrEndOfArray, .commaOrEndOfArray:
                if peek == UInt8(ascii: ")") {
                    index += 1
                    open.removeLast()
                    handler.endContainer(depth: open.count)
                    state = afterValue
                } else if state == .valueOrEndOfArray {
                    state = .value
                } else {
                    guard peek == UInt8(ascii: ",") else {
                        throw error("expected ',' or ')' after an element of the array opened at \(place(of: open.last?.offset ?? 0)), found \(found)")
                    }
                    index += 1
                    state = .valueOrEndOfArray
                }
            case .endOfValue:
                return
            }
        }
    }

    /// What comes after a value, in the container it belongs to.
    private var afterValue: State {
        switch open.last?.container {
        case nil: return .endOfValue
        case .dictionary: return .semicolonAfterValue
        case .array: return .commaOrEndOfArray
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func scalar() throws(ReadError) -> OldStylePropertyList.Scalar {
        if peek == UInt8(ascii: "<") { return .data(try hexData()) }
        guard peek == UInt8(ascii: "\"") || peek.map(Self.isUnquoted) == true else {
            throw error("expected a value, found \(found)")
        }
        return .string(try string())
    }

    /// A quoted or unquoted string, its escapes checked; the caller has seen that one starts here.
    private mutating func string() throws(ReadError) -> OldStylePropertyList.StringToken {
        let start = index
        guard bytes[index] == UInt8(ascii: "\"") else {
            while index < bytes.count && Self.isUnquoted(bytes[index]) { index += 1 }
            return .init(range: start..<index, hasEscapes: false)
        }
        index += 1
        var hasEscapes = false
        while true {
            guard index < bytes.count else { throw error("a quoted string that never ends", at: start) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            index += 1
            guard byte == UInt8(ascii: "\\") else { continue }
            hasEscapes = true
            guard index < bytes.count else { throw error("a quoted string that never ends", at: start) }
            let escaped = bytes[index]
            index += 1
            if escaped == UInt8(ascii: "U") || escaped == UInt8(ascii: "u") {
                for _ in 0..<4 {
                    guard index < bytes.count, OldStylePropertyList.hexDigit(bytes[index]) != nil else {
                        throw error("expected four hexadecimal digits after \\U")
                    }
                    index += 1
                }
            }
        }
        index += 1
        return .init(range: start + 1..<index - 1, hasEscapes: hasEscapes)
    }

    /// Data: the range of its digits and white space, checked.
    private mutating func hexData() throws(ReadError) -> Range<Int> {
        let start = index
        index += 1
        var digits = 0
        while true {
            guard index < bytes.count else { throw error("data that never ends", at: start) }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") { break }
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
            guard OldStylePropertyList.hexDigit(byte) != nil else {
                throw error("expected a hexadecimal digit or '>' in data", at: index - 1)
            }
            digits += 1
        }
        guard digits % 2 == 0 else { throw error("data with an odd number of hexadecimal digits", at: start) }
        return start + 1..<index - 1
    }

    private mutating func skipWhiteSpaceAndComments() throws(ReadError) {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count && bytes[index] != 0x0A && bytes[index] != 0x0D { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                while index + 1 < bytes.count && !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    index += 1
                }
                guard index + 1 < bytes.count else { throw error("a comment that never ends", at: start) }
                index += 2
            default:
                return
            }
        }
    }

    /// Letters, digits and `_$+/:.-`: what a string may hold without quotes.
    private static func isUnquoted(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    /// A key as an error message quotes it: at most 40 characters.
    private func shown(_ key: OldStylePropertyList.StringToken) -> String {
        let text = key.decoded(from: bytes)
        return text.count > 40 ? text.prefix(40) + "…" : text
    }

    /// The byte at the current point, as an error message names it.
    private var found: String {
        guard let byte = peek else { return "the end of the file" }
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return byte == 0x0A || byte == 0x0D || byte == 0x20 ? "white space" : "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    private func place(of offset: Int) -> String {
        let (line, column) = position(of: offset)
        return "\(line):\(column)"
    }

    private func position(of offset: Int) -> (line: Int, column: Int) {
        bytes.withUnsafeBufferPointer { LineIndex($0).position(of: offset) }
    }

    private func error(_ message: String, at offset: Int? = nil) -> ReadError {
        let (line, column) = position(of: offset ?? index)
        return ReadError(message, line: line, column: column)
    }
}

/// Builds the values of what the parser reads.
struct PropertyListValueBuilder: OldStylePropertyListHandler {
    let bytes: [UInt8]
    /// The value read, once it is complete.
    private(set) var result: PropertyListValue?

    /// The containers open, innermost last. Dictionaries and arrays sit in stacks of their own so
    /// that an entry is added in place, never copying the container.
    private enum Container { case dictionary, array }
    private var open: [Container] = []
    private var dictionaries: [[String: PropertyListValue]] = []
    private var keys: [String] = []
    private var arrays: [[PropertyListValue]] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func beginDictionary(at offset: Int, depth: Int) {
        open.append(.dictionary)
        dictionaries.append([:])
    }

    mutating func beginArray(at offset: Int, depth: Int) {
        open.append(.array)
        arrays.append([])
    }

    mutating func endContainer(depth: Int) {
        switch open.removeLast() {
        case .dictionary: add(.dictionary(dictionaries.removeLast()))
        case .array: add(.array(arrays.removeLast()))
        }
    }

    mutating func key(_ key: OldStylePropertyList.StringToken, depth: Int) {
        keys.append(key.decoded(from: bytes))
    }

    mutating func scalar(_ value: OldStylePropertyList.Scalar, depth: Int) {
        switch value {
        case .string(let token): add(.string(token.decoded(from: bytes)))
        case .data(let range): add(.data(OldStylePropertyList.data(bytes[range])))
        }
    }

    /// Puts a finished value into the container it belongs to, or makes it the result.
    private mutating func add(_ value: PropertyListValue) {
        switch open.last {
        case nil:
            result = value
        case .dictionary:
            dictionaries[dictionaries.count - 1][keys.removeLast()] = value
        case .array:
            arrays[arrays.count - 1].append(value)
        }
    }
}
