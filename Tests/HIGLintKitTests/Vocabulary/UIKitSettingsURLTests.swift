import Testing
@testable import HIGLintKit

/// Which apps have the system's way to open their page of Settings (iOS 8 and later).
@Suite struct UIKitSettingsURLTests {
    @Test("a deployment target of iOS 8 or later has it; earlier ones do not; text that is no version says nothing")
    func versions() {
        #expect(UIKitSettingsURL.available(iOSVersion: "8.0") == true)
        #expect(UIKitSettingsURL.available(iOSVersion: "15.6") == true)
        #expect(UIKitSettingsURL.available(iOSVersion: "7.1") == false)
        #expect(UIKitSettingsURL.available(iOSVersion: "$(RECOMMENDED_IPHONEOS_DEPLOYMENT_TARGET)") == nil)
    }

    @Test("an app has it when every target that ships the file deploys to iOS 8 or later")
    func app() {
        func target(_ version: String?) -> AppContext.Target {
            AppContext.Target(project: "App.xcodeproj", name: "App", kind: .application, deploymentTarget: version,
                              deviceFamilies: nil, info: nil, isLaunchScreen: false)
        }
        #expect(UIKitSettingsURL.available(in: AppContext(targets: [target("15.0"), target("8.0")])) == true)
        #expect(UIKitSettingsURL.available(in: AppContext(targets: [target("15.0"), target("7.0")])) == false)
        #expect(UIKitSettingsURL.available(in: AppContext(targets: [target("15.0"), target(nil)])) == nil)
    }
}
