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
/// The parser keeps its own stack instead of recursing, so a file nested a million deep costs
/// memory in proportion to its size and is refused at `ReaderLimits.maxDepth`; each byte is looked at
/// a bounded number of times, whatever the shape.
enum OldStylePropertyList {
    static func parse(_ data: Data, limits: ReaderLimits = .default) throws(ReadError) -> PropertyListValue {
        guard data.count <= limits.maxFileSize else {
            throw ReadError("the file is larger than the limit of \(limits.maxFileSize) bytes")
        }
        var parser = Parser(bytes: [UInt8](data), maxDepth: limits.maxDepth)
        return try parser.parse()
    }
}

private struct Parser {
    let bytes: [UInt8]
    let maxDepth: Int
    var index = 0

    /// What the parser expects next.
    private enum State {
        case value
        case keyOrEndOfDictionary
        case semicolonAfterValue
        case valueOrEndOfArray
        case commaOrEndOfArray
        case endOfFile
    }

    /// The containers open at the current point, innermost last. Dictionaries and arrays sit in
    /// stacks of their own so that an entry is added in place, never copying the container.
    private enum Container { case dictionary, array }
    private var open: [(container: Container, offset: Int)] = []
    private var dictionaries: [[String: PropertyListValue]] = []
    private var keys: [String] = []
    private var arrays: [[PropertyListValue]] = []

    init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    mutating func parse() throws(ReadError) -> PropertyListValue {
        var state = State.value
        var result: PropertyListValue?
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
                        open.append((.dictionary, index))
                        dictionaries.append([:])
                        state = .keyOrEndOfDictionary
                    } else {
                        open.append((.array, index))
                        arrays.append([])
                        state = .valueOrEndOfArray
                    }
                    index += 1
                case nil:
                    throw error("expected a value, found the end of the file")
                default:
                    state = add(try scalar(), to: &result)
                }
            case .keyOrEndOfDictionary:
                if peek == UInt8(ascii: "}") {
                    index += 1
                    open.removeLast()
                    state = add(.dictionary(dictionaries.removeLast()), to: &result)
                    continue
                }
                guard peek == UInt8(ascii: "\"") || peek.map(Self.isUnquoted) == true else {
                    throw error("expected a key or '}', found \(found)")
                }
                let key = try string()
                try skipWhiteSpaceAndComments()
                guard peek == UInt8(ascii: "=") else {
                    throw error("expected '=' after the key '\(Self.shown(key))', found \(found)")
                }
                index += 1
                keys.append(key)
                state = .value
            case .semicolonAfterValue:
                guard peek == UInt8(ascii: ";") else {
                    throw error("expected ';' after the value of '\(Self.shown(keys.last ?? ""))', found \(found)")
                }
                index += 1
                keys.removeLast()
                state = .keyOrEndOfDictionary
            case .valueOrEndOfArray, .commaOrEndOfArray:
                if peek == UInt8(ascii: ")") {
                    index += 1
                    open.removeLast()
                    state = add(.array(arrays.removeLast()), to: &result)
                } else if state == .valueOrEndOfArray {
                    state = .value
                } else {
                    guard peek == UInt8(ascii: ",") else {
                        throw error("expected ',' or ')' after an element of the array opened at \(place(of: open.last?.offset ?? 0)), found \(found)")
                    }
                    index += 1
                    state = .valueOrEndOfArray
                }
            case .endOfFile:
                guard index == bytes.count, let result else {
                    throw error("expected the end of the file after the property list, found \(found)")
                }
                return result
            }
        }
    }

    /// Puts a finished value into the container it belongs to (or makes it the result) and says
    /// what comes next.
    private mutating func add(_ value: PropertyListValue, to result: inout PropertyListValue?) -> State {
        switch open.last?.container {
        case nil:
            result = value
            return .endOfFile
        case .dictionary:
            dictionaries[dictionaries.count - 1][keys[keys.count - 1]] = value
            return .semicolonAfterValue
        case .array:
            arrays[arrays.count - 1].append(value)
            return .commaOrEndOfArray
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func scalar() throws(ReadError) -> PropertyListValue {
        if peek == UInt8(ascii: "<") { return .data(try hexData()) }
        guard peek == UInt8(ascii: "\"") || peek.map(Self.isUnquoted) == true else {
            throw error("expected a value, found \(found)")
        }
        return .string(try string())
    }

    /// A quoted or unquoted string; the caller has seen that one starts here.
    private mutating func string() throws(ReadError) -> String {
        let start = index
        guard bytes[index] == UInt8(ascii: "\"") else {
            while index < bytes.count && Self.isUnquoted(bytes[index]) { index += 1 }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }
        index += 1
        var decoded: [UInt8] = []
        // UTF-16 units come from \U escapes: a pair of them is one character, a lone half is U+FFFD.
        var pendingHighSurrogate: UInt16?
        while true {
            guard index < bytes.count else { throw error("a quoted string that never ends", at: start) }
            var byte: UInt8? = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            index += 1
            var unit: UInt16?
            if byte == UInt8(ascii: "\\") {
                guard index < bytes.count else { throw error("a quoted string that never ends", at: start) }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "n"): byte = 0x0A
                case UInt8(ascii: "t"): byte = 0x09
                case UInt8(ascii: "r"): byte = 0x0D
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt16 = 0
                    for _ in 0..<4 {
                        guard index < bytes.count, let digit = Self.hexDigit(bytes[index]) else {
                            throw error("expected four hexadecimal digits after \\U")
                        }
                        value = value << 4 | UInt16(digit)
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
                    Self.append(0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(low - 0xDC00), to: &decoded)
                    continue
                }
                Self.append(0xFFFD, to: &decoded)
            }
            if let byte {
                decoded.append(byte)
            } else if let unit {
                if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = unit
                } else {
                    Self.append(isLowSurrogate ? 0xFFFD : UInt32(unit), to: &decoded)
                }
            }
        }
        if pendingHighSurrogate != nil { Self.append(0xFFFD, to: &decoded) }
        index += 1
        return String(decoding: decoded, as: UTF8.self)
    }

    /// Appends a scalar's UTF-8 bytes.
    private static func append(_ scalar: UInt32, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: String(Character(Unicode.Scalar(scalar) ?? "\u{FFFD}")).utf8)
    }

    private mutating func hexData() throws(ReadError) -> Data {
        let start = index
        index += 1
        var data = Data()
        var high: UInt8?
        while true {
            guard index < bytes.count else { throw error("data that never ends", at: start) }
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") { break }
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { continue }
            guard let digit = Self.hexDigit(byte) else {
                throw error("expected a hexadecimal digit or '>' in data", at: index - 1)
            }
            if let first = high {
                data.append(first << 4 | digit)
                high = nil
            } else {
                high = digit
            }
        }
        guard high == nil else { throw error("data with an odd number of hexadecimal digits", at: start) }
        return data
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

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A key as an error message quotes it: at most 40 characters.
    private static func shown(_ key: String) -> String {
        key.count > 40 ? key.prefix(40) + "…" : key
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
