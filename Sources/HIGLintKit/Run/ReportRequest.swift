/// One report a run writes: a format, and the file to write it to (nil: standard output). On
/// the command line `sarif` or `sarif:higlint.sarif`.
public struct ReportRequest: Sendable, Equatable {
    public var format: ReportFormat
    public var path: String?

    public init(format: ReportFormat, path: String?) {
        self.format = format
        self.path = path
    }

    /// `format` or `format:file`; nil when the format is unknown.
    public init?(parsing text: String) {
        let parts = text.split(separator: ":", maxSplits: 1).map(String.init)
        guard let first = parts.first, let format = ReportFormat(rawValue: first) else { return nil }
        self.init(format: format, path: parts.count == 2 && !parts[1].isEmpty ? parts[1] : nil)
    }

    /// The format of a report file named without `--format`, by its extension: `.json`,
    /// `.sarif`, `.html`, `.md`, `.txt`; a name without one (`/dev/stdout`, `report`) gets the
    /// text report, as before there were extensions to go by. `.xml` fits two formats and an
    /// unknown extension none: both are usage errors that say what to write instead.
    static func format(ofOutput path: String) throws(HigLintError) -> ReportFormat {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        // A leading dot names a hidden file, not an extension.
        guard let dot = name.dropFirst().lastIndex(of: ".") else { return .text }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        if let format = extensions[fileExtension] { return format }
        let shown = DisplayText.brief(path)
        if fileExtension == "xml" {
            throw .usage("\(shown): .xml fits two formats; say which with --format checkstyle|junit")
        }
        let known = extensions.keys.sorted().map { "." + $0 }.joined(separator: ", ")
        throw .usage("\(shown): no format is known by the extension .\(fileExtension); name one with --format \(ReportFormat.allCases.map(\.rawValue).joined(separator: "|")), or use \(known)")
    }

    /// The formats `--output` alone can name, by extension.
    static let extensions: [String: ReportFormat] = [
        "json": .json, "sarif": .sarif, "html": .html, "htm": .html, "md": .markdown, "markdown": .markdown, "txt": .text,
    ]
}
