/// The type a property's value must have; both syntaxes accept the text form of each.
public enum PropertyType: Sendable, Equatable {
    case text
    case number
    case boolean
    case oneOf([String])
    /// Four numbers "top left bottom right", as UIEdgeInsets.
    case insets

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
        }
    }

    /// How the type reads in documentation.
    public var summary: String {
        switch self {
        case .text: return "text"
        case .number: return "number"
        case .boolean: return "true | false"
        case .oneOf(let choices): return choices.joined(separator: " | ")
        case .insets: return "\"top left bottom right\""
        }
    }
}

/// Insets in points, as UIEdgeInsets: negative values enlarge the region they apply to.
public struct EdgeInsets: Sendable, Equatable {
    public var top, left, bottom, right: Double

    public init?(_ text: String) {
        // Four numbers between spaces or commas, read in one pass over the bytes (both
        // separators are ASCII) without a list of the words.
        func isSeparator(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") }
        var numbers = (0.0, 0.0, 0.0, 0.0)
        var count = 0
        let utf8 = text.utf8
        var index = utf8.startIndex
        while true {
            while index < utf8.endIndex && isSeparator(utf8[index]) { index = utf8.index(after: index) }
            guard index < utf8.endIndex else { break }
            let start = index
            while index < utf8.endIndex && !isSeparator(utf8[index]) { index = utf8.index(after: index) }
            guard let number = PropertyValue.decimal(String(text[start..<index])) else { return nil }
            switch count {
            case 0: numbers.0 = number
            case 1: numbers.1 = number
            case 2: numbers.2 = number
            case 3: numbers.3 = number
            default: return nil
            }
            count += 1
        }
        guard count == 4 else { return nil }
        (top, left, bottom, right) = numbers
    }
}
