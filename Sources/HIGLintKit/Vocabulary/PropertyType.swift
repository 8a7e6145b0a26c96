/// The type a property's value must have; both syntaxes accept the text form of each.
enum PropertyType: Sendable, Equatable {
    case text
    case number
    case boolean
    case oneOf([String])
    /// Four numbers "top left bottom right", as UIEdgeInsets.
    case insets
    /// A colour (`AppearanceColor`): `#RRGGBB`, `#RRGGBBAA`, `light/dark`, or a UIKit colour's name.
    case color

    /// Why `value` is not of this type, or nil when it is.
    func problem(with value: PropertyValue) -> String? {
        switch self {
        case .text:
            if case .string = value { return nil }
            if case .number = value { return nil }
            return "must be text"
        case .number:
            return value.number == nil ? "must be a number of points or pixels" : nil
        case .boolean:
            return value.bool == nil ? "must be true or false" : nil
        case .oneOf(let choices):
            return choices.contains(value.text) ? nil : "must be one of \(choices.joined(separator: ", "))"
        case .insets:
            return EdgeInsets(value.text) == nil ? "must be four numbers: top left bottom right" : nil
        case .color:
            return AppearanceColor.isWellFormed(value.text) ? nil
                : "must be a colour: #RRGGBB, #RRGGBBAA, light and dark as #RRGGBB/#RRGGBB, or a UIKit colour's name (labelColor)"
        }
    }

    /// How the type reads in documentation.
    var summary: String {
        switch self {
        case .text: return "text"
        case .number: return "number"
        case .boolean: return "true | false"
        case .oneOf(let choices): return choices.joined(separator: " | ")
        case .insets: return "\"top left bottom right\""
        case .color: return "\"#RRGGBB\" | \"#RRGGBBAA\" | \"#RRGGBB/#RRGGBB\" | UIKit colour name"
        }
    }
}

/// Insets in points, as UIEdgeInsets: negative values enlarge the region they apply to.
struct EdgeInsets: Sendable, Equatable {
    var top, left, bottom, right: Double

    init?(_ text: String) {
        var text = text
        guard let numbers = text.withUTF8({ Self.numbers(in: $0) }) else { return nil }
        (top, left, bottom, right) = numbers
    }

    /// Four numbers between spaces or commas, read in one pass over the bytes (both separators
    /// are ASCII) without a list of the words.
    private static func numbers(in bytes: UnsafeBufferPointer<UInt8>) -> (Double, Double, Double, Double)? {
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") }
        var numbers = (0.0, 0.0, 0.0, 0.0)
        var count = 0
        var index = 0
        while true {
            while index < bytes.count && isSeparator(bytes[index]) { index += 1 }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count && !isSeparator(bytes[index]) { index += 1 }
            guard let number = PropertyValue.decimal(bytes: UnsafeBufferPointer(rebasing: bytes[start..<index])) else { return nil }
            switch count {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            case 3: numbers.3 = number
            default: return nil
            }
            count += 1
        }
        return count == 4 ? numbers : nil
    }
}
