/// The names a Swift file must hold somewhere to build an alert: a byte search for them spares
/// the parse of every other file (most Swift files of an app build no alert).
enum SwiftAlertAPINames {
    /// `Alert` covers `UIAlertController`, `UIAlertAction`, `UIAlertView` and SwiftUI's `Alert`;
    /// `ActionSheet` covers `UIActionSheet` and SwiftUI's; `.alert` the SwiftUI modifier.
    static let names = ["Alert", "ActionSheet", ".alert", "confirmationDialog"]
    static let needles: [[UInt8]] = names.map { Array($0.utf8) }

    /// Whether `bytes` holds one of the names, in code, a comment or a string alike.
    static func mayBuildAlert(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needles.contains { contains($0, in: bytes) }
    }

    private static func contains(_ needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        let lastStart = bytes.count - needle.count
        var start = 0
        while start <= lastStart {
            if bytes[start] == first {
                var matched = 1
                while matched < needle.count, bytes[start + matched] == needle[matched] { matched += 1 }
                if matched == needle.count { return true }
            }
            start += 1
        }
        return false
    }
}
