import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Strings tables as Xcode writes them, and the development language's tables of a project.
@Suite struct StringsTableTests {
    static let strings = """
        /* A comment with "quotes" = "no"; */
        "Cancel" = "Cancel";
        // a line comment
        "greeting" = "Say \\"hi\\"\\n\\U00e9";
        bare_key = "Bare";
        "Lonely";
        """

    @Test("UTF-8, UTF-8 with a BOM, UTF-16 either way with a BOM, UTF-16 without one: the same entries")
    func encodings() {
        let expected = ["Cancel": "Cancel", "greeting": "Say \"hi\"\n\u{E9}", "bare_key": "Bare", "Lonely": "Lonely"]
        let encodings: [Data] = [
            Data(Self.strings.utf8), Data([0xEF, 0xBB, 0xBF]) + Data(Self.strings.utf8),
            Data([0xFF, 0xFE]) + Self.strings.data(using: .utf16LittleEndian)!, Data([0xFE, 0xFF]) + Self.strings.data(using: .utf16BigEndian)!,
            Self.strings.data(using: .utf16LittleEndian)!,
        ]
        for data in encodings { #expect(StringsTable.entries(ofStringsFile: data) == expected) }
    }

    @Test("a damaged file gives what was read before the damage, never an error")
    func damaged() {
        #expect(StringsTable.entries(ofStringsFile: Data("\"a\" = \"A\";\n\"b\" = ".utf8)) == ["a": "A"])
        #expect(StringsTable.entries(ofStringsFile: Data([0xC0, 0xFF, 0x22])).isEmpty)
    }

    @Test("a String Catalog: the source language's value, the key without an entry, a varying key left out")
    func catalog() {
        let json = """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "k1": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Delete Photo"}}, "fr": {"stringUnit": {"state": "translated", "value": "Supprimer"}}}},
              "No Results Found": {},
              "%lld items": {"localizations": {"en": {"variations": {"plural": {}}}}}
            }}
            """
        #expect(StringsTable.entries(ofStringCatalog: Data(json.utf8)) == ["k1": "Delete Photo", "No Results Found": "No Results Found"])
    }

    @Test("a project's development language: its region's folder first, then en, English, Base; catalogs too")
    func project() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("App.xcodeproj/project.pbxproj", "{ developmentRegion = English; }")
        _ = try folder.write("App/English.lproj/Localized.strings", "\"t\" = \"English\";")
        _ = try folder.write("App/Base.lproj/Localized.strings", "\"t\" = \"Base\";")
        _ = try folder.write("App/fr.lproj/Localizable.strings", "\"u\" = \"Français\";")
        _ = try folder.write("App/Base.lproj/Localizable.strings", "\"u\" = \"Base U\";")
        _ = try folder.write("App/Alerts.xcstrings", #"{"sourceLanguage": "en", "strings": {"k": {"localizations": {"en": {"stringUnit": {"value": "V"}}}}}}"#)
        let code = try folder.write("App/Sources/A.m", "")
        let strings = DevelopmentStrings.forCodeFile(at: code)
        #expect(strings.text(forKey: "t", table: "Localized") == "English")
        #expect(strings.text(forKey: "u", table: nil) == "Base U")
        #expect(strings.text(forKey: "k", table: "Alerts") == "V")
        #expect(DevelopmentStrings.projectRoot(of: code.deletingLastPathComponent()).standardizedFileURL.path == folder.url.standardizedFileURL.path)
    }

    @Test("the search for a code file's project, and for the project whose look its code sets, climbs no higher than the run's project")
    func climbsNoHigherThanTheRun() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("App.xcodeproj/project.pbxproj", "{ developmentRegion = en; }")
        let code = try folder.write("App/Sources/A.m", "")
        let sources = code.deletingLastPathComponent()
        let run = ProjectBoundary(root: folder.url.appendingPathComponent("App"))
        #expect(DevelopmentStrings.projectRoot(of: sources, within: run).standardizedFileURL.path == sources.standardizedFileURL.path)
        #expect(DevelopmentOnlyTypes.projectRoot(of: code, within: run) == nil)
        var cache: [String: String] = [:]
        #expect(CodeProjectRoot.of(code, within: run, cache: &cache) == "")
        cache = [:]
        #expect(CodeProjectRoot.of(code, within: ProjectBoundary(root: folder.url), cache: &cache) == folder.url.standardizedFileURL.path)
    }
}
