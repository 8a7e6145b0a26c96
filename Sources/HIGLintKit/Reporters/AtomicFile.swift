import Foundation

/// Writes a report so that a reader sees either the previous file or the whole new one: the
/// text goes to a temporary file beside the target, which is then renamed over it. A symbolic
/// link is written through (its target is replaced, the link kept); the file keeps the mode it
/// had, and a new one gets the mode the umask allows.
public enum AtomicFile {
    public static func write(_ text: String, to requestedPath: String) throws {
        var path = requestedPath
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: requestedPath) {
            path = target.hasPrefix("/") ? target : (URL(fileURLWithPath: requestedPath).deletingLastPathComponent().appendingPathComponent(target).path)
        }
        var mode: mode_t
        var existing = stat()
        if stat(path, &existing) == 0 {
            mode = existing.st_mode & 0o777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        var template = Array((directory + "/.\(url.lastPathComponent).higlint-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw posixError("cannot create a temporary file in \(directory)") }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var succeeded = false
        defer { if !succeeded { unlink(temporaryPath) } }

        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { close(descriptor); throw posixError("cannot write \(path)") }
            written += n
        }
        fchmod(descriptor, mode)
        guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw posixError("cannot write \(path)") }
        guard rename(temporaryPath, path) == 0 else { throw posixError("cannot replace \(path)") }
        succeeded = true
    }

    private static func posixError(_ message: String) -> Error {
        ReadError("\(message): \(String(cString: strerror(errno)))")
    }
}
