import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Which input format reads a path: found by its extensions, the asset catalog set before plain JSON; a
/// path's name parts as URL and NSString give them.
struct InputFormatsTests {
    @Test("every format is found by its extensions, the asset catalog set before plain JSON")
    func registry() {
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/Main.storyboard"))?.name == "Interface Builder file")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/View.XIB"))?.name == "Interface Builder file")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/AppIcon.appiconset/Contents.json"))?.name == "asset catalog set")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/Contents.json"))?.name == "JSON description")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/s.xml"))?.name == "XML description")
        #expect(InputFormats.format(for: URL(fileURLWithPath: "/a/s.txt")) == nil)
    }

    @Test("a path's name, extension and folder are those URL and NSString give")
    func nameParts() throws {
        var paths = ["/a/b/c.xml", "/a/b/.xml", "/a/b/c.", "/a/b/c.d.JSON", "/a/b/c", "/c.xml", "/a/b/x.xcassets/y.json",
                     "/a/b/c .x ml", "/a/b/ü.XML", "/a/b/c.xml/", "/a/b/..xml", "/a//b.xml", "//b.xml", "/", "/a/b//"]
        // And every file of the corpus, where it is.
        if let corpus = try? FileManager.default.subpathsOfDirectory(atPath: TestPaths.shared.appendingPathComponent("corpus").path) {
            paths += corpus.map { TestPaths.shared.appendingPathComponent("corpus").path + "/" + $0 }
        }
        for path in paths {
            let url = URL(fileURLWithPath: path)
            let parts = InputFormats.nameParts(of: url.path)
            #expect(parts.name == url.lastPathComponent, "\(path)")
            #expect(parts.ext == (url.lastPathComponent as NSString).pathExtension.lowercased(), "\(path)")
            #expect(parts.folder == url.deletingLastPathComponent().lastPathComponent, "\(path)")
        }
    }
}
