import Foundation

/// What higlint learns from an image file an icon or launch image names: its real format and
/// pixel size, its PNG bit depth and colour type, and whether it has transparency.
public struct ImageFile: Sendable, Equatable {
    enum Format: String, Sendable { case png, jpeg, gif, unknown }

    enum Transparency: String, Sendable {
        /// No alpha channel and no tRNS chunk.
        case none
        /// An alpha channel (or tRNS), but every pixel is fully opaque.
        case opaqueAlpha
        /// At least one pixel is not fully opaque.
        case transparent
        /// Not known: the pixels were not decoded.
        case unknown
    }

    /// The path as reports give it.
    var path: String
    var format: Format
    var width: Int?
    var height: Int?
    /// PNG IHDR bit depth and colour type (0 gray, 2 RGB, 3 palette, 4 gray + alpha, 6 RGBA).
    var bitDepth: Int?
    var colorType: Int?
    var transparency: Transparency
    /// The lowest alpha of any pixel (0 to 255), when the pixels were decoded with an alpha
    /// channel: how much of what lies behind the image its most transparent pixel lets show.
    var lowestAlpha: Int?
    /// An Apple-optimised PNG (a CgBI chunk, as in built app bundles), which standard decoders refuse.
    var appleOptimized: Bool
    /// Why the file could not be read or decoded fully, if it could not.
    var problem: String?
    /// The image as the drawings show it, a PNG of at most `ImageThumbnail.side` pixels a side,
    /// when the reader was asked for it (the visual report reads its icons so, decoding each once).
    var thumbnail: Data?

    init(path: String, format: Format = .unknown, width: Int? = nil, height: Int? = nil, bitDepth: Int? = nil,
                colorType: Int? = nil, transparency: Transparency = .unknown, appleOptimized: Bool = false, problem: String? = nil) {
        self.path = path
        self.format = format
        self.width = width
        self.height = height
        self.bitDepth = bitDepth
        self.colorType = colorType
        self.transparency = transparency
        self.appleOptimized = appleOptimized
        self.problem = problem
    }

    /// "24-bit RGB with 8-bit alpha", "8-bit palette", … for messages.
    var depthDescription: String {
        guard let bitDepth, let colorType else { return "unknown depth" }
        switch colorType {
        case 0: return "\(bitDepth)-bit grayscale"
        case 2: return "\(bitDepth * 3)-bit RGB without alpha"
        case 3: return "\(bitDepth)-bit palette"
        case 4: return "\(bitDepth)-bit grayscale with \(bitDepth)-bit alpha"
        case 6: return "\(bitDepth * 3)-bit RGB with \(bitDepth)-bit alpha"
        default: return "colour type \(colorType)"
        }
    }
}
