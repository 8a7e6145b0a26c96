import Foundation

/// What one `higlint check` found: plain values, in report order (`LintRun.run`).
public struct LintResult: Sendable {
    /// Paths of the descriptions checked, in order.
    public var filesChecked: [String] = []
    /// Files found in directories that parsed but are not descriptions.
    public var filesPassedOver: [String] = []
    public var violations: [Violation] = []
    public var errors: [FileError] = []
    /// Files a part of higlint installed on its own could not read (the Swift reader).
    public var filesNotRead: [FileNotRead] = []
    /// Violations left out because a baseline holds them.
    public var baselined = 0
    /// What `--verbose` tells besides: entries not followed and why (`path: reason`).
    var notes: [String] = []
    /// The screens of the files checked, by path, as a drawing report draws them: kept only when
    /// the run was asked to (`LintRun.keepsScreens`).
    var screens: [String: [KeptScreen]] = [:]
    /// With `LintRun.shard`, the files and icon folders of every shard of the run, as found: what
    /// makes the run one, which a shard's report records as a digest (`ShardRun`).
    var everyFile: [String] = []
    /// What the run read and checked, for the next pass of `--fix` to take where nothing changed:
    /// kept only when the run was asked to (`LintRun.keepsPass`).
    var pass: EarlierPass?

    public init(filesChecked: [String] = [], filesPassedOver: [String] = [], violations: [Violation] = [],
                errors: [FileError] = [], baselined: Int = 0) {
        self.filesChecked = filesChecked
        self.filesPassedOver = filesPassedOver
        self.violations = violations
        self.errors = errors
        self.baselined = baselined
    }
}

/// Reads and checks a set of paths: every file is read and checked, whatever the others hold.
/// Files are checked on up to `jobs` threads; the result does not depend on how many.
public struct LintRun: Sendable {
    var linter: Linter
    var limits: ReaderLimits
    /// Which files found in folders to check (the configuration's include and exclude); files
    /// named outright are always checked.
    var includes: (@Sendable (URL) -> Bool)?
    /// How many files to check at once.
    var jobs: Int
    /// The kind an Interface Builder view of a custom class is checked as (`.higlint.yml`'s
    /// `custom_classes`): a `FancySwitch` that IB knows only as a view is a switch.
    var customClasses: [String: String] = [:]
    /// Told of each file found and checked, for a progress line; nil: nobody is told.
    var progress: (any LintProgress)?
    /// Check only this shard's files (`--shard K/N`); nil: all of them.
    var shard: Shard?
    /// The path a shard is chosen by, for a path as found: relative to the project root, so that
    /// the shards of a run split its files alike from any folder (`RootRelativePaths`).
    var shardPath: @Sendable (String) -> String = { $0 }
    /// Which files' screens the result keeps for a report that draws them (`LintResult.screens`).
    var keepsScreens = ScreensKept.none
    /// A worker that has checked this many files goes on with rules of its own
    /// (`Linter.independentCopy()`), but for the first, which keeps the run's: decoding them costs
    /// about what checking 50 files does, which only a long run wins back.
    var filesBeforeOwnRules = 512
    /// The Xcode projects the walk found, read; nil when it found none.
    var shippingProjects: ShippingProjects?
    /// The configurations each file is judged under (its nearest `.higlint.yml` merged onto the
    /// ones above); nil: every file is judged by `linter`, `includes` and `customClasses`.
    var configurations: NestedConfigurations?
    /// Where a file found lies in the project, for the configuration search: a staged run checks
    /// copies in a scratch folder of files whose configurations are in the work tree.
    var originalLocation: (@Sendable (URL) -> URL)?
    /// The run checks part of the files it would check whole (`--staged`, named files, a shard):
    /// a suppression of a rule that compares screens is then not reported unused, since the
    /// screens it would have silenced a finding about may not have been checked.
    var isPartial = false
    /// What the storyboards that refer to others lend the scenes they name, by the path of the
    /// storyboard that holds them (`IBStoryboardReferences`).
    var lentContainers: [String: IBLentContainers] = [:]
    /// What the run's Swift and Objective-C files set at run time on the objects of its
    /// Interface Builder files (`CodeTextFacts`); nil when the run holds no code.
    var codeTextFacts: CodeTextFacts?
    /// The named colours of the run's asset catalogs (`AppColorSets`); nil when the run holds none.
    var appColorSets: AppColorSets?
    /// Whether the result keeps what was read and checked (`LintResult.pass`), for `--fix`.
    var keepsPass = false

