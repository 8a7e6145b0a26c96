import Testing
import HIGLintCodeModel
@testable import HIGLintSwiftReader

/// Alerts read where the code keeps their parts: texts held in constants, alerts a function
/// returns or a convenience initializer builds, and alerts of the same name one inside another's
/// action.
@Suite struct SwiftAlertPlacesTests {
    static func only(_ source: String) throws -> CodeAlert {
        let alerts = SwiftAlertReader.alerts(in: source)
        try #require(alerts.count == 1, "\(alerts)")
        return alerts[0]
    }

    static func titles(_ alert: CodeAlert) -> [CodeText] { alert.buttons.map(\.title) }

    // MARK: Texts held in constants

    @Test("a title, a message and button titles held in local constants are read from their values")
    func localConstants() throws {
        let alert = try Self.only("""
            func confirm() {
                let title = NSLocalizedString("Theme installed", comment: "")
                let message = "The theme is ready."
                let doneTitle = NSLocalizedString("Done", comment: "Done")
                let alertController = UIAlertController(title: title, message: message, preferredStyle: .alert)
                alertController.addAction(UIAlertAction(title: doneTitle, style: .default))
            }
            """)
        #expect(alert.title == .localized(key: "Theme installed", table: nil, defaultValue: nil))
        #expect(alert.message == .literal("The theme is ready."))
        #expect(Self.titles(alert) == [.localized(key: "Done", table: nil, defaultValue: nil)])
        #expect(alert.titleLocation == CodePosition(line: 5, column: 52), "the finding stays where the alert is built")
    }

    @Test("a constant of an enclosing block, followed through another constant; a var never changed after")
    func enclosingBlocksAndChains() throws {
        let alert = try Self.only("""
            func f(ok: Bool) {
                let base = "Sign In Failed"
                var message = "Check your password."
                if !ok {
                    let title = base
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                }
            }
            """)
        #expect(alert.title == .literal("Sign In Failed"))
        #expect(alert.message == .literal("Check your password."))
    }

    @Test("a let property of the type with a value written there, read bare or through self")
    func letProperties() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            final class Login: UIViewController {
                private let failureTitle = "Sign In Failed"
                static let okTitle = "OK"
                var changing = "Changes"
                func fail() {
                    let alert = UIAlertController(title: failureTitle, message: changing, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: Self.okTitle, style: .default))
                    present(alert, animated: true)
                }
                func failAgain() {
                    let alert = UIAlertController(title: self.failureTitle, message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            """)
        #expect(alerts.map(\.title) == [.literal("Sign In Failed"), .literal("Sign In Failed")])
        #expect(alerts[0].message == .computed, "a var property may be changed by any method")
        #expect(Self.titles(alerts[0]) == [.computed], "Self.okTitle is not followed")
    }

    @Test("near misses: a changed var, a let without a value, a format, a parameter or a binding of the same name stay computed")
    func nearMisses() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            final class Screen {
                let title = "Property"
                func a(count: Int) {
                    var title = "Deleted"
                    if count > 1 { title += " All" }
                    let message = String(format: NSLocalizedString("%d items", comment: ""), count)
                    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
                }
                func b(flag: Bool) {
                    let title: String
                    if flag { title = "Yes" } else { title = "No" }
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                }
                func c(title: String) {
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                }
                func d(name: String?) {
                    guard let title = name else { return }
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                }
                func e(names: [String]) {
                    for title in names {
                        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    }
                    load { title in
                        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    }
                    if let title = names.first {
                        let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    }
                }
                func f() {
                    var title = "Start"
                    title = "Again"
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                }
                func g() {
                    var title = "Start"
                    let alert = UIAlertController(title: title, message: nil, preferredStyle: .alert)
                    update(&title)
                }
            }
            """)
        #expect(alerts.count == 9)
        #expect(alerts.allSatisfy { $0.title == .computed }, "\(alerts.map(\.title))")
        #expect(alerts[0].message == .computed)
    }

