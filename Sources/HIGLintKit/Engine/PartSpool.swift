import Foundation

/// Parts of a run's result set aside on disk until the run's last findings are known, then read
/// back one at a time: how a run of many parts gives its findings in file order (see
/// `ReportOrder`) without keeping them in memory. The file is a temporary one (in `TMPDIR`, else
/// `/tmp`), removed as soon as it is open; a failure to keep it is reported by `failure`.
final class PartSpool {
    private let spool = Spool()
    /// Where each part ends in the file, in bytes.
    private var ends: [Int] = []
    private var written = 0
    /// Citations are written as their number here: a run's findings cite a few hundred passages.
    private var citations: [Citation] = []
    /// The numbers of the citations of each page and lengths of section and quote: one, nearly
    /// always, told from others byte for byte.
    ///
    /// - Note: for speed: hashing a citation hashes its texts in Unicode's normal form (its
    ///   sections and quotes are not ASCII), a large share of setting a part aside on the thread
    ///   that reports.
    private var citationsByShape: [CitationShape: [Int]] = [:]
    /// So are rule ids, and a violation's file is written only when it is not the one before's:
    /// both come back as the one `String` each, made once rather than from its bytes each time,
    /// for speed, as the parts are read back on one thread once every file is checked.
    private var ruleIDs: [String] = []
    private var ruleIDNumbers: [String: Int] = [:]

    var count: Int { ends.count }
    var failure: Error? { spool.failure }

    func append(_ part: LintResult) {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(256 * (part.violations.count + 1))
        Self.write(part.filesChecked, to: &bytes)
        Self.write(part.filesPassedOver, to: &bytes)
        Self.write(part.notes, to: &bytes)
        Self.write(part.baselined, to: &bytes)
        Self.write(part.errors.count, to: &bytes)
        for error in part.errors {
            Self.write(error.file, to: &bytes)
            Self.write(error.line.map { $0 + 1 } ?? 0, to: &bytes)
            Self.write(error.column.map { $0 + 1 } ?? 0, to: &bytes)
            Self.write(error.message, to: &bytes)
            Self.write(error.rule ?? "", to: &bytes)
        }
        Self.write(part.violations.count, to: &bytes)
        var previousFile: String?
        for violation in part.violations {
            Self.write(number(ruleID: violation.ruleID), to: &bytes)
            Self.write(Severity.allCases.firstIndex(of: violation.severity)!, to: &bytes)
            Self.write(violation.message, to: &bytes)
            // 0: the file before's; else 1 and the file.
            if let previousFile, previousFile.hasSameBytes(as: violation.location.file) {
                Self.write(0, to: &bytes)
            } else {
                Self.write(1, to: &bytes)
                Self.write(violation.location.file, to: &bytes)
                previousFile = violation.location.file
            }
            Self.write(violation.location.line, to: &bytes)
            Self.write(violation.location.column, to: &bytes)
            Self.write(violation.elementPath, to: &bytes)
            Self.write(violation.citation.map(number) ?? 0, to: &bytes)
            Self.write(violation.related.count, to: &bytes)
            for place in violation.related {
                Self.write(place.location.file, to: &bytes)
                Self.write(place.location.line, to: &bytes)
                Self.write(place.location.column, to: &bytes)
                Self.write(place.elementPath, to: &bytes)
                Self.write(place.screen, to: &bytes)
                Self.write(place.value, to: &bytes)
            }
        }
        Self.write(part.screens.count, to: &bytes)
        for (file, screens) in part.screens.sorted(by: { $0.key < $1.key }) {
            Self.write(file, to: &bytes)
            Self.write(screens.count, to: &bytes)
            for screen in screens { screen.write(to: &bytes) }
        }
        spool.append(bytes: bytes)
        written += bytes.count
        ends.append(written)
    }

    /// A part passed from the thread that reads parts back to the one that writes them: the
    /// reader waits while one is not taken, so that at most one waits in memory.
    private final class Handoff: @unchecked Sendable {
        private let condition = NSCondition()
        private var waiting: LintResult?
        private var finished = false

        func give(_ part: LintResult) {
            condition.lock()
            while waiting != nil { condition.wait() }
            waiting = part
            condition.broadcast()
            condition.unlock()
        }

        /// No part comes after the ones given.
        func finish() {
            condition.lock()
            finished = true
            condition.broadcast()
            condition.unlock()
        }

        /// The next part; nil once the reader has finished and every part is taken.
        func take() -> LintResult? {
            condition.lock()
            defer { condition.unlock() }
            while waiting == nil && !finished { condition.wait() }
            guard let part = waiting else { return nil }
            waiting = nil
            condition.broadcast()
            return part
        }
    }

