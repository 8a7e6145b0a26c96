import Foundation

/// The machine-readable report for CI dashboards, described by `schemas/report.schema.json`
/// (schemaVersion 1). Keys are sorted and arrays are in report order, so the same input always
/// gives the same bytes.
struct JSONReporter: Reporter {
    /// The result given, written by `end` once the totals are known (they come first).
    private var result = LintResult()

    init() {}

    mutating func begin(context: ReportContext, to stream: ReportStream) {
        result = LintResult()
    }

    mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        result.filesChecked += part.filesChecked
        result.filesPassedOver += part.filesPassedOver
        result.violations += part.violations
        result.errors += part.errors
        result.filesNotRead += part.filesNotRead
    }

    func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        var report = JSONReport(summary: summary, errors: result.errors)
        if let shard = context.shard {
            report.shard = JSONReport.ShardEntry(
                index: shard.index, count: shard.count, rules: context.rules.map(\.id), strict: context.shardRun?.strictOption ?? context.strict,
                filesChecked: result.filesChecked, filesPassedOver: result.filesPassedOver, baselined: summary.baselined,
                configurationDigest: context.shardRun?.configuration ?? "", filesDigest: context.shardRun?.files ?? "",
                configurationFiles: context.shardRun?.configurationFiles ?? [],
                unusedIgnoreEntries: context.unusedIgnoreEntriesOfShard.map(JSONReport.ViolationEntry.init))
        }
        var json = PrettyJSONWriter()
        json.openObject()
        json.key("errors")
        try! json.value(report.errors)
        if !result.filesNotRead.isEmpty {
            json.key("filesNotRead")
            try! json.value(result.filesNotRead.map(JSONReport.FileNotReadEntry.init))
        }
        json.key("guidelines")
        try! json.value(report.guidelines)
        json.member("schemaVersion", report.schemaVersion)
        if let shard = report.shard {
            json.key("shard")
            try! json.value(shard)
        }
        json.key("summary")
        try! json.value(report.summary)
        json.key("tool")
        try! json.value(report.tool)
        json.key("violations")
        json.openArray()
        // A slice of findings at a time, so that the report is never held whole.
        for start in stride(from: 0, to: result.violations.count, by: 512) {
            json.elements(Self.entries(result.violations[start..<min(start + 512, result.violations.count)]))
            json.flush(to: stream)
        }
        json.closeArray()
        json.closeObject()
        json.flush(to: stream)
        stream.write("\n")
    }

    /// A finding as the report writes it, `depth` levels deep: `JSONReport.ViolationEntry`, written
    /// by hand (see `PrettyJSONWriter`).
    static func entry(_ violation: Violation, depth: Int) -> String {
        var json = PrettyJSONWriter(depth: depth)
        write(violation, to: &json)
        return json.text
    }

    /// Findings as the report writes them, one after another, separated by commas: a slice of
    /// the report's array of violations, written into one buffer.
    static func entries(_ chunk: ArraySlice<Violation>) -> ByteBuffer {
        guard !chunk.isEmpty else { return ByteBuffer() }
        var json = PrettyJSONWriter(depth: 2)
        for index in chunk.indices {
            if index != chunk.startIndex { json.nextValue() }
            write(chunk[index], to: &json)
        }
        return json.written
    }

    /// Writes a finding as the report holds it (`JSONReport.ViolationEntry`), as the value `json` is at.
    static func write(_ violation: Violation, to json: inout PrettyJSONWriter) {
        json.openObject()
        if let citation = violation.citation {
            json.key("citation")
            json.citation(citation)
        }
        json.member("column", violation.location.column)
        json.member("elementPath", ElementPath.shown(violation.elementPath))
        json.member("file", violation.location.file)
        if let fix = violation.fix, fix.edit != nil || fix.notMade != nil {
            json.key("fix")
            json.openObject()
            if let edit = fix.edit {
                json.key("edit")
                json.openObject()
                json.member("endColumn", edit.endColumn)
                json.member("endLine", edit.endLine)
                json.member("replacement", edit.replacement)
                json.member("startColumn", edit.startColumn)
                json.member("startLine", edit.startLine)
                json.closeObject()
            } else if let notMade = fix.notMade {
                json.member("notMade", notMade)
            }
            if let property = fix.property { json.member("property", property) }
            json.member("safety", fix.safety.rawValue)
            json.member("summary", fix.summary)
            if let value = fix.newValue { json.member("value", value) }
            json.closeObject()
        }
        json.member("line", violation.location.line)
        json.member("message", violation.message)
        if !violation.related.isEmpty {
            json.key("related")
            json.openArray()
            for place in violation.related {
                json.element()
                json.openObject()
                json.member("column", place.location.column)
                json.member("elementPath", ElementPath.shown(place.elementPath))
                json.member("file", place.location.file)
                json.member("line", place.location.line)
                json.member("screen", place.screen)
                json.member("value", place.value)
                json.closeObject()
            }
            json.closeArray()
        }
        json.member("ruleId", violation.ruleID)
        json.member("severity", violation.severity.rawValue)
        json.closeObject()
    }
}

