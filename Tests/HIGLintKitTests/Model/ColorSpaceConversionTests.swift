import Testing
@testable import HIGLintKit

/// Interface Builder's colour spaces converted to sRGB as UIKit draws them.
struct ColorSpaceConversionTests {
    func convert(_ space: String, rgb: (Double, Double, Double)? = nil, white: Double? = nil, alpha: Double = 1) -> SRGBColor? {
        ColorSpaceConversion.interfaceBuilder(space: space, red: rgb?.0, green: rgb?.1, blue: rgb?.2, white: white, alpha: alpha)
    }

    @Test("sRGB and device colours are taken as they are written")
    func unchanged() {
        #expect(convert("sRGB", rgb: (0.2, 0.4, 0.6)) == SRGBColor(red: 0.2, green: 0.4, blue: 0.6))
        #expect(convert("deviceRGB", rgb: (0.2, 0.4, 0.6), alpha: 0.5) == SRGBColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(convert("deviceWhite", white: 0.5) == SRGBColor(white: 0.5))
    }

    @Test("IB's calibrated Dark Gray (85/255) is drawn as 104/255, as apps show it")
    func calibratedGray() throws {
        let gray = try #require(convert("calibratedWhite", white: 1.0 / 3))
        #expect(Int((gray.red * 255).rounded()) == 104)
        let rgbGray = try #require(convert("calibratedRGB", rgb: (1.0 / 3, 1.0 / 3, 1.0 / 3)))
        #expect(abs(rgbGray.red - gray.red) < 0.005 && abs(rgbGray.blue - gray.blue) < 0.005)
    }

    @Test("white and black are the same in every space; P3's pure red lies outside sRGB and is clamped")
    func endPoints() throws {
        for space in ["displayP3", "calibratedRGB"] {
            #expect(try #require(convert(space, rgb: (1, 1, 1))).hexText == "#FFFFFF")
            #expect(try #require(convert(space, rgb: (0, 0, 0))).hexText == "#000000")
        }
        for space in ["calibratedWhite", "genericGamma22GrayColorSpace"] {
            #expect(try #require(convert(space, white: 1)).hexText == "#FFFFFF")
        }
        let red = try #require(convert("displayP3", rgb: (1, 0, 0)))
        #expect(red.red > 0.999 && red.green < 0.001 && red.blue < 0.001)
    }

    @Test("a gamma 2.2 gray is close to the same sRGB gray; an unknown space is no colour")
    func gamma22() throws {
        #expect(abs(try #require(convert("genericGamma22GrayColorSpace", white: 0.5)).red - 0.5) < 0.01)
        #expect(convert("pattern", white: 0.5) == nil)
        #expect(convert("sRGB", white: 0.5) == nil)
    }
}
