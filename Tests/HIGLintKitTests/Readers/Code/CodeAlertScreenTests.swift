import Foundation
import HIGLintCodeModel
import Testing
@testable import HIGLintKit

/// What UIKit shows for an alert built in code: the buttons in UIKit's order for each API, and
/// texts higlint cannot know left to run time.
@Suite struct CodeAlertScreenTests {
    static let here = CodePosition(line: 1, column: 1)

    static func button(_ title: String, _ role: CodeAlertButton.Role = .default) -> CodeAlertButton {
        CodeAlertButton(title: .literal(title), role: role, location: here)
    }

    static func order(_ api: CodeAlert.API, _ style: CodeAlert.Style, _ buttons: [CodeAlertButton]) -> [String] {
        let alert = CodeAlert(api: api, style: style, title: nil, message: nil, buttons: buttons, preferredButton: nil, location: here)
        return CodeAlertScreen.displayed(alert).map { if case .literal(let t) = $0.title { t } else { "?" } }
    }

    @Test("UIKit's order: cancel left of two in an alert, at the bottom otherwise; UIActionSheet puts the destructive button first")
    func order() {
        let (cancel, delete, save, share) = (Self.button("Cancel", .cancel), Self.button("Delete", .destructive), Self.button("Save"), Self.button("Share"))
        #expect(Self.order(.alertController, .alert, [save, cancel]) == ["Cancel", "Save"])
        #expect(Self.order(.alertController, .alert, [cancel, save, share]) == ["Save", "Share", "Cancel"])
        #expect(Self.order(.alertController, .actionSheet, [cancel, save, delete]) == ["Save", "Delete", "Cancel"])
        #expect(Self.order(.alertView, .alert, [cancel, save]) == ["Cancel", "Save"])
        #expect(Self.order(.alertView, .alert, [cancel, save, share]) == ["Save", "Share", "Cancel"])
        #expect(Self.order(.actionSheet, .actionSheet, [delete, cancel, save, share]) == ["Delete", "Save", "Share", "Cancel"])
    }

    @Test("SwiftUI adds a Cancel button to a confirmation dialog and to a .alert with a destructive button that have none; the Alert value and UIKit never do")
    func systemCancel() {
        let (cancel, delete, save) = (Self.button("Cancel", .cancel), Self.button("Delete", .destructive), Self.button("Save"))
        #expect(Self.order(.swiftUIConfirmationDialog, .actionSheet, [delete, save]) == ["Delete", "Save", "Cancel"])
        #expect(Self.order(.swiftUIConfirmationDialog, .actionSheet, [save, cancel]) == ["Save", "Cancel"])
        #expect(Self.order(.swiftUIAlert, .alert, [delete]) == ["Cancel", "Delete"])
        #expect(Self.order(.swiftUIAlert, .alert, [delete, save]) == ["Delete", "Save", "Cancel"])
        #expect(Self.order(.swiftUIAlert, .alert, [save]) == ["Save"])
        #expect(Self.order(.swiftUIAlert, .alert, [Self.button("Keep", .cancel), delete]) == ["Keep", "Delete"])
        #expect(Self.order(.swiftUIAlertValue, .alert, [save, delete]) == ["Save", "Delete"])
        #expect(Self.order(.swiftUIAlertValue, .alert, [delete]) == ["Delete"])
        #expect(Self.order(.alertController, .alert, [delete]) == ["Delete"])
        #expect(Self.order(.alertController, .actionSheet, [delete, save]) == ["Delete", "Save"])
        #expect(Self.order(.actionSheet, .actionSheet, [save]) == ["Save"])
    }

    @Test("a text that cannot be known is set at run time; nil is no text; a known one is kept with its location")
    func texts() {
        let titleAt = CodePosition(line: 3, column: 9)
        let alert = CodeAlert(api: .alertView, style: .alert, title: .literal("Cannot Connect"), message: .computed,
                              buttons: [CodeAlertButton(title: .computed, role: .cancel, location: Self.here)],
                              preferredButton: nil, location: Self.here, titleLocation: titleAt)
        let screen = CodeAlertScreen.description(of: alert, path: "App/A.m", strings: nil)
        #expect(screen.syntax == .code && screen.root.kind == "screen")
        let element = screen.root.children[0]
        #expect(element.kind == "alert")
        #expect(element.property("title")?.location == SourceLocation(file: "App/A.m", line: 3, column: 9))
        #expect(element.isSetAtRunTime("message") && !element.isSetAtRunTime("title"))
        #expect(element.children[0].isSetAtRunTime("title") && element.children[0].string("role") == "cancel")
    }

    @Test("a localized key: the development language's text, else its default value, else the key when it reads as text")
    func localized() {
        let strings = DevelopmentStrings(tables: ["Localizable": ["greeting": "Welcome Back"], "Alerts": ["Cancel": "Abort"]])
        #expect(CodeAlertScreen.readable(.localized(key: "greeting", table: nil, defaultValue: nil), strings: strings) == "Welcome Back")
        #expect(CodeAlertScreen.readable(.localized(key: "Cancel", table: "Alerts", defaultValue: nil), strings: strings) == "Abort")
        #expect(CodeAlertScreen.readable(.localized(key: "x.y", table: nil, defaultValue: "Fallback"), strings: strings) == "Fallback")
        #expect(CodeAlertScreen.readable(.localized(key: "No results found", table: nil, defaultValue: nil), strings: nil) == "No results found")
        #expect(CodeAlertScreen.readable(.computed, strings: strings) == nil)
        for key in ["alert.delete.title", "UpdateAvailable", "cancel_button", "cancel", "ALERT_TITLE"] {
            #expect(CodeAlertScreen.readable(.localized(key: key, table: nil, defaultValue: nil), strings: nil) == nil, "\(key)")
        }
        for key in ["Cancel", "OK", "Could not find file", "Try again. Or not."] {
            #expect(CodeAlertScreen.keyReadsAsText(key), "\(key)")
        }
    }
}
