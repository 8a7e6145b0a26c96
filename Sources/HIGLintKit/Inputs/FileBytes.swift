import Foundation

/// The bytes of an input file, read within the size limit: one open, one fstat and the reads
/// (one, for a file read at its size), where `Data(contentsOf:)` stats the file again (and
/// leaks memory on every empty file, without bound over a large folder). A file larger than the limit is refused from its size, before
/// it is read; one whose size is known only once read (size 0 in /proc), or that grows, is read
/// only up to the limit.
enum FileBytes {
    static func read(_ url: URL, maxFileSize: Int) -> Result<Data, ReadError> {
        // O_NONBLOCK: a FIFO named outright must not leave higlint waiting for a writer.
        let descriptor = SystemPath.withCString(url.path) { open($0, O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
        guard descriptor >= 0 else {
            return .failure(ReadError("cannot read the file: " + (errno == ENOENT ? "no such file" : errno == EACCES ? "permission denied"
                : String(cString: strerror(errno)))))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(ReadError("cannot read the file: \(String(cString: strerror(errno)))")) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(ReadError("cannot read the file: not a regular file")) }
        if Int(info.st_size) > maxFileSize { return .failure(tooLarge(Int(info.st_size), limit: maxFileSize)) }
        // One byte more than the size, so that the first read already sees the end.
        var data = Data(count: Int(info.st_size) + 1)
        var filled = 0
        while true {
            if filled == data.count {
                guard filled <= maxFileSize else { return .failure(tooLarge(nil, limit: maxFileSize)) }
                data.count += max(4096, filled)
            }
            let n = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(ReadError("cannot read the file: \(String(cString: strerror(errno)))"))
            }
            if n == 0 {
                data.count = filled
                return .success(data)
            }
            filled += n
            // The size fstat gave, read short of the byte more: the end, without a read to
            // see it (a file of the size stat gave is read as it was then, as a file that
            // grows later would be).
            if filled == Int(info.st_size) && filled < data.count {
                data.count = filled
                return .success(data)
            }
        }
    }

    private static func tooLarge(_ size: Int?, limit: Int) -> ReadError {
        let limitText = DescriptionReader.byteCount(limit)
        guard let size else { return ReadError("the file is over the limit of \(limitText) (see --max-file-size)") }
        return ReadError("\(DescriptionReader.overLimit(size, limit: limit)) (see --max-file-size)")
    }
}
