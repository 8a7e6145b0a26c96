import Foundation

/// The edits one pass of `--fix` (or `--fix-dry-run`) makes: the fixes of a run's findings that
/// the run may apply, found in their files' bytes, one file at a time.
struct FixPlan {
    /// One file's edits.
    struct FileEdits {
        /// The file as its findings name it.
        var file: String
        /// Its path from the working directory.
        var path: String
        /// Its bytes when the plan was made: the file is written only if it still holds them.
        var original: [UInt8]
        /// The edits made together in this pass, in file order.
        var edits: [TextEdit]
        /// The fixes whose bytes an edit of this pass already changes: left for the next pass.
        var deferred: Int
    }

    var files: [FileEdits] = []
    /// The fixes the run may apply that cannot be made in their files (`SuggestedFix.notMade`).
    var notMade = 0

    var isEmpty: Bool { files.allSatisfy(\.edits.isEmpty) }
    var deferred: Int { files.reduce(0) { $0 + $1.deferred } }

    /// The plan for `violations` (in report order, so that of two fixes on the same bytes the
    /// first reported is made first): their fixes of the safety `allowed` admits, found in the
    /// files relative to `workingDirectory`.
    init(_ violations: [Violation], allowsUnsafe: Bool, workingDirectory: String) {
        var byFile: [String: [SuggestedFix]] = [:]
        var order: [String] = []
        for violation in violations {
            guard let fix = violation.fix, fix.safety == .safe || allowsUnsafe else { continue }
            if byFile[violation.location.file] == nil { order.append(violation.location.file) }
            byFile[violation.location.file, default: []].append(fix)
        }
        for file in order {
            let path = file.hasPrefix("/") ? file : workingDirectory + "/" + file
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            let lines = TextLines(bytes)
            let fixes = byFile[file, default: []].filter { $0.source?.file == file }
            let edits = fixes.compactMap { FixEdits.edit(for: $0, file: file, in: lines) }
            notMade += fixes.count - edits.count
            let (kept, deferred) = FixEdits.compatible(edits)
            files.append(FileEdits(file: file, path: path, original: bytes, edits: kept, deferred: deferred.count))
        }
    }

    /// The fixes of `violations` with their edits found (for the reports): each file read once,
    /// and only one file's bytes held at a time.
    static func withEdits(_ violations: [Violation], workingDirectory: String) -> [Violation] {
        var indicesByFile: [String: [Int]] = [:]
        var order: [String] = []
        for (index, violation) in violations.enumerated() {
            guard let fix = violation.fix, fix.source?.file == violation.location.file else { continue }
            if indicesByFile[violation.location.file] == nil { order.append(violation.location.file) }
            indicesByFile[violation.location.file, default: []].append(index)
        }
        var result = violations
        for file in order {
            let path = file.hasPrefix("/") ? file : workingDirectory + "/" + file
            let lines = TextLines(FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? [])
            for index in indicesByFile[file, default: []] {
                guard var fix = result[index].fix else { continue }
                fix.edit = FixEdits.edit(for: fix, file: file, in: lines)
                if fix.edit == nil { fix.notMade = FixEdits.whyNotMade(fix, in: lines.bytes) }
                result[index].fix = fix
            }
        }
        return result
    }

    /// Writes each file's edits, atomically (a temporary file beside it, renamed over it), keeping
    /// its mode; a file whose bytes changed since the plan was made is not written. Returns the
    /// files written and, for each file not written, why.
    func write(workingDirectory: String) -> (written: [String], refused: [(file: String, reason: String)]) {
        var written: [String] = []
        var refused: [(String, String)] = []
        for file in files where !file.edits.isEmpty {
            guard let now = FileManager.default.contents(atPath: file.path), [UInt8](now) == file.original else {
                refused.append((file.file, "it changed on disk while higlint was fixing it; run again"))
                continue
            }
            do {
                let writer = try AtomicFile.Writer(file.path, workingDirectory: workingDirectory)
                try writer.write(bytes: FixEdits.apply(file.edits, to: file.original)[...])
                try writer.commit()
                written.append(file.file)
            } catch {
                refused.append((file.file, "\(error)"))
            }
        }
        return (written, refused)
    }
}
