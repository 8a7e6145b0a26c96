import CLibPNG
import Foundation

/// A PNG image made smaller for a drawing: decoded with libpng, each pixel of the small image the
/// average of the pixels it covers, and encoded again as PNG. A drawing shows an icon at most
/// 120 points wide, so the report carries a picture of that size rather than the whole file (a
/// 1024-pixel icon is hundreds of kilobytes; its thumbnail, a few).
enum ImageThumbnail {
    /// The most pixels a side of a thumbnail: the most points a side of an icon in a drawing.
    static let side = 120

    /// The pixels a side of the thumbnail of an icon or launch image: the points a side it is
    /// drawn at when it declares its size, else `side`.
    static func side(for image: Element) -> Int {
        guard image.number("width") != nil || image.number("height") != nil else { return side }
        let drawn = ScreenLayout.drawnSize(of: image)
        return max(1, min(side, Int(max(drawn.width, drawn.height).rounded(.up))))
    }

    /// The image in `data` scaled to fit within `maxWidth` x `maxHeight` pixels, keeping its
    /// proportions (never enlarged), as PNG bytes; nil when it cannot be decoded or is larger
    /// than `ImageFileReader.maxDecodedPixels`.
    static func png(_ data: Data, maxWidth: Int, maxHeight: Int) -> Data? {
        guard maxWidth > 0, maxHeight > 0 else { return nil }
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        defer { png_image_free(&png) }
        let bytes = [UInt8](data)
        let decoded: [UInt8]? = bytes.withUnsafeBytes { raw in
            guard png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) != 0 else { return nil }
            let width = Int(png.width), height = Int(png.height)
            guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).overflow == false,
                  width * height <= ImageFileReader.maxDecodedPixels else { return nil }
            png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
            var pixels = [UInt8](repeating: 0, count: width * height * 4)
            let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, 0, nil) }
            return finished != 0 ? pixels : nil
        }
        guard let decoded else { return nil }
        return self.png(rgba: decoded, width: Int(png.width), height: Int(png.height), maxWidth: maxWidth, maxHeight: maxHeight)
    }

    /// `png`, of pixels decoded already (RGBA, `width` x `height`).
    static func png(rgba decoded: [UInt8], width: Int, height: Int, maxWidth: Int, maxHeight: Int) -> Data? {
        guard maxWidth > 0, maxHeight > 0, width > 0, height > 0, decoded.count >= width * height * 4 else { return nil }
        let scale = min(1, Double(maxWidth) / Double(width), Double(maxHeight) / Double(height))
        let outWidth = max(1, Int((Double(width) * scale).rounded())), outHeight = max(1, Int((Double(height) * scale).rounded()))
        let small = outWidth == width && outHeight == height ? decoded
            : average(decoded, width: width, height: height, toWidth: outWidth, height: outHeight)
        return encode(small, width: outWidth, height: outHeight)
    }

    /// Each pixel of the smaller image as the average of the source pixels it covers, weighted by
    /// alpha so that transparent pixels lend no colour.
    static func average(_ pixels: [UInt8], width: Int, height: Int, toWidth outWidth: Int, height outHeight: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: outWidth * outHeight * 4)
        // Through buffer pointers: a 1024-pixel icon is a million pixels, each looked at once.
        pixels.withUnsafeBufferPointer { source in
            out.withUnsafeMutableBufferPointer { target in
                for outY in 0..<outHeight {
                    let y0 = outY * height / outHeight, y1 = max(y0 + 1, (outY + 1) * height / outHeight)
                    for outX in 0..<outWidth {
                        let x0 = outX * width / outWidth, x1 = max(x0 + 1, (outX + 1) * width / outWidth)
                        var red = 0, green = 0, blue = 0, alpha = 0, count = 0
                        // At most 4 x 4 pixels of each area are averaged: enough for a picture
                        // this small, and a quarter of the work for a 1024-pixel icon.
                        let yStep = max(1, (y1 - y0) / 4), xStep = max(1, (x1 - x0) / 4)
                        for y in stride(from: y0, to: y1, by: yStep) {
                            var index = (y * width + x0) * 4
                            for _ in stride(from: x0, to: x1, by: xStep) {
                                let a = Int(source[index + 3])
                                red += Int(source[index]) * a
                                green += Int(source[index + 1]) * a
                                blue += Int(source[index + 2]) * a
                                alpha += a
                                count += 1
                                index += 4 * xStep
                            }
                        }
                        let at = (outY * outWidth + outX) * 4
                        if alpha > 0 {
                            target[at] = UInt8(red / alpha)
                            target[at + 1] = UInt8(green / alpha)
                            target[at + 2] = UInt8(blue / alpha)
                        }
                        target[at + 3] = UInt8(alpha / count)
                    }
                }
            }
        }
        return out
    }

    private static func encode(_ pixels: [UInt8], width: Int, height: Int) -> Data? {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(width)
        png.height = UInt32(height)
        png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        defer { png_image_free(&png) }
        var size = 0
        // First the size the PNG needs, then the PNG.
        let sized = pixels.withUnsafeBytes { png_image_write_to_memory(&png, nil, &size, 0, $0.baseAddress, 0, nil) }
        guard sized != 0, size > 0 else { return nil }
        var out = [UInt8](repeating: 0, count: size)
        let written = out.withUnsafeMutableBytes { buffer in
            pixels.withUnsafeBytes { png_image_write_to_memory(&png, buffer.baseAddress, &size, 0, $0.baseAddress, 0, nil) }
        }
        guard written != 0 else { return nil }
        return Data(out.prefix(size))
    }
}
