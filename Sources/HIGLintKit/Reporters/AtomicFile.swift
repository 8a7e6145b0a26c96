import Foundation

/// Writes a report so that a reader sees either the previous file or the whole new one: the
/// text goes to a temporary file beside the target, which is then renamed over it.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws {
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
        fchmod(descriptor, 0o644)
        guard fsync(descriptor) == 0, close(descriptor) == 0 else { throw posixError("cannot write \(path)") }
        guard rename(temporaryPath, path) == 0 else { throw posixError("cannot replace \(path)") }
        succeeded = true
    }

    private static func posixError(_ message: String) -> Error {
        ReadError("\(message): \(String(cString: strerror(errno)))")
    }
}
