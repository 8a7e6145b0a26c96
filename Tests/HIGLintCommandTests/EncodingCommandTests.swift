import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A UTF-16 file without a byte order mark, named as such by `higlint check` (exit status 2).
@Suite struct EncodingCommandTests {
    static let xml = "<screen name=\"Caf\u{E9}\">\n  <toolbar tittle=\"a\"/>\n</screen>\n"
    static let xmlDeclared = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n" + xml

    @Test("check names a UTF-16 file without a byte order mark as such, and exits 2")
    func wideEncodingFromCommandLine() throws {
        let directory = try TemporaryDirectory()
        try directory.write("le.screen.xml", Self.xmlDeclared.data(using: .utf16LittleEndian)!)
        let run = try BinaryRun.run(["check", "le.screen.xml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stdout.hasPrefix("le.screen.xml:1:1: error: the file is not valid UTF-8: it is UTF-16 (little-endian, without a byte order mark)"), "\(run.stdout)")
    }
}
