import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Bad input through `higlint check`: an external entity never reaches a report, and a folder
/// with broken files still reports every other file (exit status 2).
struct BadInputCommandTests {
    @Test("an external entity pointing at a local file is never read: not by check, in any report")
    func externalEntity() throws {
        let directory = try TemporaryDirectory()
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let secretFile = try directory.write("secret.txt", secret)
        let screen = try directory.write("xxe.xml", """
            <?xml version="1.0"?>
            <!DOCTYPE screen [ <!ENTITY xxe SYSTEM "\(secretFile.absoluteString)"> ]>
            <screen name="&xxe;"><label text="&xxe;"/></screen>
            """)
        for format in ["text", "json"] {
            let run = try BinaryRun.run(["check", screen.path, "--format", format])
            #expect(run.status == 2)
            #expect(!run.stdout.contains(secret) && !run.stderr.contains(secret))
            #expect(run.stdout.contains("xxe.xml"))
        }
    }

    @Test("a directory with broken files still reports every other file, and exits 2")
    func otherFilesStillChecked() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a-broken.screen.xml", "<screen name=\"x\"><toolbar></screen>")
        try directory.write("b-violating.screen.json", """
            {"type": "screen", "name": "Alerts", "children": [{"type": "alert", "title": "Sync Complete"}]}
            """)
        try directory.write("c-binary.screen.xml", Data([0xFF, 0xFE, 0x00, 0x12, 0x80]))
        try directory.write("package.json", "{\"name\": \"web\", \"version\": \"1.0.0\"}")
        try directory.write("notes.txt", "not read at all")
        let run = try BinaryRun.run(["check", "."], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stdout.contains("b-violating.screen.json:1:51: error: Alert has no button"))
        #expect(run.stdout.contains("a-broken.screen.xml:1:"))
        #expect(run.stdout.contains("c-binary.screen.xml:1:1: error: the file is not valid UTF-8"))
        #expect(!run.stdout.contains("package.json"))
        #expect(run.stdout.contains("Checked 1 file (1 passed over): 1 error in 1 file; 2 files could not be read."))
        let verbose = try BinaryRun.run(["check", ".", "--verbose"], in: directory.url)
        #expect(verbose.stderr.contains("package.json: passed over"))
    }
}
