import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Icons made small for the drawings: the size kept in proportion, colours averaged, nothing made
/// of what does not decode.
struct ImageThumbnailTests {
    @Test("a 1024-pixel icon becomes a PNG of the size it is drawn at, its colour kept")
    func scaledDown() throws {
        let thumbnail = try #require(ImageThumbnail.png(PNGFixture.rgba(width: 1024, height: 1024), maxWidth: 120, maxHeight: 120))
        let image = ImageFileReader.inspect(thumbnail, path: "thumbnail.png")
        #expect(image.problem == nil)
        #expect(image.width == 120 && image.height == 120)
        #expect(image.transparency == .opaqueAlpha)
        #expect(thumbnail.count < PNGFixture.rgba(width: 1024, height: 1024).count / 20)
    }

    @Test("proportions are kept and a small image is not enlarged")
    func proportions() throws {
        let wide = try #require(ImageThumbnail.png(PNGFixture.rgb(width: 400, height: 100), maxWidth: 120, maxHeight: 120))
        let image = ImageFileReader.inspect(wide, path: "wide.png")
        #expect(image.width == 120 && image.height == 30)
        let small = try #require(ImageThumbnail.png(PNGFixture.rgba(width: 29, height: 29), maxWidth: 120, maxHeight: 120))
        #expect(ImageFileReader.inspect(small, path: "small.png").width == 29)
    }

    @Test("averaging weighs colour by alpha: a transparent half lends no colour, only transparency")
    func averaging() {
        // Two pixels side by side: opaque red and fully transparent green, made one.
        let one = ImageThumbnail.average([255, 0, 0, 255, 0, 255, 0, 0], width: 2, height: 1, toWidth: 1, height: 1)
        #expect(one == [255, 0, 0, 127])
    }

    @Test("what does not decode gives no thumbnail: a corrupt file, a JPEG, a bomb")
    func undecodable() {
        #expect(ImageThumbnail.png(Data([0x89, 0x50, 0x4E, 0x47]), maxWidth: 60, maxHeight: 60) == nil)
        #expect(ImageThumbnail.png(Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 16]), maxWidth: 60, maxHeight: 60) == nil)
        #expect(ImageThumbnail.png(PNGFixture.bomb(width: 100_000, height: 100_000), maxWidth: 60, maxHeight: 60) == nil)
        #expect(ImageThumbnail.png(PNGFixture.rgba(width: 8, height: 8), maxWidth: 0, maxHeight: 60) == nil)
    }

    @Test("the reader makes the thumbnail from the pixels it decodes, only when asked; a small image is its own file")
    func fromTheReader() throws {
        let large = PNGFixture.rgba(width: 240, height: 240)
        #expect(ImageFileReader.inspect(large, path: "Icon.png").thumbnail == nil)
        let thumbnail = try #require(ImageFileReader.inspect(large, path: "Icon.png", thumbnail: ImageThumbnail.side).thumbnail)
        #expect(ImageFileReader.inspect(thumbnail, path: "t.png").width == ImageThumbnail.side)
        let small = PNGFixture.rgba(width: 57, height: 57)
        #expect(ImageFileReader.inspect(small, path: "Icon.png", thumbnail: ImageThumbnail.side).thumbnail == small)
        #expect(ImageFileReader.inspect(PNGFixture.appleOptimized(width: 57, height: 57), path: "Icon.png", thumbnail: ImageThumbnail.side).thumbnail == nil)
    }
}