    enum ScreensKept: Sendable {
        case none
        /// Of the files with findings of their own.
        case withFindings
        /// Of every file: the report draws the clean screens too.
        case all
    }

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
        var notRead: FileNotRead?
        /// What `--verbose` tells of the file.
        var notes: [String] = []
        var error: FileError?
        var findings = Linter.FileFindings()
        var rootKind: String?
        var screens: [KeptScreen]?
        /// The development region of the app that ships the file, when its Info.plist names one.
        var developmentRegion: String?
    }

    /// Checks the files and directories `paths`, relative to `workingDirectory`, and returns
    /// everything found, in report order: files in the order of their paths, each file's findings
    /// in order of place (`Violation.reportOrder`). A file named outright that is not a
    /// description is an error, unless `passOverNonDescriptions`: then it is treated like one found
    /// in a directory — passed over if it is not a description, and subject to include and exclude
    /// (for hooks, which name every `.xml` and `.json` file that changed).
    ///
    /// The run's shape: find the files, check each into its findings (on `jobs` threads), compare
    /// the screens across files, sort.
    public func run(paths: [String], workingDirectory: String,
                    passOverNonDescriptions: Bool = false, project: ProjectBoundary? = nil) -> LintResult {
        run(paths: paths, workingDirectory: workingDirectory, passOverNonDescriptions: passOverNonDescriptions, project: project,
            earlier: nil)
    }

    /// `run(paths:…)`, taking from `earlier` (an earlier pass of `--fix` over the same paths)
    /// what it holds instead of reading and checking it again.
    func run(paths: [String], workingDirectory: String, passOverNonDescriptions: Bool = false,
             project: ProjectBoundary? = nil, earlier: EarlierPass?) -> LintResult {
        var result = LintResult()
        var pass = EarlierPass()
        var candidates: [FileDiscovery.Candidate] = []
        /// The chain each candidate is judged under (with `configurations`).
        var candidateChains: [Int] = []
        var iconFolders: [FileDiscovery.IconFolder] = []
        var projectFolders: [FileDiscovery.XcodeProjectFolder] = []
        /// Every colour set found, whatever is checked: the app's catalogs lend a file its named colours.
        var colorSetFiles: [URL] = []
        /// The Objective-C headers found: the superclasses they declare are the code's.
        var headerFiles: [URL] = []
        FileDiscovery.walk(paths, workingDirectory: workingDirectory, project: project) { found in
            switch found {
            case .candidate(var candidate):
                if AppColorSets.isColorSetFile(candidate.url) { colorSetFiles.append(candidate.url) }
                if passOverNonDescriptions { candidate.explicit = false }
                var chain = 0
                if let configurations {
                    guard let found = configurations.chain(forFileAt: originalLocation?(candidate.url) ?? candidate.url) else {
                        result.notes.append("\(candidate.path): not checked: a configuration above it has an error")
                        return
                    }
                    chain = found
                    guard candidate.explicit || configurations.chain(at: found).includes(originalLocation?(candidate.url) ?? candidate.url) else { return }
                    if !candidate.explicit, let configuration = configurations.chain(at: found).developmentOnly(originalLocation?(candidate.url) ?? candidate.url) {
                        result.notes.append("\(candidate.path): passed over: its screens are for developers only (development_only of \(configuration))")
                        return
                    }
                } else {
                    guard candidate.explicit || includes?(candidate.url) ?? true else { return }
                }
                if shard != nil { result.everyFile.append(candidate.path) }
                guard shard?.contains(shardPath(candidate.path)) ?? true else { return }
                candidates.append(candidate)
                candidateChains.append(chain)
                progress?.fileFound()
            case .iconFolder(let folder):
                if shard != nil { result.everyFile.append(folder.path) }
                if shard?.containsFolder(shardPath(folder.path)) ?? true { iconFolders.append(folder) }
            case .error(let error):
                if shard?.contains(shardPath(error.file)) ?? true { result.errors.append(error) }
            case .passedOver(let path, let reason):
                result.notes.append("\(path): passed over: \(reason)")
            case .xcodeProject(let folder):
                projectFolders.append(folder)
            case .header(let url):
                headerFiles.append(url)
            }
        }
        progress?.discoveryFinished()
        let codeCandidates = candidates.filter { CodeLanguage(fileExtension: $0.url.pathExtension.lowercased()) != nil }
        let codeFiles = codeCandidates.map(\.url)
        // Read before the screens: a storyboard or xib is checked only once it is known to ship.
        let projects = projectFolders.isEmpty ? nil : earlier?.projects
            ?? ShippingProjects.read(projectFolders, limits: limits, jobs: jobs, readsSourcePhases: !codeFiles.isEmpty)
        pass.projects = projects
        result.errors += (projects?.errors ?? []).filter { shard?.contains(shardPath($0.file)) ?? true }
        // And what the app's code titles and sets: a text set at run time is not missing. Read before the
        // containers storyboards lend, whose controllers are read as their own file's check reads them.
        var testCodeOnly: (@Sendable (URL) -> Bool)?
        if let shipping = projects?.projects { testCodeOnly = { shipping.isTestCodeOnly($0.path) } }
        // The scenes' and segues' identifiers first: a method that holds one and that no line calls
        // names no scene and performs no segue.
        let codeFacts = codeFiles.isEmpty ? nil : earlier?.codeFacts ?? { () -> CodeTextFacts in
            let identifiers = IBSceneIdentifiers.find(in: candidates.map(\.url), maxFileSize: limits.maxFileSize, jobs: jobs)
            var facts = CodeTextFacts.read(codeFiles, maxFileSize: limits.maxFileSize, jobs: jobs, testCodeOnly: testCodeOnly,
                                           sceneIdentifiers: identifiers.scenes, segueIdentifiers: identifiers.segues,
                                           boundary: { codeCandidates[$0].boundary },
                                           headers: codeCandidates.contains { $0.url.pathExtension != "swift" } ? headerFiles : [])
            facts.interfaceNamedClasses = identifiers.namedClasses
            return facts
        }()
        pass.codeFacts = codeFacts
        // Read before the screens too: a scene another storyboard refers to is shown in its containers.
        let lending = IBStoryboardReferences.lend(
            IBStoryboardReferences.storyboards(candidates.map { ($0.url, $0.path, $0.explicit) },
                                               membership: projects.map { projects in { projects.projects.membership(ofFileAt: $0) } }),
            limits: limits, jobs: jobs, code: codeFacts)
        result.notes += lending.notes
        // And the colours the app names: a storyboard's named colour is its catalog's, light and dark.
        let colorSets = colorSetFiles.isEmpty ? nil : AppColorSets.read(colorSetFiles, maxFileSize: limits.maxFileSize, jobs: jobs)

        // The linter, custom classes and --verbose note of each chain the files found are judged under.
        var judges: [Int: Judge] = [:]
        if let configurations {
            for chain in Set(candidateChains) {
                let configuration = configurations.chain(at: chain)
                do {
                    judges[chain] = Judge(linter: try configurations.linter(forChain: chain), customClasses: configuration.customClasses,
                                          name: configuration.name)
                } catch {
                    result.errors.append(FileError(file: configuration.layers.last?.path ?? ".", message: "\(error)"))
                }
            }
        }

        var state = RunState()
        // Where the kept screens' wireframes are set aside; none kept when it cannot be made.
        let wireframes = keepsScreens == .none ? nil : Wireframes()
        let work = Array(zip(candidates, candidateChains)).filter { configurations == nil || judges[$0.1] != nil }
        let chainJudges = judges
        WorkerPool.forEach(work, jobs: jobs, makeTransform: { [self] worker in
            // Each worker checks with the run's rules, then, once it has checked
            // `filesBeforeOwnRules` files, with a copy of its own (see `Linter.independentCopy()`);
            // the first keeps the run's, which then no other worker uses.
            var run = self
            run.shippingProjects = projects?.projects
            var ownJudges = chainJudges
            run.lentContainers = lending.lent
            run.codeTextFacts = codeFacts
            run.appColorSets = colorSets
            var checked = 0
            return { item in
                let (candidate, chain) = item
                if let outcome = earlier?.files[candidate.path], lending.lent[candidate.path] == nil {
                    run.tell(outcome)
                    return (candidate, outcome)
                }
                checked += 1
                if worker != 0 && checked == filesBeforeOwnRules {
                    run.linter = run.linter.independentCopy()
                    ownJudges = ownJudges.mapValues { Judge(linter: $0.linter.independentCopy(), customClasses: $0.customClasses, name: $0.name) }
                }
                if let judge = ownJudges[chain] {
                    run.linter = judge.linter
                    run.customClasses = judge.customClasses
                }
                var outcome = run.checkAndTell(candidate, wireframes: wireframes)
                if let judge = ownJudges[chain], !outcome.checked.isEmpty {
                    outcome.notes.append("\(candidate.path): judged under \(judge.name)")
                }
                return (candidate, outcome)
            }
        }) { candidate, outcome in
            state.add(outcome, of: candidate.url, to: &result)
            if keepsPass { pass.files[candidate.path] = outcome }
        }
        state.silence(into: &result)
        if !lending.lent.isEmpty {
            // A container lent to another storyboard's scenes is judged in both files' screens: once is enough.
            var seen = Set<String>()
            result.violations = result.violations.filter { seen.insert("\($0.ruleID)\u{0}\($0.location)\u{0}\($0.message)").inserted }
        }

        // A folder of conventionally named icon files is an app of its own, unless an app
        // description in it already names its images.
        var folderChains: [String: Int] = [:]
        let legacyFolders = iconFolders.filter { folder in
            guard !state.foldersWithApps.contains(folder.url.standardizedFileURL.path) else { return false }
            guard let configurations else { return includes?(folder.url) ?? true }
            let location = originalLocation?(folder.url) ?? folder.url
            guard let chain = configurations.chain(forFolder: location), configurations.chain(at: chain).includes(location) else { return false }
            if judges[chain] == nil, let linter = try? configurations.linter(forChain: chain) {
                let configuration = configurations.chain(at: chain)
                judges[chain] = Judge(linter: linter, customClasses: configuration.customClasses, name: configuration.name)
            }
            folderChains[folder.path] = chain
            return true
        }.map {
            LegacyFolder(url: $0.url, path: $0.path, names: $0.names, project: $0.project ?? $0.projectOrigin?.boundary, format: $0.format)
        }
        let folderJudges = judges, chainOfFolder = folderChains
        let folderOutcomes = WorkerPool.map(legacyFolders, jobs: jobs) { [self] folder in
            if let outcome = earlier?.folders[folder.path] { return outcome }
            var run = self
            run.shippingProjects = projects?.projects
            if let chain = chainOfFolder[folder.path], let judge = folderJudges[chain] { run.linter = judge.linter }
            return run.check(folder)
        }
        for (folder, outcome) in zip(legacyFolders, folderOutcomes) {
            state.add(outcome, of: folder.url, to: &result)
            if keepsPass { pass.folders[folder.path] = outcome }
        }
        state.silence(into: &result)

        // What needs the whole run.
        let comparing = comparingLinter(judges)
        let crossScreen = state.suppressions.silence(rejudged(comparing.compareScreens(state.facts, jobs: jobs), workingDirectory: workingDirectory))
        // Whether a rule compares screens is asked only of a rule an unused suppression names: the
        // answer reads the rule's checks, which a run otherwise reads only for the kinds it meets.
        result.violations += crossScreen + state.suppressions.unused(
            enabledRuleIDs: { file in enabledRuleIDs(ofFile: file, workingDirectory: workingDirectory) },
            knownRuleIDs: Set(comparing.catalog.rules.map(\.id)),
            judged: { rule in !isPartial || !(comparing.catalog[rule]?.checks.contains { $0.primitive.asCrossScreen != nil } ?? false) })
        // A screen in several languages is judged once where its copies agree.
        result.violations = LocalizedCopies.merge(result.violations, files: result.filesChecked,
                                                  developmentRegions: state.developmentRegions)
        result.violations.sort(by: Violation.reportOrder)
        result.errors.sort(by: FileError.reportOrder)
        result.filesChecked.sort()
        result.filesPassedOver.sort()
        result.filesNotRead.sort { $0.file < $1.file }
        if keepsPass { result.pass = pass }
        return result
    }

    /// What a run gathers from file to file besides the result: the facts the cross-screen rules
    /// compare, the suppressions, the folders that hold an app description, and the findings and
    /// suppressions of the files added since the suppressions were last applied.
    private struct RunState {
        var facts = FactStore()
        var suppressions = SuppressionFilter()
        var foldersWithApps = Set<String>()
        /// The development region of each checked file's app, where known.
        var developmentRegions: [String: String] = [:]
        private var violations: [Violation] = []
        private var placed: [SuppressionFilter.Placed] = []

        /// Adds the outcome of checking one file to `result`; its violations wait for `silence`.
        mutating func add(_ outcome: FileOutcome, of url: URL, to result: inout LintResult) {
            result.filesChecked += outcome.checked
            if let passedOver = outcome.passedOver { result.filesPassedOver.append(passedOver) }
            if let notRead = outcome.notRead { result.filesNotRead.append(notRead) }
            result.notes += outcome.notes
            if let error = outcome.error { result.errors.append(error) }
            result.errors += outcome.findings.errors
            violations += outcome.findings.violations
            for (key, more) in outcome.findings.facts.sorted(by: { $0.key < $1.key }) { facts.add(more, for: key) }
            placed += outcome.findings.suppressions
            if outcome.rootKind == "app" { foldersWithApps.insert(url.deletingLastPathComponent().standardizedFileURL.path) }
            if let screens = outcome.screens, let path = outcome.checked.first { result.screens[path] = screens }
            if let region = outcome.developmentRegion, let path = outcome.checked.first { developmentRegions[path] = region }
        }

        /// Adds the violations of the files added since the last call to `result`, less the ones
        /// their suppressions silence.
        mutating func silence(into result: inout LintResult) {
            result.violations += suppressions.silence(violations, adding: placed)
            violations = []
            placed = []
        }
    }

    /// What judges the files of one configuration chain.
    struct Judge: Sendable {
        var linter: Linter
        var customClasses: [String: String]
        /// The chain's configurations, as `--verbose` names them.
        var name: String
    }

    /// The linter that compares the run's screens: the run's, or with configurations, the run's
    /// rules (the configuration nearest the working directory) with every rule some chain runs,
    /// so that each screen's facts are compared; `rejudged` then gives each finding its own file's
    /// severity, or drops it where its file's configuration does not run the rule.
    private func comparingLinter(_ judges: [Int: Judge]) -> Linter {
        guard !judges.isEmpty else { return linter }
        let enabled = Set(judges.values.flatMap { $0.linter.enabledRules.map(\.id) })
        var comparing = Linter(catalog: linter.catalog, enabledRuleIDs: enabled)
        comparing.writesElementPaths = judges.values.contains { $0.linter.writesElementPaths }
        return comparing
    }

    /// Cross-screen findings as the configuration of each one's file judges them.
    private func rejudged(_ violations: [Violation], workingDirectory: String) -> [Violation] {
        guard let configurations else { return violations }
        return violations.compactMap { violation in
            guard let chain = chain(ofFile: violation.location.file, workingDirectory: workingDirectory),
                  let enabled = try? configurations.enabledRuleIDs(ofChain: chain), enabled.contains(violation.ruleID) else { return nil }
            var judged = violation
            if let severity = configurations.chain(at: chain).ruleSettings[violation.ruleID]?.severity { judged.severity = severity }
            return judged
        }
    }

    /// The chain the file a finding names (relative to `workingDirectory`) is judged under.
    private func chain(ofFile file: String, workingDirectory: String) -> Int? {
        guard let configurations else { return nil }
        let absolute = file.hasPrefix("/") ? file : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + file
        let url = URL(fileURLWithPath: absolute)
        return configurations.chain(forFileAt: originalLocation?(url) ?? url)
    }

    /// The rules that ran on a file a finding names.
    private func enabledRuleIDs(ofFile file: String, workingDirectory: String) -> Set<String> {
        guard configurations != nil else { return Set(linter.enabledRules.map(\.id)) }
        guard let chain = chain(ofFile: file, workingDirectory: workingDirectory),
              let enabled = try? configurations?.enabledRuleIDs(ofChain: chain) else { return [] }
        return enabled
    }

    struct LegacyFolder: Sendable {
        var url: URL
        var path: String
        var names: [String]
        var project: ProjectBoundary?
        var format: any FolderInputFormat
    }

    /// Checks one file, and tells `progress` of it.
    private func checkAndTell(_ candidate: FileDiscovery.Candidate, wireframes: Wireframes?) -> FileOutcome {
        let outcome = check(candidate, wireframes: wireframes)
        tell(outcome)
        return outcome
    }

    /// Tells `progress` of a file checked.
    private func tell(_ outcome: FileOutcome) {
        if let progress {
            // The file's findings less the ones its own suppressions silence.
            var own = SuppressionFilter.FileSuppressions()
            for placed in outcome.findings.suppressions { own.add(placed) }
            let findings = outcome.findings.violations.count { !own.silence($0) }
            progress.fileChecked(findings: findings + (outcome.error == nil ? 0 : 1))
        }
    }

    /// Reads and checks one file: each description it holds (a storyboard holds many screens).
    /// A finding that several of them share (a navigation controller's bar, lent to every scene
    /// it holds) is reported once. The screens are kept, as `keepsScreens` says, with their
    /// wireframes set aside in `wireframes`.
    func check(_ candidate: FileDiscovery.Candidate, wireframes: Wireframes? = nil) -> FileOutcome {
        var outcome = FileOutcome()
        var app: AppContext?
        if let shippingProjects, !candidate.explicit, CodeLanguage(fileExtension: candidate.url.pathExtension.lowercased()) != nil,
           let reason = shippingProjects.codeNotForIOS(ofFileAt: candidate.url.path) {
            outcome.passedOver = candidate.path
            outcome.notes = ["\(candidate.path): passed over: \(reason)"]
            return outcome
        }
        if let shippingProjects, InterfaceFile.isInterfaceBuilderPath(candidate.url.path.lowercased()) {
            switch shippingProjects.membership(ofFileAt: candidate.url.path) {
            case .notShipped(let reason) where !candidate.explicit:
                outcome.passedOver = candidate.path
                outcome.notes = ["\(candidate.path): passed over: \(reason)"]
                return outcome
            case .shipped(let shipping):
                app = shipping
                // A build setting (`$(DEVELOPMENT_LANGUAGE)`) names no language the file can be matched with.
                if let region = shipping.app.info?.developmentRegion, !region.hasPrefix("$(") { outcome.developmentRegion = region }
            case .notShipped, .underNoProject: break
            }
        }
        var namedColors: AppColorSets.Lookup?
        if let appColorSets, InterfaceFile.isInterfaceBuilderPath(candidate.url.path.lowercased()) {
            namedColors = AppColorSets.Lookup(sets: appColorSets,
                                              scope: shippingProjects?.colorScope(ofFileAt: candidate.url.path) ?? .nearest(candidate.url.path))
        }
        let read = InputFormats.read(url: candidate.url, path: candidate.path, limits: limits, lent: lentContainers[candidate.path],
                                        code: codeTextFacts?.scoped(toFileAt: candidate.url), namedColors: namedColors,
                                        project: candidate.project, projectOrigin: candidate.projectOrigin)
        switch read {
        case .descriptions(let descriptions, let notes):
            outcome.checked = [candidate.path]
            outcome.notes = notes.map { "\(candidate.path): \($0)" }
            var checked: [ScreenDescription] = []
            // A storyboard or xib named, or kept in a folder named, for the app's developers (`Debug.storyboard`,
            // `Internal/`) holds screens for them: judged, for information only, as alerts in such code are.
            var relativePath: String?
            // The project what the file refers to is read in: found once for all its screens.
            let boundary = candidate.boundary
            for var description in descriptions {
                if let app { description.belong(to: app) }
                if description.syntax == .interfaceBuilder, description.developmentHint == nil {
                    let path = relativePath ?? DevelopmentOnlyTypes.projectRelativePath(of: candidate.url, within: boundary)
                        ?? candidate.url.lastPathComponent
                    relativePath = path
                    // The file's name first: the screens of one file, and a bar they share, give one reason.
                    description.developmentHint = DevelopmentScreenHint.hint(type: nil, relativePath: path)
                        ?? DevelopmentScreenHint.hint(type: description.root.string("customClass"), relativePath: "")
                }
                if !customClasses.isEmpty && description.syntax == .interfaceBuilder {
                    Self.applyCustomClasses(customClasses, to: &description.root)
                }
                ImageResolver.resolve(&description, baseDirectory: candidate.url.deletingLastPathComponent(),
                                      displayDirectory: (candidate.path as NSString).deletingLastPathComponent,
                                      boundary: boundary, maxFileSize: limits.maxFileSize, thumbnails: wireframes != nil)
                var findings = linter.inspect(description)
                if let hint = description.developmentHint { DevelopmentScreenHint.lower(&findings.violations, hint: hint) }
                outcome.notes += findings.notes.map { "\(candidate.path):\($0)" }
                if descriptions.count == 1 {
                    outcome.findings = findings
                } else {
                    outcome.findings.violations += findings.violations
                    for (key, facts) in findings.facts { outcome.findings.facts[key, default: []] += facts }
                    outcome.findings.suppressions += findings.suppressions
                    outcome.findings.errors += findings.errors
                }
                outcome.rootKind = description.root.kind
                if wireframes != nil { checked.append(description) }
            }
            // Drawn as they were checked (custom classes given their kinds), icons and launch images
            // with the pictures their check decoded.
            if let wireframes, keepsScreens == .all || keepsScreens == .withFindings && !outcome.findings.violations.isEmpty {
                outcome.screens = KeptScreen.screens(of: checked, findings: outcome.findings.violations,
                                                     facts: outcome.findings.facts.values.flatMap { $0 }, images: { ScreenPictures.of($0) },
                                                     wireframes: wireframes)
            }
            if descriptions.count > 1 {
                var seen = Set<String>()
                outcome.findings.violations = outcome.findings.violations.filter {
                    seen.insert("\($0.ruleID)\u{0}\($0.location)\u{0}\($0.message)").inserted
                }
                outcome.findings.violations.sort(by: Violation.reportOrder)
            }
        case .passedOver(let reason) where candidate.explicit && InputFormats.format(for: candidate.url)?.mayHoldNothing == true:
            // Named outright (by an editor, say), it is checked and has nothing to report.
            outcome.checked = [candidate.path]
            outcome.notes = ["\(candidate.path): \(reason)"]
        case .passedOver(let reason) where candidate.explicit:
            outcome.error = FileError(file: candidate.path, message: reason)
        case .passedOver(let reason):
            outcome.passedOver = candidate.path
            outcome.notes = ["\(candidate.path): passed over: \(reason)"]
        case .failure(let error) where !candidate.explicit && !ScreenDescription.isNamedAsDescription(candidate.path)
                                       && InputFormats.format(for: candidate.url)?.sharesItsExtensions == true:
            // A test fixture, a Core Data model: nothing says it was meant to be a description.
            let position = error.line.map { line in ":\(line)" + (error.column.map { ":\($0)" } ?? "") } ?? ""
            outcome.passedOver = candidate.path
            outcome.notes = ["\(candidate.path)\(position): passed over: not a screen description, and it cannot be parsed: \(error.message)"]
        case .failure(let error):
            outcome.error = FileError(file: candidate.path, line: error.line, column: error.column, message: error.message)
        case .notRead(let reason):
            outcome.notRead = FileNotRead(file: candidate.path, reason: reason)
            outcome.notes = ["\(candidate.path): not read: \(reason)"]
        }
        return outcome
    }

    /// Gives the views of a mapped custom class the kind the configuration names.
    static func applyCustomClasses(_ classes: [String: String], to element: inout Element) {
        if element.kind == "view", let name = element.string("customClass"), let kind = classes[name] { element.kind = kind }
        for index in element.children.indices { applyCustomClasses(classes, to: &element.children[index]) }
    }

    /// Checks a folder a folder format claims (conventionally named icon files) as an app.
    func check(_ folder: LegacyFolder) -> FileOutcome {
        var description = folder.format.description(of: folder.names, displayDirectory: folder.path)
        if let shippingProjects {
            LegacyIconFiles.markFullScreenLaunchImages(&description,
                                                       declared: shippingProjects.fullScreenLaunchImageNames(forFolderAt: folder.url.path))
        }
        ImageResolver.resolve(&description, baseDirectory: folder.url, displayDirectory: folder.path, boundary: folder.project,
                              maxFileSize: limits.maxFileSize)
        var outcome = FileOutcome()
        outcome.checked = description.root.children.map(\.location.file)
        outcome.findings = linter.inspect(description)
        return outcome
    }
}
