import CFuzzerDriver
import Foundation
import HIGLintKit

/// The fuzz entry point: inspect the input as an image file (PNG chunks, libpng decoding, JPEG
/// and GIF headers). Any crash, hang or sanitizer report is a bug; problems reported are fine.
func fuzzPNG(_ bytes: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let bytes else { return 0 }
    _ = ImageFileReader.inspect(Data(bytes: bytes, count: count), path: "fuzz.png")
    return 0
}

@main
enum Main {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv) { fuzzPNG($0, $1) })
    }
}
