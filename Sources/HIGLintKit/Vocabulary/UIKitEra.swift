/// Which UIKit draws a screen: the one of the guidelines (iOS 6 and earlier) or the flat one of
/// iOS 7 and later. UIKit's defaults changed with iOS 7 — bars became translucent, bordered bar
/// items went away, the black opaque status bar became a light one over the content — so a
/// default that differs between the two is decided here, once, from the era.
///
/// A description says its era with the screen's `uikit` property; one that says none is judged as
/// declared. An Interface Builder file's era comes from the file itself (`interfaceBuilder`), and
/// can come from the app's deployment target (`init(iOSVersion:)`) where that is known.
enum UIKitEra: String, CaseIterable, Sendable {
    /// iOS 6 and earlier: the UIKit the guidelines describe.
    case ios6
    /// iOS 7 and later.
    case ios7

    /// The era of an iOS version such as `6.1` or `12.0` (a deployment target); nil for text
    /// that is not a version.
    init?(iOSVersion: String) {
        guard let major = iOSVersion.split(separator: ".", omittingEmptySubsequences: false).first.flatMap({ Int($0) }),
              major > 0 else { return nil }
        self = major < 7 ? .ios6 : .ios7
    }

    /// The era an Interface Builder file is made for, from what the file says. The archive format
    /// is written by Xcode 3 and 4, whose SDKs end with iOS 6. The document format came with
    /// Xcode 5 and iOS 7; it is of iOS 6 when its `<deployment>` names an earlier version
    /// (`defaultVersion` or `version`, the version as major x 256 + minor x 16: 1552 is 6.1),
    /// and of iOS 7 otherwise (a file without a version is of Xcode 8 or later, which builds for
    /// iOS 8 at the least, or follows the project, whose target is then not known here).
    static func interfaceBuilder(archive: Bool, deploymentVersion: String?) -> UIKitEra {
        if archive { return .ios6 }
        guard let deploymentVersion, let number = Int(deploymentVersion), number > 0 else { return .ios7 }
        return number / 256 < 7 ? .ios6 : .ios7
    }

    /// The era a screen declares (its `uikit`), or nil when it declares none.
    static func of(screen: Element) -> UIKitEra? {
        screen.string("uikit").flatMap(UIKitEra.init(rawValue:))
    }

    /// Whether a bar (navigation bar, toolbar) that does not say is translucent: since iOS 7
    /// every bar is, before it none was.
    var barsTranslucentByDefault: Bool { self == .ios7 }

    /// The look of the status bar style Interface Builder names `blackOpaque`: black and opaque
    /// before iOS 7; since iOS 7 the style stands for light content drawn over the screen's top,
    /// which has no 2010 counterpart (nil).
    var blackOpaqueStatusBar: String? { self == .ios6 ? "black-opaque" : nil }
}
