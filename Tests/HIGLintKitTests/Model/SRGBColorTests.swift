import PropertyBased
import Testing
@testable import HIGLintKit

/// sRGB colours: hexadecimal forms, and "source over" compositing, whose properties hold for any
/// colours.
struct SRGBColorTests {
    @Test("#RRGGBB and #RRGGBBAA read and write back; other texts are no colour")
    func hex() {
        #expect(SRGBColor(hex: "#FF8000") == SRGBColor(red: 1, green: 128.0 / 255, blue: 0))
        #expect(SRGBColor(hex: "#ff800080")?.hexText == "#FF800080")
        #expect(SRGBColor(hex: "#000000")?.hexText == "#000000")
        #expect(SRGBColor(hex: "FF8000") == nil)
        #expect(SRGBColor(hex: "#FF80") == nil)
        #expect(SRGBColor(hex: "#GG0000") == nil)
    }

    static let component = Gen.int(in: 0...255).map { Double($0) / 255 }
    static let color = zip(component, component, component, component).map { SRGBColor(red: $0, green: $1, blue: $2, alpha: $3) }

    static func close(_ a: SRGBColor, _ b: SRGBColor) -> Bool {
        abs(a.red - b.red) < 1e-9 && abs(a.green - b.green) < 1e-9 && abs(a.blue - b.blue) < 1e-9 && abs(a.alpha - b.alpha) < 1e-9
    }

    @Test("over an opaque colour the result is opaque, and each component lies between the two")
    func overOpaque() async {
        await propertyCheck(input: Self.color, Self.color) { top, bottom in
            var opaque = bottom
            opaque.alpha = 1
            let result = top.composited(over: opaque)
            #expect(result.isOpaque)
            for (r, t, b) in [(result.red, top.red, opaque.red), (result.green, top.green, opaque.green), (result.blue, top.blue, opaque.blue)] {
                #expect(r >= min(t, b) - 1e-9 && r <= max(t, b) + 1e-9)
            }
        }
    }

    @Test("an opaque colour hides what is under it; a clear one shows it unchanged")
    func identities() async {
        await propertyCheck(input: Self.color, Self.color) { top, bottom in
            var opaque = top
            opaque.alpha = 1
            #expect(Self.close(opaque.composited(over: bottom), opaque))
            if bottom.alpha > 0 { #expect(Self.close(SRGBColor.clear.composited(over: bottom), bottom)) }
        }
    }

    @Test("compositing is associative: layers may be flattened in any grouping")
    func associative() async {
        await propertyCheck(input: Self.color, Self.color, Self.color) { a, b, c in
            var base = c
            base.alpha = 1
            #expect(Self.close(a.composited(over: b).composited(over: base), a.composited(over: b.composited(over: base))))
        }
    }

    @Test("the result's alpha is at least each layer's")
    func alphaGrows() async {
        await propertyCheck(input: Self.color, Self.color) { top, bottom in
            let result = top.composited(over: bottom)
            #expect(result.alpha >= max(top.alpha, bottom.alpha) - 1e-9)
        }
    }
}
