import CFuzzerDriver
import Foundation
import HIGLintKit

/// The fuzz entry point: the input as a shard's JSON report (or, split at its first NUL byte,
/// as the reports of two shards), merged as `higlint merge` merges them into the JSON, SARIF and
/// visual reports. Everything is read and written in a folder of its own under the temporary
/// folder, which is the project of the merge. Any crash, hang or sanitizer report is a bug; a
/// refusal of the reports is fine.
func fuzzMerge(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    let folder = MergeFolder.shared
    var reports: [String] = []
    if let split = data.firstIndex(of: 0) {
        folder.write(data[..<split], to: "shard-1.json")
        folder.write(data[(split + 1)...], to: "shard-2.json")
        reports = ["shard-1.json", "shard-2.json"]
    } else {
        folder.write(data, to: "shard-1.json")
        reports = ["shard-1.json"]
    }
    var options = CheckOptions(paths: [])
    options.workingDirectory = folder.path
    options.formats = [
        ReportRequest(format: .html, path: nil),
        ReportRequest(format: .json, path: folder.path + "/merged.json"),
        ReportRequest(format: .sarif, path: folder.path + "/merged.sarif"),
    ]
    _ = try? MergeRun(reports: reports, options: options, output: RunOutput(standardError: { _ in })).run()
    return 0
}

/// The fuzz run's own folder: a project (it holds `.git`) with one screen, so that paths in
/// the input can name a file inside it or try to leave it.
final class MergeFolder: Sendable {
    static let shared = MergeFolder()
    let path: String

    private init() {
        path = NSTemporaryDirectory() + "higlint-fuzz-merge-\(getpid())"
        try? FileManager.default.createDirectory(atPath: path + "/.git", withIntermediateDirectories: true)
        write(Data("<screen name=\"S\"><alert title=\"Sync Complete\"/></screen>\n".utf8), to: "s.xml")
        atexit { try? FileManager.default.removeItem(atPath: MergeFolder.shared.path) }
    }

    func write(_ data: Data, to name: String) {
        FileManager.default.createFile(atPath: path + "/" + name, contents: data)
    }
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzMerge($0, $1) })
    }
}
