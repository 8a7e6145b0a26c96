import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Code files through the input seam: passed over cheaply when they build no alert, read in any
/// encoding, each alert a screen.
@Suite struct SourceCodeFormatTests {
    static func read(_ data: Data, path: String = "A.m") -> InputReading {
        InputFormats.read(data: data, url: URL(fileURLWithPath: path), path: path, limits: .default, format: SourceCodeFormat())
    }

    @Test(".m and .mm are code; a file without the API's names is passed over, an empty one too")
    func claims() {
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/B.m")) is SourceCodeFormat)
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/B.MM")) is SourceCodeFormat)
        #expect(InputFormats.hasClaimedExtension("View.m"))
        for data in [Data(), Data("int main(void) { return 0; }\n".utf8), Data("// UIAlertView, only named\n".utf8)] {
            guard case .passedOver(let reason) = Self.read(data) else { Issue.record("not passed over"); continue }
            #expect(reason == SourceCodeFormat.noAlert)
        }
    }

    @Test("a Latin-1 file is read, not refused: its structure and positions hold, its accents read as Latin-1")
    func latin1() throws {
        var bytes = Data("/* caf".utf8) + Data([0xE9]) + Data(" */ x = [[UIAlertView alloc] initWithTitle:@\"Caf".utf8) + Data([0xE9])
        bytes += Data(" Closed\" message:nil delegate:nil cancelButtonTitle:@\"OK\" otherButtonTitles:@\"Retry\", nil];\n".utf8)
        guard case .descriptions(let screens, _) = Self.read(bytes) else { Issue.record("not read"); return }
        let alert = try #require(screens.first?.root.children.first)
        #expect(alert.string("title") == "Caf\u{E9} Closed")
        #expect(alert.location == SourceLocation(file: "A.m", line: 1, column: 16))
    }

