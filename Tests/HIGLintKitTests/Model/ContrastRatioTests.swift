import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// WCAG 2.0's contrast ratio: its published end points and thresholds, and a table of colour
/// pairs of every colour space Interface Builder writes whose ratios a second implementation
/// (`tools/contrast-table.py`, written apart from the Swift) computes.
struct ContrastRatioTests {
    static func hex(_ text: String) -> SRGBColor { SRGBColor(hex: text)! }

    @Test("WCAG's range: 21:1 for black on white, 1:1 for a colour on itself, either way round")
    func endPoints() {
        #expect(abs(ContrastRatio.of(.black, on: .white) - 21) < 1e-9)
        #expect(abs(ContrastRatio.of(.white, on: .black) - 21) < 1e-9)
        #expect(abs(ContrastRatio.of(Self.hex("#777777"), on: Self.hex("#777777")) - 1) < 1e-9)
    }

    @Test("the grays at WCAG's thresholds: #767676 passes 4.5:1 on white and #777777 does not; #949494 passes 3:1")
    func thresholds() {
        #expect(ContrastRatio.of(Self.hex("#767676"), on: .white) >= 4.5)
        #expect(ContrastRatio.of(Self.hex("#777777"), on: .white) < 4.5)
        #expect(ContrastRatio.of(Self.hex("#949494"), on: .white) >= 3)
        #expect(ContrastRatio.of(Self.hex("#959595"), on: .white) < 3)
    }

    @Test("relative luminance follows WCAG's formula: white 1, black 0, pure green 0.7152")
    func luminance() {
        #expect(ContrastRatio.relativeLuminance(.white) == 1)
        #expect(ContrastRatio.relativeLuminance(.black) == 0)
        #expect(abs(ContrastRatio.relativeLuminance(Self.hex("#00FF00")) - 0.7152) < 1e-9)
    }

    @Test("a ratio is written rounded down, so that one short of a threshold never reads as it")
    func text() {
        #expect(ContrastRatio.text(4.4999) == "4.4:1")
        #expect(ContrastRatio.text(ContrastRatio.of(Self.hex("#999999"), on: .white)) == "2.8:1")
        #expect(ContrastRatio.text(21) == "21.0:1")
    }

    @Test("a translucent text colour is seen composited over its background")
    func translucentText() {
        let half = SRGBColor(white: 0, alpha: 0.5)
        #expect(abs(ContrastRatio.of(half, on: .white) - ContrastRatio.of(SRGBColor(white: 0.5), on: .white)) < 1e-9)
    }

    @Test("every pair of the second implementation's table has the same ratio here", .requires(.tool("python3")))
    func independentTable() throws {
        let result = try ExternalTool.run("python3", [TestPaths.packageRoot.appendingPathComponent("tools/contrast-table.py").path])
        #expect(result.status == 0, "\(result.output)")
        let pairs = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(pairs.count > 200)
        func color(_ object: Any?) throws -> SRGBColor {
            let fields = try #require(object as? [String: Any])
            let space = try #require(fields["space"] as? String)
            let components = try #require(fields["components"] as? [Double])
            let alpha = try #require(fields["alpha"] as? Double)
            let rgb = components.count == 3
            return try #require(ColorSpaceConversion.interfaceBuilder(
                space: space, red: rgb ? components[0] : nil, green: rgb ? components[1] : nil, blue: rgb ? components[2] : nil,
                white: rgb ? nil : components[0], alpha: alpha), "\(space)")
        }
        var spaces = Set<String>()
        for pair in pairs {
            let foreground = try color(pair["foreground"]), background = try color(pair["background"])
            let expected = try #require(pair["ratio"] as? Double)
            #expect(abs(ContrastRatio.of(foreground, on: background) - expected) < 0.01, "\(pair)")
            if let space = (pair["foreground"] as? [String: Any])?["space"] as? String { spaces.insert(space) }
        }
        #expect(spaces == ["sRGB", "deviceRGB", "displayP3", "calibratedRGB", "deviceWhite", "calibratedWhite", "genericGamma22GrayColorSpace"])
    }
}
