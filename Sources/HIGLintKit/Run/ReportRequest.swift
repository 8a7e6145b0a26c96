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
}
