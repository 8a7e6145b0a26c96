import Testing
@testable import HIGLintKit

/// An Interface Builder screen is an iPad screen when its file, its name or its app says so; the
/// rules about the iPhone's screen layout then leave it alone.
struct ScreenDeviceTests {
    typealias Reader = InterfaceBuilderReaderTests

    static func target(families: Set<DeviceFamily>?, info: [String: PropertyListValue]? = nil) -> AppContext.Target {
        AppContext.Target(project: "App.xcodeproj", name: "App", kind: .application, deploymentTarget: "12.0",
                          deviceFamilies: families, info: info.map { AppInfo(.dictionary($0)) }, isLaunchScreen: false)
    }

    static func screen(path: String = "Detail.xib") throws -> ScreenDescription {
        let text = Reader.xib("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </view>
            """)
        return try #require(Reader.read(text, path: path).screens.first)
    }

    @Test("UIKit's ~ipad modifier names a file for iPad, in any case; other names do not")
    func namedForIPad() {
        #expect(ScreenDevice.isNamedForIPad("App/Detail~ipad.xib"))
        #expect(ScreenDevice.isNamedForIPad("MainWindow~iPad.xib"))
        #expect(!ScreenDevice.isNamedForIPad("Detail~iphone.xib"))
        #expect(!ScreenDevice.isNamedForIPad("Detail_iPad.xib"))
        #expect(!ScreenDevice.isNamedForIPad("ipad~/Detail.xib"))
    }

    @Test("a xib named ~ipad is read as an iPad screen, in both formats; the same file under another name as an iPhone one")
    func readerTakesTheName() throws {
        #expect(try Self.screen(path: "Detail~ipad.xib").root.string("device") == "ipad")
        #expect(try Self.screen(path: "Detail.xib").root.string("device") == "iphone")
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                <data>
                    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                        <object class="IBUIView" id="100"><string key="NSFrame">{{0, 0}, {320, 480}}</string></object>
                    </array>
                </data>
            </archive>
            """
        #expect(try Reader.read(archive, path: "Old~iPad.xib").screens.first?.root.string("device") == "ipad")
        #expect(try Reader.read(archive, path: "Old.xib").screens.first?.root.string("device") == "iphone")
    }

    @Test("a file every shipping target builds for iPad only is an iPad screen; a universal or iPhone target keeps it an iPhone one")
    func deviceFamilies() throws {
        var ipadOnly = try Self.screen()
        ipadOnly.belong(to: AppContext(targets: [Self.target(families: [.iPad])]))
        #expect(ipadOnly.root.string("device") == "ipad")
        for families in [[.iPhone, .iPad], [.iPhone], nil] as [Set<DeviceFamily>?] {
            var screen = try Self.screen()
            screen.belong(to: AppContext(targets: [Self.target(families: families)]))
            #expect(screen.root.string("device") == "iphone", "\(String(describing: families))")
        }
        var shared = try Self.screen()
        shared.belong(to: AppContext(targets: [Self.target(families: [.iPad]), Self.target(families: [.iPhone])]))
        #expect(shared.root.string("device") == "iphone")
    }

    @Test("the storyboard or nib the Info.plist opens on iPad, and not on iPhone, is an iPad screen in a universal app")
    func infoPlistIPadFiles() throws {
        var ipadMain = try Self.screen(path: "Main_iPad.storyboard")
        ipadMain.belong(to: AppContext(targets: [Self.target(families: [.iPhone, .iPad], info: [
            "UIMainStoryboardFile": .string("Main_iPhone"), "UIMainStoryboardFile~ipad": .string("Main_iPad"),
        ])]))
        #expect(ipadMain.root.string("device") == "ipad")
        var both = try Self.screen(path: "Main.storyboard")
        both.belong(to: AppContext(targets: [Self.target(families: [.iPhone, .iPad], info: [
            "UIMainStoryboardFile": .string("Main"), "UIMainStoryboardFile~ipad": .string("Main"),
        ])]))
        #expect(both.root.string("device") == "iphone")
    }

    @Test("the app's deployment target decides how pickers are sized; a target the project does not give leaves the file's say")
    func pickerSizeFromDeploymentTarget() throws {
        func settled(_ deployments: [String?]) throws -> String? {
            var screen = try Self.screen()
            screen.belong(to: AppContext(targets: deployments.map { deployment in
                var target = Self.target(families: [.iPhone])
                target.deploymentTarget = deployment
                return target
            }))
            return screen.root.string("pickerSize")
        }
        #expect(try Self.screen().root.string("pickerSize") == "keyboard")
        #expect(try settled(["12.5"]) == "layout")
        #expect(try settled(["8.0"]) == "keyboard")
        #expect(try settled(["12.5", "8.0"]) == "keyboard")
        #expect(try settled([nil]) == "keyboard")
    }
}
