import CFuzzerDriver
import Foundation
import HIGLintKit

/// The fuzz entry point: read the input as a project.pbxproj and, when it is one, ask of it what a
/// check asks: each target's platform, devices, settings and files.
/// Any crash, hang or sanitizer report is a bug; errors are fine.
func fuzzXcodeProject(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    guard let project = try? XcodeProjectReader.project(from: Data(bytes: bytes, count: count), name: "fuzz") else { return 0 }
    for target in project.targets {
        _ = (target.isIOSApp, target.deviceFamilies, target.deploymentTarget, target.infoPlistFile, target.ships("App/Base.lproj/Main.storyboard"))
    }
    _ = project.unshippedInterfaceFiles(under: ".", among: ["App/Base.lproj/Main.storyboard", "App/Old copy.xib"])
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
