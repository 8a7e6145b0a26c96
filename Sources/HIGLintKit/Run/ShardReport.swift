import Foundation

/// A shard's JSON report as `higlint merge` reads it back: every field checked before anything
/// is merged, because the report is a file anyone could have written. A report that is not JSON,
/// not a higlint report, not a shard's, from another version of higlint, or whose values are out
/// of range or name a file outside the project (which the visual report would open to draw) is
/// refused with the report's name and, where there is one, the line and column of the value.
struct ShardReport {
    /// The report's path as the merge was given it.
    var path: String
    var entry: JSONReport.ShardEntry
    var result: LintResult

    /// Larger reports are refused before they are read.
    static let maxSize = 1 << 30

    /// Reads and checks the report at `path` (relative to `workingDirectory`); every file it names
    /// (relative to `root`, the project root) must lie inside `project`.
    static func read(_ path: String, workingDirectory: String, root: String, project: ProjectBoundary) throws(HigLintError) -> ShardReport {
        let name = DisplayText.brief(path)
        let bytes: Data
        switch TextFile.bytes(absolute(path, workingDirectory: workingDirectory), maxSize: maxSize) {
        case .success(let data): bytes = data
        case .failure(let problem): throw HigLintError("higlint: \(name): cannot read: \(problem.message)")
        }
        let outcome = bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<ShardReport, HigLintError> in
            Result { () throws(HigLintError) -> ShardReport in
                try read(bytes, buffer: raw.bindMemory(to: UInt8.self), name: name, path: path, root: root, project: project)
            }
        }
        return try outcome.get()
    }

    /// The report in `data` (whose bytes `buffer` holds): parsed, decoded and checked.
    private static func read(_ data: Data, buffer: UnsafeBufferPointer<UInt8>, name: String, path: String, root: String,
                             project: ProjectBoundary) throws(HigLintError) -> ShardReport {
        let lines = LineIndex(buffer)
        func fault(at offset: Int, _ message: String) -> HigLintError {
            let position = lines.position(of: offset)
            return HigLintError("\(name):\(position.line):\(position.column): error: \(message)")
        }
        let tree: JSONValue
        do {
            tree = try JSONParser.parse(buffer, maxDepth: 16, depthLimitMessage: "nested deeper than a shard's report is")
        } catch {
            throw fault(at: error.offset, "not a higlint JSON report: \(error.message)")
        }
        let report: JSONReport
        do {
            report = try JSONDecoder().decode(JSONReport.self, from: data)
        } catch let error as DecodingError {
            let (steps, problem) = describe(error)
            throw fault(at: tree.deepest(along: steps).offset, "not a higlint JSON report: \(problem)")
        } catch {
            throw HigLintError("higlint: \(name): not a higlint JSON report")
        }
        var checker = Checker(report: report, workingDirectory: root, project: project)
        if let (steps, problem) = checker.firstFault() {
            throw fault(at: tree.deepest(along: steps).offset, problem)
        }
        let entry = report.shard!
        var result = LintResult(filesChecked: entry.filesChecked, filesPassedOver: entry.filesPassedOver, baselined: entry.baselined)
        result.violations = report.violations.map(\.violation)
        // A finding's fix comes back with its edit found in the file again, as the run found it.
        var files: [String: TextLines] = [:]
        for (index, entry) in report.violations.enumerated() {
            guard let fix = entry.fix else { continue }
            let file = entry.file
            if files[file] == nil {
                let bytes = TextFile.bytes(absolute(file, workingDirectory: root), maxSize: maxSize)
                files[file] = TextLines((try? bytes.get()).map { [UInt8]($0) } ?? [])
            }
            guard let found = fix.suggestedFix(file: file, in: files[file] ?? TextLines([])) else {
                let steps: [JSONStep] = [.key("violations"), .index(index), .key("fix"), .key("edit")]
                throw fault(at: tree.deepest(along: steps).offset,
                            "the fix's edit is not where \(DisplayText.brief(file)) has those lines and columns now: was the file changed since the shard ran?")
            }
            result.violations[index].fix = found
        }
        result.errors = report.errors.map { FileError(file: $0.file, line: $0.line, column: $0.column, message: $0.message, rule: $0.rule) }
        result.filesNotRead = (report.filesNotRead ?? []).map(\.fileNotRead)
        return ShardReport(path: path, entry: entry, result: result)
    }

    /// `name:line:column: error: message` for a fault found when the shards are compared with each
    /// other (a file two shards checked), at the value `steps` lead to in this report.
    func fault(at steps: [JSONStep], workingDirectory: String, _ message: String) -> HigLintError {
        let name = DisplayText.brief(path)
        guard case .success(let data) = TextFile.bytes(Self.absolute(path, workingDirectory: workingDirectory), maxSize: Self.maxSize) else {
            return HigLintError("higlint: \(name): \(message)")
        }
        return data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> HigLintError in
            let buffer = raw.bindMemory(to: UInt8.self)
            guard let tree = try? JSONParser.parse(buffer, maxDepth: 16, depthLimitMessage: "") else {
                return HigLintError("higlint: \(name): \(message)")
            }
            let position = LineIndex(buffer).position(of: tree.deepest(along: steps).offset)
            return HigLintError("\(name):\(position.line):\(position.column): error: \(message)")
        }
    }

    static func absolute(_ path: String, workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
    }

    /// The place of a decoding error and what is wrong there, in a line.
    private static func describe(_ error: DecodingError) -> ([JSONStep], String) {
        func shown(_ steps: [JSONStep]) -> String { steps.isEmpty ? "the report" : JSONStep.shown(steps) }
        switch error {
        case .keyNotFound(let key, let context):
            let steps = context.codingPath.map(JSONStep.init)
            return (steps, "\(shown(steps + [JSONStep(key)])) is missing")
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            let steps = context.codingPath.map(JSONStep.init)
            let expected = type == String.self ? "text" : type == Int.self || type == Int?.self ? "a whole number"
                : type == Bool.self ? "true or false" : "of another type"
            return (steps, "\(shown(steps)) must be \(expected)")
        case .dataCorrupted(let context):
            let steps = context.codingPath.map(JSONStep.init)
            return (steps, "\(shown(steps)): \(DisplayText.brief(context.debugDescription))")
        @unknown default:
            return ([], "not readable")
        }
    }

    /// Goes through every field of one report, in document order, for the first that is wrong.
    private struct Checker {
        let report: JSONReport
        private var paths: ReportedPathCheck

        init(report: JSONReport, workingDirectory: String, project: ProjectBoundary) {
            self.report = report
            paths = ReportedPathCheck(projects: [project], workingDirectory: workingDirectory)
        }

        mutating func firstFault() -> ([JSONStep], String)? {
            guard report.schemaVersion == 1 else {
                return ([.key("schemaVersion")], "a report of schemaVersion \(report.schemaVersion); this higlint merges version 1")
            }
            guard report.tool.name == HIGLint.name, report.tool.version == HIGLint.version else {
                return ([.key("tool"), .key("version")],
                        "a report of \(DisplayText.brief(report.tool.name, limit: 40)) \(DisplayText.brief(report.tool.version, limit: 40)); this is \(HIGLint.name) \(HIGLint.version): merge with the version that checked the shards")
            }
            guard let shard = report.shard else {
                return ([], "the report of a whole run, not of a shard: check with --shard K/N --format json:FILE to make shard reports")
            }
            let at = { (steps: [JSONStep]) in [JSONStep.key("shard")] + steps }
            guard (1...Shard.maxCount).contains(shard.count) else {
                return (at([.key("count")]), "a run split into \(shard.count) shards; higlint splits a run into 1 to \(Shard.maxCount)")
            }
            guard (1...shard.count).contains(shard.index) else {
                return (at([.key("index")]), "shard \(shard.index)/\(shard.count): a shard's number is from 1 to its count, \(shard.count)")
            }
            var rules = Set<String>()
            for (index, rule) in shard.rules.enumerated() {
                guard !rule.isEmpty, rules.insert(rule).inserted else {
                    return (at([.key("rules"), .index(index)]), rule.isEmpty ? "an empty rule id" : "the rule \(DisplayText.brief(rule, limit: 60)) is named twice")
                }
            }
            guard shard.baselined >= 0 else {
                return (at([.key("baselined")]), "baselined is \(shard.baselined); a count is 0 or more")
            }
            var files = Set<String>()
            for (key, list) in [("filesChecked", shard.filesChecked), ("filesPassedOver", shard.filesPassedOver)] {
                for (index, file) in list.enumerated() {
                    if let problem = refusal(of: file) { return (at([.key(key), .index(index)]), "shard.\(key)[\(index)]: \(problem)") }
                    guard files.insert(file).inserted else {
                        return (at([.key(key), .index(index)]), "\(DisplayText.brief(file)) is listed twice")
                    }
                }
            }
            for (index, notRead) in (report.filesNotRead ?? []).enumerated() {
                let steps: [JSONStep] = [.key("filesNotRead"), .index(index), .key("file")]
                if let problem = refusal(of: notRead.file) { return (steps, "filesNotRead[\(index)]: \(problem)") }
                guard files.insert(notRead.file).inserted else { return (steps, "\(DisplayText.brief(notRead.file)) is listed twice") }
            }
            let known = rules.union(BuiltInFindings.ids)
            for (index, violation) in report.violations.enumerated() {
                let steps: [JSONStep] = [.key("violations"), .index(index)]
                guard known.contains(violation.ruleId) else {
                    return (steps + [.key("ruleId")], "a finding of \(DisplayText.brief(violation.ruleId, limit: 60)), a rule the shard did not run")
                }
                if let fault = place(steps, file: violation.file, line: violation.line, column: violation.column) { return fault }
                for (number, related) in (violation.related ?? []).enumerated() {
                    if let fault = place(steps + [.key("related"), .index(number)], file: related.file, line: related.line, column: related.column) {
                        return fault
                    }
                }
            }
            for (index, entry) in shard.unusedIgnoreEntries.enumerated() {
                let steps: [JSONStep] = [.key("shard"), .key("unusedIgnoreEntries"), .index(index)]
                guard entry.ruleId == SuppressionFilter.ruleID else {
                    return (steps + [.key("ruleId")], "an unused ignore entry reported as \(DisplayText.brief(entry.ruleId, limit: 60)), not \(SuppressionFilter.ruleID)")
                }
                if let fault = place(steps, file: entry.file, line: entry.line, column: entry.column) { return fault }
            }
            for (index, error) in report.errors.enumerated() {
                if let fault = place([.key("errors"), .index(index)], file: error.file, line: error.line ?? 1, column: error.column ?? 1) {
                    return fault
                }
            }
            return nil
        }

        /// What is wrong with a place a finding or an error names, if anything.
        private mutating func place(_ steps: [JSONStep], file: String, line: Int, column: Int) -> ([JSONStep], String)? {
            if let problem = refusal(of: file) { return (steps + [.key("file")], "\(JSONStep.shown(steps + [.key("file")])): \(problem)") }
            guard line >= 0 else { return (steps + [.key("line")], "line \(line); a line is 0 or more") }
            guard column >= 0 else { return (steps + [.key("column")], "column \(column); a column is 0 or more") }
            return nil
        }

        /// Why a file a report names may not be merged: no path, or one outside the project.
        private mutating func refusal(of file: String) -> String? {
            paths.refusal(of: file).map { "\(DisplayText.brief(file)): \($0)" }
        }
    }
}
