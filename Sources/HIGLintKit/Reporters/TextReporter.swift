/// The compiler's format, which Xcode, editors and CI logs pick up: one line a violation,
/// its citation indented below, then a one-line summary.
///
/// Every piece that comes from input (file names, messages, which quote titles, rule ids and
/// citations from rule files, read errors) is shown through `DisplayText`, so that it can
/// neither start a line of its own nor send the terminal an escape sequence; the colours are
/// added around it.
///
///     SampleScreens/mail.screen.xml:14:5: warning: Toolbar has 7 items; … [toolbar-item-count]
///     SampleScreens/mail.screen.xml:20:7: warning: Button title "add" should use … [button-title-title-case] (--fix fixes it)
///     App/Base.lproj/Main.storyboard:58:21: warning: button has a hit region of 30x36 pt; … [hit-target-size #i9n-fD-ncJ]
///         iPhone Human Interface Guidelines (2010-09-01), "Toolbars › Toolbar Contents", p. 80: "…"
public struct TextReporter: Reporter {
    /// Element paths are not part of this format.
    public var showsElementPaths: Bool { false }

    public var colors: Bool

    public init(colors: Bool = false) { self.colors = colors }

    public func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        // Each piece is appended to the text as it is: a citation line is long, and writing it
        // into strings of its own first would copy it three times. The text goes to the stream
        // every 64 KB, so that a part with many findings is not held whole.
        var out = ""
        func append(_ style: Style, _ write: (inout String) -> Void) {
            if colors { out += "\u{1B}[\(style.rawValue)m" }
            write(&out)
            if colors { out += "\u{1B}[0m" }
        }
        // A file that could not be read is told in its place among the files, so that the report
        // is the same however the run was split into parts (or shards).
        var errors = part.errors[...]
        func writeError(_ error: FileError) {
            out += "\(paint(Self.place(error) + ":", .bold)) \(paint("error:", .red)) \(DisplayText.escaped(error.message))\n"
        }
        for violation in part.violations {
            while let error = errors.first, error.file < violation.location.file { writeError(errors.removeFirst()) }
            append(.bold) { out in
                let location = violation.location
                DisplayText.append(location.file, to: &out)
                out += ":"
                out += String(location.line)
                out += ":"
                out += String(location.column)
                out += ":"
            }
            out += " "
            out += severityLabel(violation.severity)
            out += " "
            DisplayText.append(violation.message, to: &out)
            out += " "
            append(.dim) { out in
                out += "["
                DisplayText.append(violation.ruleID, to: &out)
                // The Interface Builder id, so that an `ignore:` entry (`ids: [i9n-fD-ncJ]`) can
                // be written from the report without opening the file.
                let id = violation.elementID
                if !id.isEmpty {
                    out += " #"
                    DisplayText.append(id, to: &out)
                }
                out += "]"
                // As Ruff marks what `--fix` repairs: the user learns which option fixes which finding.
                if let fix = violation.fix, fix.edit != nil {
                    out += fix.safety == .safe ? " (--fix fixes it)" : " (--fix-unsafe fixes it; it may change meaning)"
                }
            }
            out += "\n"
            if let citation = violation.citation {
                append(.dim) { out in
                    out += "    "
                    Self.appendCitationLine(citation, to: &out)
                }
                out += "\n"
            }
            if out.utf8.count >= 1 << 16 {
                stream.write(out)
                out.removeAll(keepingCapacity: true)
            }
        }
        errors.forEach(writeError)
        stream.write(out)
    }

    public func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        stream.write(Self.summary(summary) + "\n")
    }

    static func citationLine(_ citation: Citation) -> String {
        var line = ""
        appendCitationLine(citation, to: &line)
        return line
    }

    /// The citation, as one line: a project's rule files may quote anything.
    static func appendCitationLine(_ citation: Citation, to text: inout String) {
        DisplayText.append(citation.document, to: &text)
        text += " ("
        DisplayText.append(citation.edition, to: &text)
        text += "), \""
        DisplayText.append(citation.section, to: &text)
        text += "\", p. "
        text += String(citation.page)
        text += ": \""
        DisplayText.append(citation.quote, to: &text)
        text += "\""
    }

    /// `file:line:column` of an unreadable file, as much as is known, the name escaped.
    public static func place(_ error: FileError) -> String {
        var place = DisplayText.escaped(error.file)
        if let line = error.line {
            place += ":\(line)"
            if let column = error.column { place += ":\(column)" }
        }
        return place
    }

    static func summary(_ result: LintResult) -> String { summary(LintSummary(result)) }

    static func summary(_ result: LintSummary) -> String {
        let files = result.filesChecked
        var text = "Checked \(files) \(files == 1 ? "file" : "files")"
        if result.filesPassedOver > 0 {
            // Files found but not for higlint (a package.json): counted, so that a misnamed
            // description is not lost in silence; --verbose says which and why.
            text += " (\(result.filesPassedOver) passed over)"
        }
        if result.violations == 0 {
            text += ": no violations"
        } else {
            let counts = Severity.allCases.reversed().compactMap { severity -> String? in
                let n = result.count(of: severity)
                guard n > 0 else { return nil }
                return severity == .info ? "\(n) info" : "\(n) \(severity.rawValue)\(n == 1 ? "" : "s")"
            }
            let withViolations = result.filesWithViolations
            text += ": \(counts.joined(separator: ", ")) in \(withViolations) \(withViolations == 1 ? "file" : "files")"
        }
        if result.baselined > 0 {
            text += " (\(result.baselined) more in the baseline)"
        }
        if result.fixable > 0 || result.fixableUnsafe > 0 {
            let unsafe = result.fixableUnsafe == 0 ? "" : result.fixable > 0 ? "--fix-unsafe \(result.fixableUnsafe) more" : "--fix-unsafe fixes \(result.fixableUnsafe)"
            text += "; " + (result.fixable > 0 ? "--fix fixes \(result.fixable)" + (unsafe.isEmpty ? "" : ", " + unsafe) : unsafe)
        }
        if result.filesUnreadable > 0 {
            text += "; \(result.filesUnreadable) \(result.filesUnreadable == 1 ? "file" : "files") could not be read"
        }
        if result.filesNotFullyChecked > 0 {
            let files = result.filesNotFullyChecked
            text += "; \(files) \(files == 1 ? "file was" : "files were") not fully checked (a rule could not be run to the end)"
        }
        return text + "."
    }

    enum Style: String {
        case bold = "1", dim = "2", red = "1;31", yellow = "1;33", cyan = "1;36"
    }

    func paint(_ text: String, _ style: Style) -> String {
        colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }

    func severityLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: return paint("error:", .red)
        case .warning: return paint("warning:", .yellow)
        case .info: return paint("info:", .cyan)
        }
    }
}
