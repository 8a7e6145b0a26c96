/// The text colours `colors` of the element, against the background it is drawn on
/// (`TextBackground`), have at least WCAG 2.0's contrast ratio: `minRatio`, or
/// `minLargeTextRatio` for large text (`largeTextSize` points, or `largeBoldTextSize` bold). Each
/// appearance is judged that the app can show and the description defines: the light one, and
/// the dark one where a colour the description writes has a dark appearance (an app whose
/// Info.plist keeps to one appearance, `UIUserInterfaceStyle`, is judged in that one only).
///
/// Not judged: a disabled control (WCAG's "inactive user interface component"), a colour set at
/// run time or of unknown look, and a text whose background cannot be known.
///
/// `nearMiss` sorts the texts below the line by how far below: a near miss has at least
/// `nearMissRatio` of the ratio needed (4.1:1 where 4.5:1 is needed). The guidelines ask for
/// clarity, not a ratio; WCAG's line stands in for it, and a few per cent either side of the line
/// is within what the file cannot tell (the colour profile the display applies, a translucent
/// layer's blend), so reviewers disagree on such a text where none does on 2:1.
struct TextContrastCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "textContrast",
        summary: "The text colours `colors` of the element have at least WCAG 2.0's contrast ratio (`minRatio`; `minLargeTextRatio` for text of `largeTextSize` points, or `largeBoldTextSize` bold) against the background they are drawn on: the element's own, then the earlier siblings whose frames lie under it and the superviews', composited down to the first opaque colour. Judged in the light appearance, and in the dark one where a colour the description writes defines one. Not judged: a disabled control, a colour of unknown look, a text over an image view, a pattern, a colour set at run time, a view at an alpha below 1, or a coloured view that covers it in part or has no frame.",
        parameters: [
            .required("colors", .properties(.element), "The properties holding the text colours (`textColor`, or a button's `titleColor` of each state)."),
            .optional("minRatio", .number, "The smallest contrast ratio (default 4.5)."),
            .optional("minLargeTextRatio", .number, "The smallest contrast ratio of large text (default 3)."),
            .optional("largeTextSize", .number, "Text of at least this many points is large (default 18)."),
            .optional("largeBoldTextSize", .number, "Bold text of at least this many points is large (default 14)."),
            .optional("uikitTextColors", .choice(of: UIKitTextColors.self), "`skip` judges only text colours that are not UIKit's own label colours (`secondaryLabelColor`, `tertiaryLabelColor`, `quaternaryLabelColor`, `placeholderTextColor`: Apple's levels of emphasis, below 4.5:1 by design), `only` only those; left out, all."),
            .optional("nearMiss", .choice(of: NearMiss.self), "`skip` reports only texts that are not near misses, `only` only those: below the ratio needed but at least `nearMissRatio` of it; left out, all. A check with `only` says nothing of what it could not judge (its `skip` twin does)."),
            .optional("nearMissRatio", .number, "A near miss has at least this fraction of the ratio needed (default 0.9)."),
        ],
        variables: [("color", "the text colour, #RRGGBB"), ("background", "the background colour, #RRGGBB"),
                    ("ratio", "the contrast ratio (4.4:1)"), ("minRatio", "the ratio needed (4.5:1)"),
                    ("appearance", "` in the dark appearance` for the dark appearance, else empty"),
                    ("colorName", "the text colour as the description writes it (`secondaryLabelColor`)"),
                    ("state", "which title: empty for the text colour and a button's normal title, else ` (highlighted)` or ` (selected)`")])

    var colors: [String]
    var minRatio: Double
    var minLargeTextRatio: Double
    var largeTextSize: Double
    var largeBoldTextSize: Double
    var uikitTextColors: UIKitTextColors?
    var nearMiss: NearMiss?
    var nearMissRatio: Double

    enum UIKitTextColors: String, CaseIterable, RuleReadable, Sendable { case skip, only }
    enum NearMiss: String, CaseIterable, RuleReadable, Sendable { case skip, only }

    /// UIKit's label colours of lesser emphasis, which Apple made fainter than WCAG's 4.5:1 on
    /// purpose.
    static let uikitLabelColors: Set<String> = ["secondaryLabelColor", "tertiaryLabelColor", "quaternaryLabelColor", "placeholderTextColor"]

    init(_ parameters: RuleFields) throws {
        colors = try parameters.required("colors")
        minRatio = try parameters.optional("minRatio") ?? 4.5
        minLargeTextRatio = try parameters.optional("minLargeTextRatio") ?? 3
        largeTextSize = try parameters.optional("largeTextSize") ?? 18
        largeBoldTextSize = try parameters.optional("largeBoldTextSize") ?? 14
        uikitTextColors = try parameters.optional("uikitTextColors")
        nearMiss = try parameters.optional("nearMiss")
        nearMissRatio = try parameters.optional("nearMissRatio") ?? 0.9
    }

    var parameterSummary: [(name: String, value: String)] {
        [("colors", colors.joined(separator: ", ")), ("minRatio", PropertyValue.format(minRatio)),
         ("minLargeTextRatio", PropertyValue.format(minLargeTextRatio)), ("largeTextSize", PropertyValue.format(largeTextSize)),
         ("largeBoldTextSize", PropertyValue.format(largeBoldTextSize))]
            + (uikitTextColors.map { [("uikitTextColors", $0.rawValue)] } ?? [])
            + (nearMiss.map { [("nearMiss", $0.rawValue), ("nearMissRatio", PropertyValue.format(nearMissRatio))] } ?? [])
    }

    /// Below this ratio, a text is as good as invisible in the light appearance Interface Builder
    /// shows: the colours the file holds are not the ones the app draws.
    static let invisibleRatio = 1.25

    /// The weights WCAG's "bold" covers.
    static let boldWeights: Set<String> = ["semibold", "bold", "heavy", "black"]

    /// Whether the element's text is large in WCAG's sense.
    func isLargeText(_ element: Element) -> Bool {
        guard let size = Vocabulary.value(of: "fontSize", in: element).flatMap(PropertyValue.decimal) else { return false }
        let bold = Vocabulary.value(of: "fontWeight", in: element).map(Self.boldWeights.contains) ?? false
        return size >= largeTextSize || (bold && size >= largeBoldTextSize)
    }

    /// What UIKit draws in the element under its text when the element has no background: a
    /// rounded or bezel text field's white field, and an iOS 6 rounded-rect button's white bezel
    /// (their look in the dark appearance is not known).
    static func ownFill(of element: Element, screen: Element) -> AppearanceColor? {
        let field = element.kind == "textField" && ["roundedRect", "bezel"].contains(Vocabulary.value(of: "borderStyle", in: element) ?? "")
        let bezel = element.kind == "button" && element.string("buttonType") == "roundedRect" && screen.string("uikit") == UIKitEra.ios6.rawValue
        return field || bezel ? AppearanceColor(light: .white, darkKnown: false) : nil
    }

    /// One judgement of one text colour in one appearance.
    struct Judgement: Equatable {
        var property: String
        var dark: Bool
        var outcome: Outcome

        enum Outcome: Equatable {
            case ratio(Double, text: SRGBColor, background: SRGBColor, needed: Double)
            case unknown(String)
        }
    }

    /// Every judgement the check makes of the element (findings are those below the ratio
    /// needed; the others say what was not judged, and why).
    func judgements(_ context: ElementContext) -> [Judgement] {
        let element = context.element
        if element.bool("enabled") == false { return [] }
        // Nothing is drawn in a frame without area, nor in a launch screen's empty label (a launch
        // screen runs no code to fill it).
        if let frame = TextBackground.frame(of: element), frame.width <= 0 || frame.height <= 0 { return [] }
        if context.root.bool("launchScreen") == true && element.kind == "label" && (element.string("text") ?? "").isEmpty
            && !element.isSetAtRunTime("text") { return [] }
        let declared = colors.filter { property in
            guard !element.isSetAtRunTime(property), let text = Vocabulary.value(of: property, in: element) else { return false }
            guard let uikitTextColors else { return true }
            return Self.uikitLabelColors.contains(text) == (uikitTextColors == .only)
        }
        guard !declared.isEmpty else { return [] }
        let layers = TextBackground.layers(of: context, ownFill: Self.ownFill(of: element, screen: context.root))
        let style = context.description.app?.app.info?.userInterfaceStyle
        let needed = isLargeText(element) ? minLargeTextRatio : minRatio
        var result: [Judgement] = []
        for property in declared {
            guard let text = Vocabulary.value(of: property, in: element), let color = AppearanceColor(text: text) else {
                result.append(Judgement(property: property, dark: false, outcome: .unknown("the text colour has no known look")))
                continue
            }
            guard case .success(let layers) = layers else {
                if case .failure(let unknown) = layers {
                    result.append(Judgement(property: property, dark: false, outcome: .unknown(unknown.reason)))
                }
                continue
            }
            // The layers drawn under the text: down to the first one opaque in both appearances.
            let drawn = layers.prefix { !($0.color.light.isOpaque && ($0.color.dark ?? $0.color.light).isOpaque && $0.color.darkKnown) }
                + layers.drop { !($0.color.light.isOpaque && ($0.color.dark ?? $0.color.light).isOpaque && $0.color.darkKnown) }.prefix(1)
            let writesDark = (element[property] != nil && color.definesDark) || drawn.contains { $0.declared && $0.color.definesDark }
            var appearances: [Bool] = []
            switch style {
            case "Light": appearances = [false]
            case "Dark": appearances = [true]
            default: appearances = writesDark ? [false, true] : [false]
            }
            for dark in appearances {
                guard let textColor = color.color(dark: dark) else {
                    result.append(Judgement(property: property, dark: dark, outcome: .unknown("the text colour's dark appearance is not known: no colour set of the app gives it")))
                    continue
                }
                switch TextBackground.composite(layers, dark: dark) {
                case .unknown(let reason):
                    result.append(Judgement(property: property, dark: dark, outcome: .unknown(reason)))
                case .color(let background):
                    let ratio = ContrastRatio.of(textColor, on: background)
                    if !dark && ratio < Self.invisibleRatio {
                        // Text Interface Builder shows invisible: no designer ships that, so the
                        // app's code sets the colour or the background.
                        result.append(Judgement(property: property, dark: dark, outcome: .unknown(
                            "\(textColor.hexText) on \(background.hexText) is invisible in Interface Builder too (\(ContrastRatio.text(ratio))): the code must set its colour or background")))
                        continue
                    }
                    result.append(Judgement(property: property, dark: dark,
                                            outcome: .ratio(ratio, text: textColor.composited(over: background), background: background, needed: needed)))
                }
            }
        }
        return result
    }

    func evaluate(_ context: ElementContext) -> [CheckFinding] {
        var reasons: Set<String> = []
        return judgements(context).compactMap { judgement in
            if case .unknown(let reason) = judgement.outcome {
                guard nearMiss != .only else { return nil }
                // One note for each reason: a button's three title colours share their background.
                guard reasons.insert(reason).inserted else { return nil }
                let appearance = judgement.dark ? " (dark appearance)" : ""
                return CheckFinding.notJudged(reason + appearance, at: context.element.property(judgement.property)?.location)
            }
            guard case .ratio(let ratio, let text, let background, let needed) = judgement.outcome,
                  ratio < needed else { return nil }
            if let nearMiss {
                guard (ratio >= needed * nearMissRatio) == (nearMiss == .only) else { return nil }
            }
            let state = judgement.property.hasPrefix("highlighted") ? " (highlighted)" : judgement.property.hasPrefix("selected") ? " (selected)" : ""
            let written = Vocabulary.value(of: judgement.property, in: context.element) ?? text.hexText
            return CheckFinding(["color": text.hexText, "colorName": written, "background": background.hexText, "ratio": ContrastRatio.text(ratio),
                                 "minRatio": PropertyValue.format(needed) + ":1",
                                 "appearance": judgement.dark ? " in the dark appearance" : "", "state": state],
                                location: context.element.property(judgement.property)?.location)
        }
    }
}
