/// The text in `property` follows the capitalisation (and, for alert titles and messages, the
/// ending punctuation) the guidelines ask for. `style` is `title`, `sentence`, `message`
/// (sentence style ending in `.`, `?` or `!`), or `alertTitle`, which
/// picks between them by the kind of title; its findings' variants are `statement`, `question`
/// and `sentences`.
///
/// The `corrected` text is one that no other text rule reports: a title-style correction has no
/// ending punctuation either (button titles take none, and button-title-no-end-punct says so),
/// though the punctuation alone is not this check's finding; a sentence-style correction keeps
/// the capital of the app's name (the screen's `app`) and of the words the element's other text
/// capitalises inside a sentence, which are names ("Sign in to Facebook." in the message keeps
/// Facebook in the title).
///
/// Only English wording is judged: a stand-in a developer left ("Label"), an address, a phone
/// number, a file name, running text where a title is asked for, and text in another language are
/// not (`CommandTitleText`, `TextLanguage`).
struct CapitalizationCheck: CheckPrimitive {
    enum Style: String, CaseIterable, RuleReadable, Sendable { case title, sentence, message, alertTitle }

    static let declaration = PrimitiveDeclaration(
        name: "capitalization",
        summary: "The text of `property` follows the capitalisation (and, for alert titles and messages, the ending punctuation) the guidelines ask for.",
        parameters: [
            .required("property", .property(.element), "The property whose text is judged."),
            .required("style", .choice(of: Style.self), "`title`, `sentence`, `message` (sentence style ending in `.`, `?` or `!`), or `alertTitle` (chosen by the kind of title)."),
        ],
        variables: [("text", "the text as written"), ("expected", "the style asked for, in words"), ("corrected", "the text in that style")],
        variants: [("statement", "`alertTitle`: a title that is a statement"), ("question", "`alertTitle`: a title that is a question"),
                   ("sentences", "`alertTitle`: a title of several sentences")])

    var property: String
    var style: Style

    init(_ parameters: RuleFields) throws {
        property = try parameters.required("property")
        style = try parameters.required("style")
    }

    var parameterSummary: [(name: String, value: String)] { [("property", property), ("style", style.rawValue)] }

    /// The judgement of each text, with the texts it depends on (see `judge`).
    /// - Note: for speed: the same texts recur across a project's screens, and each is judged once.
    private let judgements = TextMemo<Judgement?>()

    /// What the check says of a text: nil when it is as it should be.
    private struct Judgement {
        var expected: String
        var corrected: String
        var variant: String?
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        guard let property = context.element.property(property) else { return [] }
        let text = property.value.text.trimmedOfWhitespaceAndNewlines
        guard !text.isEmpty else { return [] }
        let folderLanguage = TextLanguage.folderLanguage(of: context.description.path)
        let region = context.description.app?.targets.first?.info?.developmentRegion
        // What the judgement depends on besides the text: whether the text is English
        // (`isWording(_:folderLanguage:region:)`) and the names of `names(_:)`.
        let key = TextMemo<Judgement?>.key([text, folderLanguage.map { "folder " + $0 } ?? "", region.map { "region " + $0 } ?? "",
                                            context.root.string("app") ?? ""]
                                           + Self.otherTexts.map { $0 == self.property ? "" : context.element.string($0) ?? "" })
        let judgement = judgements.value(for: key) {
            isWording(text, folderLanguage: folderLanguage, region: region) ? judge(text, context) : nil
        }
        guard let judgement else { return [] }
        return [CheckFinding(["text": text, "expected": judgement.expected, "corrected": judgement.corrected], location: property.location,
                             variant: judgement.variant)]
    }

    /// Whether `text` is English wording this check can judge: not a stand-in, an address or a
    /// number (`CommandTitleText`), nor, for a title, running text; and English (`TextLanguage`).
    /// `folderLanguage` and `region`: the file's language folder and the app's development region.
    private func isWording(_ text: String, folderLanguage: String?, region: String?) -> Bool {
        if CommandTitleText.isNotWording(text) { return false }
        if style == .title && CommandTitleText.isProse(text) { return false }
        return TextLanguage.isEnglish(text, folderLanguage: folderLanguage, developmentRegion: region)
    }

    private func judge(_ text: String, _ context: ElementContext) -> Judgement? {
        let (expected, corrected): (String, String)
        var variant: String?
        switch style {
        case .title:
            // Only the capitalisation is judged; the suggestion also leaves out what
            // button-title-no-end-punct reports, so that following it settles both.
            let styled = Capitalization.titleStyle(text)
            guard styled != text else { return nil }
            (expected, corrected) = ("title-style capitalization",
                                     AlertTitleStyle.droppingEndingPunctuation(styled, keepingAbbreviations: false))
        case .sentence:
            (expected, corrected) = ("sentence-style capitalization", Capitalization.sentenceStyle(text, keeping: names(context)))
        case .message:
            var sentence = Capitalization.sentenceStyle(text, keeping: names(context))
            let core = Substring(sentence).droppingTrailing(AlertTitleStyle.closers)
            if let last = core.last, !".?!".contains(last) { sentence += "." }
            (expected, corrected) = ("sentence-style capitalization and ending punctuation", sentence)
        case .alertTitle:
            let kind = AlertTitleStyle.classify(text)
            (expected, corrected) = (kind.expectation, kind.corrected(text, keeping: kind == .statement ? [] : names(context)))
            variant = kind.rawValue
        }
        guard corrected != text else { return nil }
        return Judgement(expected: expected, corrected: corrected, variant: variant)
    }

    /// The texts besides the checked one whose capitals inside a sentence name things.
    static let otherTexts = ["title", "message", "text"]

    /// Words a sentence-style correction keeps capitalised: the app's name, from the `app` of the
    /// screen the element is on, and the names the element's other texts write inside a sentence.
    private func names(_ context: ElementContext) -> Set<String> {
        var names = Set<String>()
        if let app = context.root.string("app") { names.formUnion(Capitalization.words(ofName: app)) }
        for name in Self.otherTexts where name != property {
            if let text = context.element.string(name) { names.formUnion(Capitalization.namesInSentences(of: text)) }
        }
        return names
    }
}

import Foundation
