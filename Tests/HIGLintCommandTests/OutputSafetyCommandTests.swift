import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGLintKit
import TestSupport

/// What `higlint check` and `convert` print is escaped: titles and file names with escape
/// sequences and line breaks.
@Suite struct OutputSafetyCommandTests {
    /// Scalars that must not reach a human-readable report as they are (the report's own line
    /// breaks aside).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    static func unsafeScalars(_ text: String, allowing allowed: Set<Unicode.Scalar> = ["\n"]) -> [String] {
        text.unicodeScalars.filter { isUnsafe($0) && !allowed.contains($0) }
            .map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    @Test("convert: an unreadable file's name and its error reach standard error escaped")
    func convertErrorEscaped() throws {
        let directory = try TemporaryDirectory()
        let name = "x\u{1B}[2J\nfake.xml:1:1: error: forged.json"
        try directory.write(name, "{\"type\": ")
        let run = try BinaryRun.run(["convert", name, "--to", "xml"], in: directory.url)
        #expect(run.status == 2)
        #expect(Self.unsafeScalars(run.stderr) == [], "\(run.stderr)")
        #expect(run.stderr.hasPrefix("x\\u001B[2J\\nfake.xml:1:1: error: forged.json:1:10: error: "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").count == 1)
    }

    @Test("check: a title with an escape sequence and a line break is shown escaped, from the command line")
    func checkCommand() throws {
        let directory = try TemporaryDirectory()
        try directory.write("s.json", """
            {"type": "screen", "name": "Mail", "children": [
              {"type": "alert", "title": "the end\\u001b[2J\\nfake.xml:1:1: error: forged", "message": "Done.", "children": [
                {"type": "button", "title": "OK"}, {"type": "button", "title": "Cancel"}]}]}
            """)
        for format in ["text", "github", "markdown"] {
            let run = try BinaryRun.run(["check", "s.json", "--format", format], in: directory.url)
            #expect(Self.unsafeScalars(run.stdout) == [], "\(format): \(run.stdout)")
            #expect(!run.stdout.components(separatedBy: "\n").contains { $0.hasPrefix("fake.xml") }, "\(format): \(run.stdout)")
            #expect(run.stdout.contains("u001B[2J") || run.stdout.contains("u001B\\[2J"), "\(format): \(run.stdout)")
        }
    }
}
