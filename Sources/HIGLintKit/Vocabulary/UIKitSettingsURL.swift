/// Whether the UIKit an app is built for gives it the system-provided way to open its own page of
/// the Settings application: `UIApplicationOpenSettingsURLString` (Swift's
/// `UIApplication.openSettingsURLString`), which iOS 8 added for exactly this. The guidelines of
/// 2010 advise against a control that opens Settings because "there is no system-provided icon or
/// control that supports this action" (p. 51); in an app of iOS 8 or later there is, and such a
/// control is the system's own way. A screen says so with its `openSettingsURL`.
enum UIKitSettingsURL {
    /// The first iOS with `UIApplicationOpenSettingsURLString`.
    static let firstMajor = 8

    /// The names of the API in code: a file that names it opens Settings the system's way, and
    /// is built with an SDK of iOS 8 or later.
    static let apiNames = ["openSettingsURLString", "UIApplicationOpenSettingsURLString"]

    /// Whether an app deployed for `iOSVersion` (`8.0`, `12.5`) has the API; nil for text that is
    /// not a version.
    static func available(iOSVersion: String) -> Bool? {
        guard let major = iOSVersion.split(separator: ".", omittingEmptySubsequences: false).first.flatMap({ Int($0) }),
              major > 0 else { return nil }
        return major >= firstMajor
    }

    /// Whether every target that ships a file deploys to iOS 8 or later; nil when a target's
    /// deployment target is not in the project file.
    static func available(in app: AppContext) -> Bool? {
        var all = true
        for target in app.targets {
            guard let available = target.deploymentTarget.flatMap(available(iOSVersion:)) else { return nil }
            all = all && available
        }
        return all
    }
}
