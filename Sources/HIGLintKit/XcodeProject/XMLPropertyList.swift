import Foundation

/// Reads a property list in XML form (`<plist><dict><key>…</key><string>…</string>…`: an
/// Info.plist, a project file CocoaPods once wrote) into plain values, through the one libxml2
/// core (`XMLSAXParser`) with its limits and error positions. Foundation's parser, which read them
/// before, built a dictionary of Foundation objects to convert again, at about six times the cost
/// on a project file.
///
/// The `<!DOCTYPE plist PUBLIC …>` such a file opens with names Apple's DTD, which is never
/// loaded: it is blanked before the parse (spaces, so positions hold). One with an internal subset
/// (`[…]`, where entities are declared) is refused.
enum XMLPropertyList {
    /// The value of the list in `bytes` (UTF-8).
    static func read(_ bytes: [UInt8], limits: ReaderLimits) throws(ReadError) -> PropertyListValue {
        var bytes = bytes
        try blankDocumentType(&bytes)
        let builder = Builder()
        try bytes.withUnsafeBufferPointer { buffer throws(ReadError) in
            try XMLSAXParser.parse(buffer, lines: LineIndex(buffer), limits: limits,
                                   doctypeRefusal: "a document type declaration with an internal subset is not allowed", into: builder)
        }
        guard let value = builder.root else { throw ReadError("not a property list (no value inside <plist>)") }
        return value
    }

    /// Replaces a `<!DOCTYPE …>` without an internal subset with spaces.
    private static func blankDocumentType(_ bytes: inout [UInt8]) throws(ReadError) {
        let marker = Array("<!DOCTYPE".utf8)
        let start: Int? = bytes.withUnsafeBufferPointer { ByteSearch.firstOffset(of: marker, in: $0) }
        guard let start else { return }
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: ">") {
            if bytes[end] == UInt8(ascii: "[") { return }  // left to the parser, which refuses it
            end += 1
        }
        guard end < bytes.count else { return }
        for index in start...end where bytes[index] != UInt8(ascii: "\n") { bytes[index] = UInt8(ascii: " ") }
    }

    /// Builds the value as the parser reads the elements.
    private final class Builder: XMLEventBuilder {
        /// A dictionary or an array being read; a class, so that each value is added in place.
        private final class Container {
            var dictionary: [String: PropertyListValue]?
            var array: [PropertyListValue]?
            var key: String?

            init(dictionary: [String: PropertyListValue]? = nil, array: [PropertyListValue]? = nil) {
                self.dictionary = dictionary
                self.array = array
            }
        }

        private(set) var root: PropertyListValue?
        private var containers: [Container] = []
        private var names: [String] = []
        private var text: [UInt8] = []
        private var collectsText = false

        private static let scalars: Set<String> = ["key", "string", "integer", "real", "date", "data"]

        func startElement(_ tag: XMLStartTag) {
            switch tag.name {
            case "dict": containers.append(Container(dictionary: [:]))
            case "array": containers.append(Container(array: []))
            default:
                collectsText = Self.scalars.contains(tag.name)
                text.removeAll(keepingCapacity: true)
            }
            names.append(tag.name)
        }

        func characters(_ chunk: UnsafeBufferPointer<UInt8>, end: Int) {
            if collectsText { text.append(contentsOf: chunk) }
        }

        func endElement() {
            guard let name = names.popLast() else { return }
            collectsText = false
            let string = { String(decoding: self.text, as: UTF8.self) }
            switch name {
            case "dict", "array":
                guard let container = containers.popLast() else { return }
                if let dictionary = container.dictionary { add(.dictionary(dictionary)) } else { add(.array(container.array ?? [])) }
            case "key": containers.last?.key = string()
            case "string": add(.string(string()))
            case "integer", "real":
                if let number = Double(string().trimmingCharacters(in: .whitespacesAndNewlines)) { add(.number(number)) }
            case "true": add(.boolean(true))
            case "false": add(.boolean(false))
            case "data":
                if let data = Data(base64Encoded: string(), options: .ignoreUnknownCharacters) { add(.data(data)) }
            case "date":
                if let date = ISO8601DateFormatter().date(from: string().trimmingCharacters(in: .whitespacesAndNewlines)) { add(.date(date)) }
            default:
                break
            }
        }

        /// Puts `value` in the container being read (a dictionary under its last key), or makes it the root.
        private func add(_ value: PropertyListValue) {
            guard let container = containers.last else {
                if root == nil { root = value }
                return
            }
            if container.dictionary != nil {
                guard let key = container.key else { return }
                container.dictionary![key] = value
                container.key = nil
            } else {
                container.array!.append(value)
            }
        }
    }
}