/// The report's shape, field for field.
struct JSONReport: Codable {
    struct Tool: Codable { var name = HIGLint.name, version = HIGLint.version }
    struct GuidelinesInfo: Codable { var document = Guidelines.document, edition = Guidelines.edition }
    struct Summary: Codable {
        var filesChecked: Int
        var filesWithViolations: Int
        var filesPassedOver: Int
        var filesWithErrors: Int
        var violations: Int
        var bySeverity: [String: Int]
        var byRule: [String: Int]
    }
    /// A finding's entry (written by `JSONReporter.entry`; this type is its description, and what
    /// tests compare that writer with).
    struct ViolationEntry: Codable {
        var ruleId: String
        var severity: Severity
        var message: String
        var file: String
        var line: Int
        var column: Int
        var elementPath: String
        var citation: Citation?
        /// The other screens a cross-screen finding compared; left out when there are none.
        var related: [RelatedEntry]?
        /// The finding's repair, when its rule declares one that can be made in its file.
        var fix: FixEntry?

        init(_ violation: Violation) {
            ruleId = violation.ruleID
            severity = violation.severity
            message = violation.message
            file = violation.location.file
            line = violation.location.line
            column = violation.location.column
            elementPath = ElementPath.shown(violation.elementPath)
            citation = violation.citation
            related = violation.related.isEmpty ? nil : violation.related.map(RelatedEntry.init)
            fix = violation.fix.flatMap(FixEntry.init)
        }

        /// The finding, as the run had it (its paths as the report shows them).
        var violation: Violation {
            Violation(ruleID: ruleId, severity: severity, message: message,
                      location: SourceLocation(file: file, line: line, column: column), elementPath: elementPath,
                      citation: citation, related: (related ?? []).map(\.place))
        }
    }
    /// A fix's entry (`SuggestedFix` with its edit): what it does, and the change of the file's
    /// characters (lines and columns 1-based, columns in Unicode scalars, the end just past the
    /// last character replaced).
    struct FixEntry: Codable, Equatable {
        struct Edit: Codable, Equatable {
            var startLine: Int
            var startColumn: Int
            var endLine: Int
            var endColumn: Int
            var replacement: String
        }
        var safety: String
        /// The first property the fix sets or removes; left out when it only moves the element.
        var property: String?
        /// The new value; left out when the fix removes the property.
        var value: String?
        var summary: String
        /// The change, when the fix can be made in the file; else `notMade` says why not.
        var edit: Edit?
        var notMade: String?

        init?(_ fix: SuggestedFix) {
            guard fix.edit != nil || fix.notMade != nil else { return nil }
            safety = fix.safety.rawValue
            property = fix.property
            value = fix.newValue
            summary = fix.summary
            edit = fix.edit.map { Edit(startLine: $0.startLine, startColumn: $0.startColumn, endLine: $0.endLine,
                                       endColumn: $0.endColumn, replacement: $0.replacement) }
            notMade = fix.edit == nil ? fix.notMade : nil
        }