    @Test("SwiftUI: a String constant is shown as written; one declared a LocalizedStringKey is looked up")
    func swiftUIConstants() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            import SwiftUI
            struct V: View {
                @State var shown = false
                let key: LocalizedStringKey = "Reset Settings?"
                var body: some View {
                    let title = "Reset"
                    return Text("x")
                        .alert(title, isPresented: $shown) { Button("OK") {} }
                        .alert(key, isPresented: $shown) { Button("OK") {} }
                }
            }
            """)
        #expect(alerts.map(\.title) == [.literal("Reset"), .localized(key: "Reset Settings?", table: nil, defaultValue: "Reset Settings?")])
    }

    // MARK: Alerts handed on

    @Test("an alert a function builds with its actions and returns is read where it is built, complete")
    func returnedByAFunction() throws {
        let alert = try Self.only("""
            final class Inspector {
                func notificationUpdateErrorAlert() -> UIAlertController {
                    let alert = UIAlertController(title: "Enable Notifications", message: nil, preferredStyle: .alert)
                    let openSettings = UIAlertAction(title: "Open Settings", style: .default) { _ in }
                    alert.addAction(openSettings)
                    alert.addAction(UIAlertAction(title: "Dismiss", style: .cancel))
                    alert.preferredAction = openSettings
                    return alert
                }
                func show() { present(notificationUpdateErrorAlert(), animated: true) }
            }
            """)
        #expect(alert.buttonsAreKnown)
        #expect(alert.location == CodePosition(line: 3, column: 21))
        #expect(Self.titles(alert) == [.literal("Open Settings"), .literal("Dismiss")])
        #expect(alert.preferredButton == 0)
    }

    @Test("near misses: a returned alert without actions, or one a caller in the file adds to, is not judged")
    func returnedAndFinishedElsewhere() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            func bare() -> UIAlertController {
                let alert = UIAlertController(title: "Choose", message: nil, preferredStyle: .actionSheet)
                return alert
            }
            func started(_ title: String) -> UIAlertController {
                let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                return alert
            }
            func use() {
                let sheet = started("x")
                sheet.addAction(UIAlertAction(title: "Copy", style: .default))
                let lazyAlert: UIAlertController = {
                    let alert = UIAlertController(title: "Lazy", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "OK", style: .default))
                    return alert
                }()
            }
            """)
        #expect(alerts.count == 3)
        #expect(alerts.allSatisfy { !$0.buttonsAreKnown }, "\(alerts.map(\.buttonsAreKnown))")
    }

    @Test("convenience initializers and static makers of an extension of UIAlertController are read with their actions")
    func extensionMakers() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            extension UIAlertController {
                convenience init(error: Error) {
                    self.init(title: "Error Saving", message: error.localizedDescription, preferredStyle: .alert)
                    addAction(UIAlertAction(title: "OK", style: .default))
                }
                convenience init(options: [String]) {
                    self.init(title: "Choose", message: nil, preferredStyle: .actionSheet)
                    for option in options { addAction(UIAlertAction(title: option, style: .default)) }
                }
                convenience init(cancelOnly: Bool) {
                    self.init(title: "Pick a Preset", message: nil, preferredStyle: .actionSheet)
                    addAction(UIAlertAction(title: "Cancel", style: .cancel))
                }
                static func makeDeleteSheet() -> UIAlertController {
                    let sheet = UIAlertController(title: "Delete CGM", message: nil, preferredStyle: .actionSheet)
                    sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    sheet.addCancelAction()
                    return sheet
                }
            }
            func use() {
                let preset = UIAlertController(cancelOnly: true)
                preset.addAction(UIAlertAction(title: "Until I Enter Carbs", style: .default))
            }
            """)
        #expect(alerts.map(\.buttonsAreKnown) == [true, false, false, true])
        #expect(alerts[0].title == .literal("Error Saving"))
        #expect(Self.titles(alerts[0]) == [.literal("OK")])
        #expect(alerts[3].buttons.map(\.role) == [.destructive, .cancel])
    }

    // MARK: Alerts one inside another

    @Test("an alert of the same name declared in an action's closure is another alert: each keeps its own actions")
    func sameNameInsideAnAction() throws {
        let alerts = SwiftAlertReader.alerts(in: """
            func install() {
                let alertController = UIAlertController(title: "Install Theme?", message: nil, preferredStyle: .alert)
                alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                let installAction = UIAlertAction(title: "Install", style: .default) { _ in
                    let alertController = UIAlertController(title: "Duplicate Theme", message: nil, preferredStyle: .alert)
                    alertController.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                    alertController.addAction(UIAlertAction(title: "Overwrite", style: .default))
                    present(alertController, animated: true)
                }
                alertController.addAction(installAction)
                present(alertController, animated: true)
            }
            """)
        #expect(alerts.count == 2)
        #expect(alerts.map(\.buttonsAreKnown) == [true, true])
        #expect(Self.titles(alerts[0]) == [.literal("Cancel"), .literal("Install")])
        #expect(Self.titles(alerts[1]) == [.literal("Cancel"), .literal("Overwrite")])
    }

    @Test("near miss: a closure that adds to the outer alert (no declaration of its own) still makes its count unknown")
    func closureAddingToTheOuterAlert() throws {
        let alert = try Self.only("""
            func f(later: () -> Void) {
                let alert = UIAlertController(title: "Choose", message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                later { alert.addAction(UIAlertAction(title: "More", style: .default)) }
                let other = { (alert: UIAlertController) in alert.addAction(UIAlertAction(title: "X", style: .default)) }
            }
            """)
        #expect(!alert.buttonsAreKnown)
    }
}
