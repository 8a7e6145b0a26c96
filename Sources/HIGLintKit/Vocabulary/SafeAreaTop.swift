/// Where a bar placed just below the status bar begins on the canvases of devices whose status
/// bar is not UIKit's 20 points of 2010: the top of the safe area on the iPhones with a notch or
/// Dynamic Island and on the iPads without a home button. Interface Builder pins such a bar to
/// the safe area, so on an iPhone 12 canvas a navigation bar at y = 47 is at the top.
enum SafeAreaTop {
    /// The safe area's top by canvas in portrait ("width x height" in points). A canvas several
    /// models share gives each model's inset.
    static let byPortraitCanvas: [String: [Double]] = [
        "375x812": [44, 50],    // iPhone X, XS, 11 Pro; 12 mini, 13 mini
        "414x896": [44, 48],    // iPhone XS Max, 11 Pro Max; XR, 11
        "390x844": [47],        // iPhone 12, 12 Pro, 13, 13 Pro, 14
        "428x926": [47],        // iPhone 12 Pro Max, 13 Pro Max, 14 Plus
        "393x852": [54, 59],    // iPhone 14 Pro, 15, 15 Pro, 16
        "430x932": [54, 59],    // iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
        "402x874": [62],        // iPhone 16 Pro
        "440x956": [62],        // iPhone 16 Pro Max
        "744x1133": [24],       // iPad mini (6th generation)
        "820x1180": [24],       // iPad Air (4th generation), iPad (10th generation)
        "834x1194": [24],       // iPad Pro 11-inch
        "834x1210": [24],       // iPad Pro 11-inch (M4)
        "1024x1366": [20, 24],  // iPad Pro 12.9-inch: with a home button, then without
        "1032x1376": [24],      // iPad Pro 13-inch (M4)
    ]

    /// The y values at which a bar is just below the status bar on a canvas of `width` x
    /// `height` points in `orientation`, or nil for a canvas whose status bar is 20 points high
    /// (every canvas of 2010, and any not in the table). An iPhone with a notch shows no status
    /// bar in landscape: there the top is 0.
    static func tops(width: Double, height: Double, orientation: String?) -> [Double]? {
        let short = min(width, height), long = max(width, height)
        guard let tops = byPortraitCanvas["\(PropertyValue.format(short))x\(PropertyValue.format(long))"] else { return nil }
        let landscape = orientation == "landscape" || width > height
        if landscape && short < 700 { return [0] }
        return tops
    }
}
