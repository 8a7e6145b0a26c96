import Foundation

/// What reading one file gave.
public enum ReadOutcome: Sendable {
    /// A screen or app description, ready to check.
    case description(ScreenDescription)
    /// A file that parsed but is not a description (a package.json, an unrelated XML file).
    case notADescription
    /// A file that could not be read or parsed.
    case failure(ReadError)
}

/// Reads one description from bytes in a given syntax (the rule examples, `convert`, tests), and
/// holds what the input formats share: sizes in words, error descriptions. Files are read through
/// `InputFormats`, which decides the format.
public enum DescriptionReader {
    /// Reads the file at `url` as `InputFormats` does, and gives its first description.
    public static func read(url: URL, path: String, limits: ReaderLimits = .default) -> ReadOutcome {
        switch InputFormats.read(url: url, path: path, limits: limits) {
        case .descriptions(let descriptions, _): return descriptions.first.map(ReadOutcome.description) ?? .notADescription
        case .passedOver: return .notADescription
        case .failure(let error): return .failure(error)
        case .notRead(let reason): return .failure(ReadError("not read: \(reason)"))
        }
    }

    /// Parses the bytes of a description in the given syntax, after the checks every file goes
    /// through. An Interface Builder file must hold one screen at most.
    public static func read(data: Data, syntax: ScreenDescription.Syntax, path: String, limits: ReaderLimits = .default) -> ReadOutcome {
        let format: any InputFormat = switch syntax {
        case .xml: XMLDescriptionFormat()
        case .json: JSONDescriptionFormat()
        case .interfaceBuilder: InterfaceBuilderFormat()
        case .code: SourceCodeFormat()
        }
        switch InputFormats.read(data: data, url: URL(fileURLWithPath: path), path: path, limits: limits, format: format) {
        case .descriptions(let descriptions, _) where descriptions.count > 1:
            return .failure(ReadError("the Interface Builder file describes \(descriptions.count) screens, not one description"))
        case .descriptions(let descriptions, _): return descriptions.first.map(ReadOutcome.description) ?? .notADescription
        case .passedOver: return .notADescription
        case .failure(let error): return .failure(error)
        case .notRead(let reason): return .failure(ReadError("not read: \(reason)"))
        }
    }

    /// The error for a file in UTF-16 or UTF-32, at its start.
    static func notUTF8(_ encoding: String) -> ReadError {
        ReadError("the file is not valid UTF-8: it is \(encoding); save it as UTF-8", line: 1, column: 1)
    }

    static func syntax(of url: URL, data: Data) -> ScreenDescription.Syntax {
        switch url.pathExtension.lowercased() {
        case "json": return .json
        case "xml": return .xml
        default:
            let first = data.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
            return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .xml
        }
    }

    /// Sizes in binary units, as `--max-file-size` takes them: "10 MB" is 10 x 1024 x 1024 bytes.
    static func byteCount(_ n: Int) -> String {
        let units = [(1 << 30, "GB"), (1 << 20, "MB"), (1 << 10, "KB")]
        for (size, unit) in units where n >= size {
            let value = Double(n) / Double(size)
            return (value.rounded() == value ? String(Int(value)) : String(format: "%.1f", value)) + " " + unit
        }
        return "\(n) bytes"
    }

    /// "the file is 1.5 MB, over the limit of 1 MB": sizes in binary units, or in bytes when the
    /// units would make the two look equal (1,025 bytes is "1.0 KB", like the limit).
    static func overLimit(_ size: Int, limit: Int) -> String {
        var (sizeText, limitText) = (byteCount(size), byteCount(limit))
        if sizeText == limitText || sizeText.hasPrefix(limitText.split(separator: " ")[0] + ".0 ") {
            (sizeText, limitText) = ("\(size) bytes", "\(limitText) (\(limit) bytes)")
        }
        return "the file is \(sizeText), over the limit of \(limitText)"
    }

    static func describe(_ error: Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain,
           let code = POSIXErrorCode(rawValue: Int32(underlying.code)) {
            return String(cString: strerror(code.rawValue))
        }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoPermissionError { return "permission denied" }
        if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError { return "no such file" }
        return nsError.localizedDescription
    }
}
