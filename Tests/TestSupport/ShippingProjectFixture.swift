/// Small Xcode projects, storyboards and Info.plists written for a test: which targets ship which
/// files, for tests of what a run does with a project beside the screens it checks.
package enum ShippingProjectFixture {
    /// One target of a project.
    package struct Target {
        package var name: String
        /// `application`, `app-extension`, `framework`, `bundle.unit-test`…
        package var productType: String
        /// `iphoneos`, `macosx`…
        package var sdk: String
        /// The storyboards and xibs of its Resources phase, relative to the project's folder.
        package var files: [String]
        /// The code files of its Sources phase, relative to the project's folder.
        package var sources: [String]
        package var deploymentTarget: String?
        package var deviceFamily: String?
        package var infoPlist: String?

        package init(_ name: String, productType: String = "application", sdk: String = "iphoneos", files: [String],
                     sources: [String] = [], deploymentTarget: String? = nil, deviceFamily: String? = nil, infoPlist: String? = nil) {
            self.name = name
            self.productType = productType
            self.sdk = sdk
            self.files = files
            self.sources = sources
            self.deploymentTarget = deploymentTarget
            self.deviceFamily = deviceFamily
            self.infoPlist = infoPlist
        }
    }

    /// A `project.pbxproj` with these targets, each file referenced from the project's folder, and
    /// the languages it is localized into (`knownRegions`) when given.
    package static func pbxproj(_ targets: [Target], knownRegions: [String]? = nil) -> String {
        var objects: [String] = []
        var fileIDs: [String] = []
        for (t, target) in targets.enumerated() {
            var buildFiles: [String] = []
            for (f, file) in target.files.enumerated() {
                let reference = "F\(t)0\(f)", buildFile = "B\(t)0\(f)"
                objects.append("\(reference) = {isa = PBXFileReference; path = \"\(file)\"; sourceTree = SOURCE_ROOT; };")
                objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
                fileIDs.append(reference)
                buildFiles.append(buildFile)
            }
            var sourceFiles: [String] = []
            for (f, file) in target.sources.enumerated() {
                let reference = "FS\(t)x\(f)", buildFile = "BS\(t)x\(f)"
                objects.append("\(reference) = {isa = PBXFileReference; path = \"\(file)\"; sourceTree = SOURCE_ROOT; };")
                objects.append("\(buildFile) = {isa = PBXBuildFile; fileRef = \(reference); };")
                fileIDs.append(reference)
                sourceFiles.append(buildFile)
            }
            var settings = ["SDKROOT = \(target.sdk);"]
            if let version = target.deploymentTarget { settings.append("IPHONEOS_DEPLOYMENT_TARGET = \(version);") }
            if let family = target.deviceFamily { settings.append("TARGETED_DEVICE_FAMILY = \"\(family)\";") }
            if let plist = target.infoPlist { settings.append("INFOPLIST_FILE = \"\(plist)\";") }
            objects.append("T\(t) = {isa = PBXNativeTarget; buildConfigurationList = L\(t); buildPhases = (R\(t), S\(t), ); name = \"\(target.name)\"; productType = \"com.apple.product-type.\(target.productType)\"; };")
            objects.append("R\(t) = {isa = PBXResourcesBuildPhase; files = (\(buildFiles.map { $0 + ", " }.joined())); };")
            objects.append("S\(t) = {isa = PBXSourcesBuildPhase; files = (\(sourceFiles.map { $0 + ", " }.joined())); };")
            objects.append("L\(t) = {isa = XCConfigurationList; buildConfigurations = (C\(t), ); defaultConfigurationName = Release; };")
            objects.append("C\(t) = {isa = XCBuildConfiguration; buildSettings = {\(settings.joined(separator: " "))}; name = Release; };")
        }
        objects.append("G0 = {isa = PBXGroup; children = (\(fileIDs.map { $0 + ", " }.joined())); sourceTree = \"<group>\"; };")
        objects.append("P0 = {isa = PBXProject; buildConfigurationList = L9; developmentRegion = en; \(knownRegions.map { "knownRegions = (\($0.map { "\"\($0)\", " }.joined())); " } ?? "")mainGroup = G0; projectDirPath = \"\"; targets = (\(targets.indices.map { "T\($0), " }.joined())); };")
        objects.append("L9 = {isa = XCConfigurationList; buildConfigurations = (C9, ); defaultConfigurationName = Release; };")
        objects.append("C9 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };")
        return """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tclasses = {
            \t};
            \tobjectVersion = 56;
            \tobjects = {
            \(objects.map { "\t\t" + $0 }.joined(separator: "\n"))
            \t};
            \trootObject = P0;
            }

            """
    }

    /// A storyboard of one screen titled `title`, with a navigation bar of `barStyle` (`black`, or
    /// nil for UIKit's default) and a 20 x 20 pt button (too small a target: one warning).
    package static func storyboard(title: String, barStyle: String? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="v1">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController title="\(title)" id="v1" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="r1">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                                <subviews>
                                    <navigationBar contentMode="scaleToFill" translucent="NO" \(barStyle.map { "barStyle=\"\($0)\"" } ?? "") id="n1">
                                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                                        <items>
                                            <navigationItem title="\(title)" id="i1"/>
                                        </items>
                                    </navigationBar>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="b1">
                                        <rect key="frame" x="10" y="100" width="20" height="20"/>
                                        <state key="normal" title="Go"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// An Info.plist (XML) with a status bar style, orientations and a launch storyboard.
    package static func infoPlist(statusBarStyle: String, orientations: [String], launchStoryboard: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>UIStatusBarStyle</key>
            <string>\(statusBarStyle)</string>
            <key>UISupportedInterfaceOrientations</key>
            <array>
        \(orientations.map { "        <string>\($0)</string>" }.joined(separator: "\n"))
            </array>
            <key>UILaunchStoryboardName</key>
            <string>\(launchStoryboard)</string>
        </dict>
        </plist>

        """
    }
}
