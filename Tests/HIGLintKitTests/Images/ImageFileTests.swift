import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The image reader on PNGs made for the purpose: sizes, alpha, Apple's variant, damage and bombs.
struct ImageFileTests {
    @Test("an opaque RGBA PNG: size, depth, alpha channel with no transparent pixel")
    func opaqueRGBA() {
        let image = ImageFileReader.inspect(PNGFixture.rgba(width: 57, height: 57), path: "Icon.png")
        #expect(image.format == .png)
        #expect(image.width == 57 && image.height == 57)
        #expect(image.bitDepth == 8 && image.colorType == 6)
        #expect(image.transparency == .opaqueAlpha)
        #expect(image.problem == nil)
        #expect(image.depthDescription == "24-bit RGB with 8-bit alpha")
    }

    @Test("one transparent pixel makes the image transparent")
    func transparentPixel() {
        let image = ImageFileReader.inspect(PNGFixture.rgba(width: 10, height: 10) { x, y in x == 9 && y == 9 ? 0 : 255 }, path: "a.png")
        #expect(image.transparency == .transparent)
    }

    @Test("an RGB PNG has no alpha at all")
    func rgb() {
        let image = ImageFileReader.inspect(PNGFixture.rgb(width: 4, height: 3), path: "a.png")
        #expect(image.transparency == .none)
        #expect(image.width == 4 && image.height == 3)
        #expect(image.problem == nil)
    }

    @Test("an Apple-optimised PNG gives its size and a note, without decoding")
    func appleOptimized() {
        let image = ImageFileReader.inspect(PNGFixture.appleOptimized(width: 57, height: 57), path: "Icon.png")
        #expect(image.appleOptimized)
        #expect(image.width == 57)
        #expect(image.problem?.contains("Apple-optimised") == true)
    }

    @Test("truncated and corrupt PNGs are problems, not crashes")
    func damaged() {
        let whole = PNGFixture.rgba(width: 16, height: 16)
        for cut in stride(from: 9, to: whole.count - 1, by: 7) {
            let image = ImageFileReader.inspect(whole.prefix(cut), path: "a.png")
            #expect(image.problem != nil, "cut at \(cut)")
        }
        var corrupt = [UInt8](whole)
        corrupt[60] ^= 0xFF // inside the pixel data: the chunk's CRC no longer matches
        #expect(ImageFileReader.inspect(Data(corrupt), path: "a.png").problem?.contains("corrupt") == true)
        var generator = SeededGenerator(seed: 7)
        for _ in 0..<200 {
            var bytes = [UInt8](whole)
            for _ in 0..<4 { bytes[Int.random(in: 8..<bytes.count, using: &generator)] = UInt8.random(in: 0...255, using: &generator) }
            _ = ImageFileReader.inspect(Data(bytes), path: "a.png")
        }
    }

    @Test("a decompression bomb is refused from its header, its size still reported")
    func bomb() {
        let image = ImageFileReader.inspect(PNGFixture.bomb(width: 100_000, height: 100_000), path: "bomb.png")
        #expect(image.width == 100_000)
        #expect(image.problem?.contains("too large to decode") == true)
    }

    @Test("JPEG and GIF are recognised with their size")
    func otherFormats() {
        let gif = Data(Array("GIF89a".utf8) + [0x39, 0x00, 0x39, 0x00, 0, 0, 0])
        let gifImage = ImageFileReader.inspect(gif, path: "a.gif")
        #expect(gifImage.format == .gif && gifImage.width == 57 && gifImage.height == 57)
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x72, 0x00, 0x72, 0x03])
        let jpegImage = ImageFileReader.inspect(jpeg, path: "a.jpg")
        #expect(jpegImage.format == .jpeg && jpegImage.width == 114 && jpegImage.height == 114)
        #expect(ImageFileReader.inspect(Data("hello".utf8), path: "a.png").problem == "not a PNG, JPEG or GIF image")
    }

    @Test("a missing file is a problem with the reason")
    func missing() {
        let image = ImageFileReader.read(url: URL(fileURLWithPath: "/nonexistent/Icon.png"), path: "Icon.png")
        #expect(image.problem == "the file does not exist")
    }
}
