/// One target of an Xcode project (`PBXNativeTarget`, or `PBXAggregateTarget`, which builds nothing).
struct ProjectTarget: Sendable {
    enum Kind: Sendable, Equatable {
        case application
        case appExtension
        /// Frameworks, libraries, test bundles, watch apps, tools: nothing a phone user opens as an app.
        case other
    }

    enum Platform: Sendable, Equatable {
        case iOS, macOS, watchOS, tvOS, visionOS
        /// Not said in the project file (set in an `.xcconfig` file, or not set at all).
        case unknown
    }

    var name: String
    /// `com.apple.product-type.application`, `…app-extension`, `…framework`…; empty for an aggregate target.
    var productType: String
    /// The storyboards and xibs of the target's Resources build phase.
    let interfaceFiles: [InterfaceFile]
    /// Every path of `interfaceFiles`, localizations included, for `ships(_:)`.
    private let interfaceFilePaths: Set<String>
    /// The files of the target's Sources build phases (its code), relative to the project's folder.
    let sourceFiles: Set<String>
    /// The asset catalogs (`.xcassets` folders) of the target's Resources build phase, relative
    /// to the project's folder.
    let assetCatalogs: [String]
    /// Xcode 16's synchronized folders that give the target files.
    var synchronizedFolders: [SynchronizedFolder]
    /// The settings of the target's default configuration.
    var settings: BuildSettings
    /// What the target's Info.plist declares; nil when the project names no Info.plist, or names it
    /// through a setting it does not hold, or when the target ships no storyboard or xib to an
    /// iPhone or iPad (`shipsInterfaceFilesToIOS`): nothing asks then.
    var info: Result<AppInfo, ReadError>?

    init(name: String, productType: String, interfaceFiles: [InterfaceFile], sourceFiles: Set<String> = [],
         assetCatalogs: [String] = [], synchronizedFolders: [SynchronizedFolder], settings: BuildSettings) {
        self.name = name
        self.productType = productType
        self.interfaceFiles = interfaceFiles
        interfaceFilePaths = Set(interfaceFiles.flatMap(\.paths))
        self.sourceFiles = sourceFiles
        self.assetCatalogs = assetCatalogs
        self.synchronizedFolders = synchronizedFolders
        self.settings = settings
    }

    var kind: Kind {
        switch productType {
        case "com.apple.product-type.application": return .application
        case "com.apple.product-type.app-extension": return .appExtension
        default: return .other
        }
    }

    /// From `SDKROOT`, or the first of `SUPPORTED_PLATFORMS` when `SDKROOT` is `auto` or not set.
    var platform: Platform {
        var sdk = settings.value(of: "SDKROOT")
        if sdk == .value("auto") || sdk == .notSet {
            sdk = settings.value(of: "SUPPORTED_PLATFORMS")
        }
        guard case .value(let name) = sdk, let first = name.split(separator: " ").first else { return .unknown }
        let platforms: [(String, Platform)] = [
            ("iphone", .iOS), ("macosx", .macOS), ("watch", .watchOS), ("appletv", .tvOS), ("xr", .visionOS),
        ]
        return platforms.first { first.hasPrefix($0.0) }?.1 ?? .unknown
    }

    /// An application or app extension for iPhone or iPad: the targets whose screens a phone user sees.
    var isIOSApp: Bool { kind != .other && platform == .iOS }

    /// What the target's storyboards and xibs end in on an iPhone or iPad: an application, an app
    /// extension, or a framework or resource bundle (an app embeds it, from this project or from
    /// another of its workspace); nil for a target whose files no iOS device shows (a Mac, watch or
    /// TV target, tests, tools, libraries). A target whose platform the project file does not say
    /// (an `.xcconfig` file sets it) counts as iOS: a file is passed over only when the project
    /// says so.
    var iOSShippingKind: AppContext.Target.Kind? {
        guard platform == .iOS || platform == .unknown else { return nil }
        switch productType {
        case "com.apple.product-type.application": return .application
        case _ where productType.hasPrefix("com.apple.product-type.app-extension"): return .appExtension
        case "com.apple.product-type.framework", "com.apple.product-type.framework.static": return .framework
        case "com.apple.product-type.bundle": return .bundle
        default: return nil
        }
    }

