/// One breach of a guideline (or of the description format) at one place in one file.
///
/// For speed, the fields live in one box that is copied only when a shared violation is changed:
/// a run copies, sorts and merges its violations by the thousand, and a copy is then one reference
/// count rather than one for each text a violation holds. It saves 7 % of the JSON report's run on
/// 10,000 screens with findings (`Benchmarks/run findings`; medians of 9 runs in turn, against
/// plain stored fields).
public struct Violation: Sendable, Equatable {
    private final class Storage: @unchecked Sendable {
        var ruleID: String
        var severity: Severity
        var message: String
        var location: SourceLocation
        var elementPath: String
        var citation: Citation?
        var related: [RelatedPlace]
        var elementID: String
        var fix: SuggestedFix?

        init(ruleID: String, severity: Severity, message: String, location: SourceLocation, elementPath: String,
             citation: Citation?, related: [RelatedPlace], elementID: String, fix: SuggestedFix? = nil) {
            self.ruleID = ruleID
            self.severity = severity
            self.message = message
            self.location = location
            self.elementPath = elementPath
            self.citation = citation
            self.related = related
            self.elementID = elementID
            self.fix = fix
        }

        func copy() -> Storage {
            Storage(ruleID: ruleID, severity: severity, message: message, location: location, elementPath: elementPath,
                    citation: citation, related: related, elementID: elementID, fix: fix)
        }
    }

    private var storage: Storage

    /// The box, copied first when another violation shares it.
    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    public init(ruleID: String, severity: Severity, message: String, location: SourceLocation, elementPath: String,
                citation: Citation?, related: [RelatedPlace] = [], elementID: String = "", fix: SuggestedFix? = nil) {
        storage = Storage(ruleID: ruleID, severity: severity, message: message, location: location,
                          elementPath: elementPath, citation: citation, related: related, elementID: elementID, fix: fix)
    }

    public var ruleID: String {
        get { storage.ruleID }
        set { uniqueStorage().ruleID = newValue }
    }
    public var severity: Severity {
        get { storage.severity }
        set { uniqueStorage().severity = newValue }
    }
    public var message: String {
        get { storage.message }
        set { uniqueStorage().message = newValue }
    }
    public var location: SourceLocation {
        get { storage.location }
        set { uniqueStorage().location = newValue }
    }
    /// e.g. `screen[Mail]/toolbar`: stable across edits that only move lines. Empty when the
    /// linter was told that no report shows it (`Linter.writesElementPaths`).
    public var elementPath: String {
        get { storage.elementPath }
        set { uniqueStorage().elementPath = newValue }
    }
    /// Nil only for findings about the description format itself (rule `schema`).
    public var citation: Citation? {
        get { storage.citation }
        set { uniqueStorage().citation = newValue }
    }
    /// The other places the finding speaks of (the screens a cross-screen finding compared), in
    /// the order its message names them; empty for most findings.
    public var related: [RelatedPlace] {
        get { storage.related }
        set { uniqueStorage().related = newValue }
    }

    /// The repair the rule declares for this finding, when it has one; its `edit` is found once
    /// the file is read again (`FixEdits`). It takes no part in equality: it follows from the rest.
    public var fix: SuggestedFix? {
        get { storage.fix }
        set { uniqueStorage().fix = newValue }
    }

    /// The Interface Builder object id (`i9n-fD-ncJ`) of the element at fault, or of its nearest
    /// ancestor that has one: what an `ignore:` entry's `ids` names. Written even when the path
    /// is not (the text report shows it); empty for elements without ids. It is the path's `#id`,
    /// so it takes no part in equality.
    var elementID: String {
        get { storage.elementID.isEmpty ? Self.lastID(in: storage.elementPath) : storage.elementID }
        set { uniqueStorage().elementID = newValue }
    }

    /// The id of the last segment of `path` that names one (`…/button[Send #i9n-fD-ncJ]`).
    static func lastID(in path: String) -> String {
        guard let hash = path.lastIndex(of: "#") else { return "" }
        let rest = path[path.index(after: hash)...]
        guard let end = rest.firstIndex(of: "]") else { return "" }
        return String(rest[..<end])
    }

    public static func == (a: Violation, b: Violation) -> Bool {
        a.storage === b.storage
            || (a.ruleID == b.ruleID && a.severity == b.severity && a.message == b.message && a.location == b.location
                && a.elementPath == b.elementPath && a.citation == b.citation && a.related == b.related)
    }

    /// Report order: file, line, column, rule.
    static func reportOrder(_ a: Violation, _ b: Violation) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.ruleID != b.ruleID { return a.ruleID < b.ruleID }
        if a.message != b.message { return a.message < b.message }
        // Total, so that findings sort the same whatever order they come in (a merge of shards).
        if a.elementPath != b.elementPath { return a.elementPath < b.elementPath }
        return a.severity < b.severity
    }
}

/// A file that could not be read or parsed, or that a rule could not be run on to its end.
public struct FileError: Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String
    /// The rule that could not be run on the rest of the file (its regular expression ran out of
    /// its budget at `line`); nil when the file itself could not be read.
    public var rule: String?

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String, rule: String? = nil) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
        self.rule = rule
    }

    /// What kind of error it is, as reports name it: `read-error`, or `rule-not-run` when a
    /// rule could not be run on the rest of the file.
    var kind: String { rule == nil ? "read-error" : "rule-not-run" }

    /// `file:line:column`, as much of it as is known.
    var place: String {
        guard let line else { return file }
        return "\(file):\(line)" + (column.map { ":\($0)" } ?? "")
    }

    static func reportOrder(_ a: FileError, _ b: FileError) -> Bool {
        (a.file, a.line ?? 0, a.column ?? 0, a.message) < (b.file, b.line ?? 0, b.column ?? 0, b.message)
    }
}
