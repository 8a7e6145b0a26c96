/// Puts a run's result in report order: files in the order of their paths, each file's findings
/// together and in order of place (`Violation.reportOrder`), whatever part of the run found them.
///
/// A run finds most findings file by file, in parts that follow the order of paths; but the last
/// part also holds findings that need the whole run (cross-screen comparisons, suppressions and
/// baseline entries that matched nothing, folders of icons), which may fall in any file. A run of
/// one part is already in order. Otherwise the parts wait on disk (`PartSpool`) and, once the
/// last is known, are given out again, each with the last part's findings that belong among its
/// files. So every report lists each file once, the same input gives the same report however it
/// is split into parts, and reports of separate runs over separate files merge into the report
/// of one run (`higlint merge`).
///
/// The part given last before the last waits in memory rather than on disk: it is the first the
/// run's end needs, and a run of two parts then sets none aside (writing it to disk and reading it
/// back would happen on one thread, once every file is checked). Each of the two is given the
/// other's kept screens, so that the screens its findings compare in the other part are not read
/// again.
struct ReportOrder {
    private var spool: PartSpool?
    private var held: LintResult?
    /// The errors of each part set aside, with the path that sorts last among its files: what
    /// `errors(last:)` needs of them without reading them back.
    private var spooledErrors: [(errors: [FileError], lastPath: String?)] = []

    /// Sets aside a part that is not the last.
    mutating func add(_ part: LintResult) {
        if let previous = held {
            if spool == nil { spool = PartSpool() }
            spool!.append(previous)
            spooledErrors.append((previous.errors, Self.lastPath(of: previous)))
        }
        held = part
    }

    /// The errors `finish(last:write:)` will give, in the order it gives them: known before the
    /// first part is given, so that a report that lists them ahead of its findings need not set
    /// the findings aside (`Reporter.foresee`).
    func errors(last: LintResult) -> [FileError] {
        var rest = last.errors.sorted(by: FileError.reportOrder)
        var all: [FileError] = []
        for (errors, lastPath) in spooledErrors + (held.map { [($0.errors, Self.lastPath(of: $0))] } ?? []) {
            all += Self.errors(errors, takingFrom: &rest, upTo: lastPath)
        }
        return all + rest
    }

    /// A part's `errors` with those of the last part's `rest` that belong among its files (up to
    /// `lastPath`), in order; those are taken out of `rest`.
    fileprivate static func errors(_ errors: [FileError], takingFrom rest: inout [FileError], upTo lastPath: String?) -> [FileError] {
        guard let lastPath else { return errors }
        let taken = rest.prefix { $0.file <= lastPath }
        rest.removeFirst(taken.count)
        return taken.isEmpty ? errors : (errors + taken).sorted(by: FileError.reportOrder)
    }

    /// Gives every part to `write`, in report order, with `last` merged in. Throws when the parts
    /// set aside cannot be read back.
    func finish(last: LintResult, write: (LintResult) -> Void) throws {
        let rest = Remainder(last)
        // A part set aside takes its share of the last on the thread that reads it back.
        spool?.forEach(preparing: { rest.merged(into: $0) }, write)
        if let failure = spool?.failure { throw failure }
        if var held {
            // Both are in memory: each is given the screens the other's check kept too, so that
            // a report drawing the screens a finding compares finds them there rather than
            // reading their files again (`LintResult.screens`).
            let heldScreens = held.screens
            held.screens.merge(rest.part.screens) { own, _ in own }
            write(rest.merged(into: held))
            rest.part.screens.merge(heldScreens) { own, _ in own }
        }
        write(rest.part)
    }

    /// What is left of the last part as the parts before it take the findings that belong among
    /// their files. Used by one thread at a time: the one that reads parts back, then the caller.
    private final class Remainder: @unchecked Sendable {
        var part: LintResult

        init(_ last: LintResult) {
            part = last
            // The last part's own files come in path order, the folders of icons checked at the
            // end after them.
            part.violations.sort(by: Violation.reportOrder)
            part.errors.sort(by: FileError.reportOrder)
            part.filesChecked.sort()
            part.filesPassedOver.sort()
        }

        /// `given` with the findings of the last part that belong among its files, which are
        /// taken out of it.
        func merged(into given: LintResult) -> LintResult {
            guard let boundary = ReportOrder.lastPath(of: given) else { return given }
            var given = given
            let violations = part.violations.prefix { $0.location.file <= boundary }
            let checked = part.filesChecked.prefix { $0 <= boundary }
            let passedOver = part.filesPassedOver.prefix { $0 <= boundary }
            if !violations.isEmpty { given.violations = (given.violations + violations).sorted(by: Violation.reportOrder) }
            given.errors = ReportOrder.errors(given.errors, takingFrom: &part.errors, upTo: boundary)
            if !checked.isEmpty { given.filesChecked = (given.filesChecked + checked).sorted() }
            if !passedOver.isEmpty { given.filesPassedOver = (given.filesPassedOver + passedOver).sorted() }
            part.violations.removeFirst(violations.count)
            part.filesChecked.removeFirst(checked.count)
            part.filesPassedOver.removeFirst(passedOver.count)
            return given
        }
    }

    /// The path that sorts last among the files a part names.
    fileprivate static func lastPath(of part: LintResult) -> String? {
        [part.filesChecked.max(), part.filesPassedOver.max(), part.violations.last?.location.file, part.errors.last?.file]
            .compactMap { $0 }.max()
    }
}
