import Testing
@testable import HIGLintKit

/// How UIKit sizes pickers: at the keyboard's size up to iOS 8, by their layout from iOS 9 on;
/// decided from a deployment target or from what an Interface Builder file says.
struct UIKitPickerSizeTests {
    @Test("an iOS version gives its picker size", arguments: [
        ("3.2", UIKitPickerSize.keyboard), ("8.4", .keyboard), ("9.0", .layout), ("9", .layout), ("12.5", .layout),
    ])
    func version(text: String, size: UIKitPickerSize) {
        #expect(UIKitPickerSize(iOSVersion: text) == size)
    }

    @Test("text that is not an iOS version gives none", arguments: ["", "iOS", "0", "$(TARGET)"])
    func notAVersion(text: String) {
        #expect(UIKitPickerSize(iOSVersion: text) == nil)
    }

    @Test("an Interface Builder file: archives are of the keyboard; documents follow their deployment, else their Xcode")
    func interfaceBuilder() {
        #expect(UIKitPickerSize.interfaceBuilder(archive: true, deploymentVersion: nil, toolsVersion: "21701") == .keyboard)
        #expect(UIKitPickerSize.interfaceBuilder(archive: false, deploymentVersion: "2048", toolsVersion: "21701") == .keyboard)   // 8.0
        #expect(UIKitPickerSize.interfaceBuilder(archive: false, deploymentVersion: "2304", toolsVersion: "6254") == .layout)      // 9.0
        #expect(UIKitPickerSize.interfaceBuilder(archive: false, deploymentVersion: nil, toolsVersion: "21225") == .layout)       // Xcode 14
        #expect(UIKitPickerSize.interfaceBuilder(archive: false, deploymentVersion: nil, toolsVersion: "17701") == .layout)       // Xcode 12
        #expect(UIKitPickerSize.interfaceBuilder(archive: false, deploymentVersion: nil, toolsVersion: "16097") == .keyboard)     // Xcode 11
        #expect(UIKitPickerSize.interfaceBuilder(archive: false, deploymentVersion: nil, toolsVersion: "14460.31") == .keyboard)
        #expect(UIKitPickerSize.interfaceBuilder(archive: false, deploymentVersion: nil, toolsVersion: nil) == .keyboard)
    }
}
