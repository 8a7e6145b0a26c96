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

/// Reads a description file of either syntax, chosen by its extension, within the given limits.
public enum DescriptionReader {
    public static let extensions: Set<String> = ["xml", "json"]

    /// Whether a file name (not starting with a dot) ends in one of `extensions`, in any case
    /// (`a.XML`): `extensions.contains(pathExtension.lowercased())`, read from the bytes, as a
    /// walk asks it of every file. Only ASCII letters lower-case to the letters of `xml` and
    /// `json`, so the comparison is by bytes.
    static func hasDescriptionExtension(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let ext = utf8[utf8.index(after: dot)...]
        func `is`(_ expected: StaticString) -> Bool {
            let bytes = UnsafeBufferPointer(start: expected.utf8Start, count: expected.utf8CodeUnitCount)
            return ext.count == bytes.count && zip(ext, bytes).allSatisfy { $0 | 0x20 == $1 }
        }
        return `is`("xml") || `is`("json")
    }

    /// Reads the file at `url`; `path` is the name findings use (the path as the user gave it).
    /// `syntax` nil means: by the extension, or for other names by the first character.
    public static func read(url: URL, path: String, limits: ReaderLimits = .default, syntax: ScreenDescription.Syntax? = nil) -> ReadOutcome {
        let data: Data
        do {
            switch try readFile(url, maxFileSize: limits.maxFileSize) {
            case .bytes(let bytes): data = bytes
            case .tooLarge(let size?):
                return .failure(ReadError("the file is \(byteCount(size)), over the limit of \(byteCount(limits.maxFileSize)) (see --max-file-size)"))
            case .tooLarge(nil):
                return .failure(ReadError("the file is over the limit of \(byteCount(limits.maxFileSize)) (see --max-file-size)"))
            }
        } catch {
            return .failure(ReadError("cannot read the file: \(describe(error))"))
        }
        if AssetCatalogReader.handles(url) {
            return data.withUnsafeBytes { raw -> ReadOutcome in
                do throws(ReadError) {
                    let bytes = raw.bindMemory(to: UInt8.self)
                    if let bad = firstInvalidUTF8Offset(bytes) {
                        let p = LineIndex(bytes).position(of: bad)
                        throw ReadError("the file is not valid UTF-8", line: p.line, column: p.column)
                    }
                    return try AssetCatalogReader.read(bytes, url: url, path: path, limits: limits).map(ReadOutcome.description) ?? .notADescription
                } catch {
                    return .failure(error)
                }
            }
        }
        let syntax = syntax ?? self.syntax(of: url, data: data)
        return read(data: data, syntax: syntax, path: path, limits: limits)
    }

    private enum FileContents {
        case bytes(Data)
        /// Larger than the limit, with its size where the file system gives it: refused before it
        /// is read whole. (A file whose size is known only once read, or that grows, is read
        /// only up to the limit.)
        case tooLarge(Int?)
    }

    /// The file's bytes, unless it is larger than `maxFileSize`. One open, one fstat and the
    /// reads, where `Data(contentsOf:)` stats the file again (and leaks about 4 KB on every
    /// empty file: a folder of a million took 4 GB).
    private static func readFile(_ url: URL, maxFileSize: Int) throws -> FileContents {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        // Foundation tells why a file cannot be opened in the words users know.
        guard descriptor >= 0 else { return .bytes(try Data(contentsOf: url)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .bytes(try Data(contentsOf: url)) }
        if Int(info.st_size) > maxFileSize { return .tooLarge(Int(info.st_size)) }
        // One byte more than the size, so that the first read already sees the end; a file
        // whose size is not known ahead (size 0 in /proc) or that grows is read on.
        var data = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard filled <= maxFileSize else { return .tooLarge(nil) }
                data.count += max(4096, filled)
            }
            let n = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(String(cString: strerror(errno)))
            }
            if n == 0 {
                data.count = filled
                return .bytes(data)
            }
            filled += n
        }
    }

    /// Parses the bytes of a description in the given syntax.
    public static func read(data: Data, syntax: ScreenDescription.Syntax, path: String, limits: ReaderLimits = .default) -> ReadOutcome {
        guard data.count <= limits.maxFileSize else {
            return .failure(ReadError("the file is \(byteCount(data.count)), over the limit of \(byteCount(limits.maxFileSize))"))
        }
        return data.withUnsafeBytes { raw -> ReadOutcome in
            let bytes = raw.bindMemory(to: UInt8.self)
            if bytes.isEmpty || bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                return .failure(ReadError("the file is empty", line: 1, column: 1))
            }
            if let bad = firstInvalidUTF8Offset(bytes) {
                let p = LineIndex(bytes).position(of: bad)
                return .failure(ReadError("the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad))", line: p.line, column: p.column))
            }
            do throws(ReadError) {
                let description = switch syntax {
                case .xml: try XMLDescriptionReader.read(bytes, path: path, limits: limits)
                case .json: try JSONDescriptionReader.read(bytes, path: path, limits: limits)
                case .interfaceBuilder: try oneScreen(of: InterfaceBuilderReader.read(bytes, path: path, limits: limits))
                }
                return description.map(ReadOutcome.description) ?? .notADescription
            } catch {
                return .failure(error)
            }
        }
    }

    /// The one screen of an Interface Builder file, as a single description; nil when the file is
    /// passed over or shows no screen. A file of several screens is read with
    /// `InterfaceBuilderReader`, which returns them all.
    private static func oneScreen(of document: InterfaceBuilderDocument) throws(ReadError) -> ScreenDescription? {
        guard document.screens.count <= 1 else {
            throw ReadError("the Interface Builder file describes \(document.screens.count) screens, not one description")
        }
        return document.screens.first
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
