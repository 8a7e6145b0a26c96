import Foundation

/// The entries of one localized strings table, as Xcode writes them: a `.strings` file
/// (`"key" = "value";`, with comments, escapes, in UTF-8 or UTF-16 with a byte order mark) or
/// the source language's entries of a String Catalog (`.xcstrings`, JSON).
enum StringsTable {
    /// The entries of a `.strings` file; a file that cannot be read gives what was read before
    /// the fault (a missing `;` at the end, say), never an error: a table only helps to show text.
    static func entries(ofStringsFile data: Data) -> [String: String] {
        let text = decode(data)
        let trimmed = text.drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        if trimmed.hasPrefix("<?xml") || trimmed.hasPrefix("<plist") || data.starts(with: Array("bplist".utf8)) {
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil)
            return (plist as? [String: Any])?.compactMapValues { $0 as? String } ?? [:]
        }
        return parse(Array(text.unicodeScalars))
    }

    /// The text of a `.strings` file: UTF-16 by its byte order mark (or by the zero bytes of
    /// ASCII text when it has none), else UTF-8, else Latin-1 (each byte its character).
    static func decode(_ data: Data) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) { return String(decoding: utf16Units(bytes.dropFirst(2), littleEndian: true), as: UTF16.self) }
        if bytes.starts(with: [0xFE, 0xFF]) { return String(decoding: utf16Units(bytes.dropFirst(2), littleEndian: false), as: UTF16.self) }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] != 0, bytes[1] == 0 {
            return String(decoding: utf16Units(bytes[...], littleEndian: true), as: UTF16.self)
        }
        if bytes.count >= 2, bytes.count % 2 == 0, bytes[0] == 0, bytes[1] != 0 {
            return String(decoding: utf16Units(bytes[...], littleEndian: false), as: UTF16.self)
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let utf8 = String(validating: body, as: UTF8.self) { return utf8 }
        return String(body.map { Character(Unicode.Scalar($0)) })
    }

    private static func utf16Units(_ bytes: ArraySlice<UInt8>, littleEndian: Bool) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = bytes.startIndex
        while i + 1 < bytes.endIndex {
            let (a, b) = (UInt16(bytes[i]), UInt16(bytes[i + 1]))
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            i += 2
        }
        return units
    }

    /// `"key" = "value";` entries (keys and values quoted, or bare words), with `/* */` and `//`
    /// comments between them; a key alone (`"key";`) is its own value.
    private static func parse(_ s: [Unicode.Scalar]) -> [String: String] {
        var entries: [String: String] = [:]
        var i = 0
        func skipSpaceAndComments() {
            while i < s.count {
                if s[i].properties.isWhitespace { i += 1; continue }
                if s[i] == "/", i + 1 < s.count, s[i + 1] == "*" {
                    i += 2
                    while i < s.count, !(s[i] == "*" && i + 1 < s.count && s[i + 1] == "/") { i += 1 }
                    i = min(i + 2, s.count)
                    continue
                }
                if s[i] == "/", i + 1 < s.count, s[i + 1] == "/" {
                    while i < s.count, s[i] != "\n" { i += 1 }
                    continue
                }
                break
            }
        }
        func string() -> String? {
            guard i < s.count else { return nil }
            if s[i] != "\"" {
                var word = String.UnicodeScalarView()
                while i < s.count, s[i].properties.isAlphabetic || ("0"..."9").contains(s[i]) || "_.$:/-".unicodeScalars.contains(s[i]) {
                    word.append(s[i]); i += 1
                }
                return word.isEmpty ? nil : String(word)
            }
            i += 1
            var value = String.UnicodeScalarView()
            while i < s.count, s[i] != "\"" {
                guard s[i] == "\\", i + 1 < s.count else { value.append(s[i]); i += 1; continue }
                let e = s[i + 1]
                i += 2
                switch e {
                case "n": value.append("\n")
                case "t": value.append("\t")
                case "r": value.append("\r")
                case "U", "u":
                    var code: UInt32 = 0
                    var read = 0
                    while read < 4, i < s.count, let digit = UInt32(String(s[i]), radix: 16) {
                        code = code * 16 + digit; i += 1; read += 1
                    }
                    if let scalar = Unicode.Scalar(code) { value.append(scalar) }
                default: value.append(e)
                }
            }
            i += 1
            return String(value)
        }
        while i < s.count {
            skipSpaceAndComments()
            guard let key = string() else { break }
            skipSpaceAndComments()
            if i < s.count, s[i] == ";" {
                entries[key] = key
                i += 1
                continue
            }
            guard i < s.count, s[i] == "=" else { break }
            i += 1
            skipSpaceAndComments()
            guard let value = string() else { break }
            entries[key] = value
            skipSpaceAndComments()
            if i < s.count, s[i] == ";" { i += 1 }
        }
        return entries
    }

    /// The source language's text of each key of a String Catalog: its `stringUnit`'s value, or
    /// the key itself when the source language has no entry (Xcode shows the key then). A key
    /// whose text varies (plural or device variations) is left out: which one shows is not known.
    static func entries(ofStringCatalog data: Data) -> [String: String] {
        guard let catalog = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let strings = catalog["strings"] as? [String: Any] else { return [:] }
        let source = catalog["sourceLanguage"] as? String ?? "en"
        var entries: [String: String] = [:]
        for (key, entry) in strings {
            let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any]
            guard let own = localizations?[source] as? [String: Any] else {
                entries[key] = key
                continue
            }
            if let unit = own["stringUnit"] as? [String: Any], let value = unit["value"] as? String {
                entries[key] = value
            }
        }
        return entries
    }
}
