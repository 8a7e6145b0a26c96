import CFuzzerDriver
import Foundation
import HIGLintKit

/// The fuzz entry point: read the input as a project.pbxproj (its targets, their files and
/// settings are worked out as it is read). Any crash, hang or sanitizer report is a bug; errors are
/// fine. The questions a check asks of a project are asked of fuzzed projects by
/// `XcodeProjectFuzzTests`.
func fuzzXcodeProject(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    _ = try? XcodeProjectReader.project(from: Data(bytes: bytes, count: count), name: "fuzz")
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzXcodeProject($0, $1) })
    }
}
