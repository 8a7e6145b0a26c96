import HIGLintCodeModel

/// What UIKit shows for a `CodeAlert`: a screen holding one `alert` or `actionSheet` element,
/// its title and message as the user reads them (the development language's text of a
/// localized key), and its `button`s in the order UIKit displays them for the API:
///
/// - `UIAlertController`, action sheet: the actions in the order added, the cancel one last
///   (at the bottom, on iPhone);
/// - `UIAlertController`, alert: two buttons side by side, the cancel one on the left; one, or
///   three and more, stacked, the cancel one at the bottom;
/// - `UIAlertView`: the cancel button on the left of two, at the bottom of three or more;
/// - `UIActionSheet`: the destructive button first, then the others, the cancel one last;
/// - SwiftUI: as `UIAlertController`, which draws them, with the Cancel button SwiftUI adds of
///   its own (`systemButtons`).
///
/// The screen has `openSettingsURL` when the app's UIKit has the system's way to open Settings:
/// the API says so, or the file names `UIApplication.openSettingsURLString`.
///
/// An alert the code gives no button and shows progress with (`CodeAlert.showsProgress`) is
/// marked `showsProgress`: the app takes it away itself.
///
/// Each element and property carries the source location of its argument. A text higlint cannot
/// know (computed, or a key the strings do not hold) is left out and named in the element's
/// `setAtRunTime`, so that no rule judges it or reports it missing.
enum CodeAlertScreen {
    static func description(of alert: CodeAlert, path: String, strings: DevelopmentStrings?, namesSettingsURL: Bool = false) -> ScreenDescription {
        let place = { (position: CodePosition) in SourceLocation(file: path, line: position.line, column: position.column) }
        let location = place(alert.location)
        var element = Element(kind: alert.style.rawValue, location: location)
        var unknown: [String] = []
        for (name, text, textLocation) in [("title", alert.title, alert.titleLocation), ("message", alert.message, alert.messageLocation)] {
            guard let text else { continue }
            if let value = readable(text, strings: strings) {
                element.properties.append(.init(name: name, value: .string(value), location: textLocation.map(place) ?? location))
            } else {
                unknown.append(name)
            }
        }
        if !unknown.isEmpty {
            element.properties.append(.init(name: Vocabulary.setAtRunTime, value: .string(unknown.joined(separator: " ")), location: location))
        }
        let buttons = displayed(alert)
        if alert.style == .alert, alert.showsProgress, buttons.isEmpty {
            element.properties.append(.init(name: "showsProgress", value: .bool(true), location: location))
        }
        for button in buttons {
            let buttonLocation = place(button.location)
            var child = Element(kind: "button", location: buttonLocation)
            if let title = readable(button.title, strings: strings) {
                child.properties.append(.init(name: "title", value: .string(title), location: buttonLocation))
            } else {
                child.properties.append(.init(name: Vocabulary.setAtRunTime, value: .string("title"), location: buttonLocation))
            }
            if button.role != .default {
                child.properties.append(.init(name: "role", value: .string(button.role.rawValue), location: buttonLocation))
            }
            element.appendChild(child)
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        var screen = Element(kind: "screen", properties: [
            .init(name: "name", value: .string("\(name):\(alert.location.line)"), location: location),
        ], children: [element], location: location)
        if namesSettingsURL || hasSettingsURL(alert.api) {
            screen.properties.append(.init(name: "openSettingsURL", value: .bool(true), location: location))
        }
        return ScreenDescription(path: path, syntax: .code, root: screen)
    }

    /// Whether the API proves an app of iOS 8 or later, which has the system's way to open its
    /// page of Settings (`UIKitSettingsURL`): `UIAlertController` came with iOS 8, SwiftUI with
    /// iOS 13. `UIAlertView` and `UIActionSheet` were there from iOS 2.
    static func hasSettingsURL(_ api: CodeAlert.API) -> Bool {
        switch api {
        case .alertController, .swiftUIAlert, .swiftUIAlertValue, .swiftUIConfirmationDialog: true
        case .alertView, .actionSheet: false
        }
    }

    /// The buttons in the order UIKit shows them, top to bottom and left to right.
    static func displayed(_ alert: CodeAlert) -> [CodeAlertButton] {
        let buttons = systemButtons(alert)
        let cancels = buttons.filter { $0.role == .cancel }
        let others = buttons.filter { $0.role != .cancel }
        switch alert.api {
        case .actionSheet:
            return buttons.filter { $0.role == .destructive } + buttons.filter { $0.role == .default } + cancels
        case .alertView, .alertController, .swiftUIAlert, .swiftUIAlertValue, .swiftUIConfirmationDialog:
            if alert.style == .alert, buttons.count == 2 { return cancels + others }
            return others + cancels
        }
    }

    /// The buttons the alert shows, whoever made them: those of the code, and the Cancel button
    /// SwiftUI adds where the code gives none with role cancel — to every confirmation dialog
    /// ("Dialogs include a standard dismiss action by default"), and to an alert with a
    /// destructive button (a `.alert` whose only action is Delete shows Delete and Cancel). The
    /// older `Alert` value shows only the buttons it is given (`primaryButton:` and
    /// `secondaryButton:`, or `dismissButton:`); the older `ActionSheet` is read as a confirmation
    /// dialog.
    static func systemButtons(_ alert: CodeAlert) -> [CodeAlertButton] {
        let buttons = alert.buttons
        guard !buttons.contains(where: { $0.role == .cancel }) else { return buttons }
        let systemCancel = CodeAlertButton(title: .literal("Cancel"), role: .cancel, location: alert.location)
        switch alert.api {
        case .swiftUIConfirmationDialog:
            return buttons + [systemCancel]
        case .swiftUIAlert where buttons.contains(where: { $0.role == .destructive }):
            return buttons + [systemCancel]
        case .swiftUIAlert, .swiftUIAlertValue, .alertController, .alertView, .actionSheet:
            return buttons
        }
    }

    /// The text a user reads, or nil when it cannot be known: a literal as written; a localized
    /// key as the development language's strings give it, else its default value, else the key
    /// itself when the key reads as text (see `keyReadsAsText`).
    static func readable(_ text: CodeText, strings: DevelopmentStrings?) -> String? {
        switch text {
        case .literal(let value):
            return value
        case .localized(let key, let table, let defaultValue):
            if let value = strings?.text(forKey: key, table: table) { return value }
            if let defaultValue { return defaultValue }
            return keyReadsAsText(key) ? key : nil
        case .computed:
            return nil
        }
    }

    /// Whether a key with no entry is the text itself, as `NSLocalizedString(@"Cancel", …)` in a
    /// project that localizes by English keys (a key with no entry shows as itself): a key with a
    /// space and no `_`, or a single capitalized word (`Cancel`, `OK`). A key in the style of an
    /// identifier (`alert.delete.title`, `UpdateAvailable`, `cancel_button`) is not: the text is in
    /// a table higlint did not find, so it is unknown.
    static func keyReadsAsText(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains("_") else { return false }
        if key.contains(" ") { return !key.contains(".") || key.hasSuffix(".") || key.contains(". ") }
        let scalars = Array(key.unicodeScalars)
        guard scalars[0].properties.isUppercase, scalars.allSatisfy(\.properties.isAlphabetic) else { return false }
        let rest = scalars.dropFirst()
        return rest.allSatisfy(\.properties.isLowercase) || (scalars.count <= 3 && rest.allSatisfy(\.properties.isUppercase))
    }
}
