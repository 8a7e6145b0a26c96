import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The real asset catalogs and legacy icons of nine public apps in ../shared/corpus: no crash, no
/// parse error on a well-formed file, and findings checked by hand. Skipped where the corpus is
/// absent.
@Suite(.requires(.shared("corpus")))
struct CorpusTests {
    static let corpus = TestPaths.shared.appendingPathComponent("corpus")

    static let result: LintResult = {
        LintRun(linter: Linter(catalog: try! RuleCatalog.builtIn())).run(paths: [corpus.path], workingDirectory: corpus.path)
    }()

    func findings(_ rule: String, in path: String) -> [Violation] {
        Self.result.violations.filter { $0.ruleID == rule && $0.location.file.hasPrefix(path) }
    }

    @Test("every file reads: no parse error, no unreadable image")
    func everythingReads() {
        #expect(Self.result.errors.isEmpty, "\(Self.result.errors)")
        #expect(Self.result.filesChecked.count >= 30)
        #expect(Self.result.violations.filter { $0.ruleID == "image-file" || $0.ruleID == "schema" }.isEmpty)
    }

    @Test("seafile's App Store icon has an alpha channel; two of its app icons have only a faint edge of alpha 202 and 211")
    func seafile() {
        let set = "haiwen__seafile-iOS/seafile-appstore/Images.xcassets/AppIcon.appiconset/"
        let alpha = findings("app-icon-alpha", in: set)
        #expect(alpha.contains { $0.severity == .info && $0.message.contains("appStore icon \(set)1024x1024.png has an alpha channel") })
        // Opaque but for the edge resampling left: nothing shows through, so the alpha channel is noted, not an error.
        #expect(alpha.filter { $0.severity == .error }.isEmpty)
        #expect(alpha.filter { $0.severity == .info }.map(\.message).filter { $0.contains("app-icon-168") || $0.contains("app-icon-180") }.sorted() == [
            "The app icon \(set)app-icon-168.png has an alpha channel, though no pixel is more than a quarter transparent (lowest alpha 211 of 255); save it without alpha",
            "The app icon \(set)app-icon-180.png has an alpha channel, though no pixel is more than a quarter transparent (lowest alpha 202 of 255); save it without alpha",
        ])
        // The dark and tinted variants are meant to be transparent; the action extension's template
        // icons are not app icons.
        #expect(!alpha.contains { $0.message.contains("1024x1024-dark.png") || $0.message.contains("1024x1024-tinted.png") })
        #expect(findings("app-icon-alpha", in: "haiwen__seafile-iOS/seafile-appstore/Images.xcassets/ExtActionIcon.appiconset/").isEmpty)
    }

    @Test("todo.txt's legacy icons: transparent app icons, iPad launch images that include the status bar")
    func todoTxt() {
        let folder = "todotxt__todo.txt-ios/"
        #expect(findings("app-icon-alpha", in: folder).map(\.location.file).sorted() == [
            "\(folder)Icon-72.png", "\(folder)Icon.png", "\(folder)Icon@2x.png",
        ])
        #expect(findings("launch-image-size", in: folder).map(\.message).sorted() == [
            "Launch image is 1024x768 px; the guidelines give 1024x748 (iPad landscape launch image)",
            "Launch image is 768x1024 px; the guidelines give 768x1004 (iPad portrait launch image)",
        ])
        #expect(findings("image-slot-not-covered", in: "todotxt__todo.txt-ios").count == 1)
    }

    @Test("macOS icons in an iOS set are not judged as iPhone app icons")
    func otherPlatforms() {
        let errors = findings("app-icon-alpha", in: "TUM-Dev__Campus-iOS/").filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(\.message))")
    }
}