    @Test("one screen per alert, texts resolved through the project's strings")
    func screens() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("App.xcodeproj/project.pbxproj", "{ developmentRegion = en; }")
        _ = try folder.write("en.lproj/Localizable.strings", "\"error.title\" = \"No results found\";")
        let file = try folder.write("A.m", """
            a = [[UIAlertView alloc] initWithTitle:NSLocalizedString(@"error.title", @"") message:nil delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil];
            b = [[UIAlertView alloc] initWithTitle:NSLocalizedString(@"missing.key", @"") message:nil delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil];
            """)
        guard case .descriptions(let screens, _) = InputFormats.read(url: file, path: "A.m") else { Issue.record("not read"); return }
        #expect(screens.count == 2)
        #expect(screens[0].root.children[0].string("title") == "No results found")
        #expect(screens[1].root.children[0].isSetAtRunTime("title"))
    }

    @Test("a folder named outside the working directory and any repository is the project: the strings and project above it are not read")
    func stringsAboveTheProjectUnread() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("App/App.xcodeproj/project.pbxproj", "{ developmentRegion = en; }")
        _ = try folder.write("App/en.lproj/Localizable.strings", "\"error.title\" = \"No results found\";")
        _ = try folder.write("App/Search/A.m", """
            a = [[UIAlertView alloc] initWithTitle:NSLocalizedString(@"error.title", @"") message:nil delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:@"Retry", nil];
            """)
        _ = try folder.write("Elsewhere/README", "")
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        func titles(checking path: String, from workingDirectory: String) -> [String] {
            LintRun(linter: linter, jobs: 1).run(paths: [path], workingDirectory: folder.url.appendingPathComponent(workingDirectory).path)
                .violations.filter { $0.ruleID == "alert-title-capitalization" }.map(\.message)
        }
        // Run from the app's folder, the project holds its strings: the title is read and judged.
        #expect(titles(checking: "Search", from: "App").count == 1)
        // Named from elsewhere, the folder named is the project: the key is text not known, never judged.
        #expect(titles(checking: folder.url.appendingPathComponent("App/Search").path, from: "Elsewhere").isEmpty)
    }

    @Test("a check of a code file reports at the argument, and no rule about bars or icons runs on it")
    func check() throws {
        let source = "x = [[UIAlertView alloc] initWithTitle:@\"No results found\" message:nil delegate:nil cancelButtonTitle:@\"Cancel\" otherButtonTitles:@\"Retry\", nil];"
        guard case .descriptions(let screens, _) = Self.read(Data(source.utf8)) else { Issue.record("not read"); return }
        let violations = Linter(catalog: try RuleCatalog.builtIn()).check(screens)
        #expect(violations.map(\.ruleID) == ["alert-title-capitalization"])
        #expect(violations.first?.location == SourceLocation(file: "A.m", line: 1, column: 40))
    }

    @Test("a Swift file that names no alert API is passed over without starting the Swift reader")
    func swiftByteSearch() {
        let mayBuild = { (source: String) in Array(source.utf8).withUnsafeBufferPointer { ByteSearch.containsAny(of: SwiftAlertAPINames.names, in: $0) } }
        #expect(mayBuild("struct Model { let name: String }") == false)
        #expect(mayBuild("// UIAlertController") == true)
        #expect(mayBuild("x.confirmationDialog(") == true)
        #expect(mayBuild("Text(\"\").alert(") == true)
        guard case .passedOver(let reason) = Self.read(Data("struct Model { let name: String }\n".utf8), path: "Model.swift") else {
            Issue.record("not passed over")
            return
        }
        #expect(reason == SourceCodeFormat.noAlert)
    }

    @Test("an alert built in WKUIDelegate's JavaScript alert, confirm or prompt method is not judged, and the note says why; one in another method of the delegate is")
    func webPageDialogs() throws {
        let panel = { (selector: String) in """
            @implementation BrowserController
            - (void)\(selector) {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:message message:nil preferredStyle:UIAlertControllerStyleAlert];
                [alert addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
            }
            @end
            """ }
        let alertPanel = "webView:(WKWebView *)webView runJavaScriptAlertPanelWithMessage:(NSString *)message initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(void))completionHandler"
        guard case .passedOver(let reason) = Self.read(Data(panel(alertPanel).utf8)) else {
            Issue.record("read")
            return
        }
        #expect(reason.contains("JavaScript alert(), confirm() or prompt()"))
        let confirmPanel = "webView:(WKWebView *)webView runJavaScriptConfirmPanelWithMessage:(NSString *)message initiatedByFrame:(WKFrameInfo *)frame completionHandler:(void (^)(BOOL result))completionHandler"
        let mixed = panel(confirmPanel) + "\n" + panel("webView:(WKWebView *)webView didFailNavigation:(WKNavigation *)navigation withError:(NSError *)error")
        guard case .descriptions(let screens, let notes) = Self.read(Data(mixed.utf8)) else {
            Issue.record("not read")
            return
        }
        #expect(screens.count == 1)
        #expect(screens.first?.root.children.first?.location.line == 9)
        #expect(notes == ["3:32: the alert made here is not judged: it shows a web page's JavaScript confirm(), whose text the page writes and whose buttons the web API prescribes"])
    }

    @Test("an alert in the code of a type only a development build makes is not judged; one in a class named for developers is marked for information only")
    func developmentOnly() throws {
        let folder = try TemporaryDirectory()
        _ = try folder.write("App.xcodeproj/project.pbxproj", "{ developmentRegion = en; }")
        _ = try folder.write("App/Menu.m", """
            #ifdef DEBUG
            @implementation DeveloperMenu
            - (void)crash { [self.navigationController pushViewController:[CrashController new] animated:YES]; }
            @end
            #endif
            """)
        let alertCode = """
            x = [[UIAlertView alloc] initWithTitle:@"Crash now" message:nil delegate:nil cancelButtonTitle:@"Cancel" otherButtonTitles:@"Crash", nil];
            """
        let crash = try folder.write("App/CrashController.m", "@implementation CrashController\n- (void)ask { \(alertCode) }\n@end\n")
        guard case .passedOver(let reason) = InputFormats.read(url: crash, path: "CrashController.m") else {
            Issue.record("read")
            return
        }
        #expect(reason.contains("only code compiled for development"))

        let debug = try folder.write("App/LogsDebugController.m", "@implementation LogsDebugController\n- (void)ask { \(alertCode) }\n@end\n")
        guard case .descriptions(let screens, _) = InputFormats.read(url: debug, path: "LogsDebugController.m") else {
            Issue.record("not read")
            return
        }
        #expect(screens.map(\.developmentHint) == ["LogsDebugController"])
        let plain = try folder.write("App/Logs.m", "@implementation LogsController\n- (void)ask { \(alertCode) }\n@end\n")
        guard case .descriptions(let plainScreens, _) = InputFormats.read(url: plain, path: "Logs.m") else {
            Issue.record("not read")
            return
        }
        #expect(plainScreens.map(\.developmentHint) == [nil])
    }

    @Test("the system's way to open Settings: UIAlertController and SwiftUI prove iOS 8 and later, a file naming the URL too; UIAlertView alone does not")
    func openSettingsURL() throws {
        func screen(_ source: String) throws -> Element {
            guard case .descriptions(let screens, _) = Self.read(Data(source.utf8)) else { throw CancellationError() }
            return try #require(screens.first?.root)
        }
        let alertView = "x = [[UIAlertView alloc] initWithTitle:@\"Location Off\" message:nil delegate:nil cancelButtonTitle:@\"Cancel\" otherButtonTitles:@\"Open Settings\", nil];"
        #expect(try screen(alertView).bool("openSettingsURL") != true)
        #expect(try screen(alertView + "\n[app openURL:[NSURL URLWithString:UIApplicationOpenSettingsURLString]];").bool("openSettingsURL") == true)
        let controller = "a = [UIAlertController alertControllerWithTitle:@\"Location Off\" message:nil preferredStyle:UIAlertControllerStyleAlert];"
        #expect(try screen(controller).bool("openSettingsURL") == true)
    }
}
