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
/// a file that could not be read is an `<error>` of severity error from `higlint.read-error`
/// (`higlint.rule-not-run` for a file a rule could not be run on to the end).
struct CheckstyleReporter: Reporter {
    /// Element paths are not part of this format.
    var showsElementPaths: Bool { false }

    init() {}

    func begin(context: ReportContext, to stream: ReportStream) {
        stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
    }

    /// A result comes in report order (`LintRun.run`): each file's findings together, the files
    /// in order.
    func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        // Grouped by file, then each file's element written as its turn comes: a result's text is
        // never held together.
        var findings: [String: (violations: [Violation], errors: [FileError])] = [:]
        for file in part.filesChecked { findings[file] = findings[file] ?? ([], []) }
        for violation in part.violations { findings[violation.location.file, default: ([], [])].violations.append(violation) }
        for error in part.errors { findings[error.file, default: ([], [])].errors.append(error) }
        for file in findings.keys.sorted() {
            let (violations, errors) = findings[file]!
            let name = XMLEscaping.attribute(file)
            guard !violations.isEmpty || !errors.isEmpty else {
                stream.write("  <file name=\"\(name)\"/>\n")
                continue
            }
            var out = "  <file name=\"\(name)\">\n"
            for violation in violations {
                var message = violation.message
                if let citation = violation.citation { message += " (\(citation.reference))" }
                out += "    " + Self.error(line: violation.location.line, column: violation.location.column,
                                          severity: violation.severity.rawValue, message: message,
                                          source: "higlint.\(violation.ruleID)") + "\n"
            }
            for error in errors {
                out += "    " + Self.error(line: error.line, column: error.column, severity: Severity.error.rawValue,
                                          message: error.message, source: "higlint.\(error.kind)") + "\n"
            }
            stream.write(out + "  </file>\n")
        }
    }

    func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
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
    static func attribute(_ text: String) -> String { escape(text, inAttribute: true) }

    /// For element content.
    static func text(_ text: String) -> String { escape(text, inAttribute: false) }

    /// Byte by byte: everything escaped is ASCII, or U+FFFE and U+FFFF (`EF BF BE`, `EF BF BF`), so
    /// the other bytes are copied as they are.
    private static func escape(_ text: String, inAttribute: Bool) -> String {
        var text = text
        return text.withUTF8 { bytes in
            func special(_ index: Int) -> Bool {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\r"): return true
                case UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\t"): return inAttribute
                case 0xEF: return index + 2 < bytes.count && bytes[index + 1] == 0xBF && bytes[index + 2] >= 0xBE
                default: return byte < 0x20
                }
            }
            // Most texts hold nothing to escape.
            guard let first = bytes.indices.first(where: special) else { return String(decoding: bytes, as: UTF8.self) }
            var out: [UInt8] = Array(bytes[..<first])
            out.reserveCapacity(bytes.count + 32)
            var index = first
            while index < bytes.count {
                guard special(index) else {
                    out.append(bytes[index])
                    index += 1
                    continue
                }
                switch bytes[index] {
                case UInt8(ascii: "&"): out.append(contentsOf: "&amp;".utf8)
                case UInt8(ascii: "<"): out.append(contentsOf: "&lt;".utf8)
                case UInt8(ascii: ">"): out.append(contentsOf: "&gt;".utf8)
                case UInt8(ascii: "\""): out.append(contentsOf: "&quot;".utf8)
                case UInt8(ascii: "\n"): out.append(contentsOf: "&#10;".utf8)
                case UInt8(ascii: "\r"): out.append(contentsOf: "&#13;".utf8)
                case UInt8(ascii: "\t"): out.append(contentsOf: "&#9;".utf8)
                case 0xEF:
                    // U+FFFE and U+FFFF, which XML 1.0 cannot carry, become U+FFFD.
                    out += [0xEF, 0xBF, 0xBD]
                    index += 2
                default:
                    // Other control characters, which XML 1.0 cannot carry either.
                    out += [0xEF, 0xBF, 0xBD]
                }
                index += 1
            }
            return String(decoding: out, as: UTF8.self)
        }
    }
}
