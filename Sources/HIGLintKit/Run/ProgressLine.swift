import Foundation

/// The line that tells, on a terminal, how far a long run has got: "120 files checked, 3
/// findings" while files are still being found, "120 of 3400 files checked, 3 findings" once
/// all are. The findings are each file's own, as it is checked (see `LintProgress`). It appears only once the run has lasted `delay`, is rewritten in place (a carriage
/// return, then the line cleared) at most once every `interval`, and is erased by `finish()`.
/// Whether to show one at all is `shouldShow(isTerminal:environment:)`'s decision: never in CI
/// logs or pipes.
///
/// Updates come from several threads (see `LintProgress`); the clock and the sink are injected,
/// so that tests see exactly what is written when.
public final class ProgressLine: LintProgress, @unchecked Sendable {
    /// What the line tells.
    struct Counts: Equatable, Sendable {
        var filesFound = 0
        var filesChecked = 0
        /// Whether every file has been found (`filesFound` is the total).
        var discoveryFinished = false
        var findings = 0

        init(filesFound: Int = 0, filesChecked: Int = 0, discoveryFinished: Bool = false, findings: Int = 0) {
            self.filesFound = filesFound
            self.filesChecked = filesChecked
            self.discoveryFinished = discoveryFinished
            self.findings = findings
        }
    }

    /// Guards everything below.
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> Double
    private let start: Double
    private let delay: Double
    private let interval: Double
    /// The terminal's width: the line is cut short of it, so that it never wraps.
    private let width: Int?
    private var counts = Counts()
    /// Whether a line is on the terminal now.
    private var shown = false
    private var lastDrawn: Double?
    /// How many `pausing` calls are under way: the line is not drawn meanwhile.
    private var pauses = 0
    private var finished = false

    /// - Parameters:
    ///   - write: where the line goes (standard error).
    ///   - clock: the time in seconds, from any origin, never going back.
    ///   - delay: how long a run goes before the line appears.
    ///   - interval: the least time between two drawings of the line.
    ///   - width: the terminal's width, when it is known.
    init(write: @escaping @Sendable (String) -> Void, clock: @escaping @Sendable () -> Double = ProgressLine.uptime,
                delay: Double = 1, interval: Double = 0.1, width: Int? = nil) {
        self.write = write
        self.clock = clock
        self.delay = delay
        self.interval = interval
        self.width = width
        start = clock()
    }

    /// Seconds since the system started.
    static let uptime: @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }

    /// Whether a progress line belongs on standard error: only when it is a terminal that can
    /// rewrite a line (TERM is not `dumb`), and not in CI (CI set, to anything but `false` or `0`).
    static func shouldShow(isTerminal: Bool, environment: [String: String]) -> Bool {
        guard isTerminal, environment["TERM"] != "dumb" else { return false }
        if let ci = environment["CI"], !ci.isEmpty, ci.lowercased() != "false", ci != "0" { return false }
        return true
    }

    /// Whether the line tells the findings: not when a baseline, an ignore list or a silenced
    /// finding leaves out some of them only once they are reported (the count would be more than
    /// the run reports). Set before the run starts.
    var showsFindings = true

    /// The line for `counts`, with the findings or without.
    static func text(_ counts: Counts, findings: Bool = true) -> String {
        let files = counts.discoveryFinished
            ? "\(counts.filesChecked) of \(counts.filesFound) \(counts.filesFound == 1 ? "file" : "files") checked"
            : "\(counts.filesChecked) \(counts.filesChecked == 1 ? "file" : "files") checked"
        guard findings else { return files }
        return "\(files), \(counts.findings) \(counts.findings == 1 ? "finding" : "findings")"
    }

    /// What erases the line: back to its start, and the line cleared.
    static let erase = "\r\u{1B}[K"

    func fileFound() { update { $0.filesFound += 1 } }

    func discoveryFinished() { update { $0.discoveryFinished = true } }

    func fileChecked(findings: Int) {
        update {
            $0.filesChecked += 1
            $0.findings += findings
        }
    }

    /// Runs `body`, which writes to the terminal, with the line erased and not drawn meanwhile;
    /// it comes back with the next update.
    func pausing<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        if shown { write(Self.erase); shown = false }
        pauses += 1
        lock.unlock()
        defer {
            lock.lock()
            pauses -= 1
            lock.unlock()
        }
        return try body()
    }

    /// Erases the line, if it is shown, for good: the run is over.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if shown { write(Self.erase); shown = false }
        finished = true
    }

    private func update(_ change: (inout Counts) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        change(&counts)
        guard !finished, pauses == 0 else { return }
        let now = clock()
        guard now - start >= delay else { return }
        if let lastDrawn, now - lastDrawn < interval { return }
        var line = Self.text(counts, findings: showsFindings)
        if let width, width > 1, line.count >= width { line = String(line.prefix(width - 1)) }
        write("\r" + line + "\u{1B}[K")
        shown = true
        lastDrawn = now
    }
}
