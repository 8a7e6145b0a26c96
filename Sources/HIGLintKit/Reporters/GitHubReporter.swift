/// GitHub Actions workflow commands: printed in a workflow step, each finding becomes an
/// annotation on the file and line, in the job's summary and the pull request's diff.
///
///     ::warning file=SampleScreens/sketchpad-toolbar.screen.xml,line=21,col=3,title=higlint toolbar-item-count::Toolbar has 7 items; …%0AiPhone Human Interface Guidelines (2010-09-01), "Toolbars › Toolbar Contents", p. 80: "…"
///
/// One line per violation (error → `::error`, warning → `::warning`, info → `::notice`), the
/// citation on the annotation's second line; one `::error` per file that could not be read;
/// then the text report's summary as a plain log line. Escaped as `@actions/core` escapes, so
/// a message can never end the command early or start another; before that, what comes from
/// input (file names, messages, read errors) goes through `DisplayText`, so that a line break
/// in a title shows as `\n` rather than split the annotation, and no escape sequence reaches
/// the log. The line break before the citation is higlint's own.
struct GitHubReporter: Reporter {
    /// Element paths are not part of this format.
    var showsElementPaths: Bool { false }

    init() {}

    /// Each command goes to the stream as it is made: a result's commands are never held together.
    func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        // A file that could not be read is told in its place among the files (see TextReporter).
        var errors = part.errors[...]
        func writeError(_ error: FileError) {
            var properties = [("file", DisplayText.escaped(error.file))]
            if let line = error.line { properties.append(("line", String(line))) }
            if let column = error.column { properties.append(("col", String(column))) }
            properties.append(("title", "\(HIGLint.name) \(error.kind)"))
            stream.write(Self.command("error", properties: properties, message: DisplayText.escaped(error.message)))
        }
        for violation in part.violations {
            while let error = errors.first, error.file < violation.location.file { writeError(errors.removeFirst()) }
            var message = DisplayText.escaped(violation.message)
            if let citation = violation.citation { message += "\n" + TextReporter.citationLine(citation) }
            stream.write(Self.command(Self.name(violation.severity), properties: [
                ("file", DisplayText.escaped(violation.location.file)), ("line", String(violation.location.line)),
                ("col", String(violation.location.column)), ("title", "\(HIGLint.name) \(DisplayText.escaped(violation.ruleID))"),
            ], message: message))
        }
        errors.forEach(writeError)
    }

    func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        stream.write(TextReporter.summary(summary) + "\n")
    }

    static func name(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    static func command(_ name: String, properties: [(String, String)], message: String) -> String {
        let list = properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(name) \(list)::\(escapeData(message))\n"
    }

    /// The message (the command's data).
    static func escapeData(_ text: String) -> String {
        escape(text, inProperty: false)
    }

    /// A property value, which also ends at `,` (the next property) and `:` (the message).
    static func escapeProperty(_ text: String) -> String {
        escape(text, inProperty: true)
    }

    /// Byte by byte: every character escaped is ASCII, so `\r\n` is two escapes and an escape
    /// written is never escaped again.
    private static func escape(_ text: String, inProperty: Bool) -> String {
        var text = text
        return text.withUTF8 { bytes in
            func special(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: "%") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\n")
                    || (inProperty && (byte == UInt8(ascii: ":") || byte == UInt8(ascii: ",")))
            }
            // Most texts hold nothing to escape.
            guard bytes.contains(where: special) else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "%"): out.append(contentsOf: "%25".utf8)
                case UInt8(ascii: "\r"): out.append(contentsOf: "%0D".utf8)
                case UInt8(ascii: "\n"): out.append(contentsOf: "%0A".utf8)
                case UInt8(ascii: ":") where inProperty: out.append(contentsOf: "%3A".utf8)
                case UInt8(ascii: ",") where inProperty: out.append(contentsOf: "%2C".utf8)
                default: out.append(byte)
                }
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
