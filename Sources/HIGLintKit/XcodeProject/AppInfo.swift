import Foundation

/// What an app's Info.plist says about how its screens are shown.
///
/// Values are as written: a value such as `$(DEVELOPMENT_LANGUAGE)` is not expanded. A key with
/// `~ipad` applies on iPad in place of the plain one.
struct AppInfo: Sendable, Equatable {
    /// `UIStatusBarStyle`: `UIStatusBarStyleDefault`, `UIStatusBarStyleLightContent`…
    var statusBarStyle: String?
    /// `UIStatusBarHidden`.
    var statusBarHidden: Bool?
    /// `UIUserInterfaceStyle`: `Light` or `Dark` when the app keeps to one appearance, whatever
    /// the system's (`Automatic`, or nil: both).
    var userInterfaceStyle: String?
    /// `UISupportedInterfaceOrientations`: `UIInterfaceOrientationPortrait`…
    var supportedOrientations: [String]?
    /// `UISupportedInterfaceOrientations~ipad`.
    var supportedOrientationsOnIPad: [String]?
    /// `UILaunchStoryboardName` (and `~ipad`): the launch screen's storyboard or xib, without extension.
    var launchStoryboardName: String?
    var launchStoryboardNameOnIPad: String?
    /// `UIMainStoryboardFile` (and `~ipad`): the storyboard the app opens with, without extension.
    var mainStoryboardFile: String?
    var mainStoryboardFileOnIPad: String?
    /// `UISceneStoryboardFile` of each scene of `UIApplicationSceneManifest`: where an app with
    /// scenes names its first storyboard.
    var sceneStoryboardFiles: [String]
    /// `NSMainNibFile` (and `~ipad`): the xib the app opens with, in apps from before storyboards.
    var mainNibFile: String?
    var mainNibFileOnIPad: String?
    /// `CFBundleDevelopmentRegion`: the language of the app's own text.
    var developmentRegion: String?
    /// The `UILaunchImageName` of each entry of `UILaunchImages` (and `~ipad`) whose
    /// `UILaunchImageMinimumOSVersion` is 7.0 or later: images launched since iOS 7, which fill the
    /// whole screen, status bar included, whatever the 2010 guidelines give for older systems.
    var fullScreenLaunchImageNames: Set<String>

    init(_ plist: PropertyListValue) {
        statusBarStyle = plist["UIStatusBarStyle"]?.string
        statusBarHidden = plist["UIStatusBarHidden"]?.boolean
        userInterfaceStyle = plist["UIUserInterfaceStyle"]?.string
        supportedOrientations = plist["UISupportedInterfaceOrientations"]?.array?.compactMap(\.string)
        supportedOrientationsOnIPad = plist["UISupportedInterfaceOrientations~ipad"]?.array?.compactMap(\.string)
        launchStoryboardName = plist["UILaunchStoryboardName"]?.string
        launchStoryboardNameOnIPad = plist["UILaunchStoryboardName~ipad"]?.string
        mainStoryboardFile = plist["UIMainStoryboardFile"]?.string
        mainStoryboardFileOnIPad = plist["UIMainStoryboardFile~ipad"]?.string
        let scenes = plist["UIApplicationSceneManifest"]?["UISceneConfigurations"]?.dictionary ?? [:]
        sceneStoryboardFiles = scenes.keys.sorted().flatMap { role in
            (scenes[role]?.array ?? []).compactMap { $0["UISceneStoryboardFile"]?.string }
        }
        mainNibFile = plist["NSMainNibFile"]?.string
        mainNibFileOnIPad = plist["NSMainNibFile~ipad"]?.string
        developmentRegion = plist["CFBundleDevelopmentRegion"]?.string
        let entries = (plist["UILaunchImages"]?.array ?? []) + (plist["UILaunchImages~ipad"]?.array ?? [])
        fullScreenLaunchImageNames = Set(entries.compactMap { entry -> String? in
            guard let name = entry["UILaunchImageName"]?.string, !name.isEmpty,
                  let version = entry["UILaunchImageMinimumOSVersion"]?.string,
                  let major = version.split(separator: ".").first.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }),
                  major >= 7 else { return nil }
            return name
        })
    }

    /// Reads an Info.plist in any of Apple's formats (XML, binary, old-style).
    static func read(_ data: Data, limits: ReaderLimits = .default) throws(ReadError) -> AppInfo {
        let plist = try PropertyListValue.read(foundationFormat: data, limits: limits)
        guard plist.dictionary != nil else { throw ReadError("an Info.plist must be a dictionary") }
        return AppInfo(plist)
    }
}
