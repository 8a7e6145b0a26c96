/// The canvas of the device a document-format file is drawn on (`<device id="retina4_7">`), in
/// portrait points: the screen a xib's top-level views are measured against.
enum IBDeviceCanvas {
    static let byID: [String: (width: Double, height: Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896), "retina6_0": (390, 844),
        "retina6_7": (428, 926), "retina6_12": (393, 852), "retina6_72": (430, 932), "retina6_3": (402, 874),
        "retina6_9": (440, 956), "retina5_4": (375, 812),
        "ipad9_7": (768, 1024), "ipad7_9": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112),
        "ipad11": (834, 1194), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366),
        "ipad10_9rounded": (820, 1180), "ipad8_3": (744, 1133),
    ]

    /// The height of the status bar on device `id` in portrait, where it is not UIKit's 20
    /// points: the top of the safe area of the iPhones with a notch or a Dynamic Island and of the
    /// iPads without a home button, which Interface Builder's canvas shows its status bar down to.
    static let statusBarHeights: [String: Double] = [
        "retina5_9": 44, "retina6_5": 44, "retina6_1": 48, "retina5_4": 50, "retina6_0": 47, "retina6_7": 47,
        "retina6_12": 59, "retina6_72": 59, "retina6_3": 62, "retina6_9": 62,
        "ipad11": 24, "ipad12_9rounded": 24, "ipad10_9rounded": 24, "ipad8_3": 24,
    ]

    /// The status bar's height on device `id` in `orientation`: 20 points unless the table says
    /// otherwise; none on an iPhone with a notch in landscape, which hides it.
    static func statusBarHeight(id: String?, orientation: String?) -> Double {
        guard let id, let height = statusBarHeights[id] else { return 20 }
        return orientation == "landscape" && id.hasPrefix("retina") ? 0 : height
    }

    /// The canvas height of device `id` in `orientation`, or nil for an id not in the table.
    static func height(id: String, orientation: String?) -> Double? {
        guard let canvas = byID[id] else { return nil }
        return orientation == "landscape" ? canvas.width : canvas.height
    }
}