    /// The parts, in the order they were appended, each made ready by `prepare` first.
    ///
    /// The parts are read back and made ready on a thread of their own, one part ahead of `body`.
    ///
    /// - Note: for speed: the thread that writes the reports does not wait for parts to be read
    ///   back, at the price of a part more in memory and the reading thread's allocations.
    func forEach(preparing prepare: @escaping @Sendable (LintResult) -> LintResult = { $0 }, _ body: (LintResult) -> Void) {
        let handoff = Handoff()
        let read = DispatchSemaphore(value: 0)
        nonisolated(unsafe) let spool = self
        // A thread of its own, not one of the shared pool's: it waits on `body`, which may itself
        // wait for work it gave the pool (the visual report draws a part's files there).
        Thread.detachNewThread {
            spool.readParts { handoff.give(prepare($0)) }
            handoff.finish()
            read.signal()
        }
        while let part = handoff.take() { body(part) }
        read.wait()
    }

    /// Reads the parts back, in order, and gives each to `body`; stops at the first that cannot
    /// be read (`failure` then says why).
    private func readParts(_ body: (LintResult) -> Void) {
        var start = 0
        spool.rewindForReading()
        for end in ends {
            guard let bytes = spool.read(count: end - start) else { return }
            start = end
            var reader = Reader(bytes: bytes)
            var part = LintResult()
            part.filesChecked = reader.strings()
            part.filesPassedOver = reader.strings()
            part.notes = reader.strings()
            part.baselined = reader.int()
            part.errors = (0..<reader.int()).map { _ in
                let file = reader.string(), line = reader.int(), column = reader.int()
                let message = reader.string(), rule = reader.string()
                return FileError(file: file, line: line == 0 ? nil : line - 1, column: column == 0 ? nil : column - 1,
                                 message: message, rule: rule.isEmpty ? nil : rule)
            }
            var file = ""
            part.violations = (0..<reader.int()).map { _ in
                let ruleID = ruleIDs[reader.int() - 1], severity = Severity.allCases[reader.int()], message = reader.string()
                if reader.int() != 0 { file = reader.string() }
                let location = SourceLocation(file: file, line: reader.int(), column: reader.int())
                let elementPath = reader.string(), citation = reader.int()
                let related = (0..<reader.int()).map { _ in
                    let location = SourceLocation(file: reader.string(), line: reader.int(), column: reader.int())
                    let elementPath = reader.string(), screen = reader.string()
                    return RelatedPlace(location: location, elementPath: elementPath, screen: screen, value: reader.string())
                }
                return Violation(ruleID: ruleID, severity: severity, message: message, location: location,
                                 elementPath: elementPath, citation: citation == 0 ? nil : citations[citation - 1],
                                 related: related)
            }
            for _ in 0..<reader.int() {
                let file = reader.string()
                part.screens[file] = (0..<reader.int()).map { _ in KeptScreen.read(from: &reader) }
            }
            body(part)
        }
    }

    private func number(ruleID: String) -> Int {
        if let number = ruleIDNumbers[ruleID] { return number }
        ruleIDs.append(ruleID)
        ruleIDNumbers[ruleID] = ruleIDs.count
        return ruleIDs.count
    }

    private struct CitationShape: Hashable {
        var page: Int
        var sectionLength: Int
        var quoteLength: Int
    }

    private func number(_ citation: Citation) -> Int {
        let shape = CitationShape(page: citation.page, sectionLength: citation.section.utf8.count, quoteLength: citation.quote.utf8.count)
        for number in citationsByShape[shape] ?? [] where citations[number - 1].hasSameBytes(as: citation) { return number }
        citations.append(citation)
        citationsByShape[shape, default: []].append(citations.count)
        return citations.count
    }

    /// A number as LEB128 (seven bits a byte); numbers are never negative here.
    static func write(_ value: Int, to bytes: inout [UInt8]) {
        var value = UInt(bitPattern: max(0, value))
        while value >= 0x80 {
            bytes.append(UInt8(value & 0x7F) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    static func write(_ text: String, to bytes: inout [UInt8]) {
        write(text.utf8.count, to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    /// A floating-point number as its eight bytes, least significant first.
    static func write(_ value: Double, to bytes: inout [UInt8]) {
        let bits = value.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
    }

    private static func write(_ texts: [String], to bytes: inout [UInt8]) {
        write(texts.count, to: &bytes)
        for text in texts { write(text, to: &bytes) }
    }

    struct Reader {
        var bytes: [UInt8]
        var position = 0

        mutating func int() -> Int {
            var value: UInt = 0, shift: UInt = 0
            while position < bytes.count {
                let byte = bytes[position]
                position += 1
                value |= UInt(byte & 0x7F) << shift
                if byte < 0x80 { break }
                shift += 7
            }
            return Int(bitPattern: value)
        }

        mutating func string() -> String { string(count: int()) }

        mutating func string(count: Int) -> String {
            let end = min(bytes.count, position + count)
            defer { position = end }
            return String(decoding: bytes[position..<end], as: UTF8.self)
        }

        mutating func double() -> Double {
            var bits: UInt64 = 0
            for shift in stride(from: 0, to: 64, by: 8) where position < bytes.count {
                bits |= UInt64(bytes[position]) << UInt64(shift)
                position += 1
            }
            return Double(bitPattern: bits)
        }

        mutating func strings() -> [String] { (0..<int()).map { _ in string() } }
    }
}
