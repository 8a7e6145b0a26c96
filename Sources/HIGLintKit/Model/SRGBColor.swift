/// A colour as UIKit draws it on an sRGB screen: red, green and blue in sRGB's own (gamma-encoded)
/// components, and alpha, each from 0 to 1. Every colour space Interface Builder writes is
/// converted to this (`ColorSpaceConversion`), so that contrast is judged on one scale.
struct SRGBColor: Sendable, Equatable, Hashable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// A gray of sRGB component `white`.
    init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    static let black = SRGBColor(white: 0)
    static let white = SRGBColor(white: 1)
    static let clear = SRGBColor(white: 0, alpha: 0)

    /// `#RRGGBB` or `#RRGGBBAA` (hexadecimal, either case); nil for anything else.
    init?(hex text: String) {
        let digits = Array(text.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [Double] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else { return nil }
            bytes.append(Double(high * 16 + low) / 255)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1)
    }

    /// The colour as `#RRGGBB`, with `AA` after it when it is not opaque: how findings name it.
    var hexText: String {
        func byte(_ component: Double) -> String {
            let value = Int((component * 255).rounded())
            let text = String(value, radix: 16, uppercase: true)
            return value < 16 ? "0" + text : text
        }
        let rgb = "#" + byte(red) + byte(green) + byte(blue)
        return isOpaque ? rgb : rgb + byte(alpha)
    }

    /// Fully opaque, to the precision of an 8-bit alpha.
    /// Whether `other` is this colour to 8 bits a component, as Interface Builder rounds the copy
    /// of a named colour it keeps (a step and a half of tolerance).
    func agrees(with other: SRGBColor) -> Bool {
        let tolerance = 1.5 / 255
        return abs(red - other.red) <= tolerance && abs(green - other.green) <= tolerance
            && abs(blue - other.blue) <= tolerance && abs(alpha - other.alpha) <= tolerance
    }

    var isOpaque: Bool { alpha >= 1 - 0.5 / 255 }
    /// Fully transparent, to the precision of an 8-bit alpha.
    var isClear: Bool { alpha < 0.5 / 255 }

    /// This colour drawn over `background` ("source over", as UIKit composites views), on the
    /// gamma-encoded components as Core Graphics blends them on an sRGB screen.
    func composited(over background: SRGBColor) -> SRGBColor {
        let outAlpha = alpha + background.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * background.alpha * (1 - alpha)) / outAlpha
        }
        return SRGBColor(red: blend(red, background.red), green: blend(green, background.green),
                         blue: blend(blue, background.blue), alpha: outAlpha)
    }

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
