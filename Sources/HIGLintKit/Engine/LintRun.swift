import Foundation

/// Everything one `higlint check` found.
public struct LintResult: Sendable {
    /// Paths of the descriptions checked, in order.
    public var filesChecked: [String] = []
    /// Files found in directories that parsed but are not descriptions.
    public var filesPassedOver: [String] = []
    public var violations: [Violation] = []
    public var errors: [FileError] = []
    /// Violations left out because a baseline holds them.
    public var baselined = 0

    public var filesWithViolations: Int { Set(violations.map(\.location.file)).count }

    public func count(of severity: Severity) -> Int { violations.filter { $0.severity == severity }.count }
}

/// Reads and checks a set of paths: every file is read and checked, whatever the others hold.
/// Files are checked on up to `jobs` threads; the result does not depend on how many.
public struct LintRun: Sendable {
    public var linter: Linter
    public var limits: ReaderLimits
    /// Which files found in folders to check (the configuration's include and exclude); files
    /// named outright are always checked.
    public var includes: (@Sendable (URL) -> Bool)?
    /// How many files to check at once.
    public var jobs: Int

    public init(linter: Linter, limits: ReaderLimits = .default, includes: (@Sendable (URL) -> Bool)? = nil,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.linter = linter
        self.limits = limits
        self.includes = includes
        self.jobs = jobs
    }

    /// What checking one file gave.
    struct FileOutcome: Sendable {
        var checked: [String] = []
        var passedOver: String?
        var error: FileError?
        var findings = Linter.FileFindings()
        var rootKind: String?
    }

    /// Checks the files and directories `paths`, relative to `workingDirectory`. A file named
    /// outright that is not a description is an error, unless `passOverNonDescriptions`: then it
    /// is treated like one found in a directory — passed over if it is not a description, and
    /// subject to include and exclude (for hooks, which name every `.xml` and `.json` file that
    /// changed).
    public func run(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
                    passOverNonDescriptions: Bool = false) -> LintResult {
        let discovery = FileDiscovery.discover(paths, workingDirectory: workingDirectory)
        let candidates = discovery.candidates
            .map { candidate in
                var candidate = candidate
                if passOverNonDescriptions { candidate.explicit = false }
                return candidate
            }
            .filter { $0.explicit || includes?($0.url) ?? true }
        let outcomes = ParallelMap.map(candidates, jobs: jobs) { check($0) }

        // A folder of conventionally named icon files is an app of its own, unless an app
        // description in it already names its images.
        let foldersWithApps = Set(zip(candidates, outcomes).compactMap { candidate, outcome in
            outcome.rootKind == "app" ? candidate.url.deletingLastPathComponent().standardizedFileURL.path : nil
        })
        let legacyFolders = discovery.legacyIconFolders.filter {
            !foldersWithApps.contains($0.url.standardizedFileURL.path) && includes?($0.url) ?? true
        }
        let legacyOutcomes = ParallelMap.map(legacyFolders.map { LegacyFolder(url: $0.url, path: $0.path, names: $0.names) }, jobs: jobs) {
            check($0)
        }

        var result = LintResult()
        result.errors = discovery.errors
        var facts: [String: [ScreenFact]] = [:]
        var suppressions: [SuppressionFilter.Placed] = []
        for outcome in outcomes + legacyOutcomes {
            result.filesChecked += outcome.checked
            if let passedOver = outcome.passedOver { result.filesPassedOver.append(passedOver) }
            if let error = outcome.error { result.errors.append(error) }
            result.violations += outcome.findings.violations
            // Appended in place: merging with + would copy the growing arrays once per file.
            for (key, more) in outcome.findings.facts { facts[key, default: []].append(contentsOf: more) }
            suppressions += outcome.findings.suppressions
        }
        result.violations = linter.applySuppressions(result.violations + linter.compareScreens(facts), suppressions)
        result.errors.sort(by: FileError.reportOrder)
        return result
    }

    struct LegacyFolder: Sendable {
        var url: URL
        var path: String
        var names: [String]
    }

    /// Reads and checks one file.
    func check(_ candidate: FileDiscovery.Candidate) -> FileOutcome {
        var outcome = FileOutcome()
        switch DescriptionReader.read(url: candidate.url, path: candidate.path, limits: limits) {
        case .description(var description):
            outcome.checked = [candidate.path]
            ImageResolver.resolve(&description, baseDirectory: candidate.url.deletingLastPathComponent(),
                                  displayDirectory: (candidate.path as NSString).deletingLastPathComponent,
                                  maxFileSize: limits.maxFileSize)
            outcome.findings = linter.inspect(description)
            outcome.rootKind = description.root.kind
        case .notADescription where candidate.explicit:
            outcome.error = FileError(file: candidate.path, message: "not a screen description: the root must be <screen> or <app> (a \"type\" of \"screen\" or \"app\" in JSON)")
        case .notADescription:
            outcome.passedOver = candidate.path
        case .failure(let error):
            outcome.error = FileError(file: candidate.path, line: error.line, column: error.column, message: error.message)
        }
        return outcome
    }

    /// Checks a folder of conventionally named icon files as an app.
    func check(_ folder: LegacyFolder) -> FileOutcome {
        var description = LegacyIconFiles.description(of: folder.names, displayDirectory: folder.path)
        ImageResolver.resolve(&description, baseDirectory: folder.url, displayDirectory: folder.path, maxFileSize: limits.maxFileSize)
        var outcome = FileOutcome()
        outcome.checked = description.root.children.map(\.location.file)
        outcome.findings = linter.inspect(description)
        return outcome
    }
}
