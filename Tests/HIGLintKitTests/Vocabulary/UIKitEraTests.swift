import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The UIKit a screen is drawn by: the era decided once from a version or an Interface Builder
/// file, and the defaults that follow from it.
struct UIKitEraTests {
    @Test("an iOS version gives its era; text that is not a version gives none", arguments: [
        ("3.2", UIKitEra.ios6), ("6.1", .ios6), ("7.0", .ios7), ("8", .ios7), ("17.4", .ios7),
    ])
    func version(text: String, era: UIKitEra) {
        #expect(UIKitEra(iOSVersion: text) == era)
    }

    @Test("text that is not an iOS version has no era", arguments: ["", "iOS", ".5", "0", "-3"])
    func notAVersion(text: String) {
        #expect(UIKitEra(iOSVersion: text) == nil)
    }

    @Test("an Interface Builder file: the archive format is of iOS 6, the document format of iOS 7 unless its deployment is earlier")
    func interfaceBuilder() {
        #expect(UIKitEra.interfaceBuilder(archive: true, deploymentVersion: nil) == .ios6)
        #expect(UIKitEra.interfaceBuilder(archive: false, deploymentVersion: nil) == .ios7)
        #expect(UIKitEra.interfaceBuilder(archive: false, deploymentVersion: "1552") == .ios6)   // 6.1
        #expect(UIKitEra.interfaceBuilder(archive: false, deploymentVersion: "1280") == .ios6)   // 5.0
        #expect(UIKitEra.interfaceBuilder(archive: false, deploymentVersion: "1792") == .ios7)   // 7.0
        #expect(UIKitEra.interfaceBuilder(archive: false, deploymentVersion: "2048") == .ios7)   // 8.0
        #expect(UIKitEra.interfaceBuilder(archive: false, deploymentVersion: "soon") == .ios7)
    }

    @Test("the defaults that changed with iOS 7")
    func defaults() {
        #expect(!UIKitEra.ios6.barsTranslucentByDefault)
        #expect(UIKitEra.ios7.barsTranslucentByDefault)
        #expect(UIKitEra.ios6.blackOpaqueStatusBar == "black-opaque")
        #expect(UIKitEra.ios7.blackOpaqueStatusBar == nil)
    }

    @Test("a screen's era is its `uikit`; a screen without one has none")
    func screen() throws {
        func era(_ text: String) throws -> UIKitEra? {
            guard case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: "t.xml") else {
                throw CancellationError()
            }
            return UIKitEra.of(screen: description.root)
        }
        #expect(try era("<screen name=\"A\" uikit=\"ios6\"/>") == .ios6)
        #expect(try era("<screen name=\"A\" uikit=\"ios7\"/>") == .ios7)
        #expect(try era("<screen name=\"A\"/>") == nil)
    }
}