    /// Whether the target has storyboards or xibs that end on an iPhone or iPad: what its
    /// Info.plist is read for.
    var shipsInterfaceFilesToIOS: Bool {
        iOSShippingKind != nil && !(interfaceFiles.isEmpty && synchronizedFolders.isEmpty)
    }

    /// `IPHONEOS_DEPLOYMENT_TARGET`, such as `12.5`.
    var deploymentTarget: BuildSetting { settings.value(of: "IPHONEOS_DEPLOYMENT_TARGET") }

    /// The devices of `TARGETED_DEVICE_FAMILY` (`1` iPhone, `2` iPad, `"1,2"` both); iPhone when not set,
    /// as Xcode builds it; nil when the project file does not say.
    var deviceFamilies: Set<DeviceFamily>? {
        switch settings.value(of: "TARGETED_DEVICE_FAMILY") {
        case .notSet: return [.iPhone]
        case .unknown: return nil
        case .value(let list):
            return Set(list.split { $0 == "," || $0 == " " }.compactMap { Int($0).flatMap(DeviceFamily.init(rawValue:)) })
        }
    }

    /// `INFOPLIST_FILE`: the Info.plist's path.
    var infoPlistFile: BuildSetting { settings.path(of: "INFOPLIST_FILE") }

    /// Whether the target ships the file at `path`: from its Resources phase, or from a synchronized folder.
    func ships(_ path: String) -> Bool {
        interfaceFilePaths.contains(path) || synchronizedFolders.contains { $0.includes(path) }
    }

    /// Whether the target's bundle holds what lies at `path` (a colour set's folder) from an asset
    /// catalog of its Resources phase, or from a synchronized folder.
    func bundlesAsset(at path: String) -> Bool {
        assetCatalogs.contains { path.hasPrefix($0 + "/") } || synchronizedFolders.contains { $0.includes(path) }
    }

    /// Whether the target compiles the code file at `path`: from its Sources phase, or from a
    /// synchronized folder (whose code files Xcode compiles).
    func compiles(_ path: String) -> Bool {
        sourceFiles.contains(path) || synchronizedFolders.contains { $0.includes(path) }
    }

    /// Whether the target builds tests (a unit or UI test bundle): its code never runs in the app.
    var buildsTests: Bool {
        productType == "com.apple.product-type.bundle.unit-test" || productType == "com.apple.product-type.bundle.ui-testing"
    }

    /// The product types of watch apps and their extensions: their code draws on a watch, even a
    /// WatchKit 1 extension's, which `SDKROOT = iphoneos` builds.
    static let watchProductTypes: Set<String> = [
        "com.apple.product-type.application.watchapp", "com.apple.product-type.application.watchapp2",
        "com.apple.product-type.watchkit-extension", "com.apple.product-type.watchkit2-extension",
    ]

    /// Whether the target compiles its code for iPhone or iPad, where an alert it builds is one a
    /// phone user sees: every target but a watch app or extension, and one whose `SDKROOT` (or, when
    /// that is `auto` or not set, `SUPPORTED_PLATFORMS`) names no iPhone platform. A target whose
    /// platform the project file does not say (an `.xcconfig` file sets it) counts as iOS: code
    /// is passed over only when the project says so.
    var compilesCodeForIOS: Bool {
        guard !Self.watchProductTypes.contains(productType) else { return false }
        var sdk = settings.value(of: "SDKROOT")
        if sdk == .value("auto") || sdk == .notSet {
            sdk = settings.value(of: "SUPPORTED_PLATFORMS")
        }
        guard case .value(let names) = sdk else { return true }
        return names.split(separator: " ").contains { $0.hasPrefix("iphone") }
    }
}

/// A device of `TARGETED_DEVICE_FAMILY`, by the number Xcode writes.
enum DeviceFamily: Int, Sendable, Hashable {
    case iPhone = 1, iPad = 2, tv = 3, watch = 4, mac = 6, vision = 7
}
