import Foundation

/// The colour spaces Interface Builder writes, and how each is converted to sRGB as UIKit shows
/// it. Sources for the numbers:
/// - sRGB: IEC 61966-2-1 (primaries R 0.64/0.33, G 0.30/0.60, B 0.15/0.06, white D65; its
///   piecewise transfer function).
/// - Display P3: Apple's definition (DCI-P3 primaries R 0.680/0.320, G 0.265/0.690, B 0.150/0.060,
///   white D65, the sRGB transfer function), `CGColorSpace.displayP3`'s documentation.
/// - Generic RGB (`calibratedRGB`, and `customColorSpace="calibratedRGB"`): Apple's "Generic RGB
///   Profile" in ColorSync, primaries R 0.630/0.340, G 0.295/0.605, B 0.155/0.077, white D65,
///   gamma 1.8. IB's "calibrated" colours are ColorSync-calibrated and converted when the app
///   draws them; the gray "Dark Gray Color" 85/255 of IB reads back as 104/255 in device RGB (the
///   Stack Overflow question "UIColor vs IB color (color profile issue)", 2017), which gamma 1.8
///   to sRGB gives.
/// - Generic Gray (`calibratedWhite`): the gray of the same family, gamma 1.8.
/// - `genericGamma22GrayColorSpace`: Apple's "Generic Gray Gamma 2.2 Profile", gamma 2.2.
/// - `deviceRGB` and `deviceWhite`: an iPhone's device space is sRGB (`UIColor(red:green:blue:)`
///   and `UIColor(white:)` make device colours, and iOS manages colour as sRGB), so the
///   components are taken as sRGB.
/// The RGB-to-XYZ matrices are worked out from the primaries (Bruce Lindbloom, "RGB/XYZ Matrices").
enum ColorSpaceConversion {
    /// An RGB space by its primaries' and white's chromaticities and its transfer function.
    struct RGBSpace: Sendable {
        var red: (x: Double, y: Double)
        var green: (x: Double, y: Double)
        var blue: (x: Double, y: Double)
        var white: (x: Double, y: Double)
        var transfer: Transfer

        /// Linear RGB to CIE XYZ, from the chromaticities.
        var toXYZ: Matrix3 {
            func xyz(_ c: (x: Double, y: Double)) -> (Double, Double, Double) { (c.x / c.y, 1, (1 - c.x - c.y) / c.y) }
            let r = xyz(red), g = xyz(green), b = xyz(blue), w = xyz(white)
            let primaries = Matrix3(rows: [[r.0, g.0, b.0], [r.1, g.1, b.1], [r.2, g.2, b.2]])
            let s = primaries.inverse.apply((w.0, w.1, w.2))
            return Matrix3(rows: [[r.0 * s.0, g.0 * s.1, b.0 * s.2], [r.1 * s.0, g.1 * s.1, b.1 * s.2], [r.2 * s.0, g.2 * s.1, b.2 * s.2]])
        }
    }

    /// How a space's components relate to linear light.
    enum Transfer: Sendable {
        /// sRGB's piecewise curve.
        case sRGB
        /// A pure power.
        case gamma(Double)

        func linear(_ v: Double) -> Double {
            switch self {
            case .sRGB: return v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
            case .gamma(let g): return pow(max(v, 0), g)
            }
        }

        func encoded(_ v: Double) -> Double {
            switch self {
            case .sRGB: return v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
            case .gamma(let g): return pow(max(v, 0), 1 / g)
            }
        }
    }

    static let d65 = (x: 0.3127, y: 0.3290)
    static let sRGB = RGBSpace(red: (0.64, 0.33), green: (0.30, 0.60), blue: (0.15, 0.06), white: d65, transfer: .sRGB)
    static let displayP3 = RGBSpace(red: (0.680, 0.320), green: (0.265, 0.690), blue: (0.150, 0.060), white: d65, transfer: .sRGB)
    static let genericRGB = RGBSpace(red: (0.630, 0.340), green: (0.295, 0.605), blue: (0.155, 0.077), white: d65, transfer: .gamma(1.8))

    /// `red`, `green`, `blue` of `space` as sRGB (clamped to its gamut).
    static func sRGB(red: Double, green: Double, blue: Double, alpha: Double, from space: RGBSpace) -> SRGBColor {
        let linear = (space.transfer.linear(red), space.transfer.linear(green), space.transfer.linear(blue))
        let toSRGB = sRGB.toXYZ.inverse.multiplied(by: space.toXYZ)
        let out = toSRGB.apply(linear)
        return SRGBColor(red: sRGB.transfer.encoded(min(max(out.0, 0), 1)), green: sRGB.transfer.encoded(min(max(out.1, 0), 1)),
                         blue: sRGB.transfer.encoded(min(max(out.2, 0), 1)), alpha: alpha)
    }

