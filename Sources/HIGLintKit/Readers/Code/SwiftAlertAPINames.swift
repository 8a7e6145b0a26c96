/// The names a Swift file must hold somewhere to build an alert: a byte search for them spares
/// the parse of every other file (most Swift files of an app build no alert).
enum SwiftAlertAPINames {
    /// `Alert` covers `UIAlertController`, `UIAlertAction`, `UIAlertView` and SwiftUI's `Alert`;
    /// `ActionSheet` covers `UIActionSheet` and SwiftUI's; `.alert` the SwiftUI modifier.
    static let names = ["Alert", "ActionSheet", ".alert", "confirmationDialog"]
}
