import Foundation

extension PropertyListValue {
    /// Reads a property list in XML or binary form (an Info.plist; a project file old CocoaPods
    /// wrote): XML through the libxml2 core (`XMLPropertyList`), binary through Foundation's
    /// `PropertyListSerialization`.
    ///
    /// Foundation's parser recurses, so a list nested deeper than `limits.maxDepth` is refused
    /// before it gets there.
    static func read(foundationFormat data: Data, limits: ReaderLimits) throws(ReadError) -> PropertyListValue {
        guard data.count <= limits.maxFileSize else {
            throw ReadError("the file is larger than the limit of \(limits.maxFileSize) bytes")
        }
        // XML in UTF-8, as Xcode writes it; another encoding (UTF-16) is left to Foundation.
        let bytes = [UInt8](data)
        if !data.starts(with: Array("bplist".utf8)), bytes.withUnsafeBufferPointer({ UTF8Scan($0).firstInvalidOffset == nil }) {
            return try XMLPropertyList.read(bytes, limits: limits)
        }
        guard xmlNesting(of: data) <= limits.maxDepth else {
            throw ReadError("the property list is nested deeper than \(limits.maxDepth) levels")
        }
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw ReadError("not a property list (\((error as NSError).localizedDescription))")
        }
        guard let value = PropertyListValue(foundation: object, depthLeft: limits.maxDepth) else {
            throw ReadError("the property list is nested deeper than \(limits.maxDepth) levels")
        }
        return value
    }

    /// The deepest nesting of `<dict>` and `<array>` elements, counted on the bytes; 0 for a binary list.
    private static func xmlNesting(of data: Data) -> Int {
        var depth = 0, deepest = 0
        let opening = [Array("<dict>".utf8), Array("<array>".utf8)]
        let closing = [Array("</dict>".utf8), Array("</array>".utf8)]
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var index = 0
            while index < bytes.count {
                defer { index += 1 }
                guard bytes[index] == UInt8(ascii: "<") else { continue }
                let rest = bytes[index...]
                if opening.contains(where: { rest.starts(with: $0) }) {
                    depth += 1
                    deepest = max(deepest, depth)
                } else if closing.contains(where: { rest.starts(with: $0) }) {
                    depth = max(0, depth - 1)
                }
            }
        }
        return deepest
    }

    /// The value of a Foundation property list object; nil when nested deeper than `depthLeft`.
    private init?(foundation object: Any, depthLeft: Int) {
        guard depthLeft > 0 else { return nil }
        switch object {
        case let string as String:
            self = .string(string)
        case let dictionary as [String: Any]:
            var values: [String: PropertyListValue] = [:]
            for (key, value) in dictionary {
                guard let converted = PropertyListValue(foundation: value, depthLeft: depthLeft - 1) else { return nil }
                values[key] = converted
            }
            self = .dictionary(values)
        case let array as [Any]:
            var values: [PropertyListValue] = []
            for value in array {
                guard let converted = PropertyListValue(foundation: value, depthLeft: depthLeft - 1) else { return nil }
                values.append(converted)
            }
            self = .array(values)
        case let data as Data:
            self = .data(data)
        case let date as Date:
            self = .date(date)
        case let bool as Bool where Self.isBoolean(object):
            self = .boolean(bool)
        case let number as NSNumber:
            self = .number(number.doubleValue)
        default:
            self = .string(String(describing: object))
        }
    }

    /// Whether a number Foundation made is a boolean (`<true/>`), not an integer that bridges to one.
    private static func isBoolean(_ object: Any) -> Bool {
        if object is Bool && !(object is NSNumber) { return true }
        guard let number = object as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }
}
