import Foundation

/// Whether a text is wording the capitalisation rules can judge, or something else that only
/// sits where a title goes: a developer's stand-in that names its element ("Label", "Button url
/// help link", "Lorem ipsum"), an e-mail address, a web address, a phone number or a file name
/// (spelt as they are, whatever the title style), or running text on a button (a sentence that
/// ends in a period or an ellipsis, several lines): prose, not a command.
enum CommandTitleText {
    /// The stand-ins a developer leaves for a text the app sets, as whole texts (lowercased).
    static let standIns: Set<String> = ["label", "title", "text", "button", "item", "subtitle", "placeholder", "detail", "value",
                                        "lorem ipsum"]
    /// Words that name an element's class: a text that starts with one names its element.
    static let elementNames: Set<String> = ["button", "btn", "label", "lbl", "uibutton", "uilabel", "textfield", "txt"]

    /// Whether `text` is a stand-in, an address, a number or a file name: never judged for
    /// capitalisation or punctuation.
    static func isNotWording(_ text: String) -> Bool {
        isStandIn(text) || isAddress(text) || isPhoneNumber(text)
    }

    /// "Label", "Title", "Lorem ipsum dolor sit amet", "Button url help link", "lblName".
    static func isStandIn(_ text: String) -> Bool {
        let lowered = text.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        if standIns.contains(lowered) || lowered.hasPrefix("lorem ipsum") { return true }
        let words = lowered.split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        guard let first = words.first else { return false }
        return words.count > 1 && elementNames.contains(String(first))
    }

    /// An e-mail address, a web address or a file name: one word holding `@` or a dot between
    /// letters (`txtdof@mit.edu`, `www.example.com`, `https://…`, `notes.txt`).
    static func isAddress(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty, !trimmed.contains(where: \.isWhitespace) else { return false }
        let lowered = trimmed.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") || lowered.hasPrefix("mailto:") || lowered.hasPrefix("tel:") {
            return true
        }
        if let at = trimmed.firstIndex(of: "@"), at != trimmed.startIndex, trimmed[at...].contains(".") { return true }
        // A dot with a letter on each side, not at the end: `example.com`, `notes.txt`.
        let characters = Array(trimmed)
        return characters.indices.dropFirst().dropLast().contains {
            characters[$0] == "." && characters[$0 - 1].isLetter && characters[$0 + 1].isLetter
        }
    }

    /// A phone number: digits with spaces, `+`, `-`, `(`, `)`, `.` or `/`, at least seven digits.
    static func isPhoneNumber(_ text: String) -> Bool {
        let digits = text.filter(\.isNumber).count
        return digits >= 7 && text.allSatisfy { $0.isNumber || " +-()./".contains($0) }
    }

    /// Whether `text` reads as running text rather than a command: several lines, or a sentence
    /// of four words or more ending in a period or an ellipsis ("For urgent issues contact
    /// Facilities..."). "Share…" and "Remove account" are commands.
    static func isProse(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.contains(where: \.isNewline) { return true }
        let words = trimmed.split(whereSeparator: \.isWhitespace).count
        guard words >= 4 else { return false }
        return trimmed.hasSuffix(".") || trimmed.hasSuffix("…")
    }

    /// Whether `text` is a question of two words or more put to the person ("Already purchased?",
    /// "Forgot your password?"): a link-style button's title that reads as a line of the screen's
    /// text, not a command, and loses its sense without its question mark.
    static func isQuestion(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasSuffix("?") && trimmed.split(whereSeparator: \.isWhitespace).count >= 2
    }
}
