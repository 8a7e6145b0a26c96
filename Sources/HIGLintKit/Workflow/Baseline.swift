import Foundation

/// The violations a project has accepted for now (`--write-baseline`), so that a run reports only
/// new ones (`--baseline`). Entries match by file, rule and element path (for an element of an
/// Interface Builder file, by its id), not by line, so that moving lines does not bring old
/// violations back; several alike violations match as many entries.
struct Baseline: Codable, Sendable, Equatable {
    struct Entry: Codable, Sendable, Hashable {
        var file: String
        var ruleId: String
        var elementPath: String
        /// For people reading the file; not used to match.
        var message: String

        var key: String { "\(file)\u{0}\(ruleId)\u{0}\(Self.matchedPath(elementPath))" }

        /// What of a path an entry matches by: the whole path, or for an element of an Interface
        /// Builder file its id (the last `#id` in the path), which Xcode keeps while titles,
        /// scene names and positions change.
        static func matchedPath(_ path: String) -> String {
            guard let hash = path.range(of: " #", options: .backwards) ?? path.range(of: "[#", options: .backwards) else { return path }
            let rest = path[hash.upperBound...]
            guard let end = rest.firstIndex(of: "]") else { return path }
            return "#" + rest[..<end]
        }
    }

    static let ruleIDFixed = "baseline-fixed"

    /// 2: the files are relative to the project root (`ProjectRoot`), so that a baseline matches
    /// from any folder. 1 (before): relative to the folder the baseline was written from, which
    /// a run reads as relative to its own working directory, as it always did.
    static let currentVersion = 2

    var version = Baseline.currentVersion
    var violations: [Entry]

    /// A baseline of `violations`, whose paths are relative to the project root.
    init(_ violations: [Violation]) {
        self.violations = violations.map {
            Entry(file: $0.location.file, ruleId: $0.ruleID, elementPath: $0.elementPath, message: $0.message)
        }
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Reads a baseline (`path` relative to `workingDirectory`), with its files relative to the
    /// root of `paths`: those of a version 1 baseline, relative to `workingDirectory`, are moved
    /// there. A file that is not a baseline is refused with the reason and, for a syntax
    /// error, its line and column. So is an entry whose file lies outside every one of `projects`
    /// (by default the project of `workingDirectory`): a baseline is a file anyone could have
    /// written, and with `--strict-baseline` its entries become findings that the visual report
    /// opens to draw.
    static func load(_ path: String, workingDirectory: String, paths: RootRelativePaths,
                     projects: [ProjectBoundary]? = nil) throws(Failure) -> Baseline {
        let data: Data
        let location = path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
        switch TextFile.bytes(location) {
        case .success(let bytes): data = bytes
        case .failure(let problem): throw Failure(description: "\(path): error: cannot read the baseline: \(problem.message)")
        }
        let parsed = data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Result<JSONValue, Failure> in
            let bytes = raw.bindMemory(to: UInt8.self)
            do {
                return .success(try JSONParser.parse(bytes, maxDepth: 16, depthLimitMessage: "nested deeper than a baseline is"))
            } catch let error as JSONParser.Failure {
                let position = LineIndex(bytes).position(of: error.offset)
                return .failure(Failure(description: "\(path):\(position.line):\(position.column): error: not a higlint baseline: \(error.message)"))
            } catch {
                return .failure(Failure(description: "\(path):1:1: error: not a higlint baseline: not JSON"))
            }
        }
        let tree: JSONValue
        switch parsed {
        case .success(let value): tree = value
        case .failure(let failure): throw failure
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch let error as DecodingError {
            throw Failure(description: "\(path): error: not a higlint baseline: \(describe(error))")
        } catch {
            throw Failure(description: "\(path): error: not a higlint baseline (\(error.localizedDescription))")
        }
        guard (1...currentVersion).contains(baseline.version) else {
            throw Failure(description: "\(path): error: baseline version \(baseline.version) is not known (1 and \(currentVersion) are)")
        }
        var check = ReportedPathCheck(projects: projects ?? [ProjectBoundary.of(".", workingDirectory: workingDirectory)],
                                      workingDirectory: baseline.version == 1 ? workingDirectory : paths.root.path)
        for (index, entry) in baseline.violations.enumerated() {
            guard let refusal = check.refusal(of: entry.file) else { continue }
            let offset = tree.deepest(along: [.key("violations"), .index(index), .key("file")]).offset
            let position = data.withUnsafeBytes { LineIndex($0.bindMemory(to: UInt8.self)).position(of: offset) }
            throw Failure(description: "\(path):\(position.line):\(position.column): error: the baseline names a file outside the project, \(DisplayText.brief(entry.file)): \(refusal)")
        }
        guard baseline.version == 1 else { return baseline }
        var moved = baseline
        moved.version = currentVersion
        let fromRoot = RootRelativePaths(root: paths.root, workingDirectory: workingDirectory)
        for index in moved.violations.indices { moved.violations[index].file = fromRoot.relative(moved.violations[index].file) }
        return moved
    }

    /// Where in the document a decoding error is, as `violations[3].ruleId`.
    private static func describe(_ error: DecodingError) -> String {
        func path(_ codingPath: [CodingKey]) -> String {
            codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().drop { $0 == "." }.description
        }
        switch error {
        case .keyNotFound(let key, let context):
            let parent = path(context.codingPath)
            return "\(parent.isEmpty ? "" : parent + ".")\(key.stringValue) is missing"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "\(path(context.codingPath)) must be \(type == String.self ? "text" : type == Int.self ? "a whole number" : "\(type)")"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    func write(to path: String, workingDirectory: String) throws {
        var json = PrettyJSONWriter()
        try json.value(self)
        try AtomicFile.write(json.text + "\n", to: path, workingDirectory: workingDirectory)
    }

    /// The violations the baseline does not hold; with `reportFixed`, each entry that no longer
    /// matches a violation is reported too (rule `baseline-fixed`), so that the baseline shrinks.
    func filter(_ violations: [Violation], reportFixed: Bool) -> [Violation] {
        var matcher = Matcher(self)
        let new = matcher.filter(violations)
        return reportFixed ? (new + matcher.fixed()).sorted(by: Violation.reportOrder) : new
    }

    /// Matches the violations of a run against the baseline part by part.
    struct Matcher {
        private let baseline: Baseline
        private var remaining: [String: Int] = [:]

        init(_ baseline: Baseline) {
            self.baseline = baseline
            for entry in baseline.violations { remaining[entry.key, default: 0] += 1 }
        }

        /// The violations the baseline does not hold (each entry holds one).
        mutating func filter(_ violations: [Violation]) -> [Violation] {
            violations.filter { violation in
                let key = Entry(file: violation.location.file, ruleId: violation.ruleID, elementPath: violation.elementPath, message: "").key
                guard let count = remaining[key], count > 0 else { return true }
                remaining[key] = count - 1
                return false
            }
        }

        /// A `baseline-fixed` finding for each entry no violation has matched so far.
        func fixed() -> [Violation] {
            var reported = Set<String>()
            return baseline.violations.filter { (remaining[$0.key] ?? 0) > 0 && reported.insert($0.key).inserted }.map { entry in
                Violation(
                    ruleID: Baseline.ruleIDFixed, severity: .error,
                    message: "\(entry.ruleId) at \(entry.elementPath) is fixed; remove it from the baseline (rewrite it with --write-baseline)",
                    location: SourceLocation(file: entry.file, line: 1, column: 1), elementPath: entry.elementPath, citation: nil)
            }
        }
    }
}
