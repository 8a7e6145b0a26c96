import Foundation

/// A path pattern of `.higlint.yml`'s `include` and `exclude`: `*` matches within one folder name,
/// `**` across folders, `?` one character; a pattern that names a folder matches everything in it.
public struct Glob: Sendable {
    public let pattern: String
    private let expression: NSRegularExpression

    public init(_ pattern: String) throws {
        self.pattern = pattern
        var regex = "^"
        var characters = Array(pattern.hasPrefix("./") ? String(pattern.dropFirst(2)) : pattern)
        if characters.last == "/" { characters.removeLast() }
        var i = 0
        while i < characters.count {
            let c = characters[i]
            if c == "*" {
                if i + 1 < characters.count, characters[i + 1] == "*" {
                    // `**/` matches any number of folders, including none.
                    if i + 2 < characters.count, characters[i + 2] == "/" { regex += "(?:.*/)?"; i += 3 } else { regex += ".*"; i += 2 }
                    continue
                }
                regex += "[^/]*"
            } else if c == "?" {
                regex += "[^/]"
            } else {
                regex += NSRegularExpression.escapedPattern(for: String(c))
            }
            i += 1
        }
        regex += "(?:/.*)?$"
        expression = try NSRegularExpression(pattern: regex)
    }

    /// Whether a `/`-separated path, relative to the configuration's folder, matches.
    public func matches(_ path: String) -> Bool {
        expression.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
    }
}
