import Testing
import HIGLintCodeModel
@testable import HIGLintSwiftReader

/// The Swift reader of alerts: each construct it understands, the texts it resolves, and the
/// shapes that must not be read as alerts (names in comments and strings, hidden variables).
@Suite struct SwiftAlertReaderTests {
    static func read(_ source: String) -> [CodeAlert] {
        SwiftAlertReader.alerts(in: source)
    }

    static func only(_ source: String) throws -> CodeAlert {
        let alerts = read(source)
        try #require(alerts.count == 1, "\(alerts)")
        return alerts[0]
    }

    static func titles(_ alert: CodeAlert) -> [CodeText] { alert.buttons.map(\.title) }
    static func roles(_ alert: CodeAlert) -> [CodeAlertButton.Role] { alert.buttons.map(\.role) }
    static func at(_ line: Int, _ column: Int) -> CodePosition { CodePosition(line: line, column: column) }

    // MARK: UIAlertController

    @Test func alertControllerWithActionsInSourceOrder() throws {
        let alert = try Self.only("""
            func f() {
                let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.delete() })
                alert.addAction(.init(title: "Keep", style: .default, handler: nil))
                present(alert, animated: true)
            }
            """)
        #expect(alert.api == .alertController)
        #expect(alert.style == .alert)
        #expect(alert.title == .literal("Delete Photo?"))
        #expect(alert.message == nil)
        #expect(Self.titles(alert) == [.literal("Cancel"), .literal("Delete"), .literal("Keep")])
        #expect(Self.roles(alert) == [.cancel, .destructive, .default])
        #expect(alert.location == Self.at(2, 17))
        #expect(alert.buttons.map(\.location) == [Self.at(3, 42), Self.at(4, 42), Self.at(5, 34)])
    }

    @Test func actionSheetStyleAndUIKitInit() throws {
        let alert = try Self.only("""
            var sheet = UIAlertController.init(title: nil, message: "Pick one", preferredStyle: UIAlertController.Style.actionSheet)
            sheet.addAction(UIAlertAction.init(title: "A", style: UIAlertAction.Style.default, handler: nil))
            """)
        #expect(alert.style == .actionSheet)
        #expect(alert.title == nil)
        #expect(alert.message == .literal("Pick one"))
        #expect(Self.titles(alert) == [.literal("A")])
    }

    @Test func actionsMadeIntoLocalsFirstAndPreferredAction() throws {
        let alert = try Self.only("""
            func f() {
                let cancel = UIAlertAction(title: "Cancel", style: .cancel)
                let alert = UIAlertController(title: "Save Changes?", message: "m", preferredStyle: .alert)
                let save = UIAlertAction(title: "Save", style: .default) { _ in }
                alert.addAction(cancel)
                alert.addAction(save)
                alert.preferredAction = save
            }
            """)
        #expect(Self.titles(alert) == [.literal("Cancel"), .literal("Save")])
        #expect(Self.roles(alert) == [.cancel, .default])
        #expect(alert.preferredButton == 1)
        #expect(alert.buttons[1].location == Self.at(4, 37))
    }

    @Test func actionsMadeElsewhereAreButtonsOfUnknownTitle() throws {
        let alert = try Self.only("""
            let alert = UIAlertController(title: "Add Source", message: nil, preferredStyle: .alert)
            alert.addAction(.cancel)
            alert.addAction(UIAlertAction.cancelAction())
            alert.addAction(action)
            alert.addCancelAction()
            """)
        #expect(Self.titles(alert) == [.computed, .computed, .computed, .computed])
        #expect(Self.roles(alert) == [.cancel, .cancel, .default, .cancel])
    }

    @Test func actionsInNestedBlocksAndIfConfig() throws {
        let alert = try Self.only("""
            func f() {
                let alert = UIAlertController(title: "T", message: nil, preferredStyle: .actionSheet)
                if canEdit {
                    alert.addAction(UIAlertAction(title: "Edit", style: .default))
                }
                #if canImport(Photos)
                alert.addAction(UIAlertAction(title: "Save to Photos", style: .default))
                #endif
                DispatchQueue.main.async { alert.addAction(UIAlertAction(title: "Later", style: .default)) }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            }
            """)
        #expect(Self.titles(alert) == [.literal("Edit"), .literal("Save to Photos"), .literal("Cancel")])
    }

