import Foundation
import Testing
@testable import HIGLintKit

/// Colour sets of asset catalogs in the shapes Xcode writes them: fractions, 8-bit integers and
/// hexadecimal components, every colour space, light and dark appearances.
struct ColorSetReaderTests {
    static func read(_ json: String) -> ColorSetReader.Outcome {
        Array(json.utf8).withUnsafeBufferPointer { ColorSetReader.read($0) }
    }

    static func entry(_ components: String, space: String = "srgb", appearances: String = "", idiom: String = "universal") -> String {
        let appearance = appearances.isEmpty ? "" : #""appearances" : [ \#(appearances) ], "#
        return #"{ \#(appearance)"color" : { "color-space" : "\#(space)", "components" : { \#(components) } }, "idiom" : "\#(idiom)" }"#
    }

    static func set(_ entries: String...) -> String {
        #"{ "colors" : [ \#(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }"#
    }

    static let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
    static let highContrast = #"{ "appearance" : "contrast", "value" : "high" }"#

    @Test("fractions, 8-bit integers and hexadecimal components give the same colour; alpha is a fraction")
    func componentForms() {
        let fraction = Self.read(Self.set(Self.entry(#""alpha" : "1.000", "blue" : "0.400", "green" : "0.200", "red" : "1.000""#)))
        let integer = Self.read(Self.set(Self.entry(#""alpha" : "1.000", "blue" : "102", "green" : "51", "red" : "255""#)))
        let hex = Self.read(Self.set(Self.entry(#""alpha" : "1.000", "blue" : "0x66", "green" : "0x33", "red" : "0xFF""#)))
        #expect(fraction == .color(AppearanceColor(light: SRGBColor(hex: "#FF3366")!)))
        #expect(integer == fraction && hex == fraction)
        // Xcode's 8-bit "1" is 1/255, not a whole component; a JSON number up to 1 is a fraction.
        let one = Self.read(Self.set(Self.entry(#""alpha" : "0.500", "blue" : "1", "green" : "1", "red" : "1""#)))
        #expect(one == .color(AppearanceColor(light: SRGBColor(red: 1.0 / 255, green: 1.0 / 255, blue: 1.0 / 255, alpha: 0.5))))
        let numbers = Self.read(Self.set(Self.entry(#""alpha" : 1, "blue" : 1, "green" : 0.5, "red" : 255"#)))
        #expect(numbers == .color(AppearanceColor(light: SRGBColor(red: 1, green: 0.5, blue: 1))))
    }

    @Test("the dark appearance is its own entry; high contrast entries and other idioms are not the default look")
    func appearances() {
        let outcome = Self.read(Self.set(
            Self.entry(#""alpha" : "1.000", "blue" : "0xFF", "green" : "0xFF", "red" : "0xFF""#),
            Self.entry(#""alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "0x00""#, appearances: Self.dark),
            Self.entry(#""alpha" : "1.000", "blue" : "0x80", "green" : "0x80", "red" : "0x80""#, appearances: Self.highContrast),
            Self.entry(#""alpha" : "1.000", "blue" : "0x40", "green" : "0x40", "red" : "0x40""#, appearances: Self.dark + ", " + Self.highContrast),
            Self.entry(#""alpha" : "1.000", "blue" : "0x10", "green" : "0x10", "red" : "0x10""#, idiom: "mac")))
        #expect(outcome == .color(AppearanceColor(light: .white, dark: .black)))
        // An iPhone's own entry wins over the universal one.
        let phone = Self.read(Self.set(
            Self.entry(#""alpha" : "1.000", "blue" : "0xFF", "green" : "0xFF", "red" : "0xFF""#),
            Self.entry(#""alpha" : "1.000", "blue" : "0x00", "green" : "0x00", "red" : "0x00""#, idiom: "iphone")))
        #expect(phone == .color(AppearanceColor(light: .black)))
    }

    @Test("every colour space a colour set names, and references to system colours")
    func spaces() throws {
        let p3 = Self.read(Self.set(Self.entry(#""alpha" : "1.000", "blue" : "0.000", "green" : "0.000", "red" : "1.000""#, space: "display-p3")))
        #expect(p3 == .color(AppearanceColor(light: ColorSpaceConversion.sRGB(red: 1, green: 0, blue: 0, alpha: 1, from: ColorSpaceConversion.displayP3))))
        let gray = Self.read(Self.set(Self.entry(#""alpha" : "1.000", "white" : "0.500""#, space: "gray-gamma-22")))
        #expect(gray == .color(AppearanceColor(light: ColorSpaceConversion.sRGB(white: 0.5, alpha: 1, gamma: 2.2))))
        let extended = Self.read(Self.set(Self.entry(#""alpha" : "1.000", "blue" : "0.933", "green" : "0.933", "red" : "1.200""#, space: "extended-srgb")))
        #expect(extended == .color(AppearanceColor(light: SRGBColor(red: 1, green: 0.933, blue: 0.933))))
        let linear = Self.read(Self.set(Self.entry(#""alpha" : "1.000", "white" : "0.2140""#, space: "extended-linear-gray")))
        guard case .color(let color) = linear else { Issue.record("linear gray unread"); return }
        #expect(abs(color.light.red - 0.5) < 0.01)
        let reference = Self.read(Self.set(#"{ "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#))
        #expect(reference == .system("systemBlueColor"))
        // A UIKit colour in one appearance and components in the other is a colour of the app's.
        let mixed = Self.read(Self.set(#"{ "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#,
                                       Self.entry(#""alpha" : "1.000", "blue" : "1.000", "green" : "1.000", "red" : "1.000""#, appearances: Self.dark)))
        let blue = try #require(SystemColors.color(named: "systemBlueColor"))
        #expect(mixed == .color(AppearanceColor(light: blue.light, dark: .white)))
        let mac = Self.read(Self.set(#"{ "color" : { "platform" : "osx", "reference" : "quaternaryLabelColor" }, "idiom" : "universal" }"#))
        guard case .unknown(let reason) = mac else { Issue.record("a Mac colour was given a look"); return }
        #expect(reason.contains("quaternaryLabelColor"))
    }

    @Test("a set that gives no colour, names an unknown space or is not JSON is unknown, and says why")
    func unknown() {
        for (json, words) in [
            (Self.set(#"{ "idiom" : "universal" }"#), "no colour"),
            (Self.set(Self.entry(#""alpha" : "1.000", "cyan" : "1.000""#, space: "cmyk")), "cmyk"),
            ("{ \"colors\" : [ ", "cannot be read"),
            (Self.set(), "no colour for an iPhone"),
        ] {
            guard case .unknown(let reason) = Self.read(json) else { Issue.record("\(json) was given a look"); continue }
            #expect(reason.contains(words), "\(reason)")
        }
    }
}
