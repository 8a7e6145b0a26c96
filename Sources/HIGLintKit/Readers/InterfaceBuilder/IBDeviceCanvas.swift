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

    /// The canvas height of device `id` in `orientation`, or nil for an id not in the table.
    static func height(id: String, orientation: String?) -> Double? {
        guard let canvas = byID[id] else { return nil }
        return orientation == "landscape" ? canvas.width : canvas.height
    }
}