        /// The fix as the run had it, its edit found again in `lines`, the contents of `file`: nil
        /// when the file does not have the edit's lines and columns (it changed since the run).
        func suggestedFix(file: String, in lines: TextLines) -> SuggestedFix? {
            guard let safety = SuggestedFix.Safety(rawValue: safety) else { return nil }
            guard let edit else {
                return notMade.map { SuggestedFix(safety: safety, property: property, newValue: value, summary: summary, source: nil, notMade: $0) }
            }
            guard let start = lines.offset(line: edit.startLine, column: edit.startColumn),
                  let end = lines.offset(line: edit.endLine, column: edit.endColumn), start <= end else { return nil }
            return SuggestedFix(safety: safety, property: property, newValue: value, summary: summary, source: nil,
                                edit: TextEdit(file: file, bytes: start..<end, replacement: edit.replacement, startLine: edit.startLine,
                                               startColumn: edit.startColumn, endLine: edit.endLine, endColumn: edit.endColumn))
        }
    }

    /// A related place's entry (`RelatedPlace`).
    struct RelatedEntry: Codable {
        var file: String
        var line: Int
        var column: Int
        var elementPath: String
        var screen: String
        var value: String

        init(_ place: RelatedPlace) {
            file = place.location.file
            line = place.location.line
            column = place.location.column
            elementPath = ElementPath.shown(place.elementPath)
            screen = place.screen
            value = place.value
        }

        var place: RelatedPlace {
            RelatedPlace(location: SourceLocation(file: file, line: line, column: column), elementPath: elementPath,
                         screen: screen, value: value)
        }
    }
    struct ErrorEntry: Codable {
        var file: String
        var line: Int?
        var column: Int?
        var message: String
        /// The rule that could not be run on the rest of the file; absent for a file not read.
        var rule: String?
    }

    /// What a shard's report adds, so that `higlint merge` can make the report of the whole run
    /// in every format: the shard, the rules that ran and whether warnings failed the run, every
    /// file checked or passed over (in path order), how many findings the baseline held, and what
    /// makes the run one (`ShardRun`), so that shards of different runs are refused.
    struct ShardEntry: Codable {
        var index: Int
        var count: Int
        var rules: [String]
        var strict: Bool
        var filesChecked: [String]
        var filesPassedOver: [String]
        var baselined: Int
        var configurationDigest: String
        var filesDigest: String
        /// The configuration files the run's files are judged under, relative to the project root,
        /// with the digests of their bytes: `merge` refuses shards whose project has others.
        var configurationFiles: [ShardRun.ConfigurationFile]
        /// The `ignore:` entries that silenced nothing in this shard (`unused-suppression` findings).
        var unusedIgnoreEntries: [ViolationEntry] = []
    }

    /// A Swift file that builds alerts and was not read (`FileNotRead`).
    struct FileNotReadEntry: Codable {
        var file: String
        var reason: String

        init(_ file: FileNotRead) {
            self.file = file.file
            reason = file.reason
        }

        var fileNotRead: FileNotRead { FileNotRead(file: file, reason: reason) }
    }

    var schemaVersion = 1
    var tool = Tool()
    var guidelines = GuidelinesInfo()
    var summary: Summary
    var violations: [ViolationEntry]
    var errors: [ErrorEntry]
    /// Left out when every file was read.
    var filesNotRead: [FileNotReadEntry]?
    var shard: ShardEntry?

    /// The report with its violations left empty (`JSONReporter` writes them in their place).
    init(summary: LintSummary, errors: [FileError]) {
        self.summary = Summary(
            filesChecked: summary.filesChecked,
            filesWithViolations: summary.filesWithViolations,
            filesPassedOver: summary.filesPassedOver,
            filesWithErrors: summary.filesWithErrors,
            violations: summary.violations,
            bySeverity: Dictionary(uniqueKeysWithValues: Severity.allCases.map { ($0.rawValue, summary.count(of: $0)) }),
            byRule: summary.byRule)
        violations = []
        self.errors = errors.map { ErrorEntry(file: $0.file, line: $0.line, column: $0.column, message: $0.message, rule: $0.rule) }
    }
}

extension PrettyJSONWriter {
    /// A citation, as `Citation`'s own encoding writes it.
    mutating func citation(_ citation: Citation) {
        openObject()
        member("document", citation.document)
        member("edition", citation.edition)
        member("page", citation.page)
        member("quote", citation.quote)
        member("section", citation.section)
        closeObject()
    }
}