    @Test func shadowedVariablesKeepTheirOwnActions() throws {
        let alerts = Self.read("""
            func f() {
                let alert = UIAlertController(title: "Outer", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "One", style: .default))
                do {
                    alert.addAction(UIAlertAction(title: "Two", style: .default))
                    let alert = UIAlertController(title: "Inner", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Three", style: .default))
                }
                if let alert = other { alert.addAction(UIAlertAction(title: "Four", style: .default)) }
                other.addAction(UIAlertAction(title: "Five", style: .default))
            }
            """)
        try #require(alerts.count == 2)
        #expect(Self.titles(alerts[0]) == [.literal("One"), .literal("Two")])
        #expect(Self.titles(alerts[1]) == [.literal("Three")])
    }

    @Test func reassignedVariableStartsAnotherAlert() throws {
        let alerts = Self.read("""
            var alert: UIAlertController
            alert = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "A", style: .default))
            alert = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "B", style: .default))
            """)
        #expect(alerts.map { Self.titles($0) } == [[.literal("A")], [.literal("B")]])
    }

    @Test func convenienceInitializerOfAnExtension() throws {
        let alert = try Self.only("""
            extension UIAlertController {
                convenience init(deleteHandler: @escaping () -> Void) {
                    self.init(title: "Delete All?", message: nil, preferredStyle: .actionSheet)
                    addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in deleteHandler() })
                    self.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                }
            }
            """)
        #expect(alert.style == .actionSheet)
        #expect(Self.titles(alert) == [.literal("Delete"), .literal("Cancel")])
    }

