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
        // Split by bytes: both separators are ASCII, and splitting by characters costs far more.
        let words = text.utf8.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") })
        let parts = words.compactMap { PropertyValue.decimal(String(Substring($0))) }
        guard parts.count == 4, words.count == 4 else { return nil }
        (top, left, bottom, right) = (parts[0], parts[1], parts[2], parts[3])
    }
}
