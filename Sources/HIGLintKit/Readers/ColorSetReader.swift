import Foundation

/// Reads the `Contents.json` of an asset catalog's colour set (`*.colorset`) into the colour UIKit
/// draws for `UIColor(named:)` on an iPhone, in the light and dark appearances.
///
/// Each entry of `colors` is one variant: an idiom (`universal`, `iphone`, `ipad`, …), and
/// appearances (`luminosity` `light` or `dark`; `contrast` `high`, the Increase Contrast setting,
/// which is not the look WCAG's thresholds are judged on). The colour is either components in a
/// colour space, or a reference to a system colour (`"reference": "systemBlueColor"`). Xcode
/// writes each component as a string, in one of three ways its colour panel offers: a fraction
/// (`"0.133"`), an 8-bit integer (`"225"`) or an 8-bit hexadecimal number (`"0xE1"`); alpha is
/// always a fraction. A component given as a JSON number is a fraction up to 1, an 8-bit value
/// above it.
enum ColorSetReader {
    /// What a colour set gives: its colour, or why its look is not known.
    enum Outcome: Equatable, Sendable {
        case color(AppearanceColor)
        /// A set that is one of UIKit's colours in every appearance (`"reference":
        /// "secondaryLabelColor"`): an alias, which rules treat as the UIKit colour it names.
        case system(String)
        case unknown(String)
    }

    static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, maxDepth: 32, depthLimitMessage: "Contents.json nested deeper than 32 levels")
        } catch {
            return .unknown("its Contents.json cannot be read: \(error.message)")
        }
        guard case .object(let members, _) = value, case .array(let entries, _)? = members.last(where: { $0.key == "colors" })?.value else {
            return .unknown("its Contents.json lists no colours")
        }
        var any: [Variant] = [], light: [Variant] = [], dark: [Variant] = []
        for case .object(let entry, _) in entries {
            guard let variant = Variant(entry) else { continue }
            switch variant.luminosity {
            case nil: any.append(variant)
            case "light": light.append(variant)
            case "dark": dark.append(variant)
            default: continue
            }
        }
        guard let lightVariant = best(light) ?? best(any) else {
            return .unknown("it has no colour for an iPhone in the light appearance")
        }
        guard let lightColor = lightVariant.color else { return .unknown(lightVariant.problem) }
        let darkVariant = best(dark) ?? lightVariant
        guard let darkColor = darkVariant.color else { return .unknown(darkVariant.problem + " (dark appearance)") }
        if let reference = lightVariant.reference, reference == darkVariant.reference { return .system(reference) }
        return .color(AppearanceColor(light: lightColor.light, dark: darkColor.color(dark: true)))
    }

    /// The variant an iPhone takes among `variants` of one appearance: its own idiom's over the
    /// universal one.
    private static func best(_ variants: [Variant]) -> Variant? {
        variants.first { $0.idiom == "iphone" } ?? variants.first { $0.idiom == "universal" }
    }

    /// One entry of `colors`.
    private struct Variant {
        var idiom: String
        var luminosity: String?
        var color: AppearanceColor?
        /// The UIKit colour the entry refers to, when it is one.
        var reference: String?
        /// Why `color` is nil.
        var problem = ""

        /// Nil for an entry an iPhone never draws at the default contrast.
        init?(_ entry: [JSONValue.Member]) {
            idiom = ColorSetReader.string(entry, "idiom") ?? "universal"
            if case .string(let gamut, _)? = entry.last(where: { $0.key == "display-gamut" })?.value, gamut.lowercased() != "srgb" {
                return nil
            }
            if case .array(let appearances, _)? = entry.last(where: { $0.key == "appearances" })?.value {
                for case .object(let appearance, _) in appearances {
                    let value = ColorSetReader.string(appearance, "value")
                    switch ColorSetReader.string(appearance, "appearance") {
                    case "luminosity": luminosity = value
                    default: return nil
                    }
                }
            }
            guard case .object(let color, _)? = entry.last(where: { $0.key == "color" })?.value else {
                problem = "an entry holds no colour"
                return
            }
            if let reference = ColorSetReader.string(color, "reference") {
                let platform = ColorSetReader.string(color, "platform") ?? "ios"
                self.color = platform == "ios" ? SystemColors.color(named: reference) : nil
                if self.color == nil { problem = "it refers to \(reference) (\(platform)), whose look is not known" } else { self.reference = reference }
                return
            }
            let space = ColorSetReader.string(color, "color-space") ?? "srgb"
            guard case .object(let components, _)? = color.last(where: { $0.key == "components" })?.value else {
                problem = "an entry holds no components"
                return
            }
            func component(_ name: String, alpha: Bool = false) -> Double? {
                guard let value = components.last(where: { $0.key == name })?.value else { return nil }
                return ColorSetReader.component(value, isAlpha: alpha)
            }
            let converted = ColorSpaceConversion.assetCatalog(space: space, red: component("red"), green: component("green"),
                                                              blue: component("blue"), white: component("white"),
                                                              alpha: component("alpha", alpha: true) ?? 1)
            self.color = converted.map { AppearanceColor(light: $0) }
            if converted == nil { problem = "its colour space \(space) or its components are not known" }
        }
    }

    private static func string(_ members: [JSONValue.Member], _ key: String) -> String? {
        guard case .string(let text, _)? = members.last(where: { $0.key == key })?.value else { return nil }
        return text
    }

    /// A component as a fraction of 1, from any of the ways the type's comment lists.
    static func component(_ value: JSONValue, isAlpha: Bool) -> Double? {
        switch value {
        case .number(let number, _):
            return isAlpha || number <= 1 ? number : number / 255
        case .string(let raw, _):
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") {
                return Int(text.dropFirst(2), radix: 16).map { Double($0) / 255 }
            }
            if isAlpha || text.contains(".") { return Double(text) }
            return Int(text).map { Double($0) / 255 }
        default:
            return nil
        }
    }
}
