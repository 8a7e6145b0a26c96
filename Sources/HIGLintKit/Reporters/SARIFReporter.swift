import Foundation

/// SARIF 2.1.0, the format GitHub code scanning and other static-analysis dashboards upload.
///
/// One run. `tool.driver.rules` describes every rule that ran (plus `schema`, and any rule a
/// finding names that the context did not list), each with its guideline quote and citation in
/// `help`; every finding is a result pointing at its rule by id and index, at a repository-relative
/// `uri` under `%SRCROOT%`, and at its element path as a logical location. Files that could not
/// be read are tool execution notifications, and make the invocation unsuccessful. Keys are
/// sorted, so the same input always gives the same bytes.
///
struct SARIFReporter: Reporter {
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// The key of `partialFingerprints`; bump the version if what it hashes ever changes.
    static let fingerprintKey = "higlintElementPath/v1"

    /// The result given, written by `end`.
    private var result = LintResult()

    init() {}

    mutating func begin(context: ReportContext, to stream: ReportStream) {
        result = LintResult()
    }

    mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        result.violations += part.violations
        result.errors += part.errors
    }

    func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        // Rules that ran, then `schema` (which is no rule file); rules no descriptor names are
        // added as findings name them, so every result has a descriptor to point at.
        var descriptors = context.rules.map(SARIFLog.descriptor)
        if !descriptors.contains(where: { $0.id == SchemaCheck.ruleID }) { descriptors.append(SARIFLog.schemaDescriptor) }
        var ruleIndex = Dictionary(descriptors.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        // Two findings of one rule on one element (two unknown properties, say) would share a
        // fingerprint; like GitHub's own line hashes, a counter tells them apart.
        var occurrences: [UInt64: Int] = [:]
        var results: [(violation: Violation, ruleIndex: Int, fingerprint: String)] = []
        results.reserveCapacity(result.violations.count)
        for violation in result.violations {
            if ruleIndex[violation.ruleID] == nil {
                descriptors.append(SARIFLog.descriptor(for: violation))
                ruleIndex[violation.ruleID] = descriptors.count - 1
            }
            // The path as shown: a merge of shards, which has only that, gives the same fingerprint.
            let path = ElementPath.shown(violation.elementPath)
            let hash = Self.fnv1aValue(violation.ruleID, violation.location.file, path)
            occurrences[hash, default: 0] += 1
            results.append((violation, ruleIndex[violation.ruleID]!, Self.hex(hash) + ":\(occurrences[hash]!)"))
        }

        let log = SARIFLog(descriptors: descriptors, errors: result.errors)
        let run = log.runs[0]
        var json = PrettyJSONWriter()
        json.openObject()
        json.member("$schema", log.schema)
        json.key("runs")
        json.openArray()
        json.element()
        json.openObject()
        json.member("columnKind", run.columnKind)
        json.key("invocations")
        try! json.value(run.invocations)
        // Where `%SRCROOT%` is on the machine that ran: the project root the paths are relative to.
        if let root = context.projectRoot {
            json.key("originalUriBaseIds")
            json.openObject()
            json.key(Self.srcRoot)
            json.openObject()
            json.member("uri", root.fileURI)
            json.closeObject()
            json.closeObject()
        }
        json.key("results")
        json.openArray()
        // A slice of results at a time, so that the log is never held whole.
        for start in stride(from: 0, to: results.count, by: 512) {
            json.elements(Self.results(results[start..<min(start + 512, results.count)]))
            json.flush(to: stream)
        }
        json.closeArray()
        json.key("tool")
        try! json.value(run.tool)
        json.closeObject()
        json.closeArray()
        json.member("version", log.version)
        json.closeObject()
        json.flush(to: stream)
        stream.write("\n")
    }

    /// Results as the log writes them, one after another, separated by commas: a chunk of the
    /// log's array of results, written into one buffer.
    static func results(_ chunk: ArraySlice<(violation: Violation, ruleIndex: Int, fingerprint: String)>) -> ByteBuffer {
        guard !chunk.isEmpty else { return ByteBuffer() }
        var json = PrettyJSONWriter(depth: 4)
        for index in chunk.indices {
            if index != chunk.startIndex { json.nextValue() }
            write(chunk[index].violation, ruleIndex: chunk[index].ruleIndex, fingerprint: chunk[index].fingerprint, to: &json)
        }
        return json.written
    }

    /// A finding as the log writes it, four levels deep: `SARIFLog.Result`, written by hand (see
    /// `PrettyJSONWriter`).
    static func result(for violation: Violation, ruleIndex: Int, fingerprint: String) -> String {
        var json = PrettyJSONWriter(depth: 4)
        write(violation, ruleIndex: ruleIndex, fingerprint: fingerprint, to: &json)
        return json.text
    }

    /// Writes a finding as the log holds it, as the value `json` is at (four levels deep).
    static func write(_ violation: Violation, ruleIndex: Int, fingerprint: String, to json: inout PrettyJSONWriter) {
        json.openObject()
        if let fix = violation.fix, let edit = fix.edit {
            writeFixes(fix, edit: edit, file: violation.location.file, to: &json)
        }
        json.member("level", level(violation.severity))
        json.key("locations")
        json.openArray()
        json.element()
        json.openObject()
        locationMembers(&json, elementPath: violation.elementPath, message: nil, at: violation.location)
        json.closeObject()
        json.closeArray()
        json.key("message")
        json.openObject()
        json.member("text", violation.message, then: violation.citation.map { "\n" + $0.reference } ?? "")
        json.closeObject()
        json.key("partialFingerprints")
        json.openObject()
        json.member(fingerprintKey, fingerprint)
        json.closeObject()
        if !violation.related.isEmpty {
            json.key("relatedLocations")
            json.openArray()
            for (index, place) in violation.related.enumerated() {
                json.element()
                json.openObject()
                json.member("id", index)
                locationMembers(&json, elementPath: place.elementPath, message: relatedText(place), at: place.location)
                json.closeObject()
            }
            json.closeArray()
        }
        json.member("ruleId", violation.ruleID)
        json.member("ruleIndex", ruleIndex)
        json.closeObject()
    }

    /// A result's `fixes` (`SARIFLog.Fix`): the one change of the finding's file that repairs it.
    private static func writeFixes(_ fix: SuggestedFix, edit: TextEdit, file: String, to json: inout PrettyJSONWriter) {
        json.key("fixes")
        json.openArray()
        json.element()
        json.openObject()
        json.key("artifactChanges")
        json.openArray()
        json.element()
        json.openObject()
        json.key("artifactLocation")
        let artifact = artifactLocation(file)
        json.openObject()
        json.member("uri", artifact.uri)
        if let base = artifact.uriBaseId { json.member("uriBaseId", base) }
        json.closeObject()
        json.key("replacements")
        json.openArray()
        json.element()
        json.openObject()
        json.key("deletedRegion")
        json.openObject()
        json.member("endColumn", edit.endColumn)
        json.member("endLine", edit.endLine)
        json.member("startColumn", edit.startColumn)
        json.member("startLine", edit.startLine)
        json.closeObject()
        json.key("insertedContent")
        json.openObject()
        json.member("text", edit.replacement)
        json.closeObject()
        json.closeObject()
        json.closeArray()
        json.closeObject()
        json.closeArray()
        json.key("description")
        json.openObject()
        json.member("text", fix.summary)
        json.closeObject()
        json.key("properties")
        json.openObject()
        json.member("safety", fix.safety.rawValue)
        json.closeObject()
        json.closeObject()
        json.closeArray()
    }

    /// A location's members (`SARIFLog.Location`) after its `id`: the element, what is there
    /// (for a related location), the file and the place in it.
    private static func locationMembers(_ json: inout PrettyJSONWriter, elementPath: String, message: String?,
                                        at location: SourceLocation) {
        json.key("logicalLocations")
        json.openArray()
        json.element()
        json.openObject()
        json.member("fullyQualifiedName", ElementPath.shown(elementPath))
        json.member("kind", "element")
        json.closeObject()
        json.closeArray()
        if let message {
            json.key("message")
            json.openObject()
            json.member("text", message)
            json.closeObject()
        }
        json.key("physicalLocation")
        json.openObject()
        json.key("artifactLocation")
        let artifact = artifactLocation(location.file)
        json.openObject()
        json.member("uri", artifact.uri)
        if let base = artifact.uriBaseId { json.member("uriBaseId", base) }
        json.closeObject()
        json.key("region")
        json.openObject()
        json.member("startColumn", max(1, location.column))
        json.member("startLine", max(1, location.line))
        json.closeObject()
        json.closeObject()
    }

    /// What a related location says: `screen "Inbox": black`.
    static func relatedText(_ place: RelatedPlace) -> String {
        "screen \"\(place.screen)\": \(place.value)"
    }

    /// The base of relative artifact locations: the project root (`ProjectRoot`), which for code
    /// scanning is the checkout.
    static let srcRoot = "%SRCROOT%"

    /// A path as findings give it, as a SARIF artifact location: relative paths (relative to the
    /// project root, `RootRelativePaths`) stay relative to `%SRCROOT%`; absolute ones become
    /// `file://` URIs. A folder's path ends with `/`, as a folder's URI does, and the root's own is
    /// `./`, the relative reference that resolves to `%SRCROOT%` itself while still giving a `uri`,
    /// which code scanning requires. The URI holds the file's real bytes, percent-encoded, whatever
    /// escapes the displayed path shows.
    static func artifactLocation(_ path: String) -> SARIFLog.ArtifactLocation {
        let encoded = FileURI.percentEncoded(displayed: path)
        return path.hasPrefix("/")
            ? SARIFLog.ArtifactLocation(uri: "file://" + encoded, uriBaseId: nil)
            : SARIFLog.ArtifactLocation(uri: encoded, uriBaseId: srcRoot)
    }

    /// FNV-1a, 64 bits: stable across runs, machines and Swift versions (unlike `Hasher`).
    static func fnv1a(_ text: String) -> String { hex(fnv1aValue(text)) }

    static func fnv1aValue(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return hash
    }

    /// The hash of the texts joined by U+0000, without joining them.
    static func fnv1aValue(_ first: String, _ rest: String...) -> UInt64 {
        var hash = fnv1aValue(first)
        for text in rest {
            hash = (hash ^ 0) &* 0x0100_0000_01b3
            for byte in text.utf8 {
                hash ^= UInt64(byte)
                hash = hash &* 0x0100_0000_01b3
            }
        }
        return hash
    }

    static func hex(_ value: UInt64) -> String {
        let hex = String(value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// `toolbar-item-count` → `ToolbarItemCount`: SARIF's `name` is an identifier for people.
    static func pascalCase(_ id: String) -> String {
        id.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

/// The log's shape, as far as higlint fills it.
struct SARIFLog: Encodable {
    struct Message: Encodable { var text: String }
    struct MultiformatMessage: Encodable { var text: String, markdown: String? }
    struct Configuration: Encodable { var level: String }
    struct Properties: Encodable { var tags: [String] }
    struct RuleDescriptor: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: MultiformatMessage
        var defaultConfiguration: Configuration
        var properties: Properties
    }
    struct Driver: Encodable {
        var name = HIGLint.name
        var version = HIGLint.version
        var semanticVersion = HIGLint.version
        var rules: [RuleDescriptor]
    }
    struct Tool: Encodable { var driver: Driver }
    struct ArtifactLocation: Encodable { var uri: String, uriBaseId: String? }
    struct Region: Encodable { var startLine: Int, startColumn: Int }
    struct PhysicalLocation: Encodable { var artifactLocation: ArtifactLocation, region: Region? }
    struct LogicalLocation: Encodable { var fullyQualifiedName: String, kind = "element" }
    struct Location: Encodable {
        var physicalLocation: PhysicalLocation, logicalLocations: [LogicalLocation]?
        /// A related location's number and what is there.
        var id: Int? = nil, message: Message? = nil
    }
    struct DescriptorReference: Encodable { var id: String }
    struct Notification: Encodable {
        var level = "error"
        var message: Message
        var locations: [Location]
        var descriptor = DescriptorReference(id: "read-error")
    }
    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]
    }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        /// The other screens a cross-screen finding compared.
        var relatedLocations: [Location]?
        /// The finding's repair, when its rule declares one that can be made in its file.
        var fixes: [Fix]?
    }
    struct FullRegion: Encodable { var startLine: Int, startColumn: Int, endLine: Int, endColumn: Int }
    struct Replacement: Encodable { var deletedRegion: FullRegion, insertedContent: Message }
    struct ArtifactChange: Encodable { var artifactLocation: ArtifactLocation, replacements: [Replacement] }
    struct FixProperties: Encodable { var safety: String }
    struct Fix: Encodable { var description: Message, artifactChanges: [ArtifactChange], properties: FixProperties }
    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var results: [Result]
        /// higlint counts columns in Unicode scalars.
        var columnKind = "unicodeCodePoints"
    }

    var schema = SARIFReporter.schemaURI
    var version = "2.1.0"
    var runs: [Run]

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    /// The log with its results left empty (`SARIFReporter` writes them in their place).
    init(descriptors: [RuleDescriptor], errors: [FileError]) {
        let notifications = errors.map { error in
            Notification(message: Message(text: error.message), locations: [Location(
                physicalLocation: PhysicalLocation(
                    artifactLocation: SARIFReporter.artifactLocation(error.file),
                    region: error.line.map { Region(startLine: max(1, $0), startColumn: max(1, error.column ?? 1)) }),
                logicalLocations: nil)], descriptor: DescriptorReference(id: error.kind))
        }
        runs = [Run(tool: Tool(driver: Driver(rules: descriptors)),
                    invocations: [Invocation(executionSuccessful: errors.isEmpty, toolExecutionNotifications: notifications)],
                    results: [])]
    }

    /// A finding's result (written by `SARIFReporter.result`; this is its description, and what
    /// tests compare that writer with).
    static func result(for violation: Violation, ruleIndex: Int, fingerprint: String) -> Result {
        var text = violation.message
        if let citation = violation.citation { text += "\n" + citation.reference }
        return Result(
            ruleId: violation.ruleID, ruleIndex: ruleIndex, level: SARIFReporter.level(violation.severity),
            message: Message(text: text),
            locations: [Location(
                physicalLocation: PhysicalLocation(
                    artifactLocation: SARIFReporter.artifactLocation(violation.location.file),
                    region: Region(startLine: max(1, violation.location.line), startColumn: max(1, violation.location.column))),
                logicalLocations: [LogicalLocation(fullyQualifiedName: ElementPath.shown(violation.elementPath))])],
            partialFingerprints: [SARIFReporter.fingerprintKey: fingerprint],
            relatedLocations: violation.related.isEmpty ? nil : violation.related.enumerated().map { index, place in
                Location(physicalLocation: PhysicalLocation(
                            artifactLocation: SARIFReporter.artifactLocation(place.location.file),
                            region: Region(startLine: max(1, place.location.line), startColumn: max(1, place.location.column))),
                         logicalLocations: [LogicalLocation(fullyQualifiedName: ElementPath.shown(place.elementPath))],
                         id: index, message: Message(text: SARIFReporter.relatedText(place)))
            },
            fixes: violation.fix.flatMap { fix in
                fix.edit.map { edit in
                    [Fix(description: Message(text: fix.summary),
                         artifactChanges: [ArtifactChange(
                            artifactLocation: SARIFReporter.artifactLocation(violation.location.file),
                            replacements: [Replacement(
                                deletedRegion: FullRegion(startLine: edit.startLine, startColumn: edit.startColumn,
                                                          endLine: edit.endLine, endColumn: edit.endColumn),
                                insertedContent: Message(text: edit.replacement))])],
                         properties: FixProperties(safety: fix.safety.rawValue))]
                }
            })
    }

    static func descriptor(_ rule: Rule) -> RuleDescriptor {
        let text = ([rule.title] + rule.citations.map { "\"\($0.quote)\"\n— \($0.reference)" } + [rule.summary])
            .joined(separator: "\n\n")
        // The quote stays verbatim in a block quote; only the line breaks need the `>` prefix.
        let markdown = (["**\(MarkdownReporter.escape(rule.title))**"]
            + rule.citations.map { "> \($0.quote.replacingOccurrences(of: "\n", with: "\n> "))\n>\n> — *\($0.document)* (\($0.edition)), \($0.section), p. \($0.page)" }
            + [MarkdownReporter.escape(rule.summary)]).joined(separator: "\n\n")
        // The first part of the section ("Toolbars" of "Toolbars › Toolbar Contents") groups rules.
        let area = rule.citation.section.components(separatedBy: " › ").first ?? rule.citation.section
        return RuleDescriptor(
            id: rule.id, name: SARIFReporter.pascalCase(rule.id), shortDescription: Message(text: rule.title),
            fullDescription: Message(text: rule.summary), help: MultiformatMessage(text: text, markdown: markdown),
            defaultConfiguration: Configuration(level: SARIFReporter.level(rule.severity)),
            properties: Properties(tags: ["human-interface-guidelines", area]))
    }

    /// Findings about the description format itself: no guideline, so no citation.
    static let schemaDescriptor: RuleDescriptor = {
        let summary = "Unknown kinds and properties, values of the wrong type, missing required properties and children in the wrong place are reported, never ignored silently, with a suggestion for near misses. `higlint schema xml|json` prints the format as XML Schema or JSON Schema."
        return RuleDescriptor(
            id: SchemaCheck.ruleID, name: "Schema", shortDescription: Message(text: "The description follows the higlint format"),
            fullDescription: Message(text: summary),
            help: MultiformatMessage(text: "The description follows the higlint format\n\n" + summary,
                                     markdown: "**The description follows the higlint format**\n\n" + summary),
            defaultConfiguration: Configuration(level: SARIFReporter.level(SchemaCheck.severity)),
            properties: Properties(tags: ["description-format"]))
    }()

    /// A rule the context did not describe: what its findings say about it.
    static func descriptor(for violation: Violation) -> RuleDescriptor {
        let help = violation.citation.map { "\"\($0.quote)\"\n— \($0.reference)" } ?? violation.ruleID
        return RuleDescriptor(
            id: violation.ruleID, name: SARIFReporter.pascalCase(violation.ruleID), shortDescription: Message(text: violation.ruleID),
            fullDescription: Message(text: violation.ruleID), help: MultiformatMessage(text: help, markdown: help),
            defaultConfiguration: Configuration(level: SARIFReporter.level(violation.severity)),
            properties: Properties(tags: ["human-interface-guidelines"]))
    }
}

extension Citation {
    /// Where the guidelines say it, without the quote, for reports that give the quote elsewhere
    /// or have no room for it: `iPhone Human Interface Guidelines (2010-09-01), "Toolbars ›
    /// Toolbar Contents", p. 80`.
    var reference: String { "\(document) (\(edition)), \"\(section)\", p. \(page)" }
}
