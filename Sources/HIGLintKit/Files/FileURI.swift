/// A file's path as the path of a URI (RFC 3986), for report fields that are URIs (SARIF's
/// `uri`): the bytes the system knows the file by, each one outside the path characters
/// percent-encoded. A name that is not UTF-8 is so named by its real bytes (`caf%E9.xml`), not by
/// the escaped form reports show people (`caf\xE9.xml`).
enum FileURI {
    /// The URI path of the file that reports show as `displayed` (see `SystemPath.display`).
    /// A colon is encoded too, so that `a:b.xml` does not read as a URI scheme.
    static func percentEncoded(displayed: String) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        for byte in SystemPath.bytes(displayed: displayed) {
            if isPathCharacter(byte) {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// RFC 3986's unreserved characters, its sub-delimiters, `@` and `/`.
    private static func isPathCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            "-._~!$&'()*+,;=@/".utf8.contains(byte)
        }
    }
}
