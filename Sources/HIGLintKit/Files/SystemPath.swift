import Foundation

/// File names as the system gives them: bytes, which need not be UTF-8. higlint keeps paths in
/// `String`s, so a byte that is not part of valid UTF-8 is carried as a scalar of its own in the
/// last private-use block (U+10FF00 + the byte), turned back into that byte for every system call
/// (`withCString`), and shown as `\xE9` in reports (`display`). A file named in Latin-1 is then
/// found, checked and named, where decoding it as UTF-8 would have lost its name.
enum SystemPath {
    static let base: UInt32 = 0x10FF00

    /// The path of these bytes.
    static func string<Bytes: Collection>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        let array = Array(bytes)
        return array.withUnsafeBufferPointer { buffer -> String in
            guard var bad = firstInvalidUTF8Offset(buffer) else { return String(decoding: buffer, as: UTF8.self) }
            var result = ""
            var start = 0
            while true {
                result += String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<bad]), as: UTF8.self)
                result.unicodeScalars.append(Unicode.Scalar(base + UInt32(buffer[bad]))!)
                start = bad + 1
                guard let next = firstInvalidUTF8Offset(UnsafeBufferPointer(rebasing: buffer[start...])) else {
                    result += String(decoding: UnsafeBufferPointer(rebasing: buffer[start...]), as: UTF8.self)
                    return result
                }
                bad = start + next
            }
        }
    }

    /// Whether the path carries a byte that is not UTF-8: its UTF-8 then has the lead byte 0xF4 of
    /// the private-use block (which other characters of file names almost never have).
    static func carriesRawBytes(_ path: String) -> Bool {
        path.utf8.contains(0xF4) && path.unicodeScalars.contains { $0.value >= base && $0.value <= base + 0xFF }
    }

    /// The bytes the system knows the path by.
    static func bytes(_ path: String) -> [UInt8] {
        guard carriesRawBytes(path) else { return Array(path.utf8) }
        var bytes: [UInt8] = []
        for scalar in path.unicodeScalars {
            if scalar.value >= base && scalar.value <= base + 0xFF {
                bytes.append(UInt8(scalar.value - base))
            } else {
                bytes.append(contentsOf: String(scalar).utf8)
            }
        }
        return bytes
    }

    /// Calls `body` with the path as the system knows it.
    static func withCString<R>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> R) rethrows -> R {
        guard carriesRawBytes(path) else { return try path.withCString(body) }
        return try (bytes(path) + [0]).withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
        }
    }

    /// The path for people: each byte that is not UTF-8 as `\xE9`. The form can be read back
    /// (`bytes(displayed:)`): a backslash that the name itself holds before `x` and two hex digits
    /// is shown as `\x5C`, so `caf\xE9` as typed is told apart from `caf` and the byte 0xE9.
    static func display(_ path: String) -> String {
        guard carriesRawBytes(path) || path.utf8.contains(UInt8(ascii: "\\")) else { return path }
        let scalars = Array(path.unicodeScalars)
        var out = ""
        for (index, scalar) in scalars.enumerated() {
            if scalar.value >= base && scalar.value <= base + 0xFF {
                out += escape(UInt8(scalar.value - base))
            } else if scalar == "\\" && startsEscape(scalars, at: index) {
                out += escape(UInt8(ascii: "\\"))
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The bytes of the path that `display` showed as `displayed`.
    static func bytes(displayed: String) -> [UInt8] {
        guard displayed.utf8.contains(UInt8(ascii: "\\")) else { return Array(displayed.utf8) }
        let scalars = Array(displayed.unicodeScalars)
        var bytes: [UInt8] = []
        var index = 0
        while index < scalars.count {
            if scalars[index] == "\\" && startsEscape(scalars, at: index),
               let high = hexValue(scalars[index + 2]), let low = hexValue(scalars[index + 3]) {
                bytes.append(high << 4 | low)
                index += 4
            } else {
                bytes.append(contentsOf: String(scalars[index]).utf8)
                index += 1
            }
        }
        return bytes
    }

    /// The path that `display` showed as `displayed`, to open it again (a report that draws the
    /// files it names).
    static func path(displayed: String) -> String {
        guard displayed.utf8.contains(UInt8(ascii: "\\")) else { return displayed }
        return string(bytes(displayed: displayed))
    }

    private static func escape(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        return String(decoding: [UInt8(ascii: "\\"), UInt8(ascii: "x"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]], as: UTF8.self)
    }

    /// Whether the backslash at `index` is followed by `x` and two hex digits.
    private static func startsEscape(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + 3 < scalars.count && scalars[index + 1] == "x" && hexValue(scalars[index + 2]) != nil && hexValue(scalars[index + 3]) != nil
    }

    private static func hexValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "A"..."F": UInt8(scalar.value - 55)
        case "a"..."f": UInt8(scalar.value - 87)
        default: nil
        }
    }

    /// What the symbolic link at `path` holds, as the system gives it; nil when it is no link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = withCString(path) { name in
            buffer.withUnsafeMutableBufferPointer { $0.withMemoryRebound(to: CChar.self) { readlink(name, $0.baseAddress!, $0.count) } }
        }
        guard count >= 0 else { return nil }
        return string(buffer[..<count])
    }

    /// The names in a folder (without `.` and `..`), as the system gives them, or the reason they
    /// cannot be listed.
    static func contentsOfDirectory(_ path: String) -> Result<[String], ReadError> {
        guard let directory = withCString(path, { opendir($0) }) else {
            return .failure(ReadError(String(cString: strerror(errno))))
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw -> String in
                let bytes = raw.bindMemory(to: UInt8.self)
                return string(bytes.prefix { $0 != 0 })
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return .success(names)
    }
}

/// `stat(2)` and `lstat(2)` of a path that may carry bytes that are not UTF-8.
func systemStat(_ path: String, _ info: inout stat) -> Int32 {
    SystemPath.withCString(path) { stat($0, &info) }
}

func systemLstat(_ path: String, _ info: inout stat) -> Int32 {
    SystemPath.withCString(path) { lstat($0, &info) }
}
