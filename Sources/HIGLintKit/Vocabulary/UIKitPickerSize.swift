/// How UIKit sizes a picker or date picker. Up to iOS 8, UIKit draws a picker at the keyboard's
/// size whatever its frame (the guidelines' "the overall size of a picker … is fixed"); from
/// iOS 9 on, pickers and date pickers are resizable and take the size their frame and constraints
/// give them (UIKit's iOS 9 release notes). A screen says which with its `pickerSize`; one that
/// says none is of the guidelines' UIKit.
enum UIKitPickerSize: String, CaseIterable, Sendable {
    /// iOS 8 and earlier: the keyboard's size, whatever the frame.
    case keyboard
    /// iOS 9 and later: the size the layout gives it.
    case layout

    /// The first iOS whose pickers take their size from their layout.
    static let firstResizableMajor = 9

    /// The picker size of an app deployed for `iOSVersion` (`8.0`, `12.5`); nil for text that is
    /// not a version.
    init?(iOSVersion: String) {
        guard let major = iOSVersion.split(separator: ".", omittingEmptySubsequences: false).first.flatMap({ Int($0) }),
              major > 0 else { return nil }
        self = major < Self.firstResizableMajor ? .keyboard : .layout
    }

    /// The `toolsVersion` of Xcode 12, the first Xcode that builds for iOS 9 at the least: a file
    /// it saved runs on an iOS whose pickers are resizable.
    static let firstXcodeWithoutIOS8 = 17000

    /// The picker size of an Interface Builder file, from what the file says: the archive format
    /// (Xcode 3 and 4) is of the keyboard; the document format follows its `<deployment>` version
    /// (major x 256 + minor x 16: 2304 is 9.0) where it gives one, else its Xcode (`toolsVersion`):
    /// Xcode 12 and later build for iOS 9 at the least. An older file that says neither is of the
    /// keyboard: its Xcode could build for iOS 8.
    static func interfaceBuilder(archive: Bool, deploymentVersion: String?, toolsVersion: String?) -> UIKitPickerSize {
        if archive { return .keyboard }
        if let deploymentVersion, let number = Int(deploymentVersion), number > 0 {
            return number / 256 < firstResizableMajor ? .keyboard : .layout
        }
        guard let tools = toolsVersion?.split(separator: ".").first.flatMap({ Int($0) }) else { return .keyboard }
        return tools >= firstXcodeWithoutIOS8 ? .layout : .keyboard
    }

    /// The picker size the app's targets give a file they ship: the keyboard's when one of them
    /// deploys below iOS 9, the layout's when all deploy to iOS 9 or later; nil when a target's
    /// deployment target is not in the project file (the file's own says, then).
    static func of(_ app: AppContext) -> UIKitPickerSize? {
        var sizes: [UIKitPickerSize] = []
        for target in app.targets {
            guard let size = target.deploymentTarget.flatMap(UIKitPickerSize.init(iOSVersion:)) else { return nil }
            sizes.append(size)
        }
        return sizes.contains(.keyboard) ? .keyboard : .layout
    }
}
