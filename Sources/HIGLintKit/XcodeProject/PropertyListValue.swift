import Foundation

/// A property list as plain values: what a project file (old-style or XML) and an Info.plist
/// (XML or binary) both read into, so that the project model never sees Foundation's `Any`.
///
/// An old-style property list has only strings, arrays, dictionaries and data: `objectVersion = 54`
/// and `TARGETED_DEVICE_FAMILY = 1` are strings there. XML and binary lists add booleans, numbers
/// and dates.
enum PropertyListValue: Sendable, Equatable {
    case string(String)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    case data(Data)
    case boolean(Bool)
    case number(Double)
    case date(Date)

    var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The strings of an array, leaving out what is not a string.
    var strings: [String] { array?.compactMap(\.string) ?? [] }

    /// A boolean as an Info.plist writes it: `<true/>`, or a string `YES`/`true` as older files do.
    var boolean: Bool? {
        switch self {
        case .boolean(let value): return value
        case .number(let value): return value != 0
        case .string(let value):
            switch value.lowercased() {
            case "yes", "true", "1": return true
            case "no", "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    subscript(key: String) -> PropertyListValue? { dictionary?[key] }
}
