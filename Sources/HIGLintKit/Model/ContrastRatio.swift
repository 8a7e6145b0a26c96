import Foundation

/// WCAG 2.0's contrast ratio of two opaque colours, (L1 + 0.05) / (L2 + 0.05) with L1 the
/// lighter's relative luminance: from 1 (the same) to 21 (black on white). The formulas are
/// WCAG 2.0's definitions of "contrast ratio" and "relative luminance" (its glossary), which
/// linearize sRGB components with the 0.03928 threshold it gives.
enum ContrastRatio {
    /// The ratio of `foreground` drawn on `background`; a foreground that is not opaque is first
    /// composited over the background (the colour people see), and so is a background over
    /// nothing it is not told of (it must be opaque already: `TextBackground` makes it so).
    static func of(_ foreground: SRGBColor, on background: SRGBColor) -> Double {
        let seen = foreground.composited(over: background)
        let (a, b) = (relativeLuminance(seen), relativeLuminance(background))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2.0's relative luminance: 0.2126 R + 0.7152 G + 0.0722 B of the linearized components.
    static func relativeLuminance(_ color: SRGBColor) -> Double {
        func linear(_ component: Double) -> Double {
            component <= 0.03928 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(color.red) + 0.7152 * linear(color.green) + 0.0722 * linear(color.blue)
    }

    /// A ratio as findings write it: one decimal, rounded down so that a ratio just short of a
    /// threshold never reads as the threshold ("4.4:1", not "4.5:1").
    static func text(_ ratio: Double) -> String {
        let tenths = (ratio * 10).rounded(.down) / 10
        return String(format: "%.1f:1", tenths)
    }
}
