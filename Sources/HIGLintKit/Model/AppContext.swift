/// The app an Interface Builder file belongs to, as its Xcode project says: the iOS targets that
/// ship the file, with the settings and Info.plist each is built with. A screen read from a file
/// under no Xcode project, or that no iOS target ships, has none.
///
/// Rules that depend on the app's devices and era (UIKit's defaults by deployment target, the
/// launch screen's rules) read it from `ScreenDescription.app`; cross-screen rules compare the
/// screens of one app (`scope`).
struct AppContext: Sendable, Equatable {
    /// One target that ships the file.
    struct Target: Sendable, Equatable {
        /// The `.xcodeproj` folder's name (`Loop.xcodeproj`).
        var project: String
        var name: String
        var kind: Kind
        /// `IPHONEOS_DEPLOYMENT_TARGET` (`12.5`); nil when the project file does not say (an
        /// `.xcconfig` file sets it, or nothing does and Xcode takes its SDK's).
        var deploymentTarget: String?
        /// `TARGETED_DEVICE_FAMILY`; nil when the project file does not say.
        var deviceFamilies: Set<DeviceFamily>?
        /// What the target's Info.plist declares (status bar style, orientations, launch
        /// storyboard); nil when the project names no Info.plist or it could not be read.
        var info: AppInfo?
        /// The languages the app is localized into, as language codes without region (`en`, `de`),
        /// from its project's `knownRegions`; nil when the project does not list them.
        var languages: [String]? = nil
        /// Whether the file is the launch screen the Info.plist names (`UILaunchStoryboardName`,
        /// on iPhone or on iPad).
        var isLaunchScreen: Bool

        enum Kind: String, Sendable, Equatable {
            case application, appExtension, framework, bundle
        }

        var runsOnIPhone: Bool? { deviceFamilies.map { $0.contains(.iPhone) } }
        var runsOnIPad: Bool? { deviceFamilies.map { $0.contains(.iPad) } }
        var statusBarStyle: String? { info?.statusBarStyle }
        var supportedOrientations: [String]? { info?.supportedOrientations }
        var launchStoryboardName: String? { info?.launchStoryboardName }

        /// The languages of a project's `knownRegions` (`en`, `Base`, `de`, `zh-Hans`, or
        /// `English` in old projects) as sorted language codes without region or script:
        /// `Base` is a layout, not a language, and `en-GB` is English.
        static func languages(ofKnownRegions regions: [String]) -> [String] {
            let codes = regions.compactMap { region -> String? in
                let lowered = region.lowercased()
                guard lowered != "base", !lowered.isEmpty else { return nil }
                if let code = LocalizedCopies.codesOfLanguageNames[region] { return code }
                return String(lowered.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(lowered))
            }
            return Set(codes).sorted()
        }
    }

    /// The targets that ship the file: applications first, then app extensions, then frameworks
    /// and bundles (whose files end in an app that embeds them), each kind in its project's order.
    /// Never empty.
    var targets: [Target]

    /// The app whose screens the file's screens are compared with: the first of `targets`. A file
    /// two targets ship (an app and its beta, an app and its extension) is compared with the first
    /// one's screens, so that the same comparison is not reported once per target.
    var app: Target { targets[0] }

    /// What cross-screen rules compare within (see `ScreenFact.scope`): one app per target.
    var scope: String { "target " + app.project + " " + app.name }
}

extension ScreenDescription {
    /// Gives the screen the app its file belongs to. A screen of the launch screen the app's
    /// Info.plist names is judged as a launch screen, as one whose file marks it so
    /// (`launchScreen="YES"`) is: storyboards made before Xcode marked them do not say. A screen
    /// the app shows on iPad only is an iPad screen (`settleDevice(by:)`), and its pickers are
    /// sized as the UIKit of the app's deployment target sizes them (`UIKitPickerSize.of`), and a
    /// screen of an app deployed to iOS 8 or later has the system's way to open Settings
    /// (`UIKitSettingsURL`), and a screen learns the languages its app is localized into
    /// (`appLanguages`).
    mutating func belong(to app: AppContext) {
        self.app = app
        settleDevice(by: app)
        if root.kind == "screen", root["pickerSize"] != nil, let pickerSize = UIKitPickerSize.of(app) {
            let location = root.property("pickerSize")?.location ?? root.location
            root.properties.removeAll { $0.name == "pickerSize" }
            root.properties.append(Element.Property(name: "pickerSize", value: .string(pickerSize.rawValue), location: location))
        }
        if root.kind == "screen", root["openSettingsURL"] == nil, UIKitSettingsURL.available(in: app) == true {
            root.properties.append(Element.Property(name: "openSettingsURL", value: .bool(true), location: root.location))
        }
        if root.kind == "screen", root["appLanguages"] == nil, let languages = app.app.languages, !languages.isEmpty {
            root.properties.append(Element.Property(name: "appLanguages", value: .string(languages.joined(separator: ", ")),
                                                    location: root.location))
        }
        if app.targets.contains(where: \.isLaunchScreen) && root.kind == "screen" && root["launchScreen"] == nil {
            root.properties.append(Element.Property(name: "launchScreen", value: .bool(true), location: root.location))
        }
    }
}
