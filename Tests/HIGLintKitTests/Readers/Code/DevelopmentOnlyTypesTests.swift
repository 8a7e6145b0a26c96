import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Which types only development builds make, over a project's code.
@Suite struct DevelopmentOnlyTypesTests {
    @Test("mentions: declarations, the type whose code holds each, and the development branches (Swift's #elseif too)")
    func mentions() throws {
        let source = """
            #if !RELEASE
            final class MenuController: UITableViewController {
                func open() { show(CrashController()) }
            }
            #elseif BETA
            let beta = BetaController()
            #endif
            extension Outer.Settings {
                func f() { let x = CrashController.self }
            }
            """
        let found = CodeTypeMentions(bytes: Array(source.utf8)).mentions
        let menu = try #require(found["MenuController"]?.first)
        #expect(menu.isDeclaration && menu.inDevelopmentBranch)
        let crash = try #require(found["CrashController"])
        #expect(crash.map(\.enclosingType) == ["MenuController", "Settings"])
        #expect(crash.map(\.inDevelopmentBranch) == [true, false])
        #expect(found["BetaController"]?.first?.inDevelopmentBranch == false, "#elseif BETA is a branch of its own")
    }

    static func project(_ files: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        for (name, text) in files {
            try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(name).deletingLastPathComponent(),
                                                    withIntermediateDirectories: true)
            _ = try directory.write(name, text)
        }
        return directory
    }

    @Test("a type made only under #if DEBUG is development-only, and so is one only such a type makes; release code, a storyboard or no maker at all keeps a type judged")
    func decisions() throws {
        let directory = try Self.project([
            "App/Menu.swift": """
                #if DEBUG
                final class DebugMenu { func open() { present(CrashScreen()) } }
                #endif
                """,
            "App/CrashScreen.swift": "final class CrashScreen: UIViewController { func f() { present(LogScreen()) } }",
            "App/LogScreen.m": "@implementation LogScreen\n@end",
            "App/Settings.swift": """
                final class Settings: UIViewController {
                    #if DEBUG
                    func debug() { present(SharedScreen()) }
                    #endif
                    var last: ReleaseScreen?
                }
                """,
            "App/Other.swift": "final class Other { func f() { present(SharedScreen()) } }",
            "App/Release.swift": "#if DEBUG\nlet a = ReleaseScreen()\n#endif",
            "App/Main.storyboard": #"<viewController customClass="BoardScreen"/>"#,
            "App/Board.swift": "#if DEBUG\nlet b = BoardScreen()\n#endif",
        ])
        let types = try #require(DevelopmentOnlyTypes.forCodeFile(at: directory.url.appendingPathComponent("App/CrashScreen.swift")))
        #expect(types.isDevelopmentOnly("CrashScreen"))
        #expect(types.isDevelopmentOnly("LogScreen"), "made only by CrashScreen, which only DebugMenu makes")
        #expect(!types.isDevelopmentOnly("SharedScreen"), "Other makes it in every build")
        #expect(!types.isDevelopmentOnly("ReleaseScreen"), "Settings names it in every build")
        #expect(!types.isDevelopmentOnly("BoardScreen"), "a storyboard makes it")
        #expect(!types.isDevelopmentOnly("Settings"), "nothing makes it in code: made elsewhere")
    }

    @Test("a file in no project (no .xcodeproj, no git repository above it) is not looked around")
    func noProject() throws {
        let directory = try TemporaryDirectory()
        let file = try directory.write("Lone.swift", "final class Lone {}")
        #expect(DevelopmentOnlyTypes.forCodeFile(at: file) == nil)
    }

    @Test("a type is searched for as a whole word: a longer name holding it is not a mention")
    func wholeWords() {
        func names(_ text: String) -> Bool {
            Array(text.utf8).withUnsafeBufferPointer { DevelopmentOnlyTypes.namesWord(Array("Menu".utf8), in: $0) }
        }
        #expect(!names("MenuController DebugMenu Menu_2 Menué"))
        #expect(names("present(Menu())"))
        #expect(names("Menu"))
        #expect(names("x MenuBar\nlet a = Menu"))
        #expect(!names("Men"))
    }
}
