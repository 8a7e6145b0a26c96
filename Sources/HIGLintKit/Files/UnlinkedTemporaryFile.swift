import Foundation

/// A temporary file for what a run sets aside (in `TMPDIR`, else `/tmp`), removed from its folder
/// as soon as it is open: nothing is left behind, however the run ends.
enum UnlinkedTemporaryFile {
    /// The folder the files are made in.
    static var directory: String {
        ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    }

    /// The descriptor of a new, empty file named from `prefix`, open for reading and writing;
    /// nil (with `errno` set) when none can be made.
    static func open(prefix: String) -> Int32? {
        var template = Array((directory + "/" + prefix + "-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        unlink(String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self))
        return descriptor
    }
}
