import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Bad input never crashes the tool and never loses output: a one-line error with a position
/// where there is one, and every other file still checked.
struct BadInputTests {
    func failure(_ data: Data, _ syntax: ScreenDescription.Syntax, limits: ReaderLimits = .default) -> ReadError? {
        if case .failure(let error) = DescriptionReader.read(data: data, syntax: syntax, path: "bad", limits: limits) { return error }
        return nil
    }

    func failure(_ text: String, _ syntax: ScreenDescription.Syntax) -> ReadError? { failure(Data(text.utf8), syntax) }

    @Test("malformed XML: the parser's message and position")
    func malformedXML() throws {
        let error = try #require(failure("<screen name=\"A\">\n  <toolbar>\n</screen>\n", .xml))
        #expect(error.line == 3)
        #expect(error.column != nil)
        #expect(error.message.contains("mismatch"))
        #expect(!error.message.contains("\n"))
    }

    @Test("an external entity pointing at a local file is never read")
    func externalEntity() throws {
        let directory = try TemporaryDirectory()
        let secret = "TOP-SECRET-\(UUID().uuidString)"
        let secretFile = try directory.write("secret.txt", secret)
        let screen = try directory.write("xxe.xml", """
            <?xml version="1.0"?>
            <!DOCTYPE screen [ <!ENTITY xxe SYSTEM "\(secretFile.absoluteString)"> ]>
            <screen name="&xxe;"><label text="&xxe;"/></screen>
            """)
        let error = try #require(failure(try Data(contentsOf: screen), .xml))
        #expect(!error.message.contains(secret))
    }

    @Test("malformed JSON: message and position", arguments: [
        ("{\"type\": \"screen\",\n  \"name\": }", 2, 11),
        ("{\"type\": \"screen\" \"name\": \"x\"}", 1, 19),
        ("{\"type\": \"screen\", \"name\": \"unterminated}", 1, 28),
        ("{\"type\": \"screen\"} trailing", 1, 20),
        ("[1, 2,]", 1, 7),
        ("{\"a\": 01}", 1, 8),
        ("{\"a\": \"\\x\"}", 1, 8),
        ("{\"a\": \"\\ud800\"}", 1, 8),
        ("{\"a\": tru}", 1, 7),
    ])
    func malformedJSON(_ text: String, _ line: Int, _ column: Int) throws {
        let error = try #require(failure(text, .json))
        #expect(error.line == line, "\(error)")
        #expect(error.column == column, "\(error)")
    }

    @Test("a file that is not UTF-8 is refused with the position of the first bad byte", arguments: [ScreenDescription.Syntax.xml, .json])
    func notUTF8(_ syntax: ScreenDescription.Syntax) throws {
        var data = Data(syntax == .xml ? "<screen name=\"ok\">\n  <label text=\"".utf8 : "{\"type\": \"screen\",\n  \"name\": \"".utf8)
        data.append(contentsOf: [0x43, 0x61, 0x66, 0xE9, 0x22]) // "Café" in Latin-1
        let error = try #require(failure(data, syntax))
        #expect(error.message.contains("not valid UTF-8"))
        #expect(error.line == 2)
    }

    @Test("an empty or blank file is an error", arguments: ["", "  \n\t\n"])
    func emptyFile(_ text: String) throws {
        for syntax in [ScreenDescription.Syntax.xml, .json] {
            let error = try #require(failure(text, syntax))
            #expect(error.message == "the file is empty")
        }
    }

    @Test("random bytes under an .xml or .json name are an error, not a crash")
    func randomBytes() {
        var generator = SeededGenerator(seed: 42)
        for round in 0..<200 {
            let count = Int.random(in: 1...4096, using: &generator)
            let data = Data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
            for syntax in [ScreenDescription.Syntax.xml, .json] {
                #expect(failure(data, syntax) != nil, "round \(round)")
            }
        }
    }

