/// UIKit's named colours, as Interface Builder names them (`systemColor="…"`,
/// `cocoaTouchSystemColor="…"`) and the description format accepts them: each with its light and
/// dark values as iOS 13 and later draw them (the values Apple's "Color" page of the Human
/// Interface Guidelines lists for iOS, and UIKit's `UIColor` documentation for the fixed ones).
/// The colours that predate iOS 13 (`darkTextColor`, `whiteColor`, …) are the same in both
/// appearances; `groupTableViewBackgroundColor` as IB's `cocoaTouchSystemColor` is the iOS 6–12
/// colour, and as a `systemColor` iOS 13's system grouped background.
enum SystemColors {
    /// The colour a UIKit name stands for; nil for a name not listed, and for the pattern and
    /// tint colours, whose look the file cannot tell (`unknownLooks`).
    static func color(named name: String) -> AppearanceColor? {
        table[name]
    }

    /// Whether `name` is a UIKit colour name, known look or not.
    static func isKnownName(_ name: String) -> Bool {
        table[name] != nil || unknownLooks.contains(name)
    }

    /// Names of UIKit colours drawn as a pattern or taken from the app's tint, which a file
    /// cannot say the look of.
    static let unknownLooks: Set<String> = [
        "scrollViewTexturedBackgroundColor", "viewFlipsideBackgroundColor", "underPageBackgroundColor",
        "groupTableViewBackgroundColorPattern", "tintColor",
    ]

    private static func rgb(_ hex: String) -> SRGBColor { SRGBColor(hex: hex)! }
    private static func rgba(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> SRGBColor {
        SRGBColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }
    private static func both(_ light: SRGBColor, _ dark: SRGBColor) -> AppearanceColor { AppearanceColor(light: light, dark: dark) }
    private static func fixed(_ color: SRGBColor) -> AppearanceColor { AppearanceColor(light: color) }

    static let table: [String: AppearanceColor] = {
        var table: [String: AppearanceColor] = [
            // Fixed colours of UIColor (device white and RGB, taken as sRGB).
            "clearColor": fixed(.clear), "blackColor": fixed(.black), "whiteColor": fixed(.white),
            "darkTextColor": fixed(.black), "lightTextColor": fixed(SRGBColor(white: 1, alpha: 0.6)),
            "darkGrayColor": fixed(SRGBColor(white: 1.0 / 3)), "grayColor": fixed(SRGBColor(white: 0.5)),
            "lightGrayColor": fixed(SRGBColor(white: 2.0 / 3)),
            "redColor": fixed(rgb("#FF0000")), "greenColor": fixed(rgb("#00FF00")), "blueColor": fixed(rgb("#0000FF")),
            "cyanColor": fixed(rgb("#00FFFF")), "yellowColor": fixed(rgb("#FFFF00")), "magentaColor": fixed(rgb("#FF00FF")),
            "orangeColor": fixed(rgb("#FF8000")), "purpleColor": fixed(rgb("#800080")), "brownColor": fixed(rgb("#996633")),
            "groupTableViewBackgroundColor": fixed(rgb("#EFEFF4")),
            // Dynamic colours of iOS 13.
            "labelColor": both(.black, .white),
            "secondaryLabelColor": both(rgba(60, 60, 67, 0.6), rgba(235, 235, 245, 0.6)),
            "tertiaryLabelColor": both(rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3)),
            "quaternaryLabelColor": both(rgba(60, 60, 67, 0.18), rgba(235, 235, 245, 0.16)),
            "placeholderTextColor": both(rgba(60, 60, 67, 0.3), rgba(235, 235, 245, 0.3)),
            "linkColor": both(rgb("#007AFF"), rgb("#0984FF")),
            "separatorColor": both(rgba(60, 60, 67, 0.29), rgba(84, 84, 88, 0.6)),
            "opaqueSeparatorColor": both(rgb("#C6C6C8"), rgb("#38383A")),
            "systemBackgroundColor": both(.white, .black),
            "secondarySystemBackgroundColor": both(rgb("#F2F2F7"), rgb("#1C1C1E")),
            "tertiarySystemBackgroundColor": both(.white, rgb("#2C2C2E")),
            "systemGroupedBackgroundColor": both(rgb("#F2F2F7"), .black),
            "secondarySystemGroupedBackgroundColor": both(.white, rgb("#1C1C1E")),
            "tertiarySystemGroupedBackgroundColor": both(rgb("#F2F2F7"), rgb("#2C2C2E")),
            "tableCellGroupedBackgroundColor": both(.white, rgb("#1C1C1E")),
            "tableCellPlainBackgroundColor": both(.white, rgb("#1C1C1E")),
            "systemFillColor": both(rgba(120, 120, 128, 0.2), rgba(120, 120, 128, 0.36)),
            "secondarySystemFillColor": both(rgba(120, 120, 128, 0.16), rgba(120, 120, 128, 0.32)),
            "tertiarySystemFillColor": both(rgba(118, 118, 128, 0.12), rgba(118, 118, 128, 0.24)),
            "quaternarySystemFillColor": both(rgba(116, 116, 128, 0.08), rgba(118, 118, 128, 0.18)),
            "systemGrayColor": fixed(rgb("#8E8E93")),
            "systemGray2Color": both(rgb("#AEAEB2"), rgb("#636366")),
            "systemGray3Color": both(rgb("#C7C7CC"), rgb("#48484A")),
            "systemGray4Color": both(rgb("#D1D1D6"), rgb("#3A3A3C")),
            "systemGray5Color": both(rgb("#E5E5EA"), rgb("#2C2C2E")),
            "systemGray6Color": both(rgb("#F2F2F7"), rgb("#1C1C1E")),
            "systemBlueColor": both(rgb("#007AFF"), rgb("#0A84FF")),
            "systemRedColor": both(rgb("#FF3B30"), rgb("#FF453A")),
            "systemGreenColor": both(rgb("#34C759"), rgb("#30D158")),
            "systemOrangeColor": both(rgb("#FF9500"), rgb("#FF9F0A")),
            "systemYellowColor": both(rgb("#FFCC00"), rgb("#FFD60A")),
            "systemPinkColor": both(rgb("#FF2D55"), rgb("#FF375F")),
            "systemPurpleColor": both(rgb("#AF52DE"), rgb("#BF5AF2")),
            "systemTealColor": both(rgb("#5AC8FA"), rgb("#64D2FF")),
            "systemIndigoColor": both(rgb("#5856D6"), rgb("#5E5CE6")),
            "systemMintColor": both(rgb("#00C7BE"), rgb("#63E6E2")),
            "systemCyanColor": both(rgb("#32ADE6"), rgb("#64D2FF")),
            "systemBrownColor": both(rgb("#A2845E"), rgb("#AC8E68")),
        ]
        // The description format's short names.
        table["clear"] = table["clearColor"]
        table["white"] = table["whiteColor"]
        table["black"] = table["blackColor"]
        return table
    }()
}
