import Testing
@testable import HIGLintKit

/// One screen in several languages: findings its copies share are reported once, on the copy of
/// the development region (or Base, or English), naming the others.
struct LocalizedCopiesTests {
    private func finding(_ file: String, _ message: String, rule: String = "hit-target-size",
                         path: String = "screen[Detail #s1]/button[#b1]") -> Violation {
        Violation(ruleID: rule, severity: .warning, message: message, location: SourceLocation(file: file, line: 10, column: 5),
                  elementPath: path, citation: nil)
    }

    @Test("a file's group and language come from its language folder; other files have none")
    func places() {
        #expect(LocalizedCopies.place(of: "App/fr.lproj/Detail.xib") == .init(group: "App/Detail.xib", language: "fr"))
        #expect(LocalizedCopies.place(of: "English.lproj/Main.storyboard") == .init(group: "Main.storyboard", language: "English"))
        #expect(LocalizedCopies.place(of: "App/Detail.xib") == nil)
        #expect(LocalizedCopies.place(of: "App/fr.lproj/Localizable.strings") == nil)
        #expect(LocalizedCopies.place(of: "App/.lproj/Detail.xib") == nil)
        #expect(LocalizedCopies.place(of: "/My App/Base.lproj/Main.storyboard") == .init(group: "/My App/Main.storyboard", language: "Base"))
        #expect(LocalizedCopies.place(of: "Écrans/de.lproj/Übersicht.xib") == .init(group: "Écrans/Übersicht.xib", language: "de"))
        #expect(LocalizedCopies.place(of: "Detail.xib") == nil)
    }

    @Test("the reported copy: Base, else the development region's by either of its names, else English, else the first")
    func reportedCopy() {
        #expect(LocalizedCopies.reported(among: ["Base", "de", "en"], developmentRegion: "de") == "Base")
        #expect(LocalizedCopies.reported(among: ["English", "French"], developmentRegion: "fr") == "French")
        #expect(LocalizedCopies.reported(among: ["English", "French"], developmentRegion: nil) == "English")
        #expect(LocalizedCopies.reported(among: ["de", "fr"], developmentRegion: nil) == "de")
    }

    @Test("element paths match across languages by IB ids, whatever the names")
    func identity() {
        #expect(LocalizedCopies.identity(of: "screen[Detail #a1]/button[Read more #b2]") == "screen[#a1]/button[#b2]")
        #expect(LocalizedCopies.identity(of: "screen[Mail]/toolbar") == "screen[Mail]/toolbar")
        #expect(LocalizedCopies.identity(of: "screen[unclosed") == "screen[unclosed")
    }

    @Test("a finding every copy shares is reported once on the English copy, naming the others; one that differs stays")
    func merge() {
        let files = ["en.lproj/D.xib", "fr.lproj/D.xib", "de.lproj/D.xib", "Other.xib"]
        let shared = "Button has a hit region of 18x19 pt"
        let violations = [
            finding("de.lproj/D.xib", shared),
            finding("en.lproj/D.xib", shared),
            finding("fr.lproj/D.xib", shared, path: "screen[Détail #s1]/button[#b1]"),
            finding("fr.lproj/D.xib", "Button title \"En savoir plus\" should use title-style capitalization", rule: "button-title-title-case"),
            finding("en.lproj/D.xib", "Button title \"Read more\" should use title-style capitalization", rule: "button-title-title-case"),
            finding("de.lproj/D.xib", "Button has a hit region of 30x19 pt"),
            finding("Other.xib", shared),
        ]
        let merged = LocalizedCopies.merge(violations, files: files, developmentRegions: [:])
        #expect(merged.map(\.location.file) == ["en.lproj/D.xib", "fr.lproj/D.xib", "en.lproj/D.xib", "de.lproj/D.xib", "Other.xib"])
        #expect(merged[0].message == shared + " (the same in de.lproj and fr.lproj)")
        #expect(merged[4].message == shared)
    }

    @Test("a finding only another language has stays on it; a single localized file is left alone")
    func unshared() {
        let violations = [finding("French.lproj/G.xib", "Button has a hit region of 18x19 pt"), finding("fr.lproj/Solo.xib", "x")]
        let merged = LocalizedCopies.merge(violations, files: ["English.lproj/G.xib", "French.lproj/G.xib", "fr.lproj/Solo.xib"],
                                           developmentRegions: [:])
        #expect(merged == violations)
    }

    @Test("the development region the project gives picks the reported copy")
    func developmentRegion() {
        let violations = [finding("en.lproj/D.xib", "m"), finding("de.lproj/D.xib", "m")]
        let merged = LocalizedCopies.merge(violations, files: ["en.lproj/D.xib", "de.lproj/D.xib"],
                                           developmentRegions: ["de.lproj/D.xib": "de"])
        #expect(merged.map(\.location.file) == ["de.lproj/D.xib"])
        #expect(merged[0].message == "m (the same in en.lproj)")
    }
}
