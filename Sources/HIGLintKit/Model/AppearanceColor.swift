/// A colour in each appearance iOS draws: `light`, and `dark` when the colour defines a dark
/// appearance of its own (a system colour of iOS 13, a colour set with a dark entry); nil `dark`
/// means the same colour in both.
///
/// In the description format a colour property is written `#RRGGBB` or `#RRGGBBAA` (sRGB), the
/// two appearances `#RRGGBB/#RRGGBB` (light, then dark), or the name of a UIKit colour
/// (`labelColor`, `systemBackgroundColor`, `clearColor`: `SystemColors`).
struct AppearanceColor: Sendable, Equatable {
    var light: SRGBColor
    var dark: SRGBColor?
    /// False when the dark appearance is not known: a named colour Interface Builder gives only
    /// the light value of, its colour set being out of reach. Written `#RRGGBB/?`.
    var darkKnown: Bool

    init(light: SRGBColor, dark: SRGBColor? = nil, darkKnown: Bool = true) {
        self.light = light
        self.dark = dark == light ? nil : dark
        self.darkKnown = darkKnown
    }

    /// The colour drawn in the light or the dark appearance; nil when that is not known.
    func color(dark isDark: Bool) -> SRGBColor? {
        guard isDark else { return light }
        return darkKnown ? (dark ?? light) : nil
    }

    /// Whether the colour may differ in the dark appearance.
    var definesDark: Bool { dark != nil || !darkKnown }

    /// A colour as the description format writes it (see the type's comment); nil when the text
    /// is none of those forms, or names a colour whose look is not known (a pattern colour).
    init?(text: String) {
        if let named = SystemColors.color(named: text) {
            self = named
            return
        }
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count <= 2, let light = SRGBColor(hex: String(parts[0])) else { return nil }
        if parts.count == 2 && parts[1] == "?" {
            self.init(light: light, darkKnown: false)
        } else if parts.count == 2 {
            guard let dark = SRGBColor(hex: String(parts[1])) else { return nil }
            self.init(light: light, dark: dark)
        } else {
            self.init(light: light)
        }
    }

    /// The colour as the description format writes it.
    var text: String {
        guard darkKnown else { return light.hexText + "/?" }
        return dark.map { light.hexText + "/" + $0.hexText } ?? light.hexText
    }

    /// Whether `text` is a colour the description format accepts: a colour, or a UIKit name whose
    /// look is not known (which no check judges).
    static func isWellFormed(_ text: String) -> Bool {
        AppearanceColor(text: text) != nil || SystemColors.isKnownName(text)
    }
}
