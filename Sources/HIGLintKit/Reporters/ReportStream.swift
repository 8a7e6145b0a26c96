import Foundation

/// Where a report is written as it is made: a file descriptor (standard output), an atomic file,
/// or text in memory. Writes are buffered; the first failure is kept and reported by `finish()`.
public final class ReportStream {
    private enum Target {
        case descriptor(Int32)
        case file(AtomicFile.Writer)
        case memory
    }

    private let target: Target
    private var buffer: [UInt8] = []
    private var failure: Error?

    /// What was written, for a stream in memory.
    public var text: String { String(decoding: buffer, as: UTF8.self) }

    private init(_ target: Target) { self.target = target }

    /// A report in memory (`text`).
    public convenience init() { self.init(.memory) }

    public static var standardOutput: ReportStream { ReportStream(.descriptor(STDOUT_FILENO)) }

    /// A report that replaces `path` (relative to `workingDirectory`) when it is finished, and
    /// leaves it as it was otherwise.
    public static func file(_ path: String, workingDirectory: String) throws -> ReportStream {
        ReportStream(.file(try AtomicFile.Writer(path, workingDirectory: workingDirectory)))
    }

    public func write(_ piece: String) {
        buffer.append(contentsOf: piece.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Bytes of UTF-8 text, which may begin or end inside a character.
    func write(bytes: some Collection<UInt8>) {
        buffer.append(contentsOf: bytes)
        if buffer.count >= 1 << 16 { flush() }
    }

    private func flush() {
        if case .memory = target { return }
        guard !buffer.isEmpty, failure == nil else { buffer.removeAll(keepingCapacity: true); return }
        switch target {
        case .descriptor(let descriptor):
            var written = 0
            while written < buffer.count {
                let n = buffer[written...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
                guard n > 0 else {
                    failure = ReadError("cannot write the report: \(String(cString: strerror(errno)))")
                    break
                }
                written += n
            }
        case .file(let writer):
            do { try writer.write(bytes: buffer[...]) } catch { failure = error }
        case .memory:
            break
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Makes `finish()` fail (a part of the report could not be written).
    func fail(_ error: Error) {
        if failure == nil { failure = error }
    }

    /// Writes what is left and, for a file, puts it in place.
    public func finish() throws {
        flush()
        if let failure { throw failure }
        if case .file(let writer) = target { try writer.commit() }
    }
}

/// Text set aside while a report is made, to be written later in the report (the JSON report's
/// violations, which come after its summary). Kept in a temporary file (in `TMPDIR`, else `/tmp`),
/// removed as soon as it is open, not in memory. A failure to keep it fails the report.
final class Spool {
    private var file: UnsafeMutablePointer<FILE>?
    private(set) var isEmpty = true
    /// Bytes appended.
    private(set) var count = 0
    private(set) var failure: Error?

    init() {
        let directory = UnlinkedTemporaryFile.directory
        guard let descriptor = UnlinkedTemporaryFile.open(prefix: "higlint-spool") else {
            failure = ReadError("cannot create a temporary file in \(directory): \(String(cString: strerror(errno)))")
            return
        }
        file = fdopen(descriptor, "w+")
        if file == nil { close(descriptor); failure = ReadError("cannot open a temporary file in \(directory)") }
    }

    deinit { if let file { fclose(file) } }

    func append(_ text: String) {
        var text = text
        text.withUTF8 { append(bytes: $0) }
    }

    func append(bytes: some Collection<UInt8>) {
        isEmpty = false
        count += bytes.count
        guard let file, failure == nil, !bytes.isEmpty else { return }
        let written = bytes.withContiguousStorageIfAvailable { fwrite($0.baseAddress, 1, $0.count, file) }
            ?? Array(bytes).withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        if written != bytes.count { failure = ReadError("cannot write a temporary file: \(String(cString: strerror(errno)))") }
    }

    /// Makes `read(count:)` start from the beginning.
    func rewindForReading() {
        guard let file, failure == nil else { return }
        if fflush(file) != 0 { failure = ReadError("cannot write a temporary file: \(String(cString: strerror(errno)))") }
        rewind(file)
    }

    /// The next `count` bytes; nil (and `failure` set) when they cannot be read.
    func read(count: Int) -> [UInt8]? {
        guard let file, failure == nil else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        let n = count == 0 ? 0 : bytes.withUnsafeMutableBytes { fread($0.baseAddress, 1, count, file) }
        guard n == count else {
            failure = ReadError("cannot read back a temporary file")
            return nil
        }
        return bytes
    }

    /// Everything appended, in pieces, to `stream`; a failure to keep it fails the stream.
    func copy(to stream: ReportStream) {
        guard let file, failure == nil else {
            stream.fail(failure ?? ReadError("cannot write a temporary file"))
            return
        }
        guard fflush(file) == 0 else {
            stream.fail(ReadError("cannot write a temporary file: \(String(cString: strerror(errno)))"))
            return
        }
        guard fseeko(file, 0, SEEK_SET) == 0 else {
            stream.fail(ReadError("cannot read back a temporary file"))
            return
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            guard n > 0 else { break }
            stream.write(bytes: chunk[..<n])
        }
        if ferror(file) != 0 { stream.fail(ReadError("cannot read back a temporary file")) }
    }
}
