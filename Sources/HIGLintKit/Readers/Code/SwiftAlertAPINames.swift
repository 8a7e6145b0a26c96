/// The names a Swift file must hold somewhere to build an alert: a byte search for them spares
/// the parse of every other file (most Swift files of an app build no alert).
enum SwiftAlertAPINames {
    /// `Alert` covers `UIAlertController`, `UIAlertAction`, `UIAlertView` and SwiftUI's `Alert`;
    /// `ActionSheet` covers `UIActionSheet` and SwiftUI's; `.alert` the SwiftUI modifier.
    static let names = ["Alert", "ActionSheet", ".alert", "confirmationDialog"]

    /// Whether `bytes` holds one of the names, in code, a comment or a string alike: the source
    /// code format's byte search, which asks every language's names.
    static func mayBuildAlert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        SourceCodeFormat.mayHold(names, in: bytes)
    }
}
