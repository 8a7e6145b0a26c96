import Foundation

/// Everything one `higlint check` found.
public struct LintResult: Sendable {
    /// Paths of the descriptions checked, in order.
    public var filesChecked: [String] = []
    /// Files found in directories that parsed but are not descriptions.
    public var filesPassedOver: [String] = []
    public var violations: [Violation] = []
    public var errors: [FileError] = []

    public var filesWithViolations: Int { Set(violations.map(\.location.file)).count }

    public func count(of severity: Severity) -> Int { violations.filter { $0.severity == severity }.count }
}

/// Reads and checks a set of paths: every file is read and checked, whatever the others hold.
public struct LintRun {
    public var linter: Linter
    public var limits: ReaderLimits

    public init(linter: Linter, limits: ReaderLimits = .default) {
        self.linter = linter
        self.limits = limits
    }

    /// Checks the files and directories `paths`, relative to `workingDirectory`. A file named
    /// outright that is not a description is an error, unless `passOverNonDescriptions`: then it
    /// is passed over like one found in a directory (for hooks, which name every `.xml` and
    /// `.json` file that changed).
    public func run(paths: [String], workingDirectory: String = FileManager.default.currentDirectoryPath,
                    passOverNonDescriptions: Bool = false) -> LintResult {
        let discovery = FileDiscovery.discover(paths, workingDirectory: workingDirectory)
        var result = LintResult()
        result.errors = discovery.errors
        var facts: [String: [ScreenFact]] = [:]
        var foldersWithApps = Set<String>()
        for candidate in discovery.candidates {
            var candidate = candidate
            if passOverNonDescriptions { candidate.explicit = false }
            if check(candidate, into: &result, facts: &facts) == "app" {
                foldersWithApps.insert(candidate.url.deletingLastPathComponent().standardizedFileURL.path)
            }
        }
        // A folder of conventionally named icon files is an app of its own, unless an app
        // description in it already names its images.
        for folder in discovery.legacyIconFolders where !foldersWithApps.contains(folder.url.standardizedFileURL.path) {
            var description = LegacyIconFiles.description(of: folder.names, displayDirectory: folder.path)
            ImageResolver.resolve(&description, baseDirectory: folder.url, displayDirectory: folder.path, maxFileSize: limits.maxFileSize)
            result.filesChecked += description.root.children.map(\.location.file)
            let findings = linter.inspect(description)
            result.violations += findings.violations
            facts.merge(findings.facts) { $0 + $1 }
        }
        result.violations += linter.compareScreens(facts)
        result.violations.sort(by: Violation.reportOrder)
        result.errors.sort(by: FileError.reportOrder)
        return result
    }

    /// Reads and checks one file; returns the root kind of a description it checked.
    @discardableResult
    func check(_ candidate: FileDiscovery.Candidate, into result: inout LintResult, facts: inout [String: [ScreenFact]]) -> String? {
        switch DescriptionReader.read(url: candidate.url, path: candidate.path, limits: limits) {
        case .description(var description):
            result.filesChecked.append(candidate.path)
            ImageResolver.resolve(&description, baseDirectory: candidate.url.deletingLastPathComponent(),
                                  displayDirectory: (candidate.path as NSString).deletingLastPathComponent,
                                  maxFileSize: limits.maxFileSize)
            let findings = linter.inspect(description)
            result.violations += findings.violations
            facts.merge(findings.facts) { $0 + $1 }
            return description.root.kind
        case .notADescription where candidate.explicit:
            result.errors.append(FileError(file: candidate.path, message: "not a screen description: the root must be <screen> or <app> (a \"type\" of \"screen\" or \"app\" in JSON)"))
        case .notADescription:
            result.filesPassedOver.append(candidate.path)
        case .failure(let error):
            result.errors.append(FileError(file: candidate.path, line: error.line, column: error.column, message: error.message))
        }
        return nil
    }
}
