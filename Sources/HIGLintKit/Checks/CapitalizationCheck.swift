/// The text in `property` follows the capitalisation (and, for alert titles and messages, the
/// ending punctuation) the guidelines ask for. `style` is `title`, `sentence`, `message`
/// (sentence style ending in `.`, `?` or `!`), or `alertTitle`, which
/// picks between them by the kind of title; its findings' variants are `statement`, `question`
/// and `sentences`.
struct CapitalizationCheck: CheckPrimitive, Decodable {
    enum Style: String, Decodable, Sendable { case title, sentence, message, alertTitle }

    static let typeName = "capitalization"
    static let parameters = ["property", "style"]
    static let variables = ["text", "expected", "corrected"]

    var property: String
    var style: Style

    var parameterSummary: [(name: String, value: String)] { [("property", property), ("style", style.rawValue)] }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        guard let property = context.element.property(property) else { return [] }
        let text = property.value.text.trimmedOfWhitespaceAndNewlines
        guard !text.isEmpty else { return [] }
        let (expected, corrected): (String, String)
        var variant: String?
        switch style {
        case .title:
            (expected, corrected) = ("title-style capitalization", Capitalization.titleStyle(text))
        case .sentence:
            (expected, corrected) = ("sentence-style capitalization", Capitalization.sentenceStyle(text))
        case .message:
            var sentence = Capitalization.sentenceStyle(text)
            var core = Substring(sentence)
            while let last = core.last, AlertTitleStyle.closers.contains(last) { core = core.dropLast() }
            if let last = core.last, !".?!".contains(last) { sentence += "." }
            (expected, corrected) = ("sentence-style capitalization and ending punctuation", sentence)
        case .alertTitle:
            let kind = AlertTitleStyle.classify(text)
            (expected, corrected) = (kind.expectation, kind.corrected(text))
            variant = kind.rawValue
        }
        guard corrected != text else { return [] }
        return [CheckFinding(["text": text, "expected": expected, "corrected": corrected], location: property.location, variant: variant)]
    }
}

import Foundation
