import Foundation

/// What a `CheckRun` is asked to do: the values of `higlint check`'s options, so that the
/// command line, the pre-commit hook (`staged`), a test or another front end (an editor, a build
/// plugin) drive a run the same way.
public struct CheckOptions: Sendable {
    /// How a text report on standard output is coloured.
    public enum ColorMode: String, CaseIterable, Sendable {
        /// When standard output is a terminal and NO_COLOR is unset.
        case auto
        case always
        case never
    }

    /// Files and folders to check, relative to `workingDirectory`.
    public var paths: [String] = ["."]
    /// The reports (`--format`): each with its file, or without one for standard output. None
    /// means the text report on standard output.
    public var formats: [ReportRequest] = []
    /// Files for the reports of `formats` that name none (`--output`), in order; with more than
    /// one format they are refused, since it cannot be told which report each is for.
    public var outputs: [String] = []
    /// Warnings fail the run too (`--strict`).
    public var strict = false
    /// Says which files were passed over and why, and which configuration was read (`--verbose`).
    public var verbose = false
    public var color: ColorMode = .auto
    /// The configuration file (`--config`); nil: the nearest `.higlint.yml` at or above
    /// `workingDirectory`.
    public var configPath: String?
    /// Rules to run besides the configured ones (`--enable`).
    public var enabledRules: [String] = []
    /// Rules not to run (`--disable`), the findings higlint reports itself included.
    public var disabledRules: [String] = []
    /// Record today's violations in this file; the run then exits 0 unless a file could not be read.
    public var writeBaseline: String?
    /// Report only the violations this baseline does not hold.
    public var baseline: String?
    /// With `baseline`, report the baselined violations that are fixed.
    public var strictBaseline = false
    /// How many files to check at once (at least 1).
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Files larger than this many bytes are refused.
    public var maxFileSize: Int = ReaderLimits.default.maxFileSize
    /// Check the staged content of the files staged in git, not `paths` (for pre-commit hooks).
    public var staged = false
    /// Pass over named files that are not descriptions, as files found in folders are (for hooks).
    public var passOverNonDescriptions = false
    /// Show a progress line on standard error when it is a terminal (see `ProgressLine`);
    /// false: never (`--no-progress`).
    public var progress = true
    /// The HTML report draws the screens without findings too (`--draw-clean`); else it lists them.
    public var drawCleanScreens = false
    /// Check only this part of the files (`--shard K/N`), for a CI matrix; the shards' JSON
    /// reports merge into the report of one run (`MergeRun`).
    public var shard: Shard?
    /// Which fixes the run makes before it reports what is left: `.safe` (`--fix`), `.unsafe`
    /// (`--fix-unsafe`, the safe ones too); nil: none.
    public var fix: SuggestedFix.Safety?
    /// Print the fixes (`fix`'s, else the safe ones) as a unified diff on standard output and
    /// write no file (`--fix-dry-run`).
    public var fixDryRun = false
    /// The folder relative paths are read from, and where the configuration is looked for: the
    /// front end's working directory, read once at the command's start and passed down.
    public var workingDirectory: String

    public init(paths: [String] = ["."], workingDirectory: String) {
        self.paths = paths
        self.workingDirectory = workingDirectory
    }
}
