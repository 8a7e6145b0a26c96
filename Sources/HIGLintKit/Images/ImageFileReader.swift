import CLibPNG
import Foundation

/// Reads image files named by icons and launch images. PNG headers and chunks are walked by hand
/// (to see CgBI, tRNS and truncation without decoding); pixels are decoded with libpng, after the
/// header has shown the image to be of a sane size, so a decompression bomb is refused from its
/// header. JPEG and GIF files are recognised for their format and size only.
public enum ImageFileReader {
    /// Images with more pixels than this are not decoded (4096 x 4096: far above any icon or 2010
    /// launch image).
    static let maxDecodedPixels = 4096 * 4096

    /// `thumbnail`: also make the picture the drawings show (`ImageFile.thumbnail`).
    static func read(url: URL, path: String, maxFileSize: Int = ReaderLimits.default.maxFileSize, thumbnail: Int? = nil) -> ImageFile {
        var info = stat()
        guard systemStat(url.path, &info) == 0 else {
            return ImageFile(path: path, problem: errno == ENOENT ? "the file does not exist" : "cannot read the file: \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT == S_IFREG else { return ImageFile(path: path, problem: "not a regular file") }
        guard Int(info.st_size) <= maxFileSize else {
            return ImageFile(path: path, problem: "the file is \(DescriptionReader.byteCount(Int(info.st_size))), over the limit of \(DescriptionReader.byteCount(maxFileSize))")
        }
        let data: Data
        switch TextFile.bytes(url.path, maxSize: maxFileSize) {
        case .success(let bytes): data = bytes
        case .failure(let problem): return ImageFile(path: path, problem: "cannot read the file: \(problem.message)")
        }
        return inspect(data, path: path, thumbnail: thumbnail)
    }

    public static func inspect(_ data: Data, path: String) -> ImageFile { inspect(data, path: path, thumbnail: nil) }

    static func inspect(_ data: Data, path: String, thumbnail: Int?) -> ImageFile {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return inspectPNG(bytes, path: path, thumbnail: thumbnail) }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return inspectJPEG(bytes, path: path) }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            guard bytes.count >= 10 else { return ImageFile(path: path, format: .gif, problem: "truncated GIF header") }
            return ImageFile(path: path, format: .gif, width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        return ImageFile(path: path, format: .unknown, problem: bytes.isEmpty ? "the file is empty" : "not a PNG, JPEG or GIF image")
    }

    private static func uint32(_ bytes: [UInt8], _ offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    static func inspectPNG(_ bytes: [UInt8], path: String, thumbnail: Int? = nil) -> ImageFile {
        var image = ImageFile(path: path, format: .png)
        var offset = 8
        var sawIHDR = false, sawIEND = false, sawTRNS = false, sawIDAT = false
        while offset + 8 <= bytes.count {
            let length = uint32(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= 0x7FFF_FFFF, offset + 12 + length <= bytes.count else {
                image.problem = "truncated PNG: the \(type) chunk runs past the end of the file"
                break
            }
            let data = offset + 8
            switch type {
            case "CgBI":
                image.appleOptimized = true
            case "IHDR":
                guard length == 13, !sawIHDR else { image.problem = "corrupt PNG: bad IHDR chunk"; return image }
                sawIHDR = true
                image.width = uint32(bytes, data)
                image.height = uint32(bytes, data + 4)
                image.bitDepth = Int(bytes[data + 8])
                image.colorType = Int(bytes[data + 9])
            case "tRNS": sawTRNS = true
            case "IDAT": sawIDAT = true
            case "IEND": sawIEND = true
            default: break
            }
            offset += 12 + length
            if sawIEND { break }
        }
        guard sawIHDR, let width = image.width, let height = image.height, width > 0, height > 0 else {
            image.problem = image.problem ?? "corrupt PNG: no image header"
            image.width = nil
            image.height = nil
            return image
        }
        if image.problem == nil && !sawIEND { image.problem = "truncated PNG: no end chunk" }
        if image.problem == nil && !sawIDAT { image.problem = "corrupt PNG: no image data" }
        let hasAlpha = image.colorType == 4 || image.colorType == 6 || sawTRNS
        image.transparency = hasAlpha ? .unknown : .none
        guard image.problem == nil else { return image }
        if image.appleOptimized {
            // Apple's variant (byte-swapped, headerless deflate) is not a standard PNG: libpng
            // refuses it, so only the header is known.
            image.problem = "Apple-optimised PNG (CgBI chunk, as in a built app bundle): pixels not read; check the source image"
            return image
        }
        guard width.multipliedReportingOverflow(by: height).overflow == false, width * height <= maxDecodedPixels else {
            image.problem = "the image is \(width)x\(height) pixels, too large to decode (over \(maxDecodedPixels) pixels)"
            return image
        }
        decodePixels(bytes, into: &image, hasAlpha: hasAlpha, thumbnail: thumbnail)
        return image
    }

    /// Decodes the pixels as RGBA with libpng's simplified API, to validate the data and find
    /// out whether any pixel is transparent.
    /// With `thumbnail`, the decoded pixels also make `image.thumbnail`, at most that many pixels
    /// a side (an image no larger is its file).
    private static func decodePixels(_ bytes: [UInt8], into image: inout ImageFile, hasAlpha: Bool, thumbnail: Int?) {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        let problem: String? = bytes.withUnsafeBytes { raw -> String? in
            guard png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) != 0 else { return message(of: &png) }
            png.format = UInt32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA) // PNG_FORMAT_RGBA
            let count = Int(png.width) * Int(png.height) * 4
            var pixels = [UInt8](repeating: 0, count: count)
            let finished = pixels.withUnsafeMutableBytes { png_image_finish_read(&png, nil, $0.baseAddress, 0, nil) }
            guard finished != 0 else { return message(of: &png) }
            if hasAlpha {
                var lowest: UInt8 = 255
                var index = 3
                while index < count {
                    lowest = min(lowest, pixels[index])
                    index += 4
                }
                image.transparency = lowest < 255 ? .transparent : .opaqueAlpha
                image.lowestAlpha = Int(lowest)
            }
            if let side = thumbnail {
                let width = Int(png.width), height = Int(png.height)
                image.thumbnail = max(width, height) <= side ? Data(bytes)
                    : ImageThumbnail.png(rgba: pixels, width: width, height: height, maxWidth: side, maxHeight: side)
            }
            return nil
        }
        png_image_free(&png)
        if let problem { image.problem = "corrupt PNG: \(problem)" }
    }

    private static func message(of png: inout png_image) -> String {
        withUnsafeBytes(of: &png.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    static func inspectJPEG(_ bytes: [UInt8], path: String) -> ImageFile {
        var offset = 2
        let startOfFrame: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { break }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if startOfFrame.contains(marker), offset + 9 <= bytes.count {
                let height = Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6])
                let width = Int(bytes[offset + 7]) << 8 | Int(bytes[offset + 8])
                return ImageFile(path: path, format: .jpeg, width: width, height: height, transparency: .none)
            }
            guard length >= 2 else { break }
            offset += 2 + length
        }
        return ImageFile(path: path, format: .jpeg, problem: "corrupt JPEG: no frame header")
    }
}
