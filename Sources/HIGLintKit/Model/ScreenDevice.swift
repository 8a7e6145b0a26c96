/// Which device an Interface Builder screen is shown on, where the app says more than the file.
///
/// The file itself says iPad with its type (`…CocoaTouch.iPad.XIB`), its `targetRuntime`
/// (`iOS.CocoaTouch.iPad`), its `<device id="ipad…">` or its name (`Detail~ipad.xib`, which
/// UIKit loads on iPad only): the readers read those. A file drawn on an iPhone canvas (Xcode's
/// default) may still be shown on iPad alone, and the project says so: every target that ships it
/// is built for iPad only (`TARGETED_DEVICE_FAMILY = 2`), or it is the storyboard or nib the
/// Info.plist opens on iPad (`UIMainStoryboardFile~ipad`, `NSMainNibFile~ipad`,
/// `UILaunchStoryboardName~ipad`) and not the one it opens on iPhone.
///
/// The guidelines are the iPhone's: rules whose passage is about the iPhone's screen layout (where
/// a toolbar stands, its height, how many items fit) do not judge an iPad screen.
enum ScreenDevice {
    /// Whether a file name says UIKit loads it on iPad only: UIKit's device modifier `~ipad`
    /// before the extension (`Detail~ipad.xib`, `Main~iPad.storyboard`).
    static func isNamedForIPad(_ path: String) -> Bool {
        let name = LastPathComponent.of(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return false }
        return name[..<dot].lowercased().hasSuffix("~ipad")
    }

    /// Whether `app` shows the file named `stem` (its name without folder and extension) on iPad
    /// only (see the type's comment).
    static func isShownOnIPadOnly(fileNamed stem: String, by app: AppContext) -> Bool {
        app.targets.allSatisfy { target in
            if target.deviceFamilies == [.iPad] { return true }
            guard let info = target.info else { return false }
            let onIPad = [info.mainStoryboardFileOnIPad, info.mainNibFileOnIPad, info.launchStoryboardNameOnIPad].contains(stem)
            let onIPhone = [info.mainStoryboardFile, info.mainNibFile, info.launchStoryboardName].contains(stem)
                || info.sceneStoryboardFiles.contains(stem)
            return onIPad && !onIPhone
        }
    }
}

extension ScreenDescription {
    /// Judges the screen as an iPad screen when its app shows its file on iPad only
    /// (`ScreenDevice.isShownOnIPadOnly`).
    mutating func settleDevice(by app: AppContext) {
        guard root.kind == "screen", root.string("device") != "ipad" else { return }
        let stem = IBDocumentReader.storyboardName(path: path)
        guard ScreenDevice.isShownOnIPadOnly(fileNamed: stem, by: app) else { return }
        let location = root.property("device")?.location ?? root.location
        root.properties.removeAll { $0.name == "device" }
        root.properties.append(Element.Property(name: "device", value: .string("ipad"), location: location))
    }
}
