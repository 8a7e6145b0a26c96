import Testing
@testable import HIGLintKit

/// Colours as the description format writes them, in light and dark appearances.
struct AppearanceColorTests {
    @Test("a colour, a light/dark pair, a UIKit name, or light with its dark appearance unknown")
    func forms() throws {
        let plain = try #require(AppearanceColor(text: "#336699"))
        #expect(!plain.definesDark && plain.color(dark: true) == plain.light)
        let pair = try #require(AppearanceColor(text: "#FFFFFF/#000000"))
        #expect(pair.definesDark && pair.color(dark: true) == .black && pair.text == "#FFFFFF/#000000")
        let label = try #require(AppearanceColor(text: "secondaryLabelColor"))
        #expect(label.light.hexText == "#3C3C4399" && label.definesDark)
        let named = try #require(AppearanceColor(text: "#0065BD/?"))
        #expect(named.color(dark: false) != nil && named.color(dark: true) == nil && named.text == "#0065BD/?")
    }

    @Test("malformed texts are no colour; a pattern's name is a well-formed colour of unknown look")
    func malformed() {
        for text in ["", "blue-ish", "#12345", "#FFFFFF/", "#FFFFFF/#000000/#111111", "#FFFFFF/?x"] {
            #expect(AppearanceColor(text: text) == nil, "\(text)")
            #expect(!AppearanceColor.isWellFormed(text), "\(text)")
        }
        #expect(AppearanceColor(text: "scrollViewTexturedBackgroundColor") == nil)
        #expect(AppearanceColor.isWellFormed("scrollViewTexturedBackgroundColor"))
    }
}