    /// A gray of a space with a pure-power transfer (`gamma`) as sRGB.
    static func sRGB(white: Double, alpha: Double, gamma: Double) -> SRGBColor {
        SRGBColor(white: sRGB.transfer.encoded(pow(min(max(white, 0), 1), gamma)), alpha: alpha)
    }

    /// A colour of one of the spaces Interface Builder names (`colorSpace`, or `customColorSpace`
    /// when `colorSpace="custom"`), from its components; nil for a space not listed here.
    static func interfaceBuilder(space: String, red: Double?, green: Double?, blue: Double?, white: Double?, alpha: Double) -> SRGBColor? {
        switch space {
        case "sRGB", "deviceRGB", "extendedSRGB":
            guard let red, let green, let blue else { return nil }
            return SRGBColor(red: red, green: green, blue: blue, alpha: alpha)
        case "displayP3":
            guard let red, let green, let blue else { return nil }
            return sRGB(red: red, green: green, blue: blue, alpha: alpha, from: displayP3)
        case "calibratedRGB":
            guard let red, let green, let blue else { return nil }
            return sRGB(red: red, green: green, blue: blue, alpha: alpha, from: genericRGB)
        case "deviceWhite", "extendedGray":
            guard let white else { return nil }
            return SRGBColor(white: white, alpha: alpha)
        case "calibratedWhite":
            guard let white else { return nil }
            return sRGB(white: white, alpha: alpha, gamma: 1.8)
        case "genericGamma22GrayColorSpace":
            guard let white else { return nil }
            return sRGB(white: white, alpha: alpha, gamma: 2.2)
        default:
            return nil
        }
    }
}

extension ColorSpaceConversion {
    /// A colour of an asset catalog's colour set (`color-space` of `Contents.json`) from its
    /// components, as fractions; nil for a space not listed here. The extended spaces are their
    /// base spaces (a component outside 0–1 is clamped, as an sRGB screen shows it); the linear
    /// ones have a transfer of gamma 1; `extended-gray` is Interface Builder's extended gray.
    static func assetCatalog(space: String, red: Double?, green: Double?, blue: Double?, white: Double?, alpha: Double) -> SRGBColor? {
        switch space.lowercased() {
        case "srgb", "extended-srgb":
            return interfaceBuilder(space: "sRGB", red: red, green: green, blue: blue, white: nil, alpha: alpha)
        case "display-p3":
            return interfaceBuilder(space: "displayP3", red: red, green: green, blue: blue, white: nil, alpha: alpha)
        case "extended-linear-srgb":
            guard let red, let green, let blue else { return nil }
            return SRGBColor(red: sRGB.transfer.encoded(min(max(red, 0), 1)), green: sRGB.transfer.encoded(min(max(green, 0), 1)),
                             blue: sRGB.transfer.encoded(min(max(blue, 0), 1)), alpha: alpha)
        case "gray-gamma-22":
            return interfaceBuilder(space: "genericGamma22GrayColorSpace", red: nil, green: nil, blue: nil, white: white, alpha: alpha)
        case "extended-gray":
            return interfaceBuilder(space: "extendedGray", red: nil, green: nil, blue: nil, white: white, alpha: alpha)
        case "extended-linear-gray":
            guard let white else { return nil }
            return sRGB(white: white, alpha: alpha, gamma: 1)
        default:
            return nil
        }
    }
}

/// A 3 x 3 matrix, for the conversions between RGB spaces.
struct Matrix3: Sendable {
    var rows: [[Double]]

    func apply(_ v: (Double, Double, Double)) -> (Double, Double, Double) {
        (rows[0][0] * v.0 + rows[0][1] * v.1 + rows[0][2] * v.2,
         rows[1][0] * v.0 + rows[1][1] * v.1 + rows[1][2] * v.2,
         rows[2][0] * v.0 + rows[2][1] * v.1 + rows[2][2] * v.2)
    }

    func multiplied(by other: Matrix3) -> Matrix3 {
        Matrix3(rows: (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + rows[i][$1] * other.rows[$1][j] } } })
    }

    var inverse: Matrix3 {
        let m = rows
        let det = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        let c: [[Double]] = [
            [m[1][1] * m[2][2] - m[1][2] * m[2][1], m[0][2] * m[2][1] - m[0][1] * m[2][2], m[0][1] * m[1][2] - m[0][2] * m[1][1]],
            [m[1][2] * m[2][0] - m[1][0] * m[2][2], m[0][0] * m[2][2] - m[0][2] * m[2][0], m[0][2] * m[1][0] - m[0][0] * m[1][2]],
            [m[1][0] * m[2][1] - m[1][1] * m[2][0], m[0][1] * m[2][0] - m[0][0] * m[2][1], m[0][0] * m[1][1] - m[0][1] * m[1][0]],
        ]
        return Matrix3(rows: c.map { $0.map { $0 / det } })
    }
}