    @Test func otherInitializersAndRunTimeStylesAreNotRead() {
        #expect(Self.read("""
            let a = UIAlertController(with: error)
            let b = UIAlertController(title: "T", message: nil, preferredStyle: isPad ? .alert : .actionSheet)
            let c = UIAlertController()
            """).isEmpty)
    }

    // MARK: UIAlertView and UIActionSheet

    @Test func alertViewButtonsCancelThenOthers() throws {
        let alert = try Self.only("""
            let view = UIAlertView(title: "No Connection", message: "Try again later.", delegate: nil, cancelButtonTitle: "OK", otherButtonTitles: "Retry", "Settings")
            """)
        #expect(alert.api == .alertView)
        #expect(alert.message == .literal("Try again later."))
        #expect(Self.titles(alert) == [.literal("OK"), .literal("Retry"), .literal("Settings")])
        #expect(Self.roles(alert) == [.cancel, .default, .default])
    }

    @Test func actionSheetWithDestructiveAndNilButtons() throws {
        let alert = try Self.only("""
            let sheet = UIActionSheet(title: nil, delegate: self, cancelButtonTitle: "Cancel", destructiveButtonTitle: "Remove Account", otherButtonTitles: nil)
            """)
        #expect(alert.api == .actionSheet)
        #expect(alert.style == .actionSheet)
        #expect(Self.titles(alert) == [.literal("Cancel"), .literal("Remove Account")])
        #expect(Self.roles(alert) == [.cancel, .destructive])
    }

    // MARK: SwiftUI

    @Test func alertModifierWithButtonsAndMessage() throws {
        let alert = try Self.only("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    List {}
                        .alert("Delete Item?", isPresented: $asking) {
                            Button("Delete", role: .destructive) { delete() }
                            Button("Cancel", role: .cancel) {}
                        } message: {
                            Text("This cannot be undone.")
                        }
                }
            }
            """)
        #expect(alert.api == .swiftUIAlert)
        #expect(alert.title == .localized(key: "Delete Item?", table: nil, defaultValue: "Delete Item?"))
        #expect(alert.message == .localized(key: "This cannot be undone.", table: nil, defaultValue: "This cannot be undone."))
        #expect(Self.titles(alert) == [
            .localized(key: "Delete", table: nil, defaultValue: "Delete"),
            .localized(key: "Cancel", table: nil, defaultValue: "Cancel"),
        ])
        #expect(Self.roles(alert) == [.destructive, .cancel])
        #expect(alert.location == Self.at(5, 13))
    }

    @Test func alertModifierWithLabeledClosuresAndButtonLabels() throws {
        let alert = try Self.only("""
            import SwiftUI
            let v = Text("x").alert(Text(verbatim: "Sign Out"), isPresented: $b, actions: {
                Button(action: signOut) { Text("Sign Out") }
                Button(role: .cancel) { } label: { Label("Stay", systemImage: "x") }
                Button(name) {}
            }, message: { Text("You can sign in again at any time.") })
            """)
        #expect(alert.title == .literal("Sign Out"))
        #expect(Self.titles(alert) == [
            .localized(key: "Sign Out", table: nil, defaultValue: "Sign Out"),
            .localized(key: "Stay", table: nil, defaultValue: "Stay"),
            .computed,
        ])
        #expect(Self.roles(alert) == [.default, .cancel, .default])
    }

    @Test func alertModifierWithNoActionsShowsOK() throws {
        let alert = try Self.only("""
            import SwiftUI
            let v = Text("x").alert("Saved", isPresented: $b, actions: {})
            """)
        #expect(Self.titles(alert) == [.literal("OK")])
    }

    @Test func confirmationDialogHidesItsTitleUnlessVisible() throws {
        let alerts = Self.read("""
            import SwiftUI
            let a = Text("x").confirmationDialog("Share", isPresented: $b) { Button("Copy Link") {} }
            let b = Text("x").confirmationDialog("Share", isPresented: $b, titleVisibility: .visible) { Button("Copy Link") {} }
            """)
        try #require(alerts.count == 2)
        #expect(alerts.allSatisfy { $0.api == .swiftUIConfirmationDialog && $0.style == .actionSheet })
        #expect(alerts[0].title == nil)
        #expect(alerts[1].title == .localized(key: "Share", table: nil, defaultValue: "Share"))
    }

    @Test func alertValuesAndTheirButtons() throws {
        let alerts = Self.read("""
            import SwiftUI
            let v = Text("x").alert(isPresented: $b) {
                Alert(title: Text("Remove Download?"), message: Text("m"),
                      primaryButton: .destructive(Text("Remove")) { remove() },
                      secondaryButton: .cancel())
            }
            let w = Alert(title: Text("Done"), dismissButton: .default(Text("OK")))
            let x = Alert(title: Text("Done"))
            let y = Alert(title: Text("t"), primaryButton: Alert.Button.cancel(Text("Back")), secondaryButton: button)
            """)
        try #require(alerts.count == 4)
        #expect(alerts[0].location == Self.at(3, 5))
        #expect(Self.titles(alerts[0]) == [.localized(key: "Remove", table: nil, defaultValue: "Remove"), .literal("Cancel")])
        #expect(Self.roles(alerts[0]) == [.destructive, .cancel])
        #expect(Self.roles(alerts[1]) == [.default])
        #expect(Self.titles(alerts[2]) == [.literal("OK")])
        #expect(Self.titles(alerts[3]) == [.localized(key: "Back", table: nil, defaultValue: "Back"), .computed])
    }

    @Test("the older Alert value is told from the .alert modifier: SwiftUI adds no Cancel to its two buttons")
    func alertValueWithTwoButtonsIsNotTheModifier() throws {
        let alerts = Self.read("""
            import SwiftUI
            let v = Text("x").alert(isPresented: $b) {
                Alert(title: Text("Switch to Production?"),
                      primaryButton: .default(Text("Keep Development")),
                      secondaryButton: .destructive(Text("Switch to Production")) { switchServer() })
            }
            let w = Text("x").alert("Delete?", isPresented: $b) { Button("Delete", role: .destructive) {} }
            """)
        try #require(alerts.count == 2)
        #expect(alerts[0].api == .swiftUIAlertValue)
        #expect(Self.roles(alerts[0]) == [.default, .destructive])
        #expect(alerts[1].api == .swiftUIAlert)
    }

    @Test func actionSheetValue() throws {
        let alert = try Self.only("""
            import SwiftUI
            let s = ActionSheet(title: Text("Sort By"), message: nil, buttons: [.default(Text("Name")), .cancel()])
            """)
        #expect(alert.api == .swiftUIConfirmationDialog)
        #expect(alert.message == nil)
        #expect(Self.roles(alert) == [.default, .cancel])
    }

    @Test func swiftUINamesOutsideSwiftUIFilesAreAProjectsOwn() {
        #expect(Self.read("""
            let a = Alert(title: Text("Done"))
            let v = view.alert("Saved", isPresented: true)
            """).isEmpty)
    }

    // MARK: Development builds

    @Test("an alert built in a branch compiled only in a development build is not read; the other branches are")
    func developmentBranchesAreNotRead() {
        let alerts = Self.read("""
            func f() {
                #if DEBUG
                let a = UIAlertController(title: "Debug Menu", message: nil, preferredStyle: .actionSheet)
                #else
                let b = UIAlertController(title: "Else of Debug", message: nil, preferredStyle: .alert)
                #endif
                #if !RELEASE
                let c = UIAlertController(title: "Not Release", message: nil, preferredStyle: .alert)
                #elseif os(iOS)
                let d = UIAlertController(title: "Release on iOS", message: nil, preferredStyle: .alert)
                #endif
                #if !DEBUG
                let e = UIAlertController(title: "Not Debug", message: nil, preferredStyle: .alert)
                #else
                let f = UIAlertController(title: "Else of Not Debug", message: nil, preferredStyle: .alert)
                #endif
                #if (TESTING || DEBUG) && targetEnvironment(simulator)
                let g = UIAlertController(title: "Testing on Simulator", message: nil, preferredStyle: .alert)
                #endif
                #if DEBUG || BETA
                let h = UIAlertController(title: "Debug or Beta", message: nil, preferredStyle: .alert)
                #endif
                #if STAGING
                let i = UIAlertController(title: "Staging", message: nil, preferredStyle: .alert)
                #endif
            }
            #if DEBUG
            extension V {
                func menu() { let j = UIAlertController(title: "Member", message: nil, preferredStyle: .alert) }
            }
            #endif
            """)
        #expect(alerts.map(\.title) == [.literal("Else of Debug"), .literal("Release on iOS"), .literal("Not Debug"),
                                        .literal("Debug or Beta"), .literal("Staging")])
    }

    @Test("an action added only in a development build is not one of the buttons people see")
    func developmentActionsAreNotCounted() throws {
        let alert = try Self.only("""
            func f() {
                let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Copy Link", style: .default))
                #if DEBUG
                alert.addAction(UIAlertAction(title: "Dump State", style: .default))
                #else
                alert.addAction(UIAlertAction(title: "Report", style: .default))
                #endif
            }
            """)
        #expect(Self.titles(alert) == [.literal("Copy Link"), .literal("Report")])
    }

    // MARK: Texts

    @Test func textsAsTheUserReadsThem() throws {
        func title(_ expression: String) throws -> CodeText? {
            try Self.only("let a = UIAlertController(title: \(expression), message: nil, preferredStyle: .alert)").title
        }
        #expect(try title(#""Tab\there \"quoted\" \u{E9}""#) == .literal("Tab\there \"quoted\" \u{E9}"))
        #expect(try title(##"#"Raw \n"#"##) == .literal(#"Raw \n"#))
        #expect(try title("\"\"\"\n    Two\n    Lines\n    \"\"\"") == .literal("Two\nLines"))
        #expect(try title(#"NSLocalizedString("No Results", comment: "")"#) == .localized(key: "No Results", table: nil, defaultValue: nil))
        #expect(try title(#"NSLocalizedString("k", tableName: "Alerts", value: "Shown", comment: "")"#)
                == .localized(key: "k", table: "Alerts", defaultValue: "Shown"))
        #expect(try title(#"String(localized: "Sign In")"#) == .localized(key: "Sign In", table: nil, defaultValue: nil))
        #expect(try title(#"String(localized: "k", defaultValue: "d", table: "T")"#) == .localized(key: "k", table: "T", defaultValue: "d"))
        #expect(try title("nil") == nil)
        #expect(try title(#""Hello \(name)""#) == .computed)
        #expect(try title("error.localizedDescription") == .computed)
        #expect(try title(#"title ?? "Error""#) == .computed)
        #expect(try title(#"String(format: NSLocalizedString("%@ Failed", comment: ""), name)"#) == .computed)
        #expect(try title("NSLocalizedString(key, comment: \"\")") == .computed)
        #expect(try title("(\"Parenthesized\")") == .literal("Parenthesized"))
    }

    // MARK: What is not an alert

    @Test func namesInCommentsAndStringsAreNotCalls() {
        #expect(Self.read("""
            // let alert = UIAlertController(title: "Commented", message: nil, preferredStyle: .alert)
            /* UIAlertView(title: "Block", message: nil, delegate: nil, cancelButtonTitle: "OK") */
            let s = "UIAlertController(title: \\"In a string\\", message: nil, preferredStyle: .alert)"
            let t = \"\"\"
                UIActionSheet(title: "Multi-line string", delegate: nil, cancelButtonTitle: nil, destructiveButtonTitle: nil)
                \"\"\"
            """).isEmpty)
    }

    @Test func nestedClosuresAndAlertsInHandlers() throws {
        let alerts = Self.read("""
            func f() {
                DispatchQueue.main.async {
                    let alert = UIAlertController(title: "Outer", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Next", style: .default) { _ in
                        let alert = UIAlertController(title: "Inner", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "Done", style: .cancel))
                    })
                }
            }
            """)
        try #require(alerts.count == 2)
        #expect(alerts.map(\.title) == [.literal("Outer"), .literal("Inner")])
        #expect(alerts.map { Self.titles($0) } == [[.literal("Next")], [.literal("Done")]])
    }

    @Test func syntaxErrorsAreReadAsFarAsTheParserRecovers() throws {
        let alerts = Self.read("""
            func broken( {
                let alert = UIAlertController(title: "Still Read", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default
            }
            let other = UIAlertView(title: "After", message: nil, delegate: nil, cancelButtonTitle: "OK"
            """)
        #expect(alerts.map(\.title).contains(.literal("Still Read")))
    }

    @Test func bytesThatAreNotUTF8AreReadLeniently() throws {
        var bytes = Array("let alert = UIAlertController(title: \"Caf".utf8)
        bytes += [0xE9, 0xFF]  // Latin-1 é and a byte no encoding uses
        bytes += Array("\", message: nil, preferredStyle: .alert); let x = UIAlertView(title: \"\u{E9}\", message: nil, delegate: nil, cancelButtonTitle: nil)".utf8)
        // higlint sends text: bytes that are not UTF-8 arrive as U+FFFD.
        let alerts = SwiftAlertReader.alerts(in: String(decoding: bytes, as: UTF8.self))
        try #require(alerts.count == 2)
        #expect(alerts[0].title == .literal("Caf\u{FFFD}\u{FFFD}"))
        // Columns count Unicode scalars, not bytes: U+FFFD is one scalar of three bytes.
        #expect(alerts[1].location.column == 94)
        #expect([UInt8]([0xFF, 0xFE, 0x00]).withUnsafeBufferPointer { SwiftAlertReader.alerts(inUTF8: $0) }.isEmpty)
    }

    @Test("actions added in a loop or a closure make the number of buttons unknown; a loop around the whole alert does not")
    func repeatedActions() throws {
        let loop = try Self.only("""
            func present(_ error: NSError) {
                let alertController = UIAlertController(title: "Cannot Import", message: nil, preferredStyle: .alert)
                for (index, option) in error.recoveryOptions.enumerated() {
                    let action = UIAlertAction(title: option, style: index == 0 ? .default : .cancel) { _ in }
                    alertController.addAction(action)
                }
                present(alertController, animated: true)
            }
            """)
        #expect(!loop.buttonsAreKnown)
        let closure = try Self.only("""
            func present(_ options: [String]) {
                let alert = UIAlertController(title: "Choose a Feed", message: nil, preferredStyle: .actionSheet)
                options.forEach { alert.addAction(UIAlertAction(title: $0, style: .default)) }
                present(alert, animated: true)
            }
            """)
        #expect(!closure.buttonsAreKnown)
        let alertPerItem = try Self.only("""
            func warn(_ names: [String]) {
                for name in names {
                    let alert = UIAlertController(title: "Cannot Open File", message: name, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    present(alert, animated: true)
                }
            }
            """)
        #expect(alertPerItem.buttonsAreKnown)
        #expect(Self.roles(alertPerItem) == [.default])
    }

    @Test("a style taken from another action gives that action's role, by its name")
    func styleOfAnotherAction() throws {
        let alert = try Self.only("""
            func ask() {
                let alertController = UIAlertController(title: "App Contains Extensions", message: nil, preferredStyle: .alert)
                alertController.addAction(UIAlertAction(title: UIAlertAction.cancel.title, style: UIAlertAction.cancel.style, handler: nil))
                alertController.addAction(UIAlertAction(title: "Remove", style: .destructive))
            }
            """)
        #expect(Self.roles(alert) == [.cancel, .destructive])
    }

    // MARK: Where the title and the message are given

    @Test("a UIKit alert's title and message are placed at their arguments, the alert at its constructor")
    func uiKitArgumentPositions() throws {
        let controller = try Self.only("""
            func f() {
                let alert = UIAlertController(title: "Delete Photo?",
                                              message: NSLocalizedString("delete.message", comment: ""), preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            """)
        #expect(controller.location == Self.at(2, 17))
        #expect(controller.titleLocation == Self.at(2, 42))
        #expect(controller.messageLocation == Self.at(3, 44))
        let old = try Self.only(#"let v = UIAlertView(title: "Saved", message: "Your Photo Is Saved", delegate: nil, cancelButtonTitle: "OK")"#)
        #expect(old.titleLocation == Self.at(1, 28))
        #expect(old.messageLocation == Self.at(1, 46))
        let sheet = try Self.only(#"let s = UIActionSheet(title: "Share Photo", delegate: nil, cancelButtonTitle: "Cancel", destructiveButtonTitle: nil)"#)
        #expect(sheet.titleLocation == Self.at(1, 30))
        #expect(sheet.messageLocation == nil)
    }

    @Test("a SwiftUI alert's title and message are placed at the title argument and the message's text")
    func swiftUIArgumentPositions() throws {
        let alerts = Self.read("""
            import SwiftUI
            struct V: View {
                var body: some View {
                    List {}
                        .alert("Remove Download?", isPresented: $asking) {
                            Button("Remove", role: .destructive) {}
                        } message: {
                            Text("It is deleted from this iPhone.")
                        }
                        .alert(isPresented: $done) { Alert(title: Text("Done"), message: Text("Saved.")) }
                }
            }
            """)
        try #require(alerts.count == 2)
        #expect(alerts[0].location == Self.at(5, 13))
        #expect(alerts[0].titleLocation == Self.at(5, 20))
        #expect(alerts[0].messageLocation == Self.at(8, 17))
        #expect(alerts[1].titleLocation == Self.at(10, 55))
        #expect(alerts[1].messageLocation == Self.at(10, 78))
    }
}

/// What the Swift reader records about an alert beyond its texts: the type whose code builds it,
/// and whether the code uses it to show a task in progress.
@Suite struct SwiftAlertContextTests {
    @Test("the enclosing type is the innermost class, structure or extended type; nil at the top level")
    func enclosingType() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            import SwiftUI
            final class DMCrashViewController: UIViewController {
                struct Inner {
                    func f() {
                        let alert = UIAlertController(title: "Crash", message: nil, preferredStyle: .alert)
                        alert.addAction(UIAlertAction(title: "OK", style: .default))
                    }
                }
            }
            extension Debug.MenuView {
                var body: some View {
                    Text("x").alert("Reset", isPresented: $shown) { Button("OK") {} }
                }
            }
            func topLevel() {
                let alert = UIAlertController(title: "Top", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            }
            """)
        #expect(alerts.map(\.enclosingType) == ["Inner", "MenuView", nil])
        #expect(alerts.map(\.enclosingFunction) == ["f", nil, "topLevel"])
    }

    @Test("the enclosing selector is the function's name and the labels after the first, as Objective-C writes it; nil outside a function")
    func enclosingSelector() throws {
        let alertCode = """
            let alert = UIAlertController(title: "A", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
            """
        let alerts = SwiftAlertReader.alerts(in: """
            import UIKit
            final class Browser: NSObject, WKUIDelegate {
                func webView(_ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String,
                             initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping () -> Void) {
                    DispatchQueue.main.async { \(alertCode) }
                }
                func reload() { \(alertCode) }
                init(title: String, _ other: Int) { super.init(); \(alertCode) }
                var shown: UIAlertController { \(alertCode); return alert }
            }
            """)
        #expect(alerts.map(\.enclosingSelector) == [
            "webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:", "reload", "init::", nil,
        ])
    }

    @Test("an alert dismissed by the code or given an activity indicator shows progress; one given only buttons does not")
    func showsProgress() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            func a(work: @escaping (@escaping () -> Void) -> Void) {
                let alert = UIAlertController(title: "Exporting", message: nil, preferredStyle: .alert)
                present(alert, animated: true) { work { alert.dismiss(animated: true) } }
            }
            func b() {
                let alert = UIAlertController(title: "Loading", message: nil, preferredStyle: .alert)
                alert.addActivityIndicator()
                present(alert, animated: true)
            }
            func c() {
                let alert = UIAlertController(title: "Loading", message: nil, preferredStyle: .alert)
                alert.view.addSubview(spinner)
                present(alert, animated: true)
            }
            func d() {
                let alert = UIAlertController(title: "Sync Complete", message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                present(alert, animated: true)
                other.dismiss(animated: true)
            }
            """)
        #expect(alerts.map(\.showsProgress) == [true, true, true, false])
    }
}
