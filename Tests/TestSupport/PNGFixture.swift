import Foundation

/// Writes small PNG files for tests, with uncompressed (stored) deflate blocks so no zlib is
/// needed: opaque or transparent RGBA, RGB, palette, Apple's CgBI variant, truncated files.
package enum PNGFixture {
    /// An RGBA image; `alpha(x, y)` gives each pixel's alpha.
    package static func rgba(width: Int, height: Int, alpha: (Int, Int) -> UInt8 = { _, _ in 255 }) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0) // filter: none
            for x in 0..<width { raw += [200, 30, 30, alpha(x, y)] }
        }
        return png(width: width, height: height, colorType: 6, raw: raw)
    }

    /// An RGB image without alpha.
    package static func rgb(width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        for _ in 0..<height { raw.append(0); for _ in 0..<width { raw += [10, 120, 200] } }
        return png(width: width, height: height, colorType: 2, raw: raw)
    }

    package static func png(width: Int, height: Int, colorType: UInt8, raw: [UInt8], before: [(String, [UInt8])] = []) -> Data {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        for (type, data) in before { out += chunk(type, data) }
        out += chunk("IHDR", be32(width) + be32(height) + [8, colorType, 0, 0, 0])
        out += chunk("IDAT", zlibStored(raw))
        out += chunk("IEND", [])
        return Data(out)
    }

    /// Apple's optimised variant: a CgBI chunk before the header.
    package static func appleOptimized(width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        for _ in 0..<height { raw.append(0); for _ in 0..<width { raw += [1, 2, 3, 255] } }
        return png(width: width, height: height, colorType: 6, raw: raw, before: [("CgBI", [0x50, 0x00, 0x20, 0x06])])
    }

    /// A header that claims an enormous image, followed by almost nothing.
    package static func bomb(width: Int, height: Int) -> Data {
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", be32(width) + be32(height) + [8, 6, 0, 0, 0])
        out += chunk("IDAT", zlibStored([0, 0, 0, 0, 0]))
        out += chunk("IEND", [])
        return Data(out)
    }

    package static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        return be32(data.count) + typeBytes + data + be32(Int(crc32(typeBytes + data)))
    }

    package static func be32(_ n: Int) -> [UInt8] { [UInt8(n >> 24 & 0xFF), UInt8(n >> 16 & 0xFF), UInt8(n >> 8 & 0xFF), UInt8(n & 0xFF)] }

    package static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65535, data.count - offset)
            let final: UInt8 = offset + count >= data.count ? 1 : 0
            out += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += data[offset..<(offset + count)]
            offset += count
        } while offset < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + be32(Int(b << 16 | a))
    }

    package static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
