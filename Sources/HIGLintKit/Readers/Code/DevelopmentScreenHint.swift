/// Whether the names around an alert suggest a screen made for the app's developers: the type or
/// the function whose code builds it, the file or a folder of the project named `Debug`,
/// `Developer`, `DevMenu` or `Internal` (a word of the name: `AutofillDebugViewController`,
/// `presentDebugMenu`, `Developer Menu/`, `InternalSettingsView`; not `Devices` or `Debugger`). A name proves nothing (a screen named so
/// may well ship, behind a run-time switch or not), so the alert is still judged; its findings
/// are information only, and say why, so that a team can say what it knows with
/// `development_only` in `.higlint.yml`, or leave them.
enum DevelopmentScreenHint {
    /// The words, lowercased, that name a screen for developers.
    static let words: Set<String> = ["debug", "developer", "developers", "dev", "devmenu", "internal"]

    /// The name that suggests it (the first, from the type and the function outward), or nil: `relativePath` is the
    /// file's path inside its project, so that the folders above the project (`~/dev/`) do not count.
    static func hint(type: String?, function: String? = nil, relativePath: String) -> String? {
        let names = [type, function].compactMap { $0 } + relativePath.split(separator: "/").reversed().map(String.init)
        return names.first { name in
            let stem = name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm")
                ? String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)]) : name
            return nameWords(stem).contains { words.contains($0) }
        }
    }

    /// The words of a name, lowercased: split at spaces, `_`, `-`, `+` and before a capital that
    /// follows a lowercase letter or starts a capitalized word after capitals
    /// (`DMDebugView` → dm, debug, view; `Developer Menu` → developer, menu).
    static func nameWords(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        let characters = Array(name)
        for (index, character) in characters.enumerated() {
            if character == " " || character == "_" || character == "-" || character == "+" || character == "." {
                if !current.isEmpty { words.append(current.lowercased()) }
                current = ""
                continue
            }
            if character.isUppercase, !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && next?.isLowercase == true) {
                    words.append(current.lowercased())
                    current = ""
                }
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current.lowercased()) }
        return words
    }

    /// The findings on such a screen: information only, with the reason at the end of the message.
    static func lower(_ violations: inout [Violation], hint: String) {
        for index in violations.indices {
            violations[index].severity = .info
            violations[index].message += " (information only: \"\(hint)\" names a screen for developers)"
        }
    }
}
