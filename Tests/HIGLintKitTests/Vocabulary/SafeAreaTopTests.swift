import Testing
@testable import HIGLintKit

/// The safe area's top on the canvases of devices with a notch or a taller status bar.
struct SafeAreaTopTests {
    @Test("a notched iPhone's canvas gives its safe area's top, in either order of width and height")
    func iPhones() {
        #expect(SafeAreaTop.tops(width: 390, height: 844, orientation: "portrait") == [47])
        #expect(SafeAreaTop.tops(width: 375, height: 812, orientation: nil) == [44, 50])
        #expect(SafeAreaTop.tops(width: 393, height: 852, orientation: nil) == [54, 59])
    }

    @Test("a notched iPhone in landscape shows no status bar: the top is 0")
    func landscape() {
        #expect(SafeAreaTop.tops(width: 844, height: 390, orientation: "landscape") == [0])
        #expect(SafeAreaTop.tops(width: 844, height: 390, orientation: nil) == [0])
    }

    @Test("an iPad without a home button keeps its 24-point status bar in landscape")
    func iPads() {
        #expect(SafeAreaTop.tops(width: 820, height: 1180, orientation: "portrait") == [24])
        #expect(SafeAreaTop.tops(width: 1180, height: 820, orientation: "landscape") == [24])
    }

    @Test("the canvases of 2010 and of devices with a home button have none", arguments: [
        (320.0, 480.0), (375, 667), (414, 736), (768, 1024), (810, 1080), (0, 0), (-1, 5),
    ])
    func none(width: Double, height: Double) {
        #expect(SafeAreaTop.tops(width: width, height: height, orientation: nil) == nil)
    }
}
