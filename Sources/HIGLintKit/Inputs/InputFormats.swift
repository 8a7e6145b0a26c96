import Foundation

/// Every kind of input higlint reads, in the order they are asked, and the one way a file is
/// read: within the size limit, refused if it is empty or not UTF-8, then handed to the first
/// format that claims it.
public enum InputFormats {
    /// Asked in order: the asset catalog set before plain JSON, whose extension it shares.
    static let files: [any InputFormat] = [
        AssetCatalogSetFormat(), InterfaceBuilderFormat(), XMLDescriptionFormat(), JSONDescriptionFormat(),
        SourceCodeFormat(),
    ]

    static let folders: [any FolderInputFormat] = [LegacyIconFolderFormat()]

    /// Every extension some format claims files of, lowercased.
    static let extensions: [String] = {
        var seen: [String] = []
        for format in files { for ext in format.extensions where !seen.contains(ext) { seen.append(ext) } }
        return seen
    }()

    /// The extensions as byte strings, for `hasClaimedExtension`.
    private static let extensionBytes: [[UInt8]] = extensions.map { Array($0.utf8) }

    /// Whether a file name ends in an extension some format claims, in any case (`a.XML`). A
    /// walk asks it of every file, so it compares bytes: only ASCII letters lower-case to the
    /// letters of the extensions.
    static func hasClaimedExtension(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        let ext = utf8[utf8.index(after: dot)...]
        for candidate in extensionBytes where candidate.count == ext.count {
            if zip(ext, candidate).allSatisfy({ $0 | 0x20 == $1 }) { return true }
        }
        return false
    }

    /// The format that reads `url`, by its name and its folder's; nil when none claims it.
    public static func format(for url: URL) -> (any InputFormat)? {
        let (name, ext, folder) = nameParts(of: url.path)
        return files.first { $0.extensions.contains(ext) && $0.claims(fileNamed: name, inFolderNamed: folder) }
    }

    /// A file path's last component, its extension (lowercased; none for `.xml` or `a.`) and the
    /// name of the folder it is in (`/` at the root), as `URL` and `NSString` give them.
    /// - Note: for speed: read from the path's bytes rather than asked of `URL`, which is costly
    ///   for every file of a run.
    static func nameParts(of path: String) -> (name: String, ext: String, folder: String) {
        var utf8 = Substring(path).utf8
        while utf8.count > 1, utf8.last == UInt8(ascii: "/") { utf8 = utf8.dropLast() }
        let slash = utf8.lastIndex(of: UInt8(ascii: "/"))
        let nameBytes = slash.map { utf8[utf8.index(after: $0)...] } ?? utf8
        let name = nameBytes.isEmpty ? String(Substring(utf8)) : String(Substring(nameBytes))
        var ext = ""
        if let dot = nameBytes.lastIndex(of: UInt8(ascii: ".")), dot != nameBytes.startIndex {
            ext = String(Substring(nameBytes[nameBytes.index(after: dot)...])).lowercased()
        }
        var folder = ""
        if let slash {
            var parent = utf8[..<slash]
            while parent.count > 1, parent.last == UInt8(ascii: "/") { parent = parent.dropLast() }
            if parent.isEmpty {
                folder = "/"
            } else {
                folder = String(Substring(parent.lastIndex(of: UInt8(ascii: "/")).map { parent[parent.index(after: $0)...] } ?? parent))
                if folder.isEmpty { folder = "/" }
            }
        }
        return (name, ext, folder)
    }

    /// A regular expression of the paths some format claims, as the pre-commit framework's
    /// `files:` takes it.
    static var pathPattern: String {
        "\\.(" + extensions.joined(separator: "|") + ")$"
    }

    /// Reads the file at `url`; `path` is the name findings use (the path as the user gave it).
    /// A file no format claims by its name is read as XML, or as JSON when it starts like JSON.
    /// `lent`: what other storyboards lend a storyboard's scenes (see `IBLentContainers`); `code`:
    /// what the app's code sets on an Interface Builder file's objects (see `CodeTextFacts`);
    /// `namedColors`: the app's colour sets its named colours come from (see `AppColorSets`).
    static func read(url: URL, path: String, limits: ReaderLimits = .default, lent: IBLentContainers?,
                     code: CodeTextFacts? = nil, namedColors: AppColorSets.Lookup? = nil,
                     project: ProjectBoundary? = nil, projectOrigin: FileDiscovery.ProjectOrigin? = nil) -> InputReading {
        let data: Data
        switch FileBytes.read(url, maxFileSize: limits.maxFileSize) {
        case .success(let bytes): data = bytes
        case .failure(let error): return .failure(error)
        }
        let format = format(for: url) ?? (startsLikeJSON(data) ? JSONDescriptionFormat() : XMLDescriptionFormat())
        return read(data: data, url: url, path: path, limits: limits, format: format, lent: lent, code: code, namedColors: namedColors,
                    project: project, projectOrigin: projectOrigin)
    }

    public static func read(url: URL, path: String, limits: ReaderLimits = .default) -> InputReading {
        read(url: url, path: path, limits: limits, lent: nil)
    }

    /// Reads bytes with a given format, after the checks every file goes through.
    public static func read(data: Data, url: URL, path: String, limits: ReaderLimits, format: any InputFormat) -> InputReading {
        read(data: data, url: url, path: path, limits: limits, format: format, lent: nil)
    }

    static func read(data: Data, url: URL, path: String, limits: ReaderLimits, format: any InputFormat,
                     lent: IBLentContainers?, code: CodeTextFacts? = nil, namedColors: AppColorSets.Lookup? = nil,
                     project: ProjectBoundary? = nil, projectOrigin: FileDiscovery.ProjectOrigin? = nil) -> InputReading {
        guard data.count <= limits.maxFileSize else {
            return .failure(ReadError("\(DescriptionReader.overLimit(data.count, limit: limits.maxFileSize)) (see --max-file-size)"))
        }
        return data.withUnsafeBytes { raw -> InputReading in
            let bytes = raw.bindMemory(to: UInt8.self)
            if format.readsAnyBytes {
                return format.read(InputFile(bytes: bytes, url: url, path: path, limits: limits, holdsCarriageReturn: true,
                                             project: project, projectOrigin: projectOrigin))
            }
            if bytes.isEmpty || bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
                return .failure(ReadError("the file is empty", line: 1, column: 1))
            }
            // UTF-16 and UTF-32 are refused by name, before their bytes are taken for UTF-8.
            if let encoding = wideUnicodeEncoding(bytes) { return .failure(DescriptionReader.notUTF8(encoding)) }
            let scan = UTF8Scan(bytes)
            if let bad = scan.firstInvalidOffset {
                let p = LineIndex(bytes).position(of: bad)
                return .failure(ReadError("the file is not valid UTF-8 (byte 0x\(String(bytes[bad], radix: 16, uppercase: true)) at offset \(bad))",
                                          line: p.line, column: p.column))
            }
            return format.read(InputFile(bytes: bytes, url: url, path: path, limits: limits, holdsCarriageReturn: scan.holdsCarriageReturn,
                                         lent: lent, code: code, namedColors: namedColors, project: project, projectOrigin: projectOrigin))
        }
    }

    private static func startsLikeJSON(_ data: Data) -> Bool {
        let first = data.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF })
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
