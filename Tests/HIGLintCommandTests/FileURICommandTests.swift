import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// File URIs in the reports `higlint` writes: SARIF names a file that is not UTF-8 by its bytes,
/// in a check and in a merge.
@Suite struct FileURICommandTests {
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
          .requires(.tool("check-jsonschema")),
          .requires(.shared("schemas/sarif-schema-2.1.0.json")))
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
}
