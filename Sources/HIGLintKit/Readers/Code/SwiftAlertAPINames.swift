/// The names a Swift file must hold to build an alert the Swift reader understands: what spares
/// the reader's process the files that build none (most Swift files of an app).
enum SwiftAlertAPINames {
    /// A byte search for these comes first. `Alert` covers `UIAlertController`, `UIAlertView` and
    /// SwiftUI's `Alert`; `ActionSheet` covers `UIActionSheet` and SwiftUI's; `.alert` the SwiftUI
    /// modifier.
    static let names = ["Alert", "ActionSheet", ".alert", "confirmationDialog"]
    /// UIKit's alert types: the reader reads a UIKit alert only where the code names its type.
    static let uiKitTypes = CodeWordTable(["UIAlertController", "UIAlertView", "UIActionSheet"])
    /// SwiftUI's alert modifiers and values, read only in a file that imports SwiftUI.
    static let swiftUINames = CodeWordTable(["alert", "confirmationDialog", "Alert", "ActionSheet"])

    /// Whether the code of a Swift file (its comments and string literals left out, a lexical
    /// scan) names a UIKit alert type, or imports SwiftUI and names one of its alerts: the files
    /// the reader may find an alert in, and the only ones sent to it. A file that names them only
    /// in comments or text (`showAlert`, "Alert") is not.
    static func namedInCode(_ bytes: [UInt8]) -> Bool {
        var namesSwiftUI = false
        var namesSwiftUIAlert = false
        let tokens = CodeWordScanner(bytes).codeTokens()
        for k in 0..<tokens.count where tokens.kind(k) == .identifier {
            if tokens.isIdentifier(k, in: uiKitTypes) { return true }
            if tokens.isIdentifier(k, "SwiftUI") {
                namesSwiftUI = true
            } else if tokens.isIdentifier(k, in: swiftUINames) {
                namesSwiftUIAlert = true
            }
            if namesSwiftUI && namesSwiftUIAlert { return true }
        }
        return false
    }
}
