/// An alert or action sheet that a Swift or Objective-C file builds, as a code reader understood
/// it: the one value both languages' readers give, so that what UIKit shows (the order of the
/// buttons, the text in the development language) is worked out once, for both, from it. It is
/// also what the Swift reader's process answers with, encoded as JSON (`CodeReaderWire`).
public struct CodeAlert: Codable, Equatable, Sendable {
    /// Which API built it: UIKit and SwiftUI order the buttons of each in their own way.
    public enum API: String, Codable, Equatable, Sendable {
        /// `UIAlertController` with `.alert` or `.actionSheet`, its actions added one by one.
        case alertController
        /// `UIAlertView` (iOS 2–8).
        case alertView
        /// `UIActionSheet` (iOS 2–8).
        case actionSheet
        /// SwiftUI's `.alert(…)` modifier.
        case swiftUIAlert
        /// SwiftUI's older `Alert(…)` value: it shows the one or two buttons it is given, and no other.
        case swiftUIAlertValue
        /// SwiftUI's `.confirmationDialog(…)` modifier or an `ActionSheet(…)` value.
        case swiftUIConfirmationDialog
    }

    /// What it is in our vocabulary: an `alert` or an `actionSheet` element.
    public enum Style: String, Codable, Equatable, Sendable {
        case alert
        case actionSheet
    }

    public var api: API
    public var style: Style
    /// nil when the code gives none (`nil`, or no argument).
    public var title: CodeText?
    public var message: CodeText?
    /// In the order the code gives them (for `UIAlertView`: the cancel button, then the others).
    public var buttons: [CodeAlertButton]
    /// The button the code makes `preferredAction` (an index into `buttons`), if any.
    public var preferredButton: Int?
    /// Where the alert is made: the constructor call or the modifier.
    public var location: CodePosition
    /// Where the title and the message are given (their arguments), when the code gives them;
    /// nil: at `location`.
    public var titleLocation: CodePosition? = nil
    public var messageLocation: CodePosition? = nil
    /// Whether `buttons` are all the buttons the alert shows. They are not when the code hands the
    /// controller on (returns it, or builds it in an initializer its callers add to) or gives the
    /// buttons as a value made elsewhere (`ActionSheet(…, buttons: choices)`): such an alert is
    /// not judged at all, since every rule about its buttons would judge a part as the whole.
    public var buttonsAreKnown = true
    /// Whether the code shows a task in progress with it rather than asks anything: it puts an
    /// activity indicator or another view in it (`addSubview`, `addActivityIndicator()`), or
    /// dismisses it itself (`dismiss(animated:)`, `dismissWithClickedButtonIndex:animated:`).
    /// Read for alerts the code gives no button: one the app takes away when the work ends.
    public var showsProgress = false
    /// The name of the type whose code builds the alert (the class, structure or enumeration, or
    /// the type an extension extends; Objective-C's `@implementation`), innermost; nil at the top
    /// level. Whether the type is made only by code people never run (a developer menu's screen
    /// made only in `#if DEBUG` code) is decided over the project (`DevelopmentOnlyTypes`).
    public var enclosingType: String? = nil
    /// The name of the function or method whose body builds the alert (`presentDebugMenu`;
    /// Objective-C's first selector part: `showDebugMenu` of `- (void)showDebugMenu:(id)sender`),
    /// innermost; nil outside any.
    public var enclosingFunction: String? = nil
    /// That function's whole name as Objective-C's selector writes it, each part with its colon:
    /// `webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:` (Swift's
    /// `webView(_:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:)`: the
    /// name, then the argument label of each parameter after the first); nil outside any. It tells
    /// a delegate method whose alert a protocol shapes (`WebPageDialog`).
    public var enclosingSelector: String? = nil

    public init(api: API, style: Style, title: CodeText?, message: CodeText?, buttons: [CodeAlertButton],
                preferredButton: Int?, location: CodePosition, titleLocation: CodePosition? = nil,
                messageLocation: CodePosition? = nil, buttonsAreKnown: Bool = true) {
        self.api = api
        self.style = style
        self.title = title
        self.message = message
        self.buttons = buttons
        self.preferredButton = preferredButton
        self.location = location
        self.titleLocation = titleLocation
        self.messageLocation = messageLocation
        self.buttonsAreKnown = buttonsAreKnown
    }
}

/// One button of a `CodeAlert`.
public struct CodeAlertButton: Codable, Equatable, Sendable {
    public enum Role: String, Codable, Equatable, Sendable {
        case cancel
        case destructive
        case `default`
    }

    public var title: CodeText
    public var role: Role
    public var location: CodePosition

    public init(title: CodeText, role: Role, location: CodePosition) {
        self.title = title
        self.role = role
        self.location = location
    }
}

/// A text as the code gives it. Only a literal or a key the development language's strings
/// resolve is ever judged; a computed text (a variable, an interpolation, an error's
/// description) is unknown: never judged, never reported missing.
public enum CodeText: Codable, Equatable, Sendable {
    /// A string literal, its escapes resolved.
    case literal(String)
    /// A localized string by key: `NSLocalizedString("key", comment:)`, `String(localized:)`,
    /// `NSLocalizedStringFromTable(@"key", @"Table", …)`. `table` nil is `Localizable`;
    /// `defaultValue` is the `value:` argument, shown when the key has no entry.
    case localized(key: String, table: String?, defaultValue: String?)
    /// Anything else.
    case computed
}
