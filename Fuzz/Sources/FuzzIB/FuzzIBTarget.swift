import CFuzzerDriver
import Foundation
import HIGLintKit

/// The fuzz entry point: read the input as an Interface Builder file, check every screen it
/// gives and draw each with its findings, as the visual report does. Any crash, hang or
/// sanitizer report is a bug; errors and findings are fine.
func fuzzInterfaceBuilder(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    let url = URL(fileURLWithPath: "fuzz.storyboard")
    guard let format = InputFormats.format(for: url) else { return 0 }
    if case .descriptions(let descriptions, _) = InputFormats.read(data: data, url: url, path: "fuzz.storyboard", limits: .default, format: format) {
        let violations = FuzzLinter.shared.check(descriptions)
        let findings = violations.enumerated().map { ScreenDrawing.Finding(number: $0.offset + 1, violation: $0.element) }
        for description in descriptions {
            _ = DescriptionWriter.xml(description.root)
            _ = ScreenDrawing.svg(ScreenLayout(description), findings: findings, label: "fuzz")
        }
    }
    return 0
}

enum FuzzLinter {
    static let shared = Linter(catalog: try! RuleCatalog.builtIn())
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzInterfaceBuilder($0, $1) })
    }
}
