/// A file a part of higlint installed on its own could not read: a Swift file that may build an
/// alert, when `higlint-swift-reader` is missing or failed on it. Not the file's fault, so not an
/// error of the file: the run names each under `--verbose`, says once how many were not read and
/// why, and exits with `ExitStatus.filesNotRead`.
public struct FileNotRead: Sendable, Equatable {
    public var file: String
    /// Why, as `SwiftReaderProcess.Failure` words it.
    public var reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// What a run says of the files it could not read, one line for each reason:
    /// "3 Swift files build alerts and were not read: higlint-swift-reader is not installed …".
    static func summary(of files: [FileNotRead]) -> [String] {
        var reasons: [String] = []
        var counts: [String: Int] = [:]
        for file in files {
            if counts[file.reason] == nil { reasons.append(file.reason) }
            counts[file.reason, default: 0] += 1
        }
        return reasons.map { reason in
            let count = counts[reason] ?? 0
            let files = count == 1 ? "1 Swift file builds alerts and was" : "\(count) Swift files build alerts and were"
            return "\(files) not read: \(reason)"
        }
    }
}