    @Test("a billion-laughs entity bomb is refused at its DOCTYPE, before any entity is expanded")
    func billionLaughs() throws {
        var entities = "<!ENTITY lol0 \"lol\">\n"
        for i in 1...9 { entities += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n" }
        let text = "<?xml version=\"1.0\"?>\n<!DOCTYPE screen [\n\(entities)]>\n<screen name=\"&lol9;\"/>\n"
        let error = try #require(failure(text, .xml))
        #expect(error.message.contains("<!DOCTYPE>"))
        #expect(error.line == 2)
    }

    @Test("a document that declares another root (a Core Data model) is passed over at its DOCTYPE, its entities never read")
    func foreignDoctypeIsPassedOver() throws {
        let model = "<?xml version=\"1.0\" standalone=\"yes\"?>\n<!DOCTYPE database SYSTEM \"file:///System/Library/DTDs/CoreData.dtd\">\n<database><databaseInfo/></database>\n"
        if case .notADescription = DescriptionReader.read(data: Data(model.utf8), syntax: .xml, path: "xcmapping.xml", limits: .default) {} else {
            Issue.record("a Core Data model is not a description: passed over, not an error")
        }
        var entities = "<!ENTITY lol0 \"lol\">\n"
        for i in 1...9 { entities += "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i - 1);", count: 10) + "\">\n" }
        let bomb = "<?xml version=\"1.0\"?>\n<!DOCTYPE database [\n\(entities)]>\n<database name=\"&lol9;\"/>\n"
        if case .notADescription = DescriptionReader.read(data: Data(bomb.utf8), syntax: .xml, path: "model.xml", limits: .default) {} else {
            Issue.record("an entity bomb under another root is passed over before any entity is expanded")
        }
        // Named as a description, or declaring a description's root: still refused.
        let named = try #require(failure(model.replacingOccurrences(of: "database", with: "screen"), .xml))
        #expect(named.message.contains("<!DOCTYPE>"))
        if case .failure(let error) = DescriptionReader.read(data: Data(model.utf8), syntax: .xml, path: "model.screen.xml", limits: .default) {
            #expect(error.message.contains("<!DOCTYPE>"))
        } else {
            Issue.record("a file named as a description is refused at its DOCTYPE whatever root it declares")
        }
    }

    @Test("100,000 levels of nesting are refused in both syntaxes, without a crash")
    func deepNesting() throws {
        let depth = 100_000
        let xml = "<screen name=\"deep\">" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</screen>"
        let xmlError = try #require(failure(xml, .xml))
        #expect(xmlError.message.lowercased().contains("depth") || xmlError.message.contains("deeper"))
        let json = "{\"type\":\"screen\",\"name\":\"deep\",\"children\":" + String(repeating: "[{\"type\":\"view\",\"children\":", count: depth)
            + String(repeating: "[]}]", count: depth) + "}"
        let jsonError = try #require(failure(json, .json))
        #expect(jsonError.message == "elements nested deeper than 256 levels")
        #expect(jsonError.line == 1)
    }

