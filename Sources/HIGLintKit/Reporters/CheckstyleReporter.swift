/// Checkstyle XML 4.3, which Jenkins (Warnings NG), SonarQube and many CI dashboards import:
///
///     <checkstyle version="4.3">
///       <file name="SampleScreens/sketchpad-toolbar.screen.xml">
///         <error line="21" column="3" severity="warning" message="…" source="higlint.toolbar-item-count"/>
///       </file>
///     </checkstyle>
///
/// One `<file>` per file checked or named by a finding, in name order (a clean file is an empty
/// element, as Checkstyle itself writes it). The message ends with where the guidelines say it;
/// a file that could not be read is an `<error>` of severity error from `higlint.read-error`.
public struct CheckstyleReporter: Reporter {
    /// Element paths are not part of this format.
    public var showsElementPaths: Bool { false }

    public init() {}

    public func begin(context: ReportContext, to stream: ReportStream) {
        stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
    }

    /// A run gives each file's findings in one part, and the parts in file order (`ReportOrder`):
    /// each part's files are written as they come.
    public func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        var entries: [String: [String]] = [:]
        for file in part.filesChecked { entries[file] = [] }
        for violation in part.violations {
            var message = violation.message
            if let citation = violation.citation { message += " (\(citation.reference))" }
            entries[violation.location.file, default: []].append(Self.error(
                line: violation.location.line, column: violation.location.column, severity: violation.severity.rawValue,
                message: message, source: "higlint.\(violation.ruleID)"))
        }
        for error in part.errors {
            entries[error.file, default: []].append(Self.error(
                line: error.line, column: error.column, severity: Severity.error.rawValue,
                message: error.message, source: "higlint.read-error"))
        }
        var out = ""
        for file in entries.keys.sorted() {
            let errors = entries[file]!
            let name = XMLEscaping.attribute(file)
            if errors.isEmpty {
                out += "  <file name=\"\(name)\"/>\n"
            } else {
                out += "  <file name=\"\(name)\">\n" + errors.map { "    \($0)\n" }.joined() + "  </file>\n"
            }
        }
        stream.write(out)
    }

    public func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        stream.write("</checkstyle>\n")
    }

    static func error(line: Int?, column: Int?, severity: String, message: String, source: String) -> String {
        var attributes = ""
        // Checkstyle's lines and columns are 1-based; an unreadable file may have neither.
        if let line { attributes += "line=\"\(max(1, line))\" " }
        if let column { attributes += "column=\"\(max(1, column))\" " }
        return "<error \(attributes)severity=\"\(severity)\" message=\"\(XMLEscaping.attribute(message))\" source=\"\(XMLEscaping.attribute(source))\"/>"
    }
}

/// Escaping for the XML reports (Checkstyle, JUnit). Messages quote what descriptions say, so
/// they may hold any character: markup is escaped, and characters XML 1.0 cannot carry at all
/// (most control characters) become U+FFFD rather than make the report unreadable.
enum XMLEscaping {
    /// For a double-quoted attribute value. Line breaks and tabs are written as references,
    /// since a parser turns literal ones into spaces.
    static func attribute(_ text: String) -> String {
        escape(text, keepsLineBreaks: false) { scalar in
            switch scalar {
            case "\"": return "&quot;"
            case "\n": return "&#10;"
            case "\r": return "&#13;"
            case "\t": return "&#9;"
            default: return nil
            }
        }
    }

    /// For element content.
    static func text(_ text: String) -> String {
        escape(text, keepsLineBreaks: true) { $0 == "\r" ? "&#13;" : nil }
    }

    private static func escape(_ text: String, keepsLineBreaks: Bool, special: (Unicode.Scalar) -> String?) -> String {
        // Most texts hold nothing to escape: markup, control characters (in element content, line
        // breaks and tabs stay) and U+FFFE/U+FFFF (which begin with 0xEF) are found from the bytes.
        let plain = text.utf8.withContiguousStorageIfAvailable { bytes in
            !bytes.contains { byte in
                (byte < 0x20 && !(keepsLineBreaks && (byte == 0x0A || byte == 0x09))) || byte == UInt8(ascii: "&")
                    || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "\"") || byte == 0xEF
            }
        }
        if plain == true { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = special(scalar) { out += replacement; continue }
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
