import Foundation

/// Reads a small file higlint needs (a configuration, a rule file, a baseline, an image), and
/// says plainly why it cannot: a folder, a FIFO or a device given in its place is refused without
/// waiting on it, and a file that is not UTF-8 text is named as such.
enum TextFile {
    enum Outcome {
        case text(String)
        case problem(String)
    }

    /// Larger files are refused: no configuration, rule file or baseline of a real project nears it.
    static let maxSize = 64 << 20

    static func read(_ path: String) -> Outcome {
        switch bytes(path) {
        case .failure(let problem): return .problem(problem.message)
        case .success(let data):
            guard let text = String(data: data, encoding: .utf8) else { return .problem("it is not UTF-8 text") }
            return .text(text)
        }
    }

    struct Problem: Error { var message: String }

    static func bytes(_ path: String, maxSize: Int = TextFile.maxSize) -> Result<Data, Problem> {
        // O_NONBLOCK: opening a FIFO must not wait for a writer.
        let descriptor = SystemPath.withCString(path) { open($0, O_RDONLY | O_NONBLOCK | O_CLOEXEC) }
        guard descriptor >= 0 else {
            return .failure(Problem(message: errno == ENOENT ? "no such file" : String(cString: strerror(errno)).lowercased()))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return .failure(Problem(message: String(cString: strerror(errno)).lowercased())) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .failure(Problem(message: "it is a folder, not a file"))
        case S_IFIFO: return .failure(Problem(message: "it is a FIFO (named pipe), not a regular file"))
        case S_IFCHR, S_IFBLK: return .failure(Problem(message: "it is a device, not a regular file"))
        case S_IFSOCK: return .failure(Problem(message: "it is a socket, not a regular file"))
        default: return .failure(Problem(message: "it is not a regular file"))
        }
        guard Int(info.st_size) <= maxSize else {
            return .failure(Problem(message: "it is \(DescriptionReader.byteCount(Int(info.st_size))), over the limit of \(DescriptionReader.byteCount(maxSize))"))
        }
        var data = Data(count: Int(info.st_size))
        var filled = 0
        while filled < data.count {
            let n = data.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                if n == 0 { data.count = filled; break }
                return .failure(Problem(message: String(cString: strerror(errno)).lowercased()))
            }
            filled += n
        }
        return .success(data)
    }
}