    @Test("nesting within the limit is read")
    func reasonableNesting() {
        let depth = 200
        let xml = "<screen name=\"deep\">" + String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth) + "</screen>"
        guard case .description = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "x") else {
            Issue.record("200 levels should be read")
            return
        }
    }

    @Test("a 50 MB file is refused before it is read")
    func hugeFile() throws {
        let directory = try TemporaryDirectory()
        let url = directory.url.appendingPathComponent("huge.screen.xml")
        #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 50 * 1024 * 1024) // sparse: no need to write 50 MB
        try handle.close()
        guard case .failure(let error) = DescriptionReader.read(url: url, path: "huge.screen.xml") else {
            Issue.record("a 50 MB file must be refused")
            return
        }
        #expect(error.message == "the file is 50 MB, over the limit of 10 MB (see --max-file-size)")
    }

    @Test("a file whose size shows only once read (in /proc) is read no further than the limit", .requires(.linux))
    func fileOfUnknownSize() throws {
        let url = URL(fileURLWithPath: "/proc/self/smaps")
        guard case .failure(let error) = DescriptionReader.read(url: url, path: "smaps", limits: ReaderLimits(maxFileSize: 1024)) else {
            Issue.record("a file over the limit must be refused")
            return
        }
        #expect(error.message == "the file is over the limit of 1 KB (see --max-file-size)")
    }

    @Test("a tag with as many attributes as the limit allows keeps each one's column")
    func manyAttributes() throws {
        let names = (0..<ReaderLimits.default.maxAttributes).map { "a\($0)" }
        let text = "<screen name=\"S\"><view " + names.map { "\($0)=\"\"" }.joined(separator: " ") + "/></screen>"
        let description = try #require({ () -> ScreenDescription? in
            if case .description(let d) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "s.xml") { return d }
            return nil
        }())
        let properties = description.root.children[0].properties
        #expect(properties.map(\.name) == names)
        var column = "<screen name=\"S\"><view ".count + 1
        for property in properties {
            #expect(property.location.column == column)
            column += property.name.count + 4
        }
    }

    @Test("symbolic link loops are reported once and do not hang the walk")
    func symlinkLoops() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens/ok.screen.xml", "<screen name=\"ok\"/>")
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("screens/back").path,
                                                   withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("self.xml").path,
                                                   withDestinationPath: "self.xml")
        let withCwd = FileDiscovery.discover([directory.url.path], workingDirectory: directory.url.path)
        #expect(withCwd.candidates.map(\.path) == ["screens/ok.screen.xml"])
        #expect(withCwd.errors.contains { $0.message.contains("symbolic link loop") && $0.file == "screens/back" })
        #expect(withCwd.errors.contains { $0.message.contains("symbolic link loop") && $0.file == "self.xml" })
    }

    /// Inputs that once crashed a fuzz target (Fuzz/run): each must now be read and checked.
    @Test("fuzz regressions are read and checked without a crash")
    func fuzzRegressions() throws {
        let folder = TestPaths.packageRoot.appendingPathComponent("Tests/HIGLintKitTests/FuzzRegressions")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        #expect(!files.isEmpty)
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        for file in files {
            let data = try Data(contentsOf: file)
            switch file.pathExtension {
            case "png":
                _ = ImageFileReader.inspect(data, path: file.lastPathComponent)
            default:
                let syntax: ScreenDescription.Syntax = file.pathExtension == "json" ? .json : .xml
                if case .description(let description) = DescriptionReader.read(data: data, syntax: syntax, path: file.lastPathComponent) {
                    _ = linter.check(description)
                }
            }
        }
        // The first one: a launch image 13333333333333333024 px wide once overflowed an Int.
        let huge = try Data(contentsOf: folder.appendingPathComponent("xml-huge-launch-image-width.xml"))
        guard case .description(let description) = DescriptionReader.read(data: huge, syntax: .xml, path: "huge.xml") else {
            Issue.record("the regression input should read")
            return
        }
        #expect(linter.check(description).contains { $0.ruleID == "launch-image-size" && $0.message.contains("769x1004") })
    }

    @Test("two links to one directory read it once, without a loop error")
    func sharedDirectory() throws {
        let directory = try TemporaryDirectory()
        try directory.write("real/a.screen.xml", "<screen name=\"a\"/>")
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("link").path, withDestinationPath: "real")
        let discovery = FileDiscovery.discover(["."], workingDirectory: directory.url.path)
        #expect(discovery.errors.isEmpty)
        #expect(discovery.candidates.map(\.path) == ["link/a.screen.xml"])
    }

    @Test("unreadable paths are errors with the reason")
    func unreadable() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: directory.url.appendingPathComponent("gone.xml").path,
                                                   withDestinationPath: "nowhere.xml")
        try directory.write("locked/a.screen.xml", "<screen name=\"a\"/>")
        chmod(directory.url.appendingPathComponent("locked").path, 0)
        mkfifo(directory.url.appendingPathComponent("pipe.xml").path, 0o644)
        let discovery = FileDiscovery.discover(["missing.xml", "gone.xml", "pipe.xml", "locked"], workingDirectory: directory.url.path)
        #expect(discovery.errors.contains { $0.file == "gone.xml" && $0.message.contains("No such file") })
        #expect(discovery.errors.contains { $0.file == "pipe.xml" && $0.message.contains("not a regular file") })
        if geteuid() == 0 {
            // Root reads a mode-000 directory anyway: then its file is found, and no error names it.
            #expect(!discovery.errors.contains { $0.file == "locked" })
            #expect(discovery.candidates.contains { $0.path.hasSuffix("a.screen.xml") }, "\(discovery.candidates.map(\.path))")
        } else {
            #expect(discovery.errors.contains { $0.file == "locked" && $0.message.contains("cannot read directory") })
        }
    }
}
