import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The progress line of long runs: when it appears, how often it is drawn, that it goes at the
/// end, and that it never shows where there is no terminal to rewrite.
struct ProgressLineTests {
    /// What the line wrote, write by write.
    final class Sink: @unchecked Sendable {
        private let lock = NSLock()
        private var pieces: [String] = []
        var writes: [String] { lock.withLock { pieces } }
        func append(_ text: String) { lock.withLock { pieces.append(text) } }
    }

    static func line(_ clock: FakeClock, _ sink: Sink) -> ProgressLine {
        ProgressLine(write: { sink.append($0) }, clock: { clock.read() })
    }

    @Test("nothing is drawn in the first second; then the line is drawn in place, and erased at the end")
    func delayAndErase() {
        let clock = FakeClock(), sink = Sink()
        let line = Self.line(clock, sink)
        line.fileFound()
        line.fileFound()
        clock.set(0.5)
        line.fileChecked(findings: 0)
        #expect(sink.writes.isEmpty)
        clock.set(1.0)
        line.fileChecked(findings: 0)
        #expect(sink.writes == ["\r2 files checked, 0 findings\u{1B}[K"])
        line.finish()
        #expect(sink.writes.last == "\r\u{1B}[K")
        // Once finished, nothing more.
        clock.set(5)
        line.fileChecked(findings: 0)
        #expect(sink.writes.count == 2)
    }

    @Test("a run shorter than a second writes nothing at all, not even the erase")
    func shortRun() {
        let clock = FakeClock(), sink = Sink()
        let line = Self.line(clock, sink)
        for _ in 0..<100 { line.fileFound() }
        line.discoveryFinished()
        clock.set(0.99)
        for _ in 0..<100 { line.fileChecked(findings: 0) }
        line.fileChecked(findings: 3)
        line.finish()
        #expect(sink.writes.isEmpty)
    }

    @Test("the line is drawn at most ten times a second")
    func throttled() {
        let clock = FakeClock(), sink = Sink()
        let line = Self.line(clock, sink)
        line.discoveryFinished()
        // 100 updates over the second after the first: one every 10 ms.
        for index in 0..<100 {
            clock.set(1 + Double(index) * 0.01)
            line.fileChecked(findings: 0)
        }
        // Drawn at 1.0, about 1.1, about 1.2 ... (and not between).
        #expect((9...10).contains(sink.writes.count), "\(sink.writes)")
        #expect(sink.writes.first == "\r1 of 0 files checked, 0 findings\u{1B}[K")
    }

    @Test("what the line says: files checked, of how many once all are found, and the findings")
    func text() {
        #expect(ProgressLine.text(.init(filesFound: 300, filesChecked: 120, discoveryFinished: false, findings: 3))
                == "120 files checked, 3 findings")
        #expect(ProgressLine.text(.init(filesFound: 3400, filesChecked: 120, discoveryFinished: true, findings: 1))
                == "120 of 3400 files checked, 1 finding")
        #expect(ProgressLine.text(.init(filesFound: 1, filesChecked: 1, discoveryFinished: true, findings: 0))
                == "1 of 1 file checked, 0 findings")
        // With a baseline the findings are known only as they are reported: files alone.
        #expect(ProgressLine.text(.init(filesFound: 9, filesChecked: 2, discoveryFinished: true, findings: 5), findings: false)
                == "2 of 9 files checked")
    }

    @Test("a pause: the line is erased while other text is written, and comes back with the next update")
    func pausing() {
        let clock = FakeClock(), sink = Sink()
        let line = Self.line(clock, sink)
        clock.set(2)
        line.fileChecked(findings: 2)
        #expect(sink.writes == ["\r1 file checked, 2 findings\u{1B}[K"])
        line.pausing {
            sink.append("a report line\n")
            clock.set(3)
            line.fileChecked(findings: 0)
        }
        #expect(sink.writes == ["\r1 file checked, 2 findings\u{1B}[K", "\r\u{1B}[K", "a report line\n"])
        clock.set(4)
        line.fileChecked(findings: 0)
        #expect(sink.writes.last == "\r3 files checked, 2 findings\u{1B}[K")
    }

    @Test("a line too wide for the terminal is cut, so that it never wraps")
    func width() {
        let clock = FakeClock(), sink = Sink()
        let line = ProgressLine(write: { sink.append($0) }, clock: { clock.read() }, width: 10)
        clock.set(1)
        line.fileChecked(findings: 0)
        #expect(sink.writes == ["\r1 file ch\u{1B}[K"])
    }

    @Test("never when standard error is not a terminal, in CI or on a dumb terminal")
    func whenShown() {
        #expect(ProgressLine.shouldShow(isTerminal: true, environment: [:]))
        #expect(ProgressLine.shouldShow(isTerminal: true, environment: ["CI": "false", "TERM": "xterm"]))
        #expect(!ProgressLine.shouldShow(isTerminal: false, environment: [:]))
        #expect(!ProgressLine.shouldShow(isTerminal: true, environment: ["CI": "true"]))
        #expect(!ProgressLine.shouldShow(isTerminal: true, environment: ["CI": "1"]))
        #expect(!ProgressLine.shouldShow(isTerminal: true, environment: ["TERM": "dumb"]))
        // Tests run with standard error a pipe or a file: the process's own output has no line.
        if isatty(STDERR_FILENO) == 0 {
            #expect(RunOutput.process(progress: true).progress == nil)
        }
        #expect(RunOutput.process(progress: false).progress == nil)
    }

}
