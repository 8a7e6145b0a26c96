import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Report fields that are URIs (SARIF's `uri`) percent-encode the bytes the system knows a file
/// by, per RFC 3986, while display fields (JSON's `file`, the text report) show a byte that is not
/// UTF-8 as `\xE9`. The display form is reversible, so a report made from display text alone (a
/// merge of shard reports) gives the same URI.
@Suite struct FileURITests {
    /// Creates a file whose name is `name`'s bytes, which need not be UTF-8.
    static func create(_ name: [UInt8], in directory: URL, contents: String) throws {
        let raw = Array(directory.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_TRUNC, 0o644) } }
        try #require(descriptor >= 0)
        _ = contents.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
    }

    static let screen = "<screen name=\"S\"><alert title=\"Sync Complete\"/></screen>\n"

    /// The `uri` of every artifact location in a SARIF log.
    static func uris(_ sarif: String) throws -> Set<String> {
        var found: Set<String> = []
        func visit(_ value: Any) {
            if let object = value as? [String: Any] {
                if let uri = object["uri"] as? String, object["uriBaseId"] != nil { found.insert(uri) }
                object.values.forEach(visit)
            } else if let array = value as? [Any] {
                array.forEach(visit)
            }
        }
        visit(try JSONSerialization.jsonObject(with: Data(sarif.utf8)))
        return found
    }

    @Test("SARIF names a file that is not UTF-8 by its percent-encoded bytes, in a check and in a merge, and stays valid SARIF",
          Requires.tool("check-jsonschema"),
          Requires.shared("schemas/sarif-schema-2.1.0.json"))
    func sarifURIOfBytes() throws {
        let directory = try TemporaryDirectory()
        try Self.create(Array("caf".utf8) + [0xE9] + Array(".screen.xml".utf8), in: directory.url, contents: Self.screen)
        // A name that is, as text, what the first one is shown as.
        try directory.write("lit\\xE9.screen.xml", Self.screen)
        try directory.write("50% #1.screen.xml", Self.screen)
        let check = try BinaryRun.run(["check", ".", "--format", "sarif:r.sarif", "--format", "json:shard.json", "--shard", "1/1", "--no-progress"],
                                      in: directory.url)
        #expect(check.status == 1, "\(check.stderr)")
        let expected: Set = ["caf%E9.screen.xml", "lit%5CxE9.screen.xml", "50%25%20%231.screen.xml"]
        let checked = try String(contentsOf: directory.url.appendingPathComponent("r.sarif"), encoding: .utf8)
        #expect(try Self.uris(checked) == expected)
        let merge = try BinaryRun.run(["merge", "shard.json", "--format", "sarif:m.sarif"], in: directory.url)
        #expect(merge.status == 1, "\(merge.stderr)")
        let merged = try String(contentsOf: directory.url.appendingPathComponent("m.sarif"), encoding: .utf8)
        #expect(try Self.uris(merged) == expected)
        let schema = TestPaths.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json")
        let valid = try ExternalTool.run("check-jsonschema", ["--schemafile", schema.path,
                                                              directory.url.appendingPathComponent("r.sarif").path,
                                                              directory.url.appendingPathComponent("m.sarif").path])
        #expect(valid.status == 0, "\(valid.output)")
        // Display fields keep the escaped form, and tell the two names apart.
        let json = try String(contentsOf: directory.url.appendingPathComponent("shard.json"), encoding: .utf8)
        #expect(json.contains("\"caf\\\\xE9.screen.xml\""), "\(json)")
        #expect(json.contains("\"lit\\\\x5CxE9.screen.xml\""), "\(json)")
    }

    @Test("the display form of a path gives back its bytes, whatever they are")
    func displayReversible() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("\\x".utf8), Array("E9".utf8), Array("e9".utf8), [0xE9], [0xC3, 0xA9], [0xC3], Array("\\".utf8),
                                 Array("x".utf8), Array("/".utf8), [0xFF], Array("a".utf8)]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...8, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            let path = SystemPath.string(bytes)
            #expect(SystemPath.bytes(path) == bytes)
            #expect(SystemPath.bytes(displayed: SystemPath.display(path)) == bytes, "\(SystemPath.display(path))")
            #expect(SystemPath.path(displayed: SystemPath.display(path)) == path)
        }
        #expect(SystemPath.display(SystemPath.string(Array("caf".utf8) + [0xE9])) == "caf\\xE9")
        #expect(SystemPath.display("a\\b\\x") == "a\\b\\x", "a backslash not followed by x and two hex digits is shown as it is")
    }

    @Test("a URI path percent-encodes every byte outside RFC 3986's path characters, and a colon, as two upper-case hex digits")
    func percentEncoding() {
        #expect(FileURI.percentEncoded(displayed: "a b/c:d/é~!$&'()*+,;=@-._") == "a%20b/c%3Ad/%C3%A9~!$&'()*+,;=@-._")
        #expect(FileURI.percentEncoded(displayed: "caf\\xE9?#[]%") == "caf%E9%3F%23%5B%5D%25")
    }
}
