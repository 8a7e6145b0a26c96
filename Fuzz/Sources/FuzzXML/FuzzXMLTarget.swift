import CFuzzerDriver
import Foundation
import HIGLintKit

/// The fuzz entry point: read the input as an XML description and, when it is one, check it and
/// draw it with its findings, as the visual report does.
/// Any crash, hang or sanitizer report is a bug; errors and findings are fine.
func fuzzXML(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    let data = Data(bytes: bytes, count: count)
    if case .description(let description) = DescriptionReader.read(data: data, syntax: .xml, path: "fuzz.xml") {
        let violations = FuzzLinter.shared.check(description)
        _ = ScreenDrawing.svg(ScreenLayout(description), findings: violations.enumerated().map { .init(number: $0.offset + 1, violation: $0.element) },
                              label: "fuzz")
        _ = DescriptionWriter.json(description.root)
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
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzXML($0, $1) })
    }
}
